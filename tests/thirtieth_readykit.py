"""A paper of the thirtieth set filled by pen: the "my pet's emergency information" sheet a county's
emergency management office hands out for a family's go-bag (printed from its Ready Pets page),
filled in by the owner at the kitchen table. The county's banner, a box to tape the pet's photo in,
then ruled boxes with their labels above: the pet, its markings, microchip, the owner and an
out-of-town contact, the veterinarian and the practice, the medicines and food; and a vaccine
table (vaccine, date, due) where the rabies row sits among the others, with the tag on a line of
its own; a checklist of what goes in the kit, ticked."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtieth_canvas import Sheet
from tests.thirtieth_faces import INKS, PENS, fit
from tests.thirtieth_facts import HAND_STYLES, facts, fmt_date, person, phone, plus_years

PRACTICES = (
    "{place} Animal Hospital",
    "Bayshore Veterinary Clinic",
    "Country Hills Animal Care",
    "{place} Pet Hospital",
)
OFFICES = (
    "Onondaga County Emergency Management",
    "Oswego County Emergency Management Office",
    "CNY Ready Pets Coalition",
)
KIT = (
    "3 days of food and water",
    "Leash and collar with ID",
    "Copies of vaccine records",
    "Medicines (2 weeks)",
    "Crate or carrier",
    "Recent photo of your pet",
)
RED = (178, 34, 34)


def ready_sheet(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.16)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool = rng.choice(("felt", "gel", "ballpoint"))
    sheet = Sheet(612, 792)

    def write(x: float, y: float, s: str, room: float, size: float = 14) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool)

    def cell(x: float, y: float, w: float, lab: str, val: str) -> None:
        sheet.label(x, y, lab, "jetmono", 7.5)
        sheet.box(x, y + 4, w, 24, None, (90, 90, 90), 0.6)
        if val:
            write(x + 5, y + 22, val, w - 10)

    sheet.box(0, 0, 612, 70, RED, None)
    sheet.text(36, 32, "MY PET'S EMERGENCY INFORMATION", "oxygen-bold", 17, (255, 255, 255))
    sheet.text(
        36, 52, f"{rng.choice(OFFICES)} · Keep a copy in your go-bag", "oxygen", 9, (255, 235, 235)
    )
    sheet.box(440, 86, 136, 120, (246, 246, 246), (150, 150, 150), 0.6)
    sheet.text(508, 150, "Tape photo here", "jetmono", 8, (150, 150, 150), align="c")
    ds = rng.choice(HAND_STYLES)
    cell(36, 96, 190, "Pet's name", f.dog)
    cell(236, 96, 190, "Species / breed", f"Dog - {f.breed}"[:34])
    cell(36, 136, 190, "Color / markings", f.colour)
    cell(236, 136, 190, "Date of birth", fmt_date(f.born, ds))
    chip = rng.random() < 0.6
    cell(
        36,
        176,
        390,
        "Microchip # and company",
        f"{rng.randrange(10**14, 10**15)} HomeAgain" if chip else "",
    )
    owner_shown = rng.random() < 0.65  # left blank: the owner knows who the owner is
    cell(36, 226, 260, "Owner", f.owner if owner_shown else "")
    cell(306, 226, 270, "Phone", phone(rng, 1))
    cell(36, 266, 260, "Out-of-area contact", person(rng))
    cell(306, 266, 270, "Their phone", phone(rng, 0, rng.choice(("518", "607", "716"))))
    vet_shown = rng.random() < 0.7
    cell(36, 316, 260, "Veterinarian", f"Dr. {f.vet}" if vet_shown else "")
    cell(306, 316, 270, "Clinic / phone", f"{f.clinic}")
    y = 372.0
    sheet.text(36, y, "VACCINATIONS", "oxygen-bold", 10, RED)
    y += 8
    cols = ((36, "Vaccine"), (170, "Date given"), (300, "Next due"))
    for x, head in cols:
        sheet.box(x, y, 130, 18, (240, 240, 240), (90, 90, 90), 0.6)
        sheet.label(x + 5, y + 13, head, "jetmono", 8)
    y += 18
    due_shown = rng.random() < 0.55
    rows = [("Rabies", fmt_date(f.given, ds), fmt_date(f.due, ds) if due_shown else "")]
    for v in rng.sample(("DHPP", "Bordetella", "Lepto", "Flu"), rng.randrange(1, 3)):
        d = f.given - timedelta(days=rng.randrange(-60, 200))
        rows.append((v, fmt_date(d, ds), fmt_date(plus_years(d, 1), ds)))
    rng.shuffle(rows)
    for r in rows:
        for (x, _), val in zip(cols, r, strict=True):
            sheet.box(x, y, 130, 24, None, (90, 90, 90), 0.6)
            if val:
                write(x + 5, y + 18, val, 118, 13)
        y += 24
    tagged = rng.random() < 0.6
    cell(36, y + 20, 200, "Rabies tag #", f.tag if tagged else "")
    cell(
        246,
        y + 20,
        184,
        "Lic. # (town)",
        "" if rng.random() < 0.6 else f"Clay {rng.randrange(100, 9999)}",
    )
    y += 72
    cell(
        36,
        y,
        390,
        "Medicines / allergies / food",
        rng.choice(
            (
                "Purina Pro Plan 2 cups 2x day",
                "none - eats anything",
                "Heartgard monthly, no chicken",
            )
        ),
    )
    y += 50
    sheet.text(36, y, "GO-BAG CHECKLIST", "oxygen-bold", 10, RED)
    for i, item in enumerate(KIT):
        bx, by = 36 + (i % 2) * 270, y + 20 + (i // 2) * 20
        sheet.box(bx, by - 9, 10, 10, None, (90, 90, 90), 0.6)
        sheet.text(bx + 16, by, item, "oxygen", 9)
        if rng.random() < 0.6:
            sheet.tick(bx + 1, by - 1, ink)
    sheet.text(306, 770, "ready.example.gov/pets", "jetmono", 7, align="c")
    shown = {"tag": tagged, "vet": vet_shown, "owner": owner_shown, "product": False, "lot": False}
    return sheet, f.truth(expires=due_shown, **shown)
