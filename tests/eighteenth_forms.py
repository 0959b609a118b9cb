"""Two printed forms of the eighteenth set, filled in on a computer before printing: a dog-training
school's class registration whose second half is the veterinarian's vaccination record (rabies
with a 1-year / 3-year box ticked, DHPP and Bordetella beside it, the owner's and dog's details and
the dog's birth date above), and an apartment complex's pet registration addendum to the lease,
where the tenant typed the rabies date, expiry and tag but usually no vaccine or lot."""

from __future__ import annotations

import random
from dataclasses import replace

from tests.eighteenth_canvas import Sheet
from tests.eighteenth_facts import (
    BREEDS,
    PRINTED_STYLES,
    STREETS,
    TODAY,
    TOWNS,
    days,
    fmt_date,
    phone,
    plus_years,
    shot,
    vet_written,
)
from tests.heldout_certificates import Truth

SCHOOLS = ("Good Dog! Training Center", "Sit Happens Dog School", "K9 Manners of Clay")
COMPLEXES = ("Willow Creek Apartments", "Three Rivers Landing", "Wetzel Park Townhomes")
TINT = (226, 233, 242)


def _field(sheet: Sheet, x: float, y: float, label: str, value: str, width: float) -> None:
    """A label above a ruled box, the typed value inside it."""
    sheet.label(x + 2, y, label, 6.8)
    sheet.rect(x, y + 3, x + width, y + 21, 0.6)
    if value:
        sheet.text(x + 5, y + 16, value, 9.5, face="okolaks")


def training_form(rng: random.Random) -> tuple[Sheet, Truth]:
    """The class registration: owner and dog first, then the vet's record in a tinted band."""
    fact = shot(rng)
    truth = fact.truth
    given = truth.vaccinated
    assert given is not None
    style = rng.choice(PRINTED_STYLES)
    sheet = Sheet(612, 700, rng.choice(("ikarius", "beteckna")))
    school = rng.choice(SCHOOLS)
    sheet.text(40, 50, school, 18, bold=True)
    sheet.text(40, 66, f"{rng.randint(3000, 7999)} {rng.choice(STREETS)}, Clay NY 13041", 8.5)
    sheet.text(40, 90, "Class Registration & Vaccination Record", 13, bold=True)
    course = rng.choice(("Puppy Kindergarten", "Basic Manners", "Canine Good Citizen", "Agility 1"))
    start = min(days(given, rng.randrange(5, 200)), days(given, 320))
    top = 110.0
    rows = [
        [("Owner / Handler", str(truth.owner), 260), ("Phone", phone(rng), 130)],
        [("Street Address", f"{rng.randint(100, 999)} {rng.choice(STREETS)}", 260),
         ("Town", rng.choice(TOWNS), 130)],
        [("Dog's Name", str(truth.dog), 160), ("Breed", rng.choice(BREEDS), 150),
         ("Date of Birth", fmt_date(days(given, -rng.randrange(120, 2500)), style), 110)],
        [("Class", course, 200), ("Start Date", fmt_date(start, 4), 110),
         ("Fee Paid", f"${rng.choice((145, 165, 185))}.00", 90)],
    ]  # fmt: skip
    for row in rows:
        x = 40.0
        for label, value, width in row:
            _field(sheet, x, top, label, value, width)
            x += width + 12
        top += 34
    top += 8
    sheet.tint(30, top, 582, top + 330, TINT)
    sheet.text(
        40, top + 20, "VETERINARY SECTION - to be completed by your veterinarian", 10.5, True
    )
    sheet.text(40, top + 33, "All dogs must be current on Rabies, DHPP and Bordetella.", 8)
    top += 50
    sheet.label(42, top, "RABIES", 9)
    _field(sheet, 40, top + 10, "Date Vacc.", fmt_date(given, style), 110)
    box = 170.0
    sheet.label(box, top + 16, "Duration:", 7.5)
    for years in (1, 3):
        x = box + 48 + (years // 3) * 44
        sheet.rect(x, top + 9, x + 8, top + 17, 0.6)
        if years == fact.term and fact.ends != "none":
            sheet.text(x + 1, top + 16.5, "X", 8, face="okolaks")
        sheet.label(x + 12, top + 16, f"{years} yr", 7.5, bold=False)
    expiry = fmt_date(fact.end, style) if fact.ends == "date" else ""
    _field(sheet, 170, top + 44, "Valid thru", expiry, 110)
    _field(sheet, 300, top + 10, "Tag #", str(truth.tag), 110)
    _field(sheet, 430, top + 10, "Vaccine / Mfr.", str(truth.product), 140)
    _field(sheet, 430, top + 44, "Lot/Serial", str(truth.lot), 140)
    top += 82
    for name in ("DHPP", "Bordetella"):
        other = min(days(given, rng.randrange(-40, 40)), days(TODAY, -3))
        sheet.label(42, top, name.upper(), 9)
        _field(sheet, 40, top + 10, "Date given", fmt_date(other, style), 110)
        _field(sheet, 170, top + 10, "Next due", fmt_date(plus_years(other, 1), style), 110)
        top += 44
    _field(sheet, 40, top + 6, "Veterinarian", vet_written(str(truth.veterinarian), rng), 230)
    _field(sheet, 290, top + 6, "Clinic", str(truth.clinic), 280)
    _field(sheet, 40, top + 40, "Clinic Phone", phone(rng), 150)
    sheet.label(210, top + 56, "Signature:", 7.5)
    sheet.line(262, top + 58, 470, top + 58)
    top += 88
    sheet.text(40, top + 14, "Classes are held rain or shine. Bring treats and a 6-foot leash.", 8)
    sheet.height = max(792.0, top + 36)
    return sheet, truth


def lease_addendum(rng: random.Random) -> tuple[Sheet, Truth]:
    """The lease's pet addendum: numbered terms, then a table of the tenant's pets."""
    fact = shot(rng, ends=("date", "date", "date", "none"))
    truth = replace(fact.truth, lot=None)
    if rng.random() < 0.6:
        truth = replace(truth, product=None)
    if rng.random() < 0.5:
        truth = replace(truth, veterinarian=None)
    given = truth.vaccinated
    assert given is not None
    style = rng.choice(PRINTED_STYLES)
    sheet = Sheet(612, 760, rng.choice(("roadgeek", "mekanus", "ikarius")))
    complex_name = rng.choice(COMPLEXES)
    sheet.text(306 - len(complex_name) * 4.4, 50, complex_name.upper(), 15, bold=True)
    sheet.text(200, 70, "PET ADDENDUM TO RESIDENTIAL LEASE", 11, bold=True)
    lease_day = max(given, days(given, rng.randrange(-200, 200)))
    unit = f"{rng.choice('ABCDEFG')}-{rng.randint(101, 324)}"
    sheet.text(50, 100, f"This addendum dated {fmt_date(lease_day, 5)} is part of the lease", 9.5)
    sheet.text(50, 113, f"for Unit {unit} between {complex_name} (Landlord) and the Resident.", 9.5)
    terms = (
        "1. Resident may keep only the pet(s) described below. A $300 pet deposit is required.",
        "2. Dogs must be licensed with the Town and wear a current rabies tag at all times.",
        "3. Resident shall provide proof of current rabies vaccination every year.",
        "4. Pets must be leashed in common areas, and waste must be picked up immediately.",
        "5. Landlord may revoke permission if the pet disturbs other residents.",
    )
    y = 140.0
    for term in terms:
        sheet.text(50, y, term, 9)
        y += 14
    y += 12
    sheet.text(50, y, "PET INFORMATION", 10.5, bold=True)
    y += 8
    rows = [
        ("Resident Name", str(truth.owner)),
        ("Pet Name", str(truth.dog)),
        ("Type / Breed", f"Dog / {rng.choice(BREEDS)}"),
        ("Weight (lbs)", str(rng.randint(12, 95))),
        ("Rabies Vaccination Date", fmt_date(given, style)),
        ("Rabies Expiration", fmt_date(fact.end, style) if fact.ends == "date" else ""),
        ("Rabies Tag No.", str(truth.tag)),
        ("Town License No.", f"DL-{rng.randint(10, 99)}{rng.choice('ABCD')}"),
        ("Veterinary Clinic", str(truth.clinic)),
    ]
    if truth.veterinarian:
        rows.append(("Veterinarian", vet_written(truth.veterinarian, rng)))
    if truth.product:
        rows.append(("Vaccine", str(truth.product)))
    for label, value in rows:
        sheet.rect(50, y, 230, y + 20, 0.6)
        sheet.rect(230, y, 562, y + 20, 0.6)
        sheet.tint(50.5, y + 0.5, 229.5, y + 19.5, (238, 238, 238))
        sheet.label(56, y + 14, label, 8.5, bold=False)
        if value:
            sheet.text(238, y + 14, value, 10)
        y += 20
    y += 30
    for who in ("Resident", "Landlord / Agent"):
        sheet.line(50, y, 300, y)
        sheet.label(50, y + 11, f"{who} signature", 7.5, bold=False)
        sheet.line(340, y, 470, y)
        sheet.label(340, y + 11, "Date", 7.5, bold=False)
        y += 42
    sheet.height = max(792.0, y + 20)
    return sheet, truth
