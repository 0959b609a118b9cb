"""A printed paper of the thirty-first set: a rescue transport's manifest, the spreadsheet the
transport coordinator prints for a run of dogs from shelters down south to their adopters up north
(each adopter is handed the page at the stop, with the dog's health papers; this one's adopter ran
a yellow highlighter over her dog's row). Landscape: the run's name, its date and the stops, then a
table, a row a dog: the dog's name, breed, sex and age, the rabies shot's date and its expiry (or,
on some coordinators' sheets, only a term column), its tag, the shelter's veterinary clinic that
gave it, the health certificate's number, the adopter or foster and the stop. Every other row is
another dog's shot; the truth is the highlighted row's."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfirst_canvas import Sheet
from tests.thirtyfirst_faces import width
from tests.thirtyfirst_facts import (
    DOGS,
    TODAY,
    VACCINES,
    day_between,
    facts,
    fmt_date,
    person,
    plus_years,
    tag,
)

CLINICS = (
    "Pickens County Vet Clinic",
    "Anderson PAWS Clinic",
    "Greenwood SPCA Clinic",
    "Laurens Co. Animal Hosp.",
    "Union Co. Humane Clinic",
    "Abbeville Vet Services",
)
RESCUES = ("Carolina to Clay Canine Express", "Second Chance Southern Paws Transport",
           "Freedom Ride Rescue Transport")  # fmt: skip
STOPS = ("Harrisburg PA", "Binghamton NY", "Cortland NY", "Syracuse NY")
SHORT = ("Pit mix", "Hound mix", "Lab mix", "Beagle", "Shepherd x", "Terrier mix", "Cattle dog x",
         "Catahoula x", "Plott Hound", "Cur mix")  # fmt: skip
YELLOW = (255, 244, 92)
ONE_YEAR = tuple(v for v in VACCINES if v[1] == 1)


def transport_manifest(rng: random.Random) -> tuple[Sheet, Truth]:
    clinic = rng.choice(CLINICS)
    f = facts(rng, clinic, lapse=0.1, vaccines=ONE_YEAR * 2 + VACCINES)
    sheet = Sheet(792, 612)
    ds = rng.choice((0, 1, 2, 4, 17))
    last = min(TODAY - timedelta(days=1), f.given + timedelta(days=120))
    run = min(day_between(rng, f.given + timedelta(days=12), last), last)
    rescue = rng.choice(RESCUES)
    sheet.text(36, 40, f"{rescue} - Run #{rng.randrange(100, 400)}", "cabin-bold", 14)
    stops = ", ".join(STOPS[:-1]) + ", Syracuse NY (Clay)"
    sheet.text(36, 56, f"Departs {fmt_date(run, ds)}   Stops: {stops}", "cabin", 9)
    sheet.text(756, 40, f"{rng.randrange(14, 24)} dogs / {rng.randrange(2, 4)} vans", "cabin", 9,
               align="r")  # fmt: skip
    term_col = rng.random() < 0.3
    cols = [(36, "#", 16), (52, "Dog", 62), (114, "Breed", 66), (180, "Sex", 24), (204, "Age", 34),
            (238, "Rabies", 62), (300, "Term" if term_col else "Rab. exp.", 58), (358, "Tag", 58),
            (416, "Vaccinated at", 112), (528, "Health cert", 60), (588, "Adopter / foster", 112),
            (700, "Stop", 56)]  # fmt: skip
    y = 74.0
    sheet.box(36, y, 720, 16, (60, 90, 140), None)
    for x, head, _ in cols:
        sheet.label(x + 3, y + 11.5, head, "cabin-bold", 7.5, (255, 255, 255))
    n = rng.randrange(12, 19)
    mine = rng.randrange(n)
    used = {f.dog, f.tag}
    tagged = rng.random() < 0.75
    for i in range(n):
        y += 15
        if i % 2:
            sheet.box(36, y, 720, 15, (240, 243, 248), None)
        if i == mine:
            sheet.box(50, y + 1, 700, 13, YELLOW, None)
            mark = (28, 108, 60)  # the adopter's pen: a ring round the number, an arrow to it
            sheet.box(37, y + 0.5, 14, 14, None, mark, 1.0, -1)
            sheet.tick(8, y + 7, mark)
            dog, breed, given, term, who, tg, where = (
                f.dog,
                rng.choice(SHORT),
                f.given,
                f.term,
                f.owner,
                f.tag if tagged else "",
                f.clinic,
            )
            stop = STOPS[-1]
        else:
            dog = rng.choice([d for d in DOGS if d not in used])
            used.add(dog)
            breed = rng.choice(SHORT)
            given = day_between(rng, run - timedelta(days=200), run - timedelta(days=14))
            term, who, where = 1, person(rng), rng.choice(CLINICS)
            tg = tag(rng, given.year)
            while any(tg in u or u in tg for u in used):
                tg = tag(rng, given.year)
            used.add(tg)
            tg = tg if rng.random() < 0.8 else ""
            stop = rng.choice(STOPS)
        exp = f"{term} yr" if term_col else fmt_date(plus_years(given, term), ds)
        age = f"{rng.randrange(1, 9)} {'yr' if rng.random() < 0.7 else 'mo'}"
        cells = (
            str(i + 1),
            dog,
            breed,
            rng.choice(("M", "F", "MN", "FS")),
            age,
            fmt_date(given, ds),
            exp,
            tg,
            where,
            f"SC-{rng.randrange(10**5, 10**6)}",
            who,
            stop,
        )
        for (x, _, w), val in zip(cols, cells, strict=True):
            size = min(7.8, 7.8 * (w - 5) / max(1.0, width(val, "cabin", 7.8)))
            sheet.value(x + 3, y + 10.5, val, "cabin", size)
    y += 15
    for x, _, _ in cols[1:]:
        sheet.rule(x, 74, x, y, 0.3, (170, 178, 190))
    sheet.box(36, 74, 720, y - 74, None, (120, 128, 140), 0.6)
    y += 22
    sheet.text(36, y, "All dogs: health certificate (CVI) issued within 10 days of travel, rabies "
               "as above (dogs under 12 wks exempt), microchipped.", "cabin", 8)  # fmt: skip
    sheet.text(36, y + 13, "Adopters: bring a crate or slip lead. Take your dog's folder from the "
               "driver and sign the release.", "cabin", 8)  # fmt: skip
    sheet.text(36, 588, f"Printed {fmt_date(run - timedelta(days=1), ds)} from the run sheet",
               "cabin", 7, (100, 100, 100))  # fmt: skip
    sheet.text(756, 588, "Page 1 of 1", "cabin", 7, (100, 100, 100), align="r")
    shown = {"tag": tagged, "vet": False, "product": False, "lot": False}
    return sheet, f.truth(**shown)
