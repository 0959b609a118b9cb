"""A printed paper of the thirty-third set: a veterinary college's clinical trial enrollment and
eligibility form, printed from the trials office's study database when a dog is screened for a
study (a copy to the owner, who later uploads it because its vaccination history lists the rabies
shot). The college's and the study's heading (title, protocol number, principal investigator,
coordinator); the patient and owner in ruled boxes, labels above values; the referring
veterinarian (not the one who gave the shot); inclusion and exclusion criteria ticked; the
vaccination history as a table (vaccine, date given, next due, given at), the rabies row among
distemper, leptospirosis and Lyme; and the coordinator's note on the study's own dates."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtythird_canvas import Sheet
from tests.thirtythird_facts import TODAY, day_between, facts, fmt_date, person, phone, vet_name

CLINICS = ("{place} Veterinary Hospital", "Route 57 Animal Clinic", "Bayberry Pet Hospital",
           "{place} Animal Care", "Salina Veterinary Practice")  # fmt: skip
STUDIES = (
    ("Oral JAK-inhibitor dose study in canine atopic dermatitis", "CT-DERM"),
    ("Stereotactic radiation for canine osteosarcoma: a pilot study", "CT-ONC"),
    ("A new diet for dogs with chronic enteropathy", "CT-GI"),
    ("Stem cell injection for elbow osteoarthritis", "CT-ORTHO"),
)
CRITERIA = (
    "Dog at least 1 year old and over 10 kg", "Diagnosis confirmed by study clinician",
    "Owner able to attend all recheck visits", "Core vaccines current (rabies required by law)",
    "No steroids within 4 weeks", "Not pregnant or intended for breeding",
)  # fmt: skip


def trial_enrollment(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 4, 6, 12, 17))
    red = (179, 27, 27)
    screened = day_between(rng, f.given + timedelta(days=10), TODAY - timedelta(days=3))
    title, code = rng.choice(STUDIES)
    sheet.box(0, 0, 612, 8, red, None)
    sheet.text(40, 40, "College of Veterinary Medicine - Clinical Trials Office", "inter-bold", 12)
    sheet.text(40, 54, f"Companion Animal Hospital, Ithaca, NY  |  {phone(rng, 0, '607')}", "inter",
               8.5, (90, 90, 90))  # fmt: skip
    sheet.text(572, 40, "ENROLLMENT & ELIGIBILITY", "inter-bold", 10, red, align="r")
    sheet.rule(40, 64, 572, 64, 0.8, red)
    sheet.text(40, 84, title, "inter-bold", 10.5)
    pi = vet_name(rng)
    protocol = f"{code}-{rng.randrange(2023, 2027)}-{rng.randrange(10, 99)}"
    sheet.text(40, 98, f"Protocol {protocol}  |  PI: Dr. {pi}  |  Coordinator: {person(rng)}, LVT",
               "inter", 8.5)  # fmt: skip
    y = 114.0

    def cell(x: float, y: float, w: float, lab: str, val: str) -> None:
        sheet.box(x, y, w, 30, None, (150, 150, 150), 0.5)
        sheet.label(x + 4, y + 9, lab, "inter", 6.8, (110, 110, 110))
        sheet.value(x + 4, y + 24, val, "inter", 9.5)

    cells = [
        [("Study patient ID", f"{code[3:]}-{rng.randrange(100, 999)}", 110),
         ("Patient name", f.dog, 130), ("Breed", f.breed, 172), ("Sex", rng.choice("MF"), 40),
         ("Weight", f"{rng.randrange(11, 45)} kg", 80)],
        [("Owner", f.owner, 200), ("Address", f"{f.street}, {f.town}, NY {f.zip}", 232),
         ("Phone", phone(rng, 1), 100)],
        [("Referring veterinarian", f"Dr. {vet_name(rng)}", 200),
         ("Referring practice", rng.choice(("Oswego Valley Vet", "Hilltop Animal Clinic")), 200),
         ("Screening date", fmt_date(screened, ds), 132)],
    ]  # fmt: skip
    for row in cells:
        x = 40.0
        for lab, val, w in row:
            cell(x, y, w, lab, val)
            x += w
        y += 30
    y += 24
    sheet.text(40, y, "Eligibility", "inter-bold", 10)
    for i, c in enumerate(CRITERIA):
        yy = y + 16 + (i // 2) * 15
        x = 40 + (i % 2) * 270
        sheet.box(x, yy - 8, 8, 8, None, (60, 60, 60), 0.5)
        sheet.text(x + 13, yy, c, "inter", 8.3)
        sheet.tick(x, yy - 2)
    y += 16 + 3 * 15 + 20
    sheet.text(40, y, "Vaccination history (from the dog's records)", "inter-bold", 10)
    y += 8
    cols = (("Vaccine", 150), ("Date given", 110), ("Next due", 110), ("Given at", 162))
    x = 40.0
    for name, w in cols:
        sheet.box(x, y, w, 16, (240, 240, 240), None)
        sheet.label(x + 4, y + 11, name, "inter-bold", 8)
        x += w
    y += 16
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    rab = f"Rabies ({f.term}-year)" if mode == "term" else "Rabies"
    due = fmt_date(f.due, ds) if mode == "date" else ""
    other = f.clinic if rng.random() < 0.5 else rng.choice(("Oswego Valley Vet", "shelter"))
    rows = [
        (rab, fmt_date(f.given, ds), due, f.clinic),
        ("DA2PP", fmt_date(f.given - timedelta(days=rng.randrange(15, 200)), ds),
         fmt_date(TODAY + timedelta(days=rng.randrange(20, 300)), ds), other),
        ("Leptospirosis 4-way", fmt_date(f.given - timedelta(days=rng.randrange(15, 200)), ds),
         "", other),
        ("Lyme (recombinant)", "declined", "", ""),
    ]  # fmt: skip
    rng.shuffle(rows)
    for row in rows:
        x = 40.0
        for (_, w), val in zip(cols, row, strict=True):
            if val:
                sheet.value(x + 4, y + 12, val, "inter", 8.8)
            x += w
        sheet.rule(40, y + 16, 572, y + 16, 0.4, (190, 190, 190))
        y += 16
    y += 26
    visits = [screened + timedelta(days=d) for d in (14, 42, 90)]
    note = "Study visits: " + ", ".join(fmt_date(v, ds) for v in visits) + "."
    sheet.text(40, y, note, "inter", 8.8)
    sheet.text(40, y + 14, "Study pays for study drug, rechecks and imaging; the owner pays for"
               " routine care and vaccines.", "inter", 8.8)  # fmt: skip
    y += 56
    sheet.sign(rng, 50, y - 4, 130)
    sheet.rule(40, y, 260, y, 0.5)
    sheet.text(40, y + 11, "Owner signature", "inter", 7.5)
    sheet.rule(330, y, 572, y, 0.5)
    sheet.text(330, y + 11, f"Study clinician: Dr. {pi}", "inter", 7.5)
    sheet.text(40, 764, f"Printed {fmt_date(screened, 6)} from the trials database. Page 1 of 1",
               "inter", 7, (120, 120, 120))  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=False, vet=False, product=False, lot=False)
