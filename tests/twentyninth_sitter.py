"""A printed paper of the twenty-ninth set: the care notes an owner writes in a word processor
for the neighbour or pet sitter who keeps the dog while the family is away, printed and left on
the counter with the vaccination papers, and photographed or scanned later when the licence asks
for proof. A title, the trip's dates, the owner's name and cell, then headed sections of bullets:
feeding, walks, medicines (with their own dates), the vet and the emergency hospital, and the
vaccines, where the rabies shot sits among the others with its date and, as the owner copied it,
its term or expiry and the tag on the collar."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyninth_canvas import Sheet
from tests.twentyninth_facts import TODAY, day_between, facts, fmt_date, person, phone

PRACTICES = (
    "{place} Animal Hospital",
    "Bayberry Veterinary Hospital",
    "Clay Veterinary Clinic",
    "Northern Lights Animal Hospital",
    "{place} Pet Care Center",
)
ER = ("CNY Veterinary Emergency & Referral", "Veterinary Emergency Hospital of CNY")


def sitter_sheet(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.18)
    face = rng.choice(("lsans", "lserif"))
    bold = f"{face}-bold"
    sheet = Sheet(612, 792)
    start = day_between(rng, f.given + timedelta(days=5), TODAY - timedelta(days=3))
    back = start + timedelta(days=rng.randrange(3, 11))
    y = 72.0
    sheet.text(
        72,
        y,
        rng.choice(
            (f"{f.dog}'s care notes", f"Notes for watching {f.dog}", f"{f.dog} - Sitter Info")
        ),
        bold,
        20,
    )
    y += 24
    sheet.text(72, y, f"We leave {fmt_date(start, 8)} and are back {fmt_date(back, 3)}.", face, 11)
    y += 16
    who = rng.random() < 0.85
    me = f.owner if who else f.owner.split()[0]
    sheet.text(
        72,
        y,
        f"{me}: cell {phone(rng, 1)}   ·   {person(rng).split()[0]}: {phone(rng, 1)}",
        face,
        11,
    )
    y += 30
    ds = rng.choice((1, 3, 4, 0))
    due_shown = rng.random() < 0.6
    term_shown = not due_shown and rng.random() < 0.6
    tagged = rng.random() < 0.6
    vet_shown = rng.random() < 0.55
    product_shown = rng.random() < 0.25
    dose = start - timedelta(days=rng.randrange(3, 25))
    dhpp = f.given - timedelta(days=rng.randrange(20, 300))
    rabies = f"Rabies{' (' + f.product + ')' if product_shown else ''}: {fmt_date(f.given, ds)}"
    if due_shown:
        rabies += f", good until {fmt_date(f.due, ds)}"
    elif term_shown:
        rabies += f" ({f.term}-year shot)"
    if tagged:
        rabies += f". Tag #{f.tag} is on {rng.choice(('his', 'her'))} collar"
    vet = f"Our vet: {f.clinic}, {phone(rng, 0)}" + (f" (Dr. {f.vet})" if vet_shown else "")
    sections = [
        (
            "Feeding",
            [
                f"{rng.choice(('1 cup', '1.5 cups', '2 cups'))} kibble at 7am and 5pm",
                "Fresh water in the big bowl by the back door",
                "No table scraps - grapes are poison!",
            ],
        ),
        (
            "Walks",
            [
                f"Around the block at {rng.choice(('7', '7:30', '8'))}, noon and before bed",
                "Pulls toward the Hendersons' cat. Use the short leash.",
            ],
        ),
        (
            "Medicine",
            [
                f"Simparica Trio on the 1st (last given {fmt_date(dose, 1)})",
                "Apoquel 1/2 tablet with breakfast if itchy",
            ],
        ),
        ("Vet / emergencies", [vet, f"After hours: {rng.choice(ER)}, {phone(rng, 0)}"]),
        (
            "Vaccines (copies in the blue folder)",
            [
                f"DHPP: {fmt_date(dhpp, ds)}",
                rabies,
                f"Bordetella: {fmt_date(dhpp + timedelta(days=rng.randrange(1, 60)), ds)}",
            ],
        ),
    ]
    rng.shuffle(sections[1][1])
    if rng.random() < 0.5:
        sections[3], sections[4] = sections[4], sections[3]
    for head, bullets in sections:
        sheet.text(72, y, head, bold, 13)
        y += 19
        for b in bullets:
            sheet.text(86, y, "•", face, 11)
            sheet.text(100, y, b, face, 11)
            y += 16
        y += 12
    sheet.text(72, y + 6, "Thank you so much!! Help yourself to anything in the fridge.", face, 11)
    sheet.text(72, y + 24, f"- {me}", face, 11)
    shown = {"tag": tagged, "vet": vet_shown, "product": product_shown, "lot": False}
    return sheet, replace(f.truth(expires=due_shown or term_shown, **shown), owner=me)
