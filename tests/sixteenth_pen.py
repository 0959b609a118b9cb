"""The sixteenth set's papers filled in by pen: a town's free rabies clinic half-sheet slip
(sometimes with the shot date struck out, rewritten and initialled), a boarding kennel's intake
form whose vaccination section the vet's office filled in (the vet's prescription pad note is in
tests/sixteenth_rx.py)."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.sixteenth_canvas import HANDS, INK, Sheet, font
from tests.sixteenth_facts import draw_facts as _draw
from tests.sixteenth_facts import fmt_date, other_date

PEN_STYLES = ("us", "us_short", "us_plain", "dots")


def _field(
    sh: Sheet, x: float, y: float, lab: str, w: float, fnt: str = "heros", size: float = 8
) -> float:
    """A printed label and its rule up to x = w; returns where the pen writes."""
    sh.label(x, y, lab, fnt, size)
    lx = x + font(fnt, 100).getlength(lab) / 100 * size * 25.4 / 72 + 1.5
    sh.line(lx, y + size * 0.42, w, y + size * 0.42, 0.2)
    return lx + 1.5


def slip(rng: random.Random) -> tuple[Sheet, Truth]:
    f = _draw(rng)
    sh = Sheet(
        w=215.9, h=139.7, paper=rng.choice(((255, 255, 255), (255, 250, 226), (236, 246, 255)))
    )
    hand, ink = rng.choice(HANDS), rng.choice((INK["blue"], INK["black"]))
    style = rng.choice(PEN_STYLES)
    hs = 13.0
    county = rng.choice(
        ("Ulster", "Dutchess", "Otsego", "Cortland", "Warren", "Ontario", "Genesee")
    )
    sh.text(
        108,
        7,
        f"TOWN OF {f.town.upper()} · FREE RABIES VACCINATION CLINIC",
        "heros_b",
        12.5,
        align="c",
    )
    sh.text(
        108,
        13.5,
        f"In cooperation with the {county} County Department of Health",
        "heros",
        8,
        align="c",
    )
    sh.text(
        108,
        17.5,
        "Dogs, cats and ferrets 3 months and older. Dogs on leash, cats in carriers.",
        "heros",
        7,
        align="c",
    )
    sh.line(8, 22, 208, 22, 0.5)
    seed = rng.randint(0, 10**6)
    x = _field(sh, 10, 26, "Owner name", 120)
    sh.hand(x, 24.5, f.owner, hand, hs, seed, ink)
    x = _field(sh, 134, 26, "Phone", 206)
    sh.hand(x, 24.5, f.phone, hand, hs * 0.9, seed + 1, ink)
    x = _field(sh, 10, 35, "Address", 206)
    sh.hand(x, 33.5, f"{f.street}, {f.town}", hand, hs, seed + 2, ink)
    x = _field(sh, 10, 44, "Pet's name", 80)
    sh.hand(x, 42.5, f.dog, hand, hs, seed + 3, ink)
    sh.label(84, 44, "Species:", "heros", 8)
    for i, sp in enumerate(("Dog", "Cat", "Ferret")):
        sh.rect(100 + i * 17, 44, 3, 3, 0.25)
        sh.label(104.5 + i * 17, 44, sp, "heros", 8)
    sh.hand(99.6, 41.5, "X", hand, 12, seed + 4, ink)
    x = _field(sh, 152, 44, "Sex", 175)
    sh.hand(x, 42.5, f.sex, hand, hs * 0.9, seed + 5, ink)
    x = _field(sh, 178, 44, "Age", 206)
    sh.hand(x, 42.5, f"{(f.given - f.born).days // 365 or 1}", hand, hs, seed + 6, ink)
    x = _field(sh, 10, 53, "Breed", 110)
    sh.hand(x, 51.5, f.breed, hand, hs, seed + 7, ink)
    x = _field(sh, 114, 53, "Color", 206)
    sh.hand(x, 51.5, f.color, hand, hs, seed + 8, ink)
    prior = f.given - timedelta(days=365 * rng.choice((1, 3)) + rng.randint(-40, 5))
    x = _field(sh, 10, 62, "Proof of prior rabies vaccination — date", 120)
    sh.hand(x, 60.5, fmt_date(prior, style), hand, hs, seed + 9, ink)
    sh.rect(8, 69, 200, 64, 0.4)
    sh.rect(8, 69, 200, 6, 0, fill=(215, 215, 215))
    sh.label(10, 70, "FOR CLINIC USE ONLY", "heros_b", 8)
    vet_hand, vet_ink = (
        rng.choice([h for h in HANDS if h != hand]),
        rng.choice((INK["navy"], INK["black"])),
    )
    x = _field(sh, 10, 80, "Vaccine", 96)
    sh.hand(x, 78.5, f.product, vet_hand, hs, seed + 10, vet_ink)
    x = _field(sh, 100, 80, "Serial / Lot", 160)
    sh.hand(x, 78.5, f.lot, vet_hand, hs, seed + 11, vet_ink)
    sh.label(164, 80, "Duration:", "heros", 8)
    for i, d in enumerate((1, 3)):
        sh.rect(180 + i * 13, 80, 3, 3, 0.25)
        sh.label(184.5 + i * 13, 80, f"{d} yr", "heros", 8)
    sh.hand(179.6 + (13 if f.years == 3 else 0), 77.5, "X", "delphine", 13, seed + 12, vet_ink)
    x = _field(sh, 10, 90, "Date vaccinated", 96)
    corrected = rng.random() < 0.4
    if corrected:
        wrong = f.given + timedelta(days=rng.choice((-1, 1, 10, -10, 365)))
        sh.hand(x, 88.5, fmt_date(wrong, style), vet_hand, hs, seed + 13, vet_ink, strike=True)
        sh.hand(x + 28, 87.5, fmt_date(f.given, style), vet_hand, hs, seed + 14, vet_ink)
        sh.hand(x + 56, 88.5, f"{f.vet_first[0]}{f.vet_last[0]}", vet_hand, 10, seed + 15, vet_ink)
    else:
        sh.hand(x, 88.5, fmt_date(f.given, style), vet_hand, hs, seed + 13, vet_ink)
    x = _field(sh, 100, 90, "Vaccination expires", 206)
    exp_shown = rng.random() < 0.7
    if exp_shown:
        sh.hand(x, 88.5, fmt_date(f.expires, style), vet_hand, hs, seed + 16, vet_ink)
    x = _field(sh, 10, 100, "Rabies tag no.", 96)
    sh.hand(x, 98.5, f.tag, vet_hand, hs, seed + 17, vet_ink)
    _field(sh, 100, 100, "Licensed veterinarian", 206)
    sh.hand(140, 96, f"{f.vet_first[0]} {f.vet_last}", "chorus", 22, seed + 18, vet_ink)
    vet = f"{f.vet_first} {f.vet_last}, DVM"
    sh.stamp(
        rng.uniform(150, 170),
        rng.uniform(116, 121),
        (vet.upper(), f.clinic, f"NY LIC. {rng.randint(1000, 30000):06d}"),
        rng.choice(((40, 60, 170), (150, 30, 60))),
        rng.uniform(-8, 8),
        68,
        18,
    )
    sh.text(
        10,
        108,
        "Keep this certificate. Bring it to the Town Clerk to license your dog.",
        "heros",
        7.5,
    )
    sh.text(
        10,
        112,
        "NYS Public Health Law §2141: all dogs, cats and domesticated ferrets must be vaccinated.",
        "heros",
        7,
    )
    sh.text(10, 125, f"White: owner   Yellow: {county} Co. DOH", "heros", 6.5)
    truth = Truth(
        f.given,
        f.expires if exp_shown else None,
        f.tag,
        vet.upper(),
        f.clinic,
        f.dog,
        f.owner,
        f.product,
        f.lot,
    )
    return sh, truth


def kennel(rng: random.Random) -> tuple[Sheet, Truth]:
    f = _draw(rng)
    sh = Sheet()
    own_hand, tech_hand = rng.sample(HANDS, 2)
    own_ink, tech_ink = (
        rng.choice((INK["blue"], INK["black"])),
        rng.choice((INK["blue"], INK["navy"])),
    )
    style = rng.choice(PEN_STYLES)
    face = rng.choice(("adventor", "tribun", "heros"))
    bold = {"adventor": "adventor_b", "tribun": "tribun_b", "heros": "heros_b"}[face]
    resort = rng.choice(("Happy Tails", "Barkwood", "Lakeview Paws", "Hound Hollow"))
    hs, seed = 13.0, rng.randint(0, 10**6)
    sh.text(108, 14, f"{resort} Pet Resort & Daycare", bold, 18, align="c")
    sh.text(108, 23, "GUEST INTAKE FORM — BOARDING", face, 10, align="c")
    arrive = other_date(rng, f.given + timedelta(days=rng.randint(30, 300)), 20)
    rows = [
        ("Owner", f.owner, own_hand, True),
        ("Cell phone", f.phone, own_hand, False),
        ("Address", f"{f.street}, {f.town} NY", own_hand, False),
        (
            "Emergency contact",
            f"{rng.choice(('Mom', 'Sister', 'Neighbor'))} {f.phone[:6]} {rng.randint(200, 999)}-"
            f"{rng.randint(1000, 9999)}",
            own_hand,
            False,
        ),
        ("Dog's name", f.dog, own_hand, True),
        ("Breed / color", f"{f.breed} / {f.color}", own_hand, False),
        ("Birthday", fmt_date(f.born, style), own_hand, False),
        ("Check-in date", fmt_date(arrive, style), own_hand, False),
        (
            "Check-out date",
            fmt_date(arrive + timedelta(days=rng.randint(2, 9)), style),
            own_hand,
            False,
        ),
        (
            "Feeding",
            rng.choice(("1 cup 2x/day, own food", "2/3 c. am + pm", "kibble + wet at night")),
            own_hand,
            False,
        ),
    ]
    y = 34.0
    for lab, val, hnd, _ in rows:
        x = _field(sh, 16, y, lab, 200, face, 9)
        sh.hand(x, y - 1.5, val, hnd, hs, seed + int(y), own_ink)
        y += 9
    sh.label(
        16, y, "Spayed / neutered?  Y  N       Any aggression toward dogs or people?  Y  N", face, 9
    )
    sh.hand(49, y - 2.5, "O", own_hand, 15, seed + 1, own_ink)
    y += 12
    sh.rect(14, y, 188, 84, 0.6)
    sh.rect(14, y, 188, 7, 0, fill=(40, 40, 40))
    sh.text(
        18,
        y + 1.2,
        "VACCINATION RECORD — to be completed by the veterinary office",
        bold,
        9,
        (255, 255, 255),
    )
    y += 11
    for x, lab in ((18, "Vaccine"), (70, "Date given"), (120, "Expires")):
        sh.label(x, y, lab, bold, 9)
    sh.line(16, y + 5, 200, y + 5, 0.3)
    vacs = [("Rabies", f.given, f.expires, True)]
    for name in ("DHPP", "Bordetella", "Canine influenza"):
        g = other_date(rng, f.given, 330)
        vacs.append((name, g, g + timedelta(days=365 * (3 if name == "DHPP" else 1)), False))
    exp_shown = rng.random() < 0.8
    y += 8
    for name, g, e, ours in vacs:
        sh.label(18, y, name, face, 9.5)
        sh.hand(70, y - 2, fmt_date(g, style), tech_hand, hs, seed + int(y) + 7, tech_ink)
        if exp_shown or not ours:
            sh.hand(120, y - 2, fmt_date(e, style), tech_hand, hs, seed + int(y) + 8, tech_ink)
        sh.line(16, y + 5, 200, y + 5, 0.15)
        y += 8
    lot_shown = rng.random() < 0.6
    y += 2
    x = _field(sh, 18, y, "Rabies tag #", 90, face, 9)
    sh.hand(x, y - 1.5, f.tag, tech_hand, hs, seed + 31, tech_ink)
    x = _field(sh, 94, y, "Rabies vaccine / lot", 200, face, 9)
    sh.hand(
        x,
        y - 1.5,
        f"{f.product}  {f.lot}" if lot_shown else f.product,
        tech_hand,
        hs * 0.9,
        seed + 32,
        tech_ink,
    )
    y += 9
    x = _field(sh, 18, y, "Veterinarian", 100, face, 9)
    sh.hand(x, y - 1.5, f.vet, tech_hand, hs, seed + 33, tech_ink)
    x = _field(sh, 104, y, "Clinic", 200, face, 9)
    sh.hand(x, y - 1.5, f.clinic, tech_hand, hs * 0.9, seed + 34, tech_ink)
    y += 9
    x = _field(sh, 18, y, "Completed by (initials)", 100, face, 9)
    sh.hand(x, y - 1.5, rng.choice(("KM", "jr", "S.P. LVT")), tech_hand, hs, seed + 35, tech_ink)
    x = _field(sh, 104, y, "Date", 200, face, 9)
    sh.hand(
        x,
        y - 1.5,
        fmt_date(arrive - timedelta(days=rng.randint(1, 12)), style),
        tech_hand,
        hs,
        seed + 36,
        tech_ink,
    )
    sh.text(
        16, 262, "Proof of current rabies, DHPP and Bordetella is required for all guests.", face, 8
    )
    truth = Truth(
        f.given,
        f.expires if exp_shown else None,
        f.tag,
        f.vet,
        f.clinic,
        f.dog,
        f.owner,
        f.product,
        f.lot if lot_shown else None,
    )
    return sh, truth
