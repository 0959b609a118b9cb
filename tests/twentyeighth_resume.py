"""A printed paper of the twenty-eighth set: the pet résumé an owner makes for a landlord or a
co-op board when applying for a flat (a habit in New York City that moved upstate with them),
laid out in a design app or a word processor. Either a coloured side column with the dog's photo
in a circle and its quick facts (the label small above its value, or beside it), or one column
under a centred heading; a few sentences about the dog, its health (the rabies shot among the
other vaccines in a small table, or in running lines: when, where, at times until when and the
tag), its manners, references with their phones, and the owner's contact (at times only first
names). Dates as the owner typed them; the other shots' dates stand close to the rabies one."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyeighth_canvas import Color, Sheet, tint
from tests.twentyeighth_faces import width
from tests.twentyeighth_facts import (
    FIRST,
    TODAY,
    day_between,
    facts,
    fmt_date,
    person,
    phone,
    plus_years,
)

PRACTICES = ("{place} Animal Hospital", "Northside Veterinary Clinic", "{place} Pet Care Center",
             "Brewerton Road Animal Hospital", "Paws & Claws Veterinary of {place}",
             "Lakeshore Vet Clinic")  # fmt: skip
THEMES: tuple[tuple[str, str, Color, Color], ...] = (
    ("quicksand-bold", "lato", (236, 226, 246), (88, 56, 140)),
    ("spartan-bold", "karla", (224, 240, 234), (30, 96, 80)),
    ("comfortaa-bold", "opensans", (252, 236, 222), (170, 80, 40)),
)
FURS: tuple[Color, ...] = (
    (214, 170, 110),
    (40, 34, 32),
    (238, 232, 220),
    (150, 96, 60),
    (120, 120, 128),
)
MANNERS = ("Crate trained and quiet when left alone",
           "Walks nicely on a leash; knows sit, down, stay",
           "Friendly with children, cats and other dogs", "House trained since 10 weeks",
           "Goes to doggy daycare twice a week", "Completed Basic Manners class",
           "Does not bark at hallway noise")  # fmt: skip


def wrap(text: str, face: str, size: float, room: float) -> list[str]:
    lines, line = [], ""
    for word in text.split(" "):
        trial = f"{line} {word}".strip()
        if line and width(trial, face, size) > room:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line]


def photo(sheet: Sheet, rng: random.Random, cx: float, cy: float, r: float, back: Color) -> None:
    """The dog's photo cropped to a circle: a backdrop, the head, the ears, the eyes and nose."""
    fur = rng.choice(FURS)
    dark = tint(fur, -60)
    sheet.box(cx - r, cy - r, 2 * r, 2 * r, back, (255, 255, 255), 3, -1)
    for s in (-1, 1):  # the ears, the head, the muzzle, the eyes
        ear = [(0.55, -0.25), (0.62, -0.8), (0.18, -0.45)]
        sheet.shape([(cx + s * r * a, cy + r * b) for a, b in ear], dark)
    sheet.box(cx - r * 0.52, cy - r * 0.55, r * 1.04, r * 1.0, fur, None, 0, -1)
    sheet.box(cx - r * 0.28, cy - r * 0.02, r * 0.56, r * 0.46, tint(fur, 25), None, 0, -1)
    for s in (-1, 1):
        sheet.box(
            cx + s * r * 0.2 - r * 0.06, cy - r * 0.2, r * 0.12, r * 0.12, (20, 16, 14), None, 0, -1
        )
    sheet.box(cx - r * 0.1, cy + r * 0.05, r * 0.2, r * 0.13, (24, 20, 20), None, 0, -1)
    sheet.box(cx - r * 0.6, cy + r * 0.45, r * 1.2, r * 0.5, dark, None, 0, -1)


def pet_resume(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.1)
    head, body, pale, strong = rng.choice(THEMES)
    hb = f"{body}-bold"
    st = rng.choice((0, 1, 3, 4, 8))
    he = rng.random() < 0.5
    me = "He" if he else "She"
    sheet = Sheet(612, 792)
    side = rng.random() < 0.55
    age = (TODAY - f.born).days // 365
    chip = f"{rng.choice(('985', '900', '956'))}{rng.randrange(10**11, 10**12)}"
    quick = [("Breed", f.breed), ("Age", f"{age} years" if age > 1 else "1 year"),
             ("Weight", f"{rng.randrange(9, 85)} lbs"),
             ("Sex", "Male, neutered" if he else "Female, spayed"),
             ("Color", f.colour), ("Microchip", chip)]  # fmt: skip
    if side:
        sheet.box(0, 0, 206, 792, pale, None)
        photo(sheet, rng, 103, 118, 66, tint(pale, 12))
        y = 228.0
        sheet.text(103, y, f.dog, head, 24, strong, align="c")
        y += 30
        beside = rng.random() < 0.5
        for lab, val in quick:
            if beside:
                sheet.label(24, y, f"{lab}:", hb, 9, strong)
                sheet.value(86, y, val, body, 9 if width(val, body, 9) < 110 else 7.5)
                y += 18
            else:
                sheet.label(24, y, lab.upper(), hb, 7.5, strong)
                sheet.value(24, y + 13, val, body, 10 if width(val, body, 10) < 165 else 8)
                y += 32
        x0, x1, y = 232.0, 580.0, 70.0
        sheet.text(x0, y, "PET RÉSUMÉ", hb, 10, strong, label=True)
        sheet.text(x0, y + 30, f"Hi, I'm {f.dog}!", head, 26, strong)
        y += 62
    else:
        x0, x1 = 64.0, 548.0
        sheet.text(306, 64, f"{f.dog}'s Pet Resume", head, 26, strong, align="c")
        sheet.rule(x0, 78, x1, 78, 1.2, strong)
        facts_line = "  ·  ".join(v for _, v in quick[:5])
        sheet.text(
            306, 96, facts_line, body, 9.5 if width(facts_line, body, 9.5) < 480 else 8, align="c"
        )
        sheet.text(306, 110, f"Microchip {quick[5][1]}", body, 8.5, (90, 90, 96), align="c")
        y = 140.0
    where = rng.choice(("Maple Court Apartments", "the board of 22 Oswego Street Cooperative",
                        "Bayberry Pines Townhomes", "Henry Clay Commons"))  # fmt: skip
    about = (f"{me} is a {age}-year-old {f.breed.lower()} who loves long walks, naps in the sun "
             f"and meeting new people. Prepared for {where} with my owner's rental "
             "application.")  # fmt: skip

    def heading(title: str) -> None:
        nonlocal y
        sheet.text(x0, y, title, head, 13, strong, label=True)
        sheet.rule(x0, y + 5, x1, y + 5, 0.5, strong)
        y += 22

    heading("About me")
    for line in wrap(about, body, 10, x1 - x0):
        sheet.text(x0, y, line, body, 10)
        y += 14
    y += 12
    heading("Health & vaccinations")
    vet_shown, clinic_shown = rng.random() < 0.75, rng.random() < 0.85
    who = ", ".join(
        [*([f"Dr. {f.vet}"] if vet_shown else []), *([f.clinic] if clinic_shown else [])]
    )
    if who:
        end = sheet.label(x0, y, "Veterinarian:", hb, 10)
        who = f"{who} · {phone(rng, 0)}" if width(who, body, 10) < 200 else who
        sheet.value(end + 6, y, who, body, min(10, 10 * (x1 - end - 8) / width(who, body, 10)))
        y += 18
    tagged, due_shown = rng.random() < 0.7, rng.random() < 0.55
    named = rng.random() < 0.4
    lot_shown = named and rng.random() < 0.35
    term_shown = not due_shown and rng.random() < 0.6
    near = (f.given - timedelta(days=150), min(TODAY, f.given + timedelta(days=90)))
    names = rng.sample(("DHPP", "Bordetella", "Leptospirosis", "Lyme", "Canine flu"), 2)
    others = [(n, day_between(rng, *near)) for n in names]
    if rng.random() < 0.5:  # a table
        cols = (x0, x0 + 130, x0 + 230)
        for x, h in zip(cols, ("Vaccine", "Date given", "Next due"), strict=True):
            sheet.label(x, y, h, hb, 9, strong)
        y += 6
        term = f" ({f.term} yr)" if term_shown else ""
        rows = [(f"Rabies{term}", f.given, f.due if due_shown else None)]
        rows += [(n, d, plus_years(d, 1)) for n, d in others]
        rng.shuffle(rows)
        for name, d, due in rows:
            y += 16
            sheet.rule(x0, y - 12, x1, y - 12, 0.3, (200, 200, 204))
            sheet.text(cols[0], y, name, body, 9.5)
            sheet.value(cols[1], y, fmt_date(d, st), body, 9.5)
            sheet.value(cols[2], y, fmt_date(due, st) if due else "—", body, 9.5)
        y += 18
        vial = f"vaccine {f.product}" + (f", lot {f.lot}" if lot_shown else "")
        extra = [*([f"Rabies tag #{f.tag}"] if tagged else []), *([vial] if named else [])]
        if extra:
            sheet.value(x0, y, " · ".join(extra), body, 9)
            y += 16
    else:  # running lines
        line = f"Rabies: given {fmt_date(f.given, st)}"
        if term_shown:
            line += f" ({f.term}-year vaccine)"
        if due_shown:
            line += f", good through {fmt_date(f.due, st)}"
        parts = [line]
        if tagged:
            parts.append(f"Rabies tag #{f.tag}")
        if named:
            parts.append(f"Vaccine: {f.product}" + (f" (lot {f.lot})" if lot_shown else ""))
        parts += [f"{n}: {fmt_date(d, st)}" for n, d in others]
        parts.append(
            rng.choice(
                (
                    "Monthly heartworm and flea prevention",
                    "Spayed/neutered, healthy at last checkup",
                )
            )
        )
        for p in parts:
            for i, piece in enumerate(wrap(p, body, 10, x1 - x0 - 12)):
                if i == 0:
                    sheet.text(x0, y, "•", body, 10, strong)
                sheet.value(x0 + 12, y, piece, body, 10)
                y += 14
        y += 4
    y += 14
    heading("Training & manners")
    for m in rng.sample(MANNERS, 3):
        sheet.text(x0, y, "•", body, 10, strong)
        sheet.text(x0 + 12, y, m, body, 10)
        y += 14
    y += 14
    heading("References")
    for role in ("Previous landlord", "Dog walker"):
        sheet.text(
            x0,
            y,
            f"{role}: {person(rng)}, {phone(rng, 1, rng.choice(('718', '347', '315')))}",
            body,
            10,
        )
        y += 14
    y += 14
    heading("Contact my human" if rng.random() < 0.5 else "Owner")
    owner_shown = rng.random() < 0.75
    name = f.owner if owner_shown else f"{f.owner.split()[0]} & {rng.choice(FIRST)}"
    sheet.value(x0, y, name, hb, 11)
    first, last = f.owner.split()[0].lower(), f.owner.split()[-1].lower().replace("'", "")
    mail = f"{first}.{last}@mail.example"
    sheet.text(x0, y + 15, f"{phone(rng, 0)}  ·  {mail}", body, 9.5)
    sheet.text(
        x0,
        y + 29,
        f"{f.street}, {f.town}, NY {f.zip}"
        if rng.random() < 0.5
        else "References available on request",
        body,
        9.5,
    )
    shown = {
        "tag": tagged,
        "lot": lot_shown,
        "product": named,
        "vet": vet_shown,
        "clinic": clinic_shown,
    }
    shown["owner"] = owner_shown
    assert y < 760, y
    return sheet, f.truth(expires=due_shown or term_shown, **shown)
