"""Two printed certificates of the twentieth set: a Canadian practice's rabies certificate whose
form states its dates day first ("Date of vaccination (dd/mm/yyyy)"), brought by a resident who
moved to Clay, and a community clinic's English / Spanish certificate ("Fecha de vacunación /
Date vaccinated"). Either prints a due date or only a ticked term."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentieth_canvas import Sheet
from tests.twentieth_facts import facts, fmt_date

CA_CLINICS = (
    ("Bedford Basin Veterinary Hospital", "Halifax, NS", "902"),
    ("Kanata Lakes Animal Hospital", "Ottawa, ON", "613"),
    ("Riverbend Veterinary Clinic", "Winnipeg, MB", "204"),
    ("Lakeshore West Animal Hospital", "Mississauga, ON", "905"),
    ("Kingsway Companion Animal Clinic", "Burnaby, BC", "604"),
)
CA_VETS = (
    "Fiona MacLeod",
    "Harjit Sandhu",
    "Geneviève Tremblay",
    "Owen Kirkpatrick",
    "Ananya Iyer",
)
ES_CLINICS = (
    "Clínica Veterinaria La Familia",
    "Westside Community Vet Clinic",
    "Clínica de Mascotas San Juan",
)


def _box(
    s: Sheet,
    x: float,
    y: float,
    w: float,
    label: str,
    value: str | None,
    face: str,
    size: float = 10,
) -> None:
    """A grid cell: the label small at its top, the value below it."""
    s.rect(x, y, w, 34, width=0.7)
    s.label(x + 4, y + 10, label, 6.8, face)
    if value:
        s.text(x + 6, y + 27, value, size, face)


def _tick_row(
    s: Sheet, x: float, y: float, options: tuple[str, ...], ticked: int, face: str
) -> None:
    for i, opt in enumerate(options):
        bx = x + i * 110
        s.rect(bx, y - 9, 10, 10, width=0.7)
        if i == ticked:
            s.text(bx + 1.5, y - 0.5, "X", 9.5, f"{face}-bold")
        s.label(bx + 15, y, opt, 9, face)


def dayfirst_certificate(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    clinic, city, area = rng.choice(CA_CLINICS)
    vet = rng.choice(CA_VETS)
    face = rng.choice(("norasi", "andika", "manjari"))
    bold = f"{face}-bold"
    s = Sheet(paper=(253, 253, 251))
    s.text(54, 62, clinic, 17, bold)
    s.text(
        54,
        78,
        f"{rng.randint(12, 980)} {rng.choice(('Main St', 'King St W', 'Portage Ave'))}, {city}",
        9,
        face,
    )
    s.text(54, 90, f"Tel. ({area}) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}", 9, face)
    s.text(150, 126, "RABIES VACCINATION CERTIFICATE", 15, bold)
    s.label(54, 150, "All dates are day / month / year (dd/mm/yyyy)", 8.5, face)
    x, w = 54, 504
    y = 166
    s.rect(x, y, w, 16, width=0, ink=None, fill=(225, 225, 225))
    s.label(x + 4, y + 12, "OWNER", 9, bold)
    y += 16
    _box(s, x, y, 300, "Owner name", f.owner, face)
    _box(
        s,
        x + 300,
        y,
        204,
        "Telephone",
        f"({area}) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
        face,
    )
    y += 34
    _box(
        s,
        x,
        y,
        w,
        "Address",
        f"{rng.randint(10, 999)} {rng.choice(('Elm Cres', 'Birch Ave', 'Oak Dr'))}, {city}",
        face,
    )
    y += 46
    s.rect(x, y, w, 16, width=0, ink=None, fill=(225, 225, 225))
    s.label(x + 4, y + 12, "ANIMAL", 9, bold)
    y += 16
    born = f.shot - timedelta(days=365 * f.age + rng.randint(0, 300))
    _box(s, x, y, 168, "Name", f.dog, face)
    _box(s, x + 168, y, 168, "Species", "Canine", face)
    _box(s, x + 336, y, 168, "Sex", f.sex, face)
    y += 34
    _box(s, x, y, 168, "Breed", f.breed, face)
    _box(s, x + 168, y, 168, "Colour", f.colour, face)
    _box(s, x + 336, y, 168, "Date of birth (dd/mm/yyyy)", fmt_date(born, "dmy"), face)
    y += 46
    s.rect(x, y, w, 16, width=0, ink=None, fill=(225, 225, 225))
    s.label(x + 4, y + 12, "VACCINATION", 9, bold)
    y += 16
    _box(s, x, y, 252, "Vaccine (product name)", f.product, face)
    _box(s, x + 252, y, 252, "Manufacturer", f.maker, face)
    y += 34
    _box(s, x, y, 252, "Serial / Lot No.", f.lot, face)
    _box(s, x + 252, y, 252, "Rabies tag no.", f.tag, face)
    y += 34
    _box(s, x, y, 252, "Date of vaccination (dd/mm/yyyy)", fmt_date(f.shot, "dmy"), face)
    due = rng.random() < 0.6
    _box(
        s,
        x + 252,
        y,
        252,
        "Revaccination due (dd/mm/yyyy)",
        fmt_date(f.expires, "dmy") if due else None,
        face,
    )
    y += 52
    s.label(x, y, "Duration of immunity:", 9, face)
    _tick_row(s, x + 120, y, ("1 year", "3 years"), 0 if f.term == 1 else 1, face)
    y += 40
    s.text(
        x,
        y,
        "I certify that the animal described above was vaccinated against rabies on the date",
        9,
        face,
    )
    s.text(
        x, y + 13, "shown with a vaccine licensed by the Canadian Food Inspection Agency.", 9, face
    )
    y += 60
    s.pen(x + 10, y - 4, f"{vet.split()[0][0]}. {vet.split()[-1]}", 15, "bajaderka", (20, 30, 90))
    s.line(x, y, x + 230, y, 0.6)
    s.line(x + 270, y, x + w, y, 0.6)
    s.label(x, y + 11, "Signature of veterinarian", 8, face)
    s.text(x + 270, y - 5, f"Dr. {vet}, DVM", 10, face)
    s.label(x + 270, y + 11, "Veterinarian (print)", 8, face)
    s.text(
        x,
        740,
        f"Issued {fmt_date(f.shot + timedelta(days=rng.randint(0, 2)), 'dmy')} · Form RV-7",
        7.5,
        face,
    )
    truth = Truth(f.shot, f.expires, f.tag, vet, clinic, f.dog, f.owner, f.product, f.lot)
    return s, truth


def bilingual_certificate(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng)
    clinic = rng.choice(ES_CLINICS)
    face = rng.choice(("serif", "umpush", "gayathri"))
    bold = f"{face}-bold"
    s = Sheet(paper=(250, 251, 246))
    s.rect(36, 36, 540, 720, width=2.2)
    s.text(66, 78, clinic, 16, bold)
    s.text(
        66,
        94,
        f"{rng.randint(100, 999)} {rng.choice(('Gifford St', 'Salina St'))}, Syracuse, NY 13204"
        f" · {f.clinic_phone}",
        9,
        face,
    )
    s.text(66, 130, "Certificado de Vacunación contra la Rabia", 14, bold)
    s.text(66, 148, "Rabies Vaccination Certificate", 12, face)
    y = 180
    rows: list[tuple[str, str | None]] = [
        ("Nombre del dueño / Owner's name", f.owner),
        ("Dirección / Address", f"{f.street}, Clay, NY 13041"),
        ("Teléfono / Phone", f.phone),
        ("Nombre del perro / Dog's name", f.dog),
        ("Raza / Breed", f.breed),
        ("Color / Colour", f.colour),
        (
            "Sexo / Sex",
            {
                "M": "Macho / Male",
                "F": "Hembra / Female",
                "MN": "Macho castrado / Neutered male",
                "FS": "Hembra esterilizada / Spayed female",
            }[f.sex],
        ),
        ("Edad / Age", f"{f.age} años / yrs"),
        ("Vacuna / Vaccine", f.product),
        ("Fabricante / Manufacturer", f.maker),
        ("Lote / Lot No.", f.lot),
        ("Placa No. / Tag No.", f.tag),
        ("Fecha de vacunación / Date vaccinated", fmt_date(f.shot, rng.choice(("mdy", "m/d/y")))),
    ]
    due = rng.random() < 0.55
    if due:
        rows.append(("Fecha de vencimiento / Expiration date", fmt_date(f.expires, "mdy")))
    rng_order = rows[:3], rows[3:8], rows[8:]
    for group in rng_order:
        for label, value in group:
            s.label(66, y, label, 9, face)
            s.line(270, y + 2, 540, y + 2, 0.5)
            if value:
                s.text(276, y - 1, value, 11, face)
            y += 25
        y += 12
    s.label(66, y, "Duración / Duration:", 9, bold)
    _tick_row(s, 190, y, ("1 año / 1 yr", "3 años / 3 yrs"), 0 if f.term == 1 else 1, face)
    y += 56
    vet = f.vet
    s.pen(80, y - 6, f"Dr. {vet.split()[-1]}", 16, "bajaderka", (25, 25, 60))
    s.line(66, y, 300, y, 0.6)
    s.label(66, y + 12, "Firma / Signature", 8, face)
    s.text(330, y - 4, f"Dr. {vet}", 10, face)
    s.line(326, y, 540, y, 0.6)
    s.label(330, y + 12, "Veterinario / Veterinarian", 8, face)
    s.text(
        66,
        730,
        f"NYS Lic. No. {rng.randint(3000, 9999)} · Válido solo con firma / Valid with signature",
        7.5,
        face,
    )
    truth = Truth(f.shot, f.expires, f.tag, vet, clinic, f.dog, f.owner, f.product, f.lot)
    return s, truth
