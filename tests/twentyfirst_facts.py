"""The twenty-first set's facts: New York dogs, owners, practices and veterinarians, licensed
rabies vaccines with their terms, lot and tag numbers in several shapes, and the date styles a
page writes its dates in (06/06/2025, 6/6/25, June 6, 2025, 2025-06-06, 06-Jun-2025 …)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from tests.heldout_certificates import Truth

TODAY = date(2026, 12, 4)

DOGS = (
    "Biscuit", "Juniper", "Ozzie", "Pickles", "Marlowe", "Tater", "Hazel", "Bruno", "Clementine",
    "Roscoe", "Willow", "Gus", "Nacho", "Sadie Mae", "Bowie", "Lentil", "Murphy", "Pepper",
    "Ziggy", "Dolly", "Fennel", "Kodiak", "Mabel", "Otis", "Scout", "Truffle", "Yogi", "Birdie",
    "Chief", "Goldie", "Huckleberry", "Izzy", "Jax", "Koa", "Luna Belle", "Moose", "Nutmeg",
    "Pretzel", "Rocco", "Sprocket", "Tinsel", "Waffles", "Zeus", "Apollo", "Beans",
)  # fmt: skip
BREEDS = (
    "Labrador Retriever", "Beagle mix", "Pit Bull Terrier", "Shih Tzu", "German Shepherd",
    "Goldendoodle", "Chihuahua mix", "Boxer", "Australian Shepherd", "Dachshund",
    "Cavalier King Charles", "Siberian Husky", "Hound mix", "Border Collie", "French Bulldog",
)  # fmt: skip
COLOURS = ("black/white", "tan", "brindle", "red", "tricolor", "cream", "grey", "brown", "white")
FIRST = (
    "Adaeze", "Brendan", "Carmen", "Desmond", "Eleni", "Fatima", "Gregory", "Hyun-woo", "Imani",
    "Joaquin", "Kathleen", "Lorenzo", "Mariana", "Nathaniel", "Oksana", "Priya", "Quentin",
    "Rosalind", "Siobhan", "Tobias", "Ursula", "Vikram", "Wendell", "Xiomara", "Yusuf", "Zofia",
    "Anthony", "Bridget", "Colleen", "Dominic",
)  # fmt: skip
LAST = (
    "Abernathy", "Bustamante", "Cavanaugh", "DiNapoli", "Eberhardt", "Fitzgerald", "Gallagher",
    "Hollister", "Iannucci", "Jablonski", "Kowalczyk", "Lindqvist", "Mahoney", "Nwachukwu",
    "O'Rourke", "Pellegrino", "Quinlan", "Rasmussen", "Santangelo", "Thibodeaux", "Underwood",
    "Vasquez", "Wojcik", "Yablonsky", "Zimmerman", "Brennan", "Castellano", "Donnelly",
)  # fmt: skip
VET_LAST = (
    "Okafor", "Lindgren", "Marchetti", "Huang", "Delacroix", "Brandt", "Szymanski", "Patel",
    "Goldfarb", "Moreau", "Ashworth", "Kwiatkowski", "Nakamura", "Ferreira", "Halvorsen",
    "Romano", "Oyelaran", "McAllister", "Visconti", "Stavros",
)  # fmt: skip
VET_FIRST = (
    "Ingrid", "Rafael", "Meredith", "Samuel", "Anjali", "Colin", "Beatriz", "Gideon", "Naomi",
    "Tomasz", "Leila", "Declan", "Hannah", "Marcus",
)  # fmt: skip
TOWNS = (
    ("Saratoga Springs", "12866", "518"), ("Ithaca", "14850", "607"), ("Kingston", "12401", "845"),
    ("Poughkeepsie", "12601", "845"), ("Utica", "13501", "315"), ("Batavia", "14020", "585"),
    ("Oneonta", "13820", "607"), ("Plattsburgh", "12901", "518"), ("Elmira", "14901", "607"),
    ("Huntington", "11743", "631"), ("Yonkers", "10701", "914"), ("Watertown", "13601", "315"),
    ("Canandaigua", "14424", "585"), ("Glens Falls", "12801", "518"),
    ("Middletown", "10940", "845"),
    ("Cortland", "13045", "607"), ("Lockport", "14094", "716"), ("Riverhead", "11901", "631"),
)  # fmt: skip
STREETS = (
    "Maple Ave", "Union St", "Ridge Rd", "Church St", "Lake Shore Dr", "Mill Pond Ln",
    "Route 9W", "Genesee St", "Orchard Hill Rd", "Schuyler St", "Delaware Ave", "Cayuga Hts Rd",
)  # fmt: skip
# (name, term in years, maker)
VACCINES = (
    ("Imrab 3 TF", 3, "Boehringer Ingelheim"), ("Imrab 3", 3, "Boehringer Ingelheim"),
    ("Imrab 1", 1, "Boehringer Ingelheim"), ("Defensor 3", 3, "Zoetis"),
    ("Defensor 1", 1, "Zoetis"),
    ("Nobivac 3-Rabies", 3, "Merck Animal Health"), ("Nobivac 1-Rabies", 1, "Merck Animal Health"),
    ("Rabvac 3", 3, "Elanco"), ("Rabvac 1", 1, "Elanco"), ("Continuum Rabies", 3, "Elanco"),
)  # fmt: skip
OTHER_SHOTS = ("DHPP", "DA2PP", "Bordetella", "Leptospirosis 4", "Canine Influenza H3N2/H3N8",
               "Lyme (Borrelia)", "Parvo booster", "DAPP + Lepto")  # fmt: skip
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip


def _ddd(d: date) -> str:
    return f"{d.day:02d}-{MONTHS[d.month - 1][:3]}-{d.year}"


def fmt_date(d: date, style: int) -> str:
    """One date in one of the styles pages here write."""
    mon = MONTHS[d.month - 1]
    return (
        f"{d.month:02d}/{d.day:02d}/{d.year}",  # 06/06/2025
        f"{d.month}/{d.day}/{d.year % 100:02d}",  # 6/6/25
        f"{mon} {d.day}, {d.year}",  # June 6, 2025
        f"{d.year}-{d.month:02d}-{d.day:02d}",  # 2025-06-06
        _ddd(d),  # 06-Jun-2025
        f"{mon[:3]} {d.day}, {d.year}",  # Jun 6, 2025
        f"{d.month}/{d.day}/{d.year}",  # 6/6/2025
        f"{d.month:02d}-{d.day:02d}-{d.year}",  # 06-06-2025
        _ddd(d).upper(),  # 06-JUN-2025
        f"{d.day} {mon[:3]} {d.year}",  # 6 Jun 2025
        f"{d.month}-{d.day}-{d.year % 100:02d}",  # 6-6-25
    )[style]


DATE_STYLES = tuple(range(11))
HAND_STYLES = (1, 6, 10, 0)  # what a pen writes


def plus_years(d: date, years: int) -> date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        return d.replace(year=d.year + years, day=28)


def day_between(rng: random.Random, first: date, last: date) -> date:
    return first + timedelta(days=rng.randrange((last - first).days + 1))


def person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def phone(rng: random.Random, area: str) -> str:
    return f"({area}) {rng.randrange(200, 990)}-{rng.randrange(10000):04d}"


def lot(rng: random.Random) -> str:
    shapes = (
        lambda: f"{rng.randrange(1, 9)}{rng.choice('ABCDEFGH')}{rng.randrange(10**5):05d}",
        lambda: f"{rng.randrange(10**5, 10**6)}{rng.choice('ABCDE')}",
        lambda: (
            f"{rng.choice('ABJKNRT')}{rng.randrange(100, 999)}"
            + f"{rng.choice('CDFX')}{rng.randrange(10, 99)}"
        ),
        lambda: f"{rng.choice('PRS')}{rng.randrange(10**6, 10**7)}",
        lambda: f"{rng.randrange(10, 99)}{rng.choice('LMNR')}-{rng.randrange(1000, 9999)}",
    )
    return rng.choice(shapes)()


def tag(rng: random.Random, year: int) -> str:
    shapes = (
        lambda: f"{rng.randrange(10000, 99999)}",
        lambda: f"{year % 100:02d}-{rng.randrange(1000, 9999)}",
        lambda: f"R{rng.randrange(100000, 999999)}",
        lambda: f"{rng.choice('ABCHKMT')}{rng.randrange(1000, 9999)}",
        lambda: f"{rng.randrange(0, 999):03d}{rng.randrange(0, 999):03d}",
        lambda: f"RT-{rng.randrange(10000, 99999)}",
    )
    return rng.choice(shapes)()


@dataclass
class Facts:
    """One dog's visit: who, where, when, which vial; a page shows some of it."""

    dog: str
    breed: str
    colour: str
    owner: str
    street: str
    town: str
    zip: str
    area: str
    vet: str  # without Dr. / DVM
    clinic: str
    product: str
    maker: str
    term: int
    lot: str
    tag: str
    given: date
    due: date

    def truth(
        self,
        *,
        expires: date | bool | None = True,
        tag: bool = True,
        vet: bool = True,
        clinic: bool = True,
        product: bool = True,
        lot: bool = True,
        owner: bool = True,
    ) -> Truth:
        exp = self.due if expires is True else (None if expires is False else expires)
        return Truth(
            vaccinated=self.given,
            expires=exp,  # type: ignore[arg-type]
            tag=self.tag if tag else None,
            veterinarian=self.vet if vet else None,
            clinic=self.clinic if clinic else None,
            dog=self.dog,
            owner=self.owner if owner else None,
            product=self.product if product else None,
            lot=self.lot if lot else None,
        )


def facts(rng: random.Random, clinic: str, first: date, last: date, lapse: float = 0.0) -> Facts:
    """A visit between first and last; with chance lapse, a 1-year shot given over a year ago."""
    town, zip_code, area = rng.choice(TOWNS)
    product, term, maker = rng.choice(VACCINES)
    given = day_between(rng, first, last)
    if rng.random() < lapse:
        product, term, maker = rng.choice([v for v in VACCINES if v[1] == 1])
        given = day_between(rng, date(2023, 3, 1), date(2025, 10, 31))
    elif plus_years(given, term) <= TODAY:  # most papers here are current
        since = max(first, plus_years(TODAY, -term) + timedelta(days=20))
        given = day_between(rng, since, max(since, last))
    return Facts(
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        owner=person(rng),
        street=f"{rng.randrange(4, 1990)} {rng.choice(STREETS)}",
        town=town,
        zip=zip_code,
        area=area,
        vet=f"{rng.choice(VET_FIRST)} {rng.choice(VET_LAST)}",
        clinic=clinic.format(town=town),
        product=product,
        maker=maker,
        term=term,
        lot=lot(rng),
        tag=tag(rng, given.year),
        given=given,
        due=plus_years(given, term),
    )


def term_text(term: int, rng: random.Random) -> str:
    one = ("1 yr", "1 year", "1-year", "One year", "1yr")
    three = ("3 yr", "3 year", "3-year", "Three year", "3yr")
    return rng.choice(one if term == 1 else three)
