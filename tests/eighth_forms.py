"""Typed certificates of the eighth set: a bilingual clinic's, another state's form, a letter.

Each returns its Sheet and the Facts it printed; a blank tag, lot or expiry is left blank on the
page and None (or, for the expiry, the vaccination day plus the ticked duration) in the truth.
"""

from __future__ import annotations

import random
from datetime import timedelta

from tests.eighth_facts import Facts, draw_facts, say_date
from tests.eighth_sheet import BLUE_PEN, Sheet, framed

LETTER = (215.9, 279.4)

BILINGUAL_CLINICS = (
    ("Clinica Veterinaria La Familia", ("1420 S Salina St", "Syracuse, NY 13205")),
    ("Centro Veterinario San Juan", ("618 N Salina St", "Syracuse, NY 13208")),
    ("Buen Amigo Animal Hospital", ("3301 Erie Blvd W", "Syracuse, NY 13219")),
)
STATES = (  # the heading, the form's own number and revision, the clinic, its town
    (
        "COMMONWEALTH OF PENNSYLVANIA",
        "Rabies Vaccination Certificate",
        "Form RV-1 (Rev. 04/2019)",
        "Susquehanna Valley Veterinary Clinic",
        "Montrose, PA 18801",
    ),
    (
        "STATE OF NEW JERSEY - DEPARTMENT OF HEALTH",
        "Canine Rabies Inoculation Certificate",
        "VPH-31 (08/21)",
        "Sussex County Veterinary Associates",
        "Newton, NJ 07860",
    ),
    (
        "STATE OF VERMONT - AGENCY OF AGRICULTURE",
        "Certificate of Rabies Vaccination",
        "AAFM-RV 2/2020",
        "Green Mountain Animal Hospital",
        "Brattleboro, VT 05301",
    ),
    (
        "COMMONWEALTH OF MASSACHUSETTS",
        "Rabies Vaccination Certificate - Dog",
        "MDAR Form 22 rev 10/2018",
        "Pioneer Valley Pet Clinic",
        "Northampton, MA 01060",
    ),
)
LETTER_CLINICS = (
    ("Skaneateles Lake Veterinary Care", ("22 Jordan St", "Skaneateles, NY 13152")),
    ("Oswego River Animal Clinic", ("190 W 1st St", "Fulton, NY 13069")),
    ("Fayetteville Pet Wellness", ("510 E Genesee St", "Fayetteville, NY 13066")),
)


def _clinic(rng: random.Random, clinics: tuple[tuple[str, tuple[str, ...]], ...]) -> Facts:
    name, lines = rng.choice(clinics)
    phone = f"(315) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}"
    return draw_facts(rng, name, (*lines, phone))


def bilingual(rng: random.Random) -> tuple[Sheet, Facts]:
    """A Spanish-speaking practice's own certificate: every label in Spanish over English."""
    facts = _clinic(rng, BILINGUAL_CLINICS)
    sheet = Sheet(*LETTER)
    sheet.text(20, 22, facts.clinic, "cabin-bold", 17)
    for i, line in enumerate(facts.clinic_lines):
        sheet.text(20, 29 + 4.5 * i, line, "cabin", 9)
    sheet.label(20, 52, "CERTIFICADO DE VACUNACIÓN CONTRA LA RABIA", "cabin-bold", 13)
    sheet.label(20, 58, "Rabies Vaccination Certificate", "cabin-italic", 11)
    cells = [
        ("Nombre del dueño / Owner's name", facts.owner),
        ("Teléfono / Phone", facts.owner_phone),
        ("Dirección / Address", f"{facts.owner_street}, {facts.owner_town}"),
        ("Nombre del perro / Dog's name", facts.dog),
        ("Raza / Breed", facts.breed),
        ("Color / Color", facts.colour),
        ("Sexo / Sex", facts.sex),
        ("Fecha de vacunación / Date of vaccination", facts.day(facts.vaccinated)),
        ("Vacuna / Vaccine", facts.product),
        ("Fabricante / Manufacturer", facts.maker),
        ("Lote / Lot No.", facts.lot or ""),
        ("Vencimiento del lote / Lot exp.", f"{facts.serial_expiry:%m/%Y}"),
        ("Próxima vacuna / Next due", facts.day(facts.expires) if facts.expiry_printed else ""),
        ("Placa No. / Tag No.", facts.tag or ""),
        ("Veterinario(a) / Veterinarian", facts.vet),
        ("Licencia / License No.", facts.vet_licence),
    ]
    y = 66.0
    for i, (label, value) in enumerate(cells):
        x = 20 if i % 2 == 0 else 108
        framed(sheet, x, y, 88, label, value, "cabin")
        if label.startswith("Fecha"):
            sheet.mark("vaccinated", x + 1.8, y + 9, value, "cabin", 10.5)
        if label.startswith("Próxima") and value:
            sheet.mark("expires", x + 1.8, y + 9, value, "cabin", 10.5)
        y += 11 * (i % 2)
    y += 8
    sheet.label(20, y, "Duración / Duration:", "cabin-bold", 10)
    sheet.tick(62, y - 3, facts.years == 1)
    sheet.label(67, y, "1 año / 1 year", "cabin", 10)
    sheet.tick(100, y - 3, facts.years == 3)
    sheet.label(105, y, "3 años / 3 years", "cabin", 10)
    sheet.line(20, y + 30, 110, y + 30)
    signature = f"{facts.vet.split()[0][0]}. {facts.vet.split()[-1]}"
    sheet.pen(24, y + 28, signature, "delphine", 22, BLUE_PEN, rng.randrange(2**31))
    sheet.label(20, y + 35, "Firma del veterinario / Veterinarian's signature", "cabin", 8)
    sheet.text(20, y + 46, "Presente este certificado al registrar su perro.", "cabin-italic", 9)
    sheet.text(20, y + 51, "Present this certificate when you license your dog.", "cabin-italic", 9)
    return sheet, facts


def out_of_state(rng: random.Random) -> tuple[Sheet, Facts]:
    """A neighbouring state's certificate, landscape, for a dog that moved to Onondaga County."""
    heading, title, form, clinic, town = rng.choice(STATES)
    facts = draw_facts(rng, clinic, (f"{rng.randint(10, 999)} Main St", town), tag_odds=0.6)
    sheet = Sheet(LETTER[1], LETTER[0])
    sheet.text(18, 18, heading, "arimo-bold", 12)
    sheet.label(18, 25, title, "arimo-bold", 15)
    sheet.text(215, 14, form, "arimo", 7)
    sheet.line(18, 29, 262, 29, 0.6)
    rows = [
        ("Owner name", facts.owner, "Veterinarian (print)", facts.vet),
        ("Street", facts.owner_street, "Clinic", facts.clinic),
        ("City, State, ZIP", facts.owner_town, "Clinic address", ", ".join(facts.clinic_lines)),
        ("Telephone", facts.owner_phone, "License # / State", f"{facts.vet_licence} {town[-8:-6]}"),
        ("Animal name", facts.dog, "Vaccine product name", facts.product),
        ("Breed", facts.breed, "Manufacturer", facts.maker),
        ("Color / markings", facts.colour, "Serial / lot number", facts.lot or ""),
        ("Age", facts.age, "Lot expiration", facts.day(facts.serial_expiry)),
        ("Sex", facts.sex, "Rabies tag number", facts.tag or ""),
        ("Date vaccinated", facts.day(facts.vaccinated), "Next vaccination due", ""),
    ]
    if facts.expiry_printed:
        rows[-1] = (*rows[-1][:3], facts.day(facts.expires))
    y = 40.0
    for left, left_value, right, right_value in rows:
        for x, label, value in ((18, left, left_value), (142, right, right_value)):
            end = sheet.label(x, y, label + ":", "arimo", 9)
            sheet.line(end + 2, y + 1, x + 118, y + 1, 0.2)
            sheet.text(end + 4, y - 0.4, value, "cousine", 10.5)
            if label in ("Date vaccinated", "Next vaccination due") and value:
                name = "vaccinated" if label == "Date vaccinated" else "expires"
                sheet.mark(name, end + 4, y - 0.4, value, "cousine", 10.5)
        y += 10.5
    y += 4
    sheet.label(18, y, "Species:", "arimo-bold", 9)
    for i, species in enumerate(("Dog", "Cat", "Ferret")):
        sheet.tick(40 + 22 * i, y - 3, species == "Dog")
        sheet.label(45 + 22 * i, y, species, "arimo", 9)
    sheet.label(142, y, "Vaccination good for:", "arimo-bold", 9)
    for i, years in enumerate((1, 3)):
        sheet.tick(180 + 24 * i, y - 3, facts.years == years)
        sheet.label(185 + 24 * i, y, f"{years} year", "arimo", 9)
    sheet.line(142, y + 26, 250, y + 26)
    sheet.label(142, y + 30, "Signature of veterinarian", "arimo", 8)
    sheet.text(18, y + 30, "Original - Owner    Copy - Veterinarian", "arimo", 7)
    return sheet, facts


def letter(rng: random.Random) -> tuple[Sheet, Facts]:
    """An e-mailed certificate made from a word processor's template: serif letterhead, a table."""
    facts = _clinic(rng, LETTER_CLINICS)
    printed = facts.vaccinated + timedelta(days=rng.randint(0, 40))
    sheet = Sheet(*LETTER)
    sheet.text(25, 25, facts.clinic, "garamond-bold", 20)
    sheet.text(25, 32, "  ·  ".join(facts.clinic_lines), "garamond", 10)
    sheet.line(25, 35, 191, 35, 0.4)
    sheet.text(25, 46, f"Printed {say_date(printed, facts.style + 2)}", "garamond-italic", 10)
    sheet.label(25, 60, "Rabies Vaccination Certificate", "garamond-bold", 16)
    sheet.text(25, 70, "This certifies that the dog described below was vaccinated", "tinos", 11)
    sheet.text(25, 75.5, "against rabies at our hospital as recorded here.", "tinos", 11)
    rows = [
        ("Client", facts.owner),
        ("Address", f"{facts.owner_street}, {facts.owner_town}"),
        ("Patient", facts.dog),
        ("Breed / Color", f"{facts.breed} / {facts.colour}"),
        ("Sex / Age", f"{facts.sex} / {facts.age}"),
        ("Vaccination date", facts.day(facts.vaccinated)),
        ("Vaccine", f"{facts.product} ({facts.maker})"),
        ("Lot number", facts.lot or "—"),
        ("Duration of immunity", f"{facts.years} year{'s' if facts.years > 1 else ''}"),
        ("Expiration date", facts.day(facts.expires) if facts.expiry_printed else "—"),
        ("Rabies tag", facts.tag or "—"),
        ("Administering veterinarian", facts.vet),
    ]
    y = 86.0
    for label, value in rows:
        sheet.box(25, y, 191, y + 9, 0.2, fill=(238, 238, 232) if label == "Client" else None)
        sheet.line(86, y, 86, y + 9, 0.2)
        sheet.label(28, y + 6.2, label, "garamond-bold", 11)
        sheet.text(89, y + 6.2, value, "tinos", 11)
        if label in ("Vaccination date", "Expiration date") and value != "—":
            name = "vaccinated" if label.startswith("Vacc") else "expires"
            sheet.mark(name, 89, y + 6.2, value, "tinos", 11)
        y += 9
    sheet.text(25, y + 14, "Please keep this certificate with your pet's records.", "garamond", 11)
    sheet.text(25, y + 34, "Sincerely,", "garamond", 11)
    sheet.text(25, y + 44, f"{facts.vet}, DVM", "garamond-italic", 12)
    sheet.text(150, 268, "Page 1 of 1", "garamond", 9)
    return sheet, facts
