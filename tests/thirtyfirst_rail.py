"""A printed paper of the thirty-first set: a rail carrier's pet travel confirmation with its pet
release and indemnification agreement, printed from the passenger's booking (a small dog rides in
a carrier under the seat; the passenger certifies the dog's shots online and types in the rabies
facts, which the conductor may ask to see). A blue banner, the reservation number in a booking
code's monospace, the trip (the date of travel, the train, the stations and times), the passenger
and the pet with the carrier's weight, the agreement's clauses, then the self-certification: the
form's labels beside its filled-in boxes (the rabies date, a valid-through date or only the
vaccine's term, the tag, the practice and at times the doctor), and the date it was accepted."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfirst_canvas import Sheet
from tests.thirtyfirst_facts import TODAY, day_between, facts, fmt_date, phone

PRACTICES = (
    "{place} Veterinary Hospital",
    "Clay Veterinary Associates",
    "Seneca Hill Animal Clinic",
    "{place} Pet Care Center",
    "Brewerton Road Animal Hospital",
)
SMALL = ("Chihuahua mix", "Havanese", "Boston Terrier", "Miniature Schnauzer", "Yorkshire Terrier",
         "Shih Tzu", "Miniature Dachshund", "Pomeranian", "Jack Russell Terrier")  # fmt: skip
CARRIERS = ("Empire Corridor Rail", "Northeast Regional Rail", "Adirondack Line Passenger Rail")
STATIONS = (
    ("Syracuse (SYR)", "New York - Penn Station (NYP)"),
    ("Syracuse (SYR)", "Albany-Rensselaer (ALB)"),
    ("Syracuse (SYR)", "Buffalo-Depew (BUF)"),
    ("Syracuse (SYR)", "Boston - South Station (BOS)"),
)
NAVY = (12, 52, 104)
GREY = (96, 100, 108)
FIELD = (232, 240, 252)
CLAUSES = (
    "The pet must remain in its carrier, under the passenger's seat, for the entire trip.",
    "The passenger is solely responsible for the pet and releases the carrier from all claims.",
    "Pets are not permitted in food service cars, sleeping cars or on connecting buses.",
    "A pet that is disruptive, harmful, odorous or requires attention may be removed.",
)


def rail_agreement(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.12)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 3, 4, 12))
    carrier = rng.choice(CARRIERS)
    booked = day_between(rng, f.given + timedelta(days=5), TODAY - timedelta(days=3))
    travel = booked + timedelta(days=rng.randrange(4, 40))
    sheet.box(0, 0, 612, 64, NAVY, None)
    sheet.text(36, 30, carrier, "arimo-bold", 17, (255, 255, 255))
    sheet.text(36, 48, "Pet Travel Confirmation", "arimo", 10, (200, 214, 236))
    sheet.text(576, 30, "Reservation Number", "arimo", 8, (200, 214, 236), align="r")
    code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    sheet.text(576, 50, code, "cousine-bold", 16, (255, 255, 255), align="r")
    y = 92.0
    sheet.text(36, y, "TRIP", "arimo-bold", 9, NAVY)
    sheet.rule(36, y + 4, 576, y + 4, 0.8, NAVY)
    dep, arr = rng.choice(STATIONS)
    if rng.random() < 0.5:
        dep, arr = arr, dep
    hour = rng.randrange(6, 19)
    trip = (
        ("Date of travel", fmt_date(travel, 8 if rng.random() < 0.5 else ds)),
        ("Train", f"{rng.choice((63, 64, 281, 283, 448, 449))}"),
        (
            "Depart",
            f"{dep}  {hour}:{rng.choice(('05', '20', '35', '50'))} {'AM' if hour < 12 else 'PM'}",
        ),
        ("Arrive", arr),
    )
    for i, (lab, val) in enumerate(trip):
        yy = y + 22 + i * 16
        sheet.label(36, yy, lab, "arimo", 8.5, GREY)
        sheet.value(150, yy, val, "arimo", 9.5)
    y += 100
    sheet.text(36, y, "PASSENGER AND PET", "arimo-bold", 9, NAVY)
    sheet.rule(36, y + 4, 576, y + 4, 0.8, NAVY)
    breed = rng.choice(SMALL)
    left = (
        ("Passenger", f.owner),
        ("Phone", phone(rng, 1)),
        ("Pet fee", f"${rng.choice(('29.00', '39.00'))} (paid)"),
    )
    right = (
        ("Pet name", f.dog),
        ("Breed", breed),
        ("Pet + carrier weight", f"{rng.randrange(7, 20)} lbs"),
    )
    for i, ((la, va), (lb, vb)) in enumerate(zip(left, right, strict=True)):
        yy = y + 22 + i * 16
        sheet.label(36, yy, la, "arimo", 8.5, GREY)
        sheet.value(120, yy, va, "arimo", 9.5)
        sheet.label(316, yy, lb, "arimo", 8.5, GREY)
        sheet.value(430, yy, vb, "arimo", 9.5)
    y += 88
    sheet.text(36, y, "PET RELEASE AND INDEMNIFICATION AGREEMENT", "arimo-bold", 9, NAVY)
    sheet.rule(36, y + 4, 576, y + 4, 0.8, NAVY)
    y += 20
    for n, clause in enumerate(rng.sample(CLAUSES, 3), 1):
        sheet.text(36, y, f"{n}.  {clause}", "arimo", 8.2)
        y += 13
    y += 16
    sheet.text(36, y, "VACCINATION SELF-CERTIFICATION", "arimo-bold", 9, NAVY)
    sheet.rule(36, y + 4, 576, y + 4, 0.8, NAVY)
    y += 20
    sheet.text(
        36, y, "I certify that my pet is at least 8 weeks old, is up to date on its vaccinations "
        "and was vaccinated for rabies as follows:", "arimo", 8.2,
    )  # fmt: skip
    y += 12
    mode = rng.choices(("date", "term", "none"), (6, 3, 1.5))[0]
    tagged, vet_shown = rng.random() < 0.6, rng.random() < 0.45
    rows: list[tuple[str, str]] = [("Rabies vaccination date", fmt_date(f.given, ds))]
    if mode == "date":
        rows.append(("Rabies vaccination valid through", fmt_date(f.due, ds)))
    elif mode == "term":
        rows.append(("Vaccine duration", rng.choice((f"{f.term}-year vaccine", f"{f.term} year"))))
    rows.append(("Rabies tag number", f.tag if tagged else ""))
    rows.append(("Administered at (clinic)", f.clinic))
    if vet_shown:
        rows.append(("Veterinarian", f"Dr. {f.vet}"))
    rows.append(("Clinic phone", phone(rng, 0)))
    for lab, val in rows:
        y += 22
        sheet.label(36, y, lab, "arimo", 8.5)
        sheet.box(200, y - 12, 300, 17, FIELD, (150, 170, 200), 0.5)
        if val:
            sheet.value(205, y, val, "arimo", 9.5)
    y += 34
    sheet.box(36, y - 9, 10, 10, FIELD, (150, 170, 200), 0.5)
    sheet.text(38, y - 0.5, "X", "arimo-bold", 9)
    sheet.text(52, y, "I have read and agree to the Pet Release and Indemnification Agreement.",
               "arimo", 8.5)  # fmt: skip
    y += 20
    sheet.label(36, y, "Accepted electronically by", "arimo", 8.5, GREY)
    sheet.value(170, y, f"{f.owner} on {fmt_date(booked, ds)}", "arimo", 9.5)
    sheet.text(36, 740, "Bring this confirmation and your pet's vaccination records on board.",
               "arimo", 8, GREY)  # fmt: skip
    sheet.text(
        36,
        760,
        f"{carrier.lower().replace(' ', '')}.example/pets  ·  1-800-555-0{rng.randrange(100, 999)}",
        "arimo",
        7.5,
        GREY,
    )
    sheet.text(576, 760, "Page 1 of 1", "arimo", 7.5, GREY, align="r")
    shown = {"tag": tagged, "vet": vet_shown, "product": False, "lot": False}
    return sheet, f.truth(expires=mode != "none", **shown)
