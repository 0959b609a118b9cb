"""A page of a practice's rabies clinic log, filled in by a vet tech's neat print (fifteenth set):
the clinic's day, site, vet, vaccine and serial written once at the top, then a dozen ruled rows
of owners and dogs with their tags handed out in order and each dog's previous shot; the
resident's row is highlighted and a sticky note says this copy is the owner's. Only that row is
the truth; the log gives no expiry, only a term."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.fifteenth_draw import BLACK, Glow, Patch, Rule, Sheet
from tests.fifteenth_facts import COLOURS, DOGS, OWNERS, STREETS, Facts, phone, us
from tests.fifteenth_pen import blank, pen
from tests.heldout_certificates import Truth

COLUMNS = (  # (head, width in points)
    ("#", 20), ("Owner's name", 122), ("Address", 128), ("Phone", 82), ("Dog's name", 78),
    ("Breed / color", 96), ("Age", 30), ("Sex", 30), ("Prev. rabies", 66), ("Yr", 22),
    ("Tag no.", 58),
)  # fmt: skip
SHORT = ("Lab mix", "Beagle", "GSD", "Pit mix", "Doodle", "Husky", "Shih Tzu", "Boxer",
         "Hound mix", "Collie", "Yorkie", "Chi mix")  # fmt: skip
SITES = ("Pompey Fire Hall", "Town of Clay Highway Garage", "Manlius Village Hall",
         "Tully Elementary lot", "Cicero Fire Dept.", "Lafayette Grange")  # fmt: skip


def clinic_log(f: Facts, rng: random.Random) -> tuple[list[Sheet], Truth]:
    s = Sheet(792, 612, paper=(252, 252, 248))
    ink = rng.choice((BLACK, (25, 35, 120)))
    style = rng.choice((1, 2))
    d = lambda day: us(day, style)  # noqa: E731
    s.text(30, 24, f.clinic.upper(), "osi", 15)
    s.label(30, 44, "RABIES VACCINATION CLINIC — LOG SHEET", "osi", 11)
    s.right(762, 26, f.clinic_address, "osi", 8.5)
    s.right(762, 38, f.clinic_phone, "osi", 8.5)
    hand = dict(face="yeon", size=13.0, ink=ink, rng=rng, hand=0.8)
    top = (
        (30, 70, "Clinic date", d(f.vaccinated), 200),
        (215, 70, "Site", rng.choice(SITES), 470),
        (485, 70, "Sheet", f"{rng.randint(2, 4)} of {rng.randint(5, 6)}", 560),
        (575, 70, "Term", "1 yr & 3 yr", 762),
        (30, 94, "Veterinarian", f"Dr. {f.vet}", 290),
        (305, 94, "Vaccine", f.product, 480),
        (495, 94, "Serial", f.lot, 650),
        (665, 94, "Exp.", f"{f.lot_expires:%m/%y}", 762),
    )
    for x, y, label, value, end in top:
        pen(s, blank(s, x, y, label, end, "osi"), y - 2, value, **hand)  # type: ignore[arg-type]
    x, y = 30.0, 124.0
    s.box(30, y, 732, 18, width=0.9, fill=(236, 236, 236))
    for head, w in COLUMNS:
        s.label(x + 3, y + 4, head, "osi", 8.5)
        x += w
    count, mine = 12, rng.randrange(1, 11)
    first = rng.randint(1, 40) * 12 - 11
    base = rng.randint(5000, 8800)
    prefix = rng.choice(("", f"{f.vaccinated:%y}-", "R"))
    owners = rng.sample([o for o in OWNERS["ny"] if o != f.owner], count)
    dogs = rng.sample([g for g in DOGS["ny"] if g != f.dog], count)
    filled = rng.randint(max(mine + 1, 8), count)
    mine_tag = ""
    y += 18
    for row in range(count):
        s.rule(30, y + 26, 762, y + 26, width=0.5)
        s.label(33, y + 8, str(first + row), "osi", 8.5)
        if row == mine:
            s.items.append(Glow(31, y + 1, 730, 24, rng.choice(((255, 236, 60), (140, 250, 140)))))
        if row < filled:
            this = row == mine
            prev = (f.previous if this else
                    f.vaccinated - timedelta(days=rng.randint(330, 1200)))  # fmt: skip
            town = rng.choice(("Manlius", "Pompey", "Fabius", "Cazenovia", "Delphi Falls"))
            tag = f"{prefix}{base + row}"
            values = [
                f.owner if this else owners[row],
                f"{rng.randint(10, 4999)} {rng.choice(STREETS)}, {town}",
                phone(rng, "315")[6:],
                f.dog if this else dogs[row],
                f"{rng.choice(SHORT)} / {rng.choice(COLOURS['ny'])}",
                str(rng.randint(1, 13)),
                rng.choice(("M", "F", "MN", "FS")),
                rng.choice((d(prev), d(prev), "none", "?")),
                str(f.years if this else rng.choice((1, 3))),
                tag,
            ]
            mine_tag = tag if this else mine_tag
            x = 30.0 + COLUMNS[0][1]
            for value, (_, w) in zip(values, COLUMNS[1:], strict=True):
                size = min(13.0, 12.0 * (w - 9) / max(1.0, s.wide(value, "yeon", 13)))
                pen(s, x + 3, y + 6, value, "yeon", size, ink, rng, 0.8)
                x += w
        y += 26
    x = 30.0
    for _, w in COLUMNS:
        s.rule(x, 124, x, y, width=0.6)
        x += w
    s.rule(x, 124, x, y, width=0.6)
    note = Sheet(170, 84, paper=(255, 238, 130))
    for k, line in enumerate(("Copy for owner -", "certificate will be", "mailed. Thanks! - J")):
        note.text(10, 10 + 22 * k, line, "brush", 17, ink=(30, 30, 140), hand=1.0)
    s.items.append(Patch(rng.uniform(560, 600), 500, note, rng.uniform(-5, 5)))
    s.label(30, 560, "Owner consents to vaccination and states the dog has not bitten anyone in "
            "the last 10 days.", "osi", 8)  # fmt: skip
    s.items.append(Rule([(30, 582), (300, 582)], 0.5, BLACK))
    return [s], Truth(
        vaccinated=f.vaccinated,
        expires=None,
        tag=mine_tag,
        veterinarian=f.vet,
        clinic=f.clinic,
        dog=f.dog,
        owner=f.owner,
        product=f.product,
        lot=f.lot,
    )
