"""A paper of the thirty-fourth set filled by pen: a horse boarding barn's "dogs at the barn"
registration, a half sheet the barn manager hands boarders who bring a dog, filled in by the
boarder; the owner uploads it because it holds the dog's rabies shot. The barn's heading; written
lines with their captions printed under them (the boarder, the horse and its stall, the horse's
Coggins test date and equine vet, the dog, the rabies date, the term ringed or an expiry or
nothing, the tag, the dog's vet and clinic); the barn rules and the boarder's signature."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfourth_canvas import Sheet
from tests.thirtyfourth_faces import INKS, PENS, fit
from tests.thirtyfourth_facts import HAND_STYLES, day_between, facts, fmt_date, vet_name

CLINICS = ("{place} Vet Clinic", "Clay Animal Hospital", "Northside Animal Hospital",
           "{place} Veterinary Care", "Morgan Road Vet")  # fmt: skip
BARNS = ("Maple Hollow Equestrian Center", "Willow Run Stables", "Sunset Ridge Horse Farm")
HORSES = ("Dakota", "Smokey", "Whiskey", "Chance", "Sugar", "Rebel", "Cinnamon", "Magic")


def barn_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("ballpoint", "gel", "pencil")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(396, 612)  # a half sheet

    def blank(x: float, y: float, w: float, cap: str, val: str, size: float = 13) -> None:
        sheet.rule(x, y + 2, x + w, y + 2, 0.5)
        sheet.label(x, y + 11, cap, "carlito", 7)
        if val:
            sheet.pen(rng, x + 4, y - 1, val, hand, fit(val, hand, size, w - 8), ink, tool, slant)

    barn = rng.choice(BARNS)
    sheet.text(198, 40, barn, "carlito-bold", 14, align="c")
    sheet.text(198, 56, "DOGS AT THE BARN - boarder registration", "carlito", 9.5, align="c")
    sheet.rule(28, 64, 368, 64, 0.8)
    mode = rng.choices(("date", "term", "none"), (4, 4, 1.5))[0]
    tagged, named, where = rng.random() < 0.5, rng.random() < 0.45, rng.random() < 0.65
    coggins = day_between(rng, f.given - timedelta(days=200), f.given + timedelta(days=60))
    y = 94.0
    blank(28, y, 200, "Boarder's name", f.owner, 12)
    blank(240, y, 128, "Horse / stall", f"{rng.choice(HORSES)} / {rng.randrange(1, 30)}", 12)
    y += 36
    blank(28, y, 160, "Horse's Coggins date", fmt_date(coggins, ds))
    blank(200, y, 168, "Equine vet", f"Dr. {vet_name(rng).split()[-1]}", 12)
    y += 36
    blank(28, y, 160, "Dog's name", f.dog)
    blank(200, y, 168, "Breed", f.breed, 11)
    y += 36
    blank(28, y, 160, "Rabies vaccination date", fmt_date(f.given, ds))
    blank(200, y, 100, "Expires", fmt_date(f.due, ds) if mode == "date" else "")
    for i, t in enumerate(("1 yr", "3 yr")):
        x = 312 + i * 30
        sheet.text(x, y, t, "carlito", 8.5)
        if mode == "term" and int(t[0]) == f.term:
            sheet.box(x - 5, y - 11, 25, 15, None, ink, 0.9, -1)
    y += 36
    blank(28, y, 120, "Rabies tag no.", f.tag if tagged else "")
    blank(160, y, 208, "Dog's vet", f"Dr. {f.vet}" if named else "", 12)
    y += 36
    blank(28, y, 340, "Clinic", f.clinic if where else "", 12)
    y += 40
    sheet.text(28, y, "BARN RULES", "carlito-bold", 9.5)
    for rule in (
        "Dogs leashed or crated at all times; never in the arena or the hay loft.",
        "No dogs near horses being led, lunged, shod or seen by the vet.",
        "A copy of your dog's rabies certificate goes in the office binder.",
        "Boarders are responsible for any injury or damage their dog causes.",
    ):
        y += 13
        sheet.text(28, y, f"- {rule}", "carlito", 8.5)
    y += 44
    sheet.sign(rng, 34, y - 4, 110, ink)
    sheet.rule(28, y, 228, y, 0.5)
    sheet.label(28, y + 10, "Boarder's signature", "carlito", 7)
    sheet.text(198, 596, f"{barn} - Caughdenoy Rd, Clay NY", "carlito", 7, (110, 110, 110),
               align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, clinic=where,
                          product=False, lot=False)  # fmt: skip
