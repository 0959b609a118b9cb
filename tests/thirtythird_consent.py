"""A paper of the thirty-third set filled by pen: a practice's anesthesia and surgery consent,
signed by the owner at the morning drop-off for a dental cleaning or a small surgery, its staff
box filled by the technician who checks the dog's records (the owner uploads the clinic's copy
because the rabies line is on it). The practice's heading; the patient and owner on lines under
their captions; the procedure and the estimate's range; the owner's choices ticked (bloodwork,
fluids, microchip, nail trim); the phone number for the day; the staff box with the rabies shot
(the date, expiry or term, at times the tag, and where it was given: the practice by name
or "here") beside the other vaccines and
the fasting check; and the owner's signature."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtythird_canvas import Sheet
from tests.thirtythird_faces import INKS, PENS, fit
from tests.thirtythird_facts import (
    HAND_STYLES,
    TODAY,
    day_between,
    facts,
    fmt_date,
    phone,
    term_text,
)

CLINICS = ("{place} Animal Hospital", "Gaskin Road Veterinary Clinic", "Bear Road Pet Hospital",
           "{place} Veterinary Care", "Clay Center Animal Clinic")  # fmt: skip
PROCEDURES = ("Dental cleaning + possible extractions", "Lump removal, L flank",
              "Neuter", "Spay", "Dental, radiographs", "Cystotomy")  # fmt: skip


def consent_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.1)
    owner_hand, tech_hand = rng.sample(PENS, 2)
    ink, tink = rng.choice(INKS), rng.choice(((20, 20, 24), (150, 20, 30), (26, 40, 130)))
    slant = rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792)

    def under(x: float, y: float, w: float, cap: str, val: str, tech: bool = False) -> None:
        sheet.rule(x, y, x + w, y, 0.5)
        sheet.label(x, y + 9, cap, "karla", 7)
        if val:
            hand = tech_hand if tech else owner_hand
            sheet.pen(rng, x + 4, y - 3, val, hand, fit(val, hand, 13, w - 8),
                      tink if tech else ink, "ballpoint", slant + (4 if tech else 0))  # fmt: skip

    day = day_between(rng, f.given + timedelta(days=1), TODAY - timedelta(days=1))
    sheet.text(36, 44, f.clinic, "karla-bold", 15)
    sheet.text(36, 58, f"{phone(rng, 0)}  -  {f.place}, NY", "karla", 9)
    sheet.text(576, 44, "ANESTHESIA & SURGERY CONSENT", "karla-bold", 11, align="r")
    sheet.rule(36, 66, 576, 66, 1.2)
    y = 100.0
    under(36, y, 170, "Patient", f.dog)
    under(216, y, 200, "Breed / colour", f"{f.breed}, {f.colour}")
    under(426, y, 150, "Date", fmt_date(day, ds))
    y += 34
    under(36, y, 250, "Owner", f.owner)
    under(296, y, 280, "Phone where you can be reached TODAY", phone(rng, 1))
    y += 34
    proc = rng.choice(PROCEDURES)
    under(36, y, 340, "Procedure", proc)
    lo = rng.randrange(4, 12) * 100
    under(386, y, 190, "Estimate", f"${lo} - ${lo + rng.randrange(2, 8) * 100}")
    y += 30
    for i, opt in enumerate(("Pre-anesthetic bloodwork ($128)", "IV fluids ($96)",
                             "Microchip ($55)", "Nail trim ($18)")):  # fmt: skip
        x = 36 + (i % 2) * 270
        yy = y + (i // 2) * 16
        sheet.box(x, yy - 8, 9, 9, None, (0, 0, 0), 0.6)
        sheet.text(x + 14, yy, opt, "karla", 9)
        if rng.random() < 0.6:
            sheet.tick(x, yy - 2, ink)
    y += 44
    for text in (
        "I consent to anesthesia and the procedure above. I understand every anesthetic carries",
        "some risk. If further treatment is needed, the doctor will call the number above; if I",
        "cannot be reached, the doctor may do what is needed up to 20% over the estimate.",
    ):
        sheet.text(36, y, text, "karla", 9.5)
        y += 14
    y += 30
    sheet.sign(rng, 46, y - 4, 150, ink)
    sheet.rule(36, y, 300, y, 0.5)
    sheet.label(36, y + 9, "Owner or agent signature", "karla", 7)
    y += 36
    sheet.box(36, y, 540, 150, (238, 243, 238), (80, 110, 80), 0.8)
    sheet.text(44, y + 16, "STAFF USE - records checked", "karla-bold", 9.5, (60, 90, 60))
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where = rng.random() < 0.5, rng.random() < 0.4
    yy = y + 48
    under(44, yy, 130, "Rabies given", fmt_date(f.given, ds), True)
    exp = {"date": fmt_date(f.due, ds), "term": term_text(f.term, rng), "none": ""}[mode]
    under(184, yy, 120, "Rabies exp. / term", exp, True)
    under(314, yy, 100, "Rabies tag", f.tag if tagged else "", True)
    under(424, yy, 144, "Given at", f.clinic if where else "here", True)
    yy += 38
    dhpp = fmt_date(f.given - timedelta(days=rng.randrange(20, 300)), ds)
    under(44, yy, 130, "DHPP", dhpp, True)
    under(184, yy, 120, "Bordetella", rng.choice(("due", "n/a", "current")), True)
    under(314, yy, 100, "Fasted?", rng.choice(("Y", "yes - 8pm")), True)
    under(424, yy, 144, "Weight", f"{rng.randrange(10, 90)}.{rng.randrange(10)} lb", True)
    yy += 38
    under(44, yy, 180, "Tech initials", rng.choice(("MK", "JS, LVT", "tb")), True)
    sheet.text(36, 770, "White - chart  |  Yellow - owner", "karla", 7.5, (100, 100, 100))
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, product=False, lot=False)
