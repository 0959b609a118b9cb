"""The sixth set's small pen-filled kinds: a free clinic's card and a receipt book's carbon copy."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.sixth_facts import HAND_DATE_STYLES, Facts, us_date
from tests.sixth_hand import hand
from tests.sixth_sheet import Box, Pen, Print, Rule, Scrawl, Sheet, Tick

TOWN_CLINICS = (
    "Town of Clay Free Rabies Clinic", "Town of Cicero Rabies Clinic",
    "Onondaga County Rabies Clinic", "Village of North Syracuse Rabies Clinic",
)  # fmt: skip
RED, BLUE = (178, 38, 52), (30, 62, 140)


def truth(f: Facts, **given: object) -> Truth:
    values = dict(
        vaccinated=f.vaccinated, expires=f.expires, tag=f.tag, veterinarian=f.veterinarian,
        clinic=f.clinic, dog=f.dog, owner=f.owner, product=f.product, lot=f.lot,
    )  # fmt: skip
    values.update(given)
    return Truth(**values)


def _date(f: Facts, rng: random.Random, which: str = "vaccinated") -> str:
    return us_date(getattr(f, which), rng.choice(HAND_DATE_STYLES))


def _wrong_figure(text: str, rng: random.Random) -> str:
    digits = [i for i, c in enumerate(text) if c.isdigit()]
    i = rng.choice(digits)
    return text[:i] + str((int(text[i]) + rng.randrange(1, 9)) % 10) + text[i + 1 :]


def _written(
    sheet: Sheet, x: float, y: float, text: str, size: float, rng: random.Random, fix: bool = False
) -> None:
    """A value in pen; with `fix`, first a wrong figure crossed out, the right one after it."""
    if fix:
        wrong = _wrong_figure(text, rng)
        sheet.add(Pen(x, y, wrong, size, struck=True))
    sheet.add(
        Pen(
            x + rng.uniform(-1, 2),
            y + rng.uniform(-1.2, 0.8),
            text,
            size * rng.uniform(0.9, 1.1),
            follows=fix,
        )
    )


def clinic_card(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """An 8 x 5 in card a volunteer fills at a town's free clinic; a sticker, ticks, a scrawl."""
    clinic = rng.choice(TOWN_CLINICS)
    s = Sheet(203, 127, paper=rng.choice(((247, 243, 226), (252, 252, 248), (236, 244, 250))))
    s.hand = hand(rng)
    s.add(
        Print(8, 5, clinic.upper(), 13, "sans-bold"),
        Print(8, 12, "RABIES VACCINATION RECORD - OWNER'S COPY", 8, "sans"),
    )
    s.add(Print(140, 5, "Bring this card to the Town Clerk", 7, "sans", (90, 90, 90)))
    rows = (
        (20, (("OWNER NAME", 120), ("PHONE", 67))),
        (36, (("ADDRESS", 187),)),
        (52, (("DOG'S NAME", 60), ("BREED", 55), ("COLOR", 42), ("SEX", 30))),
        (68, (("DATE GIVEN", 50), ("VACCINE / LOT (affix label)", 87), ("TAG NO.", 50))),
    )
    sticker = rng.random() < 0.6
    height = {68: 30}
    spots: dict[str, tuple[float, float]] = {}
    for y, cells in rows:
        x = 8.0
        for label, w in cells:
            h = height.get(y, 16)
            s.add(
                Box(x, y, w, h, 0.35), Print(x + 1.2, y + 0.8, label, 6.5, "sans-bold", label=True)
            )
            spots[label] = (x + 3, y + 12)
            x += w
    rng_fix = rng.random() < 0.3
    _written(s, *spots["OWNER NAME"], f.owner, 5.2, rng)
    _written(s, *spots["PHONE"], f.phone, 4.6, rng)
    _written(s, *spots["ADDRESS"], f"{f.street}, Clay NY", 4.8, rng)
    _written(s, *spots["DOG'S NAME"], f.dog, 5.2, rng)
    _written(s, *spots["BREED"], f.breed, 4.6, rng)
    _written(s, *spots["COLOR"], f.colour, 4.6, rng)
    _written(s, *spots["SEX"], f.sex, 5, rng)
    dx, dy = spots["DATE GIVEN"]
    _written(s, dx, dy + 4, _date(f, rng), 5.0, rng, fix=rng_fix and rng.random() < 0.5)
    vx, vy = spots["VACCINE / LOT (affix label)"]
    if sticker:  # the peel-off label from the vial, printed, stuck a little crooked
        s.add(Box(vx - 1, vy - 7, 62, 18, 0.2, (150, 150, 150), (255, 255, 255)))
        s.add(
            Print(vx + 1, vy - 6, f.product.upper(), 9, "sans-bold"),
            Print(vx + 1, vy - 1.5, f"Rabies Vaccine - {f.maker}", 6),
        )
        s.add(
            Print(vx + 1, vy + 2, f"SERIAL {f.lot}", 7, "mono"),
            Print(
                vx + 1,
                vy + 5.5,
                f"EXP {rng.randrange(1, 13):02d}/{f.vaccinated.year + 2}",
                6,
                "mono",
            ),
        )
    else:
        _written(s, vx, vy, f.product, 4.8, rng)
        _written(s, vx, vy + 9, f"lot {f.lot}", 4.6, rng)
    tx, ty = spots["TAG NO."]
    _written(
        s,
        tx,
        ty + 4,
        f.tag_written,
        5.4,
        rng,
        fix=rng_fix and not any(isinstance(m, Pen) and m.struck for m in s.marks),
    )
    s.add(
        Box(10, 102, 3.5, 3.5),
        Print(15, 102, "1 YR", 8, label=True),
        Box(30, 102, 3.5, 3.5),
        Print(35, 102, "3 YR", 8, label=True),
    )
    s.add(Tick(10.2 if f.years == 1 else 30.2, 101.5))
    written_due = rng.random() < 0.5
    s.add(Print(50, 102, "NEXT DUE", 7, "sans-bold", label=True), Rule(66, 106, 100, 106))
    if written_due:
        _written(s, 67, 105, _date(f, rng, "expires"), 4.4, rng)
    s.add(Rule(108, 114, 195, 114), Scrawl(112, 113, rng.uniform(40, 70), rng.randrange(10**6)))
    s.add(
        Print(110, 115.5, f"{f.veterinarian}, DVM", 8),
        Print(160, 115.5, "Veterinarian", 6, label=True),
    )
    return s, truth(f, clinic=clinic)


def carbon_receipt(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A vet's duplicate receipt book: the pink or yellow copy, the writing faint and spread."""
    paper, pen = rng.choice(
        (((246, 214, 222), "carbon"), ((250, 238, 168), "carbon"), ((251, 251, 247), "ballpoint"))
    )
    s = Sheet(140, 190, paper=paper)
    s.hand = hand(rng, pen)
    ink = rng.choice((RED, BLUE))
    s.add(
        Print(8, 6, f.clinic, 12, "serif-bold", ink),
        Print(8, 13, f"{f.street} - Liverpool, NY 13088 - {f.phone}", 7, "serif", ink),
    )
    s.add(
        Print(96, 22, "No.", 9, "sans-bold", ink),
        Print(104, 21, f"{rng.randrange(1000, 9999):06d}", 12, "mono", RED),
    )
    s.add(Print(8, 22, "RECEIPT", 14, "sans-bold", ink))
    lines = (("DATE", 36), ("RECEIVED FROM", 48), ("ADDRESS", 60), ("FOR", 72))
    for label, y in lines:
        s.add(
            Print(8, y - 4.5, label, 7, "sans-bold", ink, label=True),
            Rule(8 + len(label) * 2.2, y, 132, y, 0.2, ink),
        )
    for y in (84, 96, 108, 120, 132):
        s.add(Rule(8, y, 132, y, 0.2, ink))
    s.add(
        Print(8, 141, "AMOUNT $", 8, "sans-bold", ink, label=True), Rule(26, 145, 70, 145, 0.2, ink)
    )
    s.add(Print(76, 141, "BY", 8, "sans-bold", ink, label=True), Rule(84, 145, 132, 145, 0.2, ink))
    s.add(Print(8, 150, "THANK YOU - PLEASE KEEP THIS COPY", 6, "sans", ink))
    _written(s, 26, 35, _date(f, rng), 5, rng)
    _written(s, 40, 47, f.owner, 5, rng)
    _written(s, 28, 59, f.street, 4.6, rng)
    body = [
        f"Rabies vacc {f.product}",
        f"lot {f.lot}",
        f"{f.dog} - {f.breed}",
        f"Tag {f.tag_written}",
        rng.choice(
            (
                f"exp {_date(f, rng, 'expires')}",
                f"Due {_date(f, rng, 'expires')}",
                f"good {f.years} yr",
            )
        ),
        "Exam + office visit",
    ]
    middle = body[2:5]
    rng.shuffle(middle)
    body[2:5] = middle
    for i, line in enumerate(body):  # a line that runs past the rule, as they do
        _written(s, 18 if i == 0 else 10, 71 + i * 12, line, 4.6, rng)
    _written(s, 29, 144, f.fee.lstrip("$"), 4.6, rng)
    _written(s, 86, 144, f.veterinarian, 4.2, rng)
    return s, truth(f)
