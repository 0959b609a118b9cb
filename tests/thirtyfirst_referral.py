"""A printed paper of the thirty-first set: a specialty and emergency hospital's referral form, kept
as a word processor's document that the family practice types into and faxes over (the owner
gets a copy to bring). A grid of shaded label cells beside value cells: the referring practice and
doctor, the client, the patient; the service asked for ticked; the reason in a few sentences; then
a small table of vaccines (distemper, leptospirosis, rabies) with the date each was given, when it
is due or the rabies vaccine's term, and for the rabies shot where it was given (the practice or
another, before the dog came to it), at times by whom and its tag; the current medications and
the records attached; the date of the referral."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfirst_canvas import Sheet
from tests.thirtyfirst_facts import TODAY, day_between, facts, fmt_date, phone, plus_years, vet_name

PRACTICES = (
    "{place} Animal Hospital",
    "Taft Road Veterinary Clinic",
    "Oak Orchard Animal Hospital",
    "{place} Family Veterinary Practice",
    "Three Rivers Pet Clinic",
)
ELSEWHERE = ("Oswego County SPCA", "CNY Humane Society Clinic", "Cayuga Lake Animal Shelter",
             "Tractor Supply PetVet Clinic", "Helping Hounds Rescue Clinic")  # fmt: skip
HOSPITALS = ("Central New York Veterinary Specialists", "Finger Lakes Animal Referral Center",
             "Salina Meadows Emergency & Specialty")  # fmt: skip
SERVICES = ("Surgery", "Internal Medicine", "Cardiology", "Oncology", "Neurology",
            "Dermatology", "Ophthalmology", "Emergency")  # fmt: skip
REASONS = (
    "Left hind lameness x 3 wks, positive drawer sign. Please evaluate for TPLO.",
    "Persistent elevated ALT/ALP on two panels, mild weight loss. Abdominal ultrasound please.",
    "Grade IV/VI left apical systolic murmur found at wellness visit. Echo recommended.",
    "Firm 3 cm mass, right lateral thorax; FNA inconclusive. Please consult re: excision.",
    "Recurrent otitis and pododermatitis despite two courses of therapy.",
)
MEDS = ("carprofen 75 mg PO q12h", "gabapentin 100 mg PO q8-12h", "Apoquel 16 mg PO q24h",
        "omeprazole 10 mg PO q24h", "none")  # fmt: skip
SHADE = (226, 230, 236)


def _grid(sheet: Sheet, y: float, cells: list[tuple[str, str]], cols: int = 2) -> float:
    """Shaded label cells beside value cells, cols pairs a row; gives the y under the grid."""
    w = 540 / cols
    for i, (lab, val) in enumerate(cells):
        x, yy = 36 + (i % cols) * w, y + (i // cols) * 20
        sheet.box(x, yy, w * 0.38, 20, SHADE, (120, 120, 120), 0.5)
        sheet.box(x + w * 0.38, yy, w * 0.62, 20, None, (120, 120, 120), 0.5)
        sheet.label(x + 4, yy + 13.5, lab, "carlito-bold", 8.5)
        if val:
            sheet.value(x + w * 0.38 + 4, yy + 14, val, "carlito", 10)
    return y + ((len(cells) + cols - 1) // cols) * 20


def referral_form(rng: random.Random) -> tuple[Sheet, Truth]:
    here = rng.choice(PRACTICES)
    f = facts(rng, here, lapse=0.14)
    referrer = f"Dr. {vet_name(rng)}"
    practice = f.clinic
    other = rng.random() < 0.3  # the rabies shot given before the dog came to the practice
    if other:
        f.clinic = rng.choice(ELSEWHERE)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 2, 3, 5, 16))
    hospital = rng.choice(HOSPITALS)
    sent = day_between(rng, f.given + timedelta(days=10), TODAY - timedelta(days=1))
    sheet.text(306, 50, hospital, "carlito-bold", 16, align="c")
    sheet.text(
        306,
        66,
        "REFERRAL FORM - please fax to (315) 555-0148 or e-mail referrals@cnyvs.example",
        "carlito",
        9,
        align="c",
    )
    sheet.rule(36, 76, 576, 76, 1.2)
    y = 92.0
    sheet.text(36, y, "Referring practice", "carlito-bold", 11)
    y = _grid(sheet, y + 6, [
        ("Practice", practice), ("Referring DVM", referrer),
        ("Phone", phone(rng, 0)), ("Fax", phone(rng, 0)),
    ])  # fmt: skip
    y += 16
    sheet.text(36, y, "Client and patient", "carlito-bold", 11)
    sex = rng.choice(("MN", "FS", "M", "F"))
    y = _grid(
        sheet,
        y + 6,
        [
            ("Owner", f.owner),
            ("Phone", phone(rng, 1)),
            ("Patient", f.dog),
            ("Species", "Canine"),
            ("Breed", f.breed),
            ("Sex", sex),
            ("Date of birth", fmt_date(f.born, ds)),
            ("Weight", f"{rng.randrange(8, 45)}.{rng.randrange(10)} kg"),
        ],
    )
    y += 18
    sheet.text(36, y, "Service requested", "carlito-bold", 11)
    picked = rng.sample(SERVICES, 2)[0]
    for i, s in enumerate(SERVICES):
        x, yy = 36 + (i % 4) * 135, y + 18 + (i // 4) * 16
        sheet.box(x, yy - 9, 9, 9, None, (60, 60, 60), 0.6)
        if s == picked:
            sheet.text(x + 1.5, yy - 1, "X", "carlito-bold", 9)
        sheet.text(x + 14, yy, s, "carlito", 9.5)
    y += 58
    sheet.text(36, y, "Reason for referral / history", "carlito-bold", 11)
    sheet.box(36, y + 6, 540, 40, None, (120, 120, 120), 0.5)
    sheet.value(42, y + 22, rng.choice(REASONS), "carlito", 10)
    sheet.value(42, y + 37, f"Current medications: {rng.choice(MEDS)}", "carlito", 10)
    y += 66
    sheet.text(36, y, "Vaccination history", "carlito-bold", 11)
    y += 6
    heads = ((36, "Vaccine", 90), (126, "Date given", 100), (226, "Due", 90), (316, "Notes", 260))
    for x, h, w in heads:
        sheet.box(x, y, w, 18, SHADE, (120, 120, 120), 0.5)
        sheet.label(x + 4, y + 12.5, h, "carlito-bold", 8.5)
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, by = rng.random() < 0.5, rng.random() < 0.4
    note = f"{f.term} yr, " if mode == "term" else ""
    note += f"given at {f.clinic}" if other else "given here"
    vial = rng.random() < 0.45  # the product and lot copied from the vial's sticker
    second = f"by Dr. {f.vet}" if by else ""
    if tagged:
        second = f"{second}; tag {f.tag}" if second else f"tag {f.tag}"
    extra = [s for s in (f"{f.product}, lot {f.lot}" if vial else "", second) if s]
    rows = []
    for name, term in (("DA2PP", 3), ("Lepto 4", 1)):
        d = day_between(rng, f.given - timedelta(days=400), f.given + timedelta(days=100))
        rows.append((name, fmt_date(d, ds), fmt_date(plus_years(d, term), ds), ""))
    rabies_due = fmt_date(f.due, ds) if mode == "date" else ""
    rows.insert(rng.randrange(3), ("Rabies", fmt_date(f.given, ds), rabies_due, note))
    y += 18
    for name, given, due, notes in rows:
        tall = 18 + 12 * len(extra) if name == "Rabies" else 18
        for (x, _, w), val in zip(heads, (name, given, due, notes), strict=True):
            sheet.box(x, y, w, tall, None, (120, 120, 120), 0.5)
            if val:
                sheet.value(x + 4, y + 13, val, "carlito", 9.5)
        for n, more in enumerate(extra if name == "Rabies" else []):
            sheet.value(320, y + 25 + 12 * n, more, "carlito", 9.5)
        y += tall
    y += 22
    sheet.text(36, y, "Records attached:", "carlito-bold", 10)
    x = 130.0
    for rec in ("Exam notes", "Bloodwork", "Radiographs", "Vaccine history"):
        sheet.box(x, y - 8, 9, 9, None, (60, 60, 60), 0.6)
        sheet.text(x + 1.5, y, "X", "carlito-bold", 9)
        x = sheet.text(x + 14, y, rec, "carlito", 9.5) + 16
    y += 30
    sheet.label(36, y, "Referring DVM signature", "carlito-bold", 9)
    sheet.rule(160, y + 2, 360, y + 2, 0.5)
    sheet.sign(rng, 175, y - 2, 110)
    sheet.label(380, y, "Date", "carlito-bold", 9)
    sheet.value(410, y, fmt_date(sent, ds), "carlito", 10)
    sheet.text(36, 760, "Rev. 03/2024   Appointments are confirmed by phone with the client.",
               "carlito", 7.5, (90, 90, 90))  # fmt: skip
    shown = {"tag": tagged, "vet": by, "product": vial, "lot": vial}
    return sheet, f.truth(expires=mode != "none", **shown)
