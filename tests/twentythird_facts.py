"""The twenty-third set's facts: New York dogs, owners (some of them from Mexico), practices and
veterinarians, licensed rabies vaccines with their terms, lot and tag numbers in several shapes,
and the date styles a page writes its dates in: month first as New York writes them (03/14/2025,
3/14/25, Friday, March 14, 2025 …) and day first as a Mexican card does (14/03/2025, 14-mar-2025,
14 de marzo de 2025)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from tests.heldout_certificates import Truth

TODAY = date(2026, 12, 5)

DOGS = (
    "Acorn", "Biscuit", "Clementine", "Duke", "Echo", "Fig", "Goose", "Hazelnut", "Iggy",
    "Juniper", "Kona", "Lady Bird", "Mabel", "Nacho", "Ollie", "Pretzel", "Rocco", "Sadie",
    "Tater Tot", "Umber", "Violet", "Waffles", "Yogi", "Zelda", "Boomer", "Cricket", "Dolly",
    "Fenway", "Gunner", "Honey", "Jax", "Kodiak", "Luna Belle", "Marley", "Noodle", "Pepper",
    "Rusty", "Scout", "Tilly", "Wrigley", "Sprocket", "Bodhi", "Cheddar", "Thor",
)  # fmt: skip
MX_DOGS = ("Canelo", "Chispa", "Frijol", "Güera", "Lobo", "Manchas", "Nieve", "Pelusa",
           "Tequila", "Toby", "Firulais", "Preciosa")  # fmt: skip
BREEDS = (
    "Golden Retriever", "Beagle", "Shih Tzu mix", "Australian Shepherd", "German Shepherd",
    "Poodle (standard)", "Chihuahua", "Siberian Husky", "Alaskan Husky", "Dachshund",
    "Goldendoodle", "Boxer", "Pointer mix", "Cavalier King Charles", "Maltese", "Terrier mix",
)  # fmt: skip
COLOURS = ("tan", "black/white", "red", "cream", "tricolor", "blue merle", "brown", "grey")
FIRST = (
    "Adaeze", "Bartholomew", "Colleen", "Desmond", "Eleanora", "Fitzgerald", "Genevieve",
    "Horatio", "Imogen", "Jerome", "Katarzyna", "Leopold", "Magdalena", "Nathaniel", "Ottilie",
    "Percival", "Rosalind", "Seamus", "Theodora", "Ursula", "Vivienne", "Wendell", "Xiomara",
    "Yusuf", "Zinnia", "Cornelius", "Bernadette", "Lorcan", "Priscilla", "Anselm",
)  # fmt: skip
LAST = (
    "Abernathy", "Brzezinski", "Callaghan", "DeLuca", "Eckhardt", "Fennimore", "Gallagher",
    "Hutchins", "Iannucci", "Jankowski", "Kessler", "Lindqvist", "Montgomery", "Nakagawa",
    "O'Rourke", "Pellegrino", "Quintero", "Rasmussen", "Schermerhorn", "Tuttle", "Underhill",
    "Verhoeven", "Wojcik", "Yablonski", "Ziegler", "Bellweather", "Castellucci", "Van Wyck",
)  # fmt: skip
MX_FIRST = ("María Guadalupe", "José Luis", "Juana", "Víctor Hugo", "Ana Belén", "Jesús",
            "Rocío", "Martín", "Adriana", "Óscar")  # fmt: skip
MX_LAST = ("Hernández", "Ramírez", "Muñoz", "Peña", "Gutiérrez", "Ibáñez", "Sánchez",
           "Domínguez", "Ortiz", "Maldonado")  # fmt: skip
VET_FIRST = ("Marguerite", "Obinna", "Sigrid", "Thaddeus", "Anjali", "Cormac", "Esther", "Lorenzo",
             "Ingrid", "Bartosz", "Min-jun", "Rosalie", "Ambrose", "Felicity")  # fmt: skip
VET_LAST = ("Aldridge", "Bancroft", "Cavanaugh", "Delacroix", "Easterbrook", "Fairbanks",
            "Gottlieb", "Halvorsen", "Kaminski", "Lindgren", "Merriweather", "Nussbaum",
            "Okonkwo", "Prendergast", "Quimby", "Stavros", "Thibodeaux", "Whitfield")  # fmt: skip
TOWNS = (
    ("Saratoga Springs", "12866", "518"), ("Ithaca", "14850", "607"), ("Kingston", "12401", "845"),
    ("Plattsburgh", "12901", "518"), ("Watertown", "13601", "315"), ("Elmira", "14901", "607"),
    ("Canandaigua", "14424", "585"), ("Riverhead", "11901", "631"), ("Ossining", "10562", "914"),
    ("Lockport", "14094", "716"), ("Oneonta", "13820", "607"), ("Glens Falls", "12801", "518"),
    ("Poughkeepsie", "12601", "845"), ("Huntington", "11743", "631"), ("Batavia", "14020", "585"),
    ("Lake Placid", "12946", "518"), ("Cortland", "13045", "607"), ("Utica", "13501", "315"),
)  # fmt: skip
STREETS = ("Maple Ave", "Union St", "Genesee St", "Church St", "Ridge Rd", "Lake Shore Dr",
           "Albany Post Rd", "Elm Pl", "Schuyler St", "Main St", "Kensington Ct")  # fmt: skip
# (name, term in years, maker)
VACCINES = (
    ("Imrab 3 TF", 3, "Boehringer Ingelheim"), ("Imrab 1 TF", 1, "Boehringer Ingelheim"),
    ("Defensor 3", 3, "Zoetis"), ("Defensor 1", 1, "Zoetis"),
    ("Nobivac 3-Rabies", 3, "Merck Animal Health"), ("Nobivac 1-Rabies", 1, "Merck Animal Health"),
    ("Rabvac 3", 3, "Elanco"), ("Rabvac 1", 1, "Elanco"),
)  # fmt: skip
OTHER_SHOTS = ("DA2PP", "DHPP-CV", "Bordetella", "Leptospirosis", "Canine influenza",
               "Lyme")  # fmt: skip
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MESES = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
         "octubre", "noviembre", "diciembre")  # fmt: skip


def fmt_date(d: date, style: int) -> str:
    """One date in one of the styles pages here write."""
    mon = MONTHS[d.month - 1]
    mes = MESES[d.month - 1]
    return (
        f"{d.month:02d}/{d.day:02d}/{d.year}",  # 03/14/2025
        f"{d.month}/{d.day}/{d.year % 100:02d}",  # 3/14/25
        f"{mon} {d.day}, {d.year}",  # March 14, 2025
        f"{d.year}-{d.month:02d}-{d.day:02d}",  # 2025-03-14
        f"{mon[:3]} {d.day}, {d.year}",  # Mar 14, 2025
        f"{d.month}/{d.day}/{d.year}",  # 3/14/2025
        f"{mon[:3].upper()}-{d.day:02d}-{d.year}",  # MAR-14-2025
        f"{d.day:02d}-{mon[:3]}-{d.year % 100:02d}",  # 14-Mar-25
        f"{DAYS[d.weekday()]}, {mon} {d.day}, {d.year}",  # Friday, March 14, 2025
        f"{d.month:02d}-{d.day:02d}-{d.year}",  # 03-14-2025
        f"{d.day:02d}/{d.month:02d}/{d.year}",  # 14/03/2025, day first
        f"{d.day}/{d.month:02d}/{d.year % 100:02d}",  # 14/03/25
        f"{d.day:02d}-{mes[:3]}-{d.year}",  # 14-mar-2025
        f"{d.day} de {mes} de {d.year}",  # 14 de marzo de 2025
    )[style]


DATE_STYLES = tuple(range(14))
US_STYLES = (0, 1, 2, 3, 4, 5, 6, 7, 9)
MX_STYLES = (10, 11, 12, 13)
HAND_US = (0, 1, 5, 9)
HAND_MX = (10, 11, 12)


def plus_years(d: date, years: int) -> date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        return d.replace(year=d.year + years, day=28)


def day_between(rng: random.Random, first: date, last: date) -> date:
    return first + timedelta(days=rng.randrange(max(1, (last - first).days + 1)))


def person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def phone(rng: random.Random, area: str) -> str:
    return rng.choice(("({a}) {p}-{q:04d}", "{a}-{p}-{q:04d}", "{a}.{p}.{q:04d}")).format(
        a=area, p=rng.randrange(201, 989), q=rng.randrange(10000)
    )


def lot(rng: random.Random) -> str:
    shapes = (
        lambda: f"{rng.randrange(100, 999)}{rng.choice('DFHNT')}{rng.randrange(10, 99)}",
        lambda: f"R{rng.randrange(10**5, 10**6)}",
        lambda: f"{rng.choice('JKPW')}{rng.randrange(100, 999)}-{rng.randrange(10, 99)}",
        lambda: f"{rng.randrange(10**5, 10**6)}{rng.choice('CE')}",
        lambda: f"{rng.randrange(1, 9)}{rng.choice('LMS')}{rng.randrange(1000, 9999)}A",
    )
    return rng.choice(shapes)()


def tag(rng: random.Random, year: int) -> str:
    shapes = (
        lambda: f"{rng.randrange(10000, 99999)}",
        lambda: f"{year % 100}-{rng.randrange(1000, 9999)}",
        lambda: f"R{rng.randrange(100000, 999999)}",
        lambda: f"{rng.choice('CHLNT')}-{rng.randrange(1000, 9999)}",
        lambda: f"{rng.randrange(1000, 9999)}{rng.choice('AB')}",
    )
    return rng.choice(shapes)()


def term_text(term: int, rng: random.Random) -> str:
    one = ("1 yr", "1 year", "1-year", "one year", "1yr")
    three = ("3 yr", "3 year", "3-year", "three year", "3yr")
    return rng.choice(one if term == 1 else three)


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
    first: date,
    last: date,
    lapse: float = 0.0,
    vaccines: tuple[tuple[str, int, str], ...] = VACCINES,
) -> Facts:
    """A visit between first and last; with chance lapse, a shot whose term ran out."""
    town, zip_code, area = rng.choice(TOWNS)
    product, term, maker = rng.choice(vaccines)
    given = day_between(rng, first, last)
    if rng.random() < lapse:
        product, term, maker = rng.choice([v for v in vaccines if v[1] == 1] or vaccines)
        given = day_between(rng, date(2023, 1, 10), plus_years(TODAY, -term) - timedelta(days=12))
    elif plus_years(given, term) <= TODAY:  # most papers here are current
        since = max(first, plus_years(TODAY, -term) + timedelta(days=20))
        given = day_between(rng, since, max(since, last))
    return Facts(
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        owner=person(rng),
        street=f"{rng.randrange(3, 2900)} {rng.choice(STREETS)}",
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
