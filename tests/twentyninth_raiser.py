"""A paper of the twenty-ninth set filled by pen: a guide dog school's monthly report that a
volunteer puppy raiser fills in and mails back (the school owns the puppy; the raiser keeps it and
takes it to the vet). The school's printed form: the puppy's name and ID, the raiser and region,
the month; rows of behaviour ticked on a scale; a table of this month's vet visits (date, vet or
clinic, what was done), where the rabies shot is written in the raiser's hand among a heartworm
test or a booster, with as the hand had room the tag and the term or when it is due; and notes."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyninth_canvas import Sheet
from tests.twentyninth_faces import INKS, PENS, fit
from tests.twentyninth_facts import HAND_STYLES, MONTHS, facts, fmt_date, person

PRACTICES = (
    "{place} Animal Hospital",
    "Hudson Valley Veterinary Group",
    "Yorktown Animal Hospital",
    "{place} Veterinary Clinic",
)
SCHOOLS = (
    "Hudson Highlands Guide Dogs",
    "Empire Guide Dog Foundation",
    "Taconic Guide Dogs for the Blind",
)
TRAITS = (
    "House manners",
    "Leash walking",
    "Body handling",
    "Reaction to dogs",
    "Traffic noise",
    "Settles in public",
    "Stairs / elevators",
)
INK = (30, 60, 110)


def raiser_report(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(
        rng,
        rng.choice(PRACTICES),
        lapse=0.1,
        places=("Yorktown Heights", "Peekskill", "Cortland", "Liverpool"),
    )
    hand, pen = rng.choice(PENS), rng.choice(INKS)
    tool = rng.choice(("ballpoint", "gel", "felt"))
    sheet = Sheet(612, 792, paper=(252, 252, 248))

    def write(x: float, y: float, s: str, room: float, size: float = 13) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), pen, tool)

    sheet.text(306, 46, rng.choice(SCHOOLS), "tuffy-bold", 16, INK, align="c")
    sheet.text(306, 64, "PUPPY RAISER MONTHLY REPORT", "tuffy", 11, INK, align="c")
    raiser = person(rng)
    top = (
        ("Puppy name", f.dog, 44, 80),
        ("Puppy ID #", f"{rng.choice('HTE')}{rng.randrange(1000, 9999)}", 330, 80),
        ("Raiser(s)", raiser, 44, 104),
        ("Region", rng.choice(("Central NY", "Capital", "Westchester")), 330, 104),
        ("Month / year", f"{MONTHS[f.given.month - 1]} {f.given.year}", 44, 128),
    )
    for lab, val, x, y in top:
        end = sheet.label(x, y + 14, lab + ":", "tuffy", 9.5) + 4
        sheet.rule(end, y + 16, x + 240, y + 16, 0.5)
        write(end + 6, y + 12, val, x + 236 - end)
    y = 172.0
    sheet.text(44, y, "Behaviour this month", "tuffy-bold", 11, INK)
    for j, s in enumerate(("Needs work", "Fair", "Good", "Excellent")):
        sheet.text(300 + j * 70, y, s, "tuffy", 8.5, align="c")
    for t in TRAITS:
        y += 18
        sheet.text(52, y, t, "tuffy", 9.5)
        pick = rng.randrange(4)
        for j in range(4):
            sheet.box(295 + j * 70, y - 9, 10, 10, None, (60, 60, 60), 0.6)
            if j == pick:
                sheet.tick(295 + j * 70 + 1, y - 1, pen)
    y += 34
    sheet.text(44, y, "Veterinary visits this month", "tuffy-bold", 11, INK)
    y += 8
    sheet.box(44, y, 524, 120, None, (60, 60, 60), 0.7)
    for x, h in ((44, "Date"), (130, "Veterinarian / clinic"), (330, "Reason / vaccines given")):
        sheet.rule(x, y, x, y + 120, 0.5)
        sheet.label(x + 5, y + 12, h, "tuffy", 8.5)
    for i in range(1, 5):
        sheet.rule(44, y + 16 + 26 * i, 568, y + 16 + 26 * i, 0.4)
    sheet.rule(44, y + 16, 568, y + 16, 0.7)
    ds = rng.choice(HAND_STYLES)
    end = rng.choices(("term", "due", ""), (0.3, 0.5, 0.2))[0]
    tagged = rng.random() < 0.5
    what = rng.choice(("Rabies", "Rabies vacc", "rabies shot"))
    what += {"term": f" ({f.term} yr)", "due": f" due {fmt_date(f.due, ds)}", "": ""}[end]
    if tagged:
        what += f" tag {f.tag}"
    vet_shown = rng.random() < 0.5
    who = f"Dr. {f.vet.split()[-1]}" if vet_shown else f.clinic
    visits = [(f.given, who, what)]
    if rng.random() < 0.6:
        other = f.given + timedelta(days=rng.randrange(-12, 12) or 3)
        visits.append((other, who, rng.choice(("HW test neg", "Ear check - OK", "DHPP booster"))))
        rng.shuffle(visits)
    for i, (d, v, r) in enumerate(visits):
        base = y + 16 + 26 * (i + 1) - 7
        write(49, base, fmt_date(d, ds), 78)
        write(135, base, v, 190)
        write(335, base, r, 228)
    y += 150
    sheet.text(44, y, "Notes for your puppy counsellor", "tuffy-bold", 11, INK)
    for i in range(3):
        sheet.rule(44, y + 24 + 22 * i, 568, y + 24 + 22 * i, 0.4, (150, 150, 160))
    write(
        48,
        y + 20,
        rng.choice(
            (
                "Great month! Did the mall twice.",
                "Still jumps on guests.",
                "Loves the bus, scared of the vacuum.",
            )
        ),
        500,
    )
    sheet.text(
        44, 750, "Mail or scan to your regional coordinator by the 5th of each month.", "tuffy", 8.5
    )
    vet = f.vet.split()[-1] if vet_shown else None
    truth = f.truth(
        expires=end in ("due", "term"), tag=tagged, clinic=not vet_shown, product=False, lot=False
    )
    return sheet, replace(truth, owner=None, veterinarian=vet)
