"""Two of the twenty-third set's papers filled in by pen. A Mexican national rabies campaign's card
("Jornada Nacional de Vacunación Antirrábica Canina y Felina") brought along by a family that
moved to New York: printed in Spanish only on coloured card stock, a folio number in red, the
brigade's handwriting on its lines (day-first dates, "Próxima vacunación" at times), the
responsible vet's rubber stamp and the vaccinator's signature. The small coin envelope a rabies
tag came home in: the practice's rubber stamp (or a printed "rabies tag enclosed" envelope) and a
few lines a technician wrote on it: the dog, the tag, the date, the term or the next due date."""

from __future__ import annotations

import random
from datetime import date

from tests.heldout_certificates import Truth
from tests.twentythird_canvas import Sheet
from tests.twentythird_facts import (
    HAND_MX,
    HAND_US,
    MX_DOGS,
    MX_FIRST,
    MX_LAST,
    day_between,
    facts,
    fmt_date,
    phone,
    plus_years,
)

INKS = ((28, 46, 148), (30, 30, 38), (18, 84, 168), (60, 36, 120))
STAMP_INK = ((88, 60, 170), (36, 80, 170), (160, 40, 70))
STATES = (
    ("JALISCO", "Tlaquepaque, Jal."),
    ("PUEBLA", "Atlixco, Pue."),
    ("GUERRERO", "Iguala, Gro."),
    ("OAXACA", "Juchitán, Oax."),
    ("ESTADO DE MÉXICO", "Nezahualcóyotl, Méx."),
    ("MICHOACÁN", "Zamora, Mich."),
)
MX_VACCINES = ("Rabisin", "Nobivac Rabia", "Defensor 1", "Antirrábica canina")
MX_BREEDS = ("Criollo", "Chihuahua", "Labrador", "Pastor alemán", "Schnauzer", "French poodle")
MX_COLOURS = ("café", "negro", "blanco", "canela", "pinto", "gris")


def _stamp(s: Sheet, rng: random.Random, x: float, y: float, w: float, lines: list[str]) -> None:
    """A rubber stamp: a box of lines a little turned, the ink uneven."""
    ink = rng.choice(STAMP_INK)
    a = rng.uniform(-6, 6)
    s.box(x, y, w, 12 + 11 * len(lines), line=ink, lw=1.0, radius=3)
    for i, line in enumerate(lines):
        face = "ipag" if i else "migmix-bold"
        s.text(x + 5, y + 13 + 11 * i, line, face, 7.2 if i else 7.8, ink, angle=a * 0.1)


def _campaign_day(rng: random.Random) -> date:
    """A day of a campaign week: the last week of March or of September."""
    year, month = rng.choice(
        ((2024, 3), (2024, 9), (2025, 3), (2025, 9), (2026, 3), (2026, 9), (2026, 9), (2026, 3))
    )
    return day_between(rng, date(year, month, 20), date(year, month, 29))


def mexico_card(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, "", date(2024, 3, 1), date(2026, 9, 30))
    f.given = _campaign_day(rng)
    f.due, f.term = plus_years(f.given, 1), 1
    f.dog = rng.choice(MX_DOGS)
    f.owner = f"{rng.choice(MX_FIRST)} {rng.choice(MX_LAST)} {rng.choice(MX_LAST)}"
    state, place = rng.choice(STATES)
    f.clinic = f"Centro de Salud {place.split(',')[0]}"
    f.vet = f"{rng.choice(MX_FIRST).split()[0]} {rng.choice(MX_LAST)}"
    f.product = rng.choice(MX_VACCINES)
    st, pen, ink = (
        rng.choice(HAND_MX),
        rng.choice(("manners", "steve", "delphine", "breip")),
        (rng.choice(INKS)),
    )
    s = Sheet(430, 312, paper=rng.choice(((250, 240, 200), (222, 238, 214), (246, 222, 226))))
    s.ring(38, 36, 20, (120, 40, 60), 1.2)
    s.text(38, 40, "SSA", "migmix-bold", 10, (120, 40, 60), align="c")
    s.text(66, 30, "SECRETARÍA DE SALUD", "migmix-bold", 10.5)
    s.text(66, 42, f"SERVICIOS DE SALUD DE {state}", "ipag", 7.5)
    s.text(410, 30, "Folio", "ipag", 7, label=True, align="r")
    s.text(410, 42, f"Nº {rng.randrange(10**6, 10**7)}", "migmix-bold", 9, (190, 30, 40), align="r")
    s.text(
        215,
        64,
        f"JORNADA NACIONAL DE VACUNACIÓN ANTIRRÁBICA CANINA Y FELINA {f.given.year}",
        "ipag",
        7.6,
        align="c",
    )
    s.text(
        215, 80, "CERTIFICADO DE VACUNACIÓN ANTIRRÁBICA", "migmix-bold", 11, label=True, align="c"
    )
    age = f"{rng.randrange(1, 12)} años" if rng.random() < 0.8 else f"{rng.randrange(3, 11)} meses"
    nxt = rng.random() < 0.6
    lotted = rng.random() < 0.8
    branded = f.product != "Antirrábica canina" and rng.random() < 0.7
    rows: list[list[tuple[str, str, float]]] = [
        [("Nombre del propietario:", f.owner, 400)],
        [
            (
                "Domicilio:",
                f"C. {rng.choice(('Hidalgo', 'Morelos', 'Juárez'))} {rng.randrange(10, 900)}",
                235,
            ),
            ("Localidad:", place, 400),
        ],
        [("Nombre del animal:", f.dog, 190), ("Raza:", rng.choice(MX_BREEDS), 400)],
        [
            ("Sexo:", rng.choice(("M", "H")), 90),
            ("Edad:", age, 190),
            ("Color:", rng.choice(MX_COLOURS), 400),
        ],
        [
            ("Fecha de vacunación:", fmt_date(f.given, st), 235),
            ("Lote:", f.lot if lotted else "", 400),
        ],
        [
            ("Biológico:", f.product if branded else "", 235),
            ("Próxima vacunación:", fmt_date(f.due, st) if nxt else "", 400),
        ],
    ]
    y = 106.0
    for row in rows:
        x = 20.0
        for label, value, end in row:
            stop = s.text(x, y, label, "ipag", 7.8, label=True)
            s.rule(stop + 3, y + 2, 20 + end - 6, y + 2, 0.4, (90, 90, 90))
            if value:
                s.pen(rng, stop + 7 + rng.uniform(0, 6), y - 1, value, pen, 10.5, ink)
            x = 20 + end
        y += 22
    s.text(20, y, "Especie:", "ipag", 7.8, label=True)
    for i, word in enumerate(("Perro", "Gato")):
        s.box(62 + 48 * i, y - 8, 9, 9, line=(60, 60, 60), lw=0.6)
        s.text(75 + 48 * i, y, word, "ipag", 7.8, label=True)
    s.tick(63, y, ink, cross=rng.random() < 0.5)
    stamped = rng.random() < 0.85
    if stamped:
        _stamp(s, rng, 220, y - 12, 190, [f.clinic, f"MVZ {f.vet}", "Responsable de Zoonosis"])
    s.scrawl(rng, 40, y + 28, 110, ink)
    s.rule(20, y + 32, 190, y + 32, 0.4)
    s.text(20, y + 41, "Firma del vacunador(a)", "ipag", 7, label=True)
    s.text(
        215,
        302,
        "Conserve este certificado. Vacune a su perro o gato cada año. La vacuna es gratuita.",
        "ipag",
        6.8,
        align="c",
    )
    t = f.truth(expires=nxt, tag=False, vet=stamped, clinic=stamped, product=branded, lot=lotted)
    return s, t


ENVELOPES = ((196, 160, 112), (250, 248, 238), (236, 222, 176))
CLINICS = (
    "Maple Leaf Animal Hospital",
    "{town} Veterinary Clinic",
    "Quarry Road Pet Care",
    "Lakeside Animal Clinic",
    "{town} Small Animal Practice",
)


def tag_envelope(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), date(2023, 11, 1), date(2026, 11, 28), lapse=0.15)
    st, pen, ink = (
        rng.choice(HAND_US),
        rng.choice(("manners", "steve", "breip", "kristi")),
        (rng.choice(INKS)),
    )
    tool = rng.choice(("ballpoint", "ballpoint", "felt"))
    s = Sheet(162, 252, paper=rng.choice(ENVELOPES))
    s.rule(0, 3, 162, 3, 0.5, (150, 130, 100))  # the flap's fold seen from the front
    printed = rng.random() < 0.45
    y = 26.0
    if printed:
        s.text(81, y, "RABIES TAG ENCLOSED", "migmix-bold", 9, label=True, align="c")
        s.text(81, y + 11, f.clinic, "ipag", 6.5 if len(f.clinic) < 30 else 5.6, align="c")
        s.text(81, y + 20, f"{f.town}, NY · {phone(rng, f.area)}", "ipag", 6, align="c")
        y += 36
    else:
        lines = [f.clinic, f.street, f"{f.town}, NY {f.zip}", phone(rng, f.area)]
        _stamp(s, rng, 8, y - 12, 146, lines)
        y += 52
    owner = rng.random() < 0.35
    mode = rng.choice(("term", "term", "date", "none"))
    lotted = rng.random() < 0.3
    named = rng.random() < 0.25
    lines = [f.dog if not owner else f"{f.dog} ({f.owner})"]
    lines.append(rng.choice(("Tag # ", "Rabies tag ", "Tag no. ")) + f.tag)
    lines.append(rng.choice(("", "given ", "vacc. ")) + fmt_date(f.given, st))
    if mode == "term":
        terms = ("1 yr", "1yr", "1 year") if f.term == 1 else ("3 yr", "3yr", "3 year")
        lines[-1] += f"  {rng.choice(terms)}"
    elif mode == "date":
        lines.append(f"exp {fmt_date(f.due, st)}")
    if lotted:
        lines.append(f"{f.product} lot {f.lot}")
    lines.append(
        f"Dr. {f.vet.split()[-1]}" if named else rng.choice(("- KD", "JM", "- T.R.", "AL"))
    )
    for line in lines:
        s.pen(
            rng, 12 + rng.uniform(0, 8), y + 14, line, pen, 10 if len(line) < 22 else 8.5, ink, tool
        )
        y += 25
    t = f.truth(expires=mode != "none", owner=owner, product=lotted, lot=lotted, vet=False)
    return s, t  # a vet's surname alone is not the vet's name: no veterinarian in the truth
