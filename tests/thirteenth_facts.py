"""The facts behind one page of the thirteenth set (tests/thirteenth_certificates.py): a dog, its
owner out of state, the practice that vaccinated it, the rabies shot and the distractors a real
paper carries (other vaccines, a lot's own expiry, serial and microchip numbers, phones)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

SEED = "issue-28-thirteenth-2026-12-04"
TODAY = date(2026, 12, 4)

DOGS = (
    "Biscuit", "Juniper", "Moose", "Pepper Jack", "Odin", "Clementine", "Brisket", "Waylon",
    "Tilly", "Gus", "Marigold", "Koda", "Sarge", "Dottie", "Ranger", "Hazel", "Bodhi", "Lulu",
    "Tank", "Poppy", "Rooster", "Nova", "Banjo", "Willow", "Chief", "Maple", "Ziggy", "Sadie Mae",
)  # fmt: skip
BREEDS = (
    "Labrador Retriever", "Beagle", "German Shepherd", "Border Collie", "Boxer mix",
    "Australian Cattle Dog", "Pit Bull Terrier mix", "Golden Retriever", "Dachshund",
    "Siberian Husky", "Shih Tzu", "Chesapeake Bay Retriever", "Plott Hound", "Corgi mix",
)  # fmt: skip
COLOURS = ("black", "tan", "brindle", "red/white", "tricolor", "chocolate", "blue merle", "fawn")
FIRST = (
    "Marisol", "Dwayne", "Keiko", "Thaddeus", "Rosalind", "Emeka", "Bronwyn", "Lucas",
    "Priya", "Cody", "Agnieszka", "Terrence", "Yolanda", "Hollis", "Ingrid", "Desmond",
)  # fmt: skip
LAST = (
    "Okafor", "Lindqvist", "Barrientos", "Hargrove", "Kowalczyk", "Tran", "McAllister",
    "Pennington", "Delacroix", "Szabo", "Whitfield", "Nakamura", "Quintero", "Ashby",
)  # fmt: skip
VETS = (
    "Helena Voss", "Rafael Ocampo", "Tamsin Greer", "Obi Nwachukwu", "Corinne Belfort",
    "Silas Wetherby", "Anjali Rao", "Grant Kessler", "Mireille Duchamp", "Lyle Fontaine",
    "Beatrix Holm", "Jonah Castellanos",
)  # fmt: skip
PLACES = (
    ("Scranton", "PA", "570"), ("Burlington", "VT", "802"), ("Toms River", "NJ", "732"),
    ("Erie", "PA", "814"), ("Pittsfield", "MA", "413"), ("Bangor", "ME", "207"),
    ("Norwich", "CT", "860"), ("Morgantown", "WV", "304"), ("Keene", "NH", "603"),
    ("Dover", "DE", "302"), ("Frederick", "MD", "301"), ("Mentor", "OH", "440"),
)  # fmt: skip
STREETS = ("Orchard Ln", "Quarry Rd", "Birch St", "Depot St", "Hemlock Dr", "Mill Pond Rd")
PRACTICES = (
    "{town} Animal Hospital", "Blue Ridge Veterinary Associates", "Cedar Hollow Pet Clinic",
    "Riverbend Veterinary Care", "{town} Valley Veterinary Center", "Lakeshore Animal Clinic",
    "Stonewall Farm & Pet Vets", "Harbor Point Veterinary Hospital",
)  # fmt: skip
PRODUCTS = {
    "Imrab 3": ("Boehringer Ingelheim", 3),
    "Imrab 1": ("Boehringer Ingelheim", 1),
    "Defensor 3": ("Zoetis", 3),
    "Defensor 1": ("Zoetis", 1),
    "Rabvac 3": ("Elanco", 3),
    "Nobivac 3-Rabies": ("Merck Animal Health", 3),
    "Nobivac 1-Rabies": ("Merck Animal Health", 1),
}
OTHER_SHOTS = ("DHPP", "Bordetella", "Lyme", "Leptospirosis", "Canine Influenza")
MONTHS = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")


def add_years(day: date, years: int) -> date:
    """The same month and day years later (29 Feb gives 28 Feb)."""
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return day.replace(year=day.year + years, day=28)


def dmy(day: date) -> str:
    """Military style: 04 MAR 2026."""
    return f"{day.day:02d} {MONTHS[day.month - 1]} {day.year}"


def long_us(day: date) -> str:
    """March 4, 2026."""
    return f"{day:%B} {day.day}, {day.year}"


def short_us(day: date) -> str:
    """Mar 4, 2026."""
    return f"{day:%b} {day.day}, {day.year}"


def iso(day: date) -> str:
    return day.isoformat()


@dataclass(frozen=True)
class Shot:
    name: str
    given: date


@dataclass(frozen=True)
class Facts:
    dog: str
    breed: str
    colour: str
    sex: str
    born: date
    weight: int
    first: str
    last: str
    street: str
    town: str
    state: str
    phone: str
    vet: str
    license_no: str
    clinic: str
    clinic_street: str
    clinic_phone: str
    product: str
    maker: str
    term: int
    lot: str
    lot_expires: date
    vaccinated: date
    tag: str
    prior_tag: str
    microchip: str
    serial: str
    others: tuple[Shot, ...]

    @property
    def expires(self) -> date:
        return add_years(self.vaccinated, self.term)

    @property
    def owner(self) -> str:
        return f"{self.first} {self.last}"


def _phone(rng: random.Random, area: str) -> str:
    return f"({area}) {rng.randint(201, 989)}-{rng.randint(1000, 9999)}"


def draw_facts(rng: random.Random) -> Facts:
    town, state, area = rng.choice(PLACES)
    vaccinated = TODAY - timedelta(days=rng.randint(6, 3 * 365 - 20))
    product = rng.choice(tuple(PRODUCTS))
    maker, term = PRODUCTS[product]
    born = vaccinated - timedelta(days=rng.randint(200, 3650))
    lot = rng.choice(
        (
            f"{rng.randint(100, 999)}{rng.choice('ABCDEFGHJKLMNPRTX')}{rng.randint(10, 99)}",
            f"{rng.choice('ABCDEFGHJKLMNPRTX')}{rng.randint(10000, 99999)}",
            f"{rng.randint(1000, 9999)}-{rng.randint(1, 9)}{rng.choice('ABCDEF')}",
        )
    )
    others = []
    for name in rng.sample(OTHER_SHOTS, rng.randint(2, 3)):
        given = vaccinated + timedelta(
            days=rng.choice((-rng.randint(20, 300), rng.randint(14, 90)))
        )
        others.append(Shot(name, min(given, TODAY - timedelta(days=1))))
    tag_n = rng.randint(1000, 99999)
    tag = rng.choice((str(tag_n), f"{state}-{tag_n}", f"R{tag_n:05d}", f"{vaccinated:%y}-{tag_n}"))
    return Facts(
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        sex=rng.choice(("M", "F", "MN", "FS")),
        born=born,
        weight=rng.randint(9, 96),
        first=rng.choice(FIRST),
        last=rng.choice(LAST),
        street=f"{rng.randint(12, 4890)} {rng.choice(STREETS)}",
        town=town,
        state=state,
        phone=_phone(rng, area),
        vet=rng.choice(VETS),
        license_no=f"{state} VET {rng.randint(1000, 99999)}",
        clinic=rng.choice(PRACTICES).format(town=town),
        clinic_street=f"{rng.randint(100, 9800)} {rng.choice(('Route 6', 'Main St', 'Pike Rd'))}",
        clinic_phone=_phone(rng, area),
        product=product,
        maker=maker,
        term=term,
        lot=lot,
        lot_expires=vaccinated + timedelta(days=rng.randint(120, 700)),
        vaccinated=vaccinated,
        tag=tag,
        prior_tag=str(rng.randint(1000, 99999)),
        microchip=f"{rng.choice(('985', '900', '956'))}{rng.randint(10**11, 10**12 - 1)}",
        serial=f"{rng.randint(10, 99)}{rng.randint(100000, 999999)}",
        others=tuple(others),
    )
