"""A paper of the thirty-fifth set filled by pen: a sheep farm's herding instinct test and lesson
release, printed by the farm and filled in by the handler at the gate; the owner uploads it
because the farm asks for the rabies shot before a dog meets the sheep. The farm's heading; the
release in print first; then a ruled table, a printed label in each left cell and the pen's
answer in the right (handler, address, phone, dog, breed and age, the rabies date, its expiry or
the "1 yr / 3 yr" ringed or nothing, the tag and the vet at times, livestock experience, the
lesson date); the handler's signature; the instructor's scores for the test."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfifth_canvas import Sheet
from tests.thirtyfifth_faces import INKS, PENS, fit
from tests.thirtyfifth_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, phone

CLINICS = ("{place} Vet", "Pennellville Animal Hosp.", "Clay Vet", "{place} Animal Clinic",
           "Caughdenoy Vet")  # fmt: skip
FARMS = ("Stonewall Sheep Farm", "Briar Hill Herding", "Oneida River Stockdog Center")
EARTH = (80, 60, 30)


def herding_release(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("ballpoint", "gel", "ballpoint", "felt")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792)
    farm = rng.choice(FARMS)
    sheet.text(306, 48, farm, "charis-bold", 17, EARTH, align="c")
    sheet.text(306, 64, f"{rng.randrange(1000, 9999)} Oswego Rd, Pennellville NY 13132  -  "
               f"{phone(rng, 0)}", "charis", 9, align="c")  # fmt: skip
    sheet.text(306, 84, "HERDING INSTINCT TEST / LESSON  -  RELEASE OF LIABILITY", "charis-bold",
               11, align="c")  # fmt: skip
    y = 108.0
    for line in (
        "I understand that herding involves livestock that may kick, butt or trample, and that",
        "my dog may be injured or may injure stock. I accept these risks and release the farm,",
        "its owners and instructors from all claims. I will pay for any stock my dog injures.",
        "My dog is in good health and is currently vaccinated against rabies as NY law requires.",
    ):
        sheet.text(48, y, line, "charis", 10)
        y += 14
    y += 14
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where = rng.random() < 0.5, rng.random() < 0.55
    lesson = day_between(rng, f.given + timedelta(days=5), TODAY - timedelta(days=1))
    rows = [
        ("Handler", f.owner), ("Address", f"{f.street}, {f.town}"),
        ("Phone", phone(rng, rng.randrange(3))), ("Dog's call name", f.dog),
        ("Breed / age", f"{f.breed} / {max(1, (lesson - f.born).days // 365)}"),
        ("Rabies vaccine given", fmt_date(f.given, ds)),
        ("Rabies expires", fmt_date(f.due, ds) if mode == "date" else ""),
        ("Rabies tag no.", f.tag if tagged else ""),
        ("Vaccinated at", f.clinic if where else ""),
        ("Livestock seen before?", rng.choice(("no", "ducks once", "yes - sheep", "never"))),
        ("Date of lesson", fmt_date(lesson, ds)),
    ]  # fmt: skip
    for lab, val in rows:
        sheet.box(48, y, 170, 28, (244, 240, 230), (0, 0, 0), 0.6)
        sheet.box(218, y, 346, 28, None, (0, 0, 0), 0.6)
        sheet.label(54, y + 18, lab, "charis", 10)
        if lab == "Rabies expires":
            for i, t in enumerate(("1 yr", "3 yr")):
                x = 470 + i * 44
                sheet.text(x, y + 18, t, "charis", 9)
                if mode == "term" and int(t[0]) == f.term:
                    sheet.box(x - 6, y + 5, 32, 18, None, ink, 0.9, -1)
        if val:
            room = 230 if lab == "Rabies expires" else 330
            s = fit(val, hand, 14, room)
            sheet.pen(rng, 226, y + 21, val, hand, s, ink, tool, slant)
        y += 28
    y += 40
    sheet.sign(rng, 58, y - 4, 150, ink)
    sheet.rule(48, y, 300, y, 0.5)
    sheet.label(48, y + 12, "Handler's signature", "charis", 8.5)
    y += 36
    sheet.box(48, y, 516, 96, (235, 235, 235), (0, 0, 0), 0.5)
    sheet.text(56, y + 16, "INSTRUCTOR USE - instinct test", "charis-bold", 9)
    for i, trait in enumerate(("Interest", "Balance", "Gather", "Calmness")):
        x = 56 + i * 128
        sheet.text(x, y + 40, trait, "charis", 9)
        sheet.pen(rng, x + 58, y + 41, str(rng.randrange(2, 6)), "domestic", 12, (20, 20, 20))
    sheet.text(56, y + 70, "Stock:", "charis", 9)
    sheet.pen(rng, 96, y + 71, rng.choice(("sheep", "ducks", "sheep x5")), "domestic", 12,
              (20, 20, 20))  # fmt: skip
    sheet.text(250, y + 70, "Result:", "charis", 9)
    sheet.pen(rng, 296, y + 71, rng.choice(("PT pass", "keen - more lessons", "not yet")),
              "domestic", 12, (20, 20, 20))  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
