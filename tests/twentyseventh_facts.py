"""The twenty-seventh set's facts: dogs and owners of the Town of Clay and its neighbours, the
veterinarians and practices they came from (upstate, Queens, the Carolinas and Georgia where
rescues ship from, the Caribbean and South America where a dog is adopted abroad), the licensed
rabies vaccines with their terms (and those sold abroad), lot and tag numbers in several shapes,
and the date styles these papers write: month first in figures or in words, day first as a vet
abroad writes it, year first as a Chinese clinic program prints it (with the year, month and day
characters or with slashes), a letter's "March 14th, 2025" and a hand's "3.14.25"."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from tests.heldout_certificates import Truth

TODAY = date(2026, 12, 6)

DOGS = (
    "Apollo", "Biscuit", "Cinder", "Domino", "Echo", "Fig", "Gizmo", "Hazelnut", "Iggy", "Juno",
    "Kona", "Luna", "Mochi", "Nugget", "Olive", "Pepper", "Ranger", "Scout", "Tofu", "Ursa",
    "Violet", "Wrigley", "Yogi", "Zelda", "Boomer", "Clementine", "Diesel", "Franklin", "Goose",
    "Hoss", "Inka", "Jax", "Kimchi", "Loki", "Marley", "Nova", "Oakley", "Penelope", "Rocket",
    "Sprinkles", "Thor", "Waffles", "Benji", "Coco Bean", "Dumpling", "Mango", "Paco", "Sunny",
)  # fmt: skip
BREEDS = (
    "Jindo mix", "Shiba Inu", "Golden Retriever", "German Shepherd", "Plott Hound mix",
    "Cavalier King Charles", "Shih Tzu", "Catahoula mix", "Australian Shepherd", "Dachshund",
    "Chihuahua mix", "Bichon Frise", "Siberian Husky", "Treeing Walker Coonhound", "Poodle",
    "Staffordshire Terrier mix", "Goldendoodle", "Cane Corso", "Whippet",
)  # fmt: skip
COLOURS = ("tan", "black", "white", "cream", "red", "tricolor", "brindle", "grey", "black/white",
           "brown", "blue merle", "golden")  # fmt: skip
FIRST = (
    "Alicia", "Bernard", "Chiara", "Dmitri", "Esperanza", "Floyd", "Grace", "Hyun-woo", "Ingrid",
    "Jamal", "Katarzyna", "Leon", "Minerva", "Nathaniel", "Odessa", "Pedro", "Quinn", "Rosalie",
    "Stanislaw", "Thea", "Ulysses", "Wei", "Ximena", "Yusuf", "Zora", "Colleen", "Gustavo",
)  # fmt: skip
LAST = (
    "Abernathy", "Baranowski", "Castellanos", "Delgado", "Eckhardt", "Fontaine", "Gallagher",
    "Hoffmeister", "Iacono", "Jankowski", "Kaminski", "Lindqvist", "Marchand", "Nowicki",
    "Ostrowski", "Pellegrino", "Quinlan", "Rosenthal", "Salazar", "Tessier", "Urbanski",
    "Villanueva", "Wozniak", "Yablonsky", "Zambrano", "Bouchard", "Chen", "Park",
)  # fmt: skip
VET_FIRST = ("Anneliese", "Bartholomew", "Corinne", "Dashiell", "Evangeline", "Fletcher",
             "Genevieve", "Horatio", "Isadora", "Jasper", "Leocadia", "Mortimer", "Nadia",
             "Percival")  # fmt: skip
VET_LAST = ("Ackerley", "Brightwater", "Crowninshield", "Dunleavy", "Esterhazy", "Farnsworth",
            "Goldschmidt", "Hollingsworth", "Ingersoll", "Kettleborough", "Longstreet",
            "Merriweather", "Northcott", "Pemberton", "Quackenbush", "Rutherford")  # fmt: skip
TOWNS = (
    ("Clay", "13041"), ("Liverpool", "13088"), ("North Syracuse", "13212"),
    ("Cicero", "13039"), ("Baldwinsville", "13027"), ("Phoenix", "13135"),
)  # fmt: skip
PLACES = ("Syracuse", "DeWitt", "Camillus", "Jamesville", "Marcellus", "Fulton", "Oneida",
          "Canastota", "Chittenango", "Hannibal", "Pulaski", "Jordan")  # fmt: skip
STREETS = ("Caughdenoy Rd", "Bear Rd", "Allen Rd", "Thompson Rd", "Lawton Rd", "Mud Mill Rd",
           "Hicks Rd", "Orangeport Rd", "Church St", "Route 31", "Stearns Rd")  # fmt: skip
# (name, term in years, maker)
VACCINES = (
    ("Imrab 3", 3, "Boehringer Ingelheim"), ("Imrab 1", 1, "Boehringer Ingelheim"),
    ("Defensor 3", 3, "Zoetis"), ("Defensor 1", 1, "Zoetis"),
    ("Nobivac 3-Rabies CA", 3, "Merck Animal Health"),
    ("Nobivac 1-Rabies", 1, "Merck Animal Health"),
    ("Rabvac 3 TF", 3, "Elanco"), ("Rabvac 1", 1, "Elanco"),
)  # fmt: skip
ABROAD = (
    ("Rabisin", 3, "Boehringer Ingelheim"), ("Rabisin", 1, "Boehringer Ingelheim"),
    ("Nobivac Rabies", 3, "MSD Animal Health"), ("Nobivac Rabies", 1, "MSD Animal Health"),
    ("Rabigen Mono", 1, "Virbac"), ("Defensor 3", 3, "Zoetis"),
)  # fmt: skip
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def fmt_date(d: date, style: int) -> str:
    """One date in one of the styles these papers write."""
    mon = MONTHS[d.month - 1]
    return (
        f"{d.month:02d}/{d.day:02d}/{d.year}",  # 03/14/2025
        f"{d.month}/{d.day}/{d.year % 100:02d}",  # 3/14/25
        f"{mon} {d.day}, {d.year}",  # March 14, 2025
        f"{d.day:02d}/{d.month:02d}/{d.year}",  # 14/03/2025, a vet abroad
        f"{d.year}/{d.month:02d}/{d.day:02d}",  # 2025/03/14, a Chinese clinic's program
        f"{d.year}年{d.month}月{d.day}日",  # 2025年3月14日
        f"{d.day} {mon[:3]} {d.year}",  # 14 Mar 2025
        f"{mon[:3]}. {d.day}, {d.year}" if d.month != 5 else f"May {d.day}, {d.year}",
        f"{d.month}-{d.day}-{d.year}",  # 3-14-2025
        f"{mon} {_ordinal(d.day)}, {d.year}",  # March 14th, 2025
        f"{d.year}-{d.month:02d}-{d.day:02d}",  # 2025-03-14
        f"{d.month}.{d.day}.{d.year % 100:02d}",  # 3.14.25
    )[style]


DATE_STYLES = tuple(range(12))
HAND_STYLES = (1, 8, 11)


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
    return (f"({area}) {a}-{b:04d}", f"{area}-{a}-{b:04d}", f"{area} {a} {b:04d}")[shape % 3]


def lot(rng: random.Random) -> str:
    shapes = (
        lambda: f"{rng.randrange(10, 99)}{rng.choice('ACFH')}{rng.randrange(1000, 9999)}",
        lambda: f"L{rng.randrange(10**5, 10**6)}",
        lambda: f"{rng.randrange(100, 999)}-{rng.randrange(100, 999)}{rng.choice('XYZ')}",
        lambda: f"{rng.choice('PQW')}{rng.randrange(10**3, 10**4)}{rng.choice('AB')}",
    )
    return rng.choice(shapes)()


def tag(rng: random.Random, year: int) -> str:
    shapes = (
        lambda: f"{rng.randrange(10000, 99999)}",
        lambda: f"{year % 100}-{rng.randrange(10000, 99999)}",
        lambda: f"R{rng.randrange(100000, 999999)}",
        lambda: f"{rng.choice('ABDH')}-{rng.randrange(1000, 9999)}",
        lambda: f"{rng.randrange(100, 999)}{rng.choice('NSY')}{rng.randrange(10, 99)}",
    )
    return rng.choice(shapes)()


def term_text(term: int, rng: random.Random) -> str:
    if term == 1:
        return rng.choice(("1 yr", "1 year", "1-year", "12 months"))
    return rng.choice(("3 yr", "3 year", "3-year", "36 months"))


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


def facts(
    rng: random.Random,
    clinic: str,
    lapse: float = 0.12,
    vaccines: tuple[tuple[str, int, str], ...] = VACCINES,
    places: tuple[str, ...] = PLACES,
) -> Facts:
    """A shot; with chance lapse one whose term ran out, otherwise one still current. clinic may
    hold {place}, the practice's town."""
    town, zip_code = rng.choice(TOWNS)
    place = rng.choice(places)
    product, term, maker = rng.choice(vaccines)
    if rng.random() < lapse:
        product, term, maker = rng.choice([v for v in vaccines if v[1] == 1])
        given = day_between(rng, date(2023, 5, 1), plus_years(TODAY, -1) - timedelta(days=20))
    else:
        given = day_between(
            rng,
            max(date(2023, 4, 1), plus_years(TODAY, -term) + timedelta(days=30)),
            TODAY - timedelta(days=8),
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
        born=given - timedelta(days=rng.randrange(180, 4000)),
    )
