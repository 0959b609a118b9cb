"""The pen layouts of the eleventh set: a travel health certificate a vet fills in by pen, and a
kennel's index card written by its staff in abbreviations."""

from __future__ import annotations

import random

from tests.eleventh_draw import HANDS, INKS, Sheet
from tests.eleventh_facts import Facts, written
from tests.heldout_certificates import Truth


class Pen:
    def __init__(self, s: Sheet, rng: random.Random, size: float) -> None:
        self.s, self.rng, self.size = s, rng, size
        self.hand, self.ink = rng.choice(HANDS), rng.choice(INKS)

    def __call__(self, x: float, y: float, text: str, size: float | None = None) -> None:
        if text:
            r = self.rng
            self.s.pen(
                x + r.uniform(-2, 3),
                y + r.uniform(-1.5, 1),
                text,
                self.hand,
                self.ink,
                (size or self.size) * r.uniform(0.94, 1.06),
                r.randrange(1 << 30),
            )


def _cell(s: Sheet, x: float, y: float, w: float, h: float, label: str) -> None:
    s.box(x, y, w, h, (40, 40, 40))
    s.label(x + 3, y + 8, label, "oxygen", 6)


def travel_certificate(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    s = Sheet(paper=(252, 251, 246))
    pen = Pen(s, rng, 11)
    ds = rng.choice((0, 1))
    s.label(
        40,
        40,
        "UNITED STATES INTERSTATE AND INTERNATIONAL CERTIFICATE OF HEALTH "
        "EXAMINATION FOR SMALL ANIMALS",
        "oxygen-b",
        9.5,
    )
    s.text(40, 54, "Complete in ink. Alterations void this certificate.", "oxygen", 7)
    _cell(s, 40, 64, 266, 70, "1. OWNER / CONSIGNOR — Name, Address, Phone")
    _cell(s, 306, 64, 266, 70, "2. CONSIGNEE — Name, Address, Phone")
    pen(46, 90, f.owner)
    pen(46, 108, f.address, 9)
    pen(46, 126, f.phone, 10)
    pen(312, 90, rng.choice(("Same as owner", f"{f.owner.split()[0]} c/o Marisa Tenney")))
    pen(312, 108, rng.choice(("Asheville NC 28801", "Portland ME 04101", "Sarasota FL 34236")), 9)
    s.label(40, 150, "3. ANIMAL IDENTIFICATION", "oxygen-b", 8)
    cols = (
        (40, 110, "Name"),
        (150, 50, "Species"),
        (200, 130, "Breed"),
        (330, 60, "Age"),
        (390, 50, "Sex"),
        (440, 132, "Color / Markings"),
    )
    for x, w, head in cols:
        _cell(s, x, 156, w, 34, head)
    age = f"{max(1, (f.vaccinated - f.born).days // 365)} yr"
    for (x, _w, _h), value in zip(
        cols, (f.dog, "Canine", f.breed, age, f.sex, f.colour), strict=True
    ):
        pen(x + 4, 182, value, 9.5)
    s.label(40, 210, "4. RABIES VACCINATION", "oxygen-b", 8)
    rab = (
        (40, 90, "Date vaccinated"),
        (130, 110, "Product"),
        (240, 100, "Manufacturer"),
        (340, 80, "Lot / Serial No."),
        (420, 80, "Expiration"),
        (500, 72, "Tag No."),
    )
    for x, w, head in rab:
        _cell(s, x, 216, w, 36, head)
    expiry, lot, tag = rng.random() < 0.8, rng.random() < 0.8, rng.random() < 0.8
    values = (
        written(f.vaccinated, ds),
        f.product,
        f.maker.split()[0],
        f.lot if lot else "",
        written(f.expires, ds) if expiry else f"{f.years} yr",
        f.tag if tag else "N/A",
    )
    for (x, _w, _h), value in zip(rab, values, strict=True):
        pen(x + 3, 244, value, 9)
    s.label(40, 272, "5. OTHER VACCINATIONS / TESTS", "oxygen-b", 8)
    _cell(s, 40, 278, 532, 46, "Vaccine / test and date")
    pen(
        46,
        300,
        f"DHPP {written(f.others[0][1], ds)}   Bordetella {written(f.others[1][1], ds)}",
        9.5,
    )
    pen(46, 318, "Heartworm neg. - flea/tick preventive given", 9)
    s.label(40, 344, "6. CERTIFICATION", "oxygen-b", 8)
    s.text(
        40,
        358,
        "I certify that I have examined the animal(s) described above and that they "
        "appear free of infectious disease.",
        "oxygen",
        7,
    )
    _cell(s, 40, 366, 180, 40, "Date of examination")
    _cell(s, 220, 366, 352, 40, "Veterinarian's name (print)")
    _cell(s, 40, 406, 300, 40, "Practice name and address")
    _cell(s, 340, 406, 232, 40, "License No. / State")
    _cell(s, 40, 446, 532, 44, "Signature of accredited veterinarian")
    pen(46, 396, written(f.after, ds))
    pen(226, 396, f"{f.vet}, DVM")
    pen(46, 432, f.clinic, 9)
    pen(346, 432, f"NY {rng.randint(1000, 9999)}", 10)
    pen(80, 480, f.vet.split()[-1], 16)
    s.text(40, 760, "Valid 30 days from examination for interstate travel.", "oxygen", 7)
    truth = Truth(
        f.vaccinated,
        f.expires,
        f.tag if tag else None,
        f.vet,
        f.clinic,
        f.dog,
        f.owner,
        f.product,
        f.lot if lot else None,
    )
    return s, truth


def kennel_card(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A 5 x 3 inch index card: blue rules, a red top rule, a few printed words."""
    s = Sheet(width=360, height=216, paper=(250, 246, 232))
    pen = Pen(s, rng, 10.5)
    for i in range(9):
        s.line(0, 46 + 19 * i, 360, colour=(150, 180, 215))
    s.line(0, 30, 360, colour=(220, 110, 110))
    s.label(8, 24, "NAME", "verana", 7)
    s.label(190, 24, "OWNER", "verana", 7)
    s.label(8, 62, "PHONE", "verana", 7)
    s.label(190, 62, "VET", "verana", 7)
    pen(36, 22, f"{f.dog} ({f.breed.split()[0]})")
    pen(222, 22, f.owner, 10)
    pen(40, 60, f.phone, 9.5)
    vet_kind = rng.choice(("full", "full", "last", "none"))
    vet = {"full": f.vet, "last": f.vet.split()[-1], "none": None}[vet_kind]
    clinic = rng.random() < 0.75
    if vet:
        pen(212, 60, f"Dr. {vet}", 9.5)
    if clinic:
        pen(10, 81, f"@ {f.clinic}", 9.5)
    kind = rng.choice(("exp", "exp", "term", "bare", "bare"))
    day, ds = written(f.vaccinated, 1), 1
    tag = rng.random() < 0.7
    product = kind != "bare" and rng.random() < 0.6
    lot = product and rng.random() < 0.3
    words = {
        "exp": f"Rabies {day} exp {written(f.expires, ds)}",
        "term": f"Rab. given {day} ({f.years}yr)",
        "bare": f"RV {day}",
    }[kind]
    pen(10, 100, words + (f"  tag {f.tag}" if tag else ""))
    if product:
        pen(10, 119, f"{f.product}" + (f" lot {f.lot}" if lot else ""), 9.5)
    m = f.others[0][1]
    pen(10, 138, f"DHPP {m.month}/{m:%y}  Bord {f.others[1][1].month}/{f.others[1][1]:%y}", 9.5)
    pen(
        10,
        157,
        rng.choice(
            (
                "no chicken - allergic!",
                "shy w/ men, ok w/ dogs",
                "pulls on leash, harness only",
                "bites at nail trims",
            )
        ),
        9,
    )
    pen(10, 176, f"stayed {written(f.before, ds)} - {written(f.after, ds)}", 9)
    truth = Truth(
        f.vaccinated,
        None if kind == "bare" else f.expires,
        f.tag if tag else None,
        vet,
        f.clinic if clinic else None,
        f.dog,
        f.owner,
        f.product if product else None,
        f.lot if lot else None,
    )
    return s, truth
