"""The twenty-fifth set's facts: Hudson Valley, Capital Region, Long Island and city dogs and
owners, veterinarians, practices, licensed rabies vaccines with their terms, lot and tag numbers in
several shapes, and the date styles the pages write: month first as New York writes them, in
figures (four- or two-digit years) or in words (with the weekday at times); day first only on a
paper from abroad or by a writer used to it, and then in figures only where the day is past the
twelfth."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from tests.heldout_certificates import Truth

TODAY = date(2026, 12, 6)

DOGS = (
    "Abbott", "Biscuit", "Clementine", "Duchess", "Elvis", "Fig", "Goose", "Hazel", "Iggy",
    "Juniper", "Kaiser", "Lady Bird", "Mochi", "Noodle", "Olive", "Pretzel", "Rosie", "Scout",
    "Tater", "Umber", "Violet", "Waffles", "Yogi", "Zelda", "Barkley", "Cinder", "Dot", "Echo",
    "Fritz", "Gus", "Honey", "Jax", "Kona", "Luna Belle", "Murphy", "Nova", "Pepper", "Rufus",
    "Sprocket", "Tilly", "Wrigley", "Bruno", "Cheddar", "Marlowe", "Poppy", "Sully", "Bodhi",
)  # fmt: skip
BREEDS = (
    "Golden Retriever", "Goldendoodle", "French Bulldog", "Australian Shepherd", "Dachshund",
    "Shih Tzu", "Boxer", "Siberian Husky", "Cavalier King Charles Spaniel", "German Shepherd",
    "Miniature Schnauzer", "Chihuahua mix", "Great Dane", "Jack Russell Terrier", "Shiba Inu",
    "Cane Corso", "Bichon Frise", "Staffordshire Terrier mix",
)  # fmt: skip
COLOURS = ("red", "cream", "tricolor", "blue merle", "brindle/white", "black", "gold", "tan",
           "grey", "white/black", "red/white")  # fmt: skip
FIRST = (
    "Anastasia", "Bartholomew", "Constance", "Desmond", "Evangeline", "Florian", "Gwendolyn",
    "Horatio", "Ingrid", "Jeremiah", "Katarina", "Lysander", "Magdalena", "Nikolai", "Ophelia",
    "Percival", "Quentin", "Rosalie", "Sebastian", "Theodora", "Ulysses", "Vivienne", "Wilhelmina",
    "Xavier", "Yvette", "Zachariah", "Adaeze", "Bronwyn", "Cormac", "Dagny",
)  # fmt: skip
LAST = (
    "Abernathy", "Baptiste", "Cavanaugh", "Delacroix", "Esposito", "Feeney", "Gallagher",
    "Halloran", "Iannucci", "Jankowski", "Kapoor", "Lindqvist", "Mastroianni", "Nakashima",
    "O'Rourke", "Petrakis", "Quinlan", "Rutkowski", "Santangelo", "Tierney", "Urquhart",
    "Valenzuela", "Weinstein", "Yablonsky", "Zappala", "Brannigan", "Costigan", "Dimitriou",
)  # fmt: skip
VET_FIRST = ("Beatrice", "Cornelius", "Delphine", "Eamon", "Francesca", "Gideon", "Hyacinth",
             "Ignacio", "Juliana", "Kwame", "Lavinia", "Marcus", "Nadia", "Octavia")  # fmt: skip
VET_LAST = ("Appleyard", "Birchwood", "Crowley", "Dalrymple", "Ellsworth", "Featherstone",
            "Goodhue", "Hargreaves", "Ingersoll", "Kingsley", "Lockhart", "Merriweather",
            "Nettleton", "Overbeck", "Prescott", "Rowntree", "Stanhope", "Vanderpool")  # fmt: skip
TOWNS = (
    ("Beacon", "12508", "845"), ("Kingston", "12401", "845"), ("New Paltz", "12561", "845"),
    ("Peekskill", "10566", "914"), ("Ossining", "10562", "914"), ("Nyack", "10960", "845"),
    ("Poughkeepsie", "12601", "845"), ("Huntington", "11743", "631"),
    ("Patchogue", "11772", "631"), ("Hempstead", "11550", "516"), ("Saratoga Springs", "12866",
    "518"), ("Glens Falls", "12801", "518"), ("Ithaca", "14850", "607"),
    ("Rhinebeck", "12572", "845"), ("Mamaroneck", "10543", "914"),
)  # fmt: skip
STREETS = ("Wolcott Ave", "Main St", "Route 9W", "North Broadway", "Hudson Terrace", "Pine Hill Rd",
           "Old Post Rd", "Cedar Ln", "Washington Ave", "Sunrise Hwy", "Ridge Rd")  # fmt: skip
# (name, term in years, maker)
VACCINES = (
    ("Imrab 3 TF", 3, "Boehringer Ingelheim"), ("Imrab 1 TF", 1, "Boehringer Ingelheim"),
    ("Defensor 3", 3, "Zoetis"), ("Defensor 1", 1, "Zoetis"),
    ("Nobivac 3-Rabies", 3, "Merck Animal Health"), ("Nobivac 1-Rabies", 1, "Merck Animal Health"),
    ("Rabvac 3", 3, "Elanco"), ("Rabvac 1", 1, "Elanco"),
)  # fmt: skip
OTHER_SHOTS = ("DA2PP", "DHPP-L4", "Bordetella (intranasal)", "Lepto 4", "Lyme (Vanguard crLyme)",
               "Canine influenza H3N2/H3N8", "Parvo booster")  # fmt: skip
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def fmt_date(d: date, style: int) -> str:
    """One date in one of the styles pages here write."""
    mon = MONTHS[d.month - 1]
    return (
        f"{d.month:02d}/{d.day:02d}/{d.year}",  # 03/14/2025
        f"{d.month}/{d.day}/{d.year % 100:02d}",  # 3/14/25
        f"{mon} {d.day}, {d.year}",  # March 14, 2025
        f"{d.day} {mon} {d.year}",  # 14 March 2025, day first in words
        f"{mon[:3]}. {d.day}, {d.year}" if d.month != 5 else f"May {d.day}, {d.year}",
        f"{d.year}-{d.month:02d}-{d.day:02d}",  # 2025-03-14
        f"{d.month}.{d.day}.{d.year % 100:02d}",  # 3.14.25
        f"{DAYS[d.weekday()]}, {mon} {d.day}, {d.year}",  # Friday, March 14, 2025
        f"{d.day:02d}/{d.month:02d}/{d.year}",  # 14/03/2025, day first
        f"{d.month:02d}-{d.day:02d}-{d.year}",  # 03-14-2025
        f"{d.day}-{mon[:3]}-{d.year % 100:02d}",  # 14-Mar-25
        f"{mon[:3]} {d.day} '{d.year % 100:02d}",  # Mar 14 '25
        f"{mon[:3].upper()} {d.day:02d} {d.year}",  # MAR 14 2025
    )[style]


DATE_STYLES = tuple(range(13))
PRINT_STYLES = (0, 2, 4, 5, 9, 12)
HAND_STYLES = (0, 1, 6, 9, 11)
DAY_FIRST = (3, 8, 10)


def hand_style(rng: random.Random, d: date, day_first: float = 0.0) -> int:
    """A pen's date style; day first in figures only when the day cannot be a month."""
    if rng.random() < day_first:
        return rng.choice(DAY_FIRST if d.day > 12 else (3, 10))
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


def phone(rng: random.Random, area: str = "845", shape: int = 0) -> str:
    a, b = rng.randrange(201, 989), rng.randrange(10000)
    return (f"({area}) {a}-{b:04d}", f"{area}-{a}-{b:04d}", f"{area}.{a}.{b:04d}")[shape % 3]


def lot(rng: random.Random) -> str:
    shapes = (
        lambda: f"{rng.randrange(100, 999)}{rng.choice('ACFT')}{rng.randrange(1000, 9999)}",
        lambda: f"R{rng.randrange(10**4, 10**5)}A",
        lambda: f"{rng.choice('JKPW')}{rng.randrange(100, 999)}-{rng.randrange(10, 99)}",
        lambda: f"0{rng.randrange(10**5, 10**6)}",
        lambda: (
            f"{rng.randrange(10, 99)}{rng.choice('EHU')}{rng.choice('XYZ')}{rng.randrange(10, 99)}"
        ),
    )
    return rng.choice(shapes)()


def tag(rng: random.Random, year: int) -> str:
    shapes = (
        lambda: f"{rng.randrange(10000, 99999)}",
        lambda: f"{year % 100}-{rng.randrange(10000, 99999)}",
        lambda: f"R{rng.randrange(100000, 999999)}",
        lambda: f"{rng.choice('BDT')}-{rng.randrange(100, 9999)}",
        lambda: f"{rng.randrange(1000, 9999)}{rng.choice('NY')}",
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
    town, zip_code, area = rng.choice(TOWNS)
    product, term, maker = rng.choice(VACCINES)
    if rng.random() < lapse:
        product, term, maker = rng.choice([v for v in VACCINES if v[1] == 1])
        given = day_between(rng, date(2023, 3, 1), plus_years(TODAY, -1) - timedelta(days=20))
    else:
        given = day_between(
            rng,
            max(date(2023, 2, 1), plus_years(TODAY, -term) + timedelta(days=30)),
            TODAY - timedelta(days=4),
        )
    return Facts(
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        owner=person(rng),
        street=f"{rng.randrange(3, 990)} {rng.choice(STREETS)}",
        town=town,
        zip=zip_code,
        area=area,
        vet=vet_name(rng),
        clinic=clinic.format(town=town),
        product=product,
        maker=maker,
        term=term,
        lot=lot(rng),
        tag=tag(rng, given.year),
        given=given,
        due=plus_years(given, term),
        born=given - timedelta(days=rng.randrange(180, 4000)),
    )
