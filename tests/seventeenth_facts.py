"""The seventeenth set's facts: a dog, its owner in the Town of Clay, a Central New York clinic and
vet, the rabies shot (product, lot, tag, dates) and the other shots, and the date styles."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

DATE_STYLES = (
    "us",
    "iso",
    "d_mon_y",
    "mon_apos",
    "us_dash_yy",
    "long_ord",
    "us_short",
    "mon_d_y",
    "us_nopad",
)


def _words(text: str) -> list[str]:
    return text.split()


MONTHS = _words(
    "January February March April May June July August September October November December"
)


def fmt_date(d: date, style: str) -> str:
    mon = MONTHS[d.month - 1]
    abbr = mon[:3] if d.month != 9 else "Sept"
    if style == "us":
        return f"{d:%m/%d/%Y}"
    if style == "iso":
        return d.isoformat()
    if style == "d_mon_y":
        return f"{d.day} {mon[:3]} {d.year}"
    if style == "mon_apos":
        return f"{abbr}{'' if d.month == 5 else '.'} {d.day}, '{d:%y}"
    if style == "us_dash_yy":
        return f"{d:%m-%d-%y}"
    if style == "long_ord":
        suffix = (
            "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        )
        return f"{mon} {d.day}{suffix}, {d.year}"
    if style == "us_short":
        return f"{d:%m/%d/%y}"
    if style == "mon_d_y":
        return f"{mon[:3]} {d.day}, {d.year}"
    if style == "us_nopad":
        return f"{d.month}/{d.day}/{d.year}"
    raise ValueError(style)


def plus_years(d: date, years: int) -> date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        return d.replace(year=d.year + years, day=28)


FIRST = _words(
    "Jennifer Michael Karen Thomas Lisa Brian Amanda Kevin Nicole Daniel Melissa Joseph "
    "Heather Christopher Rebecca Matthew Stephanie Anthony Colleen Patrick Danielle Gregory "
    "Tara Ryan"
)
LAST = _words(
    "Kowalski Brennan DeLuca Sullivan Nowak Ferrante Maloney Wisniewski Petrucci Callahan "
    "Szymanski Morrissey Lombardo Hanlon Zielinski Marchetti Dwyer Kaczmarek Rinaldi Quinlan "
    "Ostrowski Falcone Gallagher Procopio"
)
VETS = (
    "Alyssa Farnham",
    "Rajesh Patel",
    "Colleen McManus",
    "David Szczepanski",
    "Hannah Yoder",
    "Marcus Bellamy",
    "Jessica Tran",
    "Peter Vanderhoof",
    "Sarah Lindqvist",
    "Omar Haddad",
    "Kristen Oakes",
    "Luis Figueroa",
)
DOGS = _words(
    "Biscuit Maple Bruno Luna Tucker Rosie Moose Pepper Gus Hazel Bentley Juniper Diesel "
    "Waffles Koda Penny Rocco Willow Finn Mabel Ziggy Otis Sadie Bear"
)
BREEDS = (
    "Labrador Retriever",
    "Golden Retriever",
    "Beagle",
    "German Shepherd",
    "Boxer mix",
    "Shih Tzu",
    "Pit Bull mix",
    "Border Collie",
    "Goldendoodle",
    "Miniature Schnauzer",
    "Australian Shepherd",
    "Hound mix",
)
COLORS = ("Black", "Yellow", "Brindle", "Tri-color", "Red/White", "Chocolate", "Fawn", "Merle")
CLINICS = (
    ("Oswego River Animal Hospital", "7985 Oswego Rd", "Liverpool", "13090", "315-652-4410"),
    ("Three Rivers Veterinary Clinic", "4567 State Route 31", "Clay", "13041", "315-699-2170"),
    ("Cicero Commons Animal Hospital", "8201 Brewerton Rd", "Cicero", "13039", "315-698-0932"),
    ("Buckley Road Pet Care Center", "3710 Buckley Rd", "Liverpool", "13088", "315-457-6615"),
    (
        "Seneca River Veterinary Associates",
        "110 Downer St",
        "Baldwinsville",
        "13027",
        "315-635-8820",
    ),
    ("North Syracuse Animal Clinic", "215 S Main St", "North Syracuse", "13212", "315-458-3304"),
    ("Taft Road Veterinary Hospital", "5105 W Taft Rd", "Liverpool", "13088", "315-451-7729"),
    ("Bayberry Animal Hospital", "7400 Morgan Rd", "Liverpool", "13090", "315-622-1185"),
)
STREETS = (
    "Wetzel Rd",
    "Soule Rd",
    "Henry Clay Blvd",
    "Gaskin Rd",
    "Maple Rd",
    "Blackberry Rd",
    "Caughdenoy Rd",
    "Verplank Rd",
    "Morgan Rd",
    "Lakeshore Rd",
)
# product, maker, term in years, lot pattern ('#' digit, '@' capital)
PRODUCTS = (
    ("Imrab 3", "Boehringer Ingelheim", 3, "#@####"),
    ("Imrab 3 TF", "Boehringer Ingelheim", 3, "#@####-@"),
    ("Imrab 1", "Boehringer Ingelheim", 1, "#@####"),
    ("Defensor 3", "Zoetis", 3, "######@"),
    ("Defensor 1", "Zoetis", 1, "######@"),
    ("Rabvac 3", "Elanco", 3, "@#####@"),
    ("Nobivac 3-Rabies", "Merck Animal Health", 3, "@@#####"),
    ("Nobivac 1-Rabies", "Merck Animal Health", 1, "@@#####"),
    ("Continuum Rabies", "Merck Animal Health", 3, "@@####@"),
)
OTHER_SHOTS = ("DHPP", "Bordetella", "Leptospirosis", "Lyme", "Canine Influenza H3N2/H3N8")


def pattern(rng: random.Random, pat: str) -> str:
    out = []
    for ch in pat:
        if ch == "#":
            out.append(rng.choice("0123456789"))
        elif ch == "@":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTUVWXZ"))
        else:
            out.append(ch)
    return "".join(out)


def _day_between(rng: random.Random, lo: date, hi: date) -> date:
    return lo + timedelta(days=rng.randrange((hi - lo).days + 1))


@dataclass
class Facts:
    dog: str
    breed: str
    color: str
    sex: str
    born: date
    owner: str
    street: str
    town: str
    zip: str
    phone: str
    vet: str
    other_vet: str
    clinic: str
    clinic_street: str
    clinic_town: str
    clinic_zip: str
    clinic_phone: str
    product: str
    maker: str
    term: int
    lot: str
    tag: str
    vaccinated: date
    expires: date
    others: list[tuple[str, date, date]]  # shot, given, due
    chip: str


def facts(rng: random.Random) -> Facts:
    product, maker, term, lot_pat = rng.choice(PRODUCTS)
    last = date(2026, 12, 3)
    first = date(2025, 12, 6) if term == 1 else date(2023, 12, 6)
    vaccinated = _day_between(rng, first, last)
    clinic = rng.choice(CLINICS)
    vet, other_vet = rng.sample(VETS, 2)
    year = vaccinated.year % 100
    tag = rng.choice(
        (
            f"{year:02d}-{rng.randrange(10000, 99999)}",
            f"R{rng.randrange(100000, 999999)}",
            f"{rng.randrange(1000, 9999)}{rng.choice('ABCK')}",
            f"CNY-{rng.randrange(1000, 9999)}",
            f"{vaccinated.year}-{rng.randrange(100, 9999):04d}",
        )
    )
    others = []
    for shot in rng.sample(OTHER_SHOTS, rng.randint(2, 3)):
        given = _day_between(rng, vaccinated - timedelta(days=200), vaccinated)
        others.append((shot, given, plus_years(given, 1)))
    return Facts(
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        color=rng.choice(COLORS),
        sex=rng.choice(("M/N", "F/S", "Male", "Female (spayed)", "MN", "FS")),
        born=_day_between(rng, date(2013, 1, 1), vaccinated - timedelta(days=120)),
        owner=f"{rng.choice(FIRST)} {rng.choice(LAST)}",
        street=f"{rng.randrange(100, 9899)} {rng.choice(STREETS)}",
        town=rng.choice(("Liverpool", "Clay", "Baldwinsville", "North Syracuse", "Cicero")),
        zip=rng.choice(("13090", "13041", "13027", "13212", "13039", "13088")),
        phone=f"315-{rng.randrange(200, 999)}-{rng.randrange(1000, 9999)}",
        vet=vet,
        other_vet=other_vet,
        clinic=clinic[0],
        clinic_street=clinic[1],
        clinic_town=clinic[2],
        clinic_zip=clinic[3],
        clinic_phone=clinic[4],
        product=product,
        maker=maker,
        term=term,
        lot=pattern(rng, lot_pat),
        tag=tag,
        vaccinated=vaccinated,
        expires=plus_years(vaccinated, term),
        others=others,
        chip=f"985{rng.randrange(10**11, 10**12)}",
    )
