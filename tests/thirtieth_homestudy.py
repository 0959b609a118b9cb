"""A printed paper of the thirtieth set: the household animals page of a county's foster and
adoptive home study, typed by the caseworker in the county's case system and printed for the
family's file (New York asks that a certifying agency see every household pet's rabies shot). The
county department's header, the home study's number, the applicant, the caseworker and the date of
the home visit; the other household members with their ages; a table of the household's animals,
a row each (name, species, breed, age, rabies vaccination date, valid through, veterinarian), the
dog among a cat with its own rabies shot and at times a pet that needs none; then the caseworker's
narrative, which may name the dog's tag, and the supervisor's review with its own dates."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtieth_canvas import Sheet
from tests.thirtieth_facts import (
    DOGS,
    TODAY,
    day_between,
    facts,
    fmt_date,
    person,
    plus_years,
    vet_name,
)

PRACTICES = (
    "{place} Animal Hospital",
    "Clay Family Veterinary",
    "North Syracuse Pet Clinic",
    "{place} Veterinary Center",
)
COUNTIES = ("Onondaga", "Oswego", "Madison", "Cayuga")
KIDS = ("Aiden", "Brielle", "Caleb", "Dahlia", "Elijah", "Fatima", "Gianna", "Hunter")
SLATE = (52, 72, 92)


def home_study(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.12)
    sheet = Sheet(612, 792)
    county = rng.choice(COUNTIES)
    ds = rng.choice((0, 1, 6, 5))
    sheet.text(
        36,
        42,
        f"{county.upper()} COUNTY DEPARTMENT OF CHILDREN AND FAMILY SERVICES",
        "sora-bold",
        10.5,
        SLATE,
    )
    sheet.text(36, 57, "Foster / Adoptive Home Study  -  Part 7: Household Animals", "sora", 9.5)
    sheet.rule(36, 66, 576, 66, 1.0, SLATE)
    visit = day_between(rng, f.given + timedelta(days=10), TODAY - timedelta(days=2))
    worker = person(rng)
    rows = (
        ("Home study no.", f"HS-{visit.year}-{rng.randrange(1000, 9999)}", "Applicant", f.owner),
        ("Home visit", fmt_date(visit, ds), "Caseworker", worker),
        (
            "Address",
            f"{f.street}, {f.town} NY {f.zip}",
            "Home type",
            rng.choice(("Single family", "Duplex (upper)", "Townhouse")),
        ),
    )
    y = 86.0
    for a, b, c, d in rows:
        sheet.label(36, y, a, "karla-bold", 9)
        sheet.value(120, y, b, "karla", 9.5)
        sheet.label(330, y, c, "karla-bold", 9)
        sheet.value(400, y, d, "karla", 9.5)
        y += 15
    y += 8
    kids = rng.sample(KIDS, rng.randrange(1, 3))
    members = ", ".join(f"{k} ({rng.randrange(3, 17)})" for k in kids)
    sheet.label(36, y, "Other household members (age):", "karla-bold", 9)
    sheet.value(190, y, members, "karla", 9.5)
    y += 26
    sheet.text(36, y, "A. Animals kept in the home", "sora-bold", 10)
    y += 8
    cols = (
        (36, 62, "Name"),
        (98, 48, "Species"),
        (146, 112, "Breed"),
        (258, 34, "Age"),
        (292, 84, "Rabies vacc."),
        (376, 80, "Valid through"),
        (456, 120, "Veterinarian"),
    )
    sheet.box(36, y, 540, 28, (228, 233, 238), SLATE, 0.5)
    for x, _, head in cols:
        sheet.label(x + 3, y + 11, head, "karla-bold", 8)
    sheet.text(295, y + 22, "(date given)", "karla", 7)
    y += 28
    due_shown, vet_shown = rng.random() < 0.7, rng.random() < 0.65
    term_word = f"{f.term} yr" if rng.random() < 0.7 else ""
    given_cell = fmt_date(f.given, ds) + (f" ({term_word})" if term_word and not due_shown else "")
    dog = [
        f.dog,
        "Dog",
        f.breed,
        f"{max(1, (visit - f.born).days // 365)}",
        given_cell,
        fmt_date(f.due, ds) if due_shown else "",
        f"Dr. {f.vet}" if vet_shown else f.clinic,
    ]
    cat_shot = day_between(rng, f.given - timedelta(days=500), visit - timedelta(days=20))
    cat_name = rng.choice([d for d in DOGS if d != f.dog])
    cat = [
        cat_name,
        "Cat",
        rng.choice(("DSH", "Maine Coon", "DLH tabby")),
        str(rng.randrange(2, 14)),
        fmt_date(cat_shot, ds),
        fmt_date(plus_years(cat_shot, rng.choice((1, 3))), ds),
        f"Dr. {vet_name(rng)}",
    ]
    animals = [dog, cat]
    if rng.random() < 0.5:
        animals.append(
            [
                rng.choice(("Sunny", "Kiwi", "Nibbles")),
                rng.choice(("Parakeet", "Guinea pig", "Gecko")),
                "-",
                str(rng.randrange(1, 6)),
                "n/a",
                "n/a",
                "-",
            ]
        )
    rng.shuffle(animals)
    for row in animals:
        for (x, w, _), val in zip(cols, row, strict=True):
            size = min(9.0, 9.0 * (w - 6) / max(1, len(val) * 4.6))
            sheet.value(x + 3, y + 14, val, "karla", max(6.5, size))
        sheet.rule(36, y + 20, 576, y + 20, 0.4, SLATE)
        y += 20
    for x, _, _ in cols:
        sheet.rule(x, y - 20 * len(animals) - 28, x, y, 0.4, SLATE)
    sheet.rule(576, y - 20 * len(animals) - 28, 576, y, 0.4, SLATE)
    y += 26
    sheet.text(36, y, "B. Caseworker's observations", "sora-bold", 10)
    y += 16
    tagged = rng.random() < 0.55
    clinic_said = vet_shown and rng.random() < 0.7
    notes = [
        f"{f.dog} greeted the worker at the door and settled quickly; no signs of aggression.",
        f"The applicant showed the rabies certificate{' from ' + f.clinic if clinic_said else ''}"
        + (f" and the tag on the collar (#{f.tag})." if tagged else "."),
        f"Animals are fed in the kitchen; the litter box is in the basement away from the "
        f"children's rooms. {kids[0]} helps walk the dog.",
    ]
    for line in notes:
        sheet.value(36, y, line, "karla", 9)
        y += 14
    y += 20
    sheet.text(36, y, "C. Review", "sora-bold", 10)
    y += 18
    rev = visit + timedelta(days=rng.randrange(3, 20))
    sheet.label(36, y, "Caseworker:", "karla-bold", 9)
    sheet.value(100, y, f"{worker}  {fmt_date(visit + timedelta(days=1), ds)}", "karla", 9.5)
    sheet.label(330, y, "Supervisor:", "karla-bold", 9)
    sheet.value(392, y, f"{person(rng)}  {fmt_date(rev, ds)}", "karla", 9.5)
    sheet.text(36, 760, f"OCFS-{rng.randrange(2000, 5999)} Part 7 · Page 9 of 14", "karla", 7)
    clinic = not vet_shown or clinic_said
    shown = {"tag": tagged, "vet": vet_shown, "clinic": clinic, "product": False, "lot": False}
    return sheet, f.truth(expires=due_shown or bool(term_word), **shown)
