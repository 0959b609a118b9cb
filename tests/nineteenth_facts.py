"""The nineteenth set's facts: one dog's rabies shot and the people, products and numbers around
it, and the ways a US paper writes a date."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
DATE_STYLES = ("mm/dd/yyyy", "m/d/yyyy", "m-d-yy", "m/d/yy", "mon d, yyyy", "iso", "d month yyyy")
TODAY = date(2026, 12, 4)  # the day the set was drawn: a shot's term ending by then has lapsed


def fmt_date(d: date, style: str) -> str:
    mon = MONTHS[d.month - 1]
    return {
        "mm/dd/yyyy": f"{d.month:02d}/{d.day:02d}/{d.year}",
        "m/d/yyyy": f"{d.month}/{d.day}/{d.year}",
        "m-d-yy": f"{d.month}-{d.day}-{d.year % 100:02d}",
        "m/d/yy": f"{d.month}/{d.day}/{d.year % 100:02d}",
        "mon d, yyyy": f"{mon[:3]} {d.day}, {d.year}",
        "iso": d.isoformat(),
        "d month yyyy": f"{d.day} {mon} {d.year}",
    }[style]


def plus_years(d: date, years: int) -> date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:  # 29 February
        return d.replace(year=d.year + years, day=28)


DOGS = (
    "Biscuit", "Luna", "Koda", "Pepper", "Winston", "Maple", "Rocco", "Juniper", "Diesel",
    "Clementine", "Hank", "Nala", "Ozzie", "Sadie Mae", "Tank", "Waffles", "Bear", "Millie",
    "Chewy", "Poppy", "Ranger", "Lulu", "Bentley", "Marley",
)  # fmt: skip
OWNERS = (
    "Colleen Barkowski", "Dwayne Hollister", "Priya Venkataraman", "Tom Szymanski",
    "Angela DeLuca", "Marcus Whitfield", "Jenna Kowalewski", "Ramon Ortiz-Vega", "Beth Ann Carrow",
    "Steven Nakamura", "Kayla Brunetti", "Gary Lindqvist", "Moira Fitzgerald", "Hassan El-Amin",
    "Denise Pultz", "Craig Ostrander",
)  # fmt: skip
VETS = (
    "Rachel Vandermeer", "Omar Haddad", "Kristin Leszczynski", "Paul Antonelli", "Mei-Ling Cho",
    "Brendan Furlong", "Sara Gutknecht", "Ifeoma Nwosu", "Jeffrey Plourde", "Laura McTiernan",
)  # fmt: skip
CLINICS = (
    "Route 31 Veterinary Hospital", "Clay Village Animal Clinic", "Oneida Lake Pet Care",
    "Caughdenoy Road Veterinary Associates", "Brewerton Animal Hospital", "Three Rivers Vet Clinic",
    "Cicero Commons Animal Hospital", "Liverpool Companion Animal Care", "Euclid Veterinary Group",
)  # fmt: skip
PRODUCTS = {
    3: (
        ("Imrab 3", "Boehringer Ingelheim"),
        ("Imrab 3 TF", "Boehringer Ingelheim"),
        ("Rabvac 3", "Elanco"),
        ("Defensor 3", "Zoetis"),
        ("Nobivac 3-Rabies", "Merck"),
    ),
    1: (
        ("Nobivac 1-Rabies", "Merck"),
        ("Defensor 1", "Zoetis"),
        ("Rabvac 1", "Elanco"),
        ("Imrab 1", "Boehringer Ingelheim"),
    ),
}
BREEDS = (
    "Labrador Retriever", "Beagle", "Boxer mix", "German Shepherd", "Pit Bull mix", "Shih Tzu",
    "Golden Retriever", "Border Collie", "Dachshund", "Siberian Husky", "Hound mix", "Poodle",
)  # fmt: skip
COLORS = ("Black", "Tan", "Brindle", "Black/white", "Red", "Tricolor", "Fawn", "Yellow", "Grey")
STREETS = ("Oswego Rd", "Henry Clay Blvd", "Soule Rd", "Maple Rd", "Wetzel Rd", "Morgan Rd")


@dataclass(frozen=True)
class Facts:
    given: date
    years: int
    tag: str
    lot: str
    product: str
    maker: str
    vet: str
    clinic: str
    dog: str
    owner: str
    breed: str
    sex: str
    color: str
    born: date
    street: str

    @property
    def expires(self) -> date:
        return plus_years(self.given, self.years)


def tag_number(rng: random.Random, year: int) -> str:
    return rng.choice(
        (
            f"{year}-{rng.randint(1000, 9999)}",
            f"R{rng.randint(100000, 999999)}",
            f"{rng.randint(30000, 89999)}",
            f"NY{year % 100}-{rng.randint(100, 9999):04d}",
        )
    )


def lot_number(rng: random.Random) -> str:
    return rng.choice(
        (
            f"{rng.randint(300000, 499999)}{rng.choice('ABCDE')}",
            f"RB{rng.randint(1000, 9999)}{rng.choice('ABX')}",
            f"{rng.randint(10, 99)}{rng.choice('KLMP')}{rng.randint(1000, 9999)}",
            f"L{rng.randint(2100, 2999)}-{rng.randint(1, 9)}",
        )
    )


def draw_facts(rng: random.Random, *, lapse: float = 0.13, three: float = 0.65) -> Facts:
    """A shot whose term has run out (lapse of the time) or is still in force on TODAY."""
    years = 3 if rng.random() < three else 1
    if rng.random() < lapse:
        start, end = (
            (date(2023, 1, 5), date(2023, 11, 20))
            if years == 3
            else (date(2024, 2, 1), date(2025, 11, 15))
        )
    else:
        start = plus_years(TODAY, -years) + timedelta(days=8)
        end = date(2026, 11, 25)
    given = start + timedelta(days=rng.randrange((end - start).days))
    product, maker = rng.choice(PRODUCTS[years])
    return Facts(
        given=given,
        years=years,
        tag=tag_number(rng, given.year),
        lot=lot_number(rng),
        product=product,
        maker=maker,
        vet=rng.choice(VETS),
        clinic=rng.choice(CLINICS),
        dog=rng.choice(DOGS),
        owner=rng.choice(OWNERS),
        breed=rng.choice(BREEDS),
        sex=rng.choice(("M/N", "F/S", "Male", "Female")),
        color=rng.choice(COLORS),
        born=given - timedelta(days=rng.randint(200, 3800)),
        street=f"{rng.randint(100, 8999)} {rng.choice(STREETS)}",
    )
