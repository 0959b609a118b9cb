"""A printed paper of the thirtieth set: a hospital's request to bring a patient's own dog in for a
visit, a fillable PDF the family types into and the dog's veterinarian completes (infection
prevention wants the rabies shot current). The hospital's name and form number, then sections of
boxes, each with its label small in the box's top left and the value typed under it: the patient
(name, unit, room, medical record number), the dog's owner and the person bringing it, the dog,
and the veterinarian's attestation (the date of the exam, the rabies shot's date, its expiry or
its duration, the tag), and at the foot infection prevention's approval with its own dates."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtieth_canvas import Sheet
from tests.thirtieth_faces import width
from tests.thirtieth_facts import TODAY, day_between, facts, fmt_date, person, phone

PRACTICES = (
    "{place} Veterinary Hospital",
    "Taft Road Animal Clinic",
    "Sunnyside Veterinary Care",
    "{place} Animal Hospital",
)
HOSPITALS = (
    ("St. Brendan's Regional Medical Center", "Syracuse"),
    ("Onondaga Lake Community Hospital", "Liverpool"),
    ("Upstate Lakes Health - Oswego Campus", "Oswego"),
)
UNITS = ("4 North - Oncology", "Palliative Care Unit", "Rehab 2 West", "ICU Step-Down")
NAVY = (24, 50, 96)


def _box(sheet: Sheet, x: float, y: float, w: float, lab: str, val: str) -> None:
    sheet.box(x, y, w, 30, None, (120, 130, 150), 0.6)
    sheet.label(x + 4, y + 9, lab, "opensans", 6.5, (70, 80, 100))
    if val:
        size = min(9.5, 9.5 * (w - 10) / width(val, "opensans", 9.5))
        sheet.value(x + 6, y + 24, val, "opensans", size)


def _head(sheet: Sheet, y: float, s: str) -> float:
    sheet.box(36, y, 540, 16, NAVY, None)
    sheet.text(42, y + 11.5, s, "opensans-bold", 8.5, (255, 255, 255))
    return y + 20


def visit_request(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.12)
    sheet = Sheet(612, 792)
    name, city = rng.choice(HOSPITALS)
    ds = rng.choice((0, 1, 12, 2))
    sheet.text(36, 44, name, "opensans-bold", 14, NAVY)
    sheet.text(36, 58, f"{city}, New York", "opensans", 8, NAVY)
    sheet.text(576, 42, "PERSONAL PET VISITATION", "opensans-bold", 10, NAVY, align="r")
    sheet.text(576, 55, "Request and Veterinary Health Attestation", "opensans", 8, align="r")
    sheet.text(
        576, 66, f"Form IP-{rng.randrange(100, 400)} (rev. 03/24)", "opensans", 6.5, align="r"
    )
    visit = day_between(rng, f.given + timedelta(days=12), TODAY + timedelta(days=10))
    exam = min(visit - timedelta(days=rng.randrange(2, 10)), TODAY - timedelta(days=1))
    same = rng.random() < 0.35
    patient = f.owner if same else person(rng)
    y = _head(sheet, 76, "SECTION 1 - PATIENT")
    _box(sheet, 36, y, 250, "Patient name", patient)
    _box(sheet, 286, y, 150, "Unit", rng.choice(UNITS))
    _box(sheet, 436, y, 60, "Room", str(rng.randrange(401, 489)))
    _box(sheet, 496, y, 80, "MRN", f"{rng.randrange(10**6, 10**7)}")
    y = _head(sheet, y + 38, "SECTION 2 - OWNER AND HANDLER")
    _box(sheet, 36, y, 250, "Pet owner", f.owner)
    _box(sheet, 286, y, 150, "Owner phone", phone(rng, 0))
    _box(sheet, 436, y, 140, "Requested visit date", fmt_date(visit, ds))
    # the patient's own dog brought by a relative, or a relative's dog brought by its owner
    handler = person(rng) if same else f.owner
    kin = rng.choice(("Daughter", "Son", "Spouse", "Sister", "Neighbor"))
    _box(sheet, 36, y + 30, 250, "Person bringing the pet (18 or older)", handler)
    _box(sheet, 286, y + 30, 290, "Relationship to patient", kin)
    y = _head(sheet, y + 68, "SECTION 3 - PET")
    _box(sheet, 36, y, 170, "Pet name", f.dog)
    _box(sheet, 206, y, 200, "Breed", f.breed)
    _box(sheet, 406, y, 80, "Weight (lb)", str(rng.randrange(10, 90)))
    _box(sheet, 486, y, 90, "Age (yrs)", str(max(1, (visit - f.born).days // 365)))
    y = _head(sheet, y + 38, "SECTION 4 - VETERINARIAN (to be completed by the pet's veterinarian)")
    sheet.text(
        40,
        y + 10,
        "I examined this animal within 10 days of the visit. It is free of fleas, illness and "
        "open wounds, and is current",
        "opensans",
        7.5,
    )
    sheet.text(
        40, y + 20, "on rabies vaccination as required by NYS Public Health Law.", "opensans", 7.5
    )
    y += 28
    tagged, due_shown = rng.random() < 0.6, rng.random() < 0.55
    term_shown = not due_shown and rng.random() < 0.6
    _box(sheet, 36, y, 130, "Date of exam", fmt_date(exam, ds))
    _box(sheet, 166, y, 130, "Rabies vaccination date", fmt_date(f.given, ds))
    due = fmt_date(f.due, ds) if due_shown else ""
    _box(sheet, 296, y, 130, "Rabies expiration date", due)
    dur = f"{f.term} years" if f.term == 3 else "1 year"
    _box(sheet, 426, y, 150, "Vaccine duration", dur if term_shown else "")
    _box(sheet, 36, y + 30, 130, "Rabies tag no.", f.tag if tagged else "")
    lot_shown = rng.random() < 0.5
    made = f"{f.product}, lot {f.lot}" if lot_shown else rng.choice(("Neg.", "Negative"))
    _box(sheet, 166, y + 30, 130, "Vaccine / lot" if lot_shown else "Fecal exam", made)
    _box(sheet, 296, y + 30, 280, "Veterinarian (print)", f"Dr. {f.vet}")
    _box(sheet, 36, y + 60, 260, "Practice", f.clinic)
    _box(sheet, 296, y + 60, 140, "Practice phone", phone(rng, 1))
    _box(sheet, 436, y + 60, 140, "Signature", "")
    sheet.sign(rng, 446, y + 84, 110)
    y = _head(sheet, y + 104, "SECTION 5 - INFECTION PREVENTION USE ONLY")
    ok = visit + timedelta(days=rng.randrange(0, 2))
    _box(sheet, 36, y, 200, "Reviewed by", f"{person(rng)}, RN, CIC")
    _box(sheet, 236, y, 120, "Approved for", fmt_date(ok, ds))
    _box(
        sheet,
        356,
        y,
        220,
        "Conditions",
        rng.choice(("Leash at all times", "Room only; no common areas", "Max 1 hr; bed pad")),
    )
    sheet.text(
        36,
        760,
        "Return the completed form to Infection Prevention at least 48 hours "
        "before the visit. Fax (315) 555-0142.",
        "opensans",
        7,
    )
    shown = {"tag": tagged, "product": lot_shown, "lot": lot_shown}
    return sheet, f.truth(expires=due_shown or term_shown, **shown)
