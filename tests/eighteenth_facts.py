"""The eighteenth set's facts: Central New York owners, dogs, vets and practices, the dog rabies
vaccines with their makers and lot shapes, tag numbers as towns and clinics issue them, and the
ways people write a date (padded and bare US numbers, two-digit years, dashes and dots, month
names, ordinal days, ISO). `shot` draws one page's truth: the current shot, its term, and whether
the page will print the expiry, only the term, or neither; a few are old papers that have lapsed."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from tests.heldout_certificates import Truth

DOGS = (
    "Biscuit", "Koda", "Luna Mae", "Dexter", "Sadie", "Ranger", "Pepper", "Nala", "Finnegan",
    "Maple", "Rocco", "Juniper", "Boomer", "Tilly", "Archie", "Roxy", "Chief", "Mabel",
)  # fmt: skip
OWNERS = (
    "Deborah Szymanski", "Carlos Ortiz", "Meghan Fitzgerald", "Anthony Russo", "Priya Natarajan",
    "William Hackett", "Jasmine Brooks", "Stanley Kowalczyk", "Erin McCarthy", "Tyrone Wallace",
    "Lindsey Vanderhoef", "Ahmed Haddad", "Kimberly Tran", "Joseph Lombardi",
)  # fmt: skip
VETS = (
    "Rebecca Hollister", "Daniel Okafor", "Sarah Vanderpool", "Miguel Santiago", "Laura Chen",
    "Brian Kettleson", "Jennifer Amato", "Paul Gruber", "Aisha Rahman", "Kevin Brennan",
)  # fmt: skip
CLINICS = (
    "Cicero Veterinary Clinic", "North Syracuse Animal Hospital", "Brewerton Pet Care",
    "Fayetteville Veterinary Associates", "Camillus Animal Clinic", "Oswego River Vet Center",
    "Manlius Pet Hospital", "Skaneateles Valley Animal Care", "Fulton Family Veterinary",
    "Central Square Animal Hospital",
)  # fmt: skip
PRODUCTS = {
    1: ("Imrab 1", "Defensor 1", "Rabvac 1", "Nobivac 1-Rabies"),
    3: ("Imrab 3", "Defensor 3", "Rabvac 3", "Nobivac 3-Rabies", "Imrab 3 TF"),
}
MAKERS = {
    "Imrab": "Boehringer Ingelheim",
    "Defensor": "Zoetis",
    "Rabvac": "Elanco",
    "Nobivac": "Merck",
}
BREEDS = (
    "Labrador Retriever", "Beagle", "German Shepherd", "Pit Mix", "Golden Doodle",
    "Shih Tzu", "Border Collie", "Boston Terrier", "Hound mix", "Cavalier KCS",
)  # fmt: skip
STREETS = (
    "Oswego Rd",
    "Route 31",
    "Buckley Rd",
    "Morgan Rd",
    "Taft Rd",
    "Wetzel Rd",
    "Verplank Rd",
)
TOWNS = ("Clay", "Liverpool", "Cicero", "Baldwinsville", "North Syracuse", "Brewerton")
DATE_STYLES = tuple(range(13))
PRINTED_STYLES = (0, 1, 3, 4, 5, 6, 7, 9, 10, 12)
PEN_STYLES = (1, 2, 3, 6, 8, 11, 12)
TODAY = date(2026, 12, 4)


def _ordinal(day: int) -> str:
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def fmt_date(day: date, style: int) -> str:
    return (
        f"{day:%m/%d/%Y}",
        f"{day.month}/{day.day}/{day.year}",
        f"{day.month}/{day.day}/{day:%y}",
        f"{day:%m/%d/%y}",
        f"{day:%b} {day.day}, {day.year}",
        f"{day:%B} {day.day}, {day.year}",
        f"{day.day} {day:%b} {day.year}",
        f"{day:%B} {_ordinal(day.day)}, {day.year}",
        f"{day.month}-{day.day}-{day.year}",
        f"{day:%Y-%m-%d}",
        f"{day:%d-%b-%Y}".upper(),
        f"{day.month}.{day.day}.{day:%y}",
        f"{day:%m-%d-%y}",
    )[style]


def plus_years(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return day.replace(year=day.year + years, day=28)


def days(day: date, count: int) -> date:
    return day + timedelta(days=count)


def tag_number(rng: random.Random, year: int) -> str:
    return rng.choice(
        (
            f"{year % 100}-{rng.randint(1000, 9999)}",
            f"{rng.randint(100000, 999999)}",
            f"R{rng.randint(10000, 99999)}",
            f"{year}-{rng.randint(100, 9999)}",
            f"CL{rng.randint(1000, 9999)}",
        )
    )


def lot_number(rng: random.Random, product: str) -> str:
    if product.startswith("Nobivac"):
        return f"A{rng.randint(100, 999)}{rng.choice('BCDEF')}{rng.randint(10, 99)}"
    if product.startswith("Defensor"):
        return f"{rng.randint(100, 999)}{rng.randint(100, 999)}A"
    if product.startswith("Rabvac"):
        return f"{rng.randint(100, 999)}{rng.choice(('RV', 'RB', 'A'))}{rng.randint(10, 99)}"
    return f"{rng.randint(6, 9)}{rng.randint(10000, 99999)}-{rng.randint(1, 2)}"


@dataclass(frozen=True)
class Shot:
    """A page's current rabies shot, its term, and what the page says of its end."""

    truth: Truth
    term: int
    ends: str  # "date": the expiry printed, "term": only the term, "none": neither
    end: date  # the shot's end, printed or not
    earlier: date  # a previous rabies shot, for pages that list one


def shot(rng: random.Random, ends: tuple[str, ...] = ("date", "date", "term", "none")) -> Shot:
    """One page's truth; about one page in eight is an old paper whose shot has lapsed."""
    lapsed = rng.random() < 0.12
    term = rng.choice((1, 3, 3)) if not lapsed else 1
    if lapsed:
        given = days(date(2023, 1, 9), rng.randrange(600))
    elif term == 3:
        given = days(date(2024, 1, 5), rng.randrange(1000))
    else:
        given = days(date(2026, 1, 2), rng.randrange(330))
    end = plus_years(given, term)
    if rng.random() < 0.25 and term == 1:  # "next due" a few days short of the year
        end = days(end, -rng.randrange(1, 14))
    how = rng.choice(ends)
    product = rng.choice(PRODUCTS[term])
    truth = Truth(
        vaccinated=given,
        expires={"date": end, "term": plus_years(given, term), "none": None}[how],
        tag=tag_number(rng, given.year),
        veterinarian=rng.choice(VETS),
        clinic=rng.choice(CLINICS),
        dog=rng.choice(DOGS),
        owner=rng.choice(OWNERS),
        product=product,
        lot=lot_number(rng, product),
    )
    earlier = days(given, -rng.choice((365, 1095)) - rng.randrange(-20, 40))
    return Shot(truth, term, how, end, earlier)


def vet_written(name: str, rng: random.Random) -> str:
    return rng.choice((f"Dr. {name}", f"{name}, DVM", name, f"Dr. {name} DVM"))


def phone(rng: random.Random) -> str:
    return f"(315) {rng.choice((451, 457, 622, 652, 699))}-{rng.randint(1000, 9999)}"
