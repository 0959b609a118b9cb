"""A printed paper of the thirty-seventh set: a CDC "Certification of U.S.-Issued Rabies
Vaccination", the federal form a dog vaccinated in the United States needs to come home from a
country at high risk for dog rabies; a Clay owner who travelled with the dog has it, typed by the
accredited vet and endorsed by USDA APHIS, and uploads it because it states the shot. Numbered
sections of boxes, each label small over its value: the owner; the dog with its microchip and the
chip's implant date; the rabies shot (date, expiry date or duration of immunity or neither, the
product, maker, lot and the lot's own expiry date, at times the tag); the vet with a USDA
accreditation number and the clinic; the APHIS endorsement with its own date and official."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyseventh_canvas import Sheet
from tests.thirtyseventh_facts import TODAY, day_between, facts, fmt_date, person, phone, plus_years

CLINICS = ("{place} Veterinary Hospital", "Taft Road Animal Hospital", "Clay Veterinary Associates",
           "{place} Animal Care Center", "Seneca River Animal Hospital")  # fmt: skip
NAVY = (16, 40, 86)
GREY = (100, 100, 104)


def _cell(sheet: Sheet, x: float, y: float, w: float, label: str, value: str) -> None:
    """A box: its label small at the top, its value typed under it."""
    sheet.box(x, y, w, 30, None, GREY, 0.5)
    sheet.label(x + 4, y + 9, label, "ptsans", 6.8, GREY)
    if value:
        sheet.value(x + 4, y + 24, value, "ptsans", 9.5)


def _head(sheet: Sheet, y: float, n: int, title: str) -> float:
    sheet.box(36, y, 540, 15, NAVY, None)
    sheet.text(42, y + 11, f"SECTION {n}.  {title}", "ptsans-bold", 8.5, (255, 255, 255))
    return y + 15


def cdc_certification(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.08)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 30, 6, 1, 31, 3))
    sheet.text(36, 40, "U.S. Department of Health and Human Services", "ptsans", 8, GREY)
    sheet.text(36, 51, "Centers for Disease Control and Prevention", "ptsans", 8, GREY)
    sheet.text(576, 40, "Form Approved OMB No. 0920-1383", "ptsans", 7, GREY, align="r")
    sheet.text(306, 78, "CERTIFICATION OF U.S.-ISSUED RABIES VACCINATION", "ptsans-bold", 14, NAVY,
               align="c")  # fmt: skip
    sheet.text(306, 92, "For dogs returning to the United States from a country at high risk "
               "for dog rabies", "ptsans", 8.5, align="c")  # fmt: skip
    y = _head(sheet, 104, 1, "OWNER INFORMATION")
    _cell(sheet, 36, y, 270, "1a. Owner's full name", f.owner)
    _cell(sheet, 306, y, 270, "1b. Phone / email", phone(rng, rng.randrange(3)))
    _cell(sheet, 36, y + 30, 540, "1c. U.S. address", f"{f.street}, {f.town}, NY {f.zip}")
    y = _head(sheet, y + 68, 2, "ANIMAL INFORMATION")
    chip = f"{rng.choice(('985', '956', '900'))}{rng.randrange(10**11, 10**12)}"
    implant = f.born + timedelta(days=rng.randrange(56, 150))
    sex = rng.choice(("Male, neutered", "Female, spayed", "Male", "Female"))
    _cell(sheet, 36, y, 180, "2a. Dog's name", f.dog)
    _cell(sheet, 216, y, 180, "2b. Breed", f.breed)
    _cell(sheet, 396, y, 180, "2c. Color / markings", f.colour)
    _cell(sheet, 36, y + 30, 180, "2d. Sex", sex)
    _cell(sheet, 216, y + 30, 180, "2e. Date of birth (approx.)", fmt_date(f.born, ds))
    _cell(sheet, 396, y + 30, 180, "2f. Microchip number (ISO)", chip)
    _cell(sheet, 36, y + 60, 180, "2g. Microchip implant date", fmt_date(implant, ds))
    _cell(sheet, 216, y + 60, 360, "2h. Microchip scanned at vaccination?", "Yes")
    y = _head(sheet, y + 98, 3, "RABIES VACCINATION (administered in the United States)")
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.2))[0]
    tagged = rng.random() < 0.55
    lot_out = plus_years(f.given, 1) + timedelta(days=rng.randrange(30, 300))
    _cell(sheet, 36, y, 180, "3a. Date of vaccination", fmt_date(f.given, ds))
    _cell(sheet, 216, y, 180, "3b. Vaccination expiration date",
          fmt_date(f.due, ds) if mode == "date" else "")  # fmt: skip
    _cell(sheet, 396, y, 180, "3c. Duration of immunity",
          f"{f.term} year" + ("s" if f.term > 1 else "") if mode == "term" else "")  # fmt: skip
    _cell(sheet, 36, y + 30, 180, "3d. Vaccine product name", f.product)
    _cell(sheet, 216, y + 30, 180, "3e. Manufacturer", f.maker)
    _cell(sheet, 396, y + 30, 90, "3f. Lot / serial no.", f.lot)
    _cell(sheet, 486, y + 30, 90, "3g. Lot expiration", fmt_date(lot_out, ds))
    _cell(sheet, 36, y + 60, 180, "3h. Rabies tag no. (if issued)", f.tag if tagged else "")
    _cell(sheet, 216, y + 60, 360, "3i. Age at vaccination 12 weeks or older?", "Yes")
    y = _head(sheet, y + 98, 4, "U.S.-LICENSED VETERINARIAN (USDA-accredited)")
    accred = f"{rng.randrange(10**5, 10**6)}"
    _cell(sheet, 36, y, 270, "4a. Veterinarian's name", f"Dr. {f.vet}, DVM")
    _cell(sheet, 306, y, 135, "4b. USDA accreditation no.", accred)
    _cell(sheet, 441, y, 135, "4c. State license no.", f"NY {rng.randrange(10**5, 10**6)}")
    _cell(sheet, 36, y + 30, 270, "4d. Clinic name", f.clinic)
    _cell(sheet, 306, y + 30, 270, "4e. Clinic address", f"{f.place}, NY")
    signed = day_between(rng, f.given, min(TODAY - timedelta(days=3), f.given + timedelta(days=40)))
    sheet.sign(rng, 50, y + 88, 160)
    sheet.rule(36, y + 92, 300, y + 92, 0.5)
    sheet.label(36, y + 102, "4f. Veterinarian's signature", "ptsans", 6.8, GREY)
    sheet.value(330, y + 88, fmt_date(signed, ds), "ptsans", 9.5)
    sheet.rule(324, y + 92, 576, y + 92, 0.5)
    sheet.label(324, y + 102, "4g. Date signed", "ptsans", 6.8, GREY)
    y = _head(sheet, y + 116, 5, "USDA APHIS ENDORSEMENT")
    endorsed = signed + timedelta(days=rng.randrange(1, 9))
    _cell(sheet, 36, y, 270, "5a. Endorsing official", person(rng))
    _cell(sheet, 306, y, 270, "5b. Date endorsed", fmt_date(endorsed, ds))
    sheet.text(470, y + 58, "USDA APHIS VS", "ptsans-bold", 10, (40, 70, 150), angle=8,
               stamp=rng.randrange(1, 10**6))  # fmt: skip
    sheet.text(36, y + 52, "Falsifying this form is a federal offense (18 U.S.C. 1001).",
               "ptsans", 7.5, GREY)  # fmt: skip
    sheet.text(306, 772, "CDC 75.8 (rev. 2024)  -  Page 1 of 1", "ptsans", 7, GREY, align="c")
    return sheet, f.truth(expires=mode != "none", tag=tagged)
