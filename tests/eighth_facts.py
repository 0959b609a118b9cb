"""The eighth certificate set's facts: who, which dog, which vaccine, when, and how it is written.

A page's facts are drawn from its own seeded random source, so a page never depends on the pages
before it. Names are of the kinds met in Central New York (Polish, Italian, Irish, Puerto Rican
and Mexican, Vietnamese, Black American families); vaccination days fall in the three years
before 2026-12-03 (a few more for a lapsed three-year vaccine), and about one certificate in
seven has lapsed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from tests.heldout_certificates import Truth

SEED = "issue-28-eighth-2026-12-03"
TODAY = date(2026, 12, 3)

FAMILIES = (
    (("Anna", "Tomasz", "Agnieszka", "Stanley", "Dorota"), ("Kowalski", "Wisniewski", "Grabowski")),
    (("Giuseppe", "Rosa", "Anthony", "Gina", "Vincent"), ("Russo", "DeLuca", "Caruso", "Esposito")),
    (("Maria", "Jose", "Carmen", "Luis", "Yesenia"), ("Rivera", "Santiago", "Ortiz", "Hernandez")),
    (("Linh", "Thanh", "Minh", "Hoa", "Duc"), ("Nguyen", "Tran", "Pham", "Vo")),
    (("Keisha", "Darnell", "Tamika", "Andre", "Jasmine"), ("Washington", "Jefferson", "Brooks")),
    (("Kevin", "Brittany", "Dale", "Colleen", "Sean"), ("Murphy", "O'Brien", "Schultz", "Fitch")),
)
DOGS = (
    "Biscuit",
    "Luna",
    "Chispa",
    "Canela",
    "Pierogi",
    "Bruno",
    "Mochi",
    "Tucker",
    "Sadie",
    "Bao",
    "Zeus",
    "Peanut",
    "Dakota",
    "Gnocchi",
    "Lola",
    "Rocco",
)
BREEDS = (
    "Lab mix",
    "Beagle",
    "Pit Bull mix",
    "Chihuahua",
    "German Shepherd",
    "Shih Tzu",
    "Goldendoodle",
    "Boxer",
    "Siberian Husky",
    "Dachshund",
    "Border Collie mix",
)
COLOURS = ("Black", "Brown/White", "Tan", "Brindle", "Black/Tan", "Cream", "Red", "Tricolor")
STREETS = ("Midler Ave", "Burnet Ave", "Onondaga Blvd", "Grant Blvd", "Salina St", "Butternut St")
TOWNS = ("Syracuse, NY 13206", "Liverpool, NY 13088", "Cicero, NY 13039", "Camillus, NY 13031")

# product, maker, durations it is licensed for (a three-year product may be given for one year)
PRODUCTS = (
    ("Imrab 3", "Boehringer Ingelheim", (1, 3)),
    ("Imrab 3 TF", "Boehringer Ingelheim", (1, 3)),
    ("Imrab 1", "Boehringer Ingelheim", (1,)),
    ("Defensor 3", "Zoetis", (1, 3)),
    ("Defensor 1", "Zoetis", (1,)),
    ("Rabvac 3", "Elanco", (1, 3)),
    ("Rabvac 1", "Elanco", (1,)),
    ("Nobivac 3-Rabies", "Merck Animal Health", (1, 3)),
    ("Nobivac 1-Rabies", "Merck Animal Health", (1,)),
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
MONTH_NAMES = (
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


def say_date(day: date, style: int) -> str:
    """A day as a US clinic or vet writes it; every style reads month first."""
    styles = (
        f"{day:%m/%d/%Y}",
        f"{day.month}/{day.day}/{day:%y}",
        f"{MONTHS[day.month - 1]} {day.day} {day.year}",
        f"{day.day:02d}-{MONTHS[day.month - 1].upper()}-{day.year}",
        f"{MONTH_NAMES[day.month - 1]} {day.day}, {day.year}",
        f"{day:%m-%d-%Y}",
        f"{day.month}/{day.day}/{day.year}",
    )
    return styles[style % len(styles)]


def years_later(day: date, years: int) -> date:
    """The same day `years` on; 29 February falls back to the 28th."""
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return day.replace(year=day.year + years, day=28)


@dataclass(frozen=True)
class Facts:
    """Everything a page may print; `tag`, `lot` and a printed expiry are sometimes left off."""

    vaccinated: date
    years: int
    expiry_printed: bool
    tag: str | None
    vet: str
    vet_licence: str
    clinic: str
    clinic_lines: tuple[str, ...]  # street, town, phone under the clinic's name
    dog: str
    breed: str
    colour: str
    sex: str
    age: str
    owner: str
    owner_street: str
    owner_town: str
    owner_phone: str
    product: str
    maker: str
    lot: str | None
    serial_expiry: date  # the vaccine lot's own expiry: a date that is not the certificate's
    style: int  # how this page writes its dates

    @property
    def expires(self) -> date:
        return years_later(self.vaccinated, self.years)

    def day(self, day: date) -> str:
        return say_date(day, self.style)

    def truth(self) -> Truth:
        """The printed expiry, or the vaccination day plus the checked duration."""
        return Truth(
            vaccinated=self.vaccinated,
            expires=self.expires,
            tag=self.tag,
            veterinarian=self.vet,
            clinic=self.clinic,
            dog=self.dog,
            owner=self.owner,
            product=self.product,
            lot=self.lot,
        )


def person(rng: random.Random) -> str:
    firsts, lasts = rng.choice(FAMILIES)
    return f"{rng.choice(firsts)} {rng.choice(lasts)}"


def tag_number(rng: random.Random, year: int) -> str:
    kinds = (
        f"R{year % 100}-{rng.randint(100, 9999):04d}",
        f"{year}-{rng.randint(100, 2999)}",
        f"{rng.randint(1000, 99999):05d}",
        f"{rng.choice('ABCHK')}{rng.randint(10000, 99999)}",
    )
    return rng.choice(kinds)


def lot_number(rng: random.Random) -> str:
    kinds = (
        f"{rng.randint(100, 999)}{rng.randint(1000, 9999)}{rng.choice('ABCD')}",
        f"{rng.choice(('MF', 'RB', 'ZT', 'NB'))}{rng.randint(1000, 9999)}",
        f"{rng.randint(10, 99)}-{rng.randint(100, 999)}{rng.choice('ABX')}",
    )
    return rng.choice(kinds)


def draw_facts(
    rng: random.Random, clinic: str, clinic_lines: tuple[str, ...], *, tag_odds: float = 0.75
) -> Facts:
    product, maker, durations = rng.choice(PRODUCTS)
    years = 3 if 3 in durations and rng.random() < 0.65 else 1
    # mostly a current certificate; about one in seven has lapsed (a resident renewing late)
    lapsed = rng.random() < 0.15
    back = (
        rng.randint(years * 365 + 5, 3 * 365 + 200) if lapsed else rng.randint(5, years * 365 - 15)
    )
    vaccinated = TODAY - timedelta(days=back)
    return Facts(
        vaccinated=vaccinated,
        years=years,
        expiry_printed=rng.random() < 0.7,
        tag=tag_number(rng, vaccinated.year) if rng.random() < tag_odds else None,
        vet=person(rng),
        vet_licence=f"{rng.randint(1000, 9999)}{rng.randint(10, 99)}",
        clinic=clinic,
        clinic_lines=clinic_lines,
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        sex=rng.choice(("M/N", "F/S", "Male", "Female", "MN", "FS")),
        age=f"{rng.randint(1, 12)} yrs",
        owner=person(rng),
        owner_street=f"{rng.randint(12, 980)} {rng.choice(STREETS)}",
        owner_town=rng.choice(TOWNS),
        owner_phone=f"(315) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
        product=product,
        maker=maker,
        lot=lot_number(rng) if rng.random() < 0.85 else None,
        serial_expiry=date(vaccinated.year + 1, rng.randint(1, 12), 1) + timedelta(days=27),
        style=rng.randrange(7),
    )
