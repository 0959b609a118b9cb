"""The sixth set's facts: who, which dog, which vaccine, and the ways a date or tag is written."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

TODAY = date(2026, 12, 2)

DOGS = (
    "Biscuit", "Waffles", "Juniper", "Tater", "Moose", "Pepper", "Nala", "Ziggy", "Otis",
    "Clementine", "Brisket", "Hazel", "Rocco", "Maple", "Gus", "Koda", "Sprocket", "Dottie",
    "Ranger", "Mabel", "Bruno", "Pickles", "Winnie", "Chester", "Lulu", "Bandit", "Peanut",
    "Scout", "Marlowe", "Fiona", "Duke", "Pumpkin", "Shadow", "Roxie", "Tank", "Noodle",
)  # fmt: skip
FIRST = (
    "Dana", "Marcus", "Teresa", "Kyle", "Anjali", "Brendan", "Shirley", "Luis", "Megan",
    "Oksana", "Darnell", "Colleen", "Hector", "Jolene", "Trevor", "Mei", "Gail", "Ahmed",
    "Kristen", "Ray", "Yolanda", "Stosh", "Bernadette", "Owen",
)  # fmt: skip
LAST = (
    "Kowalczyk", "DeSantis", "Brennan", "Okonkwo", "Lafleur", "Pietrowski", "Hughes",
    "Castellano", "Vanderpool", "Nguyen", "McCarthy", "Szymanski", "Ortiz", "Whitcomb",
    "Barbagallo", "Haddad", "Lindqvist", "Moreau", "Tibbetts", "Gallagher", "Yoder",
)  # fmt: skip
VETS = (
    "Priya Raman", "Thomas Okafor", "Janet Lisowski", "Carlos Mendez", "Heather Stroud",
    "Wendell Price", "Amy Zhao", "Robert Fiorini", "Katelyn Boyce", "Samuel Adeyemi",
    "Laura Tessier", "Neil Bankowski",
)  # fmt: skip
CLINICS = (
    "Oneida Lake Veterinary Clinic", "Route 31 Animal Hospital", "Seneca Knolls Pet Care",
    "Three Rivers Veterinary Group", "Morgan Road Animal Clinic", "Caughdenoy Vet Services",
    "Brewerton Companion Animal Hospital", "Northern Lights Veterinary Center",
)  # fmt: skip
BREEDS = (
    "Beagle", "Lab mix", "Golden Retriever", "Pit mix", "German Shepherd", "Shih Tzu",
    "Boxer", "Chihuahua", "Aussie", "Goldendoodle", "Basset", "Husky", "Corgi", "Mutt",
)  # fmt: skip
COLOURS = ("Black", "Tan", "Brindle", "Wht/Brn", "Tri", "Red", "Blk/Wht", "Merle", "Cream")
STREETS = (
    "Oswego Rd", "Henry Clay Blvd", "Buckley Rd", "Wetzel Rd", "Soule Rd", "Maple Rd",
    "Cold Springs Rd", "Gaskin Rd", "Kimbrook Dr", "Blackberry Rd",
)  # fmt: skip
# (product, maker, years): canine rabies vaccines sold in the US
VACCINES = (
    ("Rabvac 3", "Elanco", 3), ("Rabvac 1", "Elanco", 1), ("Imrab 3", "Boehringer Ingelheim", 3),
    ("Imrab 3 TF", "Boehringer Ingelheim", 3), ("Imrab 1", "Boehringer Ingelheim", 1),
    ("Defensor 3", "Zoetis", 3), ("Defensor 1", "Zoetis", 1), ("Nobivac 3-Rabies", "Merck", 3),
    ("Nobivac 1-Rabies", "Merck", 1), ("Continuum Rabies", "Merck", 3),
)  # fmt: skip
MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip


@dataclass(frozen=True)
class Facts:
    """One certificate's values, as true; a page prints or writes them in its own ways."""

    vaccinated: date
    expires: date
    years: int
    tag: str
    tag_written: str
    veterinarian: str
    clinic: str
    dog: str
    owner: str
    product: str
    maker: str
    lot: str
    breed: str
    colour: str
    sex: str
    street: str
    phone: str
    fee: str


def plus_years(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def us_date(day: date, style: int) -> str:
    """Ways a date is written in a New York town; every one means month first."""
    yy, mon = f"{day.year % 100:02d}", MONTHS[day.month - 1]
    return (
        f"{day.month}/{day.day}/{yy}",
        f"{day.month:02d}-{day.day:02d}-{day.year}",
        f"{day.month}.{day.day}.{yy}",
        f"{mon[:3]} {day.day} '{yy}",
        f"{day.day} {mon} {day.year}",
        f"{day.month:02d}/{day.day:02d}/{day.year}",
        day.isoformat(),
        f"{day.day:02d}-{mon[:3]}-{day.year}",
        f"{mon} {day.day}, {day.year}",
        f"{day.month}/{day.day}/{day.year}",
    )[style]


HAND_DATE_STYLES = (0, 1, 2, 3, 4, 9, 5)
PRINT_DATE_STYLES = (5, 6, 7, 8, 1)


def tag_forms(rng: random.Random) -> tuple[str, str]:
    """(the tag as true, the tag as written on the page)."""
    number = rng.randrange(100, 99999)
    kind = rng.randrange(6)
    if kind == 0:
        return f"{number:05d}", f"#{number:05d}"
    if kind == 1:
        return f"2026-{number % 10000:04d}", f"2026-{number % 10000:04d}"
    if kind == 2:
        return f"R {number % 10000}", f"R {number % 10000}"
    if kind == 3:
        return f"{number % 10000:04d}", f"No. {number % 10000:04d}"
    if kind == 4:
        return f"{number}", f"{number}"
    return f"CL{number % 100000:05d}", f"CL{number % 100000:05d}"


def lot(rng: random.Random) -> str:
    shape = rng.choice(("ddddddl", "ldddldd", "lldddd", "ddlddd", "dddddd"))
    return "".join(
        rng.choice("ABCDEFGHJKLMNPRSTUVWXZ") if c == "l" else str(rng.randrange(10)) for c in shape
    )


def facts(rng: random.Random) -> Facts:
    product, maker, years = rng.choice(VACCINES)
    if years == 3 and rng.random() < 0.25:
        years = 1  # a first shot of a three-year vaccine is good for one year in New York
    lapsed = rng.random() < 0.12
    back = rng.randrange(400, 1000) if lapsed and years == 1 else rng.randrange(5, 330)
    if lapsed and years == 3:
        back = rng.randrange(1100, 1300)
    vaccinated = TODAY - timedelta(days=back)
    true_tag, written_tag = tag_forms(rng)
    return Facts(
        vaccinated=vaccinated,
        expires=plus_years(vaccinated, years),
        years=years,
        tag=true_tag,
        tag_written=written_tag,
        veterinarian=rng.choice(VETS),
        clinic=rng.choice(CLINICS),
        dog=rng.choice(DOGS),
        owner=f"{rng.choice(FIRST)} {rng.choice(LAST)}",
        product=product,
        maker=maker,
        lot=lot(rng),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        sex=rng.choice(("M", "F", "MN", "FS")),
        street=f"{rng.randrange(12, 9800)} {rng.choice(STREETS)}",
        phone=f"315-{rng.randrange(200, 999)}-{rng.randrange(1000, 9999)}",
        fee=rng.choice(("$0.00", "$15.00", "$22.50", "$28.00")),
    )
