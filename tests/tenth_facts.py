"""The tenth set's facts (tests/tenth_certificates.py): who, what, when, and how each writer
writes a date or a term. Nothing here draws."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta

SEED = "issue-28-tenth-2026-12-03"  # frozen: the set is drawn from it, page by page
TODAY = date(2026, 12, 3)

DOGS = (
    "Biscuit", "Tater", "Juniper", "Moose", "Pickles", "Waffles", "Hazel", "Ziggy", "Clementine",
    "Otis", "Brisket", "Koda", "Mabel", "Banjo", "Cricket", "Dozer", "Fern", "Goose", "Hank",
    "Jasper", "Kiwi", "Mochi", "Nugget", "Pretzel", "Quincy", "Scout", "Tilly", "Wrigley",
    "Sir Barksalot", "Lady Bug", "Captain Crunch", "Bear Bear", "Peaches", "Chowder", "Rosie Mae",
    "Boomer", "Sadie Lou", "Winnie", "Tucker", "Marzipan", "Remy", "Gnocchi", "Bruno", "Pilot",
)  # fmt: skip
PERROS = ("Canela", "Chispa", "Lucero", "Paquito", "Negrita", "Lupita", "Pancho", "Bombón", "Tito")
CATS = ("Smokey", "Mittens", "Cleo", "Pumpkin", "Jinx", "Tigger", "Noodle", "Salem")
FIRST = (
    "Dana", "Marcus", "Priya", "Tomasz", "Keisha", "Brendan", "Yolanda", "Hiroshi", "Colleen",
    "DeShawn", "Ingrid", "Rafael", "Bethany", "Amir", "Shauna", "Gary", "Lorraine", "Nikolai",
    "Tamika", "Wes", "Francesca", "Duc", "Maureen", "Emeka", "Kristen", "Jolene", "Sunil",
)  # fmt: skip
LAST = (
    "Kowalski", "Ferrante", "Okafor", "Lindqvist", "Marchetti", "DiNapoli", "Szymanski", "Huang",
    "Brannigan", "Whitfield", "Abernathy", "Castellano", "Nwosu", "Petrakis", "Yablonski",
    "Gallagher", "Onondaga-Pierce", "Van Slyke", "McCarthy", "Tran", "Lombardo", "Heffernan",
)  # fmt: skip
NOMBRES = ("María", "José", "Carmen", "Luis", "Ana", "Héctor", "Rosa", "Javier", "Marisol")
APELLIDOS = ("Rivera Ortiz", "Colón", "Santiago Vega", "Figueroa", "Ramírez", "Ocasio Medina")
VETS = (
    "Alison Przybylski", "Theodore Mancuso", "Renata Oyelaran", "Kevin Byrne", "Mei-Lin Chao",
    "Joseph Vanderhoef", "Sarah Gutierrez", "Patrick Oduya", "Elena Vasquez", "Craig Halloran",
    "Naomi Feldstein", "Victor Almeida", "Hannah Kirkpatrick", "Samuel Achterberg",
)  # fmt: skip
VETS_CA = ("Geneviève Tremblay", "Ian MacLeod", "Parminder Gill", "Colette Bouchard", "Rhys Evans")
VETS_ES = ("Ramón Acevedo", "Lourdes Pagán", "Iván Quiñones", "Beatriz Torres", "Carlos Méndez")
CLINICS = (
    "Brewerton Road Animal Hospital", "Oneida Lake Veterinary Care", "Caughdenoy Creek Pet Clinic",
    "Moyers Corners Veterinary Associates", "Three Rivers Animal Hospital", "Euclid Pet Care",
    "Onondaga Hill Veterinary Group", "Cicero Commons Animal Clinic", "Seneca Knolls Vet Clinic",
    "Bayberry Companion Animal Hospital", "Oswego River Veterinary", "Pine Grove Pet Hospital",
)  # fmt: skip
TOWNS = (
    "Clay, NY 13041", "Liverpool, NY 13090", "Cicero, NY 13039", "Baldwinsville, NY 13027",
    "Brewerton, NY 13029", "North Syracuse, NY 13212", "Central Square, NY 13036",
)  # fmt: skip
STREETS = (
    "Route 31",
    "Oswego Rd",
    "Buckley Rd",
    "Wetzel Rd",
    "Maple Rd",
    "Soule Rd",
    "Henry Clay Blvd",
)
CLINICS_CA = (
    "Cataraqui Veterinary Clinic", "Gananoque Animal Hospital", "Rideau Lakes Pet Clinic",
    "Brockville Companion Animal Centre", "Thousand Islands Veterinary Services",
)  # fmt: skip
PLACES_CA = ("Kingston, ON K7M 2B1", "Gananoque, ON K7G 1A4", "Brockville, ON K6V 3T8")
CLINICS_ES = (
    "Clínica Veterinaria San Patricio", "Hospital Veterinario Bayamón", "Veterinaria Borinquen",
    "Centro Veterinario El Yunque", "Clínica de Mascotas La Milagrosa",
)  # fmt: skip
PLACES_ES = ("Bayamón, PR 00961", "Caguas, PR 00725", "Guaynabo, PR 00969", "Carolina, PR 00983")
# (product as printed, its maker, the years it is licensed for)
PRODUCTS = (
    ("Imrab 3", "Boehringer Ingelheim", 3), ("Imrab 3 TF", "Boehringer Ingelheim", 3),
    ("Imrab 1", "Boehringer Ingelheim", 1), ("Rabvac 3", "Elanco", 3), ("Rabvac 1", "Elanco", 1),
    ("Defensor 3", "Zoetis", 3), ("Defensor 1", "Zoetis", 1), ("Nobivac 1-Rabies", "Merck", 1),
    ("Nobivac 3-Rabies", "Merck", 3), ("Purevax Feline Rabies", "Boehringer Ingelheim", 1),
)  # fmt: skip
BREEDS = (
    "Labrador Retriever", "Beagle", "Goldendoodle", "Boxer mix", "German Shepherd", "Shih Tzu",
    "Border Collie", "Pit Bull mix", "Bernese Mountain Dog", "Dachshund", "Corgi", "Husky",
)  # fmt: skip
COLOURS = ("Black", "Yellow", "Brindle", "Tri-color", "Red/White", "Chocolate", "Merle", "Tan")
OTHERS = ("DHPP", "Leptospirosis 4", "Bordetella (oral)", "Lyme", "CIV H3N2/H3N8", "DAPP + Lepto")
AREAS = (315, 613, 787)
MONTHS_ES = (
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
    "octubre", "noviembre", "diciembre",
)  # fmt: skip


@dataclass
class Shot:
    """One rabies shot as a row or a certificate states it."""

    vaccinated: date
    years: int  # the term the page marks
    product: str
    maker: str
    lot: str | None
    tag: str | None
    vet: str
    expiry_printed: bool = True

    @property
    def expires(self) -> date:
        return add_years(self.vaccinated, self.years)


@dataclass
class Facts:
    dog: str
    owner: str  # as the page writes it
    address: str
    breed: str
    colour: str
    sex: str
    age: str
    clinic: str | None
    clinic_place: str
    phone: str
    shot: Shot  # the one the truth is of
    others: list[Shot] = field(default_factory=list)  # older rabies shots, or other pets' shots
    pets: list[tuple[str, str, str]] = field(default_factory=list)  # (name, species, breed)
    style: int = 0  # how this writer writes a date


def add_years(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def when(rng: random.Random, lapsed: bool) -> date:
    """A vaccination day: long ago enough to have lapsed, or recent."""
    if lapsed:
        return date(2021, 6, 1) + timedelta(days=rng.randrange(0, 1200))
    return date(2025, 12, 10) + timedelta(days=rng.randrange(0, 350))


def us_date(day: date, style: int) -> str:
    return (
        f"{day:%m/%d/%Y}",
        f"{day.month}/{day.day}/{day:%y}",
        f"{day:%b} {day.day}, {day.year}",
        f"{day:%d-%b-%Y}",
        f"{day:%Y-%m-%d}",
        f"{day:%B} {day.day}, {day.year}",
        f"{day.month}-{day.day}-{day.year}",
    )[style % 7]


def day_first(day: date, style: int) -> str:
    """A Canadian clinic's: month by name, ISO, or day-first figures only when the day is > 12."""
    if style % 4 == 3 and day.day <= 12:
        style = 0
    return (
        f"{day.day:02d} {day:%b}".upper() + f" {day.year}",
        f"{day:%Y-%m-%d}",
        f"{day.day} {day:%B} {day.year}",
        f"{day:%d/%m/%Y}",
    )[style % 4]


def spanish(day: date, style: int) -> str:
    month = MONTHS_ES[day.month - 1]
    return (
        f"{day.day} de {month} de {day.year}",
        f"{day:%d/%m/%Y}",
        f"{day.day:02d}-{month[:3]}-{day.year}",
    )[style % 3]


def hand_date(day: date, style: int) -> str:
    sept = ("Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec")
    return (
        f"{day.month}/{day.day}/{day:%y}",
        f"{day.day} {sept[day.month - 1]} {day:%y}",
        f"{sept[day.month - 1]}. {day.day}, {day.year}",
        f"{day.month}-{day.day}-{day.year}",
    )[style % 4]


def tag_number(rng: random.Random, day: date, kind: int) -> str:
    return (
        f"{day:%y}-{rng.randrange(100, 99999):05d}",
        f"RB {rng.randrange(100000, 999999)}",
        f"{rng.randrange(1000, 99999)}",
        f"R{day:%y}-{rng.randrange(1000, 9999)}",
        f"{rng.choice('ABCKM')}{rng.randrange(10000, 99999)}",
    )[kind % 5]


def lot_number(rng: random.Random) -> str:
    letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTX") for _ in range(rng.choice((1, 2))))
    return rng.choice(
        (f"{rng.randrange(100000, 999999)}{letters}", f"{letters}{rng.randrange(1000, 99999)}")
    )


def shot(rng: random.Random, day: date, vets: tuple[str, ...], tagged: bool, kind: int) -> Shot:
    product, maker, years = rng.choice(PRODUCTS[:9])
    if rng.random() < 0.3:
        years = 1  # a first shot is for one year whatever the vial says
    lot = lot_number(rng) if rng.random() < 0.85 else None
    tag = tag_number(rng, day, kind) if tagged else None
    return Shot(day, years, product, maker, lot, tag, rng.choice(vets), rng.random() < 0.8)


def facts(rng: random.Random, layout: str) -> Facts:
    """The facts of one page; its last draws pick what the page leaves out."""
    es, ca = layout == "spanish_certificate", layout == "canadian_form"
    first = rng.choice(NOMBRES if es else FIRST)
    last = rng.choice(APELLIDOS if es else LAST)
    owner = f"{first} {last}" if rng.random() < 0.7 or es else f"{last.upper()}, {first}"
    vets = VETS_ES if es else VETS_CA if ca else VETS
    lapsed = rng.random() < 0.22
    day = when(rng, lapsed)
    main = shot(rng, day, vets, rng.random() < 0.8, rng.randrange(5))
    if layout in ("history_printout", "pen_booklet"):
        past = day
        others = []
        for _ in range(rng.randint(2, 3)):
            past = add_years(past, -rng.choice((1, 1, 3))) - timedelta(days=rng.randrange(0, 40))
            others.append(shot(rng, past, vets, True, rng.randrange(5)))
    else:
        others = [shot(rng, when(rng, rng.random() < 0.2), vets, True, 2) for _ in range(2)]
    if es:
        clinic, place = rng.choice(CLINICS_ES), rng.choice(PLACES_ES)
    elif ca:
        clinic, place = rng.choice(CLINICS_CA), rng.choice(PLACES_CA)
    else:
        clinic, place = rng.choice(CLINICS), rng.choice(TOWNS)
    dog = rng.choice(PERROS if es else DOGS)
    pets = [(rng.choice([d for d in DOGS if d != dog]), "Canine", rng.choice(BREEDS))]
    pets.append((rng.choice(CATS), "Feline", "DSH"))
    return Facts(
        dog=dog,
        owner=owner,
        address=f"{rng.randrange(12, 9800)} {rng.choice(STREETS)}",
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        sex=rng.choice(("M/N", "F/S", "Male", "Female", "MN", "FS")),
        age=f"{rng.randint(1, 13)} yrs",
        clinic=None if layout == "pen_form" and rng.random() < 0.3 else clinic,
        clinic_place=place,
        phone=f"({rng.choice(AREAS)}) {rng.randrange(200, 999)}-{rng.randrange(9999):04d}",
        shot=main,
        others=others,
        pets=pets[: rng.randint(1, 2)],
        style=rng.randrange(12),
    )
