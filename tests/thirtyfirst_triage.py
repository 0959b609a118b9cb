"""A paper of the thirty-first set filled by pen: an emergency animal hospital's triage sheet, which
the technician at the door fills in while the owner talks (the owner is sent home with a copy in
the discharge folder, and uploads it because the technician wrote down the rabies shot from the
certificate on the owner's phone). A narrow printed face: the hospital's name and the sheet's
number, the arrival's date and time, a triage level ringed; the owner, the phone and the family
veterinarian (rDVM) with the practice; the patient; the presenting complaint; a row of vitals; then
the vaccine line: rabies up to date ringed, the date given, the expiry or the vaccine's term, the
tag, where it was given; and the emergency doctor on duty (another veterinarian) and the estimate
signed."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfirst_canvas import Sheet
from tests.thirtyfirst_faces import INKS, PENS, fit
from tests.thirtyfirst_facts import (
    HAND_STYLES,
    TODAY,
    day_between,
    facts,
    fmt_date,
    phone,
    vet_name,
)

PRACTICES = (
    "{place} Animal Hospital",
    "Morgan Road Veterinary",
    "Liverpool Pet Clinic",
    "{place} Veterinary Associates",
    "Lakeside Animal Clinic",
)
HOSPITALS = ("Cicero Emergency Veterinary Center", "Erie Blvd Animal Emergency",
             "Salina 24/7 Pet ER")  # fmt: skip
COMPLAINTS = (
    "vomiting x 2 days, lethargic",
    "ate sock ~3 hrs ago",
    "limping R fore after fall",
    "bee sting, facial swelling",
    "diarrhea w/ blood since AM",
    "cut pad on glass",
)
RED = (190, 40, 40)


def triage_sheet(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.15)
    hand = rng.choice(PENS)
    ink = rng.choice(INKS)
    sheet = Sheet(612, 792, paper=rng.choice(((255, 255, 255), (255, 252, 236))))
    ds = rng.choice(HAND_STYLES)

    def line(x: float, y: float, lab: str, end: float, val: str, size: float = 12) -> None:
        x1 = sheet.label(x, y, lab, "ptnarrow-bold", 9) + 4
        sheet.rule(x1, y + 2, end, y + 2, 0.5)
        if val:
            sheet.pen(rng, x1 + 4, y - 1, val, hand, fit(val, hand, size, end - x1 - 8), ink, "gel")

    arrived = day_between(rng, f.given + timedelta(days=14), TODAY - timedelta(days=1))
    hospital = rng.choice(HOSPITALS)
    sheet.text(36, 44, hospital, "ptnarrow-bold", 17, RED)
    sheet.text(36, 58, "EMERGENCY TRIAGE SHEET  -  open 24 hours  -  (315) 555-0177", "ptnarrow",
               9.5)  # fmt: skip
    sheet.text(576, 44, f"No. {rng.randrange(10**5, 10**6)}", "ptnarrow-bold", 12, align="r")
    y = 92.0
    line(36, y, "Date", 170, fmt_date(arrived, ds))
    line(
        180,
        y,
        "Time in",
        290,
        f"{rng.randrange(1, 12)}:{rng.randrange(60):02d} {rng.choice(('am', 'pm'))}",
    )
    sheet.label(306, y, "Triage:", "ptnarrow-bold", 9)
    level = rng.randrange(5)
    for i, (name, col) in enumerate((("1 RED", RED), ("2 ORANGE", (200, 110, 20)),
                                     ("3 YELLOW", (160, 140, 0)), ("4 GREEN", (40, 120, 50)),
                                     ("5 BLUE", (40, 70, 160)))):  # fmt: skip
        x = 342 + i * 47
        sheet.text(x, y, name, "ptnarrow-bold", 8, col)
        if i == level:
            sheet.box(x - 4, y - 11, 44, 16, None, ink, 0.9, -1)
    y += 30
    line(36, y, "Owner", 300, f.owner)
    line(310, y, "Phone", 576, phone(rng, rng.randrange(3)))
    y += 28
    rdvm = vet_name(rng)
    line(36, y, "rDVM", 300, f"Dr. {rdvm}")
    line(310, y, "Practice", 576, f.clinic)
    y += 28
    line(36, y, "Patient", 200, f.dog)
    line(210, y, "Breed", 420, f.breed)
    line(430, y, "Age", 500, f"{rng.randrange(1, 14)} y")
    line(510, y, "Sex", 576, rng.choice(("MN", "FS", "M", "F")))
    y += 28
    line(36, y, "Presenting complaint", 576, rng.choice(COMPLAINTS))
    y += 34
    sheet.box(36, y, 540, 44, (246, 246, 246), (40, 40, 40), 0.6)
    vit = (("T (F)", f"{rng.randrange(100, 104)}.{rng.randrange(10)}"),
           ("HR", str(rng.randrange(70, 170))), ("RR", str(rng.randrange(16, 48))),
           ("MM", rng.choice(("pink", "pale", "tacky"))), ("CRT", rng.choice(("<2", "2", "~2"))),
           ("Wt (kg)", f"{rng.randrange(5, 45)}.{rng.randrange(10)}"))  # fmt: skip
    for i, (lab, val) in enumerate(vit):
        x = 42 + i * 90
        sheet.label(x, y + 12, lab, "ptnarrow-bold", 8.5)
        sheet.pen(rng, x + 4, y + 34, val, hand, 12, ink, "gel")
    y += 70
    sheet.text(36, y, "VACCINES", "ptnarrow-bold", 10.5)
    sheet.text(100, y, "Rabies current?   Y   /   N   /   unk", "ptnarrow", 9.5)
    lapsed = f.due <= arrived
    sheet.box(179 if not lapsed else 200, y - 11, 18, 15, None, ink, 0.9, -1)
    y += 28
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, by = rng.random() < 0.5, rng.random() < 0.35
    line(36, y, "Rabies given", 210, fmt_date(f.given, ds))
    due = fmt_date(f.due, ds) if mode == "date" else f"{f.term} yr" if mode == "term" else ""
    line(220, y, "Exp. / term", 390, due)
    line(400, y, "Tag", 576, f.tag if tagged else "")
    y += 28
    where = f"Dr. {f.vet} at {f.clinic}" if by else f"at {f.clinic}"
    line(36, y, "Given by / where", 576, where)
    y += 28
    line(
        36,
        y,
        "Other vaccines",
        576,
        rng.choice(("DHPP, Lepto UTD per owner", "DA2PP 2024", "unsure")),
    )
    y += 44
    sheet.text(36, y, "ER doctor on duty", "ptnarrow-bold", 9)
    sheet.text(120, y, f"Dr. {vet_name(rng)}, DVM", "ptnarrow", 10)
    y += 26
    line(
        36, y, "Estimate accepted  $", 250, f"{rng.randrange(3, 18)}00 - {rng.randrange(19, 40)}00"
    )
    sheet.label(270, y, "Owner signature", "ptnarrow-bold", 9)
    sheet.rule(340, y + 2, 576, y + 2, 0.5)
    sheet.sign(rng, 360, y - 2, 130, ink)
    sheet.text(36, 770, "Tech initials ____   Copy to record / copy to owner   Form T-3",
               "ptnarrow", 8)  # fmt: skip
    shown = {"tag": tagged, "vet": by, "product": False, "lot": False}
    return sheet, f.truth(expires=mode != "none", **shown)
