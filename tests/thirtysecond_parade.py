"""A paper of the thirty-second set filled by pen: a town summer festival's pet parade and costume
contest entry, printed by the parks department in a rounded face and filled in by the family at
the festival tent (the parade marshal keeps one half, the family the stub, which is what the owner
uploads). The festival's heading and the parade's date and line-up; the entry number stamped; the
category ticked; the pet, the costume and the handler (a child's age if under twelve); the
vaccines in a small table the owner writes in (the rabies row's date given and "good until" date
or its term, the distemper row beside it), the tag on the collar and the vet; the judges' boxes;
and the stub along the foot with the entry number and the pet's name again."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtysecond_canvas import Sheet
from tests.thirtysecond_faces import INKS, PENS, fit
from tests.thirtysecond_facts import (
    HAND_STYLES,
    TODAY,
    day_between,
    facts,
    fmt_date,
    person,
    phone,
    plus_years,
)

CLINICS = ("{place} Animal Hospital", "Clay Family Pet Vet", "Three Rivers Animal Clinic",
           "{place} Vet", "Cicero Pet Hospital")  # fmt: skip
FESTIVALS = ("CLAY SUMMER FEST", "LIVERPOOL PARKS & REC FAMILY DAY",
             "NORTH SYRACUSE COMMUNITY DAYS")  # fmt: skip
CATEGORIES = ("Best costume", "Owner / pet look-alike", "Best trick", "Smallest dog",
              "Biggest dog", "Waggiest tail")  # fmt: skip
COSTUMES = ("hot dog in a bun", "pirate w/ eye patch", "bumble bee", "superhero cape",
            "lobster", "Yankees uniform", "taco", "unicorn horn")  # fmt: skip


def parade_entry(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.18)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool = rng.choice(("felt", "gel", "ballpoint"))
    slant = rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792, paper=rng.choice(((255, 255, 255), (255, 251, 232), (240, 248, 255))))
    green = rng.choice(((0, 110, 80), (200, 80, 20), (40, 90, 170)))

    def write(x: float, y: float, val: str, w: float, size: float = 13) -> None:
        sheet.pen(rng, x, y, val, hand, fit(val, hand, size, w), ink, tool, slant)

    def blank(x: float, y: float, lab: str, w: float, val: str) -> None:
        end = sheet.label(x, y, lab, "comfortaa-bold", 8.5)
        sheet.rule(end + 4, y + 2, x + w, y + 2, 0.5)
        if val:
            write(end + 8, y - 1, val, x + w - end - 12)

    day = day_between(rng, f.given + timedelta(days=15), TODAY - timedelta(days=3))
    fest = rng.choice(FESTIVALS)
    sheet.text(306, 46, fest, "comfortaa-bold", 17, green, align="c")
    sheet.text(306, 68, "PET PARADE & COSTUME CONTEST", "comfortaa-bold", 13, align="c")
    line_up = rng.choice(("11:00", "12:30", "1:00"))
    sheet.text(306, 84, f"{fmt_date(day, 8)}  -  line-up {line_up} at the pavilion  -  free entry",
               "comfortaa", 8.5, align="c")  # fmt: skip
    entry = f"No. {rng.randrange(1, 140):03d}"
    sheet.text(520, 118, entry, "comfortaa-bold", 14, (170, 30, 40), stamp=rng.randrange(1, 10**9),
               angle=rng.uniform(-8, 8))  # fmt: skip
    y = 120.0
    sheet.text(36, y, "Category (pick one)", "comfortaa-bold", 10, green)
    pick = rng.randrange(len(CATEGORIES))
    for i, c in enumerate(CATEGORIES):
        x, yy = 36 + (i % 3) * 150, y + 20 + (i // 3) * 18
        sheet.box(x, yy - 9, 9, 9, None, (40, 40, 40), 0.6, 2)
        sheet.text(x + 14, yy, c, "comfortaa", 8.8)
        if i == pick:
            sheet.tick(x, yy - 3, ink)
    y += 76
    blank(36, y, "Pet's name", 260, f.dog)
    blank(310, y, "Breed", 266, f.breed)
    y += 28
    blank(36, y, "Costume", 540, rng.choice(COSTUMES))
    y += 28
    blank(36, y, "Owner", 300, f.owner)
    blank(350, y, "Phone", 226, phone(rng, rng.randrange(3)))
    y += 28
    kid = rng.random() < 0.5
    blank(36, y, "Child handler (if any)", 300, person(rng).split()[0] if kid else "")
    blank(350, y, "Age", 90, str(rng.randrange(5, 12)) if kid else "")
    y += 40
    sheet.text(36, y, "Vaccinations - all dogs must be current on rabies", "comfortaa-bold", 10,
               green)  # fmt: skip
    y += 10
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, by = rng.random() < 0.55, rng.random() < 0.45
    heads = (("Vaccine", 120), ("Date given", 150), ("Good until", 150))
    x = 36.0
    for h, w in heads:
        sheet.box(x, y, w, 20, (236, 240, 236), (60, 60, 60), 0.6)
        sheet.label(x + 6, y + 14, h, "comfortaa-bold", 8.5)
        x += w
    y += 20
    until = fmt_date(f.due, ds) if mode == "date" else f"{f.term} yr" if mode == "term" else ""
    dhpp = day_between(rng, f.given - timedelta(days=500), TODAY - timedelta(days=20))
    rows = [("Rabies", fmt_date(f.given, ds), until)]
    other = (
        "DHPP",
        fmt_date(dhpp, ds),
        fmt_date(plus_years(dhpp, 3), ds) if mode == "date" else "",
    )
    rows.insert(rng.randrange(2), other if rng.random() < 0.6 else ("DHPP", "", ""))
    for name, given, good in rows:
        x = 36.0
        for (_, w), val in zip(heads, (name, given, good), strict=True):
            sheet.box(x, y, w, 26, None, (60, 60, 60), 0.6)
            if val and x == 36:
                sheet.text(x + 6, y + 17, val, "comfortaa", 9.5)
            elif val:
                write(x + 8, y + 19, val, w - 14, 12)
            x += w
        y += 26
    y += 26
    blank(36, y, "Tag # on collar", 250, f.tag if tagged else "")
    y += 28
    blank(36, y, "Vet", 420, f"Dr. {f.vet}, {f.clinic}" if by else f.clinic)
    y += 34
    sheet.box(36, y, 540, 58, (248, 248, 248), (60, 60, 60), 0.6, 6)
    sheet.text(46, y + 14, "JUDGES ONLY", "comfortaa-bold", 8, (100, 100, 100))
    for i, lab in enumerate(("Creativity", "Crowd", "Behavior", "Total")):
        sheet.text(60 + i * 128, y + 32, lab, "comfortaa", 8.5)
        sheet.box(60 + i * 128, y + 37, 60, 16, None, (100, 100, 100), 0.5)
    y += 78
    sheet.text(36, y, "I agree my pet is friendly, leashed, and current on rabies; the Town is not "
               "responsible for injuries.", "comfortaa", 7.4)  # fmt: skip
    y += 26
    sheet.rule(36, y, 260, y, 0.5)
    sheet.sign(rng, 46, y - 3, 120, ink)
    sheet.label(36, y + 10, "Signature", "comfortaa", 7)
    sheet.rule(36, 700, 576, 700, 0.8, dash=4)
    sheet.text(306, 712, "- - cut here - - keep this stub - -", "comfortaa", 7, (110, 110, 110),
               align="c")  # fmt: skip
    sheet.text(36, 740, f"{fest} PET PARADE", "comfortaa-bold", 9)
    sheet.text(36, 756, "Bring this stub to the judges' table to collect ribbons.", "comfortaa", 8)
    write(380, 748, f.dog, 140)
    sheet.text(576, 740, entry, "comfortaa-bold", 10, (170, 30, 40), align="r")
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=by, product=False, lot=False)
