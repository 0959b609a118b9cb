"""A printed paper of the thirty-third set: a cruise line's service animal health form, a fillable
PDF the line's access desk e-mails to a guest sailing with a service dog, typed in by the guest
and the dog's veterinarian (the owner uploads it because it is the newest paper with the rabies
shot). The line's banner and the booking (guest, booking number, ship, sailing date, ports); the
animal's description; the veterinarian's section in boxes with the label above each value (the
rabies date, expiry or the vaccine's term ticked, product, lot, certificate or tag number), other
vaccines and the parasite checks, the doctor's state license number; and the access desk's
checklist of what to bring on board."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtythird_canvas import Sheet
from tests.thirtythird_facts import TODAY, day_between, facts, fmt_date, phone

CLINICS = ("{place} Veterinary Hospital", "North Medical Animal Hospital", "Cicero Pet Clinic",
           "{place} Animal Wellness Center", "Lakeshore Veterinary Associates")  # fmt: skip
LINES = (("HORIZON CRUISES", "Horizon of the Seas"), ("AZURE STAR LINE", "Azure Meridian"),
         ("NORTHSTAR CRUISES", "Northstar Radiance"))  # fmt: skip
PORTS = ("Bayonne, NJ - Bermuda", "Bayonne, NJ - Saint John - Halifax",
         "New York, NY - Port Canaveral - Nassau")  # fmt: skip


def cruise_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.1)
    sheet = Sheet(612, 792)
    ds = rng.choice((21, 21, 0, 6, 5))
    navy = rng.choice(((16, 42, 84), (0, 84, 110)))
    line, ship = rng.choice(LINES)
    sail = day_between(rng, TODAY + timedelta(days=20), TODAY + timedelta(days=160))
    sheet.box(0, 0, 612, 70, navy, None)
    sheet.text(36, 40, line, "cabin-bold", 20, (255, 255, 255))
    sheet.text(36, 58, "Accessible Seas - Service Animal Health Documentation", "cabin", 10,
               (210, 225, 240))  # fmt: skip
    sheet.text(576, 40, f"Form SA-{rng.randrange(2, 9)}", "cabin", 9, (210, 225, 240), align="r")

    def box(x: float, y: float, w: float, lab: str, val: str) -> None:
        sheet.label(x, y, lab, "cabin-bold", 7.5, navy)
        sheet.box(x, y + 3, w, 19, (246, 248, 252), (160, 170, 190), 0.5)
        if val:
            sheet.value(x + 4, y + 16.5, val, "cabin", 9.5)

    y = 94.0
    sheet.text(36, y, "A. Guest and sailing", "cabin-bold", 11, navy)
    y += 16
    box(36, y, 200, "Guest name (as on passport)", f.owner)
    box(246, y, 110, "Booking no.", f"{rng.randrange(10**6, 10**7)}")
    box(366, y, 210, "Ship", ship)
    y += 34
    box(36, y, 120, "Sailing date", fmt_date(sail, ds))
    box(166, y, 260, "Itinerary", rng.choice(PORTS))
    box(436, y, 140, "Guest phone", phone(rng, 0))
    y += 44
    sheet.text(36, y, "B. Service animal", "cabin-bold", 11, navy)
    y += 16
    box(36, y, 130, "Name", f.dog)
    box(176, y, 170, "Breed", f.breed)
    box(356, y, 90, "Colour", f.colour)
    box(456, y, 120, "Weight", f"{rng.randrange(15, 95)} lb")
    y += 34
    box(36, y, 260, "Task(s) the dog is trained to perform",
        rng.choice(("mobility support", "seizure alert", "guide", "diabetic alert")))  # fmt: skip
    box(306, y, 270, "Microchip (ISO 11784/11785)", f"{rng.randrange(10**14, 10**15)}")
    y += 44
    sheet.text(36, y, "C. To be completed by the animal's veterinarian", "cabin-bold", 11, navy)
    y += 16
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, show_lot = rng.random() < 0.6, rng.random() < 0.6
    box(36, y, 120, "Rabies vaccination date", fmt_date(f.given, ds))
    box(166, y, 120, "Rabies expiration date", fmt_date(f.due, ds) if mode == "date" else "")
    sheet.label(300, y, "Vaccine duration", "cabin-bold", 7.5, navy)
    for i, t in enumerate(("1 year", "3 year")):
        x = 300 + i * 60
        sheet.box(x, y + 8, 9, 9, None, (60, 60, 60), 0.5)
        sheet.text(x + 13, y + 16, t, "cabin", 9)
        if mode == "term" and int(t[0]) == f.term:
            sheet.text(x + 1, y + 16, "X", "cabin-bold", 9, value=True)
    box(426, y, 150, "Rabies certificate / tag no.", f.tag if tagged else "")
    y += 34
    box(36, y, 250, "Rabies vaccine (product, manufacturer)", f"{f.product}, {f.maker}")
    box(296, y, 120, "Serial / lot", f.lot if show_lot else "")
    box(426, y, 150, "DHPP date", fmt_date(f.given - timedelta(days=rng.randrange(10, 300)), ds))
    y += 34
    box(36, y, 150, "Fecal / deworming date", fmt_date(TODAY - timedelta(days=rng.randrange(5, 40)),
                                                         ds))  # fmt: skip
    box(196, y, 120, "Heartworm test", rng.choice(("negative", "neg. (4Dx)")))
    box(326, y, 250, "Flea / tick preventive", rng.choice(("Simparica Trio", "NexGard Plus",
                                                           "Bravecto")))  # fmt: skip
    y += 34
    box(36, y, 200, "Veterinarian", f"{f.vet}, DVM")
    box(246, y, 200, "Clinic", f.clinic)
    box(456, y, 120, "NY license no.", f"0{rng.randrange(10**5, 10**6)}")
    y += 44
    sheet.sign(rng, 46, y + 8, 140)
    sheet.rule(36, y + 12, 300, y + 12, 0.5)
    sheet.label(36, y + 22, "Veterinarian's signature", "cabin", 7.5)
    y += 54
    sheet.text(36, y, "D. Bring on board", "cabin-bold", 11, navy)
    for i, item in enumerate((
        "This form and the original rabies certificate (signed)",
        "An import permit for each port that requires one; Bermuda requires a permit in advance",
        "A relief area box is provided on your balcony or in a crew area; bring your own food",
    )):  # fmt: skip
        sheet.text(46, y + 16 + i * 14, f"-  {item}", "cabin", 9)
    sheet.text(36, 770, f"Return to access@{line.split()[0].lower()}cruises.example at least 30 "
               "days before sailing.", "cabin", 7.5, (110, 110, 110))  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, product=True, lot=show_lot)
