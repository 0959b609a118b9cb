"""What the seventh set's certificates are about: a dog, its owner, a practice, a shot of vaccine.

Written from what Central New York residents carry in 2026, not from the earlier sets: the
products licensed for dogs with their makers and durations, lot numbers and tags as practices
print them, and dates in the ways US clinics write them. About one certificate in ten has lapsed
by the day the set is read (TODAY).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

TODAY = date(2026, 12, 3)
LAPSED_SHARE = 0.1

DOGS = (
    ("Biscuit", "Beagle mix", "Tri-color"),
    ("Juniper", "Australian Shepherd", "Blue merle"),
    ("Moose", "Newfoundland", "Black"),
    ("Pepper", "Schnauzer, Miniature", "Salt/pepper"),
    ("Ollie", "Goldendoodle", "Apricot"),
    ("Zeus", "German Shepherd", "Black/tan"),
    ("Marigold", "Labrador Retriever", "Yellow"),
    ("Tank", "Pit Bull Terrier", "Brindle"),
    ("Winnie", "Corgi, Pembroke", "Red/white"),
    ("Bodhi", "Husky, Siberian", "Grey/white"),
    ("Lulu", "Shih Tzu", "Gold/white"),
    ("Ranger", "Coonhound", "Red"),
    ("Pickles", "Dachshund", "Chocolate"),
    ("Sadie Mae", "Boxer", "Fawn"),
    ("Kodiak", "Malamute", "Grey"),
    ("Nala", "Cane Corso", "Blue"),
    ("Gus", "Basset Hound", "Tri"),
    ("Hazel", "Vizsla", "Rust"),
    ("Rocco", "Rottweiler", "Black/mahogany"),
    ("Maple", "Chihuahua mix", "Tan"),
    ("Chewie", "Bernese Mountain Dog", "Tricolor"),
    ("Dot", "Dalmatian", "White/black"),
    ("Murphy", "Border Collie", "Black/white"),
    ("Teddy", "Cavapoo", "Cream"),
)
OWNERS = (
    ("Maria", "Delgado"),
    ("Kevin", "Brennan"),
    ("Shanice", "Whitfield"),
    ("Tomasz", "Nowak"),
    ("Priyanka", "Desai"),
    ("Gary", "Lindquist"),
    ("Aaliyah", "Carter"),
    ("Dmitri", "Volkov"),
    ("Rosemary", "Fitzgerald"),
    ("Hung", "Tran"),
    ("Jessica", "Baumgartner"),
    ("Omar", "Haddad"),
    ("Linda", "Kaczmarek"),
    ("Marcus", "Greene"),
    ("Yesenia", "Ortiz"),
    ("Bill", "Henderson"),
)
STREETS = (
    "4811 Wetzel Rd",
    "112 Longbranch Rd",
    "7702 Buckley Rd",
    "305 Soule Rd",
    "8920 Oswego Rd",
    "4419 Route 31",
    "126 Pine Grove Dr",
    "7 Cobblestone Ln",
    "5560 Caughdenoy Rd",
)
TOWNS = (("Liverpool", "13090"), ("Clay", "13041"), ("Baldwinsville", "13027"), ("Cicero", "13039"))
VETS = (
    ("Priya", "Raghunathan", "011482"),
    ("Colleen", "Brophy", "009317"),
    ("Marcus", "Ellery", "013056"),
    ("Hye-jin", "Park", "014773"),
    ("Tom", "Vanderpool", "007724"),
    ("Adaeze", "Okafor", "015208"),
    ("Luis", "Ferreira", "012691"),
    ("Beth Ann", "Szymanski", "008845"),
)
CLINICS = (
    ("Brewerton Road Veterinary Clinic", "7391 Brewerton Rd, Cicero, NY 13039", "(315) 699-4120"),
    ("Three Rivers Animal Hospital", "3812 State Route 31, Liverpool, NY 13090", "(315) 652-7788"),
    ("Oak Orchard Pet Care", "2150 W Genesee Rd, Baldwinsville, NY 13027", "(315) 635-2291"),
    ("Northside Companion Animal Hospital", "8263 Oswego Rd, Liverpool, NY 13090", "315-622-0415"),
    ("Lakeshore Veterinary Associates", "6025 E Taft Rd, North Syracuse, NY 13212", "315.458.3390"),
)
LOW_COST = (
    ("Onondaga County Health Dept. Free Rabies Clinic", "Held at Town of Clay Highway Garage"),
    ("CNY Humane Low-Cost Vaccine Clinic", "Fairgrounds, Bldg 4 - Geddes, NY"),
)
PRODUCTS = (  # (name as printed, maker, years it protects)
    ("Rabvac 3", "Elanco", 3),
    ("Rabvac 1", "Elanco", 1),
    ("Imrab 3 TF", "Boehringer Ingelheim", 3),
    ("Imrab 3", "Boehringer Ingelheim", 3),
    ("Nobivac 3-Rabies", "Merck Animal Health", 3),
    ("Nobivac 1-Rabies", "Merck Animal Health", 1),
    ("Defensor 3", "Zoetis", 3),
    ("Defensor 1", "Zoetis", 1),
)
DATE_STYLES = ("m/d/Y", "mm/dd/Y", "m/d/y", "mm-dd-Y", "Mon d, Y", "Month d, Y", "Y-mm-dd")
MONTHS = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)  # fmt: skip


def written(day: date, style: str) -> str:
    """A date as a US clinic's system or pen writes it."""
    month = MONTHS[day.month - 1]
    return {
        "m/d/Y": f"{day.month}/{day.day}/{day.year}",
        "mm/dd/Y": f"{day:%m/%d/%Y}",
        "m/d/y": f"{day.month}/{day.day}/{day:%y}",
        "mm-dd-Y": f"{day:%m-%d-%Y}",
        "Mon d, Y": f"{month[:3]} {day.day}, {day.year}",
        "Month d, Y": f"{month} {day.day}, {day.year}",
        "Y-mm-dd": day.isoformat(),
    }[style]


def years_after(day: date, years: int) -> date:
    return day.replace(year=day.year + years)  # days are drawn 1-28: no leap-day question


@dataclass(frozen=True)
class Facts:
    dog: str
    breed: str
    colour: str
    sex: str
    born: date
    owner_first: str
    owner_last: str
    street: str
    town: str
    zip_code: str
    phone: str
    vet_first: str
    vet_last: str
    vet_license: str
    clinic: str
    clinic_address: str
    clinic_phone: str
    product: str
    maker: str
    years: int
    lot: str
    lot_expires: date
    vaccinated: date
    expires: date
    tag: str
    certificate_no: str
    microchip: str
    style: str  # how this page writes its dates


def _lot(rng: random.Random) -> str:
    return rng.choice(
        (
            f"{rng.randrange(100000, 999999)}{rng.choice('ABCDE')}",
            f"L{rng.randrange(100000, 999999)}",
            f"{rng.randrange(10, 99)}{rng.choice('KRSX')}{rng.randrange(1000, 9999)}",
            f"{rng.randrange(1000, 9999)}-{rng.randrange(10, 99)}",
        )
    )


def _tag(rng: random.Random, year: int) -> str:
    return rng.choice(
        (
            f"{year % 100:02d}-{rng.randrange(1000, 99999):05d}",
            f"{year}-{rng.randrange(100, 9999)}",
            f"R{rng.randrange(100000, 999999)}",
            f"{rng.randrange(10000, 999999)}",
        )
    )


def draw_facts(rng: random.Random) -> Facts:
    dog, breed, colour = rng.choice(DOGS)
    first, last = rng.choice(OWNERS)
    town, zip_code = rng.choice(TOWNS)
    vet_first, vet_last, license_no = rng.choice(VETS)
    clinic, address, clinic_phone = rng.choice(CLINICS)
    product, maker, years = rng.choice(PRODUCTS)
    if rng.random() < LAPSED_SHARE:  # expired between a week and ten months ago
        expires = TODAY - timedelta(days=rng.randrange(7, 300))
        expires = expires.replace(day=min(expires.day, 28))
        vaccinated = expires.replace(year=expires.year - years)
    else:
        vaccinated = TODAY - timedelta(days=rng.randrange(3, years * 365 - 20))
        vaccinated = vaccinated.replace(day=min(vaccinated.day, 28))
        expires = years_after(vaccinated, years)
    lot_expires = vaccinated + timedelta(days=rng.randrange(120, 640))
    return Facts(
        dog=dog,
        breed=breed,
        colour=colour,
        sex=rng.choice(("M", "F", "MN", "FS")),
        born=vaccinated - timedelta(days=rng.randrange(200, 4000)),
        owner_first=first,
        owner_last=last,
        street=rng.choice(STREETS),
        town=town,
        zip_code=zip_code,
        phone=f"(315) {rng.randrange(200, 999)}-{rng.randrange(0, 9999):04d}",
        vet_first=vet_first,
        vet_last=vet_last,
        vet_license=license_no,
        clinic=clinic,
        clinic_address=address,
        clinic_phone=clinic_phone,
        product=product,
        maker=maker,
        years=years,
        lot=_lot(rng),
        lot_expires=lot_expires.replace(day=min(lot_expires.day, 28)),
        vaccinated=vaccinated,
        expires=expires,
        tag=_tag(rng, vaccinated.year),
        certificate_no=f"{rng.randrange(100000, 9999999)}",
        microchip=f"985{rng.randrange(10**11, 10**12)}",
        style=rng.choice(DATE_STYLES),
    )
