"""A paper of the fifteenth set filled in by pen: a doggy daycare's vaccination verification
form (the owner's marker capitals on top, the vet's front desk's quick ballpoint below: DHPP,
Bordetella and rabies each given and due, the practice's rubber stamp); and the pen's helpers
the set's other handwritten papers use."""

from __future__ import annotations

import math
import random
from datetime import timedelta

from tests.fifteenth_draw import BLACK, BLUE, Ink, Patch, Rule, Sheet
from tests.fifteenth_facts import OWNERS, Facts, add_years, phone, us
from tests.heldout_certificates import Truth


def pen(s: Sheet, x: float, y: float, text: str, face: str, size: float, ink: Ink,
        rng: random.Random, hand: float = 1.0) -> None:  # fmt: skip
    """Written by hand: a little off the line, a little turned."""
    s.text(x + rng.uniform(-2, 3), y + rng.uniform(-3, 1), text, face, size, ink=ink, hand=hand,
           angle=rng.uniform(-2.5, 2.5))  # fmt: skip


def blank(s: Sheet, x: float, y: float, label: str, end: float, face: str = "karm") -> float:
    """A printed label and the line after it to `end`; gives where the writing starts."""
    lw = s.label(x, y, label, face, 9.5)
    s.rule(x + lw + 4, y + 13, end - 8, y + 13, width=0.5)
    return x + lw + 8


def stamp(f: Facts, rng: random.Random) -> Sheet:
    ink = rng.choice(((120, 40, 150), (40, 60, 170), (170, 40, 50)))
    width = max(Sheet(1, 1).wide(f.clinic, "karm_b", 11), 200) + 20
    s = Sheet(width, 58, paper=(255, 255, 255))
    s.box(2, 2, width - 4, 54, width=1.6, ink=ink)
    s.text(10, 8, f.clinic, "karm_b", 11, ink=ink)
    s.text(10, 25, f.clinic_address, "karm", 7.5, ink=ink)
    s.text(10, 38, f.clinic_phone, "karm", 8, ink=ink)
    return s


def daycare(f: Facts, rng: random.Random) -> tuple[list[Sheet], Truth]:
    s = Sheet(612, 792, paper=(255, 255, 253))
    desk = rng.choice((BLUE, BLACK, (20, 20, 110)))
    style = rng.choice((1, 2, 4))
    d = lambda day: us(day, style)  # noqa: E731
    name = rng.choice(("Bark & Play", "Happy Tails", "Camp Wag-a-Lot", "The Dog House"))
    s.text(40, 28, name, "lob", 30, ink=(0, 120, 140))
    s.labels.append(name)
    s.label(42, 68, "Doggy Daycare · Boarding · Grooming", "karm", 10)
    s.right(572, 36, "410 Erie Blvd E, Syracuse, NY 13202", "karm", 9)
    s.right(572, 50, f"Phone {phone(rng, '315')}  ·  Fax {phone(rng, '315')}", "karm", 9)
    s.centre(306, 98, "VACCINATION VERIFICATION", "karm_b", 17)
    intro = ("Every dog must be current on DHPP, Bordetella and Rabies. Please have your "
             "veterinarian's office fill in the section below.")  # fmt: skip
    s.label(40, 124, intro, "karm", 8.5)
    s.box(40, 146, 532, 16, ink=None, fill=(220, 238, 240))
    s.label(46, 148, "OWNER & PET (filled in by owner)", "karm_b", 10)
    owner_ink = rng.choice((BLACK, (40, 40, 40), (60, 20, 90)))
    for x, y, label, value, width in (
        (40, 172, "Pet's name", f.dog.upper(), 300),
        (310, 172, "Breed", f.breed.upper(), 572),
        (40, 198, "Owner's name", f.owner.upper(), 390),
        (400, 198, "Phone", f.phone, 572),
    ):
        pen(s, blank(s, x, y, label, width), y - 4, value, "kirang", 14, owner_ink, rng, 0.6)
    s.box(40, 232, 532, 16, ink=None, fill=(220, 238, 240))
    s.label(46, 234, "VETERINARY OFFICE USE ONLY", "karm_b", 10)
    stamped, with_vet = rng.random() < 0.5, rng.random() < 0.7
    at = blank(s, 40, 258, "Clinic name", 572)
    if not stamped:
        pen(s, at, 252, f.clinic, "pen", 21, desk, rng)
    at = blank(s, 40, 284, "Veterinarian", 330)
    if with_vet:
        pen(s, at, 278, f"Dr. {f.vet}", "pen", 21, desk, rng)
    pen(s, blank(s, 340, 284, "Clinic phone", 572), 278, f.clinic_phone, "pen", 20, desk, rng)
    heads = (("Vaccine", 40), ("Date given", 220), ("Date due", 340), ("Initials", 460))
    s.box(40, 316, 532, 18, width=0.8)
    for head, x in heads:
        s.label(x + 5, 319, head, "karm_b", 10)
    with_due, with_tag = rng.random() < 0.8, rng.random() < 0.5
    initials = "".join(w[0] for w in rng.choice(OWNERS["ny"]).split())
    dhpp = f.vaccinated - timedelta(days=rng.choice((0, 0, 30, 200)))
    bord = f.vaccinated - timedelta(days=rng.randint(0, 150))
    rows: list[tuple[str, str | None, str | None]] = [
        ("DHPP / DA2PP", d(dhpp), d(add_years(dhpp, rng.choice((1, 3))))),
        ("Bordetella", d(bord), d(bord + timedelta(days=rng.choice((183, 365))))),
        ("Rabies", d(f.vaccinated), d(f.expires) if with_due else None),
        ("Canine Influenza", None, None),
        ("Leptospirosis", *((d(dhpp), d(add_years(dhpp, 1))) if rng.random() < 0.5 else (None,
                                                                                         None))),
    ]  # fmt: skip
    y = 334.0
    for vaccine, given, due in rows:
        s.box(40, y, 532, 30, width=0.6)
        for _, x in heads[1:]:
            s.rule(x, y, x, y + 30, width=0.6)
        s.label(45, y + 9, vaccine, "karm", 11)
        if given:
            pen(s, 228, y + 3, given, "pen", 21, desk, rng)
            pen(s, 468, y + 3, initials, "pen", 20, desk, rng)
        if due:
            pen(s, 348, y + 3, due, "pen", 21, desk, rng)
        elif given and rng.random() < 0.5:
            pen(s, 348, y + 3, "—", "pen", 21, desk, rng)
        y += 30
    at = blank(s, 40, y + 22, "Rabies tag #", 250)
    if with_tag:
        pen(s, at, y + 16, f.tag, "pen", 21, desk, rng)
    s.label(290, y + 22, "Spayed / neutered?", "karm", 9.5)
    for word, x in (("Yes", 400), ("No", 440)):
        s.label(x, y + 22, word, "karm", 9.5)
    ring(s, 409 if rng.random() < 0.8 else 447, y + 28, 15, 9, desk)
    signed = f.vaccinated + timedelta(days=rng.randint(1, 120))
    pen(s, blank(s, 40, y + 56, "Completed by", 250), y + 50, initials, "pen", 21, desk, rng)
    pen(s, blank(s, 290, y + 56, "Date", 420), y + 50, d(signed), "pen", 21, desk, rng)
    s.label(40, y + 88, "Signature", "karm", 9.5)
    s.scribble(100, y + 92, 130, rng, ink=desk)
    if stamped:
        s.items.append(Patch(rng.uniform(200, 300), y + 110, stamp(f, rng), rng.uniform(-6, 6),
                             True))  # fmt: skip
    s.label(40, 750, "Forms received without a clinic's stamp or signature cannot be accepted.",
            "karm", 8)  # fmt: skip
    return [s], Truth(
        vaccinated=f.vaccinated,
        expires=f.expires if with_due else None,
        tag=f.tag if with_tag else None,
        veterinarian=f.vet if with_vet else None,
        clinic=f.clinic,
        dog=f.dog,
        owner=f.owner,
        product=None,
        lot=None,
    )


def ring(s: Sheet, cx: float, cy: float, rx: float, ry: float, ink: Ink) -> None:
    """A pen's circle round an answer."""
    points = [(cx + rx * math.cos(t / 10), cy + ry * math.sin(t / 10)) for t in range(66)]
    s.items.append(Rule(points, 0.9, ink))
