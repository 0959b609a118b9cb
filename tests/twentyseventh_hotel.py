"""A printed paper of the twenty-seventh set from the dog's travels: a hotel's pet agreement,
written in a word processor (Calibri's and Cambria's metrics) and filled in at the front desk:
the stay's confirmation, room and arrival and departure dates, the pet's details and its rabies
shot typed above fill-in lines beside their labels, a box ticked for the shot's term, the house
rules numbered, and the guest's signature written across the printed name."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyseventh_canvas import BLUE, Sheet
from tests.twentyseventh_faces import width
from tests.twentyseventh_facts import TODAY, day_between, facts, fmt_date, phone

GREY = (98, 102, 110)
HOTELS = (
    ("Adirondack Loon Lodge", "Lake Placid, NY", "518"),
    ("Saratoga Carriage House Inn", "Saratoga Springs, NY", "518"),
    ("Finger Lakes Harbor Hotel", "Geneva, NY", "315"),
    ("Thousand Islands Riverside Inn", "Clayton, NY", "315"),
    ("Catskill Creekside Suites", "Phoenicia, NY", "845"),
)
PRACTICES = ("{place} Animal Hospital", "Lakeside Veterinary Clinic of {place}",
             "Northern Tier Pet Care", "{place} Family Vet")  # fmt: skip
RULES = (
    "A non-refundable pet fee of ${fee} per stay is charged to the room.",
    "Pets may not be left alone in the room unless crated; housekeeping will not enter.",
    "Pets must be leashed in all public areas and are not allowed in the restaurant or pool.",
    "The guest is responsible for any damage or extra cleaning caused by the pet.",
    "Excessive barking or aggressive behavior may result in the guest being asked to leave.",
    "Proof of current rabies vaccination is required at check-in.",
)


def _blank(sheet: Sheet, x: float, y: float, x1: float, label: str, value: str, f: str) -> None:
    """Label: ______ with the value typed above the line."""
    end = sheet.label(x, y, label, f"{f}-bold", 10)
    sheet.rule(end + 4, y + 2, x1, y + 2, 0.5)
    if value:
        size = min(10.5, 10.5 * (x1 - end - 12) / max(1.0, width(value, f, 10.5)))
        sheet.value(end + 8, y - 0.5, value, f, size)


def hotel_pet_agreement(rng: random.Random) -> tuple[Sheet, Truth]:
    hotel, town, area = rng.choice(HOTELS)
    f = facts(rng, rng.choice(PRACTICES), 0.15)
    face = rng.choice(("carlito", "caladea"))
    sheet = Sheet(612, 792)
    sheet.text(306, 54, hotel, f"{face}-bold", 18, (40, 70, 60), align="c")
    sheet.text(306, 70, f"{town}  ·  {phone(rng, 0, area)}", face, 10, GREY, align="c")
    sheet.text(306, 100, "PET AGREEMENT AND WAIVER", f"{face}-bold", 14, align="c", label=True)
    latest = min(TODAY - timedelta(days=3), f.due - timedelta(days=5))
    arrive = day_between(rng, f.given + timedelta(days=4), latest)
    leave = arrive + timedelta(days=rng.randrange(1, 6))
    st = rng.choice((0, 1, 8))
    y = 132.0
    _blank(sheet, 60, y, 330, "Guest name:", f.owner, face)
    _blank(sheet, 345, y, 552, "Confirmation #:", f"{rng.randrange(10**7, 10**8)}", face)
    y += 24
    _blank(sheet, 60, y, 200, "Room #:", f"{rng.randrange(1, 4)}{rng.randrange(1, 30):02d}", face)
    _blank(sheet, 215, y, 380, "Arrival:", fmt_date(arrive, st), face)
    _blank(sheet, 395, y, 552, "Departure:", fmt_date(leave, st), face)
    y += 36
    sheet.text(60, y, "Pet information", f"{face}-bold", 12)
    y += 22
    _blank(sheet, 60, y, 300, "Pet's name:", f.dog, face)
    _blank(sheet, 315, y, 552, "Breed:", f.breed, face)
    y += 24
    _blank(sheet, 60, y, 300, "Weight (lbs):", f"{rng.randrange(8, 95)}", face)
    _blank(sheet, 315, y, 552, "Color:", f.colour, face)
    y += 36
    sheet.text(60, y, "Vaccination (proof of rabies vaccination required)", f"{face}-bold", 12)
    y += 22
    _blank(sheet, 60, y, 330, "Rabies vaccination date:", fmt_date(f.given, st), face)
    tagged, due_shown = rng.random() < 0.75, rng.random() < 0.5
    _blank(sheet, 345, y, 552, "Rabies tag #:", f.tag if tagged else "", face)
    y += 24
    if due_shown:
        _blank(sheet, 60, y, 330, "Vaccination expires:", fmt_date(f.due, st), face)
    else:
        end = sheet.label(60, y, "Vaccine good for:", f"{face}-bold", 10)
        for i, term in enumerate((1, 3)):
            x = end + 10 + i * 60
            sheet.box(x, y - 8, 9, 9)
            sheet.label(x + 13, y, f"{term} year", face, 10)
            if term == f.term:
                sheet.text(x + 1.5, y - 0.5, "X", f"{face}-bold", 10, value=True)
    y += 24
    _blank(sheet, 60, y, 552, "Veterinarian:", f"Dr. {f.vet}, {f.clinic}, {f.place}", face)
    y += 24
    _blank(sheet, 60, y, 330, "Veterinarian's phone:", phone(rng, 0), face)
    y += 40
    fee = rng.choice((50, 75, 100))
    for i, rule in enumerate(RULES):
        sheet.text(60, y, f"{i + 1}.", face, 10)
        sheet.text(76, y, rule.format(fee=fee), face, 10)
        y += 16
    y += 10
    sheet.text(
        60,
        y,
        "I have read and agree to the pet policy above, and I accept responsibility",
        face,
        10,
    )
    sheet.text(60, y + 14, f"for my pet during my stay at the {hotel}.", face, 10)
    y += 60
    sheet.rule(60, y + 2, 300, y + 2, 0.5)
    sheet.text(60, y + 14, "Guest signature", face, 8.5, GREY)
    sheet.rule(345, y + 2, 552, y + 2, 0.5)
    sheet.text(345, y + 14, "Date", face, 8.5, GREY)
    sheet.text(64, y - 2, f.owner, face, 10, value=True)  # the printed name the guest signs over
    sheet.sign(rng, 70, y + 2, 190, rng.choice((BLUE, (20, 20, 24))))
    sheet.value(350, y - 2, fmt_date(arrive, st), face, 10.5)
    sheet.text(
        306,
        760,
        f"Front desk initials: {rng.choice('ABCJKMS')}{rng.choice('DLRTW')}",
        face,
        8.5,
        GREY,
        align="c",
    )
    shown = {"tag": tagged, "lot": False, "product": False}
    return sheet, f.truth(expires=True, **shown)
