"""The facts behind a page of the fifteenth set: a dog, its owner, a practice and its vet, the
rabies shot (product, maker, serial, date, term, expiry, tag) and the other numbers and dates a
real paper carries beside them (birth date, previous shot, microchip, phones, a lot's expiry),
drawn from the page's own random.Random, for a New York, Puerto Rico or Québec paper; and how
each of them writes a date."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass
from datetime import date, timedelta

SEED = "issue-28-fifteenth-2026-12-04"  # frozen: changing it makes another set
TODAY = date(2026, 12, 4)

DOGS = {
    "ny": ("Biscuit", "Nala", "Koda", "Pepper", "Louie", "Maple", "Rocco", "Juniper", "Chewie",
           "Tilly", "Dexter", "Olive", "Ranger", "Mochi", "Brisket", "Clementine", "Waffles",
           "Ozzy", "Pickles", "Harley"),
    "pr": ("Canela", "Chispa", "Nube", "Bombón", "Lucero", "Toby", "Manchas", "Princesa",
           "Coquí", "Rayo", "Pelusa", "Chocolate"),
    "qc": ("Caramel", "Filou", "Praline", "Gaston", "Câline", "Moka", "Pistache", "Réglisse",
           "Nougat", "Ti-Loup", "Bijou", "Tempête"),
}  # fmt: skip
OWNERS = {
    "ny": ("Denise Kowalczyk", "Trevor Abernathy", "Monique Fairweather", "Gary Pellegrino",
           "Shauna Whitlock", "Arjun Mehta", "Bridget Callahan", "Wes Thibodeau", "Lorraine Szabo",
           "Dwayne Okafor", "Colleen Brandt", "Miguel Santana", "Jenna Kupiec", "Howard Lutz"),
    "pr": ("Yolanda Rivera Colón", "José Luis Santiago", "Marisol Ortiz Figueroa",
           "Héctor Ramos Vega", "Wanda Cintrón Ayala", "Edgardo Maldonado", "Zoraida Pérez Nieves",
           "Luis Alberto Quiñones"),
    "qc": ("Geneviève Tremblay", "Marc-André Gagnon", "Isabelle Côté", "Luc Bergeron",
           "Chantal Pelletier", "Mathieu Lévesque", "Nathalie Ouellet", "Étienne Fortin"),
}  # fmt: skip
VETS = {
    "ny": ("Priya Raman", "Colin McBride", "Hannah Weiss", "Tobias Lindqvist", "Aisha Bello",
           "Dmitri Volkov", "Rachel Okonkwo", "Samuel Greer", "Katrina Vos", "Owen Fairbanks"),
    "pr": ("Ivelisse Marrero Soto", "Ángel Cruz Medina", "Nilda Rosario Pagán",
           "Ramón Villafañe", "Glorimar Torres Acevedo"),
    "qc": ("Sophie Lavoie", "Étienne Roy", "Marie-Ève Bouchard", "Julien Desrosiers",
           "Annie Gauthier"),
}  # fmt: skip
CLINICS = {
    "ny": (("Skaneateles Animal Hospital", "1489 E Genesee St, Skaneateles, NY 13152", "315"),
           ("Cazenovia Road Veterinary", "2870 Cazenovia Rd, Manlius, NY 13104", "315"),
           ("Oswego Valley Pet Clinic", "55 County Rte 57, Fulton, NY 13069", "315"),
           ("Fayetteville Veterinary Associates", "701 E Genesee St, Fayetteville, NY 13066",
            "315"),
           ("Lakeshore Companion Animal Hospital", "3120 Lake Rd, Sodus, NY 14551", "315"),
           ("Tully Hills Animal Clinic", "22 State St, Tully, NY 13159", "315"),
           ("Pompey Hollow Veterinary", "7710 Pompey Center Rd, Manlius, NY 13104", "315"),
           ("Brewerton Bay Animal Hospital", "9540 Brewerton Rd, Brewerton, NY 13029", "315")),
    "pr": (("Clínica Veterinaria Los Almendros", "Calle Loíza 1820, San Juan, PR 00911", "787"),
           ("Hospital Veterinario del Este", "Carr. 3 Km 18.2, Canóvanas, PR 00729", "787"),
           ("Centro Veterinario Río Piedras", "Ave. Ponce de León 1025, San Juan, PR 00925",
            "787"),
           ("Clínica de Animales Pequeños de Mayagüez", "Calle Méndez Vigo 77, Mayagüez, PR 00680",
            "787")),
    "qc": (("Clinique vétérinaire du Plateau", "4521, rue Saint-Denis, Montréal (Québec) H2J 2L4",
            "514"),
           ("Hôpital vétérinaire Rive-Sud", "1250, boul. Taschereau, Longueuil (Québec) J4K 2W3",
            "450"),
           ("Clinique vétérinaire Saint-Laurent", "880, boul. Décarie, Saint-Laurent (Québec) "
            "H4L 3M1", "514"),
           ("Hôpital vétérinaire des Laurentides", "310, rue Principale, Saint-Sauveur (Québec) "
            "J0R 1R0", "450")),
}  # fmt: skip
PRODUCTS = (  # (product, maker, years)
    ("Defensor 1", "Zoetis", 1),
    ("Defensor 3", "Zoetis", 3),
    ("Imrab 3", "Boehringer Ingelheim", 3),
    ("Imrab 3 TF", "Boehringer Ingelheim", 3),
    ("Imrab 1 TF", "Boehringer Ingelheim", 1),
    ("Rabvac 1", "Elanco", 1),
    ("Rabvac 3", "Elanco", 3),
    ("Nobivac 1-Rabies", "Merck Animal Health", 1),
    ("Nobivac 3-Rabies", "Merck Animal Health", 3),
)
BREEDS = {
    "ny": ("Labrador Retriever", "Beagle", "Boxer mix", "German Shepherd", "Goldendoodle",
           "Border Collie", "Shih Tzu", "Pit Bull mix", "Cavalier KCS", "Australian Shepherd"),
    "pr": ("Sato", "Mestizo", "Poodle", "Chihuahua", "Pastor Alemán", "Schnauzer", "Pit Bull"),
    "qc": ("Berger allemand", "Golden retriever", "Croisé", "Caniche", "Bouvier bernois",
           "Husky sibérien"),
}  # fmt: skip
COLOURS = {
    "ny": ("Black", "Tan/White", "Brindle", "Red", "Tricolor", "Cream", "Black/Tan"),
    "pr": ("Negro", "Marrón", "Blanco y negro", "Crema", "Atigrado", "Gris"),
    "qc": ("Noir", "Fauve", "Blanc et noir", "Chocolat", "Bringé", "Crème"),
}  # fmt: skip
STREETS = ("Oak Hill Rd", "W Seneca Tpke", "Maple Dr", "Brookside Ln", "Route 20", "Elm St")


@dataclass(frozen=True)
class Facts:
    region: str
    dog: str
    breed: str
    colour: str
    male: bool
    born: date
    owner: str
    address: str
    phone: str
    vet: str
    clinic: str
    clinic_address: str
    clinic_phone: str
    product: str
    maker: str
    years: int
    lot: str
    lot_expires: date  # printed as a month and a year only
    vaccinated: date
    expires: date
    tag: str
    chip: str
    previous: date  # the shot before this one


FEMALE = {"Priya", "Hannah", "Aisha", "Rachel", "Katrina", "Ivelisse", "Nilda", "Glorimar",
          "Sophie", "Marie-Ève", "Annie"}  # fmt: skip


def female(name: str) -> bool:
    return name.split()[0] in FEMALE


def add_years(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def phone(rng: random.Random, area: str) -> str:
    return f"({area}) 555-01{rng.randint(0, 99):02d}"


def lot_of(rng: random.Random, maker: str) -> str:
    digits = lambda n: "".join(rng.choice(string.digits) for _ in range(n))  # noqa: E731
    letter = rng.choice("ABCDEFGHJKLMNPRSTUVWXY")
    if maker == "Zoetis":
        return f"{digits(6)}{letter}"
    if maker == "Boehringer Ingelheim":
        return f"{digits(2)}{letter}{digits(4)}"
    if maker == "Elanco":
        return f"{letter}{digits(5)}-{digits(2)}"
    return f"{letter}{digits(3)}{rng.choice('ABCDEFGH')}{digits(2)}"


def draw(rng: random.Random, region: str) -> Facts:
    clinic, clinic_address, area = rng.choice(CLINICS[region])
    product, maker, years = rng.choice(PRODUCTS[2:] if region == "qc" else PRODUCTS)
    vaccinated = date(2023, 1, 9) + timedelta(days=rng.randrange(1400))
    vaccinated = min(vaccinated, TODAY - timedelta(days=rng.randint(12, 60)))
    expires = add_years(vaccinated, years) - timedelta(days=int(rng.random() < 0.2))
    previous = add_years(vaccinated, -years) + timedelta(days=rng.randint(-40, 20))
    born = vaccinated - timedelta(days=rng.randint(200, 3600))
    lot_expires = vaccinated + timedelta(days=rng.randint(200, 700))
    tag = rng.choice(
        (
            f"{vaccinated:%y}-{rng.randint(1000, 9999)}",
            f"R{rng.randint(10000, 99999)}",
            f"{rng.randint(100000, 999999)}",
            f"{vaccinated.year}-{rng.randint(100, 4999):04d}",
        )
    )
    area_home = {"ny": "315", "pr": "787", "qc": "514"}[region]
    street = rng.choice(STREETS) if region == "ny" else rng.choice(("Calle Sol", "Rue Cartier"))
    return Facts(
        region=region,
        dog=rng.choice(DOGS[region]),
        breed=rng.choice(BREEDS[region]),
        colour=rng.choice(COLOURS[region]),
        male=rng.random() < 0.5,
        born=born,
        owner=rng.choice(OWNERS[region]),
        address=f"{rng.randint(12, 8800)} {street}",
        phone=phone(rng, area_home),
        vet=rng.choice(VETS[region]),
        clinic=clinic,
        clinic_address=clinic_address,
        clinic_phone=phone(rng, area),
        product=product,
        maker=maker,
        years=years,
        lot=lot_of(rng, maker),
        lot_expires=lot_expires,
        vaccinated=vaccinated,
        expires=expires,
        tag=tag,
        chip=f"9851{rng.randint(10**10, 10**11 - 1)}",
        previous=previous,
    )


MESES = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
         "septiembre", "octubre", "noviembre", "diciembre")  # fmt: skip
MOIS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
        "octobre", "novembre", "décembre")  # fmt: skip


def us(day: date, style: int) -> str:
    """A date as a New York page writes it: 08/05/2025, 8/5/2025, 8/5/25, Aug 5, 2025, 8-5-25."""
    return (
        f"{day:%m/%d/%Y}",
        f"{day.month}/{day.day}/{day.year}",
        f"{day.month}/{day.day}/{day:%y}",
        f"{day:%b} {day.day}, {day.year}",
        f"{day.month}-{day.day}-{day:%y}",
    )[style]


def es(day: date, style: int) -> str:
    """Day first, as Puerto Rico's Spanish forms write it: 05/08/2025, 5-ago-2025, 5 de agosto
    de 2025."""
    return (
        f"{day:%d/%m/%Y}",
        f"{day.day}-{MESES[day.month - 1][:3]}-{day.year}",
        f"{day.day} de {MESES[day.month - 1]} de {day.year}",
    )[style]


def fr(day: date, style: int) -> str:
    """As a Québec form writes it: 5 août 2025, or 2025-08-05."""
    return (f"{day.day} {MOIS[day.month - 1]} {day.year}", f"{day:%Y-%m-%d}")[style]
