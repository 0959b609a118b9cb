"""A paper of the thirty-fifth set filled by pen: a self-serve dog wash's membership form and
waiver, a half-letter sheet printed by the shop and filled in by the owner at the counter; the
owner uploads it because the shop asks for the rabies shot before a dog uses its tubs. The shop's
heading; a grid of cells, a shaded printed label on the left of each and the pen's words on the
right (member, phone, dog, breed, size ticked, the rabies date, its term ringed "1 yr / 3 yr" or
its expiry or nothing, the tag and the vet at times); the tub rules; the member's signature; the
counter's box with the membership number and its own dates."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfifth_canvas import Sheet
from tests.thirtyfifth_faces import INKS, PENS, fit
from tests.thirtyfifth_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, phone

CLINICS = ("{place} Vet", "Clay Animal Hosp", "Taft Rd Vet", "{place} Animal Hospital")
SHOPS = ("Suds & Scrubs Self-Serve Dog Wash", "Muddy Paws Dog Wash", "The Wag Wash - Clay")
AQUA = (0, 120, 160)


def wash_membership(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.14)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("ballpoint", "gel", "felt", "pencil")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(396, 612)
    shop = rng.choice(SHOPS)
    sheet.box(18, 18, 360, 44, AQUA, None, radius=6)
    sheet.text(198, 38, shop, "clearsans-bold", 12, (255, 255, 255), align="c")
    sheet.text(198, 54, "MEMBERSHIP & TUB WAIVER", "clearsans", 8.5, (220, 240, 250), align="c")
    mode = rng.choices(("date", "term", "none"), (4, 4, 1.5))[0]
    tagged, where = rng.random() < 0.5, rng.random() < 0.5
    rows = [
        ("Member", f.owner), ("Phone", phone(rng, rng.randrange(3))), ("Dog", f.dog),
        ("Breed", f.breed), ("Size", ""), ("Rabies shot", fmt_date(f.given, ds)),
        ("Good for", ""), ("Expires", fmt_date(f.due, ds) if mode == "date" else ""),
        ("Tag #", f.tag if tagged else ""), ("Vet", f.clinic if where else ""),
    ]  # fmt: skip
    y = 78.0
    for lab, val in rows:
        sheet.box(18, y, 90, 26, (220, 236, 242), (0, 0, 0), 0.5)
        sheet.box(108, y, 270, 26, None, (0, 0, 0), 0.5)
        sheet.label(24, y + 17, lab, "clearsans-bold", 8.5)
        if lab == "Size":
            size = rng.randrange(3)
            for i, t in enumerate(("S (under 25 lb)", "M", "L (over 60 lb)")):
                x = 116 + i * 86
                sheet.text(x, y + 17, t, "clearsans", 8)
                if i == size:
                    sheet.tick(x - 4, y + 14, ink)
        if lab == "Good for":
            for i, t in enumerate(("1 yr", "3 yr")):
                x = 130 + i * 70
                sheet.text(x, y + 17, t, "clearsans", 9)
                if mode == "term" and int(t[0]) == f.term:
                    sheet.box(x - 7, y + 4, 34, 18, None, ink, 0.9, -1)
        if val:
            sheet.pen(rng, 116, y + 19, val, hand, fit(val, hand, 13, 250), ink, tool, slant)
        y += 26
    y += 20
    sheet.text(18, y, "TUB RULES", "clearsans-bold", 9, AQUA)
    for i, rule in enumerate((
        "Dogs must be current on rabies vaccination. One dog per tub.",
        "Leash your dog in the shop. Clean the tub and the dryer nozzle after use.",
        "We are not liable for injury to you or your dog while using the equipment.",
    )):  # fmt: skip
        sheet.text(18, y + 14 + i * 12, rule, "clearsans", 7.5)
    y += 70
    sheet.sign(rng, 26, y - 4, 120, ink)
    sheet.rule(18, y, 220, y, 0.5)
    sheet.label(18, y + 10, "Member's signature", "clearsans", 7)
    joined = day_between(rng, f.given + timedelta(days=2), TODAY - timedelta(days=1))
    sheet.pen(rng, 240, y - 3, fmt_date(joined, ds), hand, 11, ink, tool, slant)
    sheet.rule(236, y, 378, y, 0.5)
    sheet.label(236, y + 10, "Date", "clearsans", 7)
    y += 28
    sheet.box(18, y, 360, 48, (236, 236, 236), (0, 0, 0), 0.5)
    sheet.text(24, y + 13, "SHOP USE", "clearsans-bold", 7.5)
    sheet.text(24, y + 34, "Member no.", "clearsans", 8)
    sheet.pen(rng, 80, y + 36, f"M-{rng.randrange(100, 999)}", "staypuft", 11, (180, 30, 40))
    sheet.text(180, y + 34, "Wash card", "clearsans", 8)
    sheet.pen(rng, 230, y + 36, f"{rng.randrange(1, 10)}/10", "staypuft", 11, (180, 30, 40))
    sheet.text(198, 598, f"{rng.randrange(1000, 9999)} Route 31, Clay NY - open 8 to 8 daily",
               "clearsans", 6.5, (110, 110, 110), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
