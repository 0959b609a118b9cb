"""The facts a fifth-set certificate carries: names, vaccines, lots, tags and how dates are written.

Written for issue 28's fifth set from an idea of what Clay residents upload, apart from the other
sets: its own lists of dogs, owners, vets and practices around Onondaga County, canine rabies
vaccines sold in the US, and the many ways a US form writes a date and a duration.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

TODAY = date(2026, 11, 20)  # the set's "now": a few of its certificates have lapsed by then

DOGS = (
    "Biscuit", "Nala", "Tucker", "Zeus", "Pepper", "Moose", "Koda", "Lulu", "Rocco", "Mochi",
    "Sadie Mae", "Bentley", "Chispa", "Gordo", "Pierogi", "Juniper", "Ranger", "Olive", "Waffles",
    "Kenji", "Baxter", "Dakota", "Frijol", "Hazel", "Thor", "Clementine", "Bandit", "Sasha",
    "Oreo", "Maple", "Apollo", "Duchess", "Nugget", "Rosie", "Brutus", "Kiwi",
)  # fmt: skip
CATS = ("Smokey", "Mittens", "Pumpkin", "Luna Belle", "Tigger", "Simba")
FIRST = (
    "Darnell", "Kateryna", "Siobhan", "Tomasz", "Yesenia", "Harold", "Amina", "Eh Paw",
    "Bishnu", "Giuseppina", "Marcus", "Lorraine", "Nguyen Thi", "Ahmed", "Brooke", "Wendell",
    "Xiomara", "Raymond", "Halyna", "Dolores", "Tyrell", "Fatuma", "Colleen", "Emir",
)  # fmt: skip
LAST = (
    "Kowalczyk", "Abdi", "Rinaldi", "Thompson", "Oyelaran", "Delgado", "Hadzic", "Sullivan",
    "Pham", "Gurung", "Vanderhoef", "Jacobs", "Santiago", "Brzezinski", "Moe", "LaFountain",
    "Okonkwo", "Ferraro", "Htoo", "Murphy", "Castellanos", "Wojcik", "Greenleaf", "Bashir",
)  # fmt: skip
VETS = (
    "Priya Raman", "Colin McAvoy", "Elena Vasquez-Ortiz", "Joanne Stiles", "Matthew Ferrante",
    "Adaeze Nwosu", "Kristin Halloran", "David Szymanski", "Rachel Bloom", "Omar Haddad",
    "Theresa Quinlan", "Samuel Okafor",
)  # fmt: skip
CLINICS = (
    "Route 31 Animal Hospital", "Three Rivers Veterinary Clinic", "Oneida Shores Pet Care",
    "Cicero Commons Animal Hospital", "Brewerton Road Veterinary Associates",
    "Seneca Turnpike Pet Hospital", "Liverpool Village Veterinary", "Caughdenoy Animal Clinic",
)  # fmt: skip
LOW_COST = (
    "Onondaga County Health Dept. Free Rabies Clinic", "CNY SPCA Low-Cost Clinic",
    "Town of Clay Rabies Clinic", "Oswego County Rabies Clinic",
)  # fmt: skip
STREETS = (
    "7855 Oswego Rd, Liverpool, NY 13090", "4480 Route 31, Clay, NY 13041",
    "5701 E Circle Dr, Cicero, NY 13039", "118 Main St, Phoenix, NY 13135",
    "3209 Milton Ave, Camillus, NY 13031", "8401 Caughdenoy Rd, Clay, NY 13041",
)  # fmt: skip
# Canine rabies vaccines (product, years it is licensed for, maker), and feline ones for a cat row.
VACCINES = (
    ("Imrab 3", 3, "Boehringer Ingelheim"), ("Imrab 3 TF", 3, "Boehringer Ingelheim"),
    ("Imrab 1", 1, "Boehringer Ingelheim"), ("Rabvac 3", 3, "Elanco"), ("Rabvac 1", 1, "Elanco"),
    ("Defensor 3", 3, "Zoetis"), ("Defensor 1", 1, "Zoetis"), ("Nobivac 1-Rabies", 1, "Merck"),
    ("Nobivac 3-Rabies", 3, "Merck"), ("Continuum Rabies", 3, "Merck"),
)  # fmt: skip
CAT_VACCINES = ("Purevax Feline Rabies", "Purevax Rabies 3YR", "Nobivac Feline 1-HCPCh")
BREEDS = (
    "Labrador Retriever", "Pit Bull mix", "Beagle", "German Shepherd", "Shih Tzu", "Goldendoodle",
    "Boxer", "Chihuahua mix", "Australian Shepherd", "Yorkshire Terrier", "Husky", "Mixed",
)  # fmt: skip
COLOURS = ("Black", "Brindle", "Tan/White", "Red", "Blk/Tan", "Merle", "Cream", "Tri")
MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip
EXPIRY_LABELS = ("Due", "Next due", "Valid until", "Booster due", "Expires", "Revaccinate by")


@dataclass(frozen=True)
class Facts:
    """One dog's rabies vaccination as a page states it."""

    dog: str
    owner: str
    breed: str
    colour: str
    sex: str
    vet: str
    clinic: str
    address: str
    product: str
    maker: str
    years: int
    lot: str
    tag: str
    vaccinated: date
    expires: date
    phone: str
    fax: str


def plus_years(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def us_date(day: date, style: int) -> str:
    """The date as one of a US form's many hands would write it (style 0-9)."""
    m, d, y = day.month, day.day, day.year
    return (
        f"{m}/{d}/{y}",
        f"{m:02d}/{d:02d}/{y}",
        f"{m}/{d}/{y % 100:02d}",
        f"{m}-{d}-{y}",
        f"{MONTHS[m - 1]} {d}, {y}",
        f"{MONTHS[m - 1][:3]} {d} {y}",
        f"{y}-{m:02d}-{d:02d}",
        f"{d:02d}-{MONTHS[m - 1][:3]}-{y}",
        f"{d} {MONTHS[m - 1][:3].upper()} {y}",
        f"{MONTHS[m - 1]} {d} {y}",
    )[style % 10]


def duration_words(years: int, style: int) -> str:
    one = ("1 yr", "1 year", "1-year", "annual", "12 mo", "One year")
    three = ("3 yr", "3 year", "3-year", "triennial", "36 mo", "Three year")
    return (one if years == 1 else three)[style % 6]


def person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def phone(rng: random.Random) -> str:
    return f"(315) {rng.randint(220, 989)}-{rng.randint(1000, 9999)}"


def tag_number(rng: random.Random, year: int) -> str:
    digits = rng.randint(1000, 99999)
    return rng.choice(
        (
            f"{year}-{digits:05d}",
            f"R-{digits}",
            f"CLY {digits % 10000:04d}",
            f"{digits}",
            f"{year % 100}-{digits % 10000}",
            f"{rng.choice('ABHKT')}{digits:05d}",
        )
    )


def lot_number(rng: random.Random) -> str:
    n = rng.randint(100, 99999)
    letter = rng.choice("ABCDEFGHJKLMNPRT")
    return rng.choice(
        (
            f"{n:05d}{letter}",
            f"{letter}{n % 1000:03d}{rng.choice('ABC')}",
            f"{rng.randint(20, 26)}{letter}{n % 100:02d}",
            f"{letter}{rng.choice('XYZ')}{n}",
            f"{n % 10000:04d}-{rng.randint(1, 9)}",
            f"{rng.randint(300, 399)}{n % 1000:03d}{letter}",
        )
    )


def draw_facts(rng: random.Random, low_cost: bool = False) -> Facts:
    product, years, maker = rng.choice(VACCINES)
    if rng.random() < 0.25:
        years = 1  # a first dose counts for a year whatever the product (New York's rule)
    # vaccinated between mid-2023 and a week before "now": about one in ten has lapsed
    vaccinated = TODAY - timedelta(days=rng.randint(7, 1250 if years == 3 else 420))
    clinic = rng.choice(LOW_COST if low_cost else CLINICS)
    return Facts(
        dog=rng.choice(DOGS),
        owner=person(rng),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        sex=rng.choice(("M", "F", "MN", "FS")),
        vet=rng.choice(VETS),
        clinic=clinic,
        address=rng.choice(STREETS),
        product=product,
        maker=maker,
        years=years,
        lot=lot_number(rng),
        tag=tag_number(rng, vaccinated.year),
        vaccinated=vaccinated,
        expires=plus_years(vaccinated, years),
        phone=phone(rng),
        fax=phone(rng),
    )
