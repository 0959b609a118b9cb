"""A printed paper of the twenty-seventh set: the federal "Certification of Foreign Rabies
Vaccination and Microchip" a family brings back with a dog adopted in the Dominican Republic,
Colombia, Ecuador or Peru. A government form of numbered sections in boxes, each label small
above its value, the values typed into the form by the vaccinating veterinarian abroad with every
date day first (the form says so under each date's label): the owner's new address in New York,
the dog, its microchip and the day it went in, the rabies shot (the product sold there, its
maker, its lot and the lot's own expiry, at times the shot before it), the vaccinating vet and
clinic, and an official government veterinarian's endorsement under a round ministry stamp."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyseventh_canvas import BLUE, Sheet
from tests.twentyseventh_faces import width
from tests.twentyseventh_facts import ABROAD, TODAY, day_between, facts, fmt_date, plus_years
from tests.twentyseventh_stamp import Stamp

GREY = (90, 94, 102)
NAVY = (20, 40, 90)
# (country, its official veterinary service, the phone's country code, cities)
COUNTRIES = (
    ("Dominican Republic", "Direccion General de Ganaderia (DIGEGA)", "+1 809",
     ("Santo Domingo", "Santiago de los Caballeros", "Puerto Plata")),
    ("Colombia", "Instituto Colombiano Agropecuario (ICA)", "+57",
     ("Medellin", "Bogota", "Cali")),
    ("Ecuador", "Agencia de Regulacion y Control Fito y Zoosanitario", "+593",
     ("Quito", "Guayaquil", "Cuenca")),
    ("Peru", "Servicio Nacional de Sanidad Agraria (SENASA)", "+51",
     ("Lima", "Arequipa", "Cusco")),
)  # fmt: skip
VETS_ABROAD = (
    "Mariela Santos Peña",
    "José Luis Ramírez",
    "Ana Lucía Cordero",
    "Julio César Benítez",
    "Paola Andrea Vargas",
    "Rafael Antonio Guzmán",
    "Carmen Rosa Villalobos",
    "Diego Fernando Montoya",
    "Lucía Esther Paredes",
)
CLINICS_ABROAD = ("Clínica Veterinaria San Francisco", "Centro Veterinario Los Álamos",
                  "Hospital Veterinario Huellitas", "Veterinaria El Arca de Noé",
                  "Clínica Veterinaria Patitas {place}")  # fmt: skip


def _cell(sheet: Sheet, x: float, y: float, w: float, label: str, value: str, face: str) -> None:
    """A box 26 points high: the label small in its top left corner, the value typed under it."""
    sheet.box(x, y, w, 26, None, GREY, 0.5)
    sheet.label(x + 3, y + 8, label, f"{face}-bold", 6)
    if value:
        size = min(9.5, 9.5 * (w - 8) / max(1.0, len(value) * 5.2))
        sheet.value(x + 5, y + 21, value, "libsans", max(6.5, size))


def _section(sheet: Sheet, y: float, n: int, title: str, face: str) -> float:
    sheet.box(36, y, 540, 14, NAVY, None)
    sheet.text(40, y + 10.5, f"Section {n}. {title}", f"{face}-bold", 8.5, (255, 255, 255))
    return y + 14


def import_certification(rng: random.Random) -> tuple[Sheet, Truth]:
    country, service, code, cities = rng.choice(COUNTRIES)
    f = facts(rng, rng.choice(CLINICS_ABROAD), 0.08, ABROAD, cities)
    f = replace(f, vet=rng.choice(VETS_ABROAD))
    face = rng.choice(("libsans", "libnarrow"))
    d = 3  # day first, as the vet abroad writes it
    sheet = Sheet(612, 792)
    sheet.text(36, 34, "DEPARTMENT OF HEALTH AND HUMAN SERVICES", f"{face}-bold", 7.5, GREY)
    sheet.text(36, 44, "Centers for Disease Control and Prevention", face, 7.5, GREY)
    sheet.text(576, 34, "Form Approved", face, 7, GREY, align="r")
    sheet.text(576, 44, f"OMB No. 0920-{rng.randrange(1100, 1500)}", face, 7, GREY, align="r")
    sheet.text(
        306,
        66,
        "Certification of Foreign Rabies Vaccination and Microchip",
        f"{face}-bold",
        13.5,
        align="c",
        label=True,
    )
    sheet.text(
        306,
        80,
        "For dogs vaccinated against rabies outside the United States",
        face,
        8.5,
        align="c",
    )
    sheet.text(
        306,
        91,
        "Complete in English. Type or print clearly. Dates as day/month/year.",
        face,
        7.5,
        GREY,
        align="c",
    )
    hint = " (dd/mm/yyyy)"
    y = _section(sheet, 102, 1, "Owner / importer", face)
    _cell(sheet, 36, y, 270, "1a. Name of owner", f.owner, face)
    _cell(
        sheet,
        306,
        y,
        270,
        "1b. Email",
        f"{f.owner.split()[0].lower()}.{rng.randrange(10, 99)}@mail.example",
        face,
    )
    _cell(
        sheet,
        36,
        y + 26,
        360,
        "1c. U.S. destination address",
        f"{f.street}, {f.town}, NY {f.zip}",
        face,
    )
    _cell(
        sheet,
        396,
        y + 26,
        180,
        "1d. U.S. phone",
        f"+1 315 {rng.randrange(201, 989)} {rng.randrange(10000):04d}",
        face,
    )
    y = _section(sheet, y + 60, 2, "Dog", face)
    sex = rng.choice(("Male", "Female", "Male, neutered", "Female, spayed"))
    _cell(sheet, 36, y, 160, "2a. Name", f.dog, face)
    _cell(sheet, 196, y, 190, "2b. Breed", f.breed, face)
    _cell(sheet, 386, y, 100, "2c. Color", f.colour, face)
    _cell(sheet, 486, y, 90, "2d. Sex", sex, face)
    _cell(sheet, 36, y + 26, 160, "2e. Date of birth" + hint, fmt_date(f.born, d), face)
    chip = f"{rng.choice(('977', '985', '941'))}{rng.randrange(10**11, 10**12)}"
    implanted = day_between(rng, f.born + timedelta(days=60), f.given)
    _cell(sheet, 196, y + 26, 190, "3a. Microchip number", chip, face)
    _cell(sheet, 386, y + 26, 190, "3b. Date implanted" + hint, fmt_date(implanted, d), face)
    y = _section(sheet, y + 60, 4, "Rabies vaccination", face)
    due_shown = rng.random() < 0.65
    _cell(sheet, 36, y, 180, "4a. Date of vaccination" + hint, fmt_date(f.given, d), face)
    _cell(sheet, 216, y, 180, "4b. Vaccine product name", f.product, face)
    _cell(sheet, 396, y, 180, "4c. Manufacturer", f.maker, face)
    vial = plus_years(f.given, 1) + timedelta(days=rng.randrange(20, 300))
    _cell(sheet, 36, y + 26, 180, "4d. Lot / batch number", f.lot, face)
    _cell(sheet, 216, y + 26, 180, "4e. Lot expiration date" + hint, fmt_date(vial, d), face)
    valid = fmt_date(f.due, d) if due_shown else ""
    _cell(sheet, 396, y + 26, 180, "4f. Vaccination valid until" + hint, valid, face)
    term = f"{f.term} year" + ("s" if f.term > 1 else "")
    _cell(sheet, 36, y + 52, 180, "4g. Duration of immunity (per label)", term, face)
    prior = rng.random() < 0.4
    earlier = f.given - timedelta(days=rng.randrange(330, 380))
    _cell(
        sheet,
        216,
        y + 52,
        360,
        "4h. Previous rabies vaccination, if any" + hint,
        f"{fmt_date(earlier, d)}  ({f.product})" if prior else "None / first vaccination",
        face,
    )
    sheet.box(40, y + 84, 7, 7, None, GREY, 0.5)
    sheet.text(42, y + 90.5, "X", "libsans-bold", 7, BLUE, value=True)
    sheet.text(52, y + 90.5, "The dog was at least 12 weeks old when vaccinated.", face, 7.5)
    y = _section(sheet, y + 100, 5, "Vaccinating veterinarian", face)
    _cell(sheet, 36, y, 270, "5a. Name", f"Dr. {f.vet}", face)
    _cell(sheet, 306, y, 270, "5b. License number", f"MV-{rng.randrange(1000, 99999)}", face)
    _cell(sheet, 36, y + 26, 270, "5c. Clinic", f.clinic, face)
    _cell(sheet, 306, y + 26, 270, "5d. City, country", f"{f.place}, {country}", face)
    _cell(
        sheet,
        36,
        y + 52,
        270,
        "5e. Phone",
        f"{code} {rng.randrange(200, 999)} {rng.randrange(1000, 9999)}",
        face,
    )
    signed = day_between(rng, f.given, min(TODAY, f.given + timedelta(days=40)))
    _cell(sheet, 306, y + 52, 150, "5f. Signature", "", face)
    _cell(sheet, 456, y + 52, 120, "5g. Date signed" + hint, fmt_date(signed, d), face)
    sheet.sign(rng, 318, y + 74, 120)
    y = _section(sheet, y + 86, 6, "Official government veterinarian endorsement", face)
    official = rng.choice(VETS_ABROAD)
    while official == f.vet:
        official = rng.choice(VETS_ABROAD)
    endorsed = day_between(rng, signed, min(TODAY, signed + timedelta(days=10)))
    _cell(sheet, 36, y, 270, "6a. Name of official veterinarian", official, face)
    _cell(sheet, 306, y, 270, "6b. Agency", service, face)
    _cell(sheet, 36, y + 26, 270, "6c. Signature and official stamp", "", face)
    _cell(sheet, 306, y + 26, 270, "6d. Date of endorsement" + hint, fmt_date(endorsed, d), face)
    sheet.sign(rng, 60, y + 48, 110, (20, 20, 30))
    _ministry_stamp(sheet, rng, 214, y + 34, country)
    fine = (
        "Public reporting burden of this collection of information is estimated to average 15 "
        "minutes per response. An agency may not conduct or sponsor, and a person is not required",
        "to respond to, a collection of information unless it displays a currently valid OMB "
        "control number. A dog arriving without a valid certification may be denied entry and",
        "returned to the country of departure at the importer's expense. False statements may be "
        "punished under 18 U.S.C. 1001.",
    )
    for i, line in enumerate(fine):
        sheet.text(36, y + 80 + i * 9, line, face, 6.5, GREY)
    foot = "CDC-RV-2 (Rev. 08/2024)  ·  Keep a copy with the dog's records for 3 years after entry"
    sheet.text(36, 768, foot, face, 6.5, GREY)
    shown = {"tag": False}
    return sheet, f.truth(expires=True, **shown)


def _ministry_stamp(sheet: Sheet, rng: random.Random, cx: float, cy: float, country: str) -> None:
    """A round violet stamp half over the signature, turned, its words inked unevenly."""
    violet = (92, 48, 150)
    st = Stamp(sheet, rng, cx, cy, violet)
    st.angle = rng.uniform(-20, 20)
    sheet.box(cx - 38, cy - 38, 76, 76, None, violet, 1.6, -1)
    sheet.box(cx - 30, cy - 30, 60, 60, None, violet, 0.6, -1)
    words = (
        (-10, country.upper(), 6),
        (0, "SERVICIO", 7),
        (9, "VETERINARIO", 6.5),
        (18, "OFICIAL", 6.5),
    )
    for dy, word, size in words:
        st.word(-width(word, "gothic", size) / 2, dy, word, size, label=False)
