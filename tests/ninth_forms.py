"""The ninth set's printed layouts: the national standard rabies certificate (the NASPHV Form 51
look) overprinted by a practice's drifting dot-matrix or laser printer, a practice's boxed
certificate that later goes through a copier twice, and a practice system's certificate with its
invoice in front, as a phone scanner app captures both.
"""

from __future__ import annotations

import itertools
import random

from tests.ninth_facts import Facts, date_text
from tests.ninth_sheet import BLACK, Paper, Sheet, width_of

LETTER = (215.9, 279.4)
SEXES = {"M": "Male", "F": "Female", "MN": "Male, neutered", "FS": "Female, spayed"}


def _blank(
    sheet: Sheet,
    x: float,
    y: float,
    label: str,
    end: float,
    ink: tuple[int, int, int],
    face: str = "arimo",
    size: float = 7.5,
) -> float:
    """A form's label and the rule to write on; where the value may start."""
    after = sheet.label(x, y, label, face, size, colour=ink)
    sheet.line(after + 1, y + 0.6, end, y + 0.6, width=0.25, colour=ink)
    return after + 2


def _boxes(
    sheet: Sheet,
    x: float,
    y: float,
    options: tuple[str, ...],
    ink: tuple[int, int, int],
    gap: float = 6,
) -> list[float]:
    """Check boxes with their words; the boxes' left edges."""
    lefts = []
    for option in options:
        sheet.box(x, y - 2.8, x + 3, y + 0.2, width=0.25, colour=ink)
        lefts.append(x)
        x = sheet.label(x + 4, y, option, "arimo", 7.5, colour=ink) + gap
    return lefts


def compendium_form(rng: random.Random, facts: Facts) -> Paper:
    ink = rng.choice([(20, 70, 50), (25, 45, 115), BLACK, (110, 30, 35)])
    paper = rng.choice([(252, 251, 246), (250, 246, 226), (238, 246, 240), (246, 240, 232)])
    sheet = Sheet(*LETTER, paper=paper)
    sheet.label(14, 14, "NASPHV Form 51", "arimo", 7, colour=ink)
    title = "RABIES VACCINATION CERTIFICATE"
    sheet.label(
        108 - width_of(title, "arimo_bold", 15) / 2, 24, title, "arimo_bold", 15, colour=ink
    )
    sheet.label(70, 30, "(Please print or type. Complete all items.)", "arimo", 7, colour=ink)
    sheet.box(12, 34, 204, 190, width=0.5, colour=ink)
    heads = (("OWNER", 37), ("ANIMAL", 72), ("VACCINE", 118), ("VETERINARIAN", 158))
    for head, top in heads:
        sheet.box(12, top, 204, top + 5, colour=ink, fill=ink)
        sheet.label(15, top + 3.9, head, "arimo_bold", 8, colour=paper)
    face = rng.choice(["mono", "cousine", "go_mono", "dotgothic", "noto_mono", "typewriter"])
    kind = rng.choice(["dots", "dots", "print"])
    size = rng.uniform(9, 11)
    drift_x, drift_y = rng.uniform(-2.5, 6.5), rng.uniform(-3.0, 2.4)
    feed = rng.uniform(-0.025, 0.025)  # the paper slips a little more down the page
    upper = rng.random() < 0.5
    style = rng.choice(["slash", "slash_short", "slash_yy", "dash"])
    ribbon = rng.choice(["", "faint"])

    def value(x: float, y: float, text: str) -> None:
        text = text.upper() if upper else text
        shift = drift_y + feed * (y - 40)
        sheet.put(x + drift_x, y + shift - 1.2, text, face, size, kind=kind, style=ribbon)

    owner = f"{facts.last}, {facts.first}"
    value(_blank(sheet, 15, 50, "Owner's Name (Last, First, M.I.)", 200, ink), 50, owner)
    value(_blank(sheet, 15, 58, "Address", 120, ink), 58, facts.street)
    value(_blank(sheet, 122, 58, "City", 200, ink), 58, f"{facts.town}, NY {facts.zip_code}")
    value(_blank(sheet, 15, 66, "Telephone", 100, ink), 66, facts.phone)
    value(_blank(sheet, 15, 84, "Animal's Name", 110, ink), 84, facts.dog)
    value(_blank(sheet, 112, 84, "Predominant Breed", 200, ink), 84, facts.breed)
    sheet.label(15, 92, "Species:", "arimo", 7.5, colour=ink)
    species = _boxes(sheet, 30, 92, ("Dog", "Cat", "Ferret", "Other"), ink)
    sheet.label(112, 92, "Sex:", "arimo", 7.5, colour=ink)
    sexes = _boxes(sheet, 120, 92, ("Male", "Female", "Neutered/Spayed"), ink, 4)
    sheet.label(15, 100, "Age:", "arimo", 7.5, colour=ink)
    ages = _boxes(sheet, 30, 100, ("3 mo to 12 mo", "12 mo or older"), ink)
    sheet.label(112, 100, "Size:", "arimo", 7.5, colour=ink)
    sizes = _boxes(sheet, 120, 100, ("Under 20 lb", "20-50 lb", "Over 50 lb"), ink, 4)
    value(_blank(sheet, 15, 110, "Colors", 110, ink), 110, facts.colour)
    ticks = [species[0], sexes[0 if facts.sex.startswith("M") else 1], ages[1]]
    ticks.append(sizes[0 if facts.weight < 20 else 1 if facts.weight <= 50 else 2])
    for left, y in zip(ticks, (92, 92, 100, 100), strict=True):
        value(left + 0.4, y + 1.1, "X")
    if len(facts.sex) == 2:
        value(sexes[2] + 0.4, 93.1, "X")
    value(_blank(sheet, 15, 130, "Manufacturer", 110, ink), 130, facts.maker)
    value(_blank(sheet, 112, 130, "Product Name", 200, ink), 130, facts.product)
    lot = _blank(sheet, 15, 138, "Serial/Lot No.", 110, ink)
    lot_expiry = _blank(sheet, 112, 138, "Lot Expiration", 200, ink)
    if facts.lot:
        value(lot, 138, facts.lot)
        value(lot_expiry, 138, date_text(facts.lot_expires, style))
    sheet.label(15, 146, "Vaccination valid for:", "arimo", 7.5, colour=ink)
    years = _boxes(sheet, 48, 146, ("1 year", "3 years"), ink)
    value(years[0 if facts.years == 1 else 1] + 0.4, 147.1, "X")
    value(_blank(sheet, 112, 146, "Rabies Tag No.", 200, ink), 146, facts.tag or "")
    given = _blank(sheet, 15, 154, "Date Vaccinated", 110, ink)
    value(given, 154, date_text(facts.vaccinated, style))
    due = _blank(sheet, 112, 154, "Next Vaccination Due By", 200, ink)
    if facts.expiry_printed:
        value(due, 154, date_text(facts.expires, style))
    vet = rng.choice([f"{facts.vet}, DVM", f"Dr. {facts.vet}", facts.vet])
    value(_blank(sheet, 15, 170, "Veterinarian (print)", 110, ink), 170, vet)
    value(_blank(sheet, 112, 170, "License No.", 200, ink), 170, f"NY {facts.licence}")
    _blank(sheet, 15, 180, "Veterinarian's Signature", 110, ink)
    signature(sheet, 52, 179, rng)
    sheet.label(112, 180, "Practice name, address and phone (stamp)", "arimo", 6.5, colour=ink)
    value(114, 186, facts.practice)
    value(114, 186 + size * 0.42, f"{facts.town}, NY  {facts.practice_phone}")
    sheet.items = [item for item in sheet.items if getattr(item, "text", "x") != ""]
    return Paper([sheet], facts.truth(owner=owner))


def signature(sheet: Sheet, x: float, y: float, rng: random.Random) -> None:
    """A scrawl: a few joined strokes, nothing a reader could take for a word."""
    points = [(x, y)]
    for _ in range(rng.randint(5, 9)):
        last = points[-1]
        points.append((last[0] + rng.uniform(2, 7), y + rng.uniform(-3.5, 1.5)))
    for start, end in itertools.pairwise(points):
        sheet.line(*start, *end, width=0.45, colour=(25, 35, 90), kind="hand")


def clinic_table(rng: random.Random, facts: Facts) -> Paper:
    """A practice's own boxed certificate, to be photocopied twice (medium "copy")."""
    sheet = Sheet(*LETTER, paper=(255, 255, 255))
    head, body = rng.choice(
        [("serif_bold", "serif"), ("arimo_bold", "arimo"), ("lato_bold", "lato")]
    )
    sheet.box(20, 14, 40, 34, width=0.8)
    sheet.put(24, 28, "+", "sans_bold", 30)
    sheet.put(46, 24, facts.practice, head, 17)
    sheet.put(46, 31, f"{facts.practice_street} · {facts.town}, New York", body, 9)
    sheet.put(46, 36, f"Tel. {facts.practice_phone}", body, 9)
    title = rng.choice(["Certificate of Rabies Vaccination", "Rabies Vaccination Certificate"])
    sheet.label(108 - width_of(title, head, 15) / 2, 52, title, head, 15)
    style = rng.choice(["mon", "slash", "month"])
    vet = rng.choice([f"{facts.vet}, DVM", f"Dr. {facts.vet}", f"{facts.vet} DVM"])
    rows = [
        ("Client", facts.owner),
        ("Address", f"{facts.street}, {facts.town} NY"),
        ("Patient", facts.dog),
        ("Species / Breed", f"Canine / {facts.breed}"),
        ("Sex", SEXES[facts.sex]),
        ("Color", facts.colour),
        ("Age / Weight", f"{facts.age} yr / {facts.weight} lb"),
        ("Vaccine", facts.product),
        ("Manufacturer", facts.maker),
        ("Lot #", facts.lot or ""),
        ("Lot Exp.", date_text(facts.lot_expires, style) if facts.lot else ""),
        ("Duration", f"{facts.years} year" + ("s" if facts.years == 3 else "")),
        ("Date Given", date_text(facts.vaccinated, style)),
        ("Due Date", date_text(facts.expires, style) if facts.expiry_printed else ""),
        ("Rabies Tag #", facts.tag or "none issued"),
        ("Administered by", vet),
        ("NY License #", facts.licence),
    ]
    top = 60
    for label, text in rows:
        sheet.box(25, top, 80, top + 9, width=0.3, fill=(228, 228, 228))
        sheet.box(80, top, 190, top + 9, width=0.3)
        sheet.label(27, top + 6.2, label, head, 9.5)
        if text:
            sheet.put(83, top + 6.2, text, body, 10.5)
        top += 9
    statement = (
        "I certify that the animal described was vaccinated against rabies on the date shown."
    )
    sheet.label(25, top + 10, statement, body, 8.5)
    sheet.line(120, top + 28, 190, top + 28, width=0.3)
    sheet.label(120, top + 32, "Veterinarian", body, 8)
    signature(sheet, 125, top + 26, rng)
    return Paper([sheet], facts.truth(), medium="copy")
