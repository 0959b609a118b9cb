"""The twenty-sixth set's facts: dogs and owners of Clay, Liverpool, Cicero and the towns around
Oneida Lake, the veterinarians and practices of Central New York, the licensed rabies vaccines with
their terms, lot and tag numbers in several shapes, and the date styles these papers write: month
first in figures or in words as New York writes them, a hospital or laboratory system's
day-month-year with the month in capitals (14-MAR-2025, 14MAR25), the ISO form a Canadian-run
registry prints, and a planner's full weekday heading."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from tests.heldout_certificates import Truth

TODAY = date(2026, 12, 6)

DOGS = (
    "Archie", "Basil", "Cannoli", "Dory", "Ember", "Frankie", "Gnocchi", "Harley", "Indy",
    "Josie", "Koda", "Lulu", "Maple", "Nacho", "Oreo", "Pippin", "Quincy", "Remy", "Sasha",
    "Teddy", "Vinnie", "Winnie", "Yukon", "Zeus", "Bear", "Chloe", "Dixie", "Finn", "Gracie",
    "Hank", "Izzy", "Jasper", "Kiwi", "Louie", "Millie", "Nala", "Ollie", "Peanut", "Roscoe",
    "Sadie", "Tux", "Waldo", "Ziti", "Bella Rose", "Captain", "Dutch", "Mabel", "Pickles",
)  # fmt: skip
BREEDS = (
    "Labrador Retriever", "Beagle", "Pembroke Welsh Corgi", "Border Collie", "Bernese Mountain Dog",
    "Pit Bull mix", "Havanese", "Yorkshire Terrier", "Labradoodle", "Rottweiler", "Pug",
    "Basset Hound", "English Springer Spaniel", "Boston Terrier", "Maltipoo", "Weimaraner",
    "Australian Cattle Dog", "Coonhound mix", "Greyhound",
)  # fmt: skip
COLOURS = ("black", "yellow", "chocolate", "fawn", "black/tan", "sable", "red merle", "white",
           "brindle", "liver/white", "blue")  # fmt: skip
FIRST = (
    "Arlene", "Bogdan", "Carmela", "Darnell", "Eileen", "Fabian", "Geraldine", "Hollis", "Imani",
    "Jolene", "Kieran", "Lorraine", "Mateo", "Noreen", "Orlando", "Philippa", "Rocco", "Shonda",
    "Tobias", "Valentina", "Wendell", "Yolanda", "Zoltan", "Bridget", "Casimir", "Dolores",
)  # fmt: skip
LAST = (
    "Abdullahi", "Bellinger", "Ciccone", "Dwyer", "Eisenberg", "Fitzgerald", "Grabowski",
    "Hennessey", "Ilardo", "Jablonski", "Kowalczyk", "LaPorte", "Mahoney", "Nguyen", "Okafor",
    "Przybylski", "Quattrone", "Rizzo", "Szymanski", "Trombley", "Vukovic", "Whalen", "Yacoub",
    "Zielinski", "Brzezinski", "DeCarlo", "McCarthy", "Sorrentino",
)  # fmt: skip
VET_FIRST = ("Priya", "Conrad", "Maribel", "Desmond", "Harriet", "Anselm", "Lucinda", "Tobenna",
             "Rosalind", "Emmett", "Giselle", "Ignatius", "Sunniva", "Barnaby")  # fmt: skip
VET_LAST = ("Raghunathan", "Vanderbeek", "Castellano", "Ashworth", "Pennington", "Okonkwo",
            "Thistlewood", "Marchetti", "Halvorsen", "Kirkpatrick", "Wojciechowski", "Beaumont",
            "Stiles", "Underhill", "Fairweather", "Mulcahy")  # fmt: skip
TOWNS = (
    ("Clay", "13041"), ("Liverpool", "13090"), ("North Syracuse", "13212"),
    ("Cicero", "13039"), ("Brewerton", "13029"), ("Baldwinsville", "13027"),
)  # fmt: skip
PLACES = ("Syracuse", "Fayetteville", "Camillus", "Oswego", "Fulton", "Auburn", "Cortland",
          "Manlius", "Skaneateles", "Central Square", "Rome", "Utica")  # fmt: skip
STREETS = ("Oswego Rd", "Buckley Rd", "Henry Clay Blvd", "Verplank Rd", "Taft Rd", "Wetzel Rd",
           "Soule Rd", "Maple Rd", "Gaskin Rd", "Morgan Rd", "Blackberry Ln")  # fmt: skip
# (name, term in years, maker)
VACCINES = (
    ("Imrab 3", 3, "Boehringer Ingelheim"), ("Imrab 3 TF", 3, "Boehringer Ingelheim"),
    ("Imrab 1 TF", 1, "Boehringer Ingelheim"), ("Defensor 3", 3, "Zoetis"),
    ("Defensor 1", 1, "Zoetis"), ("Nobivac 3-Rabies", 3, "Merck Animal Health"),
    ("Nobivac 1-Rabies", 1, "Merck Animal Health"), ("Rabvac 3", 3, "Elanco"),
    ("Rabvac 1", 1, "Elanco"),
)  # fmt: skip
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def fmt_date(d: date, style: int) -> str:
    """One date in one of the styles these papers write."""
    mon = MONTHS[d.month - 1]
    return (
        f"{d.month:02d}/{d.day:02d}/{d.year}",  # 03/14/2025
        f"{d.month}/{d.day}/{d.year % 100:02d}",  # 3/14/25
        f"{mon} {d.day}, {d.year}",  # March 14, 2025
        f"{mon[:3]} {d.day}, {d.year}",  # Mar 14, 2025
        f"{d.year}-{d.month:02d}-{d.day:02d}",  # 2025-03-14
        f"{d.day:02d}-{mon[:3].upper()}-{d.year}",  # 14-MAR-2025
        f"{d.month:02d}-{d.day:02d}-{d.year}",  # 03-14-2025
        f"{DAYS[d.weekday()]}, {mon} {d.day}, {d.year}",  # Friday, March 14, 2025
        f"{d.month}-{d.day}-{d.year % 100:02d}",  # 3-14-25
        f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}",  # 03/14/25
        f"{d.day:02d}{mon[:3].upper()}{d.year % 100:02d}",  # 14MAR25
        f"{d.month}/{d.day}/{d.year}",  # 3/14/2025
    )[style]


DATE_STYLES = tuple(range(12))
HAND_STYLES = (1, 8, 9, 11)


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


def phone(rng: random.Random, shape: int = 0, area: str = "315") -> str:
    a, b = rng.randrange(201, 989), rng.randrange(10000)
    return (f"({area}) {a}-{b:04d}", f"{area}-{a}-{b:04d}", f"{area}.{a}.{b:04d}")[shape % 3]


def lot(rng: random.Random) -> str:
    shapes = (
        lambda: f"{rng.randrange(100, 999)}{rng.choice('BDK')}{rng.randrange(100, 999)}",
        lambda: f"RB{rng.randrange(10**5, 10**6)}",
        lambda: f"{rng.choice('LMV')}{rng.randrange(10**4, 10**5)}-{rng.randrange(1, 9)}",
        lambda: f"{rng.randrange(10**6, 10**7)}{rng.choice('AB')}",
    )
    return rng.choice(shapes)()


def tag(rng: random.Random, year: int) -> str:
    shapes = (
        lambda: f"{rng.randrange(100000, 999999)}",
        lambda: f"{year}-{rng.randrange(1000, 9999)}",
        lambda: f"RV{rng.randrange(10000, 99999)}",
        lambda: f"{rng.choice('CKL')}{rng.randrange(1000, 9999)}",
        lambda: f"{rng.randrange(10, 99)}-{rng.randrange(100, 999)}",
    )
    return rng.choice(shapes)()


def term_text(term: int, rng: random.Random) -> str:
    return rng.choice(("1 yr", "1 year", "1-year") if term == 1 else ("3 yr", "3 year", "3-year"))


@dataclass
class Facts:
    """One dog's rabies shot: who, where, when, which vial; a page shows some of it."""

    dog: str
    breed: str
    colour: str
    owner: str
    street: str
    town: str
    zip: str
    vet: str  # without Dr. / DVM
    clinic: str
    place: str  # the practice's town
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
    """A shot; with chance lapse one whose term ran out, otherwise one still current. clinic may
    hold {place}, the practice's town."""
    town, zip_code = rng.choice(TOWNS)
    place = rng.choice(PLACES)
    product, term, maker = rng.choice(VACCINES)
    if rng.random() < lapse:
        product, term, maker = rng.choice([v for v in VACCINES if v[1] == 1])
        given = day_between(rng, date(2023, 4, 1), plus_years(TODAY, -1) - timedelta(days=15))
    else:
        given = day_between(
            rng,
            max(date(2023, 3, 1), plus_years(TODAY, -term) + timedelta(days=25)),
            TODAY - timedelta(days=6),
        )
    return Facts(
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        owner=person(rng),
        street=f"{rng.randrange(100, 9999)} {rng.choice(STREETS)}",
        town=town,
        zip=zip_code,
        vet=vet_name(rng),
        clinic=clinic.format(place=place),
        place=place,
        product=product,
        maker=maker,
        term=term,
        lot=lot(rng),
        tag=tag(rng, given.year),
        given=given,
        due=plus_years(given, term),
        born=given - timedelta(days=rng.randrange(200, 4200)),
    )
