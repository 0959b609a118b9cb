"""Two printed certificates of the fifteenth set from a practice outside New York State: a Puerto
Rico practice's Spanish-only "Certificado de Vacunación Antirrábica" with day-first dates, and a
Québec practice's French / English rabies certificate in bilingual boxes with dates like
"5 août 2025" or 2025-08-05; plus the grid of labelled cells both are laid out in."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.fifteenth_draw import BLACK, BLUE, Ink, Sheet
from tests.fifteenth_facts import Facts, es, female, fr
from tests.heldout_certificates import Truth

Cell = tuple[str, str | None, float]  # label, value (None: left blank), share of the row


def fit(s: Sheet, value: str, face: str, size: float, room: float) -> float:
    """The largest size up to `size` at which value fits in room points."""
    return min(size, size * room / max(1.0, s.wide(value, face, size)))


def grid(
    s: Sheet,
    x: float,
    y: float,
    w: float,
    rows: list[list[Cell]],
    faces: tuple[str, str],
    boxed: bool,
    high: float = 34,
    sizes: tuple[float, float] = (7.0, 11.0),
    ink: Ink = BLACK,
) -> float:
    """Rows of labelled cells: boxed (the label small in the cell's corner, the value under it)
    or ruled (the label, then the value on a line); gives the y under the last row."""
    lf, vf = faces
    for row in rows:
        cx, total = x, sum(c[2] for c in row)
        for label, value, share in row:
            cw = w * share / total
            if boxed:
                s.box(cx, y, cw, high, width=0.7, ink=ink)
                s.label(cx + 4, y + 3, label, lf, sizes[0], ink=ink)
                if value:
                    size = fit(s, value, vf, sizes[1], cw - 12)
                    s.text(cx + 7, y + high * 0.42, value, vf, size)
            else:
                top = y + high * 0.3
                lw = s.label(cx, top + 1, label, lf, sizes[0] + 1.5, ink=ink)
                s.rule(cx + lw + 4, top + sizes[1] * 1.25, cx + cw - 12, top + sizes[1] * 1.25)
                if value:
                    size = fit(s, value, vf, sizes[1], cw - lw - 24)
                    s.text(cx + lw + 9, top - 1, value, vf, size)
            cx += cw
        y += high
    return y


def section(s: Sheet, x: float, y: float, w: float, title: str, face: str, ink: Ink) -> float:
    s.box(x, y, w, 17, ink=None, fill=ink)
    s.label(x + 6, y + 3, title, face, 9.5, ink=(255, 255, 255))
    return y + 21


def certificado(f: Facts, rng: random.Random) -> tuple[list[Sheet], Truth]:
    s = Sheet(612, 792, paper=(253, 252, 247))
    style, boxed = rng.randrange(3), rng.random() < 0.5
    d = lambda day: es(day, style)  # noqa: E731
    green = rng.choice(((18, 92, 64), (22, 58, 120), (120, 30, 40)))
    s.box(36, 30, 540, 70, ink=green, width=1.6)
    s.text(52, 38, f.clinic, "karm_b", 17, ink=green)
    s.text(52, 63, f.clinic_address, "cent", 10)
    s.text(52 + s.label(52, 79, "Tel.", "cent", 10) + 5, 79, f.clinic_phone, "cent", 10)
    s.centre(306, 116, "CERTIFICADO DE VACUNACIÓN ANTIRRÁBICA", "karm_b", 15)
    s.labels.append("CERTIFICADO DE VACUNACIÓN ANTIRRÁBICA")
    s.centre(306, 136, "Vacuna contra la rabia · Canino", "cent", 10)
    s.labels.append("Vacuna contra la rabia · Canino")
    number = f"{f.vaccinated:%y}{rng.randint(1000, 9999)}"
    s.right(576 - s.wide(number, "karm", 10) - 4, 150, "Certificado núm.", "cent", 9)
    s.labels.append("Certificado núm.")
    s.right(576, 150, number, "karm", 10)
    town = rng.choice(("Carolina", "Bayamón", "Guaynabo", "Caguas", "Trujillo Alto"))
    with_expiry, with_tag = rng.random() < 0.75, rng.random() < 0.65
    term = "1 año" if f.years == 1 else f"{f.years} años"
    sex = ("Macho" if f.male else "Hembra") + rng.choice(("", " (esterilizado)"))
    faces = ("cent", "karm")
    y = section(s, 36, 170, 540, "DATOS DEL DUEÑO", "karm_b", green)
    y = grid(s, 36, y, 540, [
        [("Nombre del dueño", f.owner, 3), ("Teléfono", f.phone, 2)],
        [("Dirección", f"{f.address.split()[0]} Calle Sol, {town}, PR 00985", 1)],
    ], faces, boxed)  # fmt: skip
    y = section(s, 36, y + 10, 540, "DATOS DEL ANIMAL", "karm_b", green)
    y = grid(s, 36, y, 540, [
        [("Nombre del animal", f.dog, 2), ("Especie", "Canina", 1), ("Raza", f.breed, 2)],
        [("Sexo", sex, 2), ("Color", f.colour, 2), ("Fecha de nacimiento", d(f.born), 2)],
        [("Microchip", f.chip, 1)],
    ], faces, boxed)  # fmt: skip
    y = section(s, 36, y + 10, 540, "DATOS DE LA VACUNA", "karm_b", green)
    rows: list[list[Cell]] = [
        [("Fecha de vacunación", d(f.vaccinated), 1), ("Tipo de vacuna", term, 1)],
        [("Vacuna (producto)", f.product, 2), ("Laboratorio", f.maker, 2)],
        [("Lote", f.lot, 1), ("Vencimiento del lote", f"{f.lot_expires:%m/%Y}", 1)],
    ]
    if with_expiry:
        rows[0].append(("Próxima dosis", d(f.expires), 1))
    if with_tag:
        rows[2].append(("Placa núm.", f.tag, 1))
    y = grid(s, 36, y, 540, rows, faces, boxed)
    y = section(s, 36, y + 10, 540, "MÉDICO VETERINARIO", "karm_b", green)
    title = "Dra." if female(f.vet) else "Dr."
    y = grid(s, 36, y, 540, [
        [("Nombre", f"{title} {f.vet}", 3), ("Licencia núm.", f"{rng.randint(800, 3999)}", 1)],
    ], faces, boxed)  # fmt: skip
    s.label(36, y + 30, "Firma del médico veterinario:", "cent", 10)
    s.scribble(200, y + 36, 150, rng, ink=BLUE)
    s.rule(190, y + 44, 400, y + 44)
    s.text(400, y + 18, f.clinic.upper(), "karm_b", 9, ink=(90, 40, 140), angle=rng.uniform(-9, 9))
    note = "Este certificado es válido únicamente con la firma del médico veterinario."
    s.label(36, 742, note, "cent", 8.5)
    copy = f.vaccinated + timedelta(days=rng.randint(5, 200))
    if copy < f.expires and rng.random() < 0.6:
        s.text(36 + s.label(36, 756, "Copia expedida el", "cent", 8.5) + 4, 756, d(copy), "cent",
               8.5)  # fmt: skip
    return [s], Truth(
        vaccinated=f.vaccinated,
        expires=f.expires if with_expiry else None,
        tag=f.tag if with_tag else None,
        veterinarian=f.vet,
        clinic=f.clinic,
        dog=f.dog,
        owner=f.owner,
        product=f.product,
        lot=f.lot,
    )


def quebec(f: Facts, rng: random.Random) -> tuple[list[Sheet], Truth]:
    s = Sheet(792, 612, paper=(255, 255, 252))
    style = rng.randrange(2)
    d = lambda day: fr(day, style)  # noqa: E731
    red = rng.choice(((170, 28, 36), (20, 60, 130)))
    s.text(40, 30, f.clinic, "ber_b", 18, ink=red)
    s.text(40, 54, f.clinic_address, "ber", 10)
    s.text(40 + s.label(40, 68, "Tél. / Tel.", "ber", 10) + 5, 68, f.clinic_phone[1:4] + " "
           + f.clinic_phone[6:], "ber", 10)  # fmt: skip
    s.right(752, 30, "CERTIFICAT DE VACCINATION ANTIRABIQUE", "ber_b", 14, ink=red)
    s.right(752, 49, "RABIES VACCINATION CERTIFICATE", "ber_i", 12, ink=red)
    s.labels += ["CERTIFICAT DE VACCINATION ANTIRABIQUE", "RABIES VACCINATION CERTIFICATE"]
    number = f"{f.vaccinated.year}-{rng.randint(100, 999):05d}"
    s.right(752 - s.wide(number, "ber", 10) - 5, 68, "No de certificat / Certificate no.", "ber",
            8.5)  # fmt: skip
    s.labels.append("No de certificat / Certificate no.")
    s.right(752, 68, number, "ber", 10)
    s.rule(40, 88, 752, 88, width=1.2, ink=red)
    with_tag, blank_tag = rng.random() < 0.6, rng.random() < 0.5
    with_expiry = rng.random() < 0.8
    until = rng.choice(("Valide jusqu'au / Valid until", "Prochain rappel / Next booster due"))
    sex = ("Mâle / Male" if f.male else "Femelle / Female") + rng.choice(("", " (stérilisé)"))
    owner_rows: list[list[Cell]] = [
        [("Propriétaire / Owner", f.owner, 3), ("Téléphone / Telephone", "514 " + f.phone[6:], 2)],
        [("Adresse / Address", f"{f.address.split()[0]}, rue Cartier, Montréal (Québec)", 1)],
    ]
    animal_rows: list[list[Cell]] = [
        [("Nom de l'animal / Animal's name", f.dog, 3), ("Espèce / Species", "Chien / Dog", 2)],
        [("Race / Breed", f.breed, 3), ("Sexe / Sex", sex, 2)],
        [("Couleur / Colour", f.colour, 2), ("Date de naissance / Date of birth", d(f.born), 3)],
        [("Micropuce / Microchip", f.chip, 1)],
    ]
    shot_rows: list[list[Cell]] = [
        [("Date de vaccination / Vaccination date", d(f.vaccinated), 1)],
        [(until, d(f.expires) if with_expiry else None, 1)],
        [("Vaccin / Vaccine", f.product, 3), ("Durée / Duration",
                                              f"{f.years} an{'s' if f.years > 1 else ''}", 2)],
        [("Fabricant / Manufacturer", f.maker, 1)],
        [("No de lot / Serial no.", f.lot, 1), ("Exp. du lot / Lot exp.",
                                                f"{f.lot_expires:%Y-%m}", 1)],
    ]  # fmt: skip
    if with_tag or blank_tag:
        shot_rows[3].append(("No de médaille / Tag no.", f.tag if with_tag else None, 1))
    faces = ("ber", "ber")
    y = section(s, 40, 100, 350, "PROPRIÉTAIRE / OWNER", "ber_b", red)
    y = grid(s, 40, y, 350, owner_rows, faces, True, high=36, sizes=(7, 11))
    y = section(s, 40, y + 10, 350, "ANIMAL", "ber_b", red)
    y = grid(s, 40, y, 350, animal_rows, faces, True, high=36, sizes=(7, 11))
    y = section(s, 40, y + 10, 350, "AUTRES VACCINS / OTHER VACCINES", "ber_b", red)
    others: list[list[Cell]] = [
        [(name, d(f.vaccinated - timedelta(days=rng.choice((0, 0, 21, 180)))), 1)]
        for name in ("DAPP", "Leptospirose / Leptospirosis", "Bordetella")
    ]
    grid(s, 40, y, 350, others, faces, False, high=24, sizes=(7.5, 10.5))
    y = section(s, 402, 100, 350, "VACCINATION", "ber_b", red)
    y = grid(s, 402, y, 350, shot_rows, faces, True, high=36, sizes=(7, 11.5))
    title = "Dre" if female(f.vet) else "Dr"
    y = grid(s, 402, y + 10, 350, [
        [("Médecin vétérinaire / Veterinarian", f"{title} {f.vet}, m.v.", 3),
         ("No de permis / Licence no.", f"{rng.randint(10, 99)}-{rng.randint(1000, 9999)}", 2)],
        [("Signature", None, 1)],
    ], faces, True, high=36)  # fmt: skip
    s.scribble(470, y - 14, 150, rng, ink=(20, 20, 90))
    issued = f.vaccinated + timedelta(days=rng.choice((0, 0, 1, 2)))
    s.text(40 + s.label(40, 560, "Date d'émission / Date issued:", "ber", 9) + 6, 560,
           d(issued), "ber", 9.5)  # fmt: skip
    note = ("Ce certificat doit être conservé avec le carnet de santé de l'animal. / "
            "Keep this certificate with the animal's health record.")  # fmt: skip
    s.label(40, 578, note, "ber_i", 8)
    return [s], Truth(
        vaccinated=f.vaccinated,
        expires=f.expires if with_expiry else None,
        tag=f.tag if with_tag else None,
        veterinarian=f.vet,
        clinic=f.clinic,
        dog=f.dog,
        owner=f.owner,
        product=f.product,
        lot=f.lot,
    )
