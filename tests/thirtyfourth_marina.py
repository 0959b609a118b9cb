"""A paper of the thirty-fourth set filled by pen: a marina's slip-holder pet registration for the
boating season on Oneida Lake, printed by the marina office and filled in by the boat owner; the
owner uploads it because its dog section holds the rabies shot. The marina's heading and season;
boxes with a small caption in their top corner and the pen's words inside (the slip, the boat's
name and its NY registration number, the owner, the dog, the rabies date, expiry, tag, the vet
clinic); the dock rules; an office-use box with its own dates and numbers."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfourth_canvas import Sheet
from tests.thirtyfourth_faces import INKS, PENS, fit
from tests.thirtyfourth_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, phone

CLINICS = ("{place} Vet", "Brewerton Vet Clinic", "Bridgeport Animal Hospital",
           "{place} Animal Hospital", "Lakeshore Vet")  # fmt: skip
MARINAS = ("Brewerton Harbor Marina", "Oneida Lake Yacht Basin", "Bridgeport Boat Club Marina",
           "Cleveland Dock Marina")  # fmt: skip
BOATS = ("Reel Therapy", "Knot Working", "Sea-Esta", "Dock Holiday", "Wet Dream II",
         "Aquaholic", "Lake Effect", "Happy Hour")  # fmt: skip
WATER = (30, 80, 120)


def marina_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("ballpoint", "felt", "gel")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792)
    marina = rng.choice(MARINAS)
    season = TODAY.year + (1 if rng.random() < 0.5 else 0)
    sheet.box(36, 30, 540, 52, WATER, None)
    sheet.text(306, 56, marina.upper(), "oxygen-bold", 16, (255, 255, 255), align="c")
    sheet.text(306, 73, f"SLIP HOLDER PET REGISTRATION  -  {season} SEASON", "oxygen", 10,
               (220, 235, 245), align="c")  # fmt: skip
    mode = rng.choices(("date", "none"), (6, 1.6))[0]
    tagged, where = rng.random() < 0.55, rng.random() < 0.7
    grid = [
        [("Slip no.", f"{rng.choice('ABCD')}-{rng.randrange(1, 60)}", 90),
         ("Boat name", rng.choice(BOATS), 220),
         ("NY reg. no.", f"NY {rng.randrange(1000, 9999)} {rng.choice(('AB', 'FR', 'KT'))}", 230)],
        [("Slip holder", f.owner, 310), ("Cell", phone(rng, rng.randrange(3)), 230)],
        [("Dog's name", f.dog, 180), ("Breed", f.breed, 220), ("Color", f.colour, 140)],
        [("Rabies shot given", fmt_date(f.given, ds), 180),
         ("Rabies expires", fmt_date(f.due, ds) if mode == "date" else "", 180),
         ("Tag no.", f.tag if tagged else "", 180)],
        [("Vet clinic", f.clinic if where else "", 540)],
    ]  # fmt: skip
    y = 100.0
    for row in grid:
        x = 36.0
        for lab, val, w in row:
            sheet.box(x, y, w, 44, None, (0, 0, 0), 0.7)
            sheet.label(x + 4, y + 9, lab, "oxygen", 7)
            if val:
                s = fit(val, hand, 14, w - 16)
                sheet.pen(rng, x + 8, y + 34, val, hand, s, ink, tool, slant)
            x += w
        y += 44
    y += 26
    sheet.text(36, y, "DOCK RULES FOR DOGS", "oxygen-bold", 10, WATER)
    for rule in (
        "Dogs are leashed on all docks and in the parking lot. Clean up after your dog.",
        "Proof of current rabies vaccination must be on file before launch.",
        "Dogs may not be left alone on a boat in the slip. No dogs in the pool or clubhouse.",
        "Life jackets are recommended for dogs aboard; fuel dock: dogs stay on board.",
    ):
        y += 15
        sheet.text(36, y, rule, "oxygen", 9)
    y += 40
    sheet.sign(rng, 46, y - 4, 140, ink)
    sheet.rule(36, y, 290, y, 0.5)
    sheet.label(36, y + 11, "Signature of slip holder", "oxygen", 8)
    y += 40
    sheet.box(36, y, 540, 64, (238, 238, 238), (0, 0, 0), 0.5)
    sheet.text(44, y + 14, "OFFICE USE ONLY", "oxygen-bold", 8.5)
    got = day_between(rng, f.given + timedelta(days=3), TODAY - timedelta(days=1))
    sheet.text(44, y + 34, "Received", "oxygen", 8.5)
    sheet.pen(rng, 100, y + 36, fmt_date(got, 23), "chilanka", 11, (20, 20, 20), "felt")
    sheet.text(250, y + 34, "Dock pass #", "oxygen", 8.5)
    sheet.pen(rng, 312, y + 36, f"{rng.randrange(300, 999)}", "chilanka", 11, (20, 20, 20), "felt")
    sheet.text(44, y + 54, "Initials", "oxygen", 8.5)
    sheet.pen(rng, 100, y + 56, rng.choice(("JK", "mb", "RT")), "chilanka", 11, (20, 20, 20))
    sheet.text(306, 770, f"{marina} - Route 11, Brewerton NY 13029", "oxygen", 7.5,
               (110, 110, 110), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
