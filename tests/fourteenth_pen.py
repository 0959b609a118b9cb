"""The two pen layouts of the fourteenth set: a breeder's puppy health record, a printed grid
filled in felt-tip block letters row by row (wormers and puppy shots, the rabies shot last, by
the vet, with the vet's stamp on some), and a town's dog license application the owner filled in
cursive, copying the rabies facts from the certificate (some left blank), with the clerk's
received stamp and a license number from the town the owner moved from."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.fourteenth_draw import BLACK, BLUE, GREY, PURPLE, Page
from tests.fourteenth_facts import TOWNS, Facts, add_years, long_date, us
from tests.heldout_certificates import Truth

KENNELS = ("Hollow Creek Labradors", "Finger Lakes Goldens", "Stonewall Farm Beagles",
           "Tug Hill Shepherds", "Maple Run Doodles")  # fmt: skip
PUPPY_SHOTS = ("Nobivac Puppy-DPv", "Neopar", "DHPP", "Vanguard Plus 5", "DAPP")
WORMERS = ("Pyrantel 1 ml", "Strongid", "Panacur 3 days", "Pyrantel 2 ml")
INKS = (BLUE, BLACK, (30, 30, 90))


def _written(day: date, rng: random.Random) -> str:
    return us(day, short=rng.random() < 0.6)


def puppy_record(f: Facts, rng: random.Random) -> tuple[Page, Truth]:
    p = Page(612, 792, paper=(252, 250, 240))
    ink = rng.choice(INKS)
    hand = rng.uniform(0.8, 1.3)
    born = f.vaccinated - timedelta(weeks=rng.randint(15, 22))
    kennel = rng.choice(KENNELS)
    p.centre(306, 28, kennel, "isabella", 26)
    p.label(306 - p.wide("PUPPY HEALTH RECORD", "park_h", 14) / 2, 66, "PUPPY HEALTH RECORD",
            "park_h", 14)  # fmt: skip
    has_owner = rng.random() < 0.6
    fields = [("Puppy / call name", f.dog, 40, 96), ("Whelped", _written(born, rng), 330, 96),
              ("Breed", f.breed, 40, 122), ("Sex", f.sex[0], 330, 122),
              ("Color / markings", f.colour, 440, 122),
              ("Sire", rng.choice(("Duke", "Ace", "Moose", "Captain")), 40, 148),
              ("Dam", rng.choice(("Daisy", "Maple", "Lady", "Penny")), 330, 148),
              ("Microchip", f.microchip, 40, 174),
              ("New owner", f.owner if has_owner else None, 330, 174)]  # fmt: skip
    for label, value, x, y in fields:
        p.label(x, y + 8, f"{label}:", "junction", 9)
        lx = x + p.wide(f"{label}:", "junction", 9) + 4
        end = {40: 280.0, 330: 100.0 if label == "Sex" else 242.0, 440: 132.0}[x]
        p.rule(lx, y + 19, x + end, y + 19, width=0.4)
        if value is not None:
            p.text(lx + 4, y + 2, value, "kouzan", 12, ink=ink, hand=hand)
    heads = (("Date", 40), ("Age", 104), ("Vaccine / Treatment", 146), ("Lot / Serial", 308),
             ("Given by", 394), ("Next due", 486))  # fmt: skip
    top = 214
    p.box(36, top, 540, 20, fill=(232, 232, 222), width=0.6)
    for head, x in heads:
        p.label(x, top + 5, head, "junction", 9)
    rows = []
    for weeks in sorted(rng.sample((6, 7, 8, 9, 10, 12, 14), rng.randint(3, 5))):
        day = born + timedelta(weeks=weeks)
        if rng.random() < 0.35:
            rows.append((day, f"{weeks} wk", rng.choice(WORMERS), "", "breeder", ""))
        else:
            lot = f"{rng.randint(100000, 999999)}{rng.choice('AB')}"
            due = _written(day + timedelta(weeks=3), rng)
            rows.append((day, f"{weeks} wk", rng.choice(PUPPY_SHOTS), lot, "breeder", due))
    weeks = (f.vaccinated - born).days // 7
    term = rng.choice(("date", "date", "term", "none"))
    name = f"Rabies - {f.product}" if term != "term" else f"Rabies 1 yr {f.product}"
    expires = add_years(f.vaccinated, 1) if term != "none" else None  # a puppy's first: one year
    vet = f"Dr. {f.vet_last}"
    rows.append((f.vaccinated, f"{weeks} wk", name, f.lot, vet,
                 _written(add_years(f.vaccinated, 1), rng) if term == "date" else ""))  # fmt: skip
    pitch = 30
    for n in range(12):
        y = top + 20 + (n + 1) * pitch
        p.rule(36, y, 576, y, width=0.4, ink=GREY)
    for x in (100, 142, 304, 390, 482):
        p.rule(x, top, x, top + 20 + 12 * pitch, width=0.4, ink=GREY)
    for n, (day, age, what, lot, by, due) in enumerate(rows):
        row_y = top + 26 + n * pitch + rng.uniform(-3, 3)
        row_ink = ink if by == "breeder" else rng.choice([i for i in INKS if i != ink])
        size = 11 if len(what) > 18 else 12.5
        for text, x, s in ((_written(day, rng), 40, 12), (age, 104, 12), (what, 146, size),
                           (lot, 308, 11.5), (by, 394, 12), (due, 486, 12)):  # fmt: skip
            if text:
                p.text(x + rng.uniform(0, 4), row_y, text, "kouzan", s, ink=row_ink, hand=hand)
    has_stamp = rng.random() < 0.5
    if has_stamp:
        sy = top + 26 + len(rows) * pitch + 8
        p.ring(300, sy, 220, 56, PURPLE, square=True)
        p.text(312, sy + 10, f.clinic.upper(), "junction", 10, ink=PURPLE, angle=2, opacity=0.8)
        p.text(312, sy + 28, f"{rng.choice(TOWNS)[0].upper()}, NY  {f.clinic_phone}", "junction",
               8, ink=PURPLE, angle=2, opacity=0.8)  # fmt: skip
    has_tag = rng.random() < 0.6
    notes_y = top + 20 + 12 * pitch + 20
    p.label(40, notes_y, "Notes:", "junction", 9)
    for n in range(3):
        p.rule(80, notes_y + 12 + n * 22, 576, notes_y + 12 + n * 22, width=0.4, ink=GREY)
    if has_tag:
        p.text(88, notes_y - 6, f"rabies tag # {f.tag}", "kouzan", 12, ink=ink, hand=hand)
    p.text(88, notes_y + 17, rng.choice(("Heartworm prev. started", "Eats 3x day - Purina Pro Plan",
                                         "Crate trained, no accidents")), "kouzan", 11, ink=ink,
           hand=hand)  # fmt: skip
    p.text(40, 752, "Keep this record and take it to your veterinarian at the first visit.",
           "junction", 8, ink=GREY)  # fmt: skip
    truth = Truth(f.vaccinated, expires, f.tag if has_tag else None, f.vet_last,
                  f.clinic.upper() if has_stamp else None, f.dog,
                  f.owner if has_owner else None, f.product, f.lot)  # fmt: skip
    return p, truth


def license_application(f: Facts, rng: random.Random) -> tuple[Page, Truth]:
    """The town's form: values written on lines with their captions beneath them (owner, dog,
    rabies vaccination, previous license); signature and application date; office-use box."""
    p = Page(612, 792)
    ink = rng.choice(INKS)
    hand = rng.uniform(0.7, 1.2)
    p.centre(306, 30, f"TOWN OF {f.town.upper()}", "park_h", 16)
    p.centre(306, 52, "APPLICATION FOR DOG LICENSE", "park", 13)
    p.labels += [f"TOWN OF {f.town.upper()}", "APPLICATION FOR DOG LICENSE"]
    p.centre(306, 70, "NYS Agriculture & Markets Law, Article 7 · Please print clearly", "junction",
             8, ink=GREY)  # fmt: skip
    owner = f"{f.last}, {f.first}"
    written = long_date if rng.random() < 0.4 else (lambda d: us(d, short=rng.random() < 0.5))
    chances = (("expires", 0.6), ("tag", 0.7), ("product", 0.5), ("clinic", 0.6), ("lot", 0.25))
    show = {k: rng.random() < chance for k, chance in chances}
    term = not show["expires"] and rng.random() < 0.5
    moved_from = rng.choice(("Clay", "Cicero", "Salina", "Geddes", "Ithaca", "Rome"))
    sections: list[tuple[str, list[tuple[str, str | None, float]]]] = [
        ("1. OWNER", [("Name (last, first)", owner, 300), ("Telephone", f.phone, 200),
                      ("Street address", f.street, 300), ("Town / ZIP", f"{f.town} {f.zip}", 200)]),
        ("2. DOG", [("Dog's name", f.dog, 180), ("Breed", f.breed, 160), ("Color", f.colour, 120),
                    ("Date of birth or age", us(f.born), 140), ("Sex", f.sex, 60),
                    ("Microchip no.", f.microchip, 200)]),
        ("3. RABIES VACCINATION (attach certificate)",
         [("Date vaccinated", written(f.vaccinated), 150),
          ("Expiration date" if not term else "Duration (years)",
           written(f.expires) if show["expires"] else (f"{f.years} year" if term else None), 140),
          ("Rabies tag no.", f.tag if show["tag"] else None, 150),
          ("Vaccine (product)", f.product if show["product"] else None, 150),
          ("Lot no.", f.lot if show["lot"] else None, 110),
          ("Veterinarian", f"Dr. {f.vet}", 220),
          ("Veterinary clinic", f.clinic if show["clinic"] else None, 270)]),
        ("4. PREVIOUSLY LICENSED IN ANOTHER NY MUNICIPALITY?",
         [("Town / city", moved_from, 180), ("License no.", f.license, 120),
          ("Tag no. there", f"{rng.randint(100, 4999)}", 110)]),
    ]  # fmt: skip
    y = 96.0
    for title, cells in sections:
        p.label(40, y, title, "park_h", 10)
        y += 20
        x = 40.0
        for caption, value, width in cells:
            if x + width > 572:
                x, y = 40.0, y + 40
            p.rule(x, y + 16, x + width - 10, y + 16, width=0.5)
            p.label(x, y + 19, caption, "junction", 7.5, ink=GREY)
            if value is not None:
                p.text(x + rng.uniform(2, 10), y + rng.uniform(-5, 1), value, "havana", 13,
                       ink=ink, hand=hand)  # fmt: skip
            x += width
        y += 52
    applied = f.vaccinated + timedelta(days=rng.randint(3, 120))
    applied = min(applied, date(2026, 11, 30))
    p.text(40, y, "I certify that the information above is true and that the dog named is "
           "vaccinated against rabies.", "junction", 8.5)  # fmt: skip
    y += 32
    p.rule(40, y + 16, 330, y + 16, width=0.5)
    p.label(40, y + 19, "Signature of owner", "junction", 7.5, ink=GREY)
    p.sign(50, y + 12, rng.uniform(110, 170), rng, ink=ink)
    p.rule(350, y + 16, 520, y + 16, width=0.5)
    p.label(350, y + 19, "Date", "junction", 7.5, ink=GREY)
    p.text(358, y - 2, us(applied, short=rng.random() < 0.5), "havana", 13, ink=ink, hand=hand)
    y += 50
    p.box(40, y, 532, 70, width=0.8, fill=(238, 238, 238))
    p.label(48, y + 6, "FOR OFFICE USE ONLY", "park_h", 9)
    p.label(48, y + 24, "License no.", "junction", 8)
    p.label(200, y + 24, "Fee", "junction", 8)
    p.label(300, y + 24, "Clerk", "junction", 8)
    if rng.random() < 0.7:
        number = f"{applied.year}-{rng.randint(100, 2999)}"
        p.text(100, y + 20, number, "havana", 12, ink=BLACK, hand=0.6)
        p.text(222, y + 20, rng.choice(("$8.50", "$17.50", "$13.50")), "havana", 12, hand=0.6)
        received = applied + timedelta(days=rng.randint(0, 6))
        p.ring(380, y + 10, 170, 50, PURPLE, square=True)
        p.text(392, y + 16, "RECEIVED", "junction", 12, ink=PURPLE, angle=-3, opacity=0.8)
        p.text(392, y + 34, f"{received:%b %d %Y}".upper(), "junction", 11, ink=PURPLE, angle=-3,
               opacity=0.8)  # fmt: skip
    expires = f.expires if show["expires"] or term else None
    truth = Truth(f.vaccinated, expires, f.tag if show["tag"] else None, f.vet,
                  f.clinic if show["clinic"] else None, f.dog, owner,
                  f.product if show["product"] else None,
                  f.lot if show["lot"] else None)  # fmt: skip
    return p, truth
