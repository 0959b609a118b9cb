"""The sixth set's letter-size pen kinds: a printout with blanks filled by hand, a county form."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.sixth_facts import Facts
from tests.sixth_hand import hand
from tests.sixth_hand_forms import _date, _written, truth
from tests.sixth_sheet import Box, Print, Rule, Scrawl, Sheet

COUNTIES = (
    "Onondaga County Health Department",
    "Oswego County Health Department",
    "Town of Clay Dog Control",
)


def printed_blanks(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A practice's printed certificate; the date and tag left blank and written in by pen."""
    s = Sheet(216, 279)
    s.hand = hand(rng)
    face = rng.choice(("lato", "open", "serif"))
    s.add(
        Print(20, 14, f.clinic, 16, f"{face}-bold"),
        Print(20, 22, f"{f.street} | Clay, NY 13041 | {f.phone}", 8, face),
    )
    s.add(
        Rule(20, 28, 196, 28, 0.6),
        Print(58, 34, "CERTIFICATE OF RABIES VACCINATION", 14, f"{face}-bold"),
    )
    typed = (
        ("Owner:", f.owner), ("Patient:", f.dog), ("Breed:", f.breed), ("Color:", f.colour),
        ("Sex:", f.sex), ("Vaccine:", f"{f.product} ({f.maker})"), ("Serial/Lot:", f.lot),
        ("Duration:", f"{f.years} year"),
    )  # fmt: skip
    y = 50.0
    for label, value in typed:
        s.add(Print(24, y, label, 10, f"{face}-bold", label=True), Print(62, y, value, 10, face))
        y += 8
    blanks = [("Date Vaccinated:", "vaccinated"), ("Rabies Tag #:", "tag")]
    if rng.random() < 0.5:
        blanks.append(("Next Due:", "expires"))
    fix = rng.choice(("vaccinated", "tag", None, None))
    for label, which in blanks:
        y += 4
        s.add(
            Print(24, y, label, 10, f"{face}-bold", label=True), Rule(62, y + 5, 130, y + 5, 0.25)
        )
        text = f.tag_written if which == "tag" else _date(f, rng, which)
        _written(s, 64, y + 4.5, text, 5.2, rng, fix=fix == which)
        y += 8
    y += 14
    s.add(Rule(24, y, 110, y), Scrawl(28, y - 1, rng.uniform(35, 70), rng.randrange(10**6)))
    s.add(
        Print(24, y + 2, f"{f.veterinarian}, DVM", 10, face),
        Print(24, y + 7, f"NYS License No. {rng.randrange(4000, 9999)}", 8, face),
    )
    s.add(
        Print(
            24,
            250,
            "Present this certificate when licensing your dog with your town clerk.",
            8,
            face,
            (90, 90, 90),
        )
    )
    return s, truth(f)


def county_form(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A county's ruled certificate filled in by pen in its own order; words run past the rules."""
    office = rng.choice(COUNTIES)
    s = Sheet(216, 279, paper=rng.choice(((252, 252, 250), (245, 248, 240))))
    s.hand = hand(rng)
    s.add(
        Print(20, 12, office.upper(), 11, "sans-bold"),
        Print(20, 19, "RABIES VACCINATION CERTIFICATE", 17, "serif-bold"),
    )
    s.add(
        Print(
            20,
            28,
            "Public Health Law Article 21 - complete in ink - one animal per form",
            7,
            "sans",
            (80, 80, 80),
        )
    )
    lines = [
        ("Date of vaccination", "date"), ("Owner's name", "owner"), ("Street address", "street"),
        ("Telephone", "phone"), ("Animal's name", "dog"), ("Breed", "breed"),
        ("Color / markings", "colour"),
        ("Vaccine (product)", "product"), ("Manufacturer", "maker"), ("Lot / serial no.", "lot"),
        ("Revaccinate by", "due"), ("Rabies tag no.", "tag"), ("Clinic / practice", "clinic"),
        ("Veterinarian (print)", "veterinarian"), ("Veterinarian's license no.", "licence"),
    ]  # fmt: skip
    if rng.random() < 0.5:  # some counties ask for the date last
        lines.append(lines.pop(0))
    fix = rng.choice(("date", "tag", None))
    y = 44.0
    for label, key in lines:
        s.add(
            Print(20, y - 4.8, label, 9, "sans", label=True),
            Rule(70, y, 196, y, 0.25, (60, 60, 60)),
        )
        value = {
            "date": _date(f, rng), "due": _date(f, rng, "expires"), "tag": f.tag_written,
            "street": f"{f.street}, Clay", "licence": str(rng.randrange(100000, 999999)),
        }.get(key) or str(getattr(f, key))  # fmt: skip
        if key == "due" and rng.random() < 0.35:
            value = f"{f.years} yrs" if f.years == 3 else "1 yr"
        _written(s, 72, y - 1, value, 5.0, rng, fix=fix == key)
        y += 13
    s.add(
        Print(20, y + 4, "Signature of veterinarian", 9, "sans", label=True),
        Rule(70, y + 8, 160, y + 8),
    )
    s.add(Scrawl(74, y + 7, rng.uniform(40, 80), rng.randrange(10**6)))
    s.add(
        Box(170, y - 20, 28, 28, 0.3, (120, 120, 120)),
        Print(172, y - 18, "STAMP", 7, "sans", (120, 120, 120)),
    )
    s.add(
        Print(20, 262, f"Form RV-{rng.randrange(10, 99)} rev. 3/2024", 6, "sans", (100, 100, 100))
    )
    return s, truth(f)
