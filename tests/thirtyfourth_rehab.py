"""A paper of the thirty-fourth set filled by pen: a canine rehabilitation and hydrotherapy
centre's new patient intake, printed by the centre and filled in by the owner in the waiting
room; the owner uploads it because the pool's vaccine section holds the rabies shot. The centre's
heading; the owner and the dog on lines beside their labels; the referring veterinarian and the
reason (a surgeon or the family vet who did not give the shot); the vaccines the pool requires,
each a tick and a date, the rabies one with its expiry or the term ringed or nothing and at times
the tag and the clinic; the pool rules and the owner's signature."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfourth_canvas import Sheet
from tests.thirtyfourth_faces import INKS, PENS, fit
from tests.thirtyfourth_facts import (
    HAND_STYLES,
    TODAY,
    day_between,
    facts,
    fmt_date,
    phone,
    vet_name,
)

CLINICS = ("{place} Vet", "Clay Animal Hospital", "Brewerton Vet Clinic", "{place} Animal Clinic",
           "Gaskin Road Vet")  # fmt: skip
REASONS = ("TPLO rehab, L knee", "IVDD - post surgery", "hip dysplasia", "weight loss / swim",
           "CCL tear, conservative")  # fmt: skip


def rehab_intake(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("ballpoint", "gel", "ballpoint")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792)

    def line(x: float, y: float, w: float, lab: str, val: str, size: float = 13) -> None:
        end = sheet.label(x, y, lab, "manrope", 9)
        sheet.rule(end + 4, y + 2, x + w, y + 2, 0.5)
        if val:
            s = fit(val, hand, size, x + w - end - 12)
            sheet.pen(rng, end + 8, y - 1, val, hand, s, ink, tool, slant)

    sheet.text(40, 48, "Salt City Canine Rehab & Hydrotherapy", "manrope-bold", 15)
    sheet.text(40, 63, f"{rng.randrange(1000, 9999)} Buckley Rd, Liverpool NY  -  {phone(rng, 1)}",
               "manrope", 9)  # fmt: skip
    sheet.text(572, 48, "NEW PATIENT INTAKE", "manrope-bold", 11, align="r")
    sheet.rule(40, 72, 572, 72, 1.0)
    day = day_between(rng, f.given + timedelta(days=5), TODAY - timedelta(days=1))
    y = 100.0
    line(40, y, 250, "Today's date", fmt_date(day, ds))
    line(310, y, 262, "Owner", f.owner, 12)
    y += 28
    line(40, y, 250, "Phone", phone(rng, rng.randrange(3)), 12)
    line(310, y, 262, "Dog's name", f.dog)
    y += 28
    line(40, y, 250, "Breed", f.breed, 11)
    line(310, y, 130, "Age", f"{max(1, (f.given - f.born).days // 365)}")
    line(450, y, 122, "Wt", f"{rng.randrange(20, 95)} lb")
    y += 28
    where_ref = rng.choice(("CNY Vet Specialists", "Cornell surgery"))
    line(40, y, 532, "Referring veterinarian", f"Dr. {vet_name(rng)} - {where_ref}", 12)
    y += 28
    line(40, y, 532, "Reason for referral", rng.choice(REASONS), 12)
    y += 40
    sheet.box(40, y - 16, 532, 150, (240, 246, 250), (40, 80, 120), 0.8)
    sheet.text(50, y, "VACCINES - required before your dog may use the pool", "manrope-bold", 9.5)
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where = rng.random() < 0.5, rng.random() < 0.6
    y += 28
    sheet.box(50, y - 10, 10, 10, None, (0, 0, 0), 0.6)
    sheet.tick(50, y - 3, ink)
    line(66, y, 186, "Rabies - date", fmt_date(f.given, ds))
    line(262, y, 160, "Expires", fmt_date(f.due, ds) if mode == "date" else "")
    for i, t in enumerate(("1 yr", "3 yr")):
        x = 440 + i * 50
        sheet.text(x, y, t, "manrope", 9)
        if mode == "term" and int(t[0]) == f.term:
            sheet.box(x - 6, y - 12, 30, 17, None, ink, 0.9, -1)
    y += 28
    line(66, y, 186, "Rabies tag #", f.tag if tagged else "")
    line(262, y, 300, "Given at", f.clinic if where else "", 11)
    y += 28
    for name in ("DHPP", "Bordetella"):
        sheet.box(50, y - 10, 10, 10, None, (0, 0, 0), 0.6)
        if rng.random() < 0.8:
            sheet.tick(50, y - 3, ink)
            d = f.given - timedelta(days=rng.randrange(10, 300))
            line(66, y, 186, f"{name} - date", fmt_date(d, ds))
        else:
            line(66, y, 186, f"{name} - date", "")
        y += 26
    y += 30
    sheet.text(40, y, "POOL RULES", "manrope-bold", 10)
    for i, rule in enumerate((
        "Dogs are rinsed before and after every swim; no food for 2 hours before a session.",
        "A dog with diarrhea, vomiting, a cough or an open wound may not swim that day.",
        "Cancel 24 hours ahead or the session is charged. Life jackets are provided.",
    )):  # fmt: skip
        sheet.text(40, y + 16 + i * 14, f"- {rule}", "manrope", 9)
    y += 90
    sheet.sign(rng, 50, y - 4, 140, ink)
    sheet.rule(40, y, 300, y, 0.5)
    sheet.label(40, y + 11, "Owner's signature", "manrope", 8)
    sheet.text(40, 768, "Office: copy vaccine record to chart - scan to EMR", "manrope", 7.5,
               (110, 110, 110))  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
