"""The tenth set's printed layouts: the same facts as practice software, a household's page, a
Canadian clinic, a tag receipt and a Puerto Rican clinic write them."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.tenth_draw import Paper, Sheet
from tests.tenth_facts import (
    OTHERS,
    TODAY,
    Facts,
    Shot,
    add_years,
    day_first,
    lot_number,
    spanish,
    us_date,
)


def vet_name(rng: random.Random, vet: str) -> str:
    return rng.choice((f"Dr. {vet}", f"{vet}, DVM", f"{vet} DVM", f"Dr. {vet}"))


def letterhead(s: Sheet, f: Facts, x: float, y: float, size: float = 17) -> float:
    s.text(x, y, f.clinic or "", size, bold=True, face=s.paper.head, colour=(20, 40, 90))
    s.text(x, y + size + 4, f"{f.clinic_place}  ·  {f.phone}", 8.5)
    s.line(36, y + size + 20, s.paper.width - 36, y + size + 20, 1.2, (20, 40, 90))
    return y + size + 30


def history_printout(rng: random.Random, paper: Paper, f: Facts) -> Sheet:
    s = Sheet(paper)
    style = (0, 2, 3, 4)[f.style % 4]
    y = letterhead(s, f, 36, 30)
    s.text(36, y, "Vaccine History", 14, bold=True)
    s.label(400, y + 4, "Printed:")
    s.text(440, y + 4, f"{us_date(TODAY - timedelta(days=2), style)} 10:42 AM", 8)
    y += 28
    rows = [("Client:", f.owner), ("Patient:", f.dog), ("Species:", "Canine"), ("Breed:", f.breed)]
    rows += [("Sex:", f.sex), ("Color:", f.colour), ("Age:", f.age)]
    for i, (name, value) in enumerate(rows):
        cx, cy = 36 + (i % 2) * 270, y + (i // 2) * 15
        s.label(cx, cy, name, 9, bold=True)
        s.text(cx + 60, cy, value, 9)
    y += 70
    term = not f.shot.expiry_printed
    heads = (
        "Date Given",
        "Vaccine",
        "Manufacturer",
        "Lot #",
        "Tag #",
        "Term" if term else "Next Due",
        "Given By",
    )
    xs = (36, 106, 230, 318, 378, 438, 500)
    s.rect(36, y - 3, 576, y + 12, fill=(225, 230, 238), outline=None)
    for x, head in zip(xs, heads, strict=True):
        s.label(x + 2, y, head, 8, bold=True)
    entries: list[tuple[Shot, str]] = [(shot, "rabies") for shot in [f.shot, *f.others]]
    for name in rng.sample(OTHERS, 3):
        other = Shot(f.shot.vaccinated, 1, name, "", lot_number(rng), None, f.shot.vet)
        other.vaccinated = add_years(f.shot.vaccinated, -rng.randint(0, 2)).replace(
            day=rng.randint(1, 28)
        )
        entries.append((other, "other"))
    entries.sort(key=lambda e: e[0].vaccinated, reverse=rng.random() < 0.6)
    for shot, kind in entries:
        y += 17
        vaccine = f"Rabies - {shot.product}" if kind == "rabies" else shot.product
        maker = shot.maker or rng.choice(("Zoetis", "Merck", "Elanco", "Boehringer Ingelheim"))
        due = f"{shot.years} yr" if term else us_date(shot.expires, style)
        cells = (
            us_date(shot.vaccinated, style),
            vaccine,
            maker,
            shot.lot or "",
            shot.tag or "",
            due,
        )
        for x, cell in zip(xs, cells, strict=False):
            s.text(x + 2, y, cell, 7.5)
        last = shot.vet.split()[-1]
        s.text(xs[6] + 2, y, f"Dr. {shot.vet}" if kind == "rabies" else f"Dr. {last}", 7.5)
        s.line(36, y + 13, 576, y + 13, 0.3, (190, 190, 190))
    s.text(
        36,
        y + 40,
        "Rabies vaccine given by or under the supervision of a licensed veterinarian.",
        8,
    )
    s.text(36, 740, f"{f.clinic}  ·  Page 1 of 1", 7, colour=(110, 110, 110))
    return s


def multi_pet(rng: random.Random, paper: Paper, f: Facts) -> Sheet:
    s = Sheet(paper)
    style = (0, 1, 5, 2)[f.style % 4]
    y = letterhead(s, f, 36, 34)
    s.text(36, y, "RABIES VACCINATION CERTIFICATE", 15, bold=True, face=paper.head)
    s.text(36, y + 20, "Household record - all pets vaccinated at this visit", 9)
    y += 46
    s.field(36, y, "Owner:", f.owner, 260)
    s.field(320, y, "Phone:", f.phone, 200)
    s.field(36, y + 26, "Address:", f"{f.address}, Clay, NY 13041", 484)
    y += 66
    term = not f.shot.expiry_printed
    heads = (
        "Pet",
        "Species",
        "Breed",
        "Vaccinated",
        "Vaccine",
        "Lot",
        "Tag",
        "Duration" if term else "Expires",
    )
    xs = (36, 104, 156, 250, 322, 414, 470, 524)
    for x, head in zip(xs, heads, strict=True):
        s.label(x, y, head, 8, bold=True)
    s.line(36, y + 13, 576, y + 13, 1)
    pets = [(f.dog, "Canine", f.breed, f.shot)]
    for (name, species, breed), shot in zip(f.pets, f.others, strict=False):
        if species == "Feline":
            shot = Shot(
                shot.vaccinated,
                1,
                "Purevax Feline Rabies",
                "Boehringer Ingelheim",
                shot.lot,
                shot.tag,
                "",
            )
        pets.append((name, species, breed, shot))
    for name, species, breed, shot in pets:
        y += 22
        due = f"{shot.years} year" if term else us_date(shot.expires, style)
        cells = (
            name,
            species,
            breed,
            us_date(shot.vaccinated, style),
            shot.product,
            shot.lot,
            shot.tag,
            due,
        )
        for x, cell in zip(xs, cells, strict=True):
            s.text(x, y, cell or "", 8)
        s.line(36, y + 15, 576, y + 15, 0.3, (170, 170, 170))
    y += 60
    s.label(36, y, "Veterinarian:", 9)
    s.text(100, y, vet_name(rng, f.shot.vet), 10)
    s.scribble(330, y - 6, 150, rng.random())
    s.line(320, y + 14, 560, y + 14, 0.5)
    s.label(320, y + 18, "Signature", 7)
    s.text(
        36, y + 50, "Keep this certificate. Your town may ask for it when you license your dog.", 8
    )
    return s


def canadian_form(rng: random.Random, paper: Paper, f: Facts) -> Sheet:
    s = Sheet(paper)
    style = f.style % 4
    sh = f.shot
    y = letterhead(s, f, 40, 36, 16)
    s.text(40, y, "Certificate of Rabies Vaccination", 14, bold=True)
    s.text(40, y + 18, "Certificat de vaccination antirabique", 11, face=paper.head)
    y += 48
    rows = [
        ("Owner / Propriétaire:", f.owner),
        ("Address / Adresse:", f"{f.address}, Clay, NY 13041"),
        ("Animal name / Nom de l'animal:", f.dog),
        ("Breed / Race:", f.breed),
        ("Colour / Couleur:", f.colour),
        ("Sex / Sexe:", f.sex),
        ("Date of vaccination / Date de vaccination:", day_first(sh.vaccinated, style)),
        ("Vaccine / Vaccin:", f"{sh.product} ({sh.maker})"),
        ("Serial or lot / Lot no:", sh.lot or ""),
        ("Rabies tag / Médaille no:", sh.tag or ""),
    ]
    months = sh.years * 12
    rows.append(
        (
            "Duration / Durée:",
            rng.choice((f"{months} months", f"valid for {months} mo.", f"{months} mois")),
        )
    )
    if sh.expiry_printed:
        rows.append(("Expiry / Expiration:", day_first(sh.expires, style)))
    for name, value in rows:
        s.label(40, y, name, 8.5)
        s.text(260, y - 1, value, 10.5)
        s.line(256, y + 12, 572, y + 12, 0.4, (150, 150, 150))
        y += 25
    y += 20
    s.label(40, y, "Veterinarian / Vétérinaire:", 8.5)
    s.text(260, y - 1, f"Dr. {sh.vet}", 10.5)
    s.scribble(300, y + 22, 160, rng.random())
    s.line(256, y + 40, 572, y + 40, 0.5)
    s.label(256, y + 43, "Signature", 7)
    s.text(40, y + 70, "Licence no. / No de permis: " + str(rng.randrange(1000, 9999)), 8)
    return s


def tag_receipt(rng: random.Random, paper: Paper, f: Facts) -> Sheet:
    s = Sheet(paper)
    sh, style = f.shot, (0, 6, 2, 1)[f.style % 4]
    w = paper.width
    x, y = 16, 18
    s.text(x, y, f.clinic or "", 11, bold=True)
    s.text(x, y + 15, f.clinic_place, 8)
    s.text(x, y + 26, f.phone, 8)
    y += 46
    s.text(x, y, "RABIES TAG & CERTIFICATE", 10, bold=True)
    y += 18
    due = rng.choice(("Next due:", "Booster due:", "Revaccinate by:"))
    lines = [
        ("Receipt #:", f"{rng.randrange(100000, 999999)}"),
        ("Date:", us_date(sh.vaccinated, style)),
        ("Client:", f.owner),
        ("Patient:", f.dog),
        ("Breed:", f.breed),
        ("Vaccine:", sh.product),
        ("Lot:", sh.lot or ""),
        ("Tag:", sh.tag or ""),
        ("Term:", f"{sh.years} Year"),
    ]
    if sh.expiry_printed:
        lines.append((due, us_date(sh.expires, style)))
    lines.append(("Vet:", vet_name(rng, sh.vet)))
    for name, value in lines:
        if value:
            s.label(x, y, name, 8)
            s.text(x + 78, y, value, 8)
            y += 13
    y += 8
    s.line(x, y, w - x, y, 0.5, (90, 90, 90))
    for item, price in (("Rabies vaccination", "22.00"), ("Rabies tag", "3.00")):
        y += 13
        s.text(x, y, item, 8)
        s.text(w - 50, y, price, 8)
    y += 16
    s.label(x, y, "TOTAL", 8, bold=True)
    s.text(w - 50, y, "25.00", 8, bold=True)
    s.text(x, y + 24, "Keep with your pet's records.", 7)
    return s


def spanish_certificate(rng: random.Random, paper: Paper, f: Facts) -> Sheet:
    s = Sheet(paper)
    sh, style = f.shot, f.style % 3
    y = letterhead(s, f, 40, 34)
    s.text(40, y, "CERTIFICADO DE VACUNACIÓN ANTIRRÁBICA", 14, bold=True, face=paper.head)
    y += 34
    s.field(40, y, "Propietario:", f.owner, 330)
    s.field(390, y, "Teléfono:", f.phone, 180)
    s.field(40, y + 28, "Dirección:", f"{f.address}, Clay, NY 13041", 530)
    y += 66
    s.field(40, y, "Nombre del perro:", f.dog, 240)
    s.field(300, y, "Raza:", f.breed, 270)
    s.field(40, y + 28, "Color:", f.colour, 160)
    s.field(220, y + 28, "Sexo:", {"Male": "Macho", "Female": "Hembra"}.get(f.sex, f.sex), 120)
    s.field(360, y + 28, "Edad:", f.age.replace("yrs", "años"), 210)
    y += 70
    s.field(40, y, "Fecha de vacunación:", spanish(sh.vaccinated, style), 260)
    s.field(320, y, "Vacuna:", sh.product, 250)
    s.field(40, y + 28, "Laboratorio:", sh.maker, 260)
    s.field(320, y + 28, "Lote:", sh.lot or "", 250)
    s.field(40, y + 56, "Duración:", f"{sh.years} año" + ("s" if sh.years > 1 else ""), 260)
    s.field(320, y + 56, "Vence:", spanish(sh.expires, style) if sh.expiry_printed else "", 250)
    s.field(40, y + 84, "Placa núm.:", sh.tag or "", 260)
    y += 130
    s.label(40, y, "Veterinario:", 8)
    s.text(110, y - 1, f"Dr. {sh.vet}", 11)
    s.text(40, y + 18, f"Lic. núm. {rng.randrange(1000, 9999)}", 8)
    s.scribble(330, y - 4, 170, rng.random())
    s.line(320, y + 16, 570, y + 16, 0.5)
    s.label(320, y + 19, "Firma", 7)
    return s


DRAW = {
    "history_printout": history_printout,
    "multi_pet": multi_pet,
    "canadian_form": canadian_form,
    "tag_receipt": tag_receipt,
    "spanish_certificate": spanish_certificate,
}
