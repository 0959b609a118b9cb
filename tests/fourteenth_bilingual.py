"""A printed layout of the fourteenth set: a Brooklyn practice's bilingual English / Russian rabies
certificate (`russian_bilingual`). Boxes with the English label over its Russian one and the value
at the box's foot; dates as the practice software prints them, 4-MAR-26; the term as two boxes,
one crossed; a red certificate number, the lot's own expiry, a date of birth, a microchip and the
vet's state license number around the truth."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.fourteenth_draw import BLACK, BLUE, GREY, RED, Page
from tests.fourteenth_facts import Facts, mil
from tests.heldout_certificates import Truth

CLINICS = ("Sheepshead Bay Animal Clinic", "Ocean Parkway Veterinary Care",
           "Brighton Shore Pet Hospital", "Kings Highway Animal Doctor",
           "Coney Island Avenue Vet Center")  # fmt: skip
OWNERS = (("Svetlana", "Baranov"), ("Irina", "Tkachenko"), ("Oleg", "Petrenko"),
          ("Lyudmila", "Gurevich"), ("Arkady", "Zaslavsky"), ("Marina", "Kogan"))  # fmt: skip
VETS = (("Yelena", "Sokolova"), ("Mikhail", "Rudenko"), ("Alla", "Feldman"), ("Boris", "Litvak"))
SEX = {"M": ("Male", "Самец"), "F": ("Female", "Самка"), "MN": ("Male neut.", "Кастр."),
       "FS": ("Female spayed", "Стерил.")}  # fmt: skip


def _box(p: Page, x: float, y: float, w: float, en: str, ru: str, value: str | None,
         h: float = 40) -> None:  # fmt: skip
    p.box(x, y, w, h, width=0.6)
    p.label(x + 4, y + 3, en, "play_b", 7)
    p.label(x + 4, y + 12, ru, "play", 6.5, ink=GREY)
    if value is not None:
        p.text(x + 6, y + h - 16, value, "jura", 10.5)


def russian_bilingual(f: Facts, rng: random.Random) -> tuple[Page, Truth]:
    p = Page(612, 792)
    clinic = rng.choice(CLINICS)
    first, last = rng.choice(OWNERS) if rng.random() < 0.75 else (f.first, f.last)
    owner = f"{last.upper()}, {first}" if rng.random() < 0.5 else f"{first} {last}"
    vet_first, vet_last = rng.choice(VETS)
    vet = f"{vet_first} {vet_last}"
    full = rng.random() < 0.3  # some print the year in full
    p.text(40, 30, clinic, "play_b", 18, ink=BLUE)
    p.text(40, 54, f"{rng.randint(1000, 3999)} Coney Island Ave, Brooklyn, NY 11235 · "
           f"(718) {rng.randint(200, 989)}-{rng.randint(1000, 9999)} · мы говорим по-русски",
           "play", 9, ink=GREY)  # fmt: skip
    p.label(40, 78, "RABIES VACCINATION CERTIFICATE", "play_b", 15)
    p.label(40, 97, "СВИДЕТЕЛЬСТВО О ВАКЦИНАЦИИ ПРОТИВ БЕШЕНСТВА", "play", 10)
    p.label(430, 80, "Certificate No. / №", "play", 8)
    p.text(430, 92, f"{rng.randint(10, 99)}{rng.randint(10000, 99999)}", "jura_b", 13, ink=RED)
    x0, w = 40.0, 532.0
    y = 120.0
    _box(p, x0, y, w * 0.5, "OWNER (LAST, FIRST)", "ВЛАДЕЛЕЦ", owner)
    phone = f"(718) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}"
    _box(p, x0 + w * 0.5, y, w * 0.5, "TELEPHONE", "ТЕЛЕФОН", phone)
    y += 40
    road = rng.choice(("Brighton 6th St", "Ocean View Ave", "E 14th St", "Neptune Ave"))
    street = f"{rng.randint(100, 3999)} {road}"
    _box(p, x0, y, w, "ADDRESS", "АДРЕС", f"{street}, Brooklyn, NY 11235")
    y += 48
    _box(p, x0, y, w * 0.3, "ANIMAL NAME", "КЛИЧКА", f.dog)
    p.box(x0 + w * 0.3, y, w * 0.2, 40, width=0.6)
    p.label(x0 + w * 0.3 + 4, y + 3, "SPECIES", "play_b", 7)
    p.label(x0 + w * 0.3 + 4, y + 12, "ВИД", "play", 6.5, ink=GREY)
    p.text(x0 + w * 0.3 + 6, y + 23, "X", "jura_b", 10)
    p.label(x0 + w * 0.3 + 16, y + 24, "Dog / Собака", "play", 8)
    _box(p, x0 + w * 0.5, y, w * 0.3, "BREED", "ПОРОДА", f.breed)
    en, ru = SEX[f.sex]
    _box(p, x0 + w * 0.8, y, w * 0.2, "SEX", "ПОЛ", f"{en} / {ru}")
    y += 40
    _box(p, x0, y, w * 0.3, "DATE OF BIRTH", "ДАТА РОЖДЕНИЯ", mil(f.born, full))
    _box(p, x0 + w * 0.3, y, w * 0.2, "COLOR", "ОКРАС", f.colour)
    _box(p, x0 + w * 0.5, y, w * 0.5, "MICROCHIP", "МИКРОЧИП", f.microchip)
    y += 52
    p.box(x0, y, w, 18, fill=(220, 228, 244), ink=None)
    p.label(x0 + 6, y + 4, "VACCINE / ВАКЦИНА", "play_b", 9)
    y += 18
    has_lot = rng.random() < 0.85
    _box(p, x0, y, w * 0.35, "PRODUCT NAME", "НАЗВАНИЕ ВАКЦИНЫ", f.product)
    _box(p, x0 + w * 0.35, y, w * 0.3, "MANUFACTURER", "ПРОИЗВОДИТЕЛЬ", f.maker)
    _box(p, x0 + w * 0.65, y, w * 0.2, "LOT / SERIAL", "СЕРИЯ", f.lot if has_lot else None)
    _box(p, x0 + w * 0.85, y, w * 0.15, "LOT EXP.", "ГОДЕН ДО", mil(f.lot_expiry, full))
    y += 40
    _box(p, x0, y, w * 0.3, "DATE VACCINATED", "ДАТА ВАКЦИНАЦИИ", mil(f.vaccinated, full))
    p.box(x0 + w * 0.3, y, w * 0.3, 40, width=0.6)
    p.label(x0 + w * 0.3 + 4, y + 3, "DURATION", "play_b", 7)
    p.label(x0 + w * 0.3 + 4, y + 12, "СРОК ДЕЙСТВИЯ", "play", 6.5, ink=GREY)
    for n, years in enumerate((1, 3)):
        bx = x0 + w * 0.3 + 8 + n * 70
        p.box(bx, y + 24, 9, 9, width=0.6)
        if years == f.years:
            p.text(bx + 1, y + 22, "X", "jura_b", 10)
        p.label(bx + 13, y + 24, f"{years} yr / {'1 год' if years == 1 else '3 года'}", "play", 8)
    shows_due = rng.random() < 0.6
    due: date = f.expires - timedelta(days=1) if rng.random() < 0.3 else f.expires
    _box(p, x0 + w * 0.6, y, w * 0.4, "NEXT VACCINATION DUE", "СЛЕДУЮЩАЯ ВАКЦИНАЦИЯ",
         mil(due, full) if shows_due else None)  # fmt: skip
    y += 40
    has_tag = rng.random() < 0.8
    _box(p, x0, y, w * 0.3, "RABIES TAG NO.", "НОМЕР ЖЕТОНА", f.tag if has_tag else None)
    _box(p, x0 + w * 0.3, y, w * 0.7, "VETERINARIAN", "ВЕТЕРИНАРНЫЙ ВРАЧ", f"{vet}, DVM")
    y += 40
    _box(p, x0, y, w * 0.3, "NYS LICENSE NO.", "ЛИЦЕНЗИЯ", f"{rng.randint(100000, 199999)}")
    _box(p, x0 + w * 0.3, y, w * 0.7, "SIGNATURE", "ПОДПИСЬ", None, h=52)
    p.sign(x0 + w * 0.3 + 30, y + 44, rng.uniform(120, 200), rng, ink=BLUE)
    y += 70
    notes = (
        "New York State requires rabies vaccination of all dogs, cats and ferrets by four months",
        "of age. Keep this certificate: the town clerk needs it to license your dog.",
        "Закон штата Нью-Йорк требует вакцинации собак, кошек и хорьков против бешенства.",
        "Сохраните это свидетельство: оно нужно для получения лицензии на собаку.",
    )
    for n, line in enumerate(notes):
        p.text(40, y + n * 12, line, "play", 8, ink=BLACK if n < 2 else GREY)
    if rng.random() < 0.6:
        p.ring(400, y + 58, 130, 70, RED)
        p.text(420, y + 76, clinic.split()[0].upper(), "play_b", 10, ink=RED, angle=8, opacity=0.8)
        p.text(420, y + 92, "BROOKLYN, NY", "play", 8, ink=RED, angle=8, opacity=0.8)
    printed = f.vaccinated
    p.text(40, 760, f"Printed {mil(printed, True)} · form RV-2 (rev. 03/2022)", "play", 7, ink=GREY)
    expires = due if shows_due else f.expires
    truth = Truth(f.vaccinated, expires, f.tag if has_tag else None, vet, clinic, f.dog, owner,
                  f.product, f.lot if has_lot else None)  # fmt: skip
    return p, truth
