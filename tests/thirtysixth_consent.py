"""A printed paper of the thirty-sixth set: a clinic's vaccine consent and declination form,
printed by the practice software at the visit and signed by the owner, who ticks which
recommended vaccines to give and which to decline; the owner uploads it because the rabies row
says it was given. The clinic's heading; the client, patient and visit date in a grid of boxes;
a table (vaccine, why, given or declined, date given, product and lot, next due) with the rabies
row first or among the others, its next-due cell a date, a term or empty; the tag under the table
at times; the declination statement, the owner's signature and the doctor's name."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtysixth_canvas import Sheet
from tests.thirtysixth_facts import facts, fmt_date, lot, phone, plus_years

CLINICS = ("{place} Veterinary Associates", "Cicero Animal Hospital", "Gaskin Road Vet Clinic",
           "{place} Pet Hospital", "Allen Road Animal Care")  # fmt: skip
TEAL = (0, 96, 100)
GREY = (110, 110, 110)
OTHERS = (("DHPP", "core", 3), ("Leptospirosis", "lifestyle", 1), ("Lyme", "lifestyle", 1),
          ("Bordetella (intranasal)", "boarding", 1),
          ("Canine influenza", "boarding", 1))  # fmt: skip


def consent_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 2, 12, 27))
    sheet.text(48, 50, f.clinic, "opensans-bold", 16, TEAL)
    sheet.text(48, 64, f"{rng.randrange(100, 9999)} {rng.choice(('Route 57', 'Brewerton Rd'))}, "
               f"{f.place} NY  -  {phone(rng, 0)}", "opensans", 8.5, GREY)  # fmt: skip
    sheet.text(564, 50, "Vaccine Consent &", "opensans-bold", 11, align="r")
    sheet.text(564, 64, "Declination Form", "opensans-bold", 11, align="r")
    y = 84.0
    grid = [("Client", f.owner), ("Patient", f.dog), ("Visit date", fmt_date(f.given, ds)),
            ("Breed", f.breed), ("Sex / color", f"{rng.choice(('MN', 'FS', 'M', 'F'))} / "
                                                f"{f.colour}"),
            ("Weight", f"{rng.uniform(8, 90):.1f} lb")]  # fmt: skip
    for i, (lab, val) in enumerate(grid):
        x, yy = 48 + (i % 3) * 172, y + (i // 3) * 34
        sheet.box(x, yy, 172, 34, None, GREY, 0.5)
        sheet.label(x + 5, yy + 11, lab, "opensans", 7, GREY)
        sheet.value(x + 5, yy + 27, val, "opensans", 9.5)
    y += 68 + 22
    sheet.text(48, y, "Your pet's doctor recommends the vaccines below. Rabies vaccination is "
               "required by New York State law.", "opensans", 8.5)  # fmt: skip
    y += 12
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    due = {"date": fmt_date(f.due, ds), "term": f"{f.term} yr", "none": ""}[mode]
    rows = [("Rabies", "law", "X", "", fmt_date(f.given, ds), f"{f.product} / {f.lot}", due)]
    for name, why, term in rng.sample(OTHERS, rng.randrange(3, 5)):
        if rng.random() < 0.45:
            rows.append((name, why, "", "X", "", "", "declined"))
        else:
            rows.append((name, why, "X", "", fmt_date(f.given, ds), f"{lot(rng)}",
                         fmt_date(plus_years(f.given, term), ds)))  # fmt: skip
    if rng.random() < 0.5:
        rows.insert(rng.randrange(1, len(rows)), rows.pop(0))
    cols = (48, 168, 222, 256, 300, 368, 486, 564)
    heads = ("Vaccine", "Reason", "Give", "Decline", "Date given", "Product / lot", "Next due")
    sheet.box(48, y, 516, 20, (216, 236, 236), GREY, 0.5)
    for x, h in zip(cols, heads, strict=False):
        sheet.label(x + 3, y + 13.5, h, "opensans-bold", 7.5)
    y += 20
    for row in rows:
        sheet.box(48, y, 516, 20, None, GREY, 0.5)
        for x in cols[1:-1]:
            sheet.rule(x, y, x, y + 20, 0.5, GREY)
        for x, val in zip(cols, row, strict=False):
            if val:
                centre = val == "X"
                sheet.text(x + (14 if centre else 3), y + 14, val, "opensans", 8,
                           align="c" if centre else "l", value=True)  # fmt: skip
        y += 20
    y += 18
    tagged = rng.random() < 0.5
    if tagged:
        sheet.label(48, y, "Rabies tag issued:", "opensans-bold", 9)
        sheet.value(140, y, f.tag, "opensans", 9.5)
        y += 16
    visit = fmt_date(f.given + timedelta(days=365), ds)
    sheet.text(48, y, f"Reminder for the next wellness visit: {visit}", "opensans", 8.5, GREY)
    y += 28
    sheet.text(48, y, "DECLINATION", "opensans-bold", 9.5, TEAL)
    for i, line in enumerate((
        "I have been told why each vaccine marked 'Decline' is recommended for my pet and I choose",
        "not to give it today. I understand my pet may be at risk of these diseases, and that a",
        "boarding kennel, groomer or daycare may refuse a pet not vaccinated against them.",
    )):  # fmt: skip
        sheet.text(48, y + 14 + i * 12, line, "opensans", 8.5)
    y += 84
    sheet.sign(rng, 56, y - 4, 150)
    sheet.rule(48, y, 280, y, 0.5)
    sheet.label(48, y + 11, "Owner / agent signature", "opensans", 7.5)
    named = rng.random() < 0.75
    if named:
        sheet.value(330, y - 4, f"Dr. {f.vet}", "opensans", 9.5)
    sheet.rule(324, y, 564, y, 0.5)
    sheet.label(324, y + 11, "Veterinarian", "opensans", 7.5)
    pms = rng.choice(("AVImark", "Cornerstone"))
    sheet.text(306, 770, f"Printed {fmt_date(f.given, 0)} by {pms} - form VAC-07", "opensans", 7,
               GREY, align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, clinic=True)
