"""The twentieth set's facts: dogs, owners, vets, clinics, rabies vaccines (US names), tags and
lots, and the date styles the pages write dates in."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

DOGS = (
    "Biscuit", "Juniper", "Koda", "Marley", "Nala", "Oakley", "Pickles", "Ranger", "Sadie",
    "Teddy", "Winnie", "Yoshi", "Bear", "Clementine", "Diesel", "Ellie", "Finnegan", "Gracie",
    "Hank", "Ivy", "Jax", "Lulu", "Mabel", "Nugget", "Olive", "Pepper", "Remy", "Scout",
)  # fmt: skip
OWNERS = (
    "Dana Kowalczyk", "Miguel Santiago", "Brenda Castellano", "Tyrone Whitfield", "Priya Raman",
    "Colleen Murtagh", "Hector Alvarado", "Jessica Lindqvist", "Omar Haddad", "Renee Duchamp",
    "Stanley Przybylski", "Yolanda Ortiz", "Geoffrey Albright", "Mei-Ling Chou", "Carmen Ruiz",
    "Patrick Szymanski", "Aisha Bello", "Derek Vanderhoff", "Lucia Moreno", "Nathan Greco",
)  # fmt: skip
VETS = (
    "Rebecca Thornquist", "Samuel Adeyemi", "Lauren Fitzpatrick", "Ignacio Beltrán",
    "Katherine Yee", "Douglas Marchetti", "Andrea Kovacs", "Jonathan Whitcomb", "Farah Qureshi",
    "Elena Vasquez", "Martin Lefebvre", "Claire Dubois", "Rosa Delgado", "Peter Haldane",
)  # fmt: skip
CLINICS = (
    "Clay Veterinary Hospital", "Oak Orchard Animal Clinic", "Brewerton Road Pet Care",
    "Liverpool Companion Animal Hospital", "Seneca Knolls Veterinary", "Bayberry Pet Clinic",
    "Cicero Center Animal Hospital", "Oneida Shores Veterinary Care", "Taft Road Animal Clinic",
)  # fmt: skip
STREETS = (
    "Wetzel Rd", "Bear Rd", "Buckley Rd", "Maple Rd", "Henry Clay Blvd", "Caughdenoy Rd",
    "Oswego Rd", "Soule Rd", "Verplank Rd", "Morgan Rd",
)  # fmt: skip
BREEDS = (
    "Labrador Retriever", "Beagle mix", "German Shepherd", "Goldendoodle", "Pit Bull mix",
    "Shih Tzu", "Boxer", "Australian Shepherd", "Chihuahua mix", "Border Collie",
    "Cavalier King Charles", "Hound mix",
)  # fmt: skip
COLOURS = ("Black", "Tan", "Brindle", "White/Brown", "Tricolor", "Fawn", "Black/White", "Red")
PRODUCTS = {
    1: ("Imrab 1", "Defensor 1", "Rabvac 1", "Nobivac 1-Rabies"),
    3: ("Imrab 3", "Defensor 3", "Rabvac 3", "Nobivac 3-Rabies", "Imrab 3 TF"),
}
MAKERS = {
    "Imrab": "Boehringer Ingelheim",
    "Defensor": "Zoetis",
    "Rabvac": "Elanco",
    "Nobivac": "Merck Animal Health",
}
TODAY = date(2026, 12, 4)
MONTHS_ES = ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic")
DATE_STYLES = ("mdy", "mdy2", "m/d/y", "m/d/yy", "mon d, y", "month d, y", "iso", "dmy", "d mon y")


def fmt_date(d: date, style: str) -> str:
    return {
        "mdy": f"{d:%m/%d/%Y}",
        "mdy2": f"{d:%m/%d/%y}",
        "m/d/y": f"{d.month}/{d.day}/{d.year}",
        "m/d/yy": f"{d.month}/{d.day}/{d:%y}",
        "mon d, y": f"{d:%b} {d.day}, {d.year}",
        "month d, y": f"{d:%B} {d.day}, {d.year}",
        "iso": f"{d:%Y-%m-%d}",
        "dmy": f"{d:%d/%m/%Y}",
        "d mon y": f"{d.day} {d:%b} {d.year}",
    }[style]


def plus_years(d: date, years: int) -> date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:  # 29 February
        return d.replace(year=d.year + years, day=28)


@dataclass
class Facts:
    dog: str
    breed: str
    colour: str
    sex: str
    age: int
    owner: str
    street: str
    phone: str
    vet: str
    clinic: str
    clinic_phone: str
    term: int
    product: str
    maker: str
    lot: str
    tag: str
    shot: date
    expires: date
    vial_exp: date


def _lot(rng: random.Random, product: str) -> str:
    if product.startswith("Nobivac"):
        return f"{rng.randint(10, 99)}{rng.choice('ABCDEFGHJK')}{rng.randint(100, 999)}"
    if product.startswith("Imrab"):
        serial = f"{rng.randint(2, 9)}{rng.choice('ABCDEF')}{rng.randint(1000, 9999)}"
        return f"{serial}-{rng.randint(1, 9)}"
    if product.startswith("Defensor"):
        return f"{rng.choice('ABCDE')}{rng.randint(10000, 99999)}"
    return f"{rng.randint(100, 999)}{rng.choice('ABCDEFGH')}{rng.randint(10, 99)}"


def _phone(rng: random.Random, area: str = "315") -> str:
    return f"({area}) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}"


def facts(rng: random.Random, lapsed: float = 0.1) -> Facts:
    """One dog's rabies shot: mostly still valid on the set's day, now and then lapsed."""
    term = rng.choice((1, 3, 3))
    if rng.random() < lapsed:
        shot = date(2023, 1, 2) + timedelta(days=rng.randint(0, 330 if term == 3 else 900))
    elif term == 3:
        shot = date(2024, 1, 5) + timedelta(days=rng.randint(0, 1030))
    else:
        shot = date(2025, 12, 8) + timedelta(days=rng.randint(0, 355))
    product = rng.choice(PRODUCTS[term])
    lot = _lot(rng, product)
    return Facts(
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        sex=rng.choice(("M", "F", "MN", "FS")),
        age=rng.randint(1, 12),
        owner=rng.choice(OWNERS),
        street=f"{rng.randint(100, 9899)} {rng.choice(STREETS)}",
        phone=_phone(rng),
        vet=rng.choice(VETS),
        clinic=rng.choice(CLINICS),
        clinic_phone=_phone(rng),
        term=term,
        product=product,
        maker=MAKERS[product.split()[0]],
        lot=lot,
        tag=rng.choice(
            (
                f"{rng.randint(10000, 99999)}",
                f"R{rng.randint(100000, 999999)}",
                f"{shot.year % 100:02d}-{rng.randint(1000, 9999)}",
                f"{rng.randint(1000, 9999)}",
            )
        ),
        shot=shot,
        expires=plus_years(shot, term),
        vial_exp=date(shot.year + rng.randint(1, 2), rng.randint(1, 12), 1),
    )


def other_date(rng: random.Random, near: date, spread: int = 200) -> date:
    """Another day on the page (another vaccine, a visit), never the shot's own."""
    while True:
        d = near + timedelta(days=rng.randint(-spread, spread))
        if d != near and d <= TODAY:
            return d
