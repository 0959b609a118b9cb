"""A printed paper of the twenty-ninth set: a volunteer search and rescue team's record for one
of its canine teams, kept in a spreadsheet and printed for the handler (the team asks for the
dog's vaccinations before it deploys). The team's name and county, the handler (the owner) and the
dog with its call sign and microchip, the dog's certifications with their dates, then a table of
its health: a row a vaccine or test with its date given, its date due, the vet or practice and at
times the lot; the rabies row among distemper, leptospirosis, Lyme, Bordetella and a heartworm
test, and the tag in the dog's own lines when the handler keeps it there."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyninth_canvas import Sheet
from tests.twentyninth_facts import TODAY, day_between, facts, fmt_date, phone, plus_years

PRACTICES = (
    "{place} Veterinary Clinic",
    "Tully Animal Hospital",
    "North Country Vet Services",
    "{place} Animal Hospital",
    "Brewerton Veterinary Clinic",
)
TEAMS = (
    "Onondaga County Search & Rescue",
    "CNY Search Dogs",
    "Oswego County SAR K9 Unit",
    "Finger Lakes Search Dogs",
)
CERTS = (
    "NASAR SARTECH III",
    "Wilderness air scent (area)",
    "Trailing - Level 1",
    "HRD land",
    "Avalanche / snow (Level A)",
    "FEMA IS-100.C",
)


def sar_record(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.15)
    sheet = Sheet(792, 612)
    team = rng.choice(TEAMS)
    ds = rng.choice((5, 0, 6, 1))
    sheet.box(30, 28, 732, 42, (34, 62, 40), None)
    sheet.text(44, 56, team, "slab-bold", 17, (255, 255, 255))
    sheet.text(748, 56, "K9 TEAM RECORD", "slab-bold", 13, (240, 210, 80), align="r")
    tagged, due_shown, vet_shown, lot_shown = (rng.random() < p for p in (0.55, 0.75, 0.5, 0.5))
    left = [
        ("Handler", f.owner),
        ("Phone", phone(rng, 1)),
        ("Address", f"{f.street}, {f.town} NY"),
        ("Member since", str(rng.randrange(2012, 2024))),
    ]
    right = [
        ("K9", f"{f.dog} ({f.breed}, {rng.choice(('M', 'F'))})"),
        ("Call sign", f"K9-{rng.randrange(1, 19)}"),
        ("Microchip", f"985{rng.randrange(10**11, 10**12)}"),
        ("DOB", fmt_date(f.born, ds)),
    ]
    if tagged:
        right.append(("Rabies tag", f.tag))
    for col, rows in ((44, left), (420, right)):
        for i, (lab, val) in enumerate(rows):
            sheet.label(col, 96 + i * 15, lab, "pt-bold", 9.5)
            sheet.value(col + 90, 96 + i * 15, val, "pt", 10)
    y = 184.0
    sheet.text(44, y, "Certifications", "slab-bold", 11)
    y += 16
    for c in rng.sample(CERTS, 3):
        when = day_between(rng, TODAY - timedelta(days=900), TODAY - timedelta(days=20))
        sheet.text(56, y, f"{c}", "pt", 9.5)
        sheet.text(300, y, f"passed {fmt_date(when, ds)}", "pt", 9.5)
        sheet.text(440, y, f"recert {fmt_date(plus_years(when, 2), ds)}", "pt", 9.5)
        y += 14
    y += 14
    sheet.text(44, y, "Health / vaccinations", "slab-bold", 11)
    y += 8
    cols = (
        (44, "Vaccine / test"),
        (214, "Given"),
        (314, "Due"),
        (414, "Vet / clinic"),
        (640, "Lot"),
    )
    sheet.box(44, y, 704, 17, (222, 232, 222), None)
    for x, head in cols:
        sheet.label(x + 4, y + 12, head, "pt-bold", 9)
    y += 17
    here = f"Dr. {f.vet}, {f.clinic}" if vet_shown else f.clinic
    rows = []
    for name, term in (
        ("DHPP", 3),
        ("Leptospirosis", 1),
        ("Lyme", 1),
        ("Bordetella", 1),
        ("Heartworm test (4Dx)", 1),
    ):
        d = day_between(
            rng, f.given - timedelta(days=200), min(TODAY, f.given + timedelta(days=150))
        )
        rows.append((name, fmt_date(d, ds), fmt_date(plus_years(d, term), ds), f.clinic, ""))
    rows = rng.sample(rows, 4)
    rabies = (
        "Rabies",
        fmt_date(f.given, ds),
        fmt_date(f.due, ds) if due_shown else f"{f.term} yr",
        here,
        f.lot if lot_shown else "",
    )
    rows.insert(rng.randrange(len(rows) + 1), rabies)
    for r in rows:
        for (x, _), val in zip(cols, r, strict=True):
            if val:
                sheet.value(x + 4, y + 13, val, "pt", 9.5)
        sheet.rule(44, y + 18, 748, y + 18, 0.4, (160, 170, 160))
        y += 19
    sheet.text(
        44,
        580,
        f"Printed {fmt_date(TODAY - timedelta(days=rng.randrange(1, 30)), ds)}  ·  {team}",
        "pt",
        8,
    )
    return sheet, f.truth(tag=tagged, vet=vet_shown, lot=lot_shown, product=False)
