"""A paper of the thirty-third set filled by pen: a summer dog camp's registration, a weekend for
people and their dogs at an Adirondack camp, printed from the camp's PDF and mailed back with the
deposit (the owner uploads their copy, the rabies row being on it). The camp's banner and the
session picked; the campers (names, cabin choice); the activities ticked; the dog in a box of
its own (name, breed, age, spayed or neutered); a small vaccine table to fill (rabies, distemper,
kennel cough; date given and expires, the rabies expiry at times only its term, at times left
blank); at times the tag; the veterinarian and phone; and the release."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.thirtythird_canvas import Sheet
from tests.thirtythird_faces import INKS, PENS, fit
from tests.thirtythird_facts import (
    HAND_STYLES,
    TODAY,
    facts,
    fmt_date,
    person,
    phone,
    plus_years,
    term_text,
)

CLINICS = ("{place} Veterinary Clinic", "Brewerton Animal Hospital", "Caughdenoy Road Vet",
           "{place} Pet Hospital", "Hillside Animal Clinic")  # fmt: skip
CAMPS = (("CAMP HOWLING PINES", "Old Forge, NY"), ("CAMP WAGS-A-LOT", "Lake Placid, NY"),
         ("BARKLEY LAKE DOG CAMP", "Inlet, NY"))  # fmt: skip
ACTS = ("Dock diving", "Agility", "Lure coursing", "Canoeing with dogs", "Nose work", "Tricks",
        "Hiking", "Rally")  # fmt: skip


def camp_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.1)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool = rng.choice(("ballpoint", "gel", "pencil", "felt"))
    slant = rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792, paper=rng.choice(((255, 255, 255), (250, 248, 240))))
    green = (40, 90, 60)

    def pen(x: float, y: float, s: str, room: float, size: float = 13) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool, slant)

    def line(x: float, y: float, w: float, lab: str, val: str, size: float = 13) -> None:
        end = sheet.label(x, y, lab, "cantarell", 9)
        sheet.rule(end + 4, y + 2, x + w, y + 2, 0.5)
        if val:
            pen(end + 8, y - 1, val, x + w - end - 12, size)

    name, where = rng.choice(CAMPS)
    year = TODAY.year + 1 if TODAY.month > 8 else TODAY.year
    sheet.box(0, 0, 612, 80, green, None)
    sheet.text(306, 40, name, "cantarell-bold", 22, (255, 255, 255), align="c")
    sheet.text(306, 62, f"{where}  -  {year} Registration  -  $475 per person, dogs free",
               "cantarell", 10, (220, 235, 220), align="c")  # fmt: skip
    y = 108.0
    sheet.text(36, y, "Session:", "cantarell-bold", 10)
    pick = rng.randrange(3)
    for i, m in enumerate((6, 7, 9)):
        start = date(year, m, 10 + 4 * i)
        x = 100 + i * 160
        sheet.box(x, y - 9, 9, 9, None, (0, 0, 0), 0.6)
        sheet.text(x + 14, y, f"{fmt_date(start, 4)} - {start.day + 3}", "cantarell", 9.5)
        if i == pick:
            sheet.tick(x, y - 3, ink)
    y += 32
    line(36, y, 300, "Camper(s)", f"{f.owner} & {person(rng).split()[0]}", 12)
    line(350, y, 226, "Phone", phone(rng, rng.randrange(3)))
    y += 28
    line(36, y, 540, "Address", f"{f.street}, {f.town} NY {f.zip}", 12)
    y += 28
    sheet.text(36, y, "Activities:", "cantarell-bold", 10)
    for i, a in enumerate(ACTS):
        x = 36 + (i % 4) * 135
        yy = y + 18 + (i // 4) * 16
        sheet.box(x, yy - 8, 8, 8, None, (0, 0, 0), 0.5)
        sheet.text(x + 12, yy, a, "cantarell", 9)
        if rng.random() < 0.4:
            sheet.tick(x, yy - 2, ink)
    y += 70
    sheet.box(30, y - 18, 552, 238, None, green, 1.2, 8)
    sheet.text(40, y, "YOUR DOG", "cantarell-bold", 11, green)
    y += 26
    line(40, y, 200, "Name", f.dog)
    line(250, y, 200, "Breed", f.breed, 11)
    line(460, y, 112, "Age", f"{max(1, (f.given - f.born).days // 365)}")
    y += 26
    line(40, y, 260, "Spayed / neutered?", rng.choice(("yes", "Yes", "no")))
    line(310, y, 262, "Good with other dogs?", rng.choice(("yes", "mostly", "yes!")))
    y += 30
    sheet.text(40, y, "Vaccines (proof required at check-in)", "cantarell-bold", 9.5)
    y += 6
    cols = (("Vaccine", 130), ("Date given", 150), ("Expires", 150))
    x = 40.0
    for c, w in cols:
        sheet.box(x, y, w, 16, (230, 238, 230), (0, 0, 0), 0.5)
        sheet.label(x + 4, y + 11.5, c, "cantarell-bold", 8.5)
        x += w
    y += 16
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    exp = {"date": fmt_date(f.due, ds), "term": term_text(f.term, rng), "none": ""}[mode]
    other = f.given - timedelta(days=rng.randrange(20, 250))
    rows = (("Rabies", fmt_date(f.given, ds), exp),
            ("Distemper/parvo", fmt_date(other, ds), rng.choice(("", fmt_date(plus_years(other, 1),
                                                                ds)))),
            ("Bordetella", rng.choice(("", fmt_date(other, ds))), ""))  # fmt: skip
    for row in rows:
        x = 40.0
        for i, ((_, w), val) in enumerate(zip(cols, row, strict=True)):
            sheet.box(x, y, w, 22, None, (0, 0, 0), 0.5)
            if i == 0:
                sheet.label(x + 4, y + 15, val, "cantarell", 9)
            elif val:
                pen(x + 5, y + 16, val, w - 10, 12)
            x += w
        y += 22
    y += 28
    tagged = rng.random() < 0.4
    line(40, y, 260, "Rabies tag #", f.tag if tagged else "")
    y += 28
    line(40, y, 320, "Vet", f.clinic, 12)
    line(370, y, 202, "Vet phone", phone(rng, 1))
    y += 56
    for text in ("I release the camp and its staff from all claims for injury to me or my dog.",
                 "My dog is not aggressive and has not bitten a person."):  # fmt: skip
        sheet.text(36, y, text, "cantarell", 9)
        y += 13
    y += 30
    sheet.sign(rng, 46, y - 4, 140, ink)
    sheet.rule(36, y, 300, y, 0.5)
    sheet.label(36, y + 10, "Signature", "cantarell", 7.5)
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, product=False, lot=False)
