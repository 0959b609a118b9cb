"""The twenty-third set's third paper by pen: a page of a sled-dog race's veterinary record book,
one page a dog, the book's spiral holes along its top. The musher wrote the dog's part and its
vaccinations (the rabies shot's date, at times its expiry, the tag and the clinic), the race's
vets wrote the pre-race exam and the checkpoint rows in their own hands (a pencil among them),
each with its own date and a vet's name that is not the one who gave the rabies shot."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.twentythird_canvas import Sheet
from tests.twentythird_facts import HAND_US, TODAY, day_between, facts, fmt_date, plus_years, tag

RACES = (
    "Tug Hill Sled Dog Classic",
    "Old Forge Mushers' Invitational",
    "Adirondack Trail Dash",
    "Cayuga Lake Sled Dog Derby",
    "Saranac Winter Carnival Sled Dog Race",
)
KENNELS = (
    "Northern Lights Kennel",
    "Frost Hollow Huskies",
    "Birch Run Racing Dogs",
    "Black Spruce Kennel",
    "Snowshoe Hill Kennel",
)
CLINICS = (
    "{town} Veterinary Hospital",
    "North Country Animal Clinic",
    "Boreal Veterinary Services",
    "Ausable Valley Animal Hospital",
)
RACE_VETS = ("Dr. Halvorsen", "Dr. Okafor", "Dr. Brennan", "Dr. Lisowski", "Dr. Marchetti")
CHECKPOINTS = ("Big Moose", "Stillwater", "Number Four", "Inlet", "Eagle Bay", "Beaver River")
INKS = ((28, 46, 148), (30, 30, 38), (18, 84, 168))


def sled_book(rng: random.Random) -> tuple[Sheet, Truth]:
    race_day = day_between(rng, date(2024, 1, 13), date(2026, 3, 8))
    while race_day.month not in (1, 2, 3):
        race_day = day_between(rng, date(2024, 1, 13), date(2026, 3, 8))
    f = facts(
        rng, rng.choice(CLINICS), race_day - timedelta(days=900), race_day - timedelta(days=12)
    )
    if f.given >= race_day:  # facts moved it to keep the shot current today: not before the race
        f.given = day_between(rng, plus_years(race_day, -1), race_day - timedelta(days=12))
        f.due = plus_years(f.given, f.term)
        f.tag = tag(rng, f.given.year)
    f.breed = rng.choice(("Alaskan Husky", "Siberian Husky", "Alaskan Husky", "Pointer mix"))
    st = rng.choice(HAND_US)
    musher, vet_pen, ink = (
        rng.choice(("manners", "steve", "delphine", "breip")),
        rng.choice(("kristi", "delphine", "capitals")),
        rng.choice(INKS),
    )
    s = Sheet(420, 600, paper=(252, 251, 246))
    for i in range(19):  # the spiral's holes
        s.blob(22 + i * 20.8, 12, 4, 4, (70, 70, 74))
    s.rule(0, 24, 420, 24, 0.4, (200, 200, 200))
    s.text(210, 46, f"{race_day.year} {rng.choice(RACES)}", "lexi", 13, align="c")
    s.text(
        210,
        60,
        "VETERINARY RECORD · one page per dog · carry at every checkpoint",
        "ipag",
        7.2,
        (90, 90, 90),
        align="c",
    )
    bib = str(rng.randrange(1, 60))
    rows: list[tuple[str, str, float, float]] = [
        ("Musher", f.owner, 28, 300),
        ("Bib #", bib, 310, 392),
        ("Kennel", rng.choice(KENNELS), 28, 392),
        ("Dog's name", f.dog, 28, 230),
        ("Sex", rng.choice(("M", "F", "MN", "FS")), 240, 300),
        ("Age", f"{rng.randrange(2, 10)}", 310, 392),
        ("Microchip", f"{rng.randrange(10**14, 10**15)}", 28, 392),
    ]
    y = 88.0
    for i, (label, value, x, end) in enumerate(rows):
        stop = s.text(x, y, f"{label}:", "ipag", 8.5, label=True)
        s.rule(stop + 3, y + 2, end, y + 2, 0.4, (110, 110, 110))
        s.pen(rng, stop + 8, y - 1, value, musher, 11, ink)
        if i + 1 == len(rows) or rows[i + 1][2] <= x:
            y += 25
    y += 6
    s.box(20, y - 12, 380, 16, fill=(228, 232, 238), line=None)
    s.text(
        26, y, "VACCINATIONS  (proof on file with the race office)", "migmix-bold", 8.5, label=True
    )
    y += 24
    mode = rng.choice(("date", "date", "none"))
    tagged = rng.random() < 0.8
    clinicked = rng.random() < 0.7
    lines: list[list[tuple[str, str, float, float]]] = [
        [
            ("Rabies: given", fmt_date(f.given, st), 28, 210),
            ("expires", fmt_date(f.due, st) if mode == "date" else "", 220, 392),
        ],
        [
            ("Rabies tag / cert #", f.tag if tagged else "", 28, 210),
            ("Clinic", f.clinic if clinicked else "", 220, 392),
        ],
        [
            (
                "DHPP",
                fmt_date(day_between(rng, f.given - timedelta(days=300), f.given), st),
                28,
                210,
            ),
            (
                "Kennel cough",
                fmt_date(
                    day_between(rng, f.given - timedelta(days=200), race_day - timedelta(days=7)),
                    st,
                ),
                220,
                392,
            ),
        ],
    ]
    for row in lines:
        for label, value, x, end in row:
            stop = s.text(x, y, f"{label}:", "ipag", 8.5, label=True)
            s.rule(stop + 3, y + 2, end, y + 2, 0.4, (110, 110, 110))
            if value:
                size = 11 if len(value) < 20 else 8.5
                s.pen(rng, stop + 6, y - 1, value, musher, size, ink)
        y += 26
    y += 6
    s.box(20, y - 12, 380, 16, fill=(228, 232, 238), line=None)
    s.text(26, y, "PRE-RACE EXAMINATION", "migmix-bold", 8.5, label=True)
    y += 24
    exam = race_day - timedelta(days=rng.choice((0, 1)))
    race_vet = rng.choice(RACE_VETS)
    pre = [
        ("Date", fmt_date(exam, st)),
        ("Weight", f"{rng.randrange(38, 62)} lb"),
        ("Heart/lungs", "WNL"),
        ("Hydration", rng.choice(("good", "ok", "2"))),
        ("Feet", rng.choice(("ok", "sl. splits RF", "good"))),
        ("Vet", race_vet),
    ]
    for i, (label, value) in enumerate(pre):
        x = 28 + (i % 3) * 125
        stop = s.text(x, y, f"{label}:", "ipag", 8.5, label=True)
        s.pen(rng, stop + 5, y - 1, value, vet_pen, 10, (30, 30, 30))
        if i % 3 == 2:
            y += 24
    y += 10
    heads = (("Checkpoint", 28), ("Date", 120), ("Time in", 190), ("Notes", 250), ("Vet", 350))
    s.box(20, y - 12, 380, 16, fill=(228, 232, 238), line=None)
    for head, x in heads:
        s.text(x, y, head, "migmix-bold", 8, label=True)
    y += 6
    day = race_day
    for i in range(6):
        s.rule(20, y + 22, 400, y + 22, 0.4, (150, 150, 150))
        if i < rng.randrange(1, 4):
            tool = "pencil" if rng.random() < 0.4 else "ballpoint"
            color = (70, 70, 72) if tool == "pencil" else rng.choice(INKS)
            hand = rng.choice(("kristi", "delphine", "capitals", "steve"))
            cells = (
                rng.choice(CHECKPOINTS),
                fmt_date(day, st),
                f"{rng.randrange(6, 23)}:{rng.randrange(60):02d}",
                rng.choice(("eating well", "sore wrist LF", "good", "bootie on")),
                rng.choice(("HK", "JB", "ML", "so")),
            )
            for value, (_, x) in zip(cells, heads, strict=True):
                s.pen(rng, x, y + 17, value, hand, 8.5, color, tool)
            day += timedelta(days=rng.choice((0, 1)))
        y += 22
    s.text(
        210,
        590,
        "Dropped dogs must be signed out by a race veterinarian.",
        "ipag",
        7,
        (90, 90, 90),
        align="c",
    )
    t = f.truth(
        expires=mode == "date", tag=tagged, clinic=clinicked, vet=False, product=False, lot=False
    )
    assert t.vaccinated is not None and t.vaccinated < TODAY
    return s, t
