"""Two printed papers of the twenty-fifth set: an after-hours emergency hospital's invoice (the
dog came in at night for a wound, the rabies shot is one line among the night's charges, the
discharge and invoice dates a day later, the family veterinarian named as well), and a practice's
year-end statement (every visit of the year in a table of charges, the rabies shot one row, two
vets and a second pet on it, a reminder list at the foot that at times gives the rabies due
date)."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentyfifth_canvas import INK, Sheet
from tests.twentyfifth_facts import (
    OTHER_SHOTS,
    PRINT_STYLES,
    TODAY,
    day_between,
    facts,
    fmt_date,
    person,
    phone,
    plus_years,
    term_text,
    vet_name,
)

GREY = (96, 96, 104)
BAND = (226, 236, 244)
ERS = (
    "Hudson Valley Veterinary Emergency & Specialty",
    "Tappan Zee Animal ER",
    "Capital District 24-Hour Animal Hospital",
    "South Shore Veterinary Urgent Care",
)
PRACTICES = (
    "{town} Family Pet Clinic",
    "Riverside Animal Hospital of {town}",
    "{town} Veterinary Group",
    "Maple Leaf Animal Care",
)
CHORES = (
    "Exam - sick visit",
    "Nail trim",
    "Heartworm test (4Dx)",
    "Fecal flotation",
    "Simparica Trio 6 mo",
    "Dental cleaning",
)
ER_ITEMS = (
    ("Emergency examination (after hours)", 165.0),
    ("Laceration repair, minor", 312.5),
    ("Sedation - dexmedetomidine", 88.0),
    ("Clavamox 250 mg tab (x20)", 41.2),
    ("Galliprant 60 mg (x14)", 56.9),
    ("E-collar, size M", 18.0),
    ("Radiographs, 2 views", 246.0),
    ("Hospitalization - overnight", 210.0),
)


def emergency_invoice(rng: random.Random) -> tuple[Sheet, Truth]:
    er = rng.choice(ERS)
    f = facts(rng, er, lapse=0.15)
    face = rng.choice(("carlito", "ptsans", "inter", "lato"))
    style = rng.choice(PRINT_STYLES)
    sheet = Sheet(612, 792)
    sheet.text(40, 50, er, f"{face}-bold", 15)
    road = rng.choice(("Route 9", "Saw Mill River Rd", "Central Ave", "Jericho Tpke"))
    sheet.text(40, 64, f"{rng.randrange(10, 999)} {road}, {f.town}, NY {f.zip}", face, 8.5, GREY)
    sheet.text(40, 76, f"{phone(rng, f.area)}  ·  Open 24 hours, 365 days", face, 8.5, GREY)
    sheet.label(572, 50, "INVOICE", f"{face}-bold", 18, align="r")
    out = f.given + timedelta(days=rng.choice((0, 1, 1)))
    inv = f"{rng.randrange(10**6, 10**7)}"
    y = 66.0
    for label, value in (
        ("Invoice #", inv),
        ("Invoice date", fmt_date(out, style)),
        ("Account", f"C-{rng.randrange(10000, 99999)}"),
    ):
        sheet.label(470, y, label, face, 8, align="r")
        sheet.text(476, y, value, face, 8.5)
        y += 12
    sheet.rule(40, 110, 572, 110, 1.2)
    y = 128.0
    sheet.label(40, y, "CLIENT", f"{face}-bold", 8, GREY)
    sheet.label(320, y, "PATIENT", f"{face}-bold", 8, GREY)
    left = (f.owner, f.street, f"{f.town}, NY {f.zip}", phone(rng, f.area, 1))
    chip = f"{rng.choice(('985', '982', '900'))}{rng.randrange(10**11, 10**12)}"
    right = (
        f"{f.dog}  ({rng.choice(('Canine', 'K9'))}, {f.breed})",
        f"{rng.choice(('MN', 'FS', 'M', 'F'))}  ·  {rng.randrange(6, 45)}.{rng.randrange(10)} kg",
        f"DOB {fmt_date(f.born, style)}",
        f"Microchip {chip}",
    )
    for i, (a, b) in enumerate(zip(left, right, strict=True)):
        sheet.text(40, y + 14 + i * 12, a, face, 9)
        sheet.text(320, y + 14 + i * 12, b, face, 9)
    y += 72
    admitted = (
        f"Admitted {fmt_date(f.given, style)} {rng.randrange(7, 12)}:{rng.randrange(60):02d} PM"
    )
    sheet.text(40, y, admitted, face, 8.5)
    sheet.text(320, y, f"Discharged {fmt_date(out, style)}", face, 8.5)
    y += 13
    sheet.text(40, y, f"Attending: Dr. {f.vet}, DVM", face, 8.5)
    family = vet_name(rng)
    prac = rng.choice(PRACTICES).format(town=f.town)
    sheet.text(320, y, f"Family vet: Dr. {family}", face, 8.5)
    sheet.text(320, y + 11, prac, face, 8.5)
    y += 32
    cols = (40, 112, 164, 470, 512)
    sheet.box(40, y - 11, 532, 15, BAND, None)
    for x, head in zip(cols, ("Date", "Code", "Description", "Qty", "Amount"), strict=True):
        sheet.label(x + 3, y, head, f"{face}-bold", 8)
    items = rng.sample(ER_ITEMS, rng.randrange(3, 6))
    lot_shown, product_shown = rng.random() < 0.6, rng.random() < 0.8
    what = f"Rabies vaccine, {term_text(f.term, rng)}"
    if product_shown:
        what += f" ({f.product})"
    rows: list[tuple[date, str, float, str]] = [
        (f.given if i < 2 else out, d, p, f"{rng.choice('ELMRSX')}{rng.randrange(100, 999)}")
        for i, (d, p) in enumerate(items)
    ]
    at = rng.randrange(1, len(rows) + 1)
    rows.insert(at, (f.given, what, rng.choice((28.0, 32.5, 39.95)), "VAC-R"))
    total = 0.0
    for day, desc, price, code in rows:
        y += 15
        sheet.text(cols[0] + 3, y, fmt_date(day, style), face, 8.5)
        sheet.text(cols[1] + 3, y, code, face, 8.5)
        sheet.text(cols[2] + 3, y, desc, face, 8.5)
        sheet.text(cols[3] + 3, y, "1", face, 8.5)
        sheet.text(568, y, f"{price:,.2f}", face, 8.5, align="r")
        if code == "VAC-R" and lot_shown:
            y += 11
            sheet.text(cols[2] + 12, y, f"Lot {f.lot}  ·  {f.maker}", face, 7.5, GREY)
        total += price
    y += 8
    sheet.rule(40, y, 572, y, 0.5)
    for label, amount in (("Total", total), ("Visa ****" + f"{rng.randrange(10000):04d}", -total)):
        y += 14
        sheet.label(460, y, label, f"{face}-bold", 8.5, align="r")
        sheet.text(568, y, f"{amount:,.2f}", face, 8.5, align="r")
    y += 30
    tagged, due = rng.random() < 0.7, rng.random() < 0.5
    sheet.label(40, y, "Notes", f"{face}-bold", 9)
    notes = [
        "Recheck wound with your family veterinarian in 10-14 days.",
        f"Sutures out about {fmt_date(out + timedelta(days=12), style)}.",
    ]
    if tagged:
        notes.append(f"Rabies tag issued: {f.tag}. Certificate given to owner.")
    if due:
        notes.append(f"Rabies next due {fmt_date(f.due, style)}.")
    for note in notes:
        y += 13
        sheet.text(48, y, note, face, 8.5)
    sheet.text(
        306,
        770,
        "Thank you for trusting us with your pet's emergency care.",
        face,
        7.5,
        GREY,
        align="c",
    )
    shown = {"tag": tagged, "lot": lot_shown, "product": product_shown}
    return sheet, f.truth(**shown)


def annual_statement(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.15)
    face = rng.choice(("caladea", "charis", "ptserif", "carlito"))
    style = rng.choice((1, 0, 6, 9, 1))
    year = f.given.year
    printed = day_between(rng, max(f.given, date(year, 12, 1)), min(TODAY, date(year + 1, 1, 25)))
    sheet = Sheet(612, 792)
    sheet.text(306, 48, f.clinic, f"{face}-bold", 15, align="c")
    road = rng.choice(("Fair St", "Mill St", "Route 28"))
    where = f"{rng.randrange(10, 400)} {road}  ·  {f.town}, New York  ·  {phone(rng, f.area, 2)}"
    sheet.text(306, 62, where, face, 8.5, GREY, align="c")
    sheet.text(306, 92, f"{year} Year-End Statement", f"{face}-bold", 13, align="c")
    sheet.text(
        306,
        106,
        f"Activity 1/1/{year % 100:02d} through 12/31/{year % 100:02d}",
        face,
        8.5,
        align="c",
    )
    sheet.text(40, 134, f.owner, face, 10)
    sheet.text(40, 147, f.street, face, 10)
    sheet.text(40, 160, f"{f.town}, NY {f.zip}", face, 10)
    sheet.label(400, 134, "Statement date:", f"{face}-bold", 8.5)
    sheet.text(480, 134, fmt_date(printed, style), face, 9)
    sheet.label(400, 147, "Client ID:", f"{face}-bold", 8.5)
    sheet.text(480, 147, f"{rng.randrange(1000, 99999)}", face, 9)
    cat = rng.choice(("Mittens", "Pumpkin", "Sardine", "Tofu"))
    other_vet = vet_name(rng)
    while other_vet.split()[-1] == f.vet.split()[-1]:
        other_vet = vet_name(rng)
    visits: list[tuple[date, str, str, str, float]] = []
    for _ in range(rng.randrange(2, 5)):
        day = day_between(rng, date(year, 1, 5), min(printed, date(year, 12, 20)))
        pet = rng.choice((f.dog, cat))
        item = rng.choice(CHORES)
        visits.append((day, pet, item, other_vet, rng.choice((24.0, 62.5, 89.0, 141.0))))
    visits.append((f.given, f.dog, "Wellness exam", f.vet, 68.0))
    product_shown = rng.random() < 0.6
    termed = rng.random() < 0.7
    what = "Rabies vaccine" + (f" {term_text(f.term, rng)}" if termed else "")
    what += f" - {f.product}" if product_shown else " - canine"
    visits.append((f.given, f.dog, what, f.vet, 34.0))
    visits.append((f.given, f.dog, rng.choice(OTHER_SHOTS), f.vet, 38.0))
    tagged = rng.random() < 0.55
    if tagged:
        visits.append((f.given, f.dog, f"Rabies tag {f.tag}", f.vet, 0.0))
    visits.sort(key=lambda v: v[0])
    y = 190.0
    cols = (40, 100, 170, 390, 520)
    sheet.rule(40, y - 12, 572, y - 12, 0.8)
    for x, head in zip(cols, ("Date", "Patient", "Description", "Provider", "Amount"), strict=True):
        sheet.label(x, y, head, f"{face}-bold", 8.5)
    sheet.rule(40, y + 5, 572, y + 5, 0.5)
    for day, pet, item, doc, price in visits:
        y += 15
        sheet.text(cols[0], y, fmt_date(day, style), face, 8.5)
        sheet.text(cols[1], y, pet, face, 8.5)
        sheet.text(cols[2], y, item, face, 8.5)
        sheet.text(
            cols[3], y, f"Dr. {doc.split()[-1]}" if doc != f.vet else f"Dr. {doc}", face, 8.5
        )
        sheet.text(568, y, f"{price:.2f}", face, 8.5, align="r")
    y += 10
    sheet.rule(40, y, 572, y, 0.5)
    spent = sum(v[4] for v in visits)
    for label, value in (
        ("Charges this year", spent),
        ("Payments received", spent),
        ("Balance due", 0.0),
    ):
        y += 14
        sheet.label(460, y, label, face, 8.5, align="r")
        sheet.text(568, y, f"{value:,.2f}", face, 8.5, align="r")
    y += 34
    sheet.label(40, y, "Reminders on file", f"{face}-bold", 10)
    due_shown = rng.random() < 0.55
    rem = [
        (plus_years(f.given, 1), f"{f.dog} - Annual wellness exam"),
        (printed + timedelta(days=rng.randrange(20, 120)), f"{cat} - FVRCP"),
    ]
    if due_shown:
        rem.append((f.due, f"{f.dog} - Rabies"))
    for day, what_due in sorted(rem):
        y += 14
        sheet.text(48, y, f"{what_due}  due {fmt_date(day, style)}", face, 9)
    y += 30
    sheet.text(
        40,
        y,
        "This statement is for your records and for pet insurance claims. It is "
        "not a rabies certificate.",
        face,
        7.5,
        GREY,
    )
    sheet.text(
        40,
        y + 11,
        f"Questions? Ask for {person(rng).split()[0]} at the front desk.",
        face,
        7.5,
        GREY,
    )
    sheet.rule(40, 748, 572, 748, 0.4, INK)
    sheet.text(40, 760, f"Page 1 of 1  ·  printed {fmt_date(printed, style)}", face, 7, GREY)
    shown = {"tag": tagged, "lot": False, "product": product_shown}
    return sheet, f.truth(expires=due_shown or termed, **shown)
