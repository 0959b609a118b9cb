"""A printed paper of the thirty-fourth set: a guide dog school's annual veterinary report for a
graduate's working dog, the school's form filled in on a computer by the graduate's own
veterinarian and sent back to the school; the graduate uploads it because it holds the rabies
shot. The school's heading and form number; the graduate, the dog and its school ID; the exam (its
date, weight, body score, findings ticked); a vaccination table, one row a vaccine in columns
(date given, next due, product and lot, rabies tag), the rabies row among DHPP, leptospirosis,
Bordetella and Lyme, its due cell at times empty; the examining veterinarian, license number and
practice; the school's return address."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfourth_canvas import Sheet
from tests.thirtyfourth_facts import day_between, facts, fmt_date, phone

CLINICS = ("{place} Veterinary Hospital", "Taft Road Animal Clinic", "Seneca Turnpike Vet",
           "{place} Animal Health Center", "Onondaga Hill Animal Hospital")  # fmt: skip
SCHOOLS = ("Finger Lakes Guide Dog School", "Hudson Valley Guide Dogs for the Blind",
           "Adirondack Guide Dog Foundation")  # fmt: skip
FINDINGS = ("Eyes", "Ears", "Teeth / gums", "Skin / coat", "Heart / lungs", "Joints / gait",
            "Feet / nails", "Weight")  # fmt: skip
NAVY = (24, 48, 96)


def guide_report(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.08)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 2, 6, 12, 16))
    school = rng.choice(SCHOOLS)
    exam = f.given if rng.random() < 0.7 else day_between(rng, f.given, f.given + timedelta(days=9))
    sheet.text(40, 46, school, "opensans-bold", 15, NAVY)
    sheet.text(40, 62, "GRADUATE DOG ANNUAL VETERINARY REPORT", "opensans-bold", 10.5)
    sheet.text(572, 46, f"Form GD-{rng.randrange(10, 40)}", "opensans", 9, align="r")
    sheet.text(572, 60, "Return within 30 days of the exam", "opensans", 8, align="r")
    sheet.rule(40, 70, 572, 70, 1.5, NAVY)
    y = 92.0
    info = [
        (("Graduate", f.owner), ("Dog", f.dog)),
        (("Dog's school ID", f"GD-{rng.randrange(1000, 9999)}-{rng.choice('FM')}"),
         ("Breed / sex", f"{f.breed}, {rng.choice(('MN', 'FS'))}")),
        (("Exam date", fmt_date(exam, ds)), ("Weight", f"{rng.randrange(48, 82)} lb, BCS "
                                                       f"{rng.randrange(4, 6)}/9")),
    ]  # fmt: skip
    for row in info:
        for i, (lab, val) in enumerate(row):
            x = 40 + i * 270
            sheet.label(x, y, f"{lab}:", "opensans", 8.5, (80, 80, 80))
            sheet.value(x + 90, y, val, "opensans", 10)
        y += 18
    y += 10
    sheet.text(40, y, "PHYSICAL EXAMINATION", "opensans-bold", 9.5, NAVY)
    y += 6
    for i, part in enumerate(FINDINGS):
        col, r = i % 2, i // 2
        x, yy = 40 + col * 270, y + 14 + r * 16
        sheet.text(x, yy, part, "opensans", 9)
        sheet.text(x + 110, yy, "Normal", "opensans", 8.5)
        sheet.box(x + 150, yy - 8, 8, 8, None, (0, 0, 0), 0.5)
        sheet.text(x + 170, yy, "Abnormal", "opensans", 8.5)
        sheet.box(x + 214, yy - 8, 8, 8, None, (0, 0, 0), 0.5)
        sheet.text(x + (151 if rng.random() < 0.9 else 215), yy, "X", "opensans-bold", 8)
    y += 14 + 4 * 16 + 18
    sheet.text(40, y, "VACCINATIONS (all required for a working guide)", "opensans-bold", 9.5, NAVY)
    y += 6
    cols = (("Vaccine", 96), ("Date given", 86), ("Next due", 86), ("Product / lot", 160),
            ("Rabies tag", 104))  # fmt: skip
    x = 40.0
    for name, w in cols:
        sheet.box(x, y, w, 18, NAVY, NAVY, 0.5)
        sheet.label(x + 5, y + 12.5, name, "opensans-bold", 8.5, (255, 255, 255))
        x += w
    y += 18
    mode = rng.choices(("date", "none"), (6, 1.5))[0]
    tagged, show_lot = rng.random() < 0.6, rng.random() < 0.5
    prod = f"{f.product} / {f.lot}" if show_lot else f.product
    other = [
        ("DHPP", 365 * rng.choice((1, 3)), "Vanguard Plus 5"),
        ("Leptospirosis", 365, "Nobivac Lepto4"),
        ("Bordetella", 365, "Bronchi-Shield Oral"),
        ("Lyme", 365, "Vanguard crLyme"),
    ]
    rows = [("Rabies", fmt_date(f.given, ds), fmt_date(f.due, ds) if mode == "date" else "",
             prod, f.tag if tagged else "")]  # fmt: skip
    for name, days, product in other:
        d = f.given - timedelta(days=rng.randrange(0, 200))
        rows.append((name, fmt_date(d, ds), fmt_date(d + timedelta(days=days), ds), product, ""))
    rng.shuffle(rows)
    for row in rows:
        x = 40.0
        for (_, w), val in zip(cols, row, strict=True):
            sheet.box(x, y, w, 18, None, (120, 120, 120), 0.5)
            if val:
                sheet.value(x + 5, y + 12.5, val, "opensans", 8.8)
            x += w
        y += 18
    y += 20
    sheet.text(40, y, "Heartworm test: negative; preventive given year round.  Fecal: negative.",
               "opensans", 9)  # fmt: skip
    y += 30
    sheet.text(40, y, "EXAMINING VETERINARIAN", "opensans-bold", 9.5, NAVY)
    y += 18
    licence = f"{rng.randrange(10**5, 10**6)}"
    for lab, val in (("Name", f"{f.vet}, DVM"), ("NY license no.", licence),
                     ("Practice", f.clinic), ("Telephone", phone(rng, 0))):  # fmt: skip
        sheet.label(40, y, f"{lab}:", "opensans", 8.5, (80, 80, 80))
        sheet.value(130, y, val, "opensans", 10)
        y += 17
    sheet.sign(rng, 360, y - 10, 150)
    sheet.rule(350, y - 6, 560, y - 6, 0.5)
    sheet.label(350, y + 5, "Veterinarian's signature", "opensans", 7.5)
    sheet.text(306, 768, f"{school} - Graduate Services - Box {rng.randrange(100, 999)}, "
               "Brewster NY 10509", "opensans", 7.5, (110, 110, 110), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, product=True, lot=show_lot)
