"""The nineteenth set's papers filled in by pen: a shelter's kennel card in felt marker that went
home with the adopted dog, a free rabies clinic's consent form (the owner's cursive on top, the
clinic's hand in the box for clinic use) and a 4-H dog project's health record a child filled in
and the vet's office stamped."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.nineteenth_canvas import BLUE, FACES, HANDS, INK, PENCIL, Sheet
from tests.nineteenth_facts import draw_facts, fmt_date, plus_years

SHELTERS = (
    "Clay Area Humane Society",
    "North Country Dog Rescue & Shelter",
    "Cicero Animal Shelter",
)
MARKERS = ((20, 20, 20), (30, 60, 160), (20, 110, 60), (170, 30, 40))


def kennel_card(rng: random.Random) -> tuple[Sheet, Truth]:
    """A cage card in a shelter's card holder, filled in felt marker by the kennel staff; the
    rabies line gives the date, maybe the product and a term, and the tag on the next line."""
    f = draw_facts(rng, lapse=0.12, three=0.5)
    reg, bold = FACES[rng.choice(("aerial", "neohellenic", "tymes"))]
    shelter = rng.choice(SHELTERS)
    ink = rng.choice(MARKERS)
    pen = HANDS[rng.choice(("marker", "marker", "felt"))]
    style = rng.choice(("m/d/yy", "m-d-yy", "m/d/yyyy"))
    intake = f.given - timedelta(days=rng.randint(1, 20))
    s = Sheet(396, 612, paper=(250, 246, 226) if rng.random() < 0.5 else (232, 244, 250))
    s.rect(14, 14, 382, 598, width=1.2)
    s.text(198, 42, shelter, 14, bold, align="c")
    s.text(198, 58, "KENNEL CARD - please do not remove", 8, reg, align="c")
    rows = [
        ("NAME", f.dog),
        ("ID #", f"A{rng.randint(100000, 999999)}"),
        ("INTAKE", fmt_date(intake, style)),
        ("BREED", f.breed),
        ("SEX", f.sex),
        ("COLOR", f.color),
    ]
    y = 96.0
    for label, value in rows:
        s.text(30, y, label, 9, bold, label=True)
        s.line(100, y + 2, 366, y + 2, 0.5)
        s.hand(108 + rng.uniform(0, 10), y - 1, value, pen, 15, ink, slant=rng.uniform(-4, 8))
        y += 32
    s.text(30, y + 6, "VACCINES", 10, bold, label=True)
    y += 34
    term = rng.random() < 0.45
    with_product = rng.random() < 0.5
    rabies = (
        fmt_date(f.given, style)
        + (f"  {f.product}" if with_product else "")
        + (f"  {f.years} yr" if term else "")
    )
    vaccines = [
        ("DHPP", fmt_date(intake, style)),
        ("BORD", fmt_date(intake, style)),
        ("RABIES", rabies),
        ("TAG #", f.tag),
    ]
    for label, value in vaccines:
        s.text(30, y, label, 9, bold, label=True)
        s.line(100, y + 2, 366, y + 2, 0.5)
        s.hand(106 + rng.uniform(0, 8), y - 1, value, pen, 14.5, ink, slant=rng.uniform(-3, 9))
        y += 32
    vet = f.vet if rng.random() < 0.5 else None
    s.text(30, y, "VET", 9, bold, label=True)
    s.line(100, y + 2, 366, y + 2, 0.5)
    if vet:
        s.hand(108, y - 1, f"Dr. {vet}", pen, 13, ink, slant=4)
    y += 40
    adopted = rng.random() < 0.8
    s.text(30, y, "ADOPTED BY", 9, bold, label=True)
    s.line(110, y + 2, 366, y + 2, 0.5)
    if adopted:
        s.hand(116, y - 1, f.owner, pen, 14, ink, slant=6)
        s.hand(
            40, y + 34, fmt_date(f.given + timedelta(days=rng.randint(1, 9)), style), pen, 13, ink
        )
        s.hand(220, 80, "ADOPTED!", HANDS["marker"], 24, (200, 30, 40), slant=-8)
    truth = Truth(
        f.given,
        f.expires if term else None,
        f.tag,
        vet,
        shelter,
        f.dog,
        f.owner if adopted else None,
        f.product if with_product else None,
        None,
    )
    return s, truth


def _box(s: Sheet, x: float, y: float, mark: bool, pen: str, ink: tuple[int, int, int]) -> None:
    s.rect(x, y - 8, x + 9, y + 1, width=0.7)
    if mark:
        s.hand(x + 0.5, y + 0.5, "X", pen, 11, ink)


def consent_form(rng: random.Random) -> tuple[Sheet, Truth]:
    """A half-sheet consent form from a town's free rabies clinic: the owner's part in cursive,
    a previous rabies date maybe among it; the shaded box for clinic use in a volunteer's print,
    the term ticked (1 yr or 3 yr), an expiry written, or neither."""
    f = draw_facts(rng, lapse=0.1, three=0.6)
    reg, bold = FACES[rng.choice(("tymes", "kinnari", "junicode", "gentium"))]
    clinic = rng.choice(("ONONDAGA COUNTY FREE RABIES CLINIC", "TOWN OF CLAY RABIES CLINIC"))
    cursive = HANDS[rng.choice(("dancing", "kaushan"))]
    tech = HANDS[rng.choice(("soseki", "kouzan"))]
    owner_ink, tech_ink = BLUE, rng.choice((INK, (10, 70, 40)))
    style = rng.choice(("m/d/yy", "mm/dd/yyyy", "m/d/yyyy"))
    s = Sheet(612, 396, paper=(253, 253, 250))
    s.text(306, 30, clinic, 12, bold, align="c")
    s.text(
        306, 43, "CONSENT AND RABIES VACCINATION RECORD - dogs, cats and ferrets", 8, reg, align="c"
    )
    owner = [
        ("Owner's name", f.owner, 40, 70),
        ("Phone", f"315-555-0{rng.randint(100, 199)}", 360, 70),
        ("Address", f"{f.street}, Clay 13041", 40, 96),
        ("Pet's name", f.dog, 40, 122),
        ("Breed", f.breed, 240, 122),
        ("Color", f.color, 440, 122),
    ]
    for label, value, x, y in owner:
        end = s.text(x, y, f"{label}:", 8, reg, label=True)
        s.line(
            end + 3,
            y + 2,
            min(580, x + (300 if x == 40 and label != "Pet's name" else 180)),
            y + 2,
            0.4,
        )
        s.hand(end + 8, y - 1, value, cursive, 13, owner_ink, slant=rng.uniform(2, 10))
    s.text(40, 148, "Has this pet had a rabies vaccine before?", 8, reg)
    before = rng.random() < 0.45
    s.text(232, 148, "Yes", 8, reg)
    _box(s, 252, 148, before, cursive, owner_ink)
    s.text(268, 148, "No", 8, reg)
    _box(s, 283, 148, not before, cursive, owner_ink)
    s.text(310, 148, "Date of last vaccine:", 8, reg, label=True)
    s.line(392, 150, 572, 150, 0.4)
    if before:
        old = plus_years(f.given, -rng.choice((1, 3))) - timedelta(days=rng.randint(5, 60))
        s.hand(400, 147, fmt_date(old, "m/d/yy"), cursive, 12, owner_ink, slant=6)
    s.text(
        40,
        172,
        "I consent to the vaccination of my pet and release the clinic from liability.",
        7,
        reg,
    )
    s.scribble(60, 196, 120, rng, owner_ink)
    s.line(40, 198, 260, 198, 0.4)
    s.text(40, 208, "Owner's signature", 6.5, reg, label=True)
    s.rect(30, 222, 582, 380, fill=(232, 232, 232), width=0.8)
    s.text(40, 238, "FOR CLINIC USE ONLY", 9, bold, label=True)
    mode = rng.choice(("term", "term", "term", "date", "none"))
    clinic_rows = [
        ("Vaccine", f.product, 40, 262),
        ("Manufacturer", f.maker, 300, 262),
        ("Serial / Lot", f.lot, 40, 290),
        ("Tag #", f.tag, 300, 290),
        ("Date given", fmt_date(f.given, style), 40, 318),
        ("Expires", fmt_date(f.expires, style) if mode == "date" else "", 300, 318),
        ("Veterinarian", f"Dr. {f.vet}", 40, 346),
    ]
    for label, value, x, y in clinic_rows:
        end = s.text(x, y, f"{label}:", 8, reg, label=True)
        s.line(end + 3, y + 2, x + 250, y + 2, 0.4)
        if value:
            s.hand(end + 8, y - 1, value, tech, 12.5, tech_ink, slant=rng.uniform(-3, 3))
    s.text(300, 346, "Duration:", 8, reg, label=True)
    for i, years in enumerate((1, 3)):
        _box(s, 346 + 48 * i, 346, mode == "term" and years == f.years, tech, tech_ink)
        s.text(358 + 48 * i, 346, f"{years} yr", 8, reg, label=True)
    truth = Truth(
        f.given,
        f.expires if mode != "none" else None,
        f.tag,
        f.vet,
        clinic,
        f.dog,
        f.owner,
        f.product,
        f.lot,
    )
    return s, truth


def four_h_record(rng: random.Random) -> tuple[Sheet, Truth]:
    """A 4-H dog project's health record: the member (a child) writes each vaccine's date, its
    due date and the vet, the tag below; the practice signs and stamps it."""
    f = draw_facts(rng, lapse=0.15)
    reg, bold = FACES[rng.choice(("tymes", "aerial", "neohellenic"))]
    pen = HANDS[rng.choice(("breip", "felt", "soseki"))]
    ink = rng.choice((PENCIL, BLUE, (30, 30, 30)))
    style = rng.choice(("m/d/yy", "m/d/yyyy", "m-d-yy", "mon d, yyyy"))
    kid = f"{rng.choice(('Emma', 'Caleb', 'Avery', 'Noah', 'Lily', 'Mason'))} {f.owner.split()[-1]}"
    s = Sheet(612, 792, paper=(254, 254, 252))
    s.text(306, 40, "Cornell Cooperative Extension - Onondaga County 4-H", 9, reg, align="c")
    s.text(306, 62, "4-H DOG PROJECT: DOG HEALTH RECORD", 15, bold, align="c")
    s.text(
        306,
        78,
        "Bring this record, signed by your veterinarian, to the first club meeting.",
        8,
        reg,
        align="c",
    )
    top = [
        ("4-H Member", kid, 40.0, 116.0),
        ("Club", "Clay Canine Kids", 330, 116),
        ("Dog's name", f.dog, 40, 146),
        ("Breed", f.breed, 330, 146),
        ("Owner of dog", f.owner, 40.0, 176.0),
    ]
    for label, value, x, y in top:
        end = s.text(x, y, f"{label}:", 9, bold, label=True)
        s.line(end + 4, y + 2, x + 240, y + 2, 0.5)
        if label == "Club":
            s.text(end + 8, y, value, 9, reg)
        else:
            s.hand(end + 10, y - 1, value, pen, 14, ink, slant=rng.uniform(-6, 6))
    cols = (("Vaccine", 40), ("Date given", 180), ("Next due", 300), ("Veterinarian / clinic", 410))
    y = 214.0  # the table
    s.rect(40, y, 572, y + 18, fill=(225, 236, 222))
    for head, x in cols:
        s.text(x + 4, y + 13, head, 9, bold, label=True)
    mode = rng.choice(("date", "date", "term", "none"))
    due = {"date": fmt_date(f.expires, style), "term": f"{f.years} yr", "none": ""}[mode]
    rows = [
        ("Rabies", f.given, due),
        ("DHPP", f.given - timedelta(days=rng.randint(0, 200)), None),
        ("Bordetella", f.given - timedelta(days=rng.randint(0, 120)), None),
        ("Leptospirosis", None, None),
    ]
    y += 18
    for name, day, nxt in rows:
        s.text(44, y + 22, name, 10, reg, label=True)
        if day is not None:
            s.hand(184, y + 21, fmt_date(day, style), pen, 13, ink, slant=rng.uniform(-5, 5))
            later = nxt if nxt is not None else fmt_date(plus_years(day, 1), style)
            if later:
                s.hand(304, y + 21, later, pen, 13, ink, slant=rng.uniform(-5, 5))
            s.hand(
                414, y + 21, f"Dr. {f.vet}" if name == "Rabies" else "same", pen, 12, ink, slant=3
            )
        for _, x in cols[1:]:
            s.line(x, y, x, y + 32, 0.5)
        s.line(40, y + 32, 572, y + 32, 0.5)
        y += 32
    s.rect(40, 232, 572, y)
    end = s.text(40, y + 34, "Rabies tag number:", 9, bold, label=True)
    s.line(end + 4, y + 36, 330, y + 36, 0.5)
    s.hand(end + 12, y + 33, f.tag, pen, 14, ink)
    y += 80
    s.text(
        40,
        y,
        "Veterinarian: I have examined this dog and its vaccinations are as recorded above.",
        8.5,
        reg,
    )
    s.scribble(60, y + 40, 160, rng, (20, 20, 60))
    s.line(40, y + 42, 300, y + 42, 0.5)
    s.text(40, y + 53, "Veterinarian's signature", 7, reg, label=True)
    purple = (110, 60, 150)
    s.rect(340, y + 10, 566, y + 70, width=1.5, ink=purple)
    s.text(453, y + 30, f.clinic.upper(), 8.5, bold, ink=purple, align="c")
    s.text(
        453,
        y + 44,
        f"{rng.randint(100, 9999)} Oswego Rd - Clay, NY 13041",
        7.5,
        reg,
        ink=purple,
        align="c",
    )
    s.text(453, y + 58, f"(315) 555-0{rng.randint(100, 199)}", 7.5, reg, ink=purple, align="c")
    truth = Truth(
        f.given,
        f.expires if mode != "none" else None,
        f.tag,
        f.vet,
        f.clinic.upper(),
        f.dog,
        f.owner,
        None,
        None,
    )
    return s, truth
