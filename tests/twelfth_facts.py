"""The facts a page of the twelfth set is drawn from (tests/twelfth_certificates.py): one dog, its
owner, one rabies shot and the practice that gave it, with the distractors a real page carries."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

SEED = "issue-28-twelfth-2026-12-03"  # frozen: the set is the same set every time
TODAY = date(2026, 12, 3)

OWNER_FIRST = (
    "Zoë", "José", "Mary-Kate", "Dmitri", "Chloé", "Aaliyah", "Bartholomew", "Renée", "Kateryna",
    "Tyrell", "Ngozi", "Luis", "Brigid", "Hélène", "Wen", "Declan", "Marisol", "Anne-Sophie",
)  # fmt: skip
OWNER_LAST = (
    "Van der Berg", "Kowalczyk", "Hernández", "St. Pierre", "McAllister-Diaz", "Nguyen", "Okafor",
    "Lindqvist", "D'Amato", "Bélanger", "Schröder", "Fitzgerald", "Castillo-Moreno", "Abernathy",
    "Przybylski", "Ní Bhriain", "Thibodeau-Nash", "Yamamoto",
)  # fmt: skip
DOGS = (
    "Biscuit", "Luna", "Mr. Pickles", "Koda", "Pepper Ann", "Zeus", "Maple", "Théo", "Nacho",
    "Sir Wigglesworth", "Ziggy", "Lulu-Belle", "Otis", "Penny", "Rocco", "Frida", "Moose",
    "Daisy Mae", "Gus", "Señor Waffles", "Kiki", "Brutus", "Noémie", "Waylon",
)  # fmt: skip
BREEDS = (
    "Labrador Retriever", "Beagle", "German Shepherd", "Boston Terrier", "Shih Tzu", "Mixed",
    "Golden Retriever", "Pit Bull Terrier mix", "Bernese Mtn Dog", "Dachshund", "Husky mix",
    "Cavalier King Charles Spaniel", "Border Collie", "Goldendoodle",
)  # fmt: skip
COLOURS = ("Black", "Brindle", "Tan/White", "Red", "Tricolor", "Blue merle", "Fawn", "Chocolate")
VETS = (
    "Marguerite Okonkwo-Lévesque", "Tomás Ibarra", "Hyun-woo Park", "Siobhán Delaney",
    "Rafael Núñez-Ortiz", "Anneliese Brandt", "Kwame Asante", "Priya Raghunathan",
    "Benoît Charbonneau", "Dana Whitcomb-Reyes", "Gregory Szymanski", "Lorraine DeFazio",
)  # fmt: skip
CLINICS = (
    ("Oak Orchard Veterinary Associates", "7421 Oswego Rd, Liverpool NY 13090"),
    ("Three Rivers Animal Hospital", "3890 State Route 31, Clay NY 13041"),
    ("Caughdenoy Road Veterinary Clinic", "4522 Caughdenoy Rd, Clay NY 13041"),
    ("Brewerton Pet Care Center", "9606 Brewerton Rd, Brewerton NY 13029"),
    ("Lakeshore Companion Animal Clinic", "120 Lakeshore Rd, Cicero NY 13039"),
    ("Cicero Commons Veterinary Hospital", "5861 Route 31, Cicero NY 13039"),
    ("Northern Onondaga Mobile Vet Services", "PO Box 118, North Syracuse NY 13212"),
    ("Moyers Corners Animal Hospital", "7990 Oswego Rd, Baldwinsville NY 13027"),
)
PRODUCTS = (
    ("Imrab 3", "Boehringer Ingelheim", 3),
    ("Imrab 3 TF", "Boehringer Ingelheim", 3),
    ("Imrab 1 TF", "Boehringer Ingelheim", 1),
    ("Defensor 3", "Zoetis", 3),
    ("Defensor 1", "Zoetis", 1),
    ("Rabvac 3", "Elanco", 3),
    ("Rabvac 1", "Elanco", 1),
    ("Nobivac 3-Rabies", "Merck Animal Health", 3),
    ("Nobivac 1-Rabies", "Merck Animal Health", 1),
)
STREETS = ("Maple", "Wetzel", "Soule", "Gaskin", "Morgan", "Buckley")
MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
)  # fmt: skip


def add_years(day: date, years: int) -> date:
    """The same month and day `years` later; 29 February becomes 28 February."""
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return day.replace(year=day.year + years, day=28)


def style_date(day: date, style: str) -> str:
    """A day written as the page writes it."""
    month = MONTHS[day.month - 1]
    return {
        "m/d/yy": f"{day.month}/{day.day}/{day:%y}",
        "m/d/yyyy": f"{day.month}/{day.day}/{day.year}",
        "mm/dd/yyyy": f"{day:%m/%d/%Y}",
        "mm-dd-yyyy": f"{day:%m-%d-%Y}",
        "d Mon yyyy": f"{day.day} {month[:3]} {day.year}",
        "Month d, yyyy": f"{month} {day.day}, {day.year}",
        "Mon d, yyyy": f"{month[:3]} {day.day}, {day.year}",
        "iso": day.isoformat(),
    }[style]


@dataclass(frozen=True)
class Facts:
    owner_first: str
    owner_last: str
    street: str
    phone: str
    dog: str
    breed: str
    colour: str
    sex: str  # "M", "F", "MN" or "FS"
    birth: date
    weight: int
    vaccinated: date
    term: int
    expires: date  # vaccinated + term: what the page means when it prints it
    show_expiry: bool  # the page prints the expiry ("Due", "Exp.", "next due")
    show_term: bool  # the page prints the term (a checked box, "3 yr")
    tag: str | None
    vet: str
    vet_licence: str
    clinic: str
    clinic_address: str
    clinic_phone: str
    product: str
    maker: str
    lot: str | None
    lot_expiry: date
    microchip: str | None
    prior_tag: str
    serial: str  # the certificate's own number, not a tag

    @property
    def owner(self) -> str:
        return f"{self.owner_first} {self.owner_last}"

    @property
    def owner_reversed(self) -> str:
        return f"{self.owner_last}, {self.owner_first}"

    @property
    def lapsed(self) -> bool:
        return self.expires < TODAY


def _tag(rng: random.Random, year: int) -> str:
    n = rng.randint(20, 9999)
    return rng.choice(
        [f"{year % 100:02d}-{n:04d}", f"R-{rng.randint(10000, 49999)}", f"{n}", f"CLY {year}-{n}"]
    )


def _lot(rng: random.Random) -> str:
    letters = "ABCDEFGHJKLMNPRSTX"
    return rng.choice(
        [
            f"{rng.randint(100000, 999999)}{rng.choice(letters)}",
            f"{rng.choice(letters)}{rng.randint(100, 999)}{rng.choice(letters)}",
            f"L{rng.randint(1000, 9999)}-{rng.randint(1, 9)}",
            f"{rng.randint(1000000, 1999999)}A",
            f"PR{rng.randint(1000, 9999)}",
        ]
    )


def draw_facts(rng: random.Random) -> Facts:
    product, maker, term = rng.choice(PRODUCTS)
    lapsed = rng.random() < 0.5
    if lapsed:  # expired before TODAY
        latest = add_years(TODAY, -term) - timedelta(days=3)
        vaccinated = latest - timedelta(days=rng.randint(0, 700))
    else:
        earliest = add_years(TODAY, -term) + timedelta(days=3)
        vaccinated = earliest + timedelta(days=rng.randint(0, (TODAY - earliest).days - 1))
    if rng.random() < 0.04:  # now and then a leap day, to keep 29 Feb → 28 Feb honest
        vaccinated = date(2024, 2, 29)
    expires = add_years(vaccinated, term)
    show_expiry = rng.random() < 0.7
    show_term = show_expiry or rng.random() < 0.55
    clinic, address = rng.choice(CLINICS)
    birth = vaccinated - timedelta(days=rng.randint(120, 4000))
    digits = "".join(str(rng.randint(0, 9)) for _ in range(9))
    return Facts(
        owner_first=rng.choice(OWNER_FIRST),
        owner_last=rng.choice(OWNER_LAST),
        street=f"{rng.randint(100, 9899)} {rng.choice(STREETS)} Rd",
        phone=f"(315) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        sex=rng.choice(["M", "F", "MN", "FS"]),
        birth=birth,
        weight=rng.randint(9, 110),
        vaccinated=vaccinated,
        term=term,
        expires=expires,
        show_expiry=show_expiry,
        show_term=show_term,
        tag=None if rng.random() < 0.22 else _tag(rng, vaccinated.year),
        vet=rng.choice(VETS),
        vet_licence=f"{rng.randint(1000, 9999):06d}",
        clinic=clinic,
        clinic_address=address,
        clinic_phone=f"(315) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
        product=product,
        maker=maker,
        lot=None if rng.random() < 0.25 else _lot(rng),
        lot_expiry=vaccinated + timedelta(days=rng.randint(200, 900)),
        microchip=None if rng.random() < 0.35 else f"985{rng.randint(100, 141)}{digits}",
        prior_tag=_tag(rng, vaccinated.year - term),
        serial=f"{rng.randint(10, 99)}{rng.randint(10000, 99999)}",
    )
