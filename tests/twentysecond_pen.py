"""The twenty-second set's papers filled in by pen. An EU pet passport opened at its rabies page for
a family that moved to New York: the left page describing the dog (and its microchip's sticker),
the right page's entries each with the vaccine's peel-off sticker (product, maker, batch), the
day-first dates written in (vaccination, valid from, valid until) and the vet's stamp and
signature, an older entry above the newest at times. A boarding kennel's check-in checklist: the
guest and owner lines, the stay's dates, and a vaccine table a clerk filled in from the owner's
papers. A vet's business card whose back carries a handwritten note of the shot, for an owner
who lost the certificate; the card's front and back scanned side by side."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentysecond_abroad import LANGS
from tests.twentysecond_canvas import Sheet
from tests.twentysecond_faces import PENS
from tests.twentysecond_facts import (
    EU_DOGS,
    EU_VACCINES,
    HAND_EU,
    HAND_US,
    day_between,
    facts,
    fmt_date,
    lot,
    phone,
    plus_years,
    term_text,
)

INKS = ((26, 44, 150), (28, 28, 36), (16, 80, 170), (70, 30, 120))
STAMP_INK = ((70, 60, 170), (40, 90, 160), (150, 40, 60))
LOCAL = {
    "de": "Impfung gegen Tollwut",
    "it": "Vaccinazione antirabbica",
    "pl": "Szczepienie przeciwko wściekliźnie",
}
KENNELS = (
    "Happy Tails Boarding & Daycare",
    "{town} Pet Resort",
    "Bark Avenue Kennels",
    "Whispering Pines Boarding Kennel",
    "The Dog House Inn",
)
CLINICS = (
    "Cedar Hollow Pet Clinic",
    "{town} Animal Hospital",
    "Brightwater Animal Hospital",
    "Old Orchard Veterinary Clinic",
    "{town} Veterinary Associates",
)


def _stamp(s: Sheet, rng: random.Random, x: float, y: float, lines: list[str]) -> None:
    ink = rng.choice(STAMP_INK)
    a = rng.uniform(-8, 8)
    s.box(x, y, 150, 46, line=ink, lw=1.1)
    for i, line in enumerate(lines):
        s.text(
            x + 5,
            y + 13 + 12 * i,
            line,
            "klaudia-bold" if i == 0 else "klaudia",
            7,
            ink,
            angle=a * 0.15,
        )


def eu_passport(rng: random.Random) -> tuple[Sheet, Truth]:
    code = rng.choice(tuple(LANGS))
    clinic = rng.choice(LANGS[code]["clinics"])
    f = facts(rng, clinic, date(2023, 9, 1), date(2026, 8, 30), lapse=0.1, vaccines=EU_VACCINES)
    f.dog = rng.choice(EU_DOGS)
    vets = [f"{t} {n}" for t, n in LANGS[code]["vets"]]
    title, f.vet = rng.choice(LANGS[code]["vets"])
    vet_line = f"{title} {f.vet}"
    city = rng.choice(LANGS[code]["where"])
    st, pen, ink = rng.choice(HAND_EU), rng.choice(PENS), rng.choice(INKS)
    s = Sheet(720, 470, paper=(234, 239, 247))
    s.box(356, 0, 8, 470, fill=(214, 220, 232), line=None)  # the gutter
    s.text(20, 30, "III. DESCRIPTION OF THE ANIMAL", "graphic-bold", 9, label=True)
    born = f.given - timedelta(days=rng.randrange(500, 4000))
    rows = [
        ("Name", f.dog),
        ("Species", "Canis familiaris"),
        ("Breed", f.breed),
        ("Sex", rng.choice(("M", "F"))),
        ("Date of birth (dd/mm/yyyy)", fmt_date(born, st)),
        ("Colour", f.colour),
    ]
    y = 62.0
    for label, value in rows:
        s.text(20, y - 14, label, "graphic", 6.5, label=True)
        s.rule(20, y + 3, 340, y + 3, 0.4, (120, 130, 150))
        s.pen(rng, 40, y, value, pen, 11, ink)
        y += 36
    s.text(20, y + 4, "IV. MARKING OF THE ANIMAL", "graphic-bold", 9, label=True)
    s.box(20, y + 14, 180, 34, fill=(255, 255, 255), line=(150, 150, 150))
    for i in range(40):  # the transponder sticker's bar code
        s.rule(26 + i * 2.6, y + 18, 26 + i * 2.6, y + 34, rng.choice((0.6, 1.2)))
    s.text(
        26,
        y + 44,
        f"{rng.choice(('276', '380', '616'))}0981{rng.randrange(10**8, 10**9)}",
        "typo",
        7,
    )
    chipped = born + timedelta(days=rng.randrange(60, 200))
    s.text(210, y + 22, "Date of application (dd/mm/yyyy)", "graphic", 6.5, label=True)
    s.pen(rng, 214, y + 42, fmt_date(chipped, st), pen, 10.5, ink)
    s.text(20, 458, "2", "graphic", 7)
    s.text(380, 30, "V. VACCINATION AGAINST RABIES", "graphic-bold", 9, label=True)
    s.text(380, 42, LOCAL[code], "klaudia", 8, label=True)
    prior = rng.random() < 0.5
    entries = []
    if prior:
        old = plus_years(f.given, -rng.choice((1, 2, 3))) + timedelta(days=rng.randrange(-20, 20))
        old_product, old_term, old_maker = rng.choice(EU_VACCINES)
        other_vet = rng.choice([v for v in vets if v != vet_line])
        entries.append((old_product, old_maker, lot(rng), old, old_term, other_vet, True))
    entries.append((f.product, f.maker, f.lot, f.given, f.term, vet_line, not prior))
    y = 58.0
    for product, maker, batch, given, term, vet, first in entries:
        s.box(376, y, 330, 186, line=(120, 130, 150), lw=0.6)
        s.text(
            382,
            y + 12,
            "1. Manufacturer and name of vaccine / 2. Batch number",
            "graphic",
            6.5,
            label=True,
        )
        s.box(382, y + 18, 150, 48, fill=(255, 255, 255), line=(170, 170, 170))
        s.text(388, y + 31, product, "loma-bold", 8.5)
        s.text(388, y + 43, maker, "loma", 7)
        s.text(388, y + 57, f"Lot {batch}", "loma", 8)
        valid_from = given + timedelta(days=21) if first else given
        until = plus_years(given, term)
        for i, (label, d) in enumerate(
            (("3. Vaccination date", given), ("4. Valid from", valid_from), ("5. until", until))
        ):
            yy = y + 86 + 30 * i
            s.text(382, yy - 10, f"{label} (dd/mm/yyyy)", "graphic", 6.5, label=True)
            s.pen(rng, 392, yy + 8, fmt_date(d, st), pen, 11, ink)
        s.text(548, y + 12, "6. Authorised veterinarian", "graphic", 6.5, label=True)
        name_clinic = clinic if vet == vet_line else rng.choice(LANGS[code]["clinics"])
        _stamp(s, rng, 548, y + 24, [name_clinic, vet, city])
        s.scrawl(rng, 560, y + 110, 110, color=ink)
        y += 196
    s.text(700, 458, "9", "graphic", 7, align="r")
    return s, f.truth(tag=False, owner=False)


def kennel_checklist(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), date(2023, 10, 1), date(2026, 11, 20), lapse=0.2)
    st, pen, ink = rng.choice(HAND_US), rng.choice(PENS), rng.choice(INKS)
    kennel = rng.choice(KENNELS).format(town=f.town)
    s = Sheet(612, 520, paper=rng.choice(((255, 255, 255), (255, 252, 235), (240, 248, 240))))
    s.text(306, 42, kennel, "murmure", 24, align="c")
    s.text(306, 58, f"{f.town}, NY · {phone(rng, f.area)}", "loma", 8.5, align="c")
    s.text(40, 86, "BOARDING CHECK-IN CHECKLIST", "loma-bold", 11, label=True)
    stay = day_between(
        rng, f.given + timedelta(days=5), min(plus_years(f.given, 1), date(2026, 12, 1))
    )
    rows = [
        ("Guest name", f.dog),
        ("Owner", f.owner),
        ("Cell", phone(rng, f.area)),
        ("Check-in", fmt_date(stay, st)),
        ("Check-out", fmt_date(stay + timedelta(days=rng.randrange(2, 10)), st)),
        ("Run #", str(rng.randrange(1, 40))),
    ]
    for i, (label, value) in enumerate(rows):
        x, y = 40 + (i % 2) * 280, 116 + (i // 2) * 28
        end = s.text(x, y, f"{label}:", "loma", 9, label=True)
        s.rule(end + 4, y + 3, x + 262, y + 3, 0.5)
        s.pen(rng, end + 10, y - 1, value, pen, 11.5, ink)
    y = 116 + 3 * 28 + 14
    s.text(40, y, "VACCINATIONS (proof required)", "loma-bold", 9.5, label=True)
    cols = (40, 150, 260, 370, 540)
    heads = ("Vaccine", "Date given", "Expires", "Vet / clinic", "Seen")
    y += 20
    for x, h in zip(cols, heads, strict=True):
        s.text(x + 4, y, h, "loma-bold", 8.5, label=True)
    s.box(40, y - 13, 532, 18, line=(60, 60, 60), lw=0.6)
    mode = rng.choice(("date", "date", "term", "none"))
    y += 5
    for name in ("Rabies", "DHPP", "Bordetella", "Canine influenza"):
        s.box(40, y, 532, 30, line=(60, 60, 60), lw=0.6)
        for x in cols[1:]:
            s.rule(x, y, x, y + 30, 0.6, (60, 60, 60))
        s.text(44, y + 19, name, "loma", 9.5, label=True)
        if name == "Rabies":
            s.pen(rng, 156, y + 20, fmt_date(f.given, st), pen, 11, ink)
            if mode != "none":
                due = fmt_date(f.due, st) if mode == "date" else term_text(f.term, rng)
                s.pen(rng, 266, y + 20, due, pen, 11, ink)
            s.pen(rng, 374, y + 19, f.clinic, pen, 9, ink)
            s.tick(550, y + 20, ink)
        elif rng.random() < 0.75:
            other = day_between(rng, f.given - timedelta(days=200), f.given + timedelta(days=60))
            s.pen(rng, 156, y + 20, fmt_date(other, st), pen, 11, ink)
            s.tick(550, y + 20, ink)
        y += 30
    tagged = rng.random() < 0.75
    named = rng.random() < 0.5
    y += 30
    if tagged:
        end = s.text(40, y, "Rabies tag #:", "loma", 9, label=True)
        s.rule(end + 4, y + 3, 260, y + 3, 0.5)
        s.pen(rng, end + 10, y - 1, f.tag, pen, 11.5, ink)
    if named:
        end = s.text(300, y, "Vet:", "loma", 9, label=True)
        s.rule(end + 4, y + 3, 572, y + 3, 0.5)
        s.pen(rng, end + 10, y - 1, f"Dr. {f.vet}", pen, 11.5, ink)
    y += 30
    s.text(40, y, "Proof seen as:", "loma", 9, label=True)
    x = 120.0
    for i, way in enumerate(("paper certificate", "emailed by vet", "vet called")):
        s.box(x, y - 9, 10, 10, line=(60, 60, 60), lw=0.6)
        if i == rng.randrange(3):
            s.tick(x + 1, y, ink)
        x = s.text(x + 14, y, way, "loma", 9, label=True) + 18
    s.text(40, y + 30, "Staff initials:", "loma", 9, label=True)
    s.pen(rng, 120, y + 29, rng.choice(("JM", "kd", "T.R.", "AL")), pen, 12, ink)
    s.text(
        40,
        500,
        "No dog may board without a current rabies vaccination (NY Public Health Law).",
        "loma",
        7.5,
    )
    t = f.truth(expires=mode != "none", tag=tagged, vet=named, product=False, lot=False)
    return s, t


def business_card_note(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), date(2023, 6, 1), date(2026, 11, 25), lapse=0.15)
    st, pen, ink = rng.choice(HAND_US), rng.choice(PENS), rng.choice(INKS)
    s = Sheet(560, 200, paper=(246, 246, 243))
    face = rng.choice(("berenika", "graphic", "batang"))
    card = rng.choice(((255, 255, 252), (250, 246, 236), (240, 246, 252)))
    for x in (18, 290):
        s.box(x, 26, 252, 148, fill=card, line=(200, 200, 200), lw=0.4)
    accent = rng.choice(((30, 100, 90), (120, 40, 40), (40, 60, 120)))
    s.ring(46, 62, 16, accent, 2)
    s.text(46, 67, f.clinic[0], "berenika-bold", 14, accent, align="c")
    s.text(70, 58, f.clinic, f"{face}-bold", 10.5 if len(f.clinic) < 26 else 9, accent)
    s.text(70, 72, "Small animal medicine & surgery", face, 7)
    s.text(30, 112, f"{f.vet}, DVM", f"{face}-bold", 11)
    s.text(30, 126, rng.choice(("Associate Veterinarian", "Medical Director", "Owner")), face, 8)
    s.text(30, 150, f"{f.street}, {f.town}, NY {f.zip}", face, 7.5)
    s.text(30, 162, f"{phone(rng, f.area)} · fax {phone(rng, f.area)}", face, 7.5)
    mode = rng.choice(("date", "term", "term", "none"))
    tagged = rng.random() < 0.8
    owner = rng.random() < 0.3
    lines = [
        f"{f.dog} - rabies vacc.",
        f"given {fmt_date(f.given, st)}",
        f"{f.product} lot {f.lot}",
    ]
    if owner:
        lines.insert(0, f"for {f.owner}")
    if tagged:
        lines.append(f"Tag # {f.tag}")
    if mode == "date":
        lines.append(f"next due {fmt_date(f.due, st)}")
    elif mode == "term":
        lines[-2 if tagged else -1] += f" ({term_text(f.term, rng)})"
    y = 46.0
    for line in lines:
        s.pen(rng, 300 + rng.uniform(0, 8), y, line, pen, 11, ink)
        y += 20
    s.pen(rng, 440, y - 2, f"- {f.vet.split()[0][0]}{f.vet.split()[-1][0]}", pen, 11, ink)
    return s, f.truth(expires=mode != "none", tag=tagged, owner=owner)
