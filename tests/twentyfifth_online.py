"""Two printed papers of the twenty-fifth set that began on a screen: an online pet pharmacy's
telehealth record printed from the browser (the browser's own date and address at the top and
foot, the pet's card, the vaccine records the owner uploaded as the pharmacy verified them; a
platform run from Toronto or London writes its dates day first), and a dog-walking company's
client profile printed from its scheduling software (door code, key tag, emergency contacts, the
primary vet, the vaccines on file with labels above their boxes)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyfifth_canvas import Sheet
from tests.twentyfifth_facts import (
    OTHER_SHOTS,
    TODAY,
    day_between,
    facts,
    fmt_date,
    person,
    phone,
    plus_years,
    term_text,
)

GREY = (110, 110, 118)
LINE = (205, 208, 214)
PLATFORMS = (
    ("PawPoint Telehealth", "app.pawpoint.example", "us"),
    ("Kibble & Co. Pet Pharmacy", "rx.kibbleco.example", "us"),
    ("Northpaw Virtual Vet", "care.northpaw.example", "ca"),
    ("VetCall UK", "my.vetcall.example", "uk"),
)
CLINICS = (
    "{town} Animal Hospital",
    "Greenway Veterinary Clinic",
    "{town} Pet Wellness Center",
    "Stonybrook Animal Clinic",
)
WALKERS = (
    "Hudson Hounds Dog Walking",
    "Leash & Lead Pet Care",
    "Two Bridges Dog Walkers",
    "Muddy Paws Walking Co.",
)


def telehealth_printout(rng: random.Random) -> tuple[Sheet, Truth]:
    name, host, where = rng.choice(PLATFORMS)
    f = facts(rng, rng.choice(CLINICS), lapse=0.15)
    face = rng.choice(("inter", "lato", "ptsans"))
    if where == "us":
        style = rng.choice((2, 4, 5, 0))
    else:  # day first: in words, or in figures when the day cannot be a month
        style = 8 if f.given.day > 12 and f.due.day > 12 and rng.random() < 0.6 else 3
    sheet = Sheet(612, 792)
    printed = day_between(rng, f.given + timedelta(days=3), TODAY)
    hour = f"{rng.randrange(1, 12)}:{rng.randrange(60):02d} {rng.choice(('AM', 'PM'))}"
    when = f"{printed.month}/{printed.day}/{printed.year % 100:02d}, {hour}"
    sheet.text(24, 20, when, "ptsans", 7)
    sheet.text(306, 20, f"{name} - Health records", "ptsans", 7, align="c")
    pet_no = rng.randrange(10000, 99999)
    sheet.text(24, 778, f"https://{host}/pets/{pet_no}/records", "ptsans", 7)
    sheet.text(588, 778, "1/1", "ptsans", 7, align="r")
    sheet.box(40, 36, 532, 40, (22, 92, 120), None)
    sheet.text(56, 62, name, f"{face}-bold", 14, (255, 255, 255))
    sheet.text(556, 62, f"Signed in as {f.owner}", face, 8, (220, 236, 240), align="r")
    sheet.box(40, 92, 532, 96, (246, 248, 250), LINE, 0.6, 8)
    sheet.box(54, 106, 68, 68, (214, 226, 232), None, radius=34)
    sheet.text(88, 146, f.dog[0], f"{face}-bold", 26, (22, 92, 120), align="c")
    sheet.text(138, 120, f.dog, f"{face}-bold", 16)
    sheet.text(138, 136, f"{f.breed}  ·  {f.colour}", face, 9, GREY)
    sheet.text(138, 150, f"Born {fmt_date(f.born, style)}", face, 9, GREY)
    sheet.text(138, 164, f"Weight {rng.randrange(8, 95)} lb  ·  Pet ID {pet_no}", face, 9, GREY)
    sheet.text(380, 120, "Primary clinic", face, 8, GREY)
    sheet.text(380, 134, f.clinic, face, 9)
    sheet.text(380, 148, phone(rng, f.area), face, 9)
    y = 222.0
    sheet.text(40, y, "Vaccinations", f"{face}-bold", 13)
    sheet.text(572, y, f"{rng.randrange(2, 5)} records", face, 8, GREY, align="r")
    y += 10
    tagged, lot_shown = rng.random() < 0.6, rng.random() < 0.5
    due_shown = rng.random() < 0.75
    extra = rng.sample(OTHER_SHOTS, 2)
    cards = [("rabies", f.given), (extra[0], f.given), (extra[1], f.given - timedelta(days=40))]
    rng.shuffle(cards)
    for what, given in cards:
        y += 12
        rabies = what == "rabies"
        rows = 4 + (rabies and (tagged or lot_shown))
        sheet.box(40, y, 532, 18 + rows * 14, None, LINE, 0.6, 6)
        title = f"Rabies ({term_text(f.term, rng)})" if rabies else what
        sheet.text(54, y + 18, title, f"{face}-bold", 10.5)
        ok = "Verified" if rabies or rng.random() < 0.5 else "Pending review"
        sheet.text(556, y + 18, ok, f"{face}-bold", 8, (30, 130, 70), align="r")
        lines = [("Administered", fmt_date(given, style))]
        until = f.due if rabies else plus_years(given, 1)
        if not rabies or due_shown:
            lines.append(("Expires", fmt_date(until, style)))
        lines.append(("Given by", f"Dr. {f.vet}, {f.clinic}" if rabies else f.clinic))
        if rabies:
            lines.append(("Product", f.product + (f" · lot {f.lot}" if lot_shown else "")))
            if tagged:
                lines.append(("Tag number", f.tag))
        for i, (label, value) in enumerate(lines):
            sheet.label(54, y + 34 + i * 14, label, face, 8.5, GREY)
            sheet.text(150, y + 34 + i * 14, value, face, 9)
        y += 18 + rows * 14
    y += 28
    checked = day_between(rng, f.given, printed)
    sheet.text(
        40,
        y,
        f"Records reviewed by {person(rng)}, pharmacy technician, on {fmt_date(checked, style)}.",
        face,
        8,
        GREY,
    )
    sheet.text(
        40, y + 12, "Uploaded documents remain the record of your veterinarian.", face, 8, GREY
    )
    shown = {"tag": tagged, "lot": lot_shown}
    return sheet, f.truth(expires=True, **shown)


def _boxed(sheet: Sheet, x: float, y: float, w: float, label: str, value: str, face: str) -> None:
    """A label above its box, the value printed inside."""
    sheet.label(x, y, label, face, 7, GREY)
    sheet.box(x, y + 3, w, 18, None, LINE, 0.6, 2)
    sheet.text(x + 5, y + 16, value, face, 9.5)


def walker_profile(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.1)
    walker = rng.choice(WALKERS)
    face = rng.choice(("lato", "carlito", "ptsans", "inter"))
    style = rng.choice((0, 1, 5, 9))
    sheet = Sheet(612, 792)
    sheet.text(40, 46, walker, f"{face}-bold", 16, (40, 90, 60))
    sheet.text(40, 60, "Client & pet profile", face, 9, GREY)
    printed = day_between(rng, f.given + timedelta(days=5), TODAY)
    sheet.text(572, 46, f"Printed {fmt_date(printed, 0)}", face, 8, GREY, align="r")
    sheet.rule(40, 70, 572, 70, 1.2, (40, 90, 60))
    y = 92.0
    sheet.label(40, y, "CLIENT", f"{face}-bold", 9)
    y += 14
    _boxed(sheet, 40, y, 250, "Name", f.owner, face)
    _boxed(sheet, 310, y, 262, "Mobile", phone(rng, f.area, 1), face)
    y += 34
    _boxed(sheet, 40, y, 250, "Address", f"{f.street}, {f.town}", face)
    code = f"{rng.randrange(1000, 9999)}#"
    _boxed(sheet, 310, y, 120, "Door / gate code", code, face)
    _boxed(sheet, 446, y, 126, "Key tag", f"K-{rng.randrange(10, 99)}", face)
    y += 34
    _boxed(sheet, 40, y, 250, "Emergency contact", person(rng), face)
    _boxed(sheet, 310, y, 262, "Emergency phone", phone(rng, f.area, 2), face)
    y += 46
    sheet.label(40, y, "PET", f"{face}-bold", 9)
    y += 14
    _boxed(sheet, 40, y, 160, "Pet name", f.dog, face)
    _boxed(sheet, 216, y, 200, "Breed", f.breed, face)
    _boxed(sheet, 432, y, 140, "Birthday", fmt_date(f.born, style), face)
    y += 34
    _boxed(
        sheet,
        40,
        y,
        250,
        "Walks",
        rng.choice(("M W F 11:30-12:00", "Mon-Fri 1 pm, 45 min", "Tue/Thu 12:15")),
        face,
    )
    _boxed(
        sheet,
        310,
        y,
        262,
        "Notes",
        rng.choice(
            ("Pulls on leash; no dog parks", "Treats in the blue jar", "Afraid of skateboards")
        ),
        face,
    )
    y += 34
    _boxed(sheet, 40, y, 250, "Veterinarian", f"Dr. {f.vet}", face)
    _boxed(sheet, 310, y, 262, "Clinic", f.clinic, face)
    y += 46
    sheet.label(40, y, "VACCINES ON FILE", f"{face}-bold", 9)
    sheet.text(572, y, "copies of certificates kept in the office", face, 7.5, GREY, align="r")
    y += 8
    cols = (40, 190, 300, 420)
    heads = ("Vaccine", "Given", "Good through", "Checked by")
    sheet.box(40, y, 532, 16, (236, 244, 238), None)
    for x, head in zip(cols, heads, strict=True):
        sheet.label(x + 5, y + 11, head, f"{face}-bold", 8)
    due_shown, tagged = rng.random() < 0.6, rng.random() < 0.6
    staff = person(rng).split()[0]
    rabies_name = f"Rabies ({f.term} yr)" if rng.random() < 0.6 else "Rabies"
    rows = [(rabies_name, f.given, f.due if due_shown else None)]
    for shot in rng.sample(("DHPP", "Bordetella", "Canine flu"), 2):
        given = day_between(rng, f.given - timedelta(days=200), TODAY - timedelta(days=10))
        rows.append((shot, given, plus_years(given, 1)))
    rng.shuffle(rows)
    for shot, given, until in rows:
        y += 17
        sheet.text(cols[0] + 5, y + 11, shot, face, 9)
        sheet.text(cols[1] + 5, y + 11, fmt_date(given, style), face, 9)
        sheet.text(cols[2] + 5, y + 11, fmt_date(until, style) if until else "—", face, 9)
        sheet.text(cols[3] + 5, y + 11, f"{staff} ({fmt_date(printed, 1)})", face, 8.5)
        sheet.rule(40, y + 16, 572, y + 16, 0.4, LINE)
    y += 40
    if tagged:
        sheet.text(40, y, f"Rabies tag on collar: {f.tag}", face, 9)
    sheet.text(
        40,
        y + 16,
        "Walkers: check the tag before every walk; report a lost tag to the office.",
        face,
        8,
        GREY,
    )
    termed = due_shown or rabies_name != "Rabies"
    return sheet, f.truth(expires=termed, tag=tagged, lot=False, product=False)
