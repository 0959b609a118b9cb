"""A paper of the thirty-sixth set filled by pen: a county fair's open-class dog show entry card,
a half-letter card printed by the fair office and filled in by the exhibitor; the owner uploads it
because its rabies lines hold the certificate's facts the fair asks for. The fair's heading, show
date and ring; the exhibitor's and dog's lines, labels beside them; a grid of classes with one
ticked and its fee; the rabies line (date vaccinated, expires with a date or a term or nothing,
tag no. and vet or clinic at times); the exhibitor's signature; the office's entry number and
received stamp."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.thirtysixth_canvas import BLUE, Sheet
from tests.thirtysixth_faces import INKS, PENS, fit
from tests.thirtysixth_facts import HAND_STYLES, facts, fmt_date, phone

CLINICS = ("{place} Vet", "Clay Animal Clinic", "Fulton Vet Hosp.", "{place} Animal Hosp.",
           "Hastings Vet")  # fmt: skip
FAIRS = ("Oswego County Fair", "Onondaga Co. Fair", "Madison County Fair")
CLASSES = ("1A Puppy 6-12 mo", "1B Junior handler", "2 Sporting", "3 Hound", "4 Working",
           "5 Terrier", "6 Toy", "7 Herding", "8 Mixed breed", "9 Best costume")  # fmt: skip
SLATE = (40, 60, 70)


def _line(sheet: Sheet, y: float, lab: str, x0: float, x1: float) -> float:
    end = sheet.label(x0, y, lab, "jura-bold", 8.5)
    sheet.rule(end + 4, y + 2, x1, y + 2, 0.5, (60, 60, 60))
    return end + 8


def fair_entry(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    while f.given > date(2026, 7, 20):  # the summer fair's card: the shot came before it
        f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("ballpoint", "gel", "felt", "ballpoint")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(396, 612)
    fair = rng.choice(FAIRS)
    year = f.given.year if f.given <= date(f.given.year, 7, 20) else f.given.year + 1
    show = date(year, 8, rng.randrange(1, 28))

    def pen(x: float, y: float, s: str, room: float, size: float = 13) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool, slant)

    sheet.box(18, 18, 360, 60, SLATE, None)
    sheet.text(198, 42, fair.upper(), "jura-bold", 15, (255, 255, 255), align="c")
    sheet.text(198, 60, f"OPEN CLASS DOG SHOW  -  {fmt_date(show, 28)}  -  Ring 2, 10 am",
               "jura", 8.5, (230, 230, 230), align="c")  # fmt: skip
    sheet.text(198, 96, "ENTRY CARD - one dog per card - print clearly", "jura", 8, align="c")
    y = 122.0
    x = _line(sheet, y, "Exhibitor", 24, 372)
    pen(x, y, f.owner, 372 - x)
    y += 26
    x = _line(sheet, y, "Address", 24, 372)
    pen(x, y, f"{f.street}, {f.town}", 372 - x, 12)
    y += 26
    x = _line(sheet, y, "Phone", 24, 200)
    pen(x, y, phone(rng, rng.randrange(3)), 200 - x, 12)
    x = _line(sheet, y, "Age if under 18", 208, 372)
    y += 26
    x = _line(sheet, y, "Dog's name", 24, 372)
    pen(x, y, f.dog, 372 - x)
    y += 26
    x = _line(sheet, y, "Breed", 24, 260)
    pen(x, y, f.breed, 260 - x, 12)
    x = _line(sheet, y, "Sex", 268, 372)
    pen(x, y, rng.choice(("M", "F", "F spayed", "M neut.")), 372 - x, 12)
    y += 24
    sheet.text(24, y, "CLASS (tick one)", "jura-bold", 8.5, SLATE)
    ticked = rng.randrange(len(CLASSES))
    for i, c in enumerate(CLASSES):
        cx, cy = 24 + (i % 2) * 176, y + 16 + (i // 2) * 15
        sheet.box(cx, cy - 8, 8, 8, None, (60, 60, 60), 0.5)
        sheet.text(cx + 13, cy, c, "jura", 8)
        if i == ticked:
            sheet.tick(cx, cy - 2, ink)
    y += 16 + 5 * 15 + 4
    sheet.text(24, y, "Fee $5 a class, $3 each added class. Junior handlers free.", "jura", 7.5)
    y += 22
    sheet.box(18, y - 14, 360, 118, (238, 242, 244), SLATE, 0.8)
    sheet.text(24, y, "RABIES - required. Bring your certificate to check-in.", "jura-bold", 8.5)
    y += 24
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where = rng.random() < 0.55, rng.random() < 0.6
    x = _line(sheet, y, "Date vaccinated", 24, 200)
    pen(x, y, fmt_date(f.given, ds), 200 - x, 12.5)
    x = _line(sheet, y, "Expires", 208, 372)
    if mode == "date":
        pen(x, y, fmt_date(f.due, ds), 372 - x, 12.5)
    elif mode == "term":
        pen(x, y, rng.choice((f"{f.term} yr", f"{f.term} year shot")), 372 - x, 12.5)
    y += 28
    x = _line(sheet, y, "Tag no.", 24, 160)
    if tagged:
        pen(x, y, f.tag, 160 - x, 12.5)
    x = _line(sheet, y, "Vet / clinic", 168, 372)
    if where:
        pen(x, y, f.clinic, 372 - x, 12)
    y += 28
    sheet.text(24, y, "A dog without proof of rabies may not enter the dog barn.", "jura", 7.5)
    y += 36
    sheet.sign(rng, 30, y - 4, 130, ink)
    sheet.rule(24, y, 220, y, 0.5)
    sheet.label(24, y + 10, "Exhibitor (parent if under 18)", "jura", 7)
    sheet.box(236, y - 34, 136, 50, None, (60, 60, 60), 0.5)
    sheet.text(242, y - 22, "OFFICE: entry #", "jura", 7)
    sheet.pen(rng, 306, y - 21, str(rng.randrange(100, 400)), "breip", 11, BLUE)
    sheet.text(242, y - 6, "fee pd $", "jura", 7)
    sheet.pen(rng, 280, y - 5, str(rng.choice((5, 8, 11))), "breip", 11, BLUE)
    sheet.text(242, y + 10, "RECEIVED", "jura-bold", 9, (170, 30, 40), angle=6,
               stamp=rng.randrange(1, 10**6))  # fmt: skip
    got = show - timedelta(days=rng.randrange(5, 30))
    sheet.text(306, y + 12, fmt_date(got, 16), "jura-bold", 7, (170, 30, 40), angle=6,
               stamp=rng.randrange(1, 10**6))  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
