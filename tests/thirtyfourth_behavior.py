"""A printed paper of the thirty-fourth set: a veterinary behaviorist's consultation report, a
letter from a referral practice to the dog's regular veterinarian with a copy to the owner; the
owner uploads it because its history section states the rabies shot. The practice's letterhead;
the referring doctor and practice (not the ones who gave the shot); the patient block (dog,
breed, owner); the reason for the visit; the history in prose, its preventive-care sentence giving
the rabies shot's date, its expiry or term or nothing, at times the vaccine, lot and tag and who
gave it; the diagnosis, a medication plan with its own dates, the follow-up, and the
behaviorist's signature."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfourth_canvas import Sheet
from tests.thirtyfourth_facts import (
    TODAY,
    day_between,
    facts,
    fmt_date,
    phone,
    vet_name,
)

CLINICS = ("{place} Animal Hospital", "Bridgeport Veterinary Clinic", "Buckley Road Pet Hospital",
           "{place} Veterinary Associates", "Oak Orchard Animal Clinic")  # fmt: skip
SERVICES = ("Central New York Veterinary Behavior Service", "Finger Lakes Animal Behavior Clinic",
            "Salt City Veterinary Behavior Consults")  # fmt: skip
REASONS = ("fear aggression toward unfamiliar people", "separation-related distress",
           "resource guarding of food and toys", "noise phobia (thunderstorms, fireworks)",
           "inter-dog aggression on leash")  # fmt: skip
DRUGS = ("fluoxetine 20 mg by mouth once daily", "trazodone 50 mg 90 minutes before visits",
         "clomipramine 25 mg twice daily", "gabapentin 100 mg before car rides")  # fmt: skip


def behavior_report(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 3, 4, 13))
    service = rng.choice(SERVICES)
    doc = vet_name(rng)
    ref_vet = vet_name(rng)
    ref_clinic = rng.choice([c for c in CLINICS if "{" not in c and c != f.clinic])
    seen = day_between(rng, f.given + timedelta(days=10), TODAY - timedelta(days=4))
    sheet.text(54, 58, service, "libertine-bold", 16)
    sheet.text(54, 74, f"Dr. {doc}, DVM, DACVB  -  Behavioral Medicine by referral only",
               "libertine", 9.5)  # fmt: skip
    sheet.text(54, 87, f"{rng.randrange(100, 999)} Old Liverpool Rd, Liverpool, NY 13088  -  "
               f"{phone(rng, 0)}", "libertine", 9.5)  # fmt: skip
    sheet.rule(54, 95, 558, 95, 1.2, (90, 40, 40))
    y = 124.0
    sheet.text(54, y, fmt_date(seen, 3), "libertine", 10.5)
    y += 24
    for line in (f"Dr. {ref_vet}", ref_clinic, "via fax and e-mail; copy to the owner"):
        sheet.text(54, y, line, "libertine", 10.5)
        y += 14
    y += 12
    for lab, val in (("Patient:", f.dog), ("Species / breed:", f"Canine, {f.breed}"),
                     ("Owner:", f.owner), ("Seen:", fmt_date(seen, ds))):  # fmt: skip
        sheet.label(54, y, lab, "libertine-bold", 10.5)
        sheet.value(160, y, val, "libertine", 10.5)
        y += 14
    y += 10
    sheet.text(54, y, f"Dear Dr. {ref_vet.split()[-1]},", "libertine", 10.5)
    y += 18
    reason = rng.choice(REASONS)
    body = [
        f"Thank you for referring {f.dog}, whom I saw today for {reason}.",
        "The owner describes the problem as having begun about a year ago and worsening this fall.",
    ]
    for line in body:
        sheet.text(54, y, line, "libertine", 10.5)
        y += 14
    y += 10
    sheet.text(54, y, "HISTORY AND PREVENTIVE CARE", "libertine-bold", 10.5)
    y += 16
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    named, tagged, show_lot = rng.random() < 0.6, rng.random() < 0.5, rng.random() < 0.35
    by = f"by Dr. {f.vet} at {f.clinic}" if named else f"at {f.clinic}"
    shot = [f"Rabies vaccine ({f.product}) was given {fmt_date(f.given, ds)} {by}."]
    if mode == "date":
        shot.append(f"It is recorded as valid through {fmt_date(f.due, ds)}.")
    elif mode == "term":
        shot.append(f"It was given as a {f.term}-year vaccine.")
    extra = ([f"Lot {f.lot}."] if show_lot else []) + ([f"Rabies tag no. {f.tag}."] if tagged
                                                         else [])  # fmt: skip
    if extra:
        shot.append(" ".join(extra))
    dhpp = fmt_date(f.given - timedelta(days=rng.randrange(30, 300)), ds)
    lines = [
        f"{f.dog} is a {max(1, (seen - f.born).days // 365)}-year-old {f.colour} {f.breed}, "
        f"weight {rng.randrange(14, 90)} lb, otherwise healthy.",
        *shot,
        f"DHPP was last boostered {dhpp}; heartworm and flea/tick preventives are given monthly.",
        "Bloodwork from your practice (CBC, chemistry, T4) was within normal limits.",
    ]
    for line in lines:
        sheet.text(54, y, line, "libertine", 10.5)
        y += 14
    y += 10
    sheet.text(54, y, "DIAGNOSIS AND PLAN", "libertine-bold", 10.5)
    y += 16
    start = seen + timedelta(days=rng.randrange(1, 5))
    plan = [
        f"1. Diagnosis: {reason}; no sign of pain-related behavior on exam.",
        f"2. Start {rng.choice(DRUGS)} from {fmt_date(start, ds)}.",
        "3. Management: avoid triggers, use a basket muzzle for vet visits, no dog park for now.",
        "4. Behavior modification: desensitization and counter-conditioning (handout given).",
        f"5. Recheck by telephone {fmt_date(seen + timedelta(days=28), ds)}; revisit in 3 months.",
    ]
    for line in plan:
        sheet.text(54, y, line, "libertine", 10.5)
        y += 14
    y += 14
    sheet.text(54, y, "Please call with any questions. Thank you for this referral.", "libertine",
               10.5)  # fmt: skip
    y += 22
    sheet.text(54, y, "Sincerely,", "libertine", 10.5)
    sheet.sign(rng, 60, y + 34, 150)
    sheet.text(54, y + 50, f"{doc}, DVM", "libertine", 10.5)
    sheet.text(54, y + 63, "Diplomate, American College of Veterinary Behaviorists", "libertine",
               9.5)  # fmt: skip
    sheet.text(306, 770, f"{service} - confidential medical record - page 1 of 1", "libertine",
               8, (110, 110, 110), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, product=True,
                          lot=show_lot)  # fmt: skip
