"""The twelfth set's pen pages: a county rabies clinic's card a volunteer filled in a hurry, and a
vet's hand-filled Form 51 with boxes ticked, a rubber stamp and a signature over the name."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.twelfth_draw import Sheet, measure
from tests.twelfth_facts import Facts, style_date
from tests.twelfth_forms import form51
from tests.twelfth_printed import MUNICIPAL, scribble, truth

BLUE = (25, 45, 140)
BLACK = (30, 30, 36)


def county_card(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A 5 x 3 inch card, printed for the county's clinic day, filled by a volunteer's felt pen."""
    sheet = Sheet(504, 324, paper=(252, 250, 240), pen=True)
    clinic = rng.choice(MUNICIPAL)
    sheet.text(20, 28, clinic, "din", 12 if len(clinic) > 40 else 14)
    sheet.text(20, 40, "Rabies Vaccination Record - present for licensing", "form", 7)
    ink = rng.choice([BLUE, BLACK])
    hand, size = "hand_volunteer", rng.uniform(12, 14)
    slant = rng.uniform(-3, 3)
    style = rng.choice(["m/d/yy", "m/d/yy", "m/d/yyyy", "mm-dd-yyyy"])
    owner = f.owner_reversed if rng.random() < 0.5 else f.owner
    lines: list[list[tuple[str, str | None, float]]] = [
        [("Owner", owner, 320), ("Phone", f.phone, 140)],
        [("Dog's name", f.dog, 200), ("Breed/Color", f"{f.breed} {f.colour.lower()}", 260)],
        [
            ("Date", style_date(f.vaccinated, style), 150),
            ("Tag #", f.tag, 130),
            ("Age", f"{max(1, (f.vaccinated - f.birth).days // 365)} yrs", 60),
        ],
        [("Vaccine", f.product, 200), ("Lot", f.lot, 150)],
        [("Next due", style_date(f.expires, style) if f.show_expiry else None, 170)],
        [("Vet", f"Dr. {f.vet}", 300)],
    ]
    y = 70.0
    for row in lines:
        x = 20.0
        for label, value, width in row:
            end = sheet.label(x, y, label, "form", 8)
            sheet.line(end + 3, y + 2, x + width, y + 2, 0.5)
            if value:  # in a hurry: high on the line, running past its end
                sheet.text(
                    end + 6 + rng.uniform(0, 6),
                    y - rng.uniform(1, 5),
                    value,
                    hand,
                    size * rng.uniform(0.92, 1.1),
                    ink,
                    slant + rng.uniform(-2, 2),
                )
            x += width + 12
        y += 36
    # the term, two boxes at the right, one crossed by hand
    x0 = 280.0
    for term in (1, 3):
        sheet.box(x0, 214, 9, 9, width=0.6)
        sheet.label(x0 + 13, 222, f"{term} yr", "form", 8)
        option = sheet.word()
        if f.show_term and term == f.term:
            sheet.mark(option, "X", (x0 - 1, 225), hand, 16, ink)
        x0 += 60
    scribble(sheet, 330, 280, 120, rng)
    return sheet, truth(f, owner, f.dog, clinic=clinic)


def vet_form51(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """Form 51 filled by the vet's ballpoint, with the practice's rubber stamp."""
    form = form51(rng.randrange(2), paper=(253, 253, 250))
    sheet = form.sheet
    sheet.pen = True
    ink = rng.choice([BLUE, BLACK])
    hand = "hand_vet"
    style = rng.choice(["m/d/yy", "m/d/yyyy", "mm-dd-yyyy", "d Mon yyyy", "Month d, yyyy"])

    def put(name: str, text: str) -> None:
        x, y, _ = form.cells[name]
        sheet.text(
            x + rng.uniform(0, 10),
            y + rng.uniform(-3, 1),
            text,
            hand,
            rng.uniform(11, 13),
            ink,
            rng.uniform(-2.5, 2.5),
        )

    def tick(group: str, option: str) -> None:
        bx, by, label = form.boxes[(group, option)]
        sheet.mark(label, "X", (bx - 1, by + 9), hand, 14, ink)

    owner = f.owner_reversed if rng.random() < 0.6 else f.owner
    put("owner", owner)
    put("phone", f.phone)
    put("address", f"{f.street}, Clay")
    put("dog", f.dog)
    tick("species", "dog")
    tick("sex", f.sex[0])
    if len(f.sex) == 2:
        tick("sex", "N")
    put("birth", style_date(f.birth, style))
    put("breed", f.breed)
    put("colour", f.colour)
    put("weight", f"{f.weight}#")
    if f.microchip:
        put("microchip", f.microchip)
    if f.tag:
        put("tag", f.tag)
    put("vaccinated", style_date(f.vaccinated, style))
    if f.show_term:
        tick("term", str(f.term))
    if f.show_expiry:
        put("due", style_date(f.expires, style))
    put("maker", f.maker)
    put("product", f.product)
    if f.lot:
        put("lot", f.lot)
    put("lot_expiry", style_date(f.lot_expiry, style))
    put("licence", f.vet_licence)
    put("vet", f.vet)
    x, y, w = form.cells["vet"]
    start = x + 10 + measure(f.vet, hand, 12) * 0.7
    scribble(sheet, start, y + 4, w * 0.8 - start + x, rng)  # the signature runs into the name
    x, y, w = form.cells["clinic"]
    stamp = (120, 40, 130)
    sheet.box(x + 120, y - 24, 330, 27, width=1.2, colour=stamp)
    angle = rng.uniform(-2, 2)
    sheet.text(x + 128, y - 12, f.clinic.upper(), "form_bold", 10, stamp, angle)
    sheet.text(x + 128, y - 1, f"{f.clinic_address}  {f.clinic_phone}", "form", 7, stamp, angle)
    return sheet, truth(f, owner, f.dog, clinic=f.clinic.upper())
