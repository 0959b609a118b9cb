"""A printed paper of the thirty-fifth set: a dog trainer's board-and-train agreement, typed by the
trainer's office and signed by the owner before the dog stays two or three weeks at the trainer's
kennel; the owner uploads it because its health section lists the rabies shot. The trainer's
heading; the client and dog beside their labels (the dog's own veterinarian at times); the
program, its drop-off and pick-up dates and fees; a vaccine table (vaccine, date given, next due,
verified from) with the rabies row among distemper, Bordetella and canine influenza, its due
column a date, a term or empty; the tag under the table at times; the terms and two signatures."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfifth_canvas import Sheet
from tests.thirtyfifth_facts import TODAY, day_between, facts, fmt_date, person, phone

CLINICS = ("{place} Animal Hospital", "Clay Veterinary Clinic", "Taft Road Animal Hospital",
           "{place} Pet Clinic", "Seneca Knolls Vet")  # fmt: skip
TRAINERS = ("Red Barn K9 Academy", "Oneida Shores Dog Training", "North Country Canine Manners",
            "Stone Gate Working Dogs")  # fmt: skip
PROGRAMS = (("Basic Manners Board & Train", 14, 1850), ("Off-Leash Foundations", 21, 2650),
            ("Reactivity Reset", 21, 2900), ("Puppy Head Start", 14, 1600))  # fmt: skip
GREEN = (36, 84, 52)


def train_contract(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    sheet = Sheet(612, 792)
    ds = rng.choice((0, 1, 2, 4, 12))
    trainer, owner_of = rng.choice(TRAINERS), person(rng)
    program, days, fee = rng.choice(PROGRAMS)
    drop = day_between(rng, f.given + timedelta(days=4), TODAY + timedelta(days=20))
    sheet.box(0, 0, 612, 10, GREEN, None)
    sheet.text(48, 52, trainer, "cabin-bold", 18, GREEN)
    sheet.text(48, 67, f"{owner_of}, CPDT-KA  -  {rng.randrange(1000, 9999)} Caughdenoy Rd, "
               f"Clay NY 13041  -  {phone(rng, 2)}", "cabin", 9)  # fmt: skip
    sheet.text(564, 52, "BOARD & TRAIN AGREEMENT", "cabin-bold", 11, align="r")
    sheet.rule(48, 78, 564, 78, 0.8, GREEN)
    named = rng.random() < 0.55
    y = 104.0
    left = [("Client", f.owner), ("Address", f"{f.street}, {f.town} NY {f.zip}"),
            ("Cell", phone(rng, rng.randrange(3)))]  # fmt: skip
    right = [("Dog", f.dog), ("Breed / color", f"{f.breed}, {f.colour}"),
             ("Born", fmt_date(f.born, ds))]  # fmt: skip
    if named:
        left.append(("Dog's veterinarian", f"Dr. {f.vet}"))
        right.append(("Practice", f.clinic))
    for i, (lab, val) in enumerate(left):
        sheet.label(48, y + i * 16, f"{lab}:", "cabin-bold", 9)
        sheet.value(140, y + i * 16, val, "cabin", 9.5)
    for i, (lab, val) in enumerate(right):
        sheet.label(330, y + i * 16, f"{lab}:", "cabin-bold", 9)
        sheet.value(410, y + i * 16, val, "cabin", 9.5)
    y += 16 * len(left) + 18
    sheet.text(48, y, "1. PROGRAM", "cabin-bold", 10.5, GREEN)
    y += 16
    for line in (
        f"Program: {program} ({days} nights). Fee ${fee:,}; deposit ${fee // 4:,} paid.",
        f"Drop-off {fmt_date(drop, ds)} after 9 am; pick-up and go-home lesson "
        f"{fmt_date(drop + timedelta(days=days), ds)}.",
        "Two follow-up group lessons are included within 60 days of pick-up.",
    ):
        sheet.text(48, y, line, "cabin", 9.5)
        y += 14
    y += 12
    sheet.text(48, y, "2. HEALTH REQUIREMENTS", "cabin-bold", 10.5, GREEN)
    y += 14
    sheet.text(48, y, "Your dog must be current on these vaccines at drop-off. We keep a copy of "
               "the certificates on file.", "cabin", 9)  # fmt: skip
    y += 14
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    where, tagged = rng.random() < 0.6, rng.random() < 0.5
    due = {"date": fmt_date(f.due, ds), "term": f"{f.term} yr vaccine", "none": ""}[mode]
    rows = [("Rabies", fmt_date(f.given, ds), due, f.clinic if where else "owner's certificate")]
    for name, months in (("DHPP", 36), ("Bordetella", 12), ("Canine influenza H3N2/H3N8", 12)):
        d = f.given - timedelta(days=rng.randrange(20, 330))
        nxt = d + timedelta(days=months * 30 + 5)
        rows.append((name, fmt_date(d, ds), fmt_date(nxt, ds), rng.choice(("invoice", "portal"))))
    cols = (48, 200, 300, 400, 564)
    heads = ("Vaccine", "Date given", "Next due", "Verified from")
    sheet.box(48, y, 516, 18, (222, 234, 224), (60, 60, 60), 0.5)
    for x, head in zip(cols, heads, strict=False):
        sheet.label(x + 5, y + 13, head, "cabin-bold", 9)
    y += 18
    for row in rows:
        sheet.box(48, y, 516, 18, None, (60, 60, 60), 0.5)
        for x in cols[1:-1]:
            sheet.rule(x, y, x, y + 18, 0.5, (60, 60, 60))
        for x, val in zip(cols, row, strict=False):
            if val:
                sheet.value(x + 5, y + 13, val, "cabin", 9)
        y += 18
    y += 16
    if tagged:
        sheet.label(48, y, "Rabies tag no.", "cabin-bold", 9)
        sheet.value(130, y, f.tag, "cabin", 9.5)
        y += 16
    sheet.text(48, y, "Emergency care while boarding: Veterinary Medical Center of CNY, East "
               "Syracuse (24 h).", "cabin", 9)  # fmt: skip
    y += 26
    sheet.text(48, y, "3. TERMS", "cabin-bold", 10.5, GREEN)
    for i, line in enumerate((
        "Training methods are reward-based; no prong, choke or shock collars are used.",
        "Photos and videos of your dog may be shared on our social media unless you opt out.",
        "The balance is due at pick-up. A dog not picked up is boarded at $55 a night.",
        "The client accepts the ordinary risks of dogs training and boarding together.",
    )):  # fmt: skip
        sheet.text(48, y + 16 + i * 14, f"- {line}", "cabin", 9)
    y += 110
    for i, who in enumerate(("Client", "Trainer")):
        x = 48 + i * 270
        sheet.sign(rng, x + 8, y - 4, 140)
        sheet.rule(x, y, x + 220, y, 0.5)
        sheet.label(x, y + 11, f"{who} signature and date", "cabin", 8)
    sheet.text(306, 770, f"{trainer} - agreement rev. 2026-03 - page 1 of 1", "cabin", 7.5,
               (110, 110, 110), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, clinic=named or where,
                          product=False, lot=False)  # fmt: skip
