"""A printed paper of the twenty-ninth set: a college's fillable form for a student's emotional
support animal in a residence hall, the part the veterinarian fills in typed into the PDF's
fields and the whole printed and signed. The college's name and office, then numbered parts in
ruled tables with the labels in the left cells and the typed answers in the right: the student
(name, student ID number, hall and room, term), the animal, and the veterinarian's verification:
the rabies shot's date, its expiry or term as the vet answered, the tag, the other vaccines'
dates, the vet, the practice, a signature and the date it was signed."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyninth_canvas import Sheet
from tests.twentyninth_facts import TODAY, day_between, facts, fmt_date, phone

PRACTICES = (
    "{place} Veterinary Hospital",
    "Oswego Animal Hospital",
    "{place} Small Animal Clinic",
    "Lakeside Veterinary Care",
    "Fulton Animal Hospital",
)
COLLEGES = (
    "SUNY Oswego",
    "Onondaga Community College",
    "Le Moyne College",
    "SUNY ESF",
    "Cazenovia College",
)
HALLS = ("Lonis Hall", "Seneca Hall", "Mohawk Hall", "Hamilton Hall", "Centennial Hall")
BLUE = (20, 50, 110)


def esa_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(
        rng,
        rng.choice(PRACTICES),
        lapse=0.15,
        places=("Oswego", "Fulton", "Syracuse", "Pulaski", "Phoenix"),
    )
    sheet = Sheet(612, 792)
    college = rng.choice(COLLEGES)
    sheet.text(306, 50, college, "caladea-bold", 16, BLUE, align="c")
    sheet.text(
        306,
        66,
        "Office of Accessibility Resources  ·  Residence Life and Housing",
        "carlito",
        9.5,
        align="c",
    )
    sheet.text(
        306,
        90,
        "Emotional Support Animal: Animal Information and Veterinary Verification",
        "caladea-bold",
        12,
        align="c",
    )
    signed = day_between(
        rng, f.given, min(TODAY - timedelta(days=1), f.given + timedelta(days=200))
    )
    due_shown = rng.random() < 0.65
    term_shown = not due_shown and rng.random() < 0.5
    tagged = rng.random() < 0.6
    ds = rng.choice((0, 1, 12))
    year = signed.year if signed.month < 8 else signed.year + 1
    parts = [
        (
            "Part 1. Student",
            [
                ("Student name", f.owner),
                ("Student ID number", f"{rng.randrange(10**8, 10**9)}"),
                ("Residence hall and room", f"{rng.choice(HALLS)} {rng.randrange(100, 450)}"),
                ("Term requested", f"{rng.choice(('Fall', 'Spring'))} {year}"),
            ],
        ),
        (
            "Part 2. Animal",
            [
                ("Animal's name", f.dog),
                ("Species / breed", f"Canine / {f.breed}"),
                ("Age and weight", f"{rng.randrange(1, 11)} yrs, {rng.randrange(12, 80)} lbs"),
                ("Spayed / neutered", rng.choice(("Yes", "Yes - 2023", "No"))),
            ],
        ),
    ]
    vv = [("Date of most recent rabies vaccination", fmt_date(f.given, ds))]
    if due_shown:
        vv.append(("Rabies vaccination valid through", fmt_date(f.due, ds)))
    elif term_shown:
        vv.append(("Rabies vaccine duration", f"{f.term} year"))
    vv.append(("Rabies tag number", f.tag if tagged else "N/A"))
    lot_shown = rng.random() < 0.5
    if lot_shown:
        vv.append(("Rabies vaccine (product, lot)", f"{f.product}, lot {f.lot}"))
    dhpp = f.given - timedelta(days=rng.randrange(0, 200))
    vv += [
        ("DHPP / distemper (date)", fmt_date(dhpp, ds)),
        ("Internal/external parasite prevention", rng.choice(("Yes - monthly", "Yes", "Current"))),
        ("Veterinarian name", f"Dr. {f.vet}"),
        ("Practice name", f.clinic),
        ("Practice phone", phone(rng, 0)),
        ("Veterinarian signature", ""),
        ("Date signed", fmt_date(signed, 0)),
    ]
    parts.append(("Part 3. Veterinary verification (to be completed by the veterinarian)", vv))
    y = 118.0
    for head, rows in parts:
        sheet.box(54, y, 504, 18, (226, 232, 242), BLUE, 0.6)
        sheet.text(60, y + 13, head, "carlito-bold", 10, BLUE)
        y += 18
        for lab, val in rows:
            sheet.box(54, y, 230, 22, None, (120, 120, 130), 0.5)
            sheet.box(284, y, 274, 22, (246, 248, 255), (120, 120, 130), 0.5)
            sheet.label(60, y + 15, lab, "carlito", 9.5)
            if val:
                sheet.value(290, y + 15, val, "clear", 10)
            elif lab.endswith("signature"):
                sheet.sign(rng, 292, y + 17, 120)
            y += 22
        y += 14
    sheet.text(
        54,
        y + 4,
        "I certify the animal above is in good health and current on vaccinations required by "
        "New York",
        "carlito",
        9,
    )
    sheet.text(
        54,
        y + 16,
        "State law. Return this form to the Office of Accessibility Resources at least 30 days "
        "before move-in.",
        "carlito",
        9,
    )
    assert y < 740, y
    return sheet, f.truth(
        expires=due_shown or term_shown, tag=tagged, product=lot_shown, lot=lot_shown
    )
