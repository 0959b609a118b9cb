"""A paper of the thirty-eighth set filled by pen: page 2 of a dog rescue's adoption application,
"Your pets", filled in by the applicant; the rescue hands a copy back, and the owner uploads it
because the household's own dog's rabies shot is written in it. The rescue's heading, the
applicant and the application's date; a table of the pets now in the home, its heads over the
columns (the applicant's dog and at times a cat with its own rabies shot and due date, in either
order: name, kind and breed, age, fixed, rabies date, rabies due or term or blank, tag no.); a
table of pets of the last five years (a dog that died, a cat rehomed, with no shot); the vet
reference (the vet at times, the clinic, may we call); the applicant's initials."""

from __future__ import annotations

import random
from datetime import timedelta
from itertools import pairwise

from tests.heldout_certificates import Truth
from tests.thirtyeighth_canvas import Sheet
from tests.thirtyeighth_faces import INKS, PENS, fit, width
from tests.thirtyeighth_facts import (
    HAND_STYLES,
    TODAY,
    day_between,
    facts,
    fmt_date,
    phone,
    plus_years,
)

CLINICS = ("{place} Vet", "{place} Animal Hosp", "Clay Vet", "Church Rd Animal Hosp",
           "Banfield Clay")  # fmt: skip
RESCUES = ("Second Chance Hounds of CNY", "Paws Across the Lakes Rescue", "Salt City Rescue Dogs")
CATS = ("Smokey", "Cleo", "Mr. Whiskers", "Tigger", "Nutmeg", "Salem")
PAST = (
    ("Rusty", "dog, lab mix", "died 2022, age 14"),
    ("Boots", "cat", "rehomed to my mother"),
    ("Duchess", "dog, beagle", "passed away last spring"),
    ("Ziggy", "rabbit", "died 2023"),
)
BROWN = (120, 66, 30)


def adoption_application(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("ballpoint", "ballpoint", "gel", "pencil")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792, (254, 253, 248))
    applied = day_between(rng, f.given + timedelta(days=3), TODAY - timedelta(days=1))

    def pen(x: float, y: float, s: str, room: float, size: float = 12.5) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool, slant)

    rescue = rng.choice(RESCUES)
    sheet.text(40, 48, rescue, "tuffy-bold", 17, BROWN)
    sheet.text(572, 48, "Adoption application  -  page 2 of 4", "tuffy", 9, align="r")
    sheet.rule(40, 58, 572, 58, 1.2, BROWN)
    y = 86.0
    end = sheet.label(40, y, "Applicant", "tuffy-bold", 9.5)
    sheet.rule(end + 4, y + 2, 330, y + 2, 0.5)
    pen(end + 8, y, f.owner, 330 - end - 12, 13)
    end = sheet.label(344, y, "Date", "tuffy-bold", 9.5)
    sheet.rule(end + 4, y + 2, 480, y + 2, 0.5)
    pen(end + 8, y, fmt_date(applied, ds), 480 - end - 12)
    y += 36
    sheet.text(40, y, "PETS NOW IN YOUR HOME (all pets must be vaccinated for rabies)",
               "tuffy-bold", 10, BROWN)  # fmt: skip
    y += 8
    cols = (40, 118, 228, 262, 300, 392, 484, 572)
    heads = ("Name", "Kind / breed", "Age", "Fixed?", "Rabies date", "Rabies due", "Tag #")
    sheet.box(40, y, 532, 18, (244, 232, 220), (90, 90, 90), 0.5)
    for x, h in zip(cols, heads, strict=False):
        sheet.label(x + 3, y + 12.5, h, "tuffy-bold", 8)
    y += 18
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged = rng.random() < 0.5
    age = f"{max(1, (applied - f.born).days // 365)}"
    due = {"date": fmt_date(f.due, ds), "term": f"{f.term} yr", "none": ""}[mode]
    dog_row = (f.dog, f"dog, {f.breed}", age, rng.choice(("Y", "yes", "N")),
               fmt_date(f.given, ds), due, f.tag if tagged else "")  # fmt: skip
    rows = [dog_row]
    if rng.random() < 0.6:
        shot = day_between(rng, f.given - timedelta(days=400), applied - timedelta(days=20))
        cat = (rng.choice(CATS), "cat", str(rng.randrange(2, 15)), "Y", fmt_date(shot, ds),
               fmt_date(plus_years(shot, rng.choice((1, 3))), ds) if rng.random() < 0.6 else "",
               "")  # fmt: skip
        rows.insert(rng.randrange(2), cat)
    for _ in range(4):
        for x0, x1 in pairwise(cols):
            sheet.box(x0, y, x1 - x0, 26, None, (90, 90, 90), 0.5)
        if rows:
            row = rows.pop(0)
            for (x0, x1), val in zip(pairwise(cols), row, strict=True):
                if val:
                    pen(x0 + 3, y + 19, val, x1 - x0 - 6, 12)
        y += 26
    y += 30
    sheet.text(40, y, "PETS YOU HAVE HAD IN THE LAST 5 YEARS THAT ARE NO LONGER WITH YOU",
               "tuffy-bold", 10, BROWN)  # fmt: skip
    y += 8
    pcols = (40, 160, 300, 572)
    sheet.box(40, y, 532, 18, (244, 232, 220), (90, 90, 90), 0.5)
    for x, h in zip(pcols, ("Name", "Kind", "What happened?"), strict=False):
        sheet.label(x + 3, y + 12.5, h, "tuffy-bold", 8)
    y += 18
    past = rng.sample(PAST, rng.randrange(1, 3))
    for i in range(3):
        for x0, x1 in pairwise(pcols):
            sheet.box(x0, y, x1 - x0, 26, None, (90, 90, 90), 0.5)
        if i < len(past):
            for (x0, x1), val in zip(pairwise(pcols), past[i], strict=True):
                pen(x0 + 3, y + 19, val, x1 - x0 - 6, 12)
        y += 26
    y += 30
    sheet.text(40, y, "VETERINARY REFERENCE", "tuffy-bold", 10, BROWN)
    named = rng.random() < 0.6
    y += 28
    for (x0, x1, lab), val in zip(
        ((40, 300, "Veterinarian"), (312, 572, "Clinic")),
        (f"Dr. {f.vet}" if named else "", f.clinic),
        strict=True,
    ):
        end = sheet.label(x0, y, lab, "tuffy", 9.5)
        sheet.rule(end + 4, y + 2, x1, y + 2, 0.5)
        if val:
            pen(end + 8, y, val, x1 - end - 12)
    y += 30
    end = sheet.label(40, y, "Clinic phone", "tuffy", 9.5)
    sheet.rule(end + 4, y + 2, 300, y + 2, 0.5)
    pen(end + 8, y, phone(rng, rng.randrange(3)), 300 - end - 12)
    sheet.label(312, y, "May we call your vet?   Yes   No", "tuffy", 9.5)
    word = "May we call your vet?   " if rng.random() < 0.85 else "May we call your vet?   Yes   "
    at = 312 + width(word, "tuffy", 9.5)
    sheet.box(at - 4, y - 11, 24, 15, None, ink, 0.9, radius=-1)
    y += 40
    for line in (
        "We call every vet reference before a home visit. Please tell your vet's office that we",
        "will call and that you give them permission to share your pets' records with us.",
    ):
        sheet.text(40, y, line, "tuffy", 9)
        y += 13
    y += 40
    sheet.label(40, y, "Applicant's initials", "tuffy", 9)
    sheet.rule(130, y + 2, 200, y + 2, 0.5)
    initials = "".join(w[0] for w in f.owner.split() if w[0].isalpha())
    sheet.pen(rng, 138, y, initials, hand, 13, ink, tool, slant)
    sheet.text(306, 772, f"{rescue} is a 501(c)(3) foster-based rescue. Page 2",
               "tuffy", 7.5, (120, 120, 120), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, product=False,
                          lot=False)  # fmt: skip
