"""A printed paper of the thirty-fifth set: a pet waste removal service's agreement and yard
profile, filled in by the owner on the service's website and printed from the confirmation page;
the owner uploads it because the dog questions ask for the rabies shot (the service's technicians
walk into the yard). The service's heading and plan; each question printed above its answer in a
grey box (the owner's name and address, the gate code, the start date and price, where the dog is
kept, the dog, whether it is current on rabies, the date of its last shot, the expiry as the
owner typed it (a date, "3 year shot" or "not sure"), the tag and the vet at times); the service
terms and the e-signature line."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfifth_canvas import Sheet
from tests.thirtyfifth_facts import TODAY, day_between, facts, fmt_date, phone

CLINICS = ("{place} Animal Hospital", "Clay Veterinary Associates", "Brewerton Road Vet",
           "{place} Vet Clinic", "Hopkins Road Animal Hospital")  # fmt: skip
SERVICES = ("Scoop Troop of CNY", "Doo Diligence Pet Waste Removal", "The Poop Patrol - Syracuse")
BROWN = (110, 70, 40)


def scoop_agreement(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.14)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 2, 3, 6))  # as the owner typed it
    service = rng.choice(SERVICES)
    signed = day_between(rng, f.given + timedelta(days=3), TODAY - timedelta(days=1))
    sheet.text(40, 50, service, "cantarell-bold", 18, BROWN)
    sheet.text(40, 66, "Service Agreement & Yard Profile  -  submitted online", "cantarell", 10)
    sheet.text(572, 50, f"Account #{rng.randrange(1000, 9999)}", "cantarell", 10, align="r")
    sheet.text(572, 66, f"Submitted {fmt_date(signed, 8)}", "cantarell", 9, align="r")
    sheet.rule(40, 76, 572, 76, 0.8, BROWN)
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, vet = rng.random() < 0.45, rng.random() < 0.7
    named = vet and rng.random() < 0.5
    start = signed + timedelta(days=rng.randrange(3, 12))
    expiry = {"date": fmt_date(f.due, ds), "term": f"{f.term} year shot",
              "none": rng.choice(("not sure", "?"))}[mode]  # fmt: skip
    where = f"Dr. {f.vet}, {f.clinic}" if named else f.clinic
    items = [
        ("Your name", f.owner, 250), ("Mobile phone", phone(rng, 1), 250),
        ("Service address", f"{f.street}, {f.town}, NY {f.zip}", 520),
        ("Plan", f"Weekly - ${rng.choice((15, 18, 20, 22))} per visit, billed monthly", 250),
        ("First visit", fmt_date(start, 8), 250),
        ("Gate code or how to get in", rng.choice(("side gate, no lock", "code 4471#",
                                                   "latch on left, keep closed!")), 520),
        ("Dog's name", f.dog, 250), ("Breed", f.breed, 250),
        ("Where will your dog be during our visit?",
         rng.choice(("inside the house", "in the garage", "in the crate")), 520),
        ("Is your dog current on its rabies vaccination?", "Yes", 520),
        ("Date of last rabies vaccine", fmt_date(f.given, ds), 250),
        ("Rabies expiration date (if known)", expiry, 250),
        ("Rabies tag number (optional)", f.tag if tagged else "", 250),
        ("Your veterinarian (optional)", where if vet else "", 250),
    ]  # fmt: skip
    y, x = 100.0, 40.0
    for q, a, w in items:
        if x + w > 580:
            x, y = 40.0, y + 44
        sheet.label(x, y, q, "cantarell-bold", 8.5)
        sheet.box(x, y + 5, w, 22, (238, 238, 238), (200, 200, 200), 0.5, radius=3)
        if a:
            sheet.value(x + 6, y + 20, a, "cantarell", 10)
        x += w + 20
    y += 60
    sheet.text(40, y, "SERVICE TERMS", "cantarell-bold", 10, BROWN)
    for i, line in enumerate((
        "We sanitize our boots and tools between yards. Visits missed for weather are made up.",
        "Keep your dog indoors during the visit. A dog loose in the yard may mean a skipped visit.",
        "Technicians carry citronella spray. Bites are reported to the county health department.",
        "Cancel any time with 7 days' notice. The first visit's clean-up is billed at a set rate.",
    )):  # fmt: skip
        sheet.text(40, y + 16 + i * 14, line, "cantarell", 9)
    y += 90
    sheet.label(40, y, "E-signature", "cantarell-bold", 8.5)
    sheet.box(40, y + 5, 250, 26, None, (200, 200, 200), 0.5)
    sheet.text(48, y + 23, f"/{f.owner}/", "cantarell", 11, (40, 40, 120))
    sheet.text(310, y + 23, f"IP 73.{rng.randrange(10, 250)}.{rng.randrange(10, 250)}."
               f"{rng.randrange(10, 250)}", "cantarell", 8, (120, 120, 120))  # fmt: skip
    url = f"https://{service.split()[0].lower()}cny.com/signup/confirm"
    sheet.text(40, 776, url, "cantarell", 7.5, (120, 120, 120))
    sheet.text(572, 776, "1/1", "cantarell", 7.5, (120, 120, 120), align="r")
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, clinic=vet,
                          product=False, lot=False)  # fmt: skip
