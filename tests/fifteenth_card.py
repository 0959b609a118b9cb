"""A practice's pocket "Pet Health Record" card of the fifteenth set: each vaccine's peel-off vial
sticker (product, maker, serial, the lot's expiry) stuck in its row a little crooked, the date
given and next due written beside it by felt-tip, the doctor's initials; the tag and the vet's
full name written at the bottom only on some cards."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.fifteenth_draw import Patch, Sheet
from tests.fifteenth_facts import Facts, add_years, us
from tests.fifteenth_pen import blank, pen
from tests.heldout_certificates import Truth

OTHERS = {  # vaccine row: (product, what it is, maker)
    "DHPP": (("Vanguard® Plus 5", "Canine Distemper-Adenovirus Type 2-Parainfluenza-Parvovirus",
              "Zoetis"),
             ("Nobivac® Canine 1-DAPPv", "Modified Live Virus", "Merck Animal Health"),
             ("Recombitek® C4", "Canine Distemper-Adenovirus-Parainfluenza-Parvo",
              "Boehringer Ingelheim")),
    "Bordetella": (("Bronchi-Shield® III", "Bordetella-Parainfluenza-Adenovirus", "Elanco"),
                   ("Nobivac® Intra-Trac 3", "Intranasal, 3-way", "Merck Animal Health")),
    "Lepto": (("Vanguard® L4", "Leptospira 4-way bacterin", "Zoetis"),
              ("Nobivac® Lepto4", "Leptospira bacterin", "Merck Animal Health")),
}  # fmt: skip


def sticker(product: str, what: str, maker: str, serial: str, expiry: date) -> Sheet:
    s = Sheet(138, 44, paper=(250, 250, 250))
    s.box(0.5, 0.5, 137, 43, width=0.4, ink=(170, 170, 170))
    s.text(4, 3, product, "barun_b", 8.5)
    s.text(4, 14, what if len(what) < 44 else what[:41] + "...", "barun", 5.2)
    s.text(4, 21, maker, "barun", 5.5)
    s.label(4, 31, "SERIAL", "barun", 5.5)
    s.text(25, 30, serial, "barun_b", 7)
    s.label(84, 31, "EXP", "barun", 5.5)
    s.text(98, 30, f"{expiry:%m %Y}", "barun_b", 6.5)
    return s


def branded(product: str) -> str:
    """The product as its sticker prints it: DEFENSOR® 3."""
    first, _, rest = product.partition(" ")
    return f"{first.upper()}® {rest}"


def sticker_card(f: Facts, rng: random.Random) -> tuple[list[Sheet], Truth]:
    s = Sheet(396, 612, paper=(250, 247, 236))
    ink = rng.choice(((30, 50, 160), (20, 20, 30), (0, 90, 110)))
    style = rng.choice((1, 2, 4))
    d = lambda day: us(day, style)  # noqa: E731
    s.centre(198, 22, f.clinic, "arap_b", 14)
    s.centre(198, 42, f.clinic_address, "arap", 8.5)
    s.centre(198, 54, f.clinic_phone, "arap", 8.5)
    s.centre(198, 74, "PET HEALTH RECORD", "arap_b", 12)
    s.labels.append("PET HEALTH RECORD")
    hand = {"face": "brush", "size": 19.0, "ink": ink, "rng": rng}
    for x, y, label, value, end in (
        (20, 100, "Pet's name", f.dog, 230),
        (240, 100, "Sex", "M" if f.male else "F", 376),
        (20, 122, "Owner", f.owner, 376),
        (20, 144, "Breed", f.breed, 250),
        (260, 144, "Color", f.colour, 376),
        (20, 166, "Birthdate", d(f.born), 200),
    ):
        pen(s, blank(s, x, y, label, end, "arap"), y - 6, value, **hand)  # type: ignore[arg-type]
    heads = (("Vaccine", 20), ("Date given", 176), ("Next due", 256), ("Dr.", 336))
    s.box(20, 196, 356, 16, width=0.8, fill=(232, 226, 208))
    for head, x in heads:
        s.label(x + 4, 199, head, "arap_b", 9)
    with_due, with_tag, with_vet = rng.random() < 0.75, rng.random() < 0.5, rng.random() < 0.5
    doctor = "".join(w[0] for w in f.vet.split()[:2])
    rows: list[tuple[str, str, str, str, str, date, str | None]] = []
    for kind, (product, what, maker) in ((k, rng.choice(v)) for k, v in OTHERS.items()):
        given = f.vaccinated - timedelta(days=rng.choice((0, 0, 21, 365)))
        serial = f"{rng.randint(100000, 999999)}{rng.choice('ABC')}"
        due = d(add_years(given, 1)) if rng.random() < 0.8 else None
        rows.append((kind, product, what, maker, serial, given, due))
    what = "Rabies Vaccine, Killed Virus"
    rabies = ("Rabies", branded(f.product), what, f.maker, f.lot, f.vaccinated,
              d(f.expires) if with_due else None)  # fmt: skip
    rows.insert(rng.randrange(1, 3), rabies)
    y = 214.0
    for kind, product, what, maker, serial, given, due in rows:
        s.rule(20, y + 54, 376, y + 54, width=0.5)
        expiry = (
            f.lot_expires if kind == "Rabies" else given + timedelta(days=rng.randint(200, 600))
        )
        label = sticker(product, what, maker, serial, expiry)
        s.items.append(Patch(rng.uniform(22, 30), y + rng.uniform(4, 8), label, rng.uniform(-4, 4)))
        pen(s, 180, y + 16, d(given), **hand)  # type: ignore[arg-type]
        if due:
            pen(s, 260, y + 16, due, **hand)  # type: ignore[arg-type]
        pen(s, 340, y + 16, doctor, **hand)  # type: ignore[arg-type]
        y += 56
    for _, x in heads[1:]:
        s.rule(x, 196, x, y, width=0.6)
    s.box(20, 196, 356, y - 196, width=0.8, ink=(60, 60, 60))
    at = blank(s, 20, y + 18, "Rabies tag no.", 200, "arap")
    if with_tag:
        pen(s, at, y + 12, f.tag, **hand)  # type: ignore[arg-type]
    at = blank(s, 20, y + 44, "Veterinarian", 300, "arap")
    if with_vet:
        pen(s, at, y + 38, f"Dr. {f.vet}", **hand)  # type: ignore[arg-type]
    s.label(20, 590, "Bring this card to every visit.", "arap", 8.5)
    return [s], Truth(
        vaccinated=f.vaccinated,
        expires=f.expires if with_due else None,
        tag=f.tag if with_tag else None,
        veterinarian=f.vet if with_vet else None,
        clinic=f.clinic,
        dog=f.dog,
        owner=f.owner,
        product=f.product,
        lot=f.lot,
    )
