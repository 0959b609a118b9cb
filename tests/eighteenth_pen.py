"""The eighteenth set's three papers by pen: a dog park's membership application with comb boxes,
filled in by the owner one block capital to a box (dates in MM/DD/YYYY or MM/DD/YY boxes, the
3-year or 1-year box ticked or an expiry written); a breeder's spiral notebook page where each
dated line is a shot, a heat or a weigh-in, in two pens over the years, the current rabies shot
after a lapsed first one; and a vet tech's cursive on a lined 3x5 index card under the practice's
purple rubber stamp (the last two in tests/eighteenth_notes.py)."""

from __future__ import annotations

import random
from dataclasses import replace

from tests.eighteenth_canvas import Pen, Sheet, new_pen
from tests.eighteenth_facts import BREEDS, fmt_date, shot
from tests.heldout_certificates import Truth

PARKS = ("Clay Bark Park", "Onondaga Lake Dog Park", "Beaver Lake Off-Leash Area")


def _comb(
    sheet: Sheet, x: float, y: float, text: str, boxes: int, pen: Pen, rng: random.Random
) -> None:
    """One letter to a box, the boxes empty past the text; the whole text kept as written."""
    cell = 13.0
    for index in range(boxes):
        left = x + index * cell
        sheet.line(left, y - 13, left, y + 3, 0.5)
        if index < len(text) and text[index] != " ":
            sheet.pen(left + 2.5 + rng.uniform(-0.8, 0.8), y, text[index], pen, rng, record=False)
    sheet.line(x, y + 3, x + boxes * cell, y + 3, 0.5)
    sheet.line(x + boxes * cell, y - 13, x + boxes * cell, y + 3, 0.5)
    sheet.written.append(text)


def comb_form(rng: random.Random) -> tuple[Sheet, Truth]:
    fact = shot(rng)
    old = fact.truth
    truth = replace(
        old,
        tag=str(old.tag).upper(),
        veterinarian=str(old.veterinarian).upper(),
        clinic=str(old.clinic).upper(),
        dog=str(old.dog).upper(),
        owner=str(old.owner).upper(),
        product=None,
        lot=None,
    )
    if rng.random() < 0.35:
        truth = replace(truth, veterinarian=None)
    given = truth.vaccinated
    assert given is not None
    pen = new_pen("capitals", rng, ink=rng.choice(("blue", "black")))
    pen.size = 11.5
    sheet = Sheet(612, 600, rng.choice(("okolaks", "beteckna", "mplus")))
    park = rng.choice(PARKS)
    sheet.text(40, 48, f"{park} - Membership Application {given.year + 1}", 15, bold=True)
    sheet.text(
        40, 64, "PLEASE PRINT IN BLOCK CAPITALS, ONE LETTER PER BOX. USE BLACK OR BLUE INK.", 8
    )
    short = rng.random() < 0.4
    date_style = 3 if short else 0
    y = 100.0
    entries: list[tuple[str, str, int]] = [
        ("OWNER'S FULL NAME", str(truth.owner), 30),
        ("DOG'S NAME", str(truth.dog), 16),
        ("BREED", rng.choice(BREEDS).upper(), 22),
        ("RABIES TAG NO.", str(truth.tag), 12),
        ("VETERINARY PRACTICE", str(truth.clinic), 36),
    ]
    if truth.veterinarian:
        entries.append(("VETERINARIAN", str(truth.veterinarian), 24))
    for label, value, boxes in entries:
        sheet.label(40, y - 17, label, 7)
        _comb(sheet, 40, y, value, boxes, pen, rng)
        y += 38
    pairs = [("RABIES VACCINATION DATE", given)]
    if fact.ends == "date":
        pairs.append(("RABIES EXPIRES", fact.end))
    for index, (label, day) in enumerate(pairs):
        x = 40 + index * 200
        sheet.label(x, y - 17, label, 7)
        text = fmt_date(day, date_style)
        for part, start in ((text[:2], 0), (text[3:5], 3), (text[6:], 6)):
            _comb(sheet, x + start * 13, y, part, len(part), pen, rng)
        for slash in (2, 5):
            sheet.text(x + slash * 13 + 3, y, "/", 12)
        sheet.written.append(text)
        sheet.label(x, y + 14, "MM / DD / YY" if short else "MM / DD / YYYY", 6, bold=False)
    y += 44
    sheet.label(40, y, "Vaccine good for:", 8)
    for years in (1, 3):
        x = 130 + (years // 3) * 50
        sheet.rect(x, y - 8, x + 9, y + 1, 0.6)
        sheet.label(x + 13, y, f"{years} yr", 8, bold=False)
        if years == fact.term and fact.ends != "none":
            sheet.pen(x + 1, y, "X", pen, rng)
    y += 30
    rules = (
        "I certify that my dog is licensed, currently vaccinated against rabies, not aggressive.",
        "Attach a copy of the rabies certificate. Memberships run January 1 - December 31.",
    )
    for rule in rules:
        sheet.text(40, y, rule, 8)
        y += 12
    sheet.label(40, y + 30, "SIGNATURE", 7)
    sheet.line(100, y + 30, 330, y + 30)
    signer = new_pen("cursive", rng, ink=pen.ink)
    sheet.pen(108, y + 26, str(truth.owner).split()[-1].title(), signer, rng)
    sheet.height = y + 56
    return sheet, truth
