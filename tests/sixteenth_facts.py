"""The sixteenth certificate set's made-up facts: New York dogs, owners, practices, vets, the
rabies vaccines sold in the US with lot numbers shaped like theirs, tags, and shot dates a
resident licensing in December 2026 would hold, with the ways each paper writes a date."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta


def _names(joined: str) -> tuple[str, ...]:
    return tuple(joined.split("|"))


DOGS = _names(
    "Biscuit|Moose|Pepper|Tucker|Juniper|Ollie|Waffles|Koda|Hazel|Ranger|Mabel|Bruno|"
    "Clementine|Otis|Ziggy|Nala|Gus|Penny Lane|Bandit|Rosie|Fitz|Luna Belle|Chewie|"
    "Marley|Tater|Poppy|Boomer|Sadie Mae|Dexter|Willow"
)
CATS = ("Mittens", "Sushi", "Cleo", "Pumpkin", "Shadow", "Noodle", "Misty", "Tiger")
BREEDS = _names(
    "Labrador Retriever|Beagle|Golden Retriever|Boston Terrier|Pit Bull mix|Shih Tzu|"
    "Goldendoodle|German Shepherd|Cavalier KCS|Chihuahua mix|Australian Shepherd|"
    "Dachshund|Bernese Mountain Dog|Havanese"
)
COLORS = ("Black", "Yellow", "Brindle", "Tri-color", "Red/White", "Chocolate", "Cream", "Merle")
FIRST = _names(
    "Karen|Luis|Megan|Darnell|Priya|Thomas|Aisha|Kevin|Rachel|Giovanni|Shannon|Wei|Brian|"
    "Tamika|Patrick|Yesenia|Joanne|Marcus"
)
LAST = _names(
    "Kowalski|Delgado|O'Brien|Nguyen|Schwartz|Hollister|Baptiste|Romano|Fitzgerald|"
    "Okafor|Lindqvist|Castellano|Pryor|Weinberg|DeLuca|Haddad|McAllister|Sandoval"
)
VET_FIRST = _names(
    "Hannah|Robert|Emily|Samir|Colleen|David|Ana|Jonathan|Meredith|Kwame|Laura|Peter"
)
VET_LAST = _names(
    "Brandt|Esposito|Whitaker|Malhotra|Quinn|Ferraro|Lindgren|Abernathy|Chu|Osei|Van Wyck|Garrity"
)
PLACES = (
    ("Saugerties", "12477"),
    ("Kingston", "12401"),
    ("New Paltz", "12561"),
    ("Rhinebeck", "12572"),
    ("Poughkeepsie", "12601"),
    ("Beacon", "12508"),
    ("Oneonta", "13820"),
    ("Cortland", "13045"),
    ("Glens Falls", "12801"),
    ("Canandaigua", "14424"),
    ("Batavia", "14020"),
    ("Patchogue", "11772"),
    ("Nyack", "10960"),
    ("Ithaca", "14850"),
)
STREETS = _names(
    "Main St|Maple Ave|Route 9W|Broadway|Church St|Ulster Ave|North Rd|Academy St|"
    "Lake Shore Dr|Elm St"
)
CLINIC_WORDS = (
    ("Hudson Valley", "Animal Hospital"),
    ("Catskill Creek", "Veterinary Clinic"),
    ("Riverbend", "Pet Care"),
    ("Twin Maples", "Veterinary Practice"),
    ("Stony Brook Road", "Animal Clinic"),
    ("Finger Lakes", "Veterinary Associates"),
    ("Old Mill", "Animal Hospital"),
    ("Northgate", "Veterinary Center"),
    ("Bluestone", "Vet Clinic"),
    ("Orchard Hill", "Animal Care"),
)
# (product, years, maker, lot shapes: L letter, D digit)
VACCINES = (
    ("Nobivac 3-Rabies", 3, "Merck", "DDDDDDD"),
    ("Nobivac 1-Rabies", 1, "Merck", "DDDDDDD"),
    ("Imrab 3 TF", 3, "Boehringer", "LLDDDDDDD"),
    ("Imrab 3", 3, "Boehringer", "LLDDDDD"),
    ("Rabvac 3", 3, "Elanco", "DDDDDDLL"),
    ("Defensor 3", 3, "Zoetis", "DDDDDDDLL"),
    ("Defensor 1", 1, "Zoetis", "DDDDDDDLL"),
    ("Rabvac 1", 1, "Elanco", "DDDDDDLL"),
)
CAT_VACCINES = (("Purevax Feline Rabies", 1, "Boehringer", "LDDDDDD"),)
MONTHS = _names(
    "January|February|March|April|May|June|July|August|September|October|November|December"
)


def lot_number(rng: random.Random, shape: str) -> str:
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return "".join(rng.choice(letters) if c == "L" else str(rng.randrange(10)) for c in shape)


def fmt_date(d: date, style: str) -> str:
    """A date as a paper writes it."""
    mon = MONTHS[d.month - 1]
    return {
        "us": f"{d.month:02d}/{d.day:02d}/{d.year}",
        "us_short": f"{d.month}/{d.day}/{d.year % 100:02d}",
        "us_plain": f"{d.month}/{d.day}/{d.year}",
        "iso": d.isoformat(),
        "long": f"{mon} {d.day}, {d.year}",
        "abbr": f"{mon[:3]} {d.day}, {d.year}",
        "dmy_abbr": f"{d.day:02d}-{mon[:3]}-{d.year}",
        "dash": f"{d.month:02d}-{d.day:02d}-{d.year}",
        "dots": f"{d.month}.{d.day}.{d.year % 100:02d}",
    }[style]


DATE_STYLES = ("us", "us_short", "us_plain", "iso", "long", "abbr", "dmy_abbr", "dash", "dots")


@dataclass(frozen=True)
class Facts:
    dog: str
    breed: str
    color: str
    sex: str
    born: date
    owner_first: str
    owner_last: str
    street: str
    town: str
    zip: str
    phone: str
    vet_first: str
    vet_last: str
    clinic: str
    product: str
    maker: str
    years: int
    lot: str
    tag: str
    given: date
    expires: date

    @property
    def owner(self) -> str:
        return f"{self.owner_first} {self.owner_last}"

    @property
    def vet(self) -> str:
        return f"Dr. {self.vet_first} {self.vet_last}"


def draw_facts(rng: random.Random, *, one_year: bool | None = None, puppy: bool = False) -> Facts:
    """One dog's facts; a shot that is still good on 4 December 2026."""
    choices = [v for v in VACCINES if one_year is None or (v[1] == 1) == one_year]
    product, years, maker, shape = rng.choice(choices)
    if years == 1:
        given = date(2026, 1, 5) + timedelta(days=rng.randrange(320))
    else:
        given = date(2024, 1, 8) + timedelta(days=rng.randrange(1000))
        given = min(given, date(2026, 11, 20))
    born = given - timedelta(days=rng.randrange(120, 130) if puppy else rng.randrange(400, 3600))
    expires = date(given.year + years, given.month, min(given.day, 28))
    if rng.random() < 0.3:
        expires -= timedelta(days=1)
    place = rng.choice(PLACES)
    words = rng.choice(CLINIC_WORDS)
    tag = rng.choice(
        (
            f"{given.year % 100:02d}-{rng.randrange(1000, 99999):05d}",
            f"{rng.randrange(100000, 999999)}",
            f"R{rng.randrange(10000, 99999)}",
            f"{given.year}-{rng.randrange(100, 9999):04d}",
        )
    )
    area = rng.choice(("845", "607", "518", "585", "631"))
    return Facts(
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        color=rng.choice(COLORS),
        sex=rng.choice(("M/N", "F/S", "Male", "Female")),
        born=born,
        owner_first=rng.choice(FIRST),
        owner_last=rng.choice(LAST),
        street=f"{rng.randrange(3, 980)} {rng.choice(STREETS)}",
        town=place[0],
        zip=place[1],
        phone=f"({area}) {rng.randrange(200, 999)}-{rng.randrange(1000, 9999)}",
        vet_first=rng.choice(VET_FIRST),
        vet_last=rng.choice(VET_LAST),
        clinic=f"{words[0]} {words[1]}",
        product=product,
        maker=maker,
        years=years,
        lot=lot_number(rng, shape),
        tag=tag,
        given=given,
        expires=expires,
    )


def other_date(rng: random.Random, near: date, days: int = 400) -> date:
    """A different date near a shot: another vaccine, a visit, a print date; never after the
    third of December 2026."""
    near = min(near, date(2026, 12, 3) - timedelta(days=days // 2 + 1))
    while True:
        d = near + timedelta(days=rng.randrange(-days, days))
        if d != near and d <= date(2026, 12, 3):
            return d
