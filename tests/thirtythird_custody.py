"""A printed paper of the thirty-third set: a pet custody and care agreement two people drew up
when they separated (from a word processor's legal template, signed before a notary), which the
dog's keeper uploads because its veterinary clause states the rabies shot. The title and the
parties (the owner and the co-caretaker); numbered sections in prose: the pet (name, breed,
colour, microchip), the schedule, the veterinary care (the primary practice and doctor, the last
rabies vaccination with its date, at times the town tag and the date it is good until or the
vaccine's term, and who pays), expenses and disputes; the signatures and the notary's block with
its own dates and commission number."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtythird_canvas import Sheet
from tests.thirtythird_facts import TODAY, day_between, facts, fmt_date, person

CLINICS = ("{place} Veterinary Hospital", "Clay Animal Clinic", "Brewerton Road Animal Hospital",
           "{place} Companion Animal Care", "Three Rivers Veterinary Group")  # fmt: skip


def _wrap(text: str, n: int, whole: tuple[str, ...] = ()) -> list[str]:
    """text in lines of about n letters, never breaking inside one of whole's phrases."""
    for phrase in whole:
        text = text.replace(phrase, phrase.replace(" ", "\x00"))
    lines, cur = [], ""
    for word in text.split(" "):
        if cur and len(cur) + 1 + len(word) > n:
            lines.append(cur)
            cur = word
        else:
            cur = f"{cur} {word}" if cur else word
    return [line.replace("\x00", " ") for line in (*lines, cur)]


def custody_agreement(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    sheet = Sheet(612, 792)
    ds = rng.choice((3, 4, 20, 8, 0))
    other = person(rng)
    signed = day_between(rng, f.given + timedelta(days=3), TODAY - timedelta(days=2))
    by, tagged = rng.random() < 0.6, rng.random() < 0.55
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    sheet.text(306, 64, "PET CUSTODY AND CARE AGREEMENT", "caladea-bold", 15, align="c")
    y = 98.0
    chip = f"{rng.choice(('985', '956', '900'))}{rng.randrange(10**11, 10**12)}"
    who = f"Dr. {f.vet} of {f.clinic}" if by else f.clinic
    shot = f"The Pet was last vaccinated against rabies on {fmt_date(f.given, ds)}"
    if tagged:
        shot += f" (Town of Clay tag no. {f.tag})"
    if mode == "date":
        shot += f", and that vaccination is valid until {fmt_date(f.due, ds)}."
    elif mode == "term":
        shot += f" with a {f.term}-year vaccine."
    else:
        shot += "."
    whole = (
        f.owner,
        f.dog,
        f.clinic,
        f"Dr. {f.vet}",
        fmt_date(f.given, ds),
        fmt_date(f.due, ds),
        f"{f.term}-year",
        fmt_date(signed, 20),
    )
    sections = (
        ("", f"This Agreement is entered into by {f.owner} (the \"Owner\") and {other} (the "
         f"\"Co-Caretaker\"), who share the care of the dog described below, and is effective "
         f"on {fmt_date(signed, 20)}."),
        ("1. The Pet.", f"The dog known as {f.dog}, a {f.colour} {f.breed}, microchip number "
         f"{chip} (the \"Pet\"), is owned by the Owner, who holds the Pet's license."),
        ("2. Schedule.", "The Pet lives with the Owner and stays with the Co-Caretaker on "
         f"alternate weekends from Friday {rng.choice(('5', '6'))}:00 PM to Sunday 6:00 PM and for "
         "one week each summer, to be agreed by May 1."),
        ("3. Veterinary care.", f"The Pet's primary veterinarian is {who}. {shot} The Owner "
         "keeps the Pet's vaccinations current and gives the Co-Caretaker a copy of each "
         "certificate."),
        ("4. Expenses.", f"Routine veterinary costs are shared {rng.choice(('50/50', '60/40'))}; "
         "emergency care over $500 is discussed first unless the Pet's life is at risk."),
        ("5. Disputes.", "The parties will try mediation before any court action concerning "
         "the Pet. Neither party will rehome the Pet without the other's written consent."),
    )  # fmt: skip
    for head, body in sections:
        lines = _wrap(f"{head} {body}".strip(), 92, whole)
        for i, line in enumerate(lines):
            if i == 0 and head:
                end = sheet.text(60, y, head, "caladea-bold", 10.5)
                sheet.value(end + 4, y, line[len(head) + 1 :], "caladea", 10.5)
            else:
                sheet.value(60, y, line, "caladea", 10.5)
            y += 15
        y += 9
    y += 26
    for i, name in enumerate((f.owner, other)):
        x = 60 + i * 260
        sheet.sign(rng, x + 8, y - 4, 150)
        sheet.rule(x, y, x + 220, y, 0.5)
        sheet.text(x, y + 13, name, "caladea", 9.5)
        sheet.text(x, y + 26, f"Date: {fmt_date(signed, 1)}", "caladea", 9.5)
    y += 62
    sheet.text(60, y, "STATE OF NEW YORK    )", "caladea", 9.5)
    sheet.text(60, y + 13, "COUNTY OF ONONDAGA )  ss.:", "caladea", 9.5)
    notary = person(rng)
    for line in _wrap(f"On {fmt_date(signed, 20)}, before me, the undersigned, personally "
                      f"appeared {f.owner} and {other}, known to me or proved to me on the basis "
                      "of satisfactory evidence to be the individuals whose names are subscribed "
                      "to this instrument.", 100):  # fmt: skip
        y += 15
        sheet.text(60, y + 16, line, "caladea", 9)
    y += 56
    sheet.sign(rng, 330, y - 4, 120, (20, 20, 20))
    sheet.rule(320, y, 540, y, 0.5)
    sheet.text(320, y + 12, f"{notary}, Notary Public, State of New York", "caladea", 8.5)
    sheet.text(320, y + 24, f"No. 01{rng.choice('ABCDEFGH')}{rng.randrange(10**7, 10**8)}, "
               f"Commission expires {fmt_date(signed + timedelta(days=800), 1)}", "caladea",
               8.5)  # fmt: skip
    sheet.text(306, 766, "Page 1 of 1", "caladea", 8, align="c")
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=by, product=False, lot=False)
