"""The twenty-fourth set's facts: central New York dogs and owners, veterinarians, practices,
licensed rabies vaccines with their terms, lot and tag numbers in several shapes, and the date
styles the pages write (month first as New York writes them; day first, as a travel booklet filled
by an owner used to European dates writes them, only where the day is past the twelfth)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from tests.heldout_certificates import Truth

TODAY = date(2026, 12, 6)

DOGS = (
    "Archie", "Bailey", "Captain", "Daisy Mae", "Ember", "Finnegan", "Gizmo", "Harley", "Indigo",
    "Jasper", "Koda", "Lulu", "Maple", "Nala", "Oreo", "Peanut", "Quincy", "Remy", "Skipper",
    "Tinkerbell", "Ursa", "Vinnie", "Winston", "Xena", "Yukon", "Ziggy", "Benny", "Cocoa",
    "Dexter", "Freckles", "Gracie", "Hank", "Ivy", "Jolene", "Kirby", "Loki", "Millie", "Nugget",
    "Otto", "Pickles", "Ranger", "Sasha", "Teddy", "Walter", "Bear", "Chester", "Sunny",
)  # fmt: skip
BREEDS = (
    "Labrador Retriever", "English Springer Spaniel", "German Shorthaired Pointer", "Brittany",
    "Beagle", "Border Collie", "Pit Bull mix", "Yorkshire Terrier", "Bernese Mountain Dog",
    "Cocker Spaniel", "Weimaraner", "Pug", "Labradoodle", "Corgi (Pembroke)", "Havanese",
    "Boston Terrier", "Vizsla", "Mixed breed",
)  # fmt: skip
COLOURS = ("yellow", "black", "chocolate", "liver/white", "orange/white", "sable", "brindle",
           "white", "black/tan", "fawn")  # fmt: skip
FIRST = (
    "Agnieszka", "Brendan", "Chiamaka", "Dolores", "Everett", "Fiona", "Grady", "Hortense",
    "Ignatius", "Jacqueline", "Kieran", "Lucinda", "Maximilian", "Noreen", "Orson", "Philippa",
    "Reginald", "Siobhan", "Tobias", "Valentina", "Winifred", "Ezekiel", "Beatrix", "Dashiell",
    "Marisol", "Augustin", "Henrietta", "Caspian", "Rosemary", "Tadeusz",
)  # fmt: skip
LAST = (
    "Ackerman", "Balducci", "Czarnecki", "Donnelly", "Engstrom", "Fitzpatrick", "Grabowski",
    "Hollister", "Iverson", "Jablonski", "Kowalczyk", "Lombardo", "McGillicuddy", "Nowicki",
    "Oyelaran", "Pasquale", "Ratajczak", "Sorrentino", "Trombley", "Vandermeer", "Whitcomb",
    "Zielinski", "Beauchamp", "Colangelo", "DeMarco", "Hennessey", "Marchetti", "Szymanski",
)  # fmt: skip
VET_FIRST = ("Rosalind", "Dmitri", "Imani", "Gareth", "Yolanda", "Ewan", "Priya", "Leopold",
             "Harriet", "Tomasz", "Ngozi", "Clarissa", "Alistair", "Mireille")  # fmt: skip
VET_LAST = ("Ashcroft", "Bergstrom", "Castellano", "Dunleavy", "Everhart", "Fairweather",
            "Greenleaf", "Haverford", "Kilpatrick", "Lindholm", "Mortimer", "Northcott",
            "Oyelowo", "Pemberton", "Radcliffe", "Sutherland", "Thistlewood",
            "Wexford")  # fmt: skip
TOWNS = (
    ("Liverpool", "13088", "315"), ("Cicero", "13039", "315"), ("Baldwinsville", "13027", "315"),
    ("Brewerton", "13029", "315"), ("Fulton", "13069", "315"), ("Auburn", "13021", "315"),
    ("Camillus", "13031", "315"), ("Manlius", "13104", "315"), ("Oswego", "13126", "315"),
    ("Skaneateles", "13152", "315"), ("Fayetteville", "13066", "315"), ("Rome", "13440", "315"),
    ("Geneva", "14456", "315"), ("Pulaski", "13142", "315"), ("North Syracuse", "13212", "315"),
)  # fmt: skip
STREETS = ("Buckley Rd", "Verplank Rd", "Caughdenoy Rd", "Wetzel Rd", "Gaskin Rd", "Soule Rd",
           "Henry Clay Blvd", "Maple Rd", "Oak Orchard Rd", "Taft Rd", "Bear Rd")  # fmt: skip
# (name, term in years, maker)
VACCINES = (
    ("Imrab 3", 3, "Boehringer Ingelheim"), ("Imrab 1", 1, "Boehringer Ingelheim"),
    ("Defensor 3", 3, "Zoetis"), ("Defensor 1", 1, "Zoetis"),
    ("Nobivac 3-Rabies CA", 3, "Merck Animal Health"),
    ("Nobivac 1-Rabies", 1, "Merck Animal Health"),
    ("Rabvac 3 TF", 3, "Elanco"), ("Rabvac 1", 1, "Elanco"),
)  # fmt: skip
OTHER_SHOTS = ("DHPP", "DAPP + Lepto", "Bordetella (oral)", "Leptospirosis 4-way",
               "Lyme (recombinant)", "Canine influenza H3N2")  # fmt: skip
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip


def fmt_date(d: date, style: int) -> str:
    """One date in one of the styles pages here write."""
    mon = MONTHS[d.month - 1]
    return (
        f"{d.month:02d}/{d.day:02d}/{d.year}",  # 03/14/2025
        f"{d.month}/{d.day}/{d.year % 100:02d}",  # 3/14/25
        f"{mon} {d.day}, {d.year}",  # March 14, 2025
        f"{d.year}-{d.month:02d}-{d.day:02d}",  # 2025-03-14
        f"{mon[:3]} {d.day}, {d.year}",  # Mar 14, 2025
        f"{d.month}/{d.day}/{d.year}",  # 3/14/2025
        f"{d.day:02d}-{mon[:3].upper()}-{d.year}",  # 14-MAR-2025
        f"{d.month}-{d.day}-{d.year % 100:02d}",  # 3-14-25
        f"{d.day}/{d.month}/{d.year}",  # 14/3/2025, day first
        f"{d.day}.{d.month:02d}.{d.year}",  # 14.03.2025, day first
        f"{d.day} {mon[:3]} {d.year}",  # 14 Mar 2025
    )[style]


DATE_STYLES = tuple(range(11))
PRINT_STYLES = (0, 2, 3, 4, 5, 6)
HAND_STYLES = (0, 1, 5, 7)
DAY_FIRST = (8, 9)


def hand_style(rng: random.Random, d: date, day_first: float = 0.0) -> int:
    """A pen's date style; day first only when the day cannot be a month."""
    if d.day > 12 and rng.random() < day_first:
        return rng.choice(DAY_FIRST)
    return rng.choice(HAND_STYLES)


def plus_years(d: date, years: int) -> date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        return d.replace(year=d.year + years, day=28)


def day_between(rng: random.Random, first: date, last: date) -> date:
    return first + timedelta(days=rng.randrange(max(1, (last - first).days + 1)))


def person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def vet_name(rng: random.Random) -> str:
    return f"{rng.choice(VET_FIRST)} {rng.choice(VET_LAST)}"


def phone(rng: random.Random, area: str = "315") -> str:
    return f"({area}) {rng.randrange(201, 989)}-{rng.randrange(10000):04d}"


def lot(rng: random.Random) -> str:
    shapes = (
        lambda: f"{rng.randrange(100, 999)}{rng.choice('BGRX')}{rng.randrange(100, 999)}",
        lambda: f"L{rng.randrange(10**5, 10**6)}",
        lambda: f"{rng.choice('CDHM')}{rng.randrange(1000, 9999)}-{rng.randrange(1, 9)}",
        lambda: f"{rng.randrange(10**6, 10**7)}",
        lambda: f"{rng.randrange(10, 99)}{rng.choice('NQV')}{rng.randrange(10, 99)}B",
    )
    return rng.choice(shapes)()


def tag(rng: random.Random, year: int) -> str:
    shapes = (
        lambda: f"{rng.randrange(100000, 999999)}",
        lambda: f"{year}-{rng.randrange(100, 9999)}",
        lambda: f"ON{rng.randrange(10000, 99999)}",
        lambda: f"{rng.choice('KMPS')}{rng.randrange(1000, 9999)}",
        lambda: f"{rng.randrange(10, 99)}-{rng.randrange(1000, 9999)}",
    )
    return rng.choice(shapes)()


def term_text(term: int, rng: random.Random) -> str:
    return rng.choice(
        ("1 yr", "1 year", "1-year", "one year")
        if term == 1
        else ("3 yr", "3 year", "3-year", "three year")
    )


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
    vet: str  # without Dr. / DVM
    clinic: str
    product: str
    maker: str
    term: int
    lot: str
    tag: str
    given: date
    due: date
    born: date

    def truth(self, *, expires: bool = True, **shown: bool) -> Truth:
        """The truth of a page showing the shot and the fields not switched off in shown."""

        def seen(name: str, value: str) -> str | None:
            return value if shown.get(name, True) else None

        return Truth(
            vaccinated=self.given,
            expires=self.due if expires else None,
            tag=seen("tag", self.tag),
            veterinarian=seen("vet", self.vet),
            clinic=seen("clinic", self.clinic),
            dog=seen("dog", self.dog),
            owner=seen("owner", self.owner),
            product=seen("product", self.product),
            lot=seen("lot", self.lot),
        )


def facts(rng: random.Random, clinic: str, lapse: float = 0.12) -> Facts:
    """A visit; with chance lapse a shot whose term ran out, otherwise one still current."""
    town, zip_code, _ = rng.choice(TOWNS)
    product, term, maker = rng.choice(VACCINES)
    if rng.random() < lapse:
        product, term, maker = rng.choice([v for v in VACCINES if v[1] == 1])
        given = day_between(rng, date(2023, 2, 1), plus_years(TODAY, -1) - timedelta(days=15))
    else:
        given = day_between(
            rng,
            max(date(2023, 1, 20), plus_years(TODAY, -term) + timedelta(days=25)),
            TODAY - timedelta(days=3),
        )
    return Facts(
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        owner=person(rng),
        street=f"{rng.randrange(4, 9800)} {rng.choice(STREETS)}",
        town=town,
        zip=zip_code,
        vet=vet_name(rng),
        clinic=clinic.format(town=town),
        product=product,
        maker=maker,
        term=term,
        lot=lot(rng),
        tag=tag(rng, given.year),
        given=given,
        due=plus_years(given, term),
        born=given - timedelta(days=rng.randrange(200, 4400)),
    )
