"""A paper of the thirty-seventh set filled by pen: a parish's blessing of the animals card, a
7 by 5 inch card filled in on the church steps before the St. Francis Day blessing; the parish
asks dogs' rabies shots because many animals wait together, and the owner later uploads the card
the parish gave back. The parish and the blessing's own date and hour; lines with captions under
them (the family, the pet and its kind, the rabies date, its due date or a term or nothing, tag
no., the vet at times); the other animals of the family coming to the blessing; a prayer
intention; the usher's initials."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.thirtyseventh_canvas import Sheet
from tests.thirtyseventh_faces import INKS, PENS, fit
from tests.thirtyseventh_facts import HAND_STYLES, facts, fmt_date

CLINICS = ("{place} Vet", "{place} Animal Hosp", "Clay Vet", "VCA {place}", "Banfield Clay")
PARISHES = ("St. Rose of Lima Parish", "Holy Cross Church, Clay", "St. Joseph the Worker")
OTHERS = ("cat - Mittens", "2 cats", "guinea pig Oreo", "our rabbit Thumper",
          "goldfish (in a jar!)", "Grandma's beagle Rufus", "hamster", "none")  # fmt: skip
INTENTIONS = ("for a long healthy life", "in memory of Sam", "thankful for her",
              "for his hips", "for our family")  # fmt: skip
SAGE = (60, 90, 70)


def blessing_card(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    while f.given > date(2026, 9, 25):  # the card's October blessing came after the shot
        f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("ballpoint", "gel", "pencil", "ballpoint")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(504, 360, (250, 248, 240))
    year = f.given.year if f.given < date(f.given.year, 9, 25) else f.given.year + 1
    day = date(year, 10, 4)
    day -= timedelta(days=(day.weekday() + 1) % 7)  # the Sunday on or before St. Francis Day

    def pen(x: float, y: float, s: str, room: float, size: float = 13) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool, slant)

    def blank(x0: float, x1: float, y: float, cap: str) -> None:
        sheet.rule(x0, y + 3, x1, y + 3, 0.6, (70, 70, 70))
        sheet.label(x0, y + 12, cap, "charis", 6.5, (90, 90, 90))

    sheet.box(10, 10, 484, 340, None, SAGE, 1.2)
    sheet.box(14, 14, 476, 332, None, SAGE, 0.4)
    parish = rng.choice(PARISHES)
    sheet.text(252, 40, "Blessing of the Animals", "charis-bold", 17, SAGE, align="c")
    sheet.text(252, 56, f"{parish}  -  {fmt_date(day, 3)}, 2 pm on the front lawn", "charis", 8.5,
               align="c")  # fmt: skip
    sheet.text(252, 70, "All creatures great and small are welcome. Dogs on a leash, cats in "
               "carriers, please.", "charis", 7.5, (90, 90, 90), align="c")  # fmt: skip
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where = rng.random() < 0.62, rng.random() < 0.5
    rows = [
        [(28, 250, "Family name", f.owner), (262, 476, "Pet's name", f.dog)],
        [(28, 250, "Kind of animal / breed", f"dog, {f.breed}"),
         (262, 476, "Dogs: date of rabies shot", fmt_date(f.given, ds))],
        [(28, 170, "Rabies shot due",
          {"date": fmt_date(f.due, ds), "term": f"{f.term} yr", "none": ""}[mode]),
         (182, 300, "Rabies tag no.", f.tag if tagged else ""),
         (312, 476, "Given by (vet)", f.clinic if where else "")],
        [(28, 476, "Other animals of the family coming today", rng.choice(OTHERS))],
        [(28, 476, "A prayer intention (optional)", rng.choice(INTENTIONS))],
    ]  # fmt: skip
    y = 106.0
    for row in rows:
        for x0, x1, cap, val in row:
            blank(x0, x1, y, cap)
            if val:
                pen(x0 + 4, y, val, x1 - x0 - 8)
        y += 40
    sheet.text(28, y + 2, "Usher", "charis", 7.5)
    sheet.pen(rng, 58, y + 3, rng.choice(("MT", "Jo", "B.K.", "Deacon R")), "steve", 10,
              (20, 20, 20))  # fmt: skip
    sheet.text(476, y + 2, "May God bless you and your animal companions.", "charis", 7.5, SAGE,
               align="r")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
