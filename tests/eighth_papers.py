"""Papers of the eighth set where rabies is one part of several: an adoption packet, a receipt.

The shelter's adoption summary lists every treatment the dog had (its other dates are not the
rabies one); the mobile clinic's thermal receipt prints the sale and then the rabies details,
narrow, in a dot-matrix-like face, in a grey that has begun to fade.
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta

from tests.eighth_facts import Facts, draw_facts, say_date
from tests.eighth_sheet import Sheet

SHELTERS = (
    ("Lakeshore Humane Society", ("Oswego, NY 13126",)),
    ("Second Chance Rescue of Madison County", ("Oneida, NY 13421",)),
    ("Onondaga Valley Animal Shelter", ("Syracuse, NY 13204",)),
)
POP_UPS = (  # the mobile clinic, and the store car park it stands in
    ("SHOT SPOT MOBILE VET", "at Pet Pantry - Rt 11, Cicero"),
    ("PAWS ON WHEELS VACCINE CLINIC", "at Farm & Feed, Rt 31, Clay"),
    ("LOW COST SHOT CLINIC", "Town Hall lot, Camillus"),
)
FADED = (105, 105, 112)


def shelter_packet(rng: random.Random) -> tuple[Sheet, Facts]:
    """One page of an adoption packet: adopter, animal, and the medical record as a table."""
    name, lines = rng.choice(SHELTERS)
    facts = draw_facts(rng, name, lines, tag_odds=0.5)
    adopted = facts.vaccinated + timedelta(days=rng.randint(2, 30))
    intake = facts.vaccinated - timedelta(days=rng.randint(3, 20))
    sheet = Sheet(215.9, 279.4)
    sheet.text(18, 20, facts.clinic, "andika-bold", 15)
    sheet.text(18, 26, facts.clinic_lines[0], "andika", 9)
    sheet.label(18, 38, "ADOPTION SUMMARY", "andika-bold", 13)
    sheet.text(150, 20, "Page 3 of 5", "andika", 9)
    sheet.label(18, 50, "Adopter", "andika-bold", 11)
    sheet.label(110, 50, "Animal", "andika-bold", 11)
    shelter_name = rng.choice(("Sweetie", "Buddy", "Kit", "Sunny", "Pepper"))
    left = [
        ("Name", facts.owner),
        ("Address", facts.owner_street),
        ("", facts.owner_town),
        ("Phone", facts.owner_phone),
        ("Adoption date", say_date(adopted, facts.style)),
    ]
    right = [
        ("New name", facts.dog),
        ("Shelter name", shelter_name),
        ("Animal ID", f"A{rng.randint(100000, 999999)}"),
        ("Breed", facts.breed),
        ("Intake date", say_date(intake, facts.style)),
    ]
    for column, x in ((left, 18), (right, 110)):
        for i, (label, value) in enumerate(column):
            line_y = 57.0 + 6 * i
            if label:
                sheet.label(x, line_y, label + ":", "andika", 9.5)
            sheet.text(x + 28, line_y, value, "andika", 9.5)
    sheet.label(18, 100, "Medical record", "andika-bold", 11)
    header = ("Date", "Treatment", "Product", "Lot", "Given by")
    columns = (18, 44, 82, 130, 158)
    sheet.box(18, 103, 198, 110, 0.2, fill=(225, 232, 240))
    for x, label in zip(columns, header, strict=True):
        sheet.label(x + 1.5, 108, label, "andika-bold", 9)
    given_by = facts.vet.split()[-1] if rng.random() < 0.5 else "Tech"
    treatments = [
        (intake, "DHPP", "Vanguard Plus 5", f"{rng.randint(100000, 999999)}", "Tech"),
        (intake, "Bordetella", "Bronchi-Shield", f"{rng.randint(10000, 99999)}B", "Tech"),
        (intake + timedelta(days=1), "Dewormer", "Pyrantel", "", "Tech"),
        (facts.vaccinated, "Rabies", facts.product, facts.lot or "", given_by),
        (facts.vaccinated + timedelta(days=1), "Spay/Neuter", "", "", facts.vet.split()[-1]),
    ]
    y = 110.0
    for day, treatment, product, lot, by in sorted(treatments, key=lambda t: t[0]):
        values = (say_date(day, facts.style), treatment, product, lot, by)
        for x, value in zip(columns, values, strict=True):
            sheet.text(x + 1.5, y + 5.2, value, "arimo", 9)
        if treatment == "Rabies":
            sheet.mark("vaccinated", columns[0] + 1.5, y + 5.2, values[0], "arimo", 9)
        sheet.box(18, y, 198, y + 7.5, 0.15)
        y += 7.5
    y += 10
    sheet.label(18, y, "Rabies", "andika-bold", 11)
    rabies = [
        ("Vaccine", f"{facts.product}, {facts.maker}"),
        ("Duration", f"{facts.years} year"),
        ("Valid through", facts.day(facts.expires) if facts.expiry_printed else ""),
        ("County tag #", facts.tag or ""),
        ("Shelter veterinarian", facts.vet),
    ]
    for i, (label, value) in enumerate(rabies):
        end = sheet.label(18, y + 7 + 6 * i, label + ":", "andika", 9.5)
        sheet.text(end + 3, y + 7 + 6 * i, value, "andika", 9.5)
        if label == "Valid through" and value:
            sheet.mark("expires", end + 3, y + 7 + 6 * i, value, "andika", 9.5)
    sheet.text(18, 262, "Microchip registered to adopter - see page 4.", "andika", 8.5)
    return sheet, facts


def receipt(rng: random.Random) -> tuple[Sheet, Facts]:
    """A mobile clinic's 80 mm thermal receipt: the sale, then the rabies certificate part."""
    clinic, place = rng.choice(POP_UPS)
    facts = draw_facts(rng, clinic, (place,), tag_odds=0.7)
    facts = _upper(facts)
    sheet = Sheet(80, 190, paper=(250, 249, 244))
    face, size = "3270", 9.5
    lines: list[tuple[str, str]] = [  # (label, value): a label alone for a heading
        (facts.clinic, ""),
        (place, ""),
        (f"{rng.randint(200, 989)}-{rng.randint(1000, 9999)}", ""),
        ("-" * 30, ""),
        ("DATE:", f"{facts.vaccinated:%m/%d/%Y} {rng.randint(9, 15)}:{rng.randint(10, 59)}"),
        ("RECEIPT#", f"{rng.randint(10000, 99999)}"),
        ("CLIENT:", facts.owner),
        ("PET:", facts.dog),
        ("SPECIES:", "CANINE"),
        ("-" * 30, ""),
        (f"RABIES {facts.years}YR", f"{rng.choice((15, 18, 20))}.00"),
        ("DHPP", f"{rng.choice((20, 22, 25))}.00"),
        ("TOTAL", f"{rng.choice((35, 38, 40, 45))}.00"),
        ("VISA ****", f"{rng.randint(1000, 9999)}"),
        ("-" * 30, ""),
        ("RABIES CERTIFICATE", ""),
        ("VACCINE:", facts.product),
        ("MFR:", facts.maker.split()[0]),
        ("LOT:", facts.lot or ""),
        ("LOT EXP:", f"{facts.serial_expiry:%m/%y}"),
        ("DURATION:", f"{facts.years} YR"),
        ("GIVEN:", facts.day(facts.vaccinated)),
        ("DUE:", facts.day(facts.expires) if facts.expiry_printed else ""),
        ("TAG#:", facts.tag or ""),
        ("VET:", facts.vet),
        ("-" * 30, ""),
        ("KEEP FOR TOWN LICENSE", ""),
    ]
    y = 10.0
    for label, value in lines:
        is_label = label.endswith((":", "#", "CERTIFICATE")) or label == "RECEIPT#"
        (sheet.label if is_label else sheet.text)(5, y, label, face, size, FADED)
        if value:
            sheet.text(30, y, value, face, size, FADED)
        if label in ("GIVEN:", "DUE:") and value:
            sheet.mark("vaccinated" if label == "GIVEN:" else "expires", 30, y, value, face, size)
        y += 6.2
    return sheet, facts


def _upper(facts: Facts) -> Facts:
    """A receipt printer's capitals: the truth is what is printed."""
    return replace(
        facts, owner=facts.owner.upper(), dog=facts.dog.upper(), vet=facts.vet.upper(), style=0
    )
