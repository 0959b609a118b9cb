"""What a fourth-set certificate says (issue 28): names, vaccines, tags and dates in US ways."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from tests.heldout_certificates import Truth


def _listed(names: str) -> tuple[str, ...]:
    return tuple(name.strip() for name in names.split(";"))


TODAY = date(2026, 12, 2)  # the day the set is drawn: nine in ten current, one lapsed

FIRST = _listed(
    "Maria;Jamal;Keisha;Tomasz;Priya;Wei;Olga;Darnell;Fatima;Hiroshi;Siobhan;Ngozi;Mateo;Aisha;"
    "Brandon;Ingrid;Kwame;Leilani;Dmitri;Rosalind;Tenzin;Colleen;Marisol;Yusuf;Bethany;Thanh;"
    "Gianna;Abdullahi;Shirley;Rajesh;Esperanza;Cody;Anneliese;Kofi;Mei;Tyrone;Svetlana;Emeka;"
    "Harriet;Diego;Nadia;Walter;Chioma;Rhiannon;Bogdan;Latoya;Sunil;Margarethe;Jesus;Evelyn"
)
LAST = _listed(
    "Gonzalez;Okafor;Kowalski;Nguyen;Washington;Patel;O'Brien;Haddad;Yamamoto;Schwartz;"
    "Abernathy;Delacroix;Mbeki;Lindqvist;Castellanos;Fitzgerald;Oyelaran;Brzezinski;Chen;"
    "Thibodeaux;McAllister;Rahman;Vasquez;Goldberg;Kaur;Sorensen;Achterberg;Popescu;Hollins;"
    "Esposito;Nakamura;Van Buren;Dubois;Przybylski;Whitfield;Ferreira;Lombardi;Adeyemi;"
    "Kowalczyk;St. Pierre;Morales;Bjornstad;Quintero;Halvorsen;Mahmoud;DeLuca;Jablonski"
)
DOGS = _listed(
    "Biscuit;Mochi;Duke;Lady Bug;Chewbacca;Pepper;Rocco;Nala;Sir Waffles;Bella;Koda;Tinkerbell;"
    "Zeus;Marley;Peanut Butter;Sasha;Bruno;Luna;Gizmo;Cheddar;Ruby;Bandit;Hazel;Otis;Dolly;"
    "Tank;Clementine;Moose;Pickles;Jax;Princess Leia;Boomer;Olive;Diesel;Honey;Rufus;Nova;"
    "Scout;Mister Bojangles;Ginger;Apollo;Roxy;Frankie;Willow;Bear;Coco;Harley;Kiki;Maximus"
)
BREEDS = _listed(
    "Labrador Retriever;German Shepherd;Pit Bull Mix;Beagle;Shih Tzu;Golden Retriever;Boxer;"
    "Dachshund;Chihuahua X;Siberian Husky;Border Collie;Yorkshire Terrier;Mixed Breed;Poodle"
)
COLORS = _listed("Black;Tan/White;Brindle;Red;Black & Tan;Merle;White;Chocolate;Tricolor;Fawn")
# (product as the label reads, manufacturer, years it may be given for)
VACCINES = (
    ("Imrab 3", "Boehringer Ingelheim", (1, 3)),
    ("Imrab 3 TF", "Boehringer Ingelheim", (1, 3)),
    ("Rabvac 3", "Elanco", (1, 3)),
    ("Rabvac 1", "Elanco", (1,)),
    ("Defensor 3", "Zoetis", (1, 3)),
    ("Defensor 1", "Zoetis", (1,)),
    ("Nobivac 3-Rabies", "Merck Animal Health", (1, 3)),
    ("Nobivac 1-Rabies", "Merck Animal Health", (1,)),
)
STREETS = _listed(
    "Maple Dr;Route 31;Henry Clay Blvd;Buckley Rd;Oak Orchard Ln;Soule Rd;Verplank Rd"
)
TOWNS = _listed("Liverpool;Clay;Baldwinsville;Cicero;North Syracuse;Brewerton")

CLINIC_PLACES = (
    "Clay",
    "Liverpool",
    "Seneca Trail",
    "Oak Orchard",
    "Three Rivers",
    "Northside",
    "Cicero Center",
)
CLINIC_KINDS = ("Animal Hospital", "Veterinary Clinic", "Pet Care Center", "Veterinary Associates")


@dataclass(frozen=True)
class Facts:
    owner_first: str
    owner_last: str
    address: str
    town: str
    phone: str
    dog: str
    breed: str
    color: str
    sex: str
    age: str
    weight: str
    vet_first: str
    vet_last: str
    license_no: str
    product: str
    manufacturer: str
    lot: str
    lot_expires: date  # the vial's own date: a date on the page that is neither field
    vaccinated: date
    years: int
    tag: str
    serial: int  # a number printed on the form, invoice or stub that is not the tag

    @property
    def owner(self) -> str:
        return f"{self.owner_first} {self.owner_last}"

    @property
    def vet(self) -> str:
        return f"{self.vet_first} {self.vet_last}"

    @property
    def expires(self) -> date:
        return plus_years(self.vaccinated, self.years)


def plus_years(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def drawn(rng: random.Random) -> Facts:
    """One dog's certificate facts; one in ten has lapsed by TODAY."""
    product, maker, durations = rng.choice(VACCINES)
    years = rng.choice(durations)
    if rng.random() < 0.1:
        vaccinated = TODAY - timedelta(days=365 * years + rng.randint(5, 420))
    else:
        vaccinated = TODAY - timedelta(days=rng.randint(3, 365 * years - 5))
    n = rng.randint(100, 99999)
    tag = rng.choice(
        (
            f"{vaccinated:%y}-{n:05d}",
            f"{rng.randint(100000, 999999)}",
            f"R{n:05d}",
            f"{vaccinated.year}-{n % 10000:04d}",
            f"{rng.choice('ABCKM')}{rng.randint(10000, 99999)}",
        )
    )
    lot = rng.choice(
        (
            f"{rng.randint(1000000, 9999999)}{rng.choice('ABC')}",
            f"L{rng.randint(10000, 99999)}",
            f"{rng.randint(100, 999)}-{rng.randint(1000, 9999)}",
            f"{rng.choice('KRT')}{rng.randint(1000, 9999)}{rng.choice('ABD')}",
        )
    )
    vet_first, vet_last = rng.choice(FIRST), rng.choice(LAST)
    return Facts(
        owner_first=rng.choice(FIRST),
        owner_last=rng.choice(LAST),
        address=f"{rng.randint(12, 9870)} {rng.choice(STREETS)}",
        town=rng.choice(TOWNS),
        phone=f"(315) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        color=rng.choice(COLORS),
        sex=rng.choice(("M", "F", "MN", "FS")),
        age=rng.choice(("8 mos", "2 yrs", "5", "11 yr", "3 1/2 yrs", "14 mo")),
        weight=f"{rng.randint(6, 110)} lb",
        vet_first=vet_first,
        vet_last=vet_last,
        license_no=f"{rng.randint(1000, 19999):06d}",
        product=product,
        manufacturer=maker,
        lot=lot,
        lot_expires=vaccinated + timedelta(days=rng.randint(200, 700)),
        vaccinated=vaccinated,
        years=years,
        tag=tag,
        serial=rng.randint(1000000, 9999999),
    )


def truth(
    facts: Facts,
    clinic: str,
    *,
    owner: bool = True,
    lot: bool = True,
    product: bool = True,
    vet: bool = True,
) -> Truth:
    """The fields as the page carries them; a field left off the page is None."""
    return Truth(
        vaccinated=facts.vaccinated,
        expires=facts.expires,  # printed, or a duration the page states
        tag=facts.tag,
        veterinarian=facts.vet if vet else None,
        clinic=clinic,
        dog=facts.dog,
        owner=facts.owner if owner else None,
        product=facts.product if product else None,
        lot=facts.lot if lot else None,
    )


def us_date(day: date, style: int) -> str:
    """A date in one of the ways US clinics write them."""
    month = f"{day:%b}"
    return (
        f"{day:%m/%d/%Y}",
        f"{day.month}-{day.day}-{day:%y}",
        f"{month} {day.day}, {day.year}",
        f"{day.day} {month.upper()} {day.year}",
        f"{day.month}/{day.day}/{day.year}",
        f"{day:%B} {day.day}, {day.year}",
        f"{day:%m-%d-%Y}",
        f"{day.month}/{day.day}/{day:%y}",
    )[style % 8]


def duration_words(years: int, style: int) -> str:
    """A vaccine's duration as clinics write it, never as a date."""
    one = ("1 year", "One (1) Year", "ONE YEAR", "1 yr", "12 months", "Annual")
    three = ("3 years", "Three (3) Years", "THREE YEARS", "3 yr", "36 months", "Triennial")
    return (one if years == 1 else three)[style % 6]


def clinic_name(rng: random.Random) -> str:
    return f"{rng.choice(CLINIC_PLACES)} {rng.choice(CLINIC_KINDS)}"


def vet_as_signed(facts: Facts, rng: random.Random) -> str:
    return rng.choice(
        (
            f"Dr. {facts.vet}",
            f"{facts.vet}, DVM",
            f"{facts.vet} D.V.M.",
            facts.vet,
            f"{facts.vet}, VMD",
        )
    )
