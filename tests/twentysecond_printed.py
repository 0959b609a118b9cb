"""Two printed papers of the twenty-second set, both made by a practice's software. A QR-coded
digital rabies certificate: a big coloured header, the code and its certificate number, cards of
small grey labels over large values (patient, owner, vaccination), sometimes the dog's previous
rabies shot, and small print with the issuing date and the vet's licence number. A low-cost
spay/neuter clinic's discharge form: the surgery, the vaccines given that day ticked in a list
(rabies with a ticked 1- or 3-year box, or a printed due date), the tag, the microchip and the
aftercare instructions."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentysecond_canvas import Sheet
from tests.twentysecond_facts import (
    OTHER_SHOTS,
    US_STYLES,
    day_between,
    facts,
    fmt_date,
    phone,
    plus_years,
    term_text,
)

PRACTICES = (
    "{town} Veterinary Wellness Center",
    "Brightwater Animal Hospital",
    "Cedar Hollow Pet Clinic",
    "Iron Bridge Veterinary Group",
    "{town} Family Pet Hospital",
    "Northgate Animal Care",
)
SPAY_CLINICS = (
    "Spay-Neuter Alliance of {town}",
    "Fix-It Forward Low-Cost Spay/Neuter Clinic",
    "{town} Humane Spay & Neuter Center",
    "SNAP Clinic of Central New York",
)
GREY = (110, 110, 118)
AFTERCARE = (
    "Keep your pet indoors, quiet and leashed for 10 to 14 days.",
    "Check the incision twice a day. Some redness is normal; discharge is not.",
    "Do not bathe your pet or let it swim until the incision has healed.",
    "Use the cone (e-collar) at all times when your pet is not watched.",
    "Offer a small meal tonight; normal feeding can resume tomorrow.",
    "Sutures are absorbable and do not need to be removed.",
)


def _card(s: Sheet, x: float, y: float, w: float, head: str, rows, accent, face: str) -> float:
    """A rounded card of label-over-value pairs, two to a row; gives the y below it."""
    s.text(x, y, head, f"{face}-bold", 11, accent, label=True)
    s.rule(x, y + 5, x + w, y + 5, 0.8, accent)
    y += 24
    for i, (label, value) in enumerate(rows):
        cx = x + (i % 2) * (w / 2)
        s.text(cx, y, label, face, 7, GREY, label=True)
        s.text(cx, y + 14, value, f"{face}-bold" if i < 2 else face, 11.5)
        if i % 2 == 1 or i == len(rows) - 1:
            y += 34
    return y + 6


def qr_certificate(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), date(2024, 2, 1), date(2026, 11, 25), lapse=0.12)
    st = rng.choice(US_STYLES)
    face = rng.choice(("dotum", "graphic", "gemunu"))
    accent = rng.choice(((14, 92, 86), (120, 30, 60), (20, 60, 130), (70, 70, 80)))
    s = Sheet(612, 792)
    s.box(0, 0, 612, 118, fill=accent, line=None)
    s.text(40, 46, f.clinic, f"{face}-bold", 16, (255, 255, 255))
    s.text(40, 92, "RABIES VACCINATION", "murmure", 34, (255, 255, 255), label=True)
    s.text(40, 110, "CERTIFICATE", "murmure", 15, (225, 225, 225), label=True)
    s.qr(rng, 478, 14, 90)
    cert = f"RV-{rng.randrange(10**6, 10**7)}"
    s.text(40, 142, "Certificate no.", face, 8, GREY, label=True)
    s.text(112, 142, cert, f"{face}-bold", 8)
    issued = min(f.given + timedelta(days=rng.choice((0, 0, 1, 6, 40))), date(2026, 12, 3))
    s.text(572, 142, f"Issued {fmt_date(issued, st)}", face, 8, GREY, align="r")
    patient = [("PATIENT", f.dog), ("SPECIES / BREED", f"Canine · {f.breed}")]
    patient += [("COLOR", f.colour), ("SEX", rng.choice(("Male, neutered", "Female, spayed")))]
    patient.append(
        ("DATE OF BIRTH", fmt_date(f.given - timedelta(days=rng.randrange(400, 4000)), st))
    )
    y = _card(s, 40, 178, 532, "Patient", patient, accent, face)
    owner = [("OWNER", f.owner), ("PHONE", phone(rng, f.area))]
    owner.append(("ADDRESS", f"{f.street}, {f.town}, NY {f.zip}"))
    y = _card(s, 40, y + 4, 532, "Owner", owner, accent, face)
    mode = rng.choice(("date", "date", "date", "term"))
    tagged = rng.random() < 0.8
    vacc = [("DATE ADMINISTERED", fmt_date(f.given, st))]
    if mode == "date":
        vacc.append(("EXPIRATION DATE", fmt_date(f.due, st)))
    else:
        vacc.append(("DURATION OF IMMUNITY", term_text(f.term, rng).title()))
    vacc += [("PRODUCT", f.product), ("MANUFACTURER", f.maker), ("SERIAL / LOT", f.lot)]
    vacc.append(("ROUTE / SITE", rng.choice(("SC, right hind", "IM, left hind", "SC, right fore"))))
    if tagged:
        vacc.append(("RABIES TAG", f.tag))
    y = _card(s, 40, y + 4, 532, "Vaccination", vacc, accent, face)
    if rng.random() < 0.45:  # the shot before this one, from the practice's records
        old = plus_years(f.given, -rng.choice((1, 3)))
        s.text(40, y + 4, "Previous rabies vaccination", face, 8, GREY, label=True)
        s.text(180, y + 4, f"{fmt_date(old, st)} (Rabvac 1)", face, 9)
        y += 22
    vet = f"{f.vet}, DVM" if rng.random() < 0.6 else f"Dr. {f.vet}"
    s.text(40, y + 28, "Administering veterinarian", face, 8, GREY, label=True)
    s.text(40, y + 44, vet, f"{face}-bold", 11)
    s.text(40, y + 58, f"NYS license no. {rng.randrange(10**5, 10**6):06d}", face, 8, GREY)
    s.scrawl(rng, 330, y + 44, 150, color=(20, 20, 60))
    s.rule(320, y + 50, 572, y + 50, 0.5, GREY)
    s.text(320, y + 60, "Signed electronically", face, 7, GREY)
    small = (
        "This certificate was generated from the medical record of the practice named above. "
        "Scan the code to confirm it is current.",
        f"{f.clinic} · {f.street.split(' ', 1)[1]}, {f.town}, NY · {phone(rng, f.area)}",
    )
    for i, line in enumerate(small):
        s.text(40, 752 + 11 * i, line, face, 6.5, GREY)
    return s, f.truth(tag=tagged)


def spay_discharge(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(SPAY_CLINICS), date(2024, 3, 1), date(2026, 11, 20), lapse=0.15)
    st = rng.choice(US_STYLES)
    face = rng.choice(("loma", "klaudia"))
    bold = f"{face}-bold"
    s = Sheet(612, 792)
    s.text(306, 44, f.clinic, bold, 15, align="c")
    s.text(
        306,
        58,
        f"{f.street} · {f.town}, New York {f.zip} · {phone(rng, f.area)}",
        face,
        8.5,
        align="c",
    )
    s.box(36, 70, 540, 22, fill=(30, 30, 30), line=None)
    s.text(
        306, 86, "SURGERY DISCHARGE INSTRUCTIONS", bold, 12, (255, 255, 255), label=True, align="c"
    )
    spay = rng.random() < 0.5
    rows = [
        ("Patient:", f.dog),
        ("Surgery date:", fmt_date(f.given, st)),
        ("Owner:", f.owner),
        ("Procedure:", "Spay (OHE)" if spay else "Neuter (castration)"),
        ("Breed:", f.breed),
        ("Weight:", f"{rng.randrange(9, 95)} lb"),
        ("Surgeon:", f"Dr. {f.vet}"),
        ("Microchip:", f"9810{rng.randrange(10**10, 10**11)}"),
    ]
    for i, (label, value) in enumerate(rows):
        x, y = 44 + (i % 2) * 276, 114 + (i // 2) * 18
        end = s.text(x, y, label, bold, 9.5, label=True)
        s.text(end + 5, y, value, face, 9.5)
    y = 114 + 4 * 18 + 10
    s.text(44, y, "VACCINES GIVEN TODAY", bold, 10, label=True)
    s.rule(44, y + 4, 568, y + 4, 0.6)
    y += 22
    mode = rng.choice(("tick", "tick", "due", "none"))
    shots = [("Rabies", True)] + [(o, rng.random() < 0.6) for o in rng.sample(OTHER_SHOTS, 3)]
    rng.shuffle(shots)
    for name, given in shots:
        s.box(44, y - 9, 10, 10, line=(30, 30, 30), lw=0.7)
        if given:
            s.tick(45, y, color=(20, 20, 20))
        end = s.text(62, y, name, face, 9.5, label=True)
        if name == "Rabies":
            if mode == "tick":
                x = end + 18
                for years in (1, 3):
                    s.box(x, y - 9, 10, 10, line=(30, 30, 30), lw=0.7)
                    if years == f.term:
                        s.tick(x + 1, y, color=(20, 20, 20))
                    x = s.text(x + 14, y, term_text(years, rng), face, 9, label=True) + 14
                s.text(x + 6, y, f"{f.product}, serial {f.lot}", face, 9)
            else:
                s.text(end + 18, y, f"{f.product}  Lot {f.lot}", face, 9)
                if mode == "due":
                    s.text(380, y, f"Next rabies due: {fmt_date(f.due, st)}", face, 9)
        y += 18
    tagged = rng.random() < 0.8
    if tagged:
        end = s.text(44, y + 4, "County rabies tag issued:", bold, 9.5, label=True)
        s.text(end + 5, y + 4, f.tag, face, 9.5)
    s.text(320, y + 4, "Pain medication: Meloxicam, start tomorrow AM", face, 9)
    y += 30
    s.text(44, y, "HOME CARE", bold, 10, label=True)
    s.rule(44, y + 4, 568, y + 4, 0.6)
    y += 20
    for line in rng.sample(AFTERCARE, 5):
        s.text(52, y, f"• {line}", face, 9)
        y += 15
    recheck = day_between(rng, f.given + timedelta(days=10), f.given + timedelta(days=14))
    s.text(44, y + 12, f"Suture check (if needed): {fmt_date(recheck, st)}", face, 9)
    s.text(
        44,
        y + 28,
        "Emergencies after hours: call the 24-hour animal hospital nearest you.",
        face,
        9,
    )
    y += 70
    s.scrawl(rng, 60, y - 6, 150, color=(20, 20, 20))
    s.rule(44, y, 260, y, 0.5)
    s.text(44, y + 11, "Released by (technician)", face, 7.5, label=True)
    s.scrawl(rng, 340, y - 6, 130)
    s.rule(320, y, 568, y, 0.5)
    s.text(320, y + 11, "Owner signature", face, 7.5, label=True)
    s.text(306, 770, "Thank you for helping end pet overpopulation.", face, 8, GREY, align="c")
    return s, f.truth(expires=mode != "none", tag=tagged)
