"""Two printed papers of the nineteenth set: an interstate certificate of veterinary inspection
(CVI) for one dog, its rabies shot in the animal table's columns, and a practice's medical record
printout with the visit's SOAP notes, an earlier visit's shot below and a reminders box."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.nineteenth_canvas import FACES, Sheet
from tests.nineteenth_facts import TODAY, Facts, draw_facts, fmt_date, plus_years, tag_number

GREY = (214, 214, 214)
STATES = (
    ("Ocala, FL 34471", "(352)"),
    ("Myrtle Beach, SC 29577", "(843)"),
    ("Erie, PA 16505", "(814)"),
)
SICK = (
    "S: Shaking head, scratching right ear x 4 days.",
    "O: AD erythema, brown debris; cytology: yeast 3+, cocci 1+. AS normal.",
    "A: Otitis externa AD, Malassezia.",
    "P: Ear cleaning in clinic; Osurnia 1 tube AD, repeat in 7 days. Recheck 2 weeks.",
)
CONSIGNEES = ("Donna Kessler", "Walter Prusik", "Tamika Greene", "Joe Vitale")


def cvi(rng: random.Random) -> tuple[Sheet, Truth]:
    """A small-animal health certificate for travel out of state, filled by the practice's
    software: numbered boxes, then one dog's row in the animal table; the rabies term is a
    Duration column ("3 yr") or an Expires column with the date."""
    f = draw_facts(rng, lapse=0.0)
    reg, bold = FACES[rng.choice(("aerial", "neohellenic", "gentium"))]
    style = rng.choice(("mm/dd/yyyy", "m/d/yyyy", "iso", "mon d, yyyy"))
    exam = min(f.given + timedelta(days=rng.randint(0, 320)), TODAY - timedelta(days=2))
    by_term = rng.random() < 0.55
    s = Sheet(612, 792)
    s.text(306, 44, "UNITED STATES INTERSTATE AND INTERNATIONAL CERTIFICATE", 10.5, bold, align="c")
    s.text(306, 58, "OF HEALTH EXAMINATION FOR SMALL ANIMALS", 10.5, bold, align="c")
    s.text(306, 70, "Issued electronically - eCVI for dogs, cats and ferrets", 7, reg, align="c")
    s.text(
        572,
        88,
        f"Certificate No. NY{exam.year % 100}-E{rng.randint(100000, 999999)}",
        8,
        reg,
        align="r",
    )
    city, _ = rng.choice(STATES)

    def box(x: float, y: float, w: float, title: str, lines: list[str]) -> None:
        s.rect(x, y, x + w, y + 74)
        s.text(x + 4, y + 10, title, 6.5, bold, label=True)
        for i, line in enumerate(lines):
            s.text(x + 8, y + 26 + 13 * i, line, 8.5, reg)

    box(
        40,
        96,
        266,
        "1. CONSIGNOR (OWNER) - NAME, ADDRESS, TELEPHONE",
        [f.owner, f"{f.street}, Clay, NY 13041", f"(315) 555-0{rng.randint(100, 199)}"],
    )
    box(
        306,
        96,
        266,
        "2. CONSIGNEE - NAME, ADDRESS",
        [rng.choice(CONSIGNEES), f"{rng.randint(10, 999)} Palmetto Ln", city],
    )
    box(
        40,
        170,
        266,
        "3. ISSUING ACCREDITED VETERINARIAN",
        [
            f"Dr. {f.vet}",
            f.clinic,
            f"NVAP No. {rng.randint(10000, 99999)}  NY Lic. {rng.randint(1000, 9999)}",
        ],
    )
    box(
        306,
        170,
        266,
        "4. PURPOSE / DATE OF EXAMINATION",
        [
            "[X] Interstate travel   [ ] Sale   [ ] Show",
            f"Examined: {fmt_date(exam, style)}",
            f"Transport: {rng.choice(('Private vehicle', 'Air - carry-on', 'Air - cargo'))}",
        ],
    )
    cols = [
        ("SPECIES / BREED", 84),
        ("SEX", 28),
        ("AGE", 28),
        ("COLOR", 50),
        ("NAME / MICROCHIP", 92),
        ("RABIES VACC.", 56),
        ("VACCINE / SERIAL", 88),
        ("TAG NO.", 52),
        ("DURATION" if by_term else "EXPIRES", 54),
    ]
    y, x = 262.0, 40.0
    s.text(40, 256, "5. ANIMALS EXAMINED", 6.5, bold, label=True)
    s.rect(40, y, 572, y + 16, fill=GREY)
    for head, w in cols:
        s.text(x + 3, y + 11, head, 5.8, bold, label=True)
        s.line(x, y, x, y + 16 + 3 * 28)
        x += w
    s.line(572, y, 572, y + 16 + 3 * 28)
    age = (exam - f.born).days // 365
    chip = f"{rng.choice(('985', '956', '900'))}{rng.randint(10**11, 10**12 - 1)}"
    last = f"{f.years} yr" if by_term else fmt_date(f.expires, style)
    cells = [
        ("Canine", f.breed),
        (f.sex, ""),
        (f"{age} yr" if age else "<1", ""),
        (f.color, ""),
        (f.dog, chip),
        (fmt_date(f.given, style), ""),
        (f.product, f"Ser. {f.lot}"),
        (f.tag, ""),
        (last, ""),
    ]
    x = 40.0
    for (top, under), (_, w) in zip(cells, cols, strict=True):
        s.text(x + 3, y + 27, top, 7.2, reg)
        if under:
            s.text(x + 3, y + 38, under, 6.8, reg)
        x += w
    for r in range(4):
        s.line(40, y + 16 + 28 * r, 572, y + 16 + 28 * r)
    y += 120
    cert = (
        "I certify that the animal(s) described above have been examined by me on the date shown",
        "and to the best of my knowledge are free from any infectious or contagious disease and",
        "from exposure to rabies. This certificate is valid for 30 days from the date of "
        "examination.",
    )
    for i, line in enumerate(cert):
        s.text(40, y + 11 * i, line, 7.5, reg)
    y += 60
    s.scribble(60, y - 4, 150, rng, (30, 30, 90))
    s.line(40, y, 300, y)
    s.text(40, y + 11, f"Dr. {f.vet}, DVM", 8, reg)
    s.text(330, y, f"Date issued: {fmt_date(exam, style)}", 8, reg)
    s.text(306, 770, "Retain with the animal during transport. Page 1 of 1", 6.5, reg, align="c")
    truth = Truth(f.given, f.expires, f.tag, f.vet, f.clinic, f.dog, f.owner, f.product, f.lot)
    return s, truth


def _soap(
    s: Sheet,
    f: Facts,
    y: float,
    day: date,
    tag: str,
    lot: str,
    tail: str,
    faces: tuple[str, str],
    style: str,
) -> float:
    reg, bold = faces
    s.rect(40, y - 11, 572, y + 4, fill=(226, 232, 240), width=0)
    s.text(44, y, f"{fmt_date(day, style)}   Wellness exam - vaccines", 8.5, bold)
    s.text(568, y, f"Dr. {f.vet}", 8.5, reg, align="r")
    lines = [
        "S: Presented for annual exam and vaccines. Eating and drinking normally. No V/D.",
        f"O: Wt {18 + day.toordinal() % 70}.{day.day % 10} lb  T 101.{day.month % 10} F"
        "  HR 96  RR 24  BCS 5/9  MM pink, CRT <2 s. Teeth: mild tartar.",
        "A: Healthy adult canine.",
        "P: DA2PP booster 1 mL SQ LFL.  Heartworm/tick panel: negative.",
        f"   Rabies vaccine {f.product} 1 mL SQ RHL, lot {lot}"
        f" (vial exp {day.month:02d}/{day.year + 2})",
        f"   Rabies tag # {tag}{tail}",
    ]
    for i, line in enumerate(lines):
        s.text(48, y + 16 + 12.5 * i, line, 8, reg)
    return y + 16 + 12.5 * len(lines) + 14


def soap_record(rng: random.Random) -> tuple[Sheet, Truth]:
    """The practice system's medical record for one patient, the newest visit first: its plan
    gives the rabies vaccine, lot (with the vial's own expiry) and tag; an earlier visit below
    may hold the shot before; a reminders box may give the rabies due date."""
    f = draw_facts(rng)
    faces = FACES[rng.choice(("typist", "tlwgmono", "kinnari", "gentium"))]
    reg, bold = faces
    style = rng.choice(("mm/dd/yyyy", "m/d/yy", "mon d, yyyy"))
    mode = rng.choice(("date", "date", "term", "none"))
    printed = min(f.given + timedelta(days=rng.randint(1, 200)), TODAY)
    s = Sheet(612, 792)
    s.text(40, 48, f.clinic, 13, bold)
    s.text(
        40,
        61,
        f"{rng.randint(100, 9999)} State Route 31, Clay, NY 13041"
        f"  (315) 555-0{rng.randint(100, 199)}",
        7.5,
        reg,
    )
    s.text(572, 48, "PATIENT MEDICAL RECORD", 9.5, bold, align="r")
    s.text(
        572,
        61,
        f"Printed {fmt_date(printed, style)} {rng.randint(8, 17)}:{rng.randint(10, 59)}",
        7.5,
        reg,
        align="r",
    )
    s.rect(40, 72, 572, 124)
    s.text(46, 86, "Client:", 8, bold, label=True)
    s.text(96, 86, f"{f.owner}   (#{rng.randint(10000, 99999)})", 8.5, reg)
    s.text(46, 100, "Patient:", 8, bold, label=True)
    s.text(96, 100, f.dog, 8.5, reg)
    s.text(46, 114, f"Canine  {f.breed}  {f.sex}  {f.color}", 8, reg)
    s.text(330, 100, "DOB:", 8, bold, label=True)
    s.text(362, 100, fmt_date(f.born, style), 8.5, reg)
    tail = f"   ({f.years} yr)" if mode == "term" else ""
    y = 144.0
    if printed > f.given + timedelta(days=20) and rng.random() < 0.6:  # a sick visit since
        later = f.given + timedelta(days=rng.randint(10, (printed - f.given).days))
        s.rect(40, y - 11, 572, y + 4, fill=(226, 232, 240), width=0)
        s.text(44, y, f"{fmt_date(later, style)}   Recheck - otitis externa AD", 8.5, bold)
        s.text(568, y, f"Dr. {f.vet}", 8.5, reg, align="r")
        for i, line in enumerate(SICK):
            s.text(48, y + 16 + 12.5 * i, line, 8, reg)
        y += 16 + 12.5 * len(SICK) + 14
    y = _soap(s, f, y, f.given, f.tag, f.lot, tail, faces, style)
    if mode == "date":
        s.rect(330, y - 10, 572, y + 44)
        s.text(336, y + 2, "REMINDERS", 7.5, bold, label=True)
        s.text(336, y + 16, f"Rabies  due {fmt_date(f.expires, style)}", 8, reg)
        s.text(336, y + 28, f"DA2PP  due {fmt_date(plus_years(f.given, 1), style)}", 8, reg)
        s.text(
            336, y + 40, f"Bordetella  due {fmt_date(f.given + timedelta(days=182), style)}", 8, reg
        )
        y += 60
    if rng.random() < 0.55:
        old = plus_years(f.given, -f.years) + timedelta(days=rng.randint(-20, 20))
        _soap(
            s,
            f,
            y + 10,
            old,
            tag_number(rng, old.year),
            f"{rng.randint(100000, 299999)}A",
            "",
            faces,
            style,
        )
    s.text(40, 740, f"Electronically signed by {f.vet}, DVM", 7.5, reg)
    s.text(572, 770, "Page 1 of 1", 7.5, reg, align="r")
    expires = f.expires if mode in ("date", "term") else None
    truth = Truth(f.given, expires, f.tag, f.vet, f.clinic, f.dog, f.owner, f.product, f.lot)
    return s, truth
