"""A printed paper of the thirty-eighth set: an airline's trip confirmation for a dog flying in the
cabin, printed from the e-mail; the owner uploads it because the pet travel declaration the owner
signed online states the rabies shot. The airline's heading and confirmation code; the itinerary
table (flights, their dates in the airline's "14MAR25", times, airports); the passenger and the
ticket; the pet-in-cabin fee and carrier size; the declaration in sentences (the dog, when and
where it was vaccinated, until when or for how many years or neither, the tag at times), the
health certificate's own date; the e-signature's date and time."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyeighth_canvas import Sheet
from tests.thirtyeighth_facts import TODAY, day_between, facts, fmt_date, term_text, wrap

CLINICS = ("{place} Veterinary Clinic", "Moyers Corners Animal Hospital", "Clay Family Vet",
           "{place} Pet Care Center", "Northside Animal Hospital")  # fmt: skip
AIRLINES = ("NorthStar Airways", "Empire Coastal Airlines", "Lakeshore Air")
TRIPS = (("FLL", "Fort Lauderdale"), ("TPA", "Tampa"), ("DEN", "Denver"), ("MCO", "Orlando"),
         ("CLT", "Charlotte"), ("PHX", "Phoenix"))  # fmt: skip
SKY = (20, 80, 150)


def airline_booking(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.06)
    sheet = Sheet(612, 792)
    ds = rng.choice((3, 34, 1, 4))
    air = rng.choice(AIRLINES)
    booked = day_between(rng, f.given + timedelta(days=3), TODAY - timedelta(days=2))
    out = booked + timedelta(days=rng.randrange(12, 60))
    back = out + timedelta(days=rng.randrange(4, 12))
    code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    dest = rng.choice(TRIPS)
    sheet.box(0, 0, 612, 64, SKY, None)
    sheet.text(40, 40, air, "inter-bold", 19, (255, 255, 255))
    sheet.text(572, 30, "Confirmation code", "inter", 8, (210, 225, 245), align="r")
    sheet.text(572, 48, code, "inter-bold", 15, (255, 255, 255), align="r")
    sheet.text(40, 96, f"Your trip to {dest[1]} is booked", "inter-bold", 15)
    sheet.text(40, 112, f"Booked {fmt_date(booked, 8)}  -  1 adult, 1 pet in cabin", "inter", 9,
               (90, 90, 90))  # fmt: skip
    y = 136.0
    cols = (40, 104, 170, 300, 430, 572)
    sheet.box(40, y, 532, 18, (228, 236, 246), None)
    for x, h in zip(cols, ("Flight", "Date", "Depart", "Arrive", "Seat"), strict=False):
        sheet.text(x + 4, y + 12.5, h, "inter-bold", 8)
    y += 18
    legs = ((out, "SYR", dest[0]), (back, dest[0], "SYR"))
    for day, a, b in legs:
        row = (f"{rng.choice(('NS', 'EC', 'LK'))} {rng.randrange(100, 2999)}", fmt_date(day, 33),
               f"{a} {rng.randrange(6, 12)}:{rng.choice(('05', '20', '45'))} AM",
               f"{b} {rng.randrange(1, 9)}:{rng.choice(('10', '35', '50'))} PM",
               f"{rng.randrange(8, 30)}{rng.choice('ACDF')}")  # fmt: skip
        for x, val in zip(cols, row, strict=False):
            sheet.text(x + 4, y + 13, val, "inter", 9)
        sheet.rule(40, y + 18, 572, y + 18, 0.4, (200, 205, 215))
        y += 18
    y += 22
    sheet.text(40, y, "Passenger", "inter-bold", 10, SKY)
    sheet.text(330, y, "Pet in cabin", "inter-bold", 10, SKY)
    y += 16
    sheet.value(40, y, f.owner, "inter", 9.5)
    sheet.text(40, y + 14, f"Ticket 0{rng.randrange(10**11, 10**12)}", "inter", 8.5)
    sheet.text(330, y, f"1 dog in a soft carrier (max 18 x 11 x {rng.choice((10, 11))} in)",
               "inter", 8.5)  # fmt: skip
    sheet.text(330, y + 14, "Pet fee $125.00 each way, paid", "inter", 8.5)
    y += 46
    sheet.box(40, y - 14, 532, 4, SKY, None)
    sheet.text(40, y + 8, "Pet travel declaration", "inter-bold", 12)
    mode = rng.choices(("date", "term", "none"), (4, 3, 1.4))[0]
    tagged, where, named = rng.random() < 0.5, rng.random() < 0.7, rng.random() < 0.5
    shot = f"{f.dog}, a {f.colour} {f.breed}, was vaccinated against rabies on "
    shot += fmt_date(f.given, ds)
    if named:
        shot += f" by Dr. {f.vet}"
    if where:
        shot += f" at {f.clinic}"
    tail = {"date": f" and the vaccination is valid until {fmt_date(f.due, ds)}.",
            "term": f" with a {term_text(f.term, rng)} vaccine.", "none": "."}[mode]  # fmt: skip
    said = [f"I, {f.owner}, am traveling with my dog on the flights above. {f.dog} is at least",
            "16 weeks old, stays in the carrier under the seat and will not occupy a seat.",
            shot + tail]  # fmt: skip
    if tagged:
        said.append(f"{f.dog} wears rabies tag {f.tag} on the collar.")
    cvi = out - timedelta(days=rng.randrange(2, 9))
    said.append(f"A health certificate was issued {fmt_date(cvi, ds)}, within 10 days of "
                "departure.")  # fmt: skip
    said.append("I will show the rabies certificate at check-in if I am asked for it.")
    y += 26
    for s in said:
        whole = (f.owner, f.dog, f.clinic, f.vet, f.tag, fmt_date(f.given, ds), fmt_date(f.due, ds))
        for part in wrap(s, 100, whole):
            sheet.value(40, y, part, "inter", 9)
            y += 14
    y += 14
    sheet.text(40, y, f"Signed electronically by {f.owner}, {fmt_date(booked, 1)} "
               f"{rng.randrange(1, 12)}:{rng.randrange(10, 60)} PM ET", "inter", 8.5,
               (90, 90, 90))  # fmt: skip
    y += 40
    sheet.text(40, y, "Before you fly", "inter-bold", 10, SKY)
    for i, line in enumerate((
        "Check in at the counter with your pet at least 90 minutes before departure.",
        "Pets must stay in the carrier at the gate and on board. One pet per passenger.",
        "Some destinations ask for more paperwork; check the state's rules before travel.",
    )):  # fmt: skip
        sheet.text(52, y + 16 + i * 14, f"-  {line}", "inter", 8.5)
    sheet.text(306, 770, f"{air} - this e-mail was sent to the address on the booking",
               "inter", 7, (130, 130, 130), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, clinic=where,
                          product=False, lot=False)  # fmt: skip
