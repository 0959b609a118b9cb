"""The thirteenth set's two pen layouts (tests/thirteenth_certificates.py): a travelling mobile
clinic's carbon pad filled in capitals, and a rural vet's certificate written out on lined
notebook paper."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirteenth_draw import Sheet
from tests.thirteenth_facts import MONTHS, Facts, add_years

CARBON = (52, 58, 110)
NAVY = (24, 36, 92)
RED = (175, 35, 40)
VANS = ("PAWS ON WHEELS", "VET-TO-GO", "ROLLING RABIES CLINIC", "COUNTRY ROADS MOBILE VET")


def _caps_date(day: object) -> str:
    return f"{MONTHS[day.month - 1]} {day.day} {day.year}"  # type: ignore[attr-defined]


def carbon_pad(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """The customer's carbon copy of a mobile clinic's pad: printed labels and lines, a red
    serial, capitals in carbon (slanted off the lines), the term crossed by hand; the expiry
    written on some, the term alone on others."""
    s = Sheet(396, 612, paper=rng.choice(((250, 244, 214), (244, 236, 240), (252, 252, 248))))
    van = rng.choice(VANS)
    clinic = f"{van} MOBILE VETERINARY CLINIC" if "VET" not in van else f"{van} MOBILE CLINIC"
    s.text(24, 22, clinic, "uni_b", 11.5, ink=NAVY)
    s.label(
        24, 38, "Serving the tri-state area  ·  Low-cost rabies clinics", "uni_c", 7.5, ink=NAVY
    )
    s.label(24, 56, "RABIES VACCINATION CERTIFICATE", "uni_b", 12, ink=NAVY)
    s.label(290, 22, "No.", "uni", 8, ink=NAVY)
    s.text(308, 21, f.serial[:6], "ocra", 11, ink=RED)
    s.label(24, 70, "Customer copy - keep for your records", "uni_c", 7, ink=NAVY)
    hand = rng.uniform(0.8, 1.4)
    written_due = rng.random() < 0.6
    tag = None if rng.random() < 0.2 else f.tag
    lot = f.lot if rng.random() < 0.75 else None
    owner = f.owner.upper()
    vet = f.vet.upper()
    site = rng.choice(("TRACTOR SUPPLY LOT", "FIREHALL", "GRANGE HALL", "FAIRGROUNDS GATE 2"))
    lines: list[tuple[str, str | None]] = [
        ("DATE", _caps_date(f.vaccinated)),
        ("CLINIC SITE", f"{site}, {f.town.upper()}"),
        ("OWNER", owner),
        ("ADDRESS", f"{f.street.upper()} {f.town.upper()} {f.state}"),
        ("PHONE", f.phone),
        ("DOG'S NAME", f.dog.upper()),
        ("BREED / COLOR", f"{f.breed.upper()} / {f.colour.upper()}"),
        ("AGE / SEX", f"{max(1, (f.vaccinated - f.born).days // 365)} YR {f.sex}"),
        ("VACCINE", f.product.upper()),
        ("LOT #", lot),
        ("TAG #", tag),
        ("EXPIRES", _caps_date(add_years(f.vaccinated, f.term)) if written_due else None),
        ("VETERINARIAN", vet),
    ]
    y = 92.0
    slant = rng.uniform(-1.2, 1.2)
    for n, (head, value) in enumerate(lines):
        s.label(24, y + 3, head, "uni_c", 8, ink=NAVY)
        s.rule(100, y + 15, 372, y + 15, width=0.5, ink=NAVY)
        if value:
            lift = rng.uniform(-7, 1) + slant * (n % 3)
            s.text(106 + rng.uniform(0, 14), y + lift, value, "stick", 12.5, ink=CARBON, hand=hand)
        y += 27
        if head == "VACCINE":
            s.label(24, y + 3, "TERM", "uni_c", 8, ink=NAVY)
            for i, term in enumerate((1, 3)):
                s.box(100 + i * 60, y + 4, 9, 9, width=0.6, ink=NAVY)
                if term == f.term:
                    s.text(99 + i * 60, y, "X", "stick", 13, ink=CARBON, hand=hand)
                s.label(113 + i * 60, y + 3, f"{term} YEAR", "uni_c", 8, ink=NAVY)
            y += 24
    s.text(120, y + 6, f.vet.split()[-1].upper(), "abc", 15, ink=CARBON, hand=1.6)
    s.label(24, y + 18, "SIGNATURE", "uni_c", 7.5, ink=NAVY)
    s.rule(100, y + 26, 372, y + 26, width=0.5, ink=NAVY)
    s.label(24, y + 40, "Fee $15  ·  DHPP $20  ·  Microchip $25", "uni_c", 7.5, ink=NAVY)
    s.label(24, 594, "FORM MC-100  PRINTED 2024", "uni_c", 6.5, ink=NAVY)
    expires = add_years(f.vaccinated, f.term)
    product = f.product.upper()
    return s, Truth(f.vaccinated, expires, tag, vet, clinic, f.dog.upper(), owner, product, lot)


def notebook(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A rural vet's certificate written out in cursive on a ruled notebook leaf under the
    practice's rubber stamp: the facts in sentences, "good until" the day before the anniversary
    (the term alone on some), the other shots in a line below."""
    s = Sheet(432, 612, paper=(250, 250, 244))
    for n in range(4, 34):
        s.rule(0, n * 18, 432, n * 18, width=0.5, ink=(150, 180, 215))
    s.rule(54, 0, 54, 612, width=0.6, ink=(220, 120, 130))
    stamp = rng.choice(((40, 40, 40), (40, 60, 150)))
    angle = rng.uniform(-3, 3)
    s.text(66, 14, f.clinic.upper(), "uni_b", 10, ink=stamp, angle=angle, opacity=0.8)
    s.text(66, 28, f"{f.clinic_street.upper()}  {f.town.upper()} {f.state}", "uni", 7.5, ink=stamp,
           angle=angle, opacity=0.8)  # fmt: skip
    s.text(66, 39, f"TEL {f.clinic_phone}", "uni", 7.5, ink=stamp, angle=angle, opacity=0.8)
    ink = rng.choice(((20, 30, 110), (25, 25, 30)))
    hand = rng.uniform(0.6, 1.1)
    due = rng.random() < 0.7
    tag = f.tag if rng.random() < 0.7 else None
    lot = f.lot if rng.random() < 0.8 else None
    expires = add_years(f.vaccinated, f.term) - timedelta(days=1 if due else 0)
    on = f"{f.vaccinated.day} {f.vaccinated:%B} {f.vaccinated.year}"
    until = f"{expires.day} {expires:%B} {expires.year}"
    # (words of the sentence, a value or None); a sentence's own words are its labels
    parts: list[tuple[str, str | None]] = [
        ("Rabies Certificate", None), ("I certify that", None), ("", f.dog),
        ("a", None), ("", f"{f.colour} {f.breed}"), ("owned by", None), ("", f.owner),
        ("of", None), ("", f"{f.street}, {f.town}"), ("was vaccinated against rabies on", None),
        ("", on), ("with", None), ("", f.product), ("", f"({f.maker})"),
    ]  # fmt: skip
    if lot:
        parts += [("lot", None), ("", lot)]
    if due:
        parts += [("Good until", None), ("", until)]
    else:
        parts += [("", f"{f.term} year vaccine")]
    if tag:
        parts += [("Tag No.", None), ("", tag)]
    parts += [("Other shots:", None)]
    parts += [("", f"{o.name} {o.given:%b} {o.given.day}") for o in f.others]
    x, line = 66.0, 4
    for n, (words, value) in enumerate(parts):
        text = words or value or ""
        wide = s.wide(text, "abc", 13) * 1.05
        if n <= 1 or words == "Other shots:" or x + wide > 420:
            line += 1 if n != 1 else 2
            x = 66.0 if n else 150.0
        if words:
            s.label(x, line * 18 - 16, words, "abc", 13 if n else 16, ink=ink, hand=hand)
        else:
            s.text(x, line * 18 - 16, text, "abc", 13, ink=ink, hand=hand)
        x += wide + 8
    line += 3
    s.text(250, line * 18 - 18, f"{f.vet}, DVM", "abc", 14, ink=ink, hand=hand * 1.3)
    s.text(250, line * 18 + 4, f.license_no, "abc", 11, ink=ink, hand=hand)
    truth = Truth(f.vaccinated, expires, tag, f.vet, f.clinic.upper(), f.dog, f.owner, f.product,
                  lot)  # fmt: skip
    return s, truth
