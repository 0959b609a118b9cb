"""Certificates of the eighth set filled in by hand (the PEN_LAYOUTS).

pad_form: a supply company's blank certificate pad with the clinic's imprint, every answer in
block capitals by one hand. carbon_copy: the owner's pink or yellow copy of a carbonless form
with several vaccines, the front desk writing the owner and dog in a round print, the vet the
vaccine, dates and tag in a joined, cursive-like hand, all in the copy's pale blue-grey.
The truth is the words as written (capitals where written so).
"""

from __future__ import annotations

import random
from dataclasses import replace

from tests.eighth_facts import Facts, draw_facts
from tests.eighth_sheet import BLUE_PEN, Sheet

PAD_CLINICS = (
    ("Cortland Animal Hospital", ("Cortland, NY 13045",)),
    ("Manlius Village Vet", ("Manlius, NY 13104",)),
    ("Seneca River Veterinary", ("Baldwinsville, NY 13027",)),
    ("Auburn Small Animal Clinic", ("Auburn, NY 13021",)),
)
CARBON_CLINICS = (
    ("North Syracuse Pet Clinic", ("North Syracuse, NY 13212",)),
    ("Tully Country Vet", ("Tully, NY 13159",)),
    ("Oneida Lake Animal Care", ("Brewerton, NY 13029",)),
)
PEN_STYLES = (0, 1, 2, 5, 6)  # how a hand writes dates: 03/14/2026, 3/14/26, Mar 14 2026 ...
CARBON_INK = (70, 78, 130)
NCR_RED = (178, 52, 60)


def _written(rng: random.Random, clinics: tuple[tuple[str, tuple[str, ...]], ...]) -> Facts:
    name, lines = rng.choice(clinics)
    facts = draw_facts(rng, name, lines, tag_odds=0.7)
    return replace(facts, style=rng.choice(PEN_STYLES))


def pad_form(rng: random.Random) -> tuple[Sheet, Facts]:
    """A half-sheet pad certificate, answered in block capitals on its ruled lines."""
    facts = _written(rng, PAD_CLINICS)
    facts = replace(
        facts,
        owner=facts.owner.upper(),
        dog=facts.dog.upper(),
        vet=facts.vet.upper(),
        product=facts.product.upper(),
    )
    hand = rng.choice(("steve", "klee"))
    ink = rng.choice((BLUE_PEN, (30, 30, 36)))
    sheet = Sheet(215.9, 139.7, paper=(252, 252, 248))
    sheet.text(12, 13, facts.clinic, "tinos-bold", 14)
    sheet.text(12, 18.5, facts.clinic_lines[0], "tinos", 9)
    sheet.label(120, 13, "RABIES VACCINATION CERTIFICATE", "quicksand-bold", 11)
    sheet.text(170, 19, f"No. {rng.randint(10000, 99999)}", "quicksand", 9, (170, 40, 40))

    def answer(x: float, y: float, label: str, value: str, end: float) -> None:
        stop = sheet.label(x, y, label, "quicksand", 8.5)
        sheet.line(stop + 1.5, y + 1, end, y + 1, 0.2)
        if value:
            seed = rng.randrange(2**31)
            sheet.pen(stop + 3, y - 0.3, value, hand, rng.uniform(12, 14), ink, seed)

    rows = [
        ((12, "OWNER", facts.owner, 120), (123, "PHONE", facts.owner_phone, 204)),
        ((12, "ADDRESS", f"{facts.owner_street}, {facts.owner_town}".upper(), 204), None),
        ((12, "DOG'S NAME", facts.dog, 90), (93, "BREED", facts.breed.upper(), 160)),
        ((12, "COLOR", facts.colour.upper(), 70), (73, "SEX", facts.sex.upper(), 110)),
        ((12, "DATE VACCINATED", facts.day(facts.vaccinated), 100), None),
        ((12, "VACCINE", facts.product, 90), (93, "MFR.", facts.maker.split()[0].upper(), 160)),
        ((12, "SERIAL / LOT", facts.lot or "", 90), (93, "TAG NO.", facts.tag or "", 160)),
        ((12, "EXPIRES", facts.day(facts.expires) if facts.expiry_printed else "", 100), None),
        ((12, "VETERINARIAN (PRINT)", facts.vet, 140), None),
    ]
    y = 30.0
    for left, right in rows:
        for part in (left, right):
            if part is not None:
                answer(part[0], y, part[1], part[2], part[3])
        y += 10.5
    sheet.label(123, 67, "DURATION", "quicksand", 8.5)
    for i, years in enumerate((1, 3)):
        sheet.tick(145 + 18 * i, 64, facts.years == years, by_pen=rng.randrange(1, 2**31))
        sheet.label(150 + 18 * i, 67, f"{years} YR", "quicksand", 8.5)
    sheet.label(150, 126, "SIGNATURE", "quicksand", 8.5)
    sheet.line(150, 121, 204, 121, 0.2)
    surname = facts.vet.split()[-1].title()
    sheet.pen(152, 119, f"{facts.vet[0]}. {surname}", "delphine", 20, ink, rng.randrange(2**31))
    return sheet, facts


def carbon_copy(rng: random.Random) -> tuple[Sheet, Facts]:
    """The owner's copy of a carbonless form: two hands, several vaccines, rabies among them."""
    facts = _written(rng, CARBON_CLINICS)
    paper = rng.choice(((250, 222, 230), (250, 243, 196)))
    sheet = Sheet(215.9, 139.7, paper=paper)
    desk, vet = rng.choice(("klee", "steve")), "delphine"
    sheet.text(12, 13, facts.clinic, "cabin-bold", 13, NCR_RED)
    sheet.text(12, 18, facts.clinic_lines[0], "cabin", 8.5, NCR_RED)
    sheet.label(128, 13, "VACCINATION CERTIFICATE", "cabin-bold", 12, NCR_RED)
    sheet.text(160, 18, "OWNER'S COPY", "cabin", 8, NCR_RED)

    def write(x: float, y: float, label: str, value: str, hand: str, end: float) -> None:
        stop = sheet.label(x, y, label, "cabin", 8.5, NCR_RED)
        sheet.line(stop + 1.5, y + 1, end, y + 1, 0.15)
        if value:
            size = 13 if hand != "delphine" else 20
            sheet.pen(stop + 3, y - 0.3, value, hand, size, CARBON_INK, rng.randrange(2**31))

    write(12, 30, "Owner", facts.owner, desk, 110)
    write(113, 30, "Phone", facts.owner_phone, desk, 204)
    write(12, 40, "Address", f"{facts.owner_street}, {facts.owner_town}", desk, 204)
    write(12, 50, "Pet's name", facts.dog, desk, 90)
    write(93, 50, "Breed", facts.breed, desk, 160)
    write(163, 50, "Sex", facts.sex, desk, 204)
    header = ("Vaccine", "Date given", "Product", "Lot #", "Next due")
    columns = (12, 42, 80, 130, 165)
    for x, label in zip(columns, header, strict=True):
        sheet.label(x + 1, 64, label, "cabin-bold", 8.5, NCR_RED)
    sheet.line(12, 66, 204, 66, 0.3)
    given = facts.day(facts.vaccinated)
    due = facts.day(facts.expires) if facts.expiry_printed else ""
    rows = [
        ("Rabies", (given, facts.product, facts.lot or "", due)),
        ("DHPP", (given, "", "", "") if rng.random() < 0.5 else ("", "", "", "")),
        ("Bordetella", ("", "", "", "")),
        ("Leptospirosis", ("", "", "", "")),
    ]
    y = 73.0
    for name, written in rows:
        sheet.label(13, y, name, "cabin", 9, NCR_RED)
        for x, value in zip(columns[1:], written, strict=True):
            if value:
                sheet.pen(x + 1, y, value, vet, 19, CARBON_INK, rng.randrange(2**31))
        sheet.line(12, y + 2, 204, y + 2, 0.12)
        y += 8
    sheet.label(13, y + 3, "Rabies duration:", "cabin", 8.5, NCR_RED)
    for i, years in enumerate((1, 3)):
        sheet.tick(40 + 16 * i, y, facts.years == years, by_pen=rng.randrange(1, 2**31))
        sheet.label(45 + 16 * i, y + 3, f"{years} yr", "cabin", 8.5, NCR_RED)
    write(100, y + 3, "Rabies tag #", facts.tag or "", vet, 160)
    write(12, y + 16, "Veterinarian", facts.vet, vet, 110)
    sheet.text(12, 134, "White - Clinic   Colored - Owner", "cabin", 7, NCR_RED)
    return sheet, facts
