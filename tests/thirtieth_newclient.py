"""A paper of the thirtieth set filled by pen: the new client and patient registration form a
practice hands an owner on a clipboard at the first visit, which the owner photographs or the
practice scans back as the dog's proof. The new practice's printed name (not the one that gave the
shot), then the owner's lines (name, address, phones, e-mail, how they heard of the practice), the
patient's (name, breed, colour, birthday, sex), the previous veterinarian, and a small table of
vaccine history the owner fills from memory or the old papers: a row a vaccine, the date given,
where, and when it is due; the rabies row with, as the owner knew it, the practice that gave it
(at times the doctor), its due date, and the tag on a line of its own."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtieth_canvas import Sheet
from tests.thirtieth_faces import INKS, PENS, fit
from tests.thirtieth_facts import HAND_STYLES, TODAY, facts, fmt_date, phone, plus_years

PRACTICES = (
    "{place} Animal Hospital",
    "Three Rivers Veterinary Clinic",
    "Hogsback Road Pet Hospital",
    "{place} Veterinary Services",
)
NEW = (
    "Cicero Animal Hospital",
    "Clay Commons Veterinary Care",
    "Route 31 Pet Hospital",
    "Liverpool Village Animal Clinic",
)
GREEN = (30, 96, 70)


def new_client(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.2)
    new = rng.choice([n for n in NEW if n != f.clinic])
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool = rng.choice(("ballpoint", "gel", "ballpoint"))
    sheet = Sheet(612, 792, paper=rng.choice(((255, 255, 255), (246, 250, 246))))

    def write(x: float, y: float, s: str, room: float, size: float = 14) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool)

    def line(x: float, y: float, lab: str, end: float, val: str) -> None:
        x1 = sheet.label(x, y, lab, "oxygen", 9) + 4
        sheet.rule(x1, y + 2, end, y + 2, 0.5)
        if val:
            write(x1 + 4, y - 1, val, end - x1 - 8)

    sheet.text(306, 44, new, "oxygen-bold", 16, GREEN, align="c")
    sheet.text(306, 60, "NEW CLIENT & PATIENT REGISTRATION", "oxygen", 10, GREEN, align="c")
    sheet.text(
        306,
        74,
        "Welcome! Please complete both sides. Bring any past records you have.",
        "oxygen",
        8,
        align="c",
    )
    ds = rng.choice(HAND_STYLES)
    visit = min(TODAY - timedelta(days=1), f.given + timedelta(days=rng.randrange(30, 500)))
    y = 104.0
    sheet.text(36, y, "OWNER", "oxygen-bold", 10, GREEN)
    line(440, y, "Today's date", 576, fmt_date(visit, ds))
    y += 26
    line(36, y, "Name", 380, f.owner)
    line(390, y, "Cell", 576, phone(rng, 1))
    y += 26
    line(36, y, "Address", 576, f"{f.street}, {f.town} {f.zip}")
    y += 26
    first = f.owner.split()[0].lower().replace("é", "e").replace("í", "i").replace("ç", "c")
    line(36, y, "E-mail", 330, f"{first}{rng.randrange(10, 99)}@gmail.com")
    line(340, y, "How did you hear of us?", 576, rng.choice(("Google", "neighbor", "drove by")))
    y += 40
    sheet.text(36, y, "PATIENT", "oxygen-bold", 10, GREEN)
    y += 26
    line(36, y, "Pet's name", 250, f.dog)
    line(260, y, "Breed", 576, f.breed)
    y += 26
    line(36, y, "Color", 200, f.colour)
    line(210, y, "Birthday", 400, fmt_date(f.born, ds))
    line(410, y, "Sex", 576, rng.choice(("M/N", "F/S", "male", "female spayed")))
    y += 26
    vet_shown = rng.random() < 0.45
    line(36, y, "Previous veterinarian", 576, f.clinic)
    y += 40
    sheet.text(36, y, "VACCINE HISTORY", "oxygen-bold", 10, GREEN)
    sheet.text(160, y, "(if known)", "oxygen", 8)
    y += 10
    cols = ((36, "Vaccine"), (136, "Date given"), (246, "Where given"), (456, "Next due"))
    sheet.box(36, y, 540, 18, (226, 238, 230), GREEN, 0.5)
    for x, head in cols:
        sheet.label(x + 4, y + 13, head, "oxygen-bold", 8.5)
    y += 18
    due_shown = rng.random() < 0.6
    where = f"Dr. {f.vet} - {f.clinic}" if vet_shown else f.clinic
    rows = [("Rabies", fmt_date(f.given, ds), where, fmt_date(f.due, ds) if due_shown else "")]
    for v in rng.sample(("Distemper", "Bordetella", "Lepto", "Lyme"), 2):
        d = f.given - timedelta(days=rng.randrange(0, 200))
        when = fmt_date(d, ds) if rng.random() < 0.7 else "?"
        rows.append(
            (
                v,
                when,
                "same" if rng.random() < 0.6 else "",
                fmt_date(plus_years(d, 1), ds) if when != "?" else "",
            )
        )
    rng.shuffle(rows)
    for r in rows:
        sheet.rule(36, y + 24, 576, y + 24, 0.4)
        for i, ((x, _), val) in enumerate(zip(cols, r, strict=True)):
            if i == 0:
                sheet.text(x + 4, y + 17, val, "oxygen", 9.5)
            elif val:
                nxt = cols[i + 1][0] if i + 1 < len(cols) else 576
                write(x + 4, y + 17, val, nxt - x - 10, 13)
        y += 24
    for x, _ in cols[1:]:
        sheet.rule(x, y - 24 * len(rows), x, y, 0.4)
    y += 26
    tagged = rng.random() < 0.55
    line(36, y, "Rabies tag #", 250, f.tag if tagged else "")
    line(
        260, y, "Microchip #", 576, "" if rng.random() < 0.5 else f"{rng.randrange(10**14, 10**15)}"
    )
    y += 30
    line(36, y, "Current medications / allergies", 576, rng.choice(("none", "Apoquel", "NKA")))
    y += 50
    sheet.text(
        36, y, "I authorize treatment and agree to pay at the time of service.", "oxygen", 8.5
    )
    y += 30
    sheet.rule(36, y, 300, y, 0.5)
    sheet.sign(rng, 48, y - 4, 140, ink)
    sheet.text(36, y + 12, "Signature", "oxygen", 8)
    sheet.text(306, 770, f"Form NC-1 · {new}", "oxygen", 7, align="c")
    shown = {"tag": tagged, "vet": vet_shown, "product": False, "lot": False}
    return sheet, f.truth(expires=due_shown, **shown)
