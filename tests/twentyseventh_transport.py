"""A printed paper of the twenty-seventh set from the dog's travels: a pet ground transport
company's bill of lading, printed from its web app (Roboto): the order and its route from a
rescue in the Carolinas or Georgia to the adopter in the Town of Clay, pickup and delivery times,
a grid of boxes with small grey capitals above the values for the pet and for its health papers
(the rabies shot the rescue's vet gave, the health certificate's number and date), the trip's log
of stops, and the signatures of the rescue, the driver and the adopter."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyseventh_canvas import Sheet
from tests.twentyseventh_faces import width
from tests.twentyseventh_facts import TODAY, day_between, facts, fmt_date, person, phone

GREY = (98, 102, 110)
ORIGINS = ("Greenville", "Spartanburg", "Anderson", "Athens", "Macon", "Asheville", "Florence")
ORIGIN_STATE = {"Athens": "GA", "Macon": "GA", "Asheville": "NC"}
RESCUES = ("Upstate Carolina Hound Rescue", "Second Chance Paws of Georgia",
           "Blue Ridge Lab Rescue", "Lowcountry Mutts Foster Network")  # fmt: skip
ORIGIN_PRACTICES = ("{place} Animal Hospital", "Pelham Road Veterinary Clinic",
                    "Oconee Pet Care", "Shelter Medicine Partners of {place}")  # fmt: skip


def _grid(sheet: Sheet, y: float, cells: list[tuple[float, str, str]], face: str) -> float:
    """A row of boxes, each with its label in small grey capitals above its value."""
    x = 36.0
    for w, label, value in cells:
        sheet.box(x, y, w, 30, None, (150, 154, 162), 0.6)
        sheet.label(x + 4, y + 9, label, f"{face}-bold", 6.5, GREY)
        if value:
            size = min(10.0, 10.0 * (w - 8) / max(1.0, width(value, face, 10)))
            sheet.value(x + 4, y + 24, value, face, size)
        x += w
    return y + 30


def pet_transport_bill(rng: random.Random) -> tuple[Sheet, Truth]:
    origin = rng.choice(ORIGINS)
    state = ORIGIN_STATE.get(origin, "SC")
    f = facts(rng, rng.choice(ORIGIN_PRACTICES), 0.05, places=(origin,))
    face = rng.choice(("robotocond", "roboto"))
    sheet = Sheet(612, 792)
    sheet.box(0, 0, 612, 56, (24, 60, 96), None)
    sheet.text(
        36,
        34,
        rng.choice(("Empire Paws Transport", "Northbound Pet Express")),
        f"{face}-bold",
        17,
        (255, 255, 255),
    )
    sheet.text(
        576, 26, "BILL OF LADING", f"{face}-bold", 12, (255, 255, 255), align="r", label=True
    )
    sheet.text(
        576,
        42,
        f"USDA Class H carrier 21-H-0{rng.randrange(100, 999)}",
        face,
        8,
        (200, 214, 230),
        align="r",
    )
    pickup = day_between(rng, f.given + timedelta(days=3), min(TODAY, f.due) - timedelta(days=4))
    drop = pickup + timedelta(days=rng.randrange(1, 3))
    st = rng.choice((0, 10, 7))
    order = f"EPT-{pickup.year % 100}{rng.randrange(1000, 9999)}"
    y = _grid(
        sheet,
        72,
        [
            (130, "ORDER", order),
            (200, "ROUTE", f"{origin}, {state}  >  Clay, NY"),
            (210, "VEHICLE / DRIVER", f"Van {rng.randrange(2, 9)} / {person(rng)}"),
        ],
        face,
    )
    hour = f"{rng.randrange(6, 11)}:{rng.choice(('00', '15', '30', '45'))} AM"
    y = _grid(
        sheet,
        y,
        [
            (270, "PICKUP", f"{fmt_date(pickup, st)}  {hour}"),
            (270, "EST. DELIVERY", f"{fmt_date(drop, st)}  evening"),
        ],
        face,
    )
    y += 18
    sheet.text(36, y, "Shipper (releasing party)", f"{face}-bold", 10)
    sheet.text(306, y, "Consignee (receiving party)", f"{face}-bold", 10)
    sheet.text(36, y + 14, rng.choice(RESCUES), face, 9.5)
    sheet.text(36, y + 27, f"{origin}, {state}  ·  {phone(rng, 1, '864')}", face, 9)
    sheet.value(306, y + 14, f.owner, face, 9.5)
    sheet.value(306, y + 27, f"{f.street}, {f.town}, NY {f.zip}  ·  {phone(rng, 1)}", face, 9)
    y += 46
    sheet.text(36, y, "Pet", f"{face}-bold", 11)
    chip = f"{rng.choice(('985', '956'))}{rng.randrange(10**11, 10**12)}"
    y = _grid(
        sheet,
        y + 6,
        [
            (120, "NAME", f.dog),
            (170, "BREED", f.breed),
            (110, "COLOR", f.colour),
            (140, "CRATE", rng.choice(("Medium 36 in", "Large 42 in", "Small 30 in"))),
        ],
        face,
    )
    sex = rng.choice(("M/N", "F/S", "M", "F"))
    weight = f"{rng.randrange(10, 80)} lb"
    cells: list[tuple[float, str, str]] = [(120, "SEX", sex), (120, "WEIGHT", weight)]
    cells.append((300, "MICROCHIP", chip))
    y = _grid(sheet, y, cells, face)
    y += 22
    sheet.text(36, y, "Health papers (originals travel with the pet)", f"{face}-bold", 11)
    due_shown, tagged, lot_shown = rng.random() < 0.6, rng.random() < 0.7, rng.random() < 0.45
    cvi = day_between(rng, max(f.given, pickup - timedelta(days=9)), pickup - timedelta(days=1))
    vaccine = f"{f.product}" + (f" / lot {f.lot}" if lot_shown else "")
    ends = fmt_date(f.due, st) if due_shown else f"{f.term} yr vaccine"
    y = _grid(
        sheet,
        y + 6,
        [
            (130, "RABIES VACCINATED", fmt_date(f.given, st)),
            (130, "RABIES EXPIRES", ends),
            (120, "RABIES TAG", f.tag if tagged else "none on collar"),
            (160, "VACCINE", vaccine),
        ],
        face,
    )
    y = _grid(
        sheet,
        y,
        [
            (200, "VACCINATING VETERINARIAN", f"Dr. {f.vet}"),
            (340, "CLINIC", f"{f.clinic}, {origin} {state}"),
        ],
        face,
    )
    y = _grid(
        sheet,
        y,
        [
            (200, "HEALTH CERTIFICATE (CVI) NO.", f"{state}-{rng.randrange(10**6, 10**7)}"),
            (170, "CVI ISSUED", fmt_date(cvi, st)),
            (170, "DEWORMED / FLEA", "Yes / Yes"),
        ],
        face,
    )
    y += 26
    sheet.text(36, y, "Trip log", f"{face}-bold", 11)
    stops = [(pickup, hour, f"Picked up at foster, {origin} {state}")]
    night = rng.choice(("Wytheville, VA", "Harrisburg, PA", "Hagerstown, MD", "Scranton, PA"))
    if drop > pickup:
        stops.append(
            (
                pickup,
                f"{rng.randrange(7, 10)}:{rng.randrange(10, 59)} PM",
                f"Overnight stop, {night} - walked, fed",
            )
        )
    stops.append(
        (drop, f"{rng.randrange(5, 9)}:{rng.randrange(10, 59)} PM", "Delivered to consignee")
    )
    for day, at, what in stops:
        y += 15
        sheet.text(36, y, f"{fmt_date(day, st)}  {at}", face, 8.5, GREY)
        sheet.text(170, y, what, face, 9)
    y += 26
    notes = rng.choice(("Feed 1 cup at stops, AM and PM. Shy with men - let him come to you.",
                        "Pulls on leash. Double-leash at all stops. Eats well.",
                        "No notes from foster. Motion sick on first leg last time."))  # fmt: skip
    sheet.text(36, y, f"Driver notes: {notes}", face, 9)
    y += 36
    for i, role in enumerate(("Released by (shipper)", "Driver", "Received by (consignee)")):
        x = 36 + i * 184
        sheet.rule(x, y, x + 170, y, 0.5)
        sheet.text(x, y + 11, f"{role}  ·  date/time", face, 7.5, GREY)
        if i < 2 or rng.random() < 0.6:
            sheet.sign(rng, x + 8, y - 3, 110, (20, 30, 90))
    sheet.text(
        306,
        770,
        "Animals are transported under USDA Animal Welfare Act rules (9 CFR Part 3).",
        face,
        7.5,
        GREY,
        align="c",
    )
    shown = {"tag": tagged, "lot": lot_shown}
    return sheet, f.truth(expires=True, **shown)
