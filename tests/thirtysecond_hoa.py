"""A printed paper of the thirty-second set: a homeowners association's annual pet registration,
a fillable PDF the community's management company sends every spring, typed in by the resident and
sent back (and uploaded again to the town because it lists the rabies facts). The association and
its manager's heading; the resident (name, lot and unit, address, phone, e-mail, owner or
tenant); a table of the household's pets, one row each (name, species, breed, weight, the rabies
date, its expiry or the vaccine's term, the rabies tag or none, the town license number), the dog
and at times a cat with its own rabies shot; the veterinarian or practice under the table; the
rules the resident initials; and the office's box (received, decal number, checked by)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtysecond_canvas import Sheet
from tests.thirtysecond_facts import (
    DOGS,
    TODAY,
    day_between,
    facts,
    fmt_date,
    phone,
    plus_years,
    tag,
)

CLINICS = ("{place} Veterinary Hospital", "Wetzel Road Animal Hospital", "Pine Grove Vet Clinic",
           "{place} Pet Hospital", "Oak Hill Veterinary Services")  # fmt: skip
COMMUNITIES = ("Woodspath Homeowners Association", "Cherry Estates HOA",
               "Kimbrook Village Community Association", "Bayberry Circle HOA")  # fmt: skip
MANAGERS = ("Northern Property Management", "CNY Community Managers, Inc.",
            "Lakeview Association Services")  # fmt: skip
RULES = (
    "Pets must be leashed in all common areas and pet waste picked up immediately.",
    "No more than two (2) dogs per household; dogs over 80 lb need Board approval.",
    "Proof of current rabies vaccination must be on file with management each year.",
    "Excessive barking or aggressive behavior may result in fines under Sec. 7.4.",
)


def hoa_registration(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.15)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 2, 6, 12, 17))
    blue = rng.choice(((30, 80, 120), (70, 90, 60), (90, 50, 90)))
    year = TODAY.year if rng.random() < 0.6 else TODAY.year - 1
    sheet.text(306, 44, rng.choice(COMMUNITIES), "opensans-bold", 15, blue, align="c")
    sheet.text(306, 60, f"managed by {rng.choice(MANAGERS)}  -  {phone(rng, 0)}", "opensans", 8.5,
               align="c")  # fmt: skip
    sheet.box(36, 72, 540, 24, blue, None)
    sheet.text(306, 89, f"{year} ANNUAL PET REGISTRATION FORM", "opensans-bold", 12,
               (255, 255, 255), align="c")  # fmt: skip
    y = 116.0
    sheet.text(36, y, "Resident information", "opensans-bold", 10.5, blue)
    y += 8
    cells = (
        ("Resident name", f.owner, 300), ("Lot / unit", f"Lot {rng.randrange(1, 240)}", 240),
        ("Street address", f"{f.street}, {f.town}, NY {f.zip}", 300),
        ("Phone", phone(rng, 1), 240),
        ("E-mail", f"{f.owner.split()[0].lower()}{rng.randrange(10, 99)}@example.net", 300),
        ("Status", rng.choice(("Owner", "Tenant")), 240),
    )  # fmt: skip
    for i, (lab, val, w) in enumerate(cells):
        x = 36 + (i % 2) * 300
        yy = y + (i // 2) * 24
        sheet.box(x, yy, w, 24, None, (160, 160, 160), 0.5)
        sheet.label(x + 4, yy + 9, lab, "opensans", 6.8, (90, 90, 90))
        sheet.value(x + 4, yy + 20, val, "opensans", 9.2)
    y += 3 * 24 + 26
    sheet.text(36, y, "Pets in the household", "opensans-bold", 10.5, blue)
    y += 8
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged = rng.random() < 0.55
    exp_head = "Rabies term" if mode == "term" else "Rabies exp."
    heads = (("Pet name", 74), ("Species", 50), ("Breed", 104), ("Wt (lb)", 40),
             ("Rabies vacc.", 70), (exp_head, 66), ("Rabies tag #", 64),
             ("Town license #", 72))  # fmt: skip
    x = 36.0
    for h, w in heads:
        sheet.box(x, y, w, 18, (232, 236, 240), (160, 160, 160), 0.5)
        sheet.label(x + 3, y + 12, h, "opensans-bold", 7)
        x += w
    y += 18
    term = f"{f.term} yr" if mode == "term" else ""
    due = fmt_date(f.due, ds) if mode == "date" else term
    lic = f"{rng.randrange(10, 99)}-{rng.randrange(100, 999)}" if rng.random() < 0.7 else ""
    dog = (f.dog, "Dog", f.breed, str(rng.randrange(8, 90)), fmt_date(f.given, ds), due,
           f.tag if tagged else "", lic)  # fmt: skip
    rows = [dog]
    if rng.random() < 0.45:  # the household's cat, with its own shot
        cat_day = day_between(rng, TODAY - timedelta(days=700), TODAY - timedelta(days=30))
        cat = (rng.choice([d for d in DOGS if d != f.dog]), "Cat", "DSH", str(rng.randrange(8, 15)),
               fmt_date(cat_day, ds), fmt_date(plus_years(cat_day, 1), ds) if mode == "date"
               else "1 yr" if mode == "term" else "", tag(rng, cat_day.year) if tagged else "",
               "")  # fmt: skip
        rows.insert(rng.randrange(2), cat)
    for r in [*rows, ("",) * 8]:
        x = 36.0
        for (_, w), val in zip(heads, r, strict=True):
            sheet.box(x, y, w, 18, None, (160, 160, 160), 0.5)
            if val:
                sheet.value(x + 3, y + 12.5, val, "opensans", 7.8 if len(val) > 12 else 8.4)
            x += w
        y += 18
    y += 16
    by = rng.random() < 0.45
    vet = f"Dr. {f.vet}, {f.clinic}" if by else f.clinic
    sheet.label(36, y, "Veterinarian / clinic:", "opensans-bold", 8.5)
    sheet.value(140, y, vet, "opensans", 9.2)
    sheet.rule(138, y + 3, 576, y + 3, 0.4, (160, 160, 160))
    y += 18
    sheet.label(36, y, "Copy of rabies certificate attached:", "opensans-bold", 8.5)
    sheet.text(210, y, rng.choice(("Yes", "Yes (emailed)", "Will send")), "opensans", 9.2)
    y += 28
    sheet.text(36, y, "Pet rules (initial each)", "opensans-bold", 10.5, blue)
    ini = "".join(p[0] for p in f.owner.split()[:2])
    for rule in RULES:
        y += 17
        sheet.rule(36, y + 2, 64, y + 2, 0.5)
        sheet.text(40, y, ini, "opensans", 9)
        sheet.text(72, y, rule, "opensans", 8.6)
    y += 32
    signed = day_between(rng, max(f.given, TODAY - timedelta(days=300)), TODAY)
    sheet.label(36, y, "Resident signature:", "opensans-bold", 8.5)
    sheet.value(130, y, f"/{f.owner}/", "opensans", 9.5)
    sheet.label(360, y, "Date:", "opensans-bold", 8.5)
    sheet.value(392, y, fmt_date(signed, ds), "opensans", 9.2)
    y += 26
    sheet.box(36, y, 540, 46, (246, 246, 246), (160, 160, 160), 0.5, 3)
    sheet.text(44, y + 13, "FOR OFFICE USE", "opensans-bold", 7.5, (110, 110, 110))
    decal = f"P-{year % 100}{rng.randrange(100, 999)}"
    for i, (lab, val) in enumerate((("Received", ""), ("Pet decal #", decal), ("Checked by", ""))):
        sheet.text(44 + i * 180, y + 33, f"{lab}: {val}" if val else f"{lab}: ________",
                   "opensans", 8.5)  # fmt: skip
    sheet.text(36, 764, f"Form PR-1 rev. {year - 2}  Return by March 31 to the management office.",
               "opensans", 7, (110, 110, 110))  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=by, product=False, lot=False)
