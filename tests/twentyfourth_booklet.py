"""The twenty-fourth set's third paper by pen: the open spread of an airline's pet travel booklet,
the owner's page on the left (the pet, its birth date, microchip, home airport) and on the right
the rabies record, rows of shots written by the owner with the vet's signature and the practice's
stamp in the last column: an older shot above the one that counts, blank rows below; an owner
used to European dates writes them day first."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyfourth_canvas import Sheet
from tests.twentyfourth_faces import PENS
from tests.twentyfourth_facts import VACCINES, facts, fmt_date, hand_style, lot, plus_years
from tests.twentyfourth_pen import INKS, STAMP

AIRLINES = ("Northstar Air", "Lakeshore Airways", "Empire Skyways", "BlueHeron Air")
PRACTICES = (
    "{town} Pet Clinic",
    "Cobblestone Animal Hospital of {town}",
    "{town} Veterinary Associates",
)


def travel_booklet(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.15)
    airline = rng.choice(AIRLINES)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    # one writer, one habit: day first only when the shot's day cannot be read as a month
    style = hand_style(rng, f.given, 0.6)
    face = rng.choice(("go", "b612", "arimo"))
    navy = (20, 40, 90)
    sheet = Sheet(640, 400, paper=(250, 248, 240))
    sheet.rule(320, 6, 320, 394, 1.4, (200, 196, 185))  # the booklet's fold
    # the owner's page
    sheet.text(30, 36, f"{airline} PetPass", f"{face}-bold", 13, navy)
    sheet.text(30, 50, "Pet travel record — keep with your pet's papers", face, 7, navy)
    lean = rng.uniform(-2, 14)
    y = 84.0
    chip = f"985{rng.randrange(10**11, 10**12)}"
    for label, value in (
        ("Pet's name", f.dog),
        ("Breed", f.breed),
        ("Date of birth", fmt_date(f.born, style)),
        ("Microchip no.", chip),
        ("Owner", f.owner),
        ("Home airport", rng.choice(("SYR", "Syracuse (SYR)", "ALB", "ROC"))),
        ("Emergency phone", f"315 {rng.randrange(201, 989)} {rng.randrange(10000):04d}"),
    ):
        sheet.text(30, y, label, face, 7, navy, label=True)
        sheet.rule(30, y + 22, 296, y + 22, 0.4, navy)
        sheet.pen(rng, 36, y + 19, value, hand, 11.5, ink, slant=lean)
        y += 38
    tagged = rng.random() < 0.5
    sheet.text(30, y, "Rabies tag no.", face, 7, navy, label=True)
    sheet.rule(30, y + 22, 296, y + 22, 0.4, navy)
    if tagged:
        sheet.pen(rng, 36, y + 19, f.tag, hand, 11.5, ink, slant=lean)
    # the rabies record
    sheet.text(340, 36, "RABIES VACCINATION", f"{face}-bold", 11, navy, label=True)
    sheet.text(340, 50, "To be completed by owner, signed by the veterinarian", face, 6.5, navy)
    cols = (340, 408, 500, 556, 620)
    for x, head in zip(cols, ("Date given", "Vaccine / lot", "Valid until", "Vet"), strict=False):
        sheet.text(x + 2, 72, head, f"{face}-bold", 6.5, navy, label=True)
    for x in cols:
        sheet.rule(x, 62, x, 380, 0.4, navy)
    old_vac = rng.choice([v for v in VACCINES if v[1] == 1])
    old = f.given - timedelta(days=rng.randrange(300, 400))
    rows = []
    if rng.random() < 0.75:
        rows.append((old, old_vac[0], lot(rng), plus_years(old, 1), rng.random() < 0.5))
    due_shown = rng.random() < 0.8
    rows.append((f.given, f.product, f.lot, f.due if due_shown else None, True))
    y = 78.0
    for given, product, lot_no, until, tick in rows:
        sheet.rule(340, y, 620, y, 0.4, navy)
        sheet.pen(rng, 343, y + 20, fmt_date(given, style), hand, 9.5, ink, slant=lean)
        sheet.pen(rng, 411, y + 16, product, hand, 8.5, ink, slant=lean)
        sheet.pen(rng, 411, y + 34, lot_no, hand, 9, ink, slant=lean)
        if until is not None:
            sheet.pen(
                rng,
                502,
                y + 20,
                fmt_date(until, style),
                hand,
                8,
                ink,
                slant=lean,
            )
        sheet.scrawl(rng, 560, y + 22, 50, rng.choice(INKS))
        if tick:  # the practice's stamp spills across the row
            turn = rng.uniform(-3, 3)
            clinic = f.clinic if given == f.given else f"{f.town} Animal Care"
            sheet.text(440, y + 50, clinic, "tinos-bold", 6.5, STAMP, angle=turn)
            if given == f.given:
                sheet.text(442, y + 59, f"Dr. {f.vet}", "tinos", 6.5, STAMP, angle=turn)
        y += 64
    while y < 360:
        sheet.rule(340, y, 620, y, 0.4, navy)
        y += 64
    sheet.rule(340, 380, 620, 380, 0.4, navy)
    return sheet, f.truth(expires=due_shown, tag=tagged)
