"""The seventeenth set's rescue transport intake and health checklist, filled in by pen when the
dog came off the transport and the rescue's partner clinic vaccinated it."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.seventeenth_canvas import BLUE_PEN, GREY, HANDS, INK, Sheet, signature
from tests.seventeenth_facts import facts
from tests.seventeenth_parts import PEN_STYLES, day, paw, pen_field, truth

RESCUES = (
    ("Second Chance Southern Paws Transport", "Tift County Animal Shelter, GA"),
    ("Freedom Ride Rescue Relay", "Greenwood Animal Control, SC"),
    ("Road Home Canine Rescue", "Pike County Humane Society, KY"),
)


def rescue_checklist(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    hand = rng.choice(tuple(HANDS))
    face = rng.choice(("averia", "komatuna", "libris", "accanthis"))
    st = rng.choice(PEN_STYLES)
    name, origin = rng.choice(RESCUES)
    sheet = Sheet(1275, 1650)
    paw(sheet, 70, 50, 80, (120, 60, 30))
    sheet.text(170, 50, name, face, 34)
    sheet.text(170, 95, "Intake & Health Checklist (adopter / foster copy)", face, 24, label=True)
    sheet.line(60, 140, 1215, 140, INK, 2)
    arrive = f.vaccinated - timedelta(days=rng.randint(0, 20))
    y = 170.0
    end = pen_field(
        sheet, rng, 60, y, "Transport date", day(arrive, "us_short"), face, hand, 22, 250
    )
    pen_field(sheet, rng, end + 30, y, "Origin", origin, face, hand, 22, 430)
    y += 75
    end = pen_field(sheet, rng, 60, y, "Dog's name", f.dog, face, hand, 22, 300)
    pen_field(sheet, rng, end + 30, y, "Sex", f.sex, face, hand, 22, 150)
    y += 75
    end = pen_field(sheet, rng, 60, y, "Est. DOB", day(f.born, "us_nopad"), face, hand, 22, 220)
    pen_field(sheet, rng, end + 30, y, "Microchip", f.chip, face, hand, 22, 400)
    y += 75
    pen_field(sheet, rng, 60, y, "Adopter / foster", f.owner, face, hand, 22, 500)
    y += 95
    xs = (70, 480, 620, 860)
    sheet.rect((60, y - 8, 1215, y + 36), None, (232, 232, 232))
    for x, h in zip(xs, ("Item", "Done", "Date", "Notes"), strict=True):
        sheet.label(x, y, h, face, 21)
    y += 48
    items: list[tuple[str, str, str]] = [
        (
            "Health certificate (CVI)",
            day(arrive - timedelta(days=rng.randint(3, 9)), "us_short"),
            "",
        ),
        ("Heartworm test", day(arrive, "us_short"), rng.choice(("neg", "NEG"))),
        ("Fecal / dewormer", day(arrive, "us_short"), "pyrantel"),
    ]
    for shot, given, due in f.others[:2]:
        items.append((shot, day(given, "us_short"), f"due {day(due, 'us_nopad')}"))
    rab = ("Rabies", day(f.vaccinated, st), f"{f.product}  Lot {f.lot}")
    items.insert(rng.randint(3, len(items)), rab)
    items.append(("Spay / neuter", "", rng.choice(("done at origin", "scheduled"))))
    for item, when, note in items:
        sheet.text(xs[0], y, item, face, 22)
        sheet.line(60, y + 40, 1215, y + 40, (180, 180, 185), 1)
        if when:
            sheet.hand(rng, xs[1] + 10, y - 12, "ok", hand, 26, BLUE_PEN)
            sheet.hand(rng, xs[2], y - 12, when, hand, 26, BLUE_PEN)
        if note:
            sheet.hand(rng, xs[3], y - 12, note, hand, 24, BLUE_PEN)
        y += 56
    y += 30
    sheet.text(60, y, "Rabies certificate", face, 26, label=True)
    y += 55
    pen_field(sheet, rng, 60, y, "Tag no.", f.tag, face, hand, 22, 300)
    expiry = rng.random() < 0.65
    pen_field(
        sheet,
        rng,
        640,
        y,
        "Expires",
        day(f.expires, st) if expiry else f"{f.term} yr",
        face,
        hand,
        22,
        300,
    )
    y += 75
    pen_field(sheet, rng, 60, y, "Vaccinating vet", f"Dr. {f.vet}", face, hand, 22, 420)
    y += 75
    pen_field(sheet, rng, 60, y, "Clinic", f.clinic, face, hand, 22, 700)
    y += 100
    sheet.text(60, y, "Received by adopter (signature)", face, 18, GREY)
    sheet.line(60, y + 90, 600, y + 90, INK, 1)
    sheet.picture(90, y + 20, signature(rng, 380, 80, BLUE_PEN))
    return sheet, truth(f, expires=expiry)
