"""A printed paper of the thirty-eighth set: a public housing authority's annual pet registration,
which federal rules ask of a resident who keeps a dog (24 CFR 960.707), typed in by the housing
office from the resident's papers and printed for signing; the owner uploads their copy. Numbered
sections whose values stand on lines with their captions under them: the resident, unit, lease
date and the year's recertification date; the pet, its weight and the unit's other animals; the
license and the rabies shot (a boxed form's "03 / 14 / 2025" dates, the expiry or the vaccine's
term or nothing, the tag at times, the vet and clinic); the other person who will care for the pet;
the resident's and the manager's signatures and dates."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyeighth_canvas import Sheet
from tests.thirtyeighth_faces import width
from tests.thirtyeighth_facts import TODAY, day_between, facts, fmt_date, person, phone

CLINICS = ("{place} Veterinary Clinic", "Liverpool Animal Hospital", "Clay Pet Hospital",
           "{place} Animal Care", "Morgan Road Animal Hospital")  # fmt: skip
OTHERS = ("none", "1 cat (Pepper)", "2 parakeets", "fish tank, 20 gal", "1 cat", "none")
PLUM = (86, 40, 96)
GREY = (96, 96, 100)


def _field(sheet: Sheet, x0: float, x1: float, y: float, cap: str, val: str) -> None:
    """A typed value on a line, its caption small under the line."""
    sheet.rule(x0, y + 3, x1, y + 3, 0.5, GREY)
    sheet.label(x0, y + 12, cap, "oxygen", 6.8, GREY)
    if val:
        size = min(9.5, 9.5 * (x1 - x0 - 6) / width(val, "oxygen", 9.5))
        sheet.value(x0 + 2, y, val, "oxygen", size)


def _section(sheet: Sheet, y: float, n: int, title: str) -> float:
    sheet.text(40, y, f"{n}.", "oxygen-bold", 10, PLUM)
    sheet.text(58, y, title, "oxygen-bold", 10, PLUM)
    sheet.rule(40, y + 5, 572, y + 5, 0.8, PLUM)
    return y + 30


def housing_registration(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    sheet = Sheet(612, 792)
    ds = rng.choice((31, 31, 0, 12))
    typed = day_between(rng, f.given + timedelta(days=2), TODAY - timedelta(days=1))
    lease = typed - timedelta(days=rng.randrange(400, 2400))
    lease = lease.replace(day=min(lease.day, 28))
    recert = lease.replace(year=typed.year) if lease.replace(year=typed.year) > typed else (
        lease.replace(year=typed.year + 1))  # fmt: skip
    sheet.text(306, 44, "NORTH ONONDAGA HOUSING AUTHORITY", "oxygen-bold", 13, PLUM, align="c")
    sheet.text(306, 58, "Annual Pet Registration  -  Pet Ownership Policy (24 CFR 960.707)",
               "oxygen", 9, align="c")  # fmt: skip
    sheet.text(306, 70, "Keep one copy; the office keeps the other in the tenant file.", "oxygen",
               7.5, GREY, align="c")  # fmt: skip
    y = _section(sheet, 100, 1, "RESIDENT")
    _field(sheet, 40, 330, y, "Head of household", f.owner)
    _field(sheet, 344, 440, y, "Unit", f"{rng.choice('ABCDE')}-{rng.randrange(101, 340)}")
    _field(sheet, 454, 572, y, "Phone", phone(rng, 1))
    y += 30
    _field(sheet, 40, 250, y, "Building", rng.choice(("Maple Court", "Lakeview Terrace",
                                                      "Verplank Gardens")))  # fmt: skip
    _field(sheet, 264, 410, y, "Lease began", fmt_date(lease, ds))
    _field(sheet, 424, 572, y, "Annual recertification", fmt_date(recert, ds))
    y = _section(sheet, y + 34, 2, "PET")
    _field(sheet, 40, 200, y, "Pet's name", f.dog)
    _field(sheet, 214, 290, y, "Kind", "Dog")
    _field(sheet, 304, 470, y, "Breed", f.breed)
    _field(sheet, 484, 572, y, "Weight", f"{rng.randrange(8, 38)} lb")
    y += 30
    _field(sheet, 40, 200, y, "Color", f.colour)
    _field(sheet, 214, 330, y, "Date of birth", fmt_date(f.born, ds))
    _field(sheet, 344, 572, y, "Other animals in the unit", rng.choice(OTHERS))
    y = _section(sheet, y + 34, 3, "LICENSE AND RABIES VACCINATION")
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, named = rng.random() < 0.5, rng.random() < 0.6
    lic = rng.choice(("applied for", f"{rng.randrange(10**4, 10**5)}", "renewal pending"))
    _field(sheet, 40, 200, y, "Municipal dog license no.", lic)
    _field(sheet, 214, 370, y, "Rabies vaccination date", fmt_date(f.given, ds))
    if mode == "term":
        _field(sheet, 384, 572, y, "Vaccine duration", f"{f.term}-year vaccine")
    else:
        _field(sheet, 384, 572, y, "Rabies vaccination expires",
               fmt_date(f.due, ds) if mode == "date" else "")  # fmt: skip
    y += 30
    _field(sheet, 40, 200, y, "Rabies tag no.", f.tag if tagged else "")
    _field(sheet, 214, 370, y, "Veterinarian", f"Dr. {f.vet}" if named else "")
    _field(sheet, 384, 572, y, "Clinic", f.clinic)
    y += 30
    sheet.text(40, y, "A copy of the current rabies certificate is attached. The pet is spayed or "
               "neutered or will be by age six months.", "oxygen", 7.8, GREY)  # fmt: skip
    y = _section(sheet, y + 30, 4, "ALTERNATE CARETAKER (if the resident cannot care for the pet)")
    _field(sheet, 40, 300, y, "Name", person(rng))
    _field(sheet, 314, 440, y, "Phone", phone(rng, 0))
    _field(sheet, 454, 572, y, "Relationship", rng.choice(("sister", "son", "neighbor", "friend")))
    y = _section(sheet, y + 34, 5, "AGREEMENT")
    for line in (
        "I have read the pet policy. I will keep the pet on a leash in common areas, clean up",
        "after it at once and keep it from disturbing neighbors. I will register the pet each",
        "year at recertification with proof of a current license and rabies vaccination.",
    ):
        sheet.text(40, y, line, "oxygen", 9)
        y += 13
    y += 36
    sheet.sign(rng, 50, y - 2, 150)
    _field(sheet, 40, 300, y, "Resident's signature", "")
    _field(sheet, 314, 440, y, "Date", fmt_date(typed + timedelta(days=rng.randrange(0, 4)), ds))
    y += 36
    mgr = person(rng)
    _field(sheet, 40, 300, y, "Property manager", mgr)
    _field(sheet, 314, 440, y, "Date", fmt_date(typed, ds))
    sheet.text(306, 772, "NOHA form PET-2 (rev. 01/2024)  -  equal housing opportunity", "oxygen",
               7, GREY, align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, product=False,
                          lot=False)  # fmt: skip
