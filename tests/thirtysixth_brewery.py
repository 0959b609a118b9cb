"""A paper of the thirty-sixth set filled by pen: a craft brewery's taproom pup club card, a 5 by
7 inch card the bar hands a dog owner before the dog may come inside, filled in by pen at the bar
and kept in a recipe box behind it; the owner photographs or scans it because its boxes hold the
rabies facts the bartender copied from the certificate. The brewery's heading and house rules;
boxes with a small caption over each answer (human, phone, pup, breed, the rabies date, its
expiry or the "1 yr / 3 yr" ringed or nothing, tag no., vet at times); the rules initialled; the
staff's initials, the club number and the day joined; a row of pint-punch circles, some
punched."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtysixth_canvas import Sheet
from tests.thirtysixth_faces import INKS, PENS, fit
from tests.thirtysixth_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, phone

CLINICS = ("{place} Animal Hosp", "Pitcher Hill Vet", "Clay Vet Clinic", "{place} Vet",
           "Bayberry Animal Hosp")  # fmt: skip
BREWERIES = ("Salt City Brewing", "Three Rivers Aleworks", "Cicero Creek Brewing Co.")
HOPS = (60, 96, 40)


def pup_club(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("gel", "felt", "ballpoint", "felt")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(360, 504, (250, 247, 238))
    brewery = rng.choice(BREWERIES)

    def pen(x: float, y: float, s: str, room: float, size: float = 13) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool, slant)

    sheet.text(180, 40, brewery, "sora-bold", 15, HOPS, align="c")
    sheet.text(180, 58, "TAPROOM PUP CLUB", "sora-bold", 10, align="c")
    sheet.text(180, 72, "Good dogs welcome inside with a card on file", "sora", 7.5, align="c")
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where = rng.random() < 0.5, rng.random() < 0.5
    boxes = [
        ((18, 84, 190), "Human's name", f.owner),
        ((212, 84, 130), "Cell", phone(rng, rng.randrange(3))),
        ((18, 124, 162), "Pup's name", f.dog),
        ((184, 124, 158), "Breed", f.breed),
        ((18, 164, 162), "Rabies vaccine date", fmt_date(f.given, ds)),
        ((184, 164, 158), "Rabies expires", fmt_date(f.due, ds) if mode == "date" else ""),
        ((18, 204, 120), "Rabies tag #", f.tag if tagged else ""),
        ((142, 204, 200), "Vet", f.clinic if where else ""),
    ]
    for (x, y, w), cap, val in boxes:
        sheet.box(x, y, w, 36, (255, 255, 255), (90, 90, 90), 0.6, radius=3)
        sheet.label(x + 5, y + 10, cap, "sora", 6.5, (90, 90, 90))
        if cap == "Rabies expires":
            for i, t in enumerate(("1 yr", "3 yr")):
                tx = x + w - 52 + i * 26
                sheet.text(tx, y + 10, t, "sora", 6.5, (90, 90, 90))
                if mode == "term" and int(t[0]) == f.term:
                    sheet.box(tx - 4, y + 2, 22, 11, None, ink, 0.9, -1)
        if val:
            pen(x + 6, y + 30, val, w - 12, 12.5)
    y = 262.0
    sheet.text(18, y, "HOUSE RULES - initial each", "sora-bold", 8, HOPS)
    for i, rule in enumerate((
        "Leash on, 6 ft or shorter, at all times",
        "Paws on the floor - no pups on benches or the bar",
        "One bark warning; a second time and we'll see you next visit",
        "You clean up after your pup (bags at the door)",
        "Pups stay off the patio during live music",
    )):  # fmt: skip
        yy = y + 18 + i * 18
        sheet.text(18, yy, f"{i + 1}. {rule}", "sora", 7.5)
        sheet.rule(316, yy + 2, 342, yy + 2, 0.5)
        sheet.pen(rng, 318, yy, "".join(p[0] for p in f.owner.split()[:2]), hand, 9, ink, tool)
    y += 18 * 5 + 28
    joined = day_between(rng, f.given + timedelta(days=3), TODAY - timedelta(days=1))
    sheet.label(18, y, "Joined", "sora", 7)
    sheet.pen(rng, 50, y + 1, fmt_date(joined, ds), "breip", 10, (20, 20, 20))
    sheet.label(140, y, "Staff", "sora", 7)
    sheet.pen(rng, 168, y + 1, rng.choice(("KB", "Mo", "JT", "Dee")), "breip", 10, (20, 20, 20))
    sheet.label(230, y, "Club #", "sora", 7)
    sheet.pen(rng, 262, y + 1, str(rng.randrange(40, 900)), "breip", 10, (20, 20, 20))
    y += 26
    sheet.text(18, y, "Pup pints (10th one's on us):", "sora", 7.5)
    punched = rng.randrange(1, 9)
    for i in range(10):
        cx = 140 + i * 21
        sheet.box(cx, y - 9, 12, 12, (40, 36, 30) if i < punched else None, (90, 90, 90), 0.5,
                  radius=-1)  # fmt: skip
    sheet.text(180, 490, "Card stays in the box behind the bar", "sora", 6.5, (120, 120, 120),
               align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
