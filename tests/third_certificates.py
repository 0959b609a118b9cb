"""A third set of rabies certificates, drawn by a hand that never read the reader (issue 28).

Four layouts of its own (tests/third_layouts.py) in five conditions (tests/third_render.py and
third_pdf.py), in faces neither other set uses. Every certificate carries its truth in the
held-out set's terms, so bench/heldout.py measures it unchanged; a certificate is a pure function
of (layout, condition, n) and the frozen seed. Not to be tuned against: it is for measuring.
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.heldout_certificates import CORE_FIELDS, FIELD_NAMES, Heldout, Truth
from tests.third_layouts import LAYOUTS, Words
from tests.third_pdf import page_bytes
from tests.third_render import CONDITIONS, FACES

__all__ = [
    "CONDITIONS",
    "CORE_FIELDS",
    "FIELD_NAMES",
    "LAYOUTS",
    "THIRD_SEED",
    "third",
    "third_set",
]

THIRD_SEED = "issue-28-third-hand-2026-12-02"  # frozen: changing it makes another set
DRAWN_ON = date(2026, 12, 2)  # one certificate in ten had lapsed on this day, the rest were current
DOGS: tuple[str, ...] = (
    "Moose",
    "Tucker",
    "Ziggy",
    "Nala",
    "Winston",
    "Hazel",
    "Gus",
    "Juniper",
    "Koda",
    "Pippa",
)
DOGS += (
    "Bruno",
    "Olive",
    "Rocco",
    "Mabel",
    "Finn",
    "Willow",
    "Chief",
    "Dottie",
    "Bear",
    "Lady Bug",
)
OWNERS = (
    "Teresa Kowalczyk",
    "Dwayne Pritchard",
    "Mei-Ling Ortiz",
    "Gregory Van Slyke",
    "Shanice Holloway",
    "Anthony DeLuca",
    "Kathleen O'Brien",
    "Raj Venkataraman",
    "Bill Szymanski",
    "Jo Ann McCarthy",
    "Tyrone Whitaker",
    "Heather Lindqvist",
)
VETS = (
    "Miriam Castellano",
    "Owen Fairbanks",
    "Priya Raman",
    "Thomas J. Brennan",
    "Alicia Morgenstern",
    "Kwame Asante",
    "Denise LaPointe",
)
HOSPITALS = (  # (name, address line · phone)
    ("Liverpool Animal Hospital", "8260 Oswego Rd, Liverpool, NY 13090 · (315) 555-0142"),
    ("Clay Veterinary Associates", "4862 State Route 31, Clay, NY 13041 · (315) 555-0177"),
    ("North Syracuse Pet Care", "211 S Main St, North Syracuse, NY 13212 · (315) 555-0106"),
    ("Cicero Companion Animal Clinic", "6194 E Taft Rd, Cicero, NY 13039 · (315) 555-0133"),
    ("Baldwinsville Veterinary Hospital", "7 Oswego St, Baldwinsville, NY 13027 · (315) 555-0191"),
)
COUNTIES = (
    ("Onondaga County Health Department", "Clay Town Hall, 4401 State Route 31 · Saturday 9-12"),
    ("Oswego County Health Department", "Fulton Fire Station · 6-8 PM"),
    ("Madison County Health Department", "Chittenango Fire Hall · 5-7 PM"),
)
PRODUCTS = (  # (product, manufacturer, years it may be given for)
    ("Imrab 3", "Boehringer Ingelheim", (1, 3)),
    ("Imrab 3 TF", "Boehringer Ingelheim", (1, 3)),
    ("Defensor 3", "Zoetis", (1, 3)),
    ("Defensor 1", "Zoetis", (1,)),
    ("Rabvac 3", "Elanco", (1, 3)),
    ("Nobivac 3-Rabies", "Merck Animal Health", (1, 3)),
    ("Nobivac 1-Rabies", "Merck Animal Health", (1,)),
)
MONTHS: tuple[str, ...] = ("January", "February", "March", "April", "May", "June", "July", "August")
MONTHS += ("September", "October", "November", "December")
DATE_STYLES = ("mm/dd/yyyy", "m/d/yy", "Month d, yyyy", "dd-MON-yyyy", "Mon. d, yyyy")


def written(day: date, style: str) -> str:
    """A date as a clinic prints or writes it."""
    month = MONTHS[day.month - 1]
    return {
        "mm/dd/yyyy": f"{day:%m/%d/%Y}",
        "m/d/yy": f"{day.month}/{day.day}/{day:%y}",
        "Month d, yyyy": f"{month} {day.day}, {day.year}",
        "dd-MON-yyyy": f"{day.day:02d}-{month[:3].upper()}-{day.year}",
        "Mon. d, yyyy": f"{month[:3]}{'.' if len(month) > 3 else ''} {day.day}, {day.year}",
    }[style]


def plus_years(day: date, years: int) -> date:
    """The same day `years` later; 29 February falls to the 28th."""
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return day.replace(year=day.year + years, day=28)


def titled(name: str, rng: random.Random) -> str:
    return rng.choice((f"Dr. {name}", f"{name}, DVM", f"{name} D.V.M.", name))


def _tag(rng: random.Random, year: int) -> str:
    return rng.choice(
        (f"{year % 100:02d}-{rng.randint(100, 99999):05d}", f"R{rng.randint(100000, 999999)}")
    )


def _lot(rng: random.Random) -> str:
    return rng.choice(
        (
            f"{rng.randint(100000, 999999)}A",
            f"L{rng.randint(10000, 99999)}",
            f"{rng.randint(1000000, 9999999)}",
        )
    )


def drawn(layout: str, n: int) -> tuple[Truth, Words]:
    """The truth of certificate `n` of `layout`, and the words it is written in."""
    rng = random.Random(f"{THIRD_SEED}/{layout}/{n}")
    product, maker, durations = rng.choice(PRODUCTS)
    years = rng.choice(durations)
    ago = rng.randint(365 * years + 10, 365 * years + 400) if rng.random() < 0.1 else None
    vaccinated = DRAWN_ON - timedelta(days=ago or rng.randint(3, 365 * years - 10))
    expires = plus_years(vaccinated, years) - timedelta(days=rng.choice((0, 0, 0, 1)))
    clinic, address = rng.choice(COUNTIES if layout == "clinic_receipt" else HOSPITALS)
    durations_only = layout in ("clinic_receipt", "form51") and rng.random() < 0.35
    style = "mm/dd/yyyy" if layout == "form51" else rng.choice(DATE_STYLES)
    vet = rng.choice(VETS)
    truth = Truth(
        vaccinated=vaccinated,
        expires=plus_years(vaccinated, years) if durations_only else expires,
        tag=_tag(rng, vaccinated.year),
        veterinarian=vet,
        clinic=clinic,
        dog=rng.choice(DOGS),
        owner=rng.choice(OWNERS),
        product=None if layout == "tag_card" else product,
        lot=_lot(rng),
    )
    hand = (
        layout == "tag_card"
        or (layout == "clinic_receipt" and rng.random() < 0.6)
        or rng.random() < 0.15
    )
    words = Words(
        vaccinated=written(vaccinated, style),
        expires="" if durations_only else written(expires, style),
        years=years,
        vet=titled(vet, rng),
        manufacturer=maker,
        address=address,
        printed_on=written(
            vaccinated + timedelta(days=rng.randint(0, (DRAWN_ON - vaccinated).days)), style
        ),
        later=written(vaccinated + timedelta(days=rng.randint(90, 700)), style),
        born=written(vaccinated - timedelta(days=rng.randint(200, 3000)), style),
        face=rng.choice(FACES),
        hand=hand,
        rng=rng,
    )
    return truth, words


def third(layout: str, condition: str, n: int) -> Heldout:
    """Certificate `n` of `layout` in `condition`: the same certificate in every condition."""
    truth, words = drawn(layout, n)
    sheet, labels = LAYOUTS[layout](truth, words)
    data, content_type = page_bytes(
        sheet, condition, random.Random(f"{THIRD_SEED}/{layout}/{condition}/{n}")
    )
    name = f"third-{layout}-{condition}-{n}"
    return Heldout(name, layout, condition, data, content_type, truth, tuple(labels))


def third_set(per_cell: int, conditions: tuple[str, ...] = CONDITIONS) -> list[Heldout]:
    """`per_cell` different certificates of every layout in every condition (4 x 5 x 3 = 60)."""
    return [
        third(layout, condition, 100 * layout_n + 10 * CONDITIONS.index(condition) + i)
        for layout_n, layout in enumerate(LAYOUTS)
        for condition in conditions
        for i in range(per_cell)
    ]
