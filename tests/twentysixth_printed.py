"""Two printed papers of the twenty-sixth set: a referral hospital's canine blood donor record (the
donor's card with its blood type and donor number, a table of past donations with their dates and
packed-cell volumes, the program's own medical director named at the foot, and an eligibility
table where the rabies shot the family veterinarian gave is one row, its date in the hospital
system's 14-MAR-2025), and a microchip registry's "pet recovery record" sent as a PDF (the chip
number large with its barcode, cards with small grey labels above their values, a veterinary and
licensing card holding the rabies tag and the Town's dog licence number side by side; a registry
run from Canada prints ISO dates)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentysixth_canvas import Sheet
from tests.twentysixth_facts import (
    TODAY,
    day_between,
    facts,
    fmt_date,
    person,
    phone,
    term_text,
    vet_name,
)

GREY = (100, 102, 110)
RED = (150, 20, 30)
BLOOD_BANKS = (
    ("Finger Lakes Veterinary Referral Center", "Canine Blood Donor Program"),
    ("Salt City Animal Specialty Hospital", "Hero Dogs Blood Bank"),
    ("Mohawk Valley Veterinary Emergency", "Pawsitive Donor Club"),
)
PRACTICES = (
    "{place} Animal Hospital",
    "Lakeshore Veterinary Clinic",
    "{place} Small Animal Practice",
    "Cedar Hollow Veterinary Care",
    "Northside Pet Hospital of {place}",
)
REGISTRIES = (
    ("HomeBound Pet Registry", "us"),
    ("ChipTrace Recovery Network", "us"),
    ("NorthStar PetFind", "ca"),
)


def blood_donor_record(rng: random.Random) -> tuple[Sheet, Truth]:
    hospital, program = rng.choice(BLOOD_BANKS)
    f = facts(rng, rng.choice(PRACTICES), lapse=0.1)
    serif = rng.random() < 0.6
    face = "tinos" if serif else "notosans"
    bold = f"{face}-bold"
    sheet = Sheet(612, 792)
    sheet.text(40, 48, hospital, bold, 14, RED)
    sheet.text(
        40, 62, f"{program}  ·  {rng.randrange(100, 6000)} Erie Blvd E, Syracuse NY", face, 8.5
    )
    sheet.text(572, 48, "DONOR RECORD", bold, 13, align="r", label=True)
    printed = day_between(rng, f.given + timedelta(days=20), TODAY)
    sheet.text(572, 62, f"Printed {fmt_date(printed, 5)}", face, 8, GREY, align="r")
    sheet.rule(40, 72, 572, 72, 1.5, RED)
    y = 94.0
    donor_no = f"BD-{rng.randrange(100, 999)}{rng.choice('ACEGK')}"
    pairs = [
        [("Donor:", f.dog), ("Donor no.:", donor_no)],
        [("Breed:", f.breed), ("Blood type:", rng.choice(("DEA 1 negative", "DEA 1 positive")))],
        [("Owner:", f.owner), ("Weight:", f"{rng.randrange(55, 110)} lb")],
        [("Address:", f"{f.street}, {f.town} NY {f.zip}"), ("Phone:", phone(rng, 1))],
        [("Primary vet:", f"Dr. {f.vet}"), ("Practice:", f.clinic)],
    ]
    for row in pairs:
        for col, (label, value) in enumerate(row):
            x = 40 + col * 300
            end = sheet.label(x, y, label, bold, 9)
            sheet.value(max(end + 6, x + 70), y, value, face, 9.5)
        y += 16
    y += 16
    sheet.text(40, y, "Donation history", bold, 11)
    y += 8
    cols = (40, 150, 250, 350, 460)
    sheet.box(40, y, 532, 16, (240, 228, 228), None)
    for x, head in zip(cols, ("Date", "PCV %", "Volume", "Product", "Phleb."), strict=True):
        sheet.label(x + 4, y + 11, head, bold, 8.5)
    day = f.given - timedelta(days=rng.randrange(200, 400))
    for _ in range(rng.randrange(3, 6)):
        day += timedelta(days=rng.randrange(60, 110))
        if day >= printed or abs((day - f.given).days) < 3:
            continue
        y += 15
        initials = "".join(rng.choice("ABDJKLMRST") for _ in range(2))
        kind = rng.choice(("pRBC + FFP", "Whole blood"))
        for x, v in zip(
            cols,
            (fmt_date(day, 5), f"{rng.randrange(42, 58)}", "450 mL", kind, initials),
            strict=True,
        ):
            sheet.value(x + 4, y + 10, v, face, 8.5)
    y += 44
    sheet.text(
        40, y, "Eligibility - vaccinations (from the primary veterinarian's records)", bold, 11
    )
    y += 8
    at = (40, 160, 270, 380)
    sheet.box(40, y, 532, 16, (240, 228, 228), None)
    heads = ("Vaccine", "Given", "Due", "Verified")
    for x, head in zip(at, heads, strict=True):
        sheet.label(x + 4, y + 11, head, bold, 8.5)
    due_shown = rng.random() < 0.6
    product_shown = rng.random() < 0.5
    rabies = f"Rabies {term_text(f.term, rng)}" if not due_shown or rng.random() < 0.5 else "Rabies"
    check = day_between(rng, f.given, printed)
    rows = [(rabies, fmt_date(f.given, 5), fmt_date(f.due, 5) if due_shown else "on file")]
    for shot in ("DA2PP", "Leptospirosis 4-way", "Heartworm test"):
        given = day_between(rng, f.given - timedelta(days=300), printed - timedelta(days=10))
        rows.append((shot, fmt_date(given, 5), fmt_date(given + timedelta(days=365), 5)))
    rng.shuffle(rows)
    for name, given_s, due_s in rows:
        y += 15
        sheet.text(at[0] + 4, y + 10, name, face, 9)
        sheet.value(at[1] + 4, y + 10, given_s, face, 9)
        sheet.value(at[2] + 4, y + 10, due_s, face, 9)
        sheet.value(at[3] + 4, y + 10, f"{fmt_date(check, 5)} by front desk", face, 8.5, GREY)
        sheet.rule(40, y + 14, 572, y + 14, 0.4, (200, 190, 190))
    y += 34
    tagged = rng.random() < 0.65
    notes = []
    if product_shown:
        notes.append(f"Rabies product on certificate: {f.product} ({f.maker}).")
    if tagged:
        notes.append(f"Rabies tag no. {f.tag} seen on collar at last donation.")
    notes.append("Donors must stay current on rabies, DA2PP and leptospirosis to donate.")
    for note in notes:
        sheet.value(40, y, note, face, 9)
        y += 14
    y += 30
    director = vet_name(rng)
    while director.split()[-1] == f.vet.split()[-1]:
        director = vet_name(rng)
    sheet.text(40, y, f"Dr. {director}, DVM, DACVECC - Medical Director, {program}", face, 8.5)
    sheet.text(40, y + 12, f"Donor coordinator: {person(rng)}  ·  {phone(rng, 2)}", face, 8.5)
    sheet.text(
        306, 768, "Thank you for saving lives, one donation at a time.", face, 8, GREY, align="c"
    )
    shown = {"tag": tagged, "lot": False, "product": product_shown}
    return sheet, f.truth(expires=due_shown or rabies != "Rabies", **shown)


def _card(
    sheet: Sheet, x: float, y: float, w: float, title: str, rows: list[tuple[str, str]], face: str
) -> float:
    """A rounded card: its title, then each label small and grey above its value; gives its foot."""
    h = 30 + 28 * len(rows)
    sheet.box(x, y, w, h, (250, 251, 253), (214, 218, 226), 0.7, 6)
    sheet.text(x + 12, y + 18, title, f"{face}-bold", 10, (30, 70, 120))
    for i, (label, value) in enumerate(rows):
        sheet.label(x + 12, y + 34 + i * 28, label, face, 7, GREY)
        sheet.value(x + 12, y + 46 + i * 28, value, face, 10)
    return y + h


def chip_registry_profile(rng: random.Random) -> tuple[Sheet, Truth]:
    registry, where = rng.choice(REGISTRIES)
    f = facts(rng, rng.choice(PRACTICES), lapse=0.15)
    face = rng.choice(("opensans", "karla", "clearsans"))
    style = 4 if where == "ca" else rng.choice((3, 0, 2))
    sheet = Sheet(612, 792)
    sheet.box(0, 0, 612, 70, (30, 70, 120), None)
    sheet.text(40, 42, registry, f"{face}-bold", 18, (255, 255, 255))
    sheet.text(572, 42, "Pet Recovery Record", face, 11, (210, 226, 244), align="r")
    chip = f"{rng.choice(('985', '981', '900'))}{rng.randrange(10**11, 10**12)}"
    sheet.label(40, 100, "MICROCHIP NUMBER", f"{face}-bold", 8, GREY)
    sheet.text(40, 124, chip, "cousine-bold", 20)
    x = 330.0
    for _ in range(70):  # the chip's barcode
        bw = rng.choice((0.8, 0.8, 1.6, 2.4))
        sheet.box(x, 98, bw, 30, (20, 20, 20), None)
        x += bw + rng.choice((0.8, 1.6))
        if x > 566:
            break
    registered = day_between(rng, f.born + timedelta(days=60), f.given)
    sheet.text(
        40, 142, f"Registered {fmt_date(registered, style)}  ·  Plan: Lifetime", face, 8.5, GREY
    )
    status = rng.choice(("Status: HOME", "Status: Home safe"))
    sheet.text(572, 142, status, f"{face}-bold", 9, (30, 130, 70), align="r")
    sex = rng.choice(("Male, neutered", "Female, spayed", "Male", "Female"))
    left = _card(
        sheet,
        40,
        160,
        256,
        "Pet",
        [
            ("Name", f.dog),
            ("Species / breed", f"Dog / {f.breed}"),
            ("Color", f.colour.title()),
            ("Sex", sex),
            ("Date of birth", fmt_date(f.born, style)),
        ],
        face,
    )
    right = _card(
        sheet,
        316,
        160,
        256,
        "Primary contact",
        [
            ("Name", f.owner),
            ("Mobile", phone(rng, 1)),
            ("Address", f"{f.street}, {f.town}, NY"),
            ("Email", f"{f.owner.split()[0].lower()}{rng.randrange(10, 99)}@mail.example"),
        ],
        face,
    )
    _card(
        sheet,
        316,
        right + 14,
        256,
        "Alternate contact",
        [
            ("Name", person(rng)),
            ("Phone", phone(rng, 2)),
        ],
        face,
    )
    licence = f"{rng.choice(('CLAY', 'T-CLAY', 'Clay'))} {rng.randrange(1000, 99999)}"
    tagged, due_shown, termed = rng.random() < 0.75, rng.random() < 0.6, rng.random() < 0.5
    vet_rows = [
        ("Veterinary clinic", f.clinic),
        ("Veterinarian", f"Dr. {f.vet}"),
        ("Clinic phone", phone(rng, 0)),
        ("Rabies vaccination date", fmt_date(f.given, style)),
        ("Rabies expiration", fmt_date(f.due, style) if due_shown else "-"),
    ]
    if termed:
        vet_rows.append(("Rabies vaccine", f"{term_text(f.term, rng)} ({f.maker})"))
    vet_rows.append(("Rabies tag #", f.tag if tagged else "not provided"))
    vet_rows.append(("Dog license #", licence))
    foot = _card(sheet, 40, left + 14, 256, "Veterinary & licensing", vet_rows, face)
    y = max(foot, right) + 40
    sheet.text(
        40,
        y,
        "Keep this record up to date: log in or call our 24/7 line "
        f"{phone(rng, 1, '800')} if your pet is lost.",
        face,
        8.5,
        GREY,
    )
    updated = day_between(rng, f.given, TODAY)
    sheet.text(
        40, y + 13, f"Record last updated {fmt_date(updated, style)} by the owner.", face, 8.5, GREY
    )
    shown = {"tag": tagged, "lot": False, "product": False}
    return sheet, f.truth(expires=due_shown or termed, **shown)
