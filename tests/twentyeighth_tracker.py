"""A paper of the twenty-eighth set filled by pen: a "pet health record" printable an owner bought
online and printed at home, filled in with coloured gel pens from the vet's papers. A pastel band
with a script title and paw prints, the pet's details on short lines beside their labels (name,
breed, birthday, microchip, the vet and the vet's phone, at times the owner), then a vaccination
table (vaccine, date given, next due, vet or clinic, notes) with a row for each shot: the puppy
shots, Bordetella, Lyme, and the rabies shot with, as the owner copied it, its next due date,
the term or the tag in the notes; at times the rabies shot before it in an earlier row."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentyeighth_canvas import Color, Sheet, tint, wash
from tests.twentyeighth_faces import PENS, fit
from tests.twentyeighth_facts import (
    HAND_STYLES,
    TODAY,
    day_between,
    facts,
    fmt_date,
    phone,
    plus_years,
)

PRACTICES = ("{place} Animal Hospital", "Bayberry Veterinary Clinic", "{place} Pet Hospital",
             "Northern Lights Animal Care", "Clay Family Vet")  # fmt: skip
THEMES: tuple[tuple[Color, Color, str], ...] = (
    ((240, 150, 170), (120, 60, 90), "leckerli"),
    ((130, 190, 200), (30, 90, 110), "dancing-bold"),
    ((190, 170, 230), (80, 60, 130), "leckerli"),
)
GELS: tuple[Color, ...] = (
    (120, 40, 150),
    (20, 110, 120),
    (170, 28, 96),
    (30, 30, 40),
    (30, 60, 160),
)
SHOTS = ("DHPP", "Bordetella", "Lyme", "Lepto", "Canine flu")


def _paw(sheet: Sheet, x: float, y: float, s: float, c: Color) -> None:
    sheet.box(x - s * 0.45, y - s * 0.1, s * 0.9, s * 0.75, c, None, 0, -1)
    for dx, dy in ((-0.55, -0.45), (-0.2, -0.75), (0.2, -0.75), (0.55, -0.45)):
        sheet.box(x + dx * s - s * 0.16, y + dy * s - s * 0.2, s * 0.32, s * 0.4, c, None, 0, -1)


def tracker_printable(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.12)
    band, dark, script = rng.choice(THEMES)
    hand = rng.choice(PENS)
    gel = rng.choice(GELS)
    tool = rng.choice(("gel", "gel", "felt"))
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792)
    sheet.box(30, 28, 552, 84, wash(band, 0.35), None, radius=16)
    sheet.text(306, 78, "Pet Health Record", script, 32, dark, align="c", label=True)
    sheet.text(306, 100, "VACCINATION TRACKER", "comfortaa-bold", 9, dark, align="c", label=True)
    for x, y, s in ((70, 60, 18), (96, 84, 12), (540, 60, 18), (516, 86, 12)):
        _paw(sheet, x, y, s, wash(band, 0.8))

    def write(x: float, y: float, s: str, room: float, size: float = 13) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), gel, tool, slant=rng.uniform(-2, 6))

    def field(x: float, y: float, x1: float, lab: str, val: str) -> None:
        end = sheet.label(x, y, lab, "comfortaa-bold", 9, dark) + 6
        sheet.rule(end, y + 2, x1, y + 2, 0.6, wash(dark, 0.6))
        if val:
            write(end + 4, y - 1, val, x1 - end - 8)

    vet_top = rng.random() < 0.6
    owner_shown = rng.random() < 0.6
    y = 148.0
    field(40, y, 300, "Pet's name", f.dog)
    field(316, y, 572, "Breed", f.breed)
    y += 30
    field(40, y, 300, "Birthday", fmt_date(f.born, ds) if rng.random() < 0.6 else f"{f.born.year}?")
    field(
        316, y, 572, "Microchip #", f"{rng.choice(('985', '991'))}{rng.randrange(10**11, 10**12)}"
    )
    y += 30
    field(40, y, 300, "Vet", f"Dr. {f.vet}" if vet_top else f.clinic)
    field(316, y, 572, "Vet phone", phone(rng, 1))
    y += 30
    field(40, y, 300, "Owner", f.owner if owner_shown else "")
    tagged = rng.random() < 0.6
    field(316, y, 572, "Rabies tag #", f.tag if tagged else "")
    y += 34
    cols = ((40, "VACCINE", 88), (128, "DATE GIVEN", 84), (212, "NEXT DUE", 84),
            (296, "VET / CLINIC", 146), (442, "NOTES", 130))  # fmt: skip
    sheet.box(40, y, 532, 22, band, None, radius=4)
    for x, head, w in cols:
        sheet.text(
            x + w / 2, y + 15, head, "comfortaa-bold", 8, (255, 255, 255), align="c", label=True
        )
    y += 22
    for i in range(1, 14, 2):
        sheet.box(40, y + i * 30, 532, 30, wash(band, 0.12), None)
    for i in range(14):
        sheet.rule(40, y + (i + 1) * 30, 572, y + (i + 1) * 30, 0.4, wash(dark, 0.35))
    for x, _, _ in cols[1:]:
        sheet.rule(x, y, x, y + 14 * 30, 0.4, wash(dark, 0.35))
    due_shown = rng.random() < 0.7
    term_shown = rng.random() < 0.5
    named = rng.random() < 0.25
    lot_shown = named and rng.random() < 0.5
    vet_row = rng.random() < 0.5
    notes = [*([f"{f.term} yr"] if term_shown else []), *([f.product] if named else []),
             *([f"lot {f.lot}"] if lot_shown else [])]  # fmt: skip
    rows: list[tuple[str, date, str, str, list[str]]] = [
        (
            "Rabies",
            f.given,
            fmt_date(f.due, ds) if due_shown else "",
            f"Dr. {f.vet}" if vet_row else f.clinic,
            notes,
        )
    ]
    if rng.random() < 0.35:
        before = f.given - timedelta(days=rng.randrange(330, 380))
        rows.append(("Rabies", before, fmt_date(plus_years(before, 1), ds), f.clinic, ["1st one"]))
    for shot in rng.sample(SHOTS, rng.randrange(2, 5)):
        when = day_between(
            rng, f.given - timedelta(days=200), min(TODAY, f.given + timedelta(days=150))
        )
        rows.append(
            (
                shot,
                when,
                fmt_date(plus_years(when, 1), ds),
                f.clinic if rng.random() < 0.5 else "same",
                [],
            )
        )
    rows.sort(key=lambda r: r[1])
    for i, (shot, when, due, who, note) in enumerate(rows):
        base = y + i * 30 + 21
        for (x, _, w), text in zip(cols[:4], (shot, fmt_date(when, ds), due, who), strict=True):
            if text:
                write(x + 4, base, text, w - 8, 12)
        x, w = cols[4][0], cols[4][2]
        if note and fit(" ".join(note), hand, 12, w - 8) > 9:
            write(x + 4, base, " ".join(note), w - 8, 12)
        elif note:  # two lines in the row, a note never broken
            write(x + 4, base - 8, note[0], w - 8, 10)
            write(x + 4, base + 5, " ".join(note[1:]), w - 8, 10)
    sheet.text(
        306,
        770,
        "© PawPrintables · for personal use only",
        "comfortaa",
        6.5,
        tint(dark, 60),
        align="c",
    )
    shown = {
        "tag": tagged,
        "vet": vet_top or vet_row,
        "owner": owner_shown,
        "product": named,
        "lot": lot_shown,
    }
    shown["clinic"] = any(f.clinic in s for s in sheet.written)
    return sheet, f.truth(expires=due_shown or term_shown, **shown)
