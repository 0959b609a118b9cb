"""A printed paper of the thirty-fifth set: a pet fence dealer's installation and training work
order, typed into the dealer's job software and printed for the technician, who leaves a copy
with the owner; the owner uploads it because the pet box holds the rabies shot (the dealer's
trainers will not handle a dog without it). The dealer's heading, work order number and install
date; boxes with a small caption above their value (the customer, the site, the wire and flags,
the transmitter and collar serial numbers, the pet, its rabies date, expiry or the vaccine's term
or neither, the tag at times, the vet clinic at times); the training visits with their dates; the
technician's and customer's signatures."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfifth_canvas import Sheet
from tests.thirtyfifth_facts import TODAY, day_between, facts, fmt_date, person, phone

CLINICS = ("{place} Veterinary Hospital", "Clay Animal Hospital", "Pine Grove Vet Clinic",
           "{place} Animal Care")  # fmt: skip
DEALERS = ("Northern Lights Pet Containment", "CNY Hidden Fence Co.", "Lakeside Pet Boundary Inc.")
NAVY = (24, 44, 96)


def fence_order(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 6, 12, 17, 24))
    dealer = rng.choice(DEALERS)
    install = day_between(rng, f.given + timedelta(days=3), TODAY - timedelta(days=2))
    sheet.text(36, 48, dealer.upper(), "b612-bold", 15, NAVY)
    sheet.text(36, 62, f"Authorized dealer - {rng.randrange(100, 999)} Route 481, Fulton NY 13069"
               f" - {phone(rng, 1)}", "b612", 8)  # fmt: skip
    sheet.text(576, 44, "WORK ORDER", "b612-bold", 12, align="r")
    sheet.text(576, 58, f"WO-{rng.randrange(20000, 99999)}", "b612", 10, align="r")
    sheet.rule(36, 70, 576, 70, 1.5, NAVY)
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where = rng.random() < 0.5, rng.random() < 0.6
    collar = f"R21-{rng.randrange(10**5, 10**6)}"
    grid = [
        ("CUSTOMER", [("Name", f.owner, 300), ("Phone", phone(rng, 0), 240)]),
        ("", [("Install address", f"{f.street}, {f.town} NY {f.zip}", 360),
              ("Install date", fmt_date(install, ds), 180)]),
        ("SYSTEM", [("Wire installed", f"{rng.randrange(6, 30) * 50} ft 16 ga", 140),
                    ("Flags", f"{rng.randrange(4, 15) * 10}", 90),
                    ("Transmitter", f"IF-{rng.choice(('TX', 'CT'))}{rng.randrange(100, 999)}", 150),
                    ("Collar S/N", collar, 160)]),
        ("PET", [("Pet name", f.dog, 170), ("Breed", f.breed, 230), ("Weight", "", 140)]),
        ("", [("Rabies vaccination date", fmt_date(f.given, ds), 180),
              ("Rabies expires" if mode != "term" else "Vaccine term",
               {"date": fmt_date(f.due, ds), "term": f"{f.term} yr", "none": ""}[mode], 180),
              ("Rabies tag #", f.tag if tagged else "", 180)]),
        ("", [("Veterinarian / clinic", f.clinic if where else "", 540)]),
    ]  # fmt: skip
    y = 90.0
    for title, row in grid:
        if title:
            y += 10
            sheet.text(36, y, title, "b612-bold", 9, NAVY)
            y += 5
        x = 36.0
        for lab, val, w in row:
            sheet.box(x, y, w, 34, None, (0, 0, 0), 0.6)
            sheet.label(x + 4, y + 9, lab, "b612", 6.5)
            if lab == "Weight":
                val = f"{rng.randrange(15, 110)} lb"
            if val:
                sheet.value(x + 6, y + 26, val, "b612", 10)
            x += w
        y += 34
    y += 24
    sheet.text(36, y, "TRAINING VISITS", "b612-bold", 9, NAVY)
    y += 6
    for i in range(3):
        d = install + timedelta(days=7 * i + rng.randrange(0, 3))
        sheet.box(36, y, 540, 20, None, (0, 0, 0), 0.5)
        sheet.text(42, y + 14, f"Visit {i + 1}", "b612", 8.5)
        sheet.text(110, y + 14, fmt_date(d, ds) if d <= TODAY else "to be booked", "b612", 8.5)
        sheet.text(250, y + 14, ("Flag walk on leash", "Distraction work", "Off-leash check")[i],
                   "b612", 8.5)  # fmt: skip
        y += 20
    y += 20
    for line in (
        "Our trainers handle your dog: proof of current rabies vaccination is required first.",
        f"Collar battery: replace every 3-4 months. Wire warranty {rng.choice((1, 3))} yr, parts.",
        "Correction level set at 3 of 7. Keep flags up for 30 days after training.",
    ):
        sheet.text(36, y, line, "b612", 8.5)
        y += 13
    y += 40
    tech = person(rng)
    for i, (who, name) in enumerate((("Technician", tech), ("Customer", ""))):
        x = 36 + i * 280
        sheet.sign(rng, x + 8, y - 4, 130)
        sheet.rule(x, y, x + 240, y, 0.5)
        sheet.label(x, y + 11, who, "b612", 7.5)
        if name:
            sheet.text(x + 70, y + 11, name, "b612", 7.5)
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
