"""A printed paper of the thirty-sixth set: a pet shipper's live-animal crate label, a landscape
sheet printed by a pet relocation company to tape on the dog's travel crate for an airline's cargo
desk; the owner uploads it because its vaccination box states the rabies shot. A red-bordered
LIVE ANIMAL banner with "this way up" arrows; shipper (the owner) and consignee (who meets the dog)
side by side; the air waybill and flight; the dog's description and microchip number; a feeding
and watering log with dates and times; a boxed vaccination panel (rabies date, expiry or term or
nothing, tag, at times the clinic) and the health certificate's own date and accredited vet
(another doctor, not the rabies shot's)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtysixth_canvas import Sheet
from tests.thirtysixth_facts import TODAY, day_between, facts, fmt_date, person, phone, vet_name

CLINICS = ("{place} Veterinary Clinic", "Northern Lights Animal Hospital", "Bayshore Vet",
           "{place} Animal Hospital", "Clay Companion Animal Care")  # fmt: skip
SHIPPERS = ("AirPaws Pet Relocation", "Crate & Carry Pet Movers", "Northstar Pet Transport")
RED = (200, 24, 30)
DEST = (("Denver CO", "DEN"), ("Seattle WA", "SEA"), ("Phoenix AZ", "PHX"), ("Austin TX", "AUS"),
        ("Anchorage AK", "ANC"))  # fmt: skip


def _arrow(sheet: Sheet, x: float, y: float) -> None:
    sheet.shape([(x, y), (x + 14, y + 16), (x + 5, y + 16), (x + 5, y + 34), (x - 5, y + 34),
                 (x - 5, y + 16), (x - 14, y + 16)], RED)  # fmt: skip


def crate_label(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.06)
    sheet = Sheet(792, 612)
    ds = rng.choice((27, 5, 0, 15, 6))
    shipper = rng.choice(SHIPPERS)
    fly = day_between(rng, max(f.given + timedelta(days=14), TODAY - timedelta(days=60)),
                      TODAY + timedelta(days=20))  # fmt: skip
    sheet.box(20, 20, 752, 572, None, RED, 5)
    sheet.box(36, 34, 720, 62, RED, None)
    sheet.text(396, 80, "LIVE ANIMAL", "spartan-bold", 44, (255, 255, 255), align="c")
    for x in (80, 140, 652, 712):
        _arrow(sheet, x, 46)
    sheet.text(396, 114, "THIS WAY UP  -  DO NOT TIP  -  KEEP AWAY FROM HEAT AND COLD",
               "spartan-bold", 12, RED, align="c")  # fmt: skip
    city, code = rng.choice(DEST)
    y = 142.0
    for i, (head, who, where) in enumerate((
        ("SHIPPER", f.owner, f"{f.street}, {f.town} NY {f.zip}"),
        ("CONSIGNEE", person(rng), f"meets at {code} cargo, {city}"),
    )):  # fmt: skip
        x = 48 + i * 356
        sheet.label(x, y, head, "spartan-bold", 9, RED)
        sheet.value(x, y + 18, who, "manrope-bold", 13)
        sheet.value(x, y + 34, where, "manrope", 10)
        sheet.value(x, y + 50, phone(rng, i), "manrope", 10)
    y += 76
    sheet.rule(48, y, 744, y, 1, RED)
    y += 22
    awb = f"{rng.choice(('006', '016', '001'))}-{rng.randrange(10**7, 10**8)}"
    facts_row = [("AIR WAYBILL", awb), ("FLIGHT", f"{rng.choice(('DL', 'UA', 'AA'))} "
                                                  f"{rng.randrange(100, 2999)}"),
                 ("DEPARTS SYR", fmt_date(fly, ds)), ("CRATE", f"{rng.choice((300, 400, 500))} "
                                                               "series, 1 animal")]  # fmt: skip
    for i, (lab, val) in enumerate(facts_row):
        sheet.label(48 + i * 176, y, lab, "spartan-bold", 8.5, RED)
        sheet.value(48 + i * 176, y + 16, val, "manrope", 11)
    y += 40
    chip = f"985{rng.randrange(10**11, 10**12)}"
    pet = [("NAME", f.dog), ("BREED", f.breed), ("COLOR", f.colour.title()),
           ("MICROCHIP", chip)]  # fmt: skip
    for i, (lab, val) in enumerate(pet):
        sheet.label(48 + i * 176, y, lab, "spartan-bold", 8.5, RED)
        sheet.value(48 + i * 176, y + 16, val, "manrope", 11)
    y += 40
    sheet.box(48, y, 330, 150, None, (40, 40, 40), 0.8)
    sheet.text(56, y + 16, "FEEDING & WATERING", "spartan-bold", 10)
    for i, head in enumerate(("Date", "Time", "Food", "Water", "Initials")):
        sheet.label(56 + i * 64, y + 34, head, "manrope-bold", 8)
    for j in range(2):
        day = fly - timedelta(days=1 - j)
        row = (
            fmt_date(day, 2),
            rng.choice(("6:40 am", "7:15 pm", "5:30 am")),
            rng.choice(("1 cup", "1/2 cup", "none")),
            "yes",
            rng.choice(("KM", "JD", "AR")),
        )
        for i, val in enumerate(row):
            sheet.text(56 + i * 64, y + 54 + j * 18, val, "manrope", 8.5)
    sheet.text(56, y + 110, "Do not feed in transit. Water through the door cup only.",
               "manrope", 8)  # fmt: skip
    x = 400
    sheet.box(x, y, 344, 150, (255, 240, 240), RED, 1.4)
    sheet.text(x + 10, y + 18, "VACCINATION", "spartan-bold", 11, RED)
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.2))[0]
    tagged, where = rng.random() < 0.55, rng.random() < 0.5
    lines = [("Rabies given", fmt_date(f.given, ds))]
    if mode == "date":
        lines.append(("Rabies expires", fmt_date(f.due, ds)))
    elif mode == "term":
        lines.append(("Vaccine type", f"{f.term}-year rabies"))
    if tagged:
        lines.append(("Rabies tag", f.tag))
    if where:
        lines.append(("Vaccinated at", f.clinic))
    for i, (lab, val) in enumerate(lines):
        sheet.label(x + 10, y + 40 + i * 20, f"{lab}:", "manrope-bold", 9)
        sheet.value(x + 112, y + 40 + i * 20, val, "manrope", 10)
    cvi = max(f.given, fly - timedelta(days=rng.randrange(2, 9)))
    sheet.text(x + 10, y + 128, f"Health certificate {fmt_date(cvi, ds)}, Dr. {vet_name(rng)} "
               "(USDA accredited)", "manrope", 8)  # fmt: skip
    sheet.text(x + 10, y + 141, "Documents in the pouch on the crate's top.", "manrope", 8)
    y += 172
    sheet.text(396, y, f"{shipper}  -  24 h {phone(rng, 1, '800')}  -  IATA LAR container "
               "requirement 1", "manrope", 9, align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
