"""The facts of one page of the eleventh set: a dog, its owner, and the rabies shot it had, with
the other papers' dates beside it (other vaccines, admissions, claims, prints)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

SEED = "issue-28-eleventh-2026-12-03"  # frozen: the set is drawn once, blind
TODAY = date(2026, 12, 3)

DOGS = (
    "Wrigley", "Pepperjack", "Mabel", "Tucker", "Juniper", "Odin", "Clementine", "Boone", "Paprika",
    "Hank", "Winnie", "Dozer", "Marzipan", "Kona", "Beau", "Tilly", "Rocco", "Sprocket", "Nutmeg",
    "Ziggy", "Fennel", "Gus", "Lulu", "Bramble", "Maverick", "Pickles", "Sasha", "Otis", "Truffle",
    "Bodhi", "Ginger", "Ranger", "Cricket", "Yeti", "Waffles", "Penny Lane",
)  # fmt: skip
FIRST = (
    "Darlene", "Terrence", "Mei-Ling", "Oluwaseun", "Bridget", "Casimir", "Yolanda", "Desmond",
    "Ingrid", "Rashida", "Thaddeus", "Leontyne", "Marisol", "Bartholomew", "Keziah", "Ruairi",
    "Priyanka", "Augustin", "Wendell", "Nadia", "Corbin", "Eun-ji", "Fitzgerald", "Henrietta",
)  # fmt: skip
LAST = (
    "Szymanski", "Okonkwo", "Vanderhoof", "Lombardi", "Quattrocchi", "Haverkamp", "Delacroix-Byrne",
    "Nakamura", "Pellegrino", "Fairweather", "Oyelaran", "Brzezinski", "MacAllister", "Tremblay",
    "Gutierrez", "Abernathy", "Kowalczyk", "Ramaswamy", "Whitcomb", "DeLuca", "Ferreira",
    "Halloran",
)  # fmt: skip
VETS = (
    "Anneliese Korver", "Gordon Tsai", "Marguerite Oduya", "Lars Henningsen", "Farrah Qureshi",
    "Ignatius Boyle", "Chiamaka Eze", "Rosalind Verhoeven", "Tobias Achebe", "Evangeline Marsh",
    "Kwame Asante", "Solveig Lindqvist", "Benedict Ruiz", "Harriet Mbeki",
)  # fmt: skip
CLINICS = (
    "Brewerton Road Veterinary Clinic", "Oneida Lake Animal Hospital", "Cicero Pet Care Center",
    "Liverpool Village Veterinary", "Three Rivers Animal Clinic", "Taft Road Veterinary Hospital",
    "North Syracuse Animal Medical", "Caughdenoy Creek Vet Services", "Baldwinsville Small Animal",
    "Great Northern Mall Pet Clinic", "Plank Road Veterinary Associates",
)  # fmt: skip
PRODUCTS = (
    ("Imrab 3", 3, "Boehringer Ingelheim"),
    ("Imrab 3 TF", 3, "Boehringer Ingelheim"),
    ("Imrab 1", 1, "Boehringer Ingelheim"),
    ("Rabvac 1", 1, "Elanco"),
    ("Rabvac 3", 3, "Elanco"),
    ("Nobivac 3-Rabies", 3, "Merck Animal Health"),
    ("Nobivac 1-Rabies", 1, "Merck Animal Health"),
    ("Defensor 1", 1, "Zoetis"),
    ("Defensor 3", 3, "Zoetis"),
)
BREEDS = (
    "Labrador Retriever", "Beagle mix", "German Shepherd", "Goldendoodle", "Shih Tzu", "Boxer",
    "Australian Cattle Dog", "Pit Bull Terrier mix", "Cavalier KCS", "Border Collie", "Pug",
)  # fmt: skip
COLOURS = ("Black", "Brindle", "Tan/White", "Red", "Tricolor", "Fawn", "Blue merle", "Chocolate")
STREETS = ("Buckley Rd", "Wetzel Rd", "Morgan Rd", "Soule Rd", "Henry Clay Blvd", "Maple Rd")


@dataclass(frozen=True)
class Facts:
    dog: str
    breed: str
    sex: str
    colour: str
    born: date
    owner: str
    owner_last: str
    phone: str
    address: str
    vet: str
    clinic: str
    product: str
    years: int
    maker: str
    vaccinated: date
    expires: date
    tag: str
    lot: str
    others: tuple[tuple[str, date], ...]  # other vaccines and their days
    before: date  # a day before the shot (an intake, a claim's other line)
    after: date  # a day after it (a print, a claim, a signature)


def add_years(day: date, years: int) -> date:
    """Same month and day, `years` on; 29 February becomes 28 February."""
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return day.replace(year=day.year + years, day=28)


def _tag(rng: random.Random, year: int) -> str:
    return rng.choice(
        (
            f"{rng.randint(1000, 99999)}",
            f"{year % 100:02d}-{rng.randint(100, 9999)}",
            f"R{rng.randint(10000, 99999)}",
            f"{year}-{rng.randint(1000, 9999)}",
        )
    )


def _lot(rng: random.Random, maker: str) -> str:
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return {
        "Boehringer Ingelheim": f"{rng.randint(10, 99)}{rng.choice(letters)}"
        f"{rng.randint(100, 999)}",
        "Elanco": f"{rng.randint(100000, 999999)}{rng.choice(letters)}",
        "Merck Animal Health": f"A{rng.randint(100, 999)}{rng.choice(letters)}{rng.randint(1, 9)}",
        "Zoetis": f"{rng.randint(100, 999)}{rng.choice(letters)}{rng.choice(letters)}"
        f"{rng.randint(10, 99)}",
    }[maker]


def make_facts(rng: random.Random) -> Facts:
    product, years, maker = rng.choice(PRODUCTS)
    vaccinated = date(2022, 9, 1) + timedelta(days=rng.randint(0, 1540))  # to late Nov 2026
    if rng.random() < 0.06:
        vaccinated = date(2024, 2, 29)
    first, last = rng.choice(FIRST), rng.choice(LAST)
    others = (
        ("DHPP", vaccinated - timedelta(days=rng.randint(20, 300))),
        ("Bordetella", vaccinated + timedelta(days=rng.randint(-200, -10))),
        ("Leptospirosis", vaccinated - timedelta(days=rng.randint(5, 120))),
    )
    return Facts(
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        sex=rng.choice(("M/N", "F/S", "M", "F")),
        colour=rng.choice(COLOURS),
        born=vaccinated - timedelta(days=rng.randint(200, 4000)),
        owner=f"{first} {last}",
        owner_last=last,
        phone=f"(315) {rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
        address=f"{rng.randint(100, 9899)} {rng.choice(STREETS)}, Clay NY 13041",
        vet=rng.choice(VETS),
        clinic=rng.choice(CLINICS),
        product=product,
        years=years,
        maker=maker,
        vaccinated=vaccinated,
        expires=add_years(vaccinated, years),
        tag=_tag(rng, vaccinated.year),
        lot=_lot(rng, maker),
        others=others,
        before=vaccinated - timedelta(days=rng.randint(1, 40)),
        after=vaccinated + timedelta(days=rng.randint(2, 60)),
    )


def written(day: date, style: int) -> str:
    """A day as a page writes it; tests/test_eleventh_set.py parses these by its own rules."""
    return (
        f"{day:%m/%d/%Y}",
        f"{day.month}/{day.day}/{day:%y}",
        f"{day:%b} {day.day}, {day.year}",
        f"{day.day:02d}-{day:%b}-{day.year}",
        f"{day:%Y-%m-%d}",
        f"{day:%B} {day.day}, {day.year}",
        f"{day.month}-{day.day}-{day.year}",
    )[style]
