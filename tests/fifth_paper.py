"""The fifth set's printed papers: a hospital's certificate, a carbon clinic card, a pet history.

Each returns the page, the truth it carries (None for a field it does not print) and the labels
it prints, so that a label proposed as a value can be told.
"""

from __future__ import annotations

import random

from PIL import ImageDraw, ImageFilter

from tests.fifth_facts import (
    CAT_VACCINES,
    CATS,
    DOGS,
    EXPIRY_LABELS,
    VACCINES,
    Facts,
    duration_words,
    lot_number,
    plus_years,
    tag_number,
    us_date,
)
from tests.fifth_ink import Page, logo, signature
from tests.heldout_certificates import Truth

Drawn = tuple[Page, Truth, tuple[str, ...]]


def truth_of(f: Facts, **left_off: bool) -> Truth:
    """The truth of a page that prints every field but those named left off."""
    values = {
        "vaccinated": f.vaccinated, "expires": f.expires, "tag": f.tag, "veterinarian": f.vet,
        "clinic": f.clinic, "dog": f.dog, "owner": f.owner, "product": f.product, "lot": f.lot,
    }  # fmt: skip
    return Truth(**{k: (None if left_off.get(k) else v) for k, v in values.items()})  # type: ignore[arg-type]


def hospital(f: Facts, rng: random.Random) -> Drawn:
    """A practice's certificate: logo, label: value pairs in two columns, signed name, footer."""
    page = Page(1700, 2200)
    brand = rng.choice(((20, 90, 120), (120, 30, 60), (30, 100, 50), (60, 60, 140)))
    serif = rng.random() < 0.5
    face, bold = ("palatino", "serif_bold") if serif else ("nimbus", "nimbus_bold")
    page.paste(logo(190, brand, rng), (110, 90))
    page.text(330, 170, f.clinic, bold, 62, brand)
    page.text(330, 225, f.address, face, 30)
    page.line([(110, 310), (1590, 310)], brand, 5)
    title = rng.choice(("RABIES VACCINATION CERTIFICATE", "Certificate of Rabies Vaccination"))
    page.text(850, 400, title, bold, 50, anchor="ms")
    style, expiry_label = rng.randrange(10), rng.choice(EXPIRY_LABELS)
    printed_expiry = rng.random() < 0.75  # else only the duration: the reader must count
    left = [
        ("Owner", f.owner),
        ("Address", rng.choice(("104 Wetzel Rd", "22 Bear Rd Apt 3", "8 Soule Rd"))),
        ("Phone", f"(315) {rng.randint(300, 999)}-{rng.randint(1000, 9999)}"),
        ("Patient", f.dog), ("Species", "Canine"), ("Breed", f.breed),
        ("Color", f.colour), ("Sex", f.sex),
    ]  # fmt: skip
    right = [
        ("Vaccine", f.product), ("Manufacturer", f.maker), ("Serial/Lot", f.lot),
        ("Date Administered", us_date(f.vaccinated, style)),
        ("Duration", duration_words(f.years, rng.randrange(6))),
    ]  # fmt: skip
    if printed_expiry:
        right.append((expiry_label, us_date(f.expires, style)))
    right.append((rng.choice(("Rabies Tag #", "Tag No.", "Rabies Tag")), f.tag))
    if rng.random() < 0.5:
        left, right = right, left  # some practices put the vaccine first
    for column, pairs in ((130, left), (900, right)):
        y = 520
        for label, value in pairs:
            end = page.text(column, y, f"{label}:", bold, 30)
            page.text(max(end + 18, column + 280), y, value, face, 32)
            y += 70
    vet_y = 1320
    page.text(130, vet_y - 90, "Administering Veterinarian", bold, 30)
    printed_vet = f"{f.vet}, DVM" if rng.random() < 0.6 else f"Dr. {f.vet}"
    page.text(180, vet_y, printed_vet, face, 34)
    page.text(180, vet_y + 50, f"NYS License No. {rng.randint(10000, 99999):06d}", face, 26)
    page.paste(signature(560, 150, rng), (150, vet_y - 110))  # across the printed name
    page.text(
        130, 1560, "This certifies that the animal described above was vaccinated against rabies",
        face, 28,
    )  # fmt: skip
    page.text(
        130,
        1600,
        "by the undersigned, as required by NYS Public Health Law Section 2141.",
        face,
        28,
    )
    page.line([(110, 2030), (1590, 2030)], brand, 3)
    footer = f"{f.address}  |  Phone {f.phone}  |  Fax {f.fax}"
    page.text(850, 2080, footer, face, 26, anchor="ms")
    page.text(
        850,
        2120,
        f"Hospital ID {rng.randint(100000, 999999)}  -  www.example-vet.com",
        face,
        22,
        anchor="ms",
    )
    labels = (
        *(label for label, _ in left + right),
        *("Administering Veterinarian", "Owner", "Patient", "Vaccine", title, "NYS License No."),
    )
    return page, truth_of(f), labels


def carbon(f: Facts, rng: random.Random) -> Drawn:
    """A county or SPCA free clinic's card: printed boxes, values typed through carbon, askew."""
    page = Page(1100, 850, paper=rng.choice(((255, 236, 240), (255, 252, 225), (246, 246, 246))))
    red = rng.choice(((170, 40, 40), (40, 40, 40), (30, 70, 130)))
    page.text(550, 60, f.clinic.upper(), "gothic_demi", 30, red, anchor="ms")
    page.text(550, 100, "RABIES VACCINATION CERTIFICATE", "gothic", 26, red, anchor="ms")
    boxes = [
        ("OWNER", f.owner, 40, 130, 640), ("TAG NO.", f.tag, 690, 130, 1060),
        ("ADDRESS", "CLAY NY 13041", 40, 220, 640), ("PHONE", f.phone, 690, 220, 1060),
        ("DOG'S NAME", f.dog, 40, 310, 400), ("BREED", f.breed, 410, 310, 800),
        ("SEX", f.sex, 810, 310, 1060), ("VACCINE", f.product, 40, 400, 520),
        ("LOT NO.", f.lot, 530, 400, 800),
        ("DURATION", duration_words(f.years, rng.randrange(6)), 810, 400, 1060),
        ("DATE VACCINATED", us_date(f.vaccinated, rng.choice((0, 1, 2, 6, 7))), 40, 490, 520),
        ("EXPIRES", us_date(f.expires, rng.choice((0, 1, 2, 6, 7))), 530, 490, 1060),
        ("VETERINARIAN", f.vet.upper(), 40, 580, 1060),
    ]  # fmt: skip
    for label, _, x0, y0, x1 in boxes:
        page.rect((x0, y0, x1, y0 + 82), outline=red, width=2)
        page.text(x0 + 8, y0 + 22, label, "narrow", 18, red)
    page.text(40, 720, "SIGNATURE ____________________________", "narrow", 20, red)
    page.text(
        1060,
        800,
        rng.choice(("PINK - OWNER COPY", "YELLOW - OWNER", "COPY 2 OF 3")),
        "narrow",
        20,
        red,
        anchor="rs",
    )
    # the typewriter's line sits off the boxes: the card was fed in crooked
    dx, dy = rng.randint(-14, 22), rng.randint(-10, 16)
    carbon_ink = rng.choice(((40, 50, 120), (35, 35, 45)))
    for _, value, x0, y0, _ in boxes:
        page.text(x0 + 14 + dx, y0 + 66 + dy, value, "courier", 30, carbon_ink)
    page.paste(signature(380, 110, rng, carbon_ink), (180 + dx, 650 + dy))
    _smudge(page, carbon_ink, rng)
    labels = (*tuple(b[0] for b in boxes), "SIGNATURE", "RABIES VACCINATION CERTIFICATE")
    return page, truth_of(f), labels


def _smudge(page: Page, ink: tuple[int, int, int], rng: random.Random) -> None:
    """Carbon's blur, its faint grey-blue haze and a thumb's smudge."""
    haze = page.image.filter(ImageFilter.GaussianBlur(rng.uniform(0.7, 1.3)))
    smear = ImageDraw.Draw(haze, "RGBA")
    for _ in range(rng.randint(3, 7)):
        x, y = rng.randint(0, page.width), rng.randint(0, page.height)
        w, h = rng.randint(60, 260), rng.randint(20, 90)
        smear.ellipse((x, y, x + w, y + h), fill=(*ink, rng.randint(18, 45)))
    page.image = haze.filter(ImageFilter.GaussianBlur(0.6))


def multi_pet(f: Facts, rng: random.Random) -> Drawn:
    """A practice's vaccine history for one client: two or three pets, each with its rabies row."""
    page = Page(1700, 2200)
    face = rng.choice(("sans", "gothic", "nimbus"))
    bold = "sans_bold" if face == "sans" else "gothic_demi" if face == "gothic" else "nimbus_bold"
    page.text(120, 150, f.clinic, bold, 48)
    page.text(120, 200, f"{f.address}   Tel {f.phone}   Fax {f.fax}", face, 26)
    title = rng.choice(
        ("Vaccination History", "Patient Vaccine Record", "Reminder & Vaccine Report")
    )
    page.text(120, 300, title, bold, 40)
    page.text(120, 360, f"Client: {f.owner}", face, 30)
    page.text(1000, 360, f"Account # {rng.randint(10000, 99999)}", face, 30)
    page.text(1000, 405, f"Printed {us_date(f.vaccinated, 1)}", face, 26)
    style = rng.choice((1, 6, 7))
    header = (
        "Vaccine",
        "Given",
        rng.choice(("Due", "Next due", "Expires")),
        "Lot",
        "Tag",
        "Doctor",
    )
    columns = (120, 620, 860, 1100, 1290, 1470)
    others = [
        (rng.choice(CATS), "Feline")
        if rng.random() < 0.5
        else (rng.choice([d for d in DOGS if d != f.dog]), "Canine")
    ]
    if rng.random() < 0.5:
        others.append((rng.choice([d for d in DOGS if d not in (f.dog, others[0][0])]), "Canine"))
    y = 500
    for n, (name, species) in enumerate([(f.dog, "Canine"), *others]):
        page.rect((110, y - 40, 1590, y + 10), fill=(228, 232, 238))
        breed = f.breed if n == 0 else "DSH" if species == "Feline" else "Mixed"
        page.text(
            120,
            y,
            f"Patient: {name}   ({species}, {breed})",
            bold,
            30,
        )
        y += 60
        for k, cell in enumerate(header):
            page.text(columns[k], y, cell, bold, 24)
        page.line([(110, y + 10), (1590, y + 10)], (120, 120, 120), 2)
        y += 50
        rows = _rows(f, n, species, rng)
        for vaccine, given, due, lot, tag, doctor in rows:
            cells = (vaccine, us_date(given, style), us_date(due, style), lot, tag, doctor)
            for k, cell in enumerate(cells):
                if cell:
                    page.text(columns[k], y, cell, face, 24 if k else 26)
            y += 48
        y += 60
    page.text(
        120,
        2100,
        "Rabies vaccination certificate on file. Tag numbers issued by this hospital.",
        face,
        24,
    )
    species = tuple(dict.fromkeys(kind for _, kind in [(f.dog, "Canine"), *others]))
    labels = (*header, "Client", "Patient", "Account #", title, "Printed", *species)
    return page, truth_of(f), labels


def _rows(f: Facts, n: int, species: str, rng: random.Random) -> list[tuple]:  # type: ignore[type-arg]
    """The rabies row and a few others: the first pet's rabies row is the certificate."""
    vet = f"{f.vet.split()[0][0]}. {f.vet.split()[-1]}" if rng.random() < 0.3 else f.vet
    if n == 0:
        rabies = (f"Rabies ({f.product})", f.vaccinated, f.expires, f.lot, f.tag, f.vet)
    else:
        product = rng.choice(CAT_VACCINES) if species == "Feline" else rng.choice(VACCINES)[0]
        given = f.vaccinated.replace(day=min(f.vaccinated.day, 28), month=rng.randint(1, 12))
        rabies = (
            f"Rabies ({product})",
            given,
            plus_years(given, rng.choice((1, 3))),
            lot_number(rng),
            tag_number(rng, given.year),
            vet,
        )
    extra = (
        ("DHPP", "Bordetella", "Leptospirosis", "Lyme")
        if species == "Canine"
        else ("FVRCP", "FeLV")
    )
    rows = [rabies]
    for name in rng.sample(extra, 2):
        rows.append((name, f.vaccinated, plus_years(f.vaccinated, 1), lot_number(rng), "", vet))
    rng.shuffle(rows)
    return rows
