"""The facts behind one page of the fourteenth set (tests/fourteenth_certificates.py): a dog, its
owner in a Central New York town, the practice and vet who gave the rabies shot, the product and
its lot, and the numbers and dates that are NOT the truth (birth, lot expiry, microchip, a
previous town's license, phones). Every draw comes from the page's own random.Random."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

SEED = "issue-28-fourteenth-2026-12-04"
TODAY = date(2026, 12, 4)

DOGS = ("Biscuit", "Juniper", "Otis", "Pepper", "Waffles", "Mochi", "Tucker", "Hazel", "Ziggy",
        "Clementine", "Bruno", "Winnie", "Gus", "Marlowe", "Sadie", "Pretzel", "Ranger", "Nutmeg",
        "Kona", "Beau", "Dixie", "Fennel", "Murphy", "Olive", "Rocco", "Tilly", "Yukon",
        "Boomer")  # fmt: skip
FIRST = ("Dana", "Marisol", "Keith", "Priya", "Tomasz", "Heather", "Andre", "Colleen", "Yusuf",
         "Bethany", "Gregory", "Lorraine", "Nadia", "Derek", "Svetlana", "Irina", "Wendell",
         "Shauna", "Francis", "Minh")  # fmt: skip
LAST = ("Kowalski", "Fenwick", "Abernathy", "Delgado", "Szymanski", "Okonkwo", "Lindqvist",
        "Baranov", "Castellano", "Pettibone", "McGillicuddy", "Hollister", "Vanderveer",
        "Quattrone", "Ruggiero", "Oyelaran", "Tkachenko", "Whitcombe")  # fmt: skip
VET_FIRST = ("Anjali", "Robert", "Meredith", "Hiroshi", "Caitlin", "Olumide", "Petra", "Samuel",
             "Yelena", "Grant", "Teresa", "Bogdan")  # fmt: skip
VET_LAST = ("Marchetti", "Onyango", "Brzezinski", "Haverford", "Tanaka", "Devereaux", "Kaplan",
            "Nwachukwu", "Sokolova", "Whitaker", "Esposito", "Lindgren")  # fmt: skip
CLINICS = ("Skaneateles Lakeside Veterinary", "Cazenovia Hills Animal Hospital",
           "Manlius Village Pet Clinic", "Erie Canal Veterinary Group",
           "Onondaga Valley Animal Care", "Fayetteville Companion Vets",
           "Baldwinsville River Animal Clinic", "Tully Crossroads Veterinary",
           "Marcellus Country Vet", "Chittenango Falls Animal Hospital")  # fmt: skip
TOWNS = (("Pompey", "13138"), ("LaFayette", "13084"), ("Camillus", "13031"), ("Lysander", "13027"),
         ("Elbridge", "13060"), ("Van Buren", "13209"), ("Onondaga", "13215"),
         ("Spafford", "13077"))  # fmt: skip
STREETS = ("Sweet Rd", "Cherry Valley Tpke", "Pompey Center Rd", "Jamesville Ave",
           "Amber Ln", "Kasson Rd", "Bussey Rd", "Sentinel Heights Rd", "Vesper Rd",
           "Oak Hill Dr")  # fmt: skip
BREEDS = ("Labrador Retriever", "Beagle", "Border Collie mix", "Goldendoodle", "Boxer",
          "German Shepherd", "Shih Tzu", "Australian Shepherd", "Pit Bull mix",
          "Corgi")  # fmt: skip
COLOURS = ("Black", "Tan/White", "Brindle", "Red", "Tricolor", "Cream", "Black/Tan", "Merle")
# (name, maker, years)
PRODUCTS = (("Imrab 3", "Boehringer Ingelheim", 3), ("Imrab 1", "Boehringer Ingelheim", 1),
            ("Rabvac 3", "Elanco", 3), ("Rabvac 1", "Elanco", 1),
            ("Nobivac 3-Rabies", "Merck Animal Health", 3),
            ("Nobivac 1-Rabies", "Merck Animal Health", 1), ("Defensor 3", "Zoetis", 3),
            ("Defensor 1", "Zoetis", 1), ("Imrab 3 TF", "Boehringer Ingelheim", 3))  # fmt: skip
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip


@dataclass
class Facts:
    dog: str
    breed: str
    colour: str
    sex: str
    born: date
    first: str
    last: str
    street: str
    town: str
    zip: str
    phone: str
    vet_first: str
    vet_last: str
    clinic: str
    clinic_phone: str
    product: str
    maker: str
    years: int
    lot: str
    lot_expiry: date
    vaccinated: date
    tag: str
    previous_tag: str
    microchip: str
    license: str

    @property
    def owner(self) -> str:
        return f"{self.first} {self.last}"

    @property
    def vet(self) -> str:
        return f"{self.vet_first} {self.vet_last}"

    @property
    def expires(self) -> date:
        return add_years(self.vaccinated, self.years)


def add_years(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:
        return day.replace(year=day.year + years, day=28)


def _lot(rng: random.Random) -> str:
    kind = rng.randrange(4)
    if kind == 0:
        return f"{rng.randint(300, 399)}{rng.randint(100, 999)}{rng.choice('ABCDE')}"
    if kind == 1:
        return f"{rng.choice('ABKR')}{rng.choice('ABKR')}{rng.randint(10000, 99999)}"
    if kind == 2:
        return f"0{rng.randint(1000000, 9999999)}"
    return f"{rng.randint(1, 9)}{rng.choice('XYZ')}{rng.randint(100, 999)}-{rng.randint(10, 99)}"


def _tag(rng: random.Random, year: int) -> str:
    kind = rng.randrange(4)
    if kind == 0:
        return f"{year % 100:02d}-{rng.randint(1000, 9999)}"
    if kind == 1:
        return f"R{rng.randint(100000, 999999)}"
    if kind == 2:
        return f"{rng.randint(40000, 89999)}"
    return f"{year}-{rng.randint(100, 999)}{rng.choice('ABCH')}"


def _phone(rng: random.Random, area: str = "315") -> str:
    return f"({area}) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}"


def draw_facts(rng: random.Random) -> Facts:
    product, maker, years = rng.choice(PRODUCTS)
    vaccinated = date(2023, 5, 1) + timedelta(
        days=rng.randrange((TODAY - date(2023, 5, 1)).days - 6)
    )
    town, zip_code = rng.choice(TOWNS)
    return Facts(
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        sex=rng.choice(("M", "F", "MN", "FS")),
        born=vaccinated - timedelta(days=rng.randint(200, 4000)),
        first=rng.choice(FIRST),
        last=rng.choice(LAST),
        street=f"{rng.randint(12, 9870)} {rng.choice(STREETS)}",
        town=town,
        zip=zip_code,
        phone=_phone(rng),
        vet_first=rng.choice(VET_FIRST),
        vet_last=rng.choice(VET_LAST),
        clinic=rng.choice(CLINICS),
        clinic_phone=_phone(rng),
        product=product,
        maker=maker,
        years=years,
        lot=_lot(rng),
        lot_expiry=vaccinated + timedelta(days=rng.randint(120, 700)),
        vaccinated=vaccinated,
        tag=_tag(rng, vaccinated.year),
        previous_tag=_tag(rng, vaccinated.year - years),
        microchip=f"985{rng.randint(10**11, 10**12 - 1)}",
        license=f"{rng.choice(('DL', 'L', 'N'))}-{rng.randint(1000, 29999)}",
    )


def long_date(day: date) -> str:
    """March 4th, 2026."""
    n = day.day
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{MONTHS[day.month - 1]} {n}{suffix}, {day.year}"


def us(day: date, pad: bool = False, short: bool = False) -> str:
    """3/4/2026, 03/04/2026 or 3/4/26."""
    year = f"{day:%y}" if short else f"{day.year}"
    if pad:
        return f"{day.month:02d}/{day.day:02d}/{year}"
    return f"{day.month}/{day.day}/{year}"


def mil(day: date, full_year: bool = False) -> str:
    """4-MAR-26 (or 04-MAR-2026)."""
    if full_year:
        return f"{day.day:02d}-{MONTHS[day.month - 1][:3].upper()}-{day.year}"
    return f"{day.day}-{MONTHS[day.month - 1][:3].upper()}-{day:%y}"
