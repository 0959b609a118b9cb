"""The ninth set's screens and cards: a practice system's certificate (with the visit's invoice in
front of it, as a scanner app gathers both), a vet portal's certificate page as a laptop shows it
(browser and taskbar around it), and a laminated wallet card, its two sides side by side or its
front alone.
"""

from __future__ import annotations

import random

from tests.ninth_facts import MONTHS, TODAY, Facts, date_text
from tests.ninth_forms import LETTER, signature
from tests.ninth_sheet import Paper, Sheet, width_of

BANDS = [(23, 78, 124), (112, 36, 52), (28, 104, 78), (88, 52, 120), (190, 92, 20)]


def _letterhead(sheet: Sheet, facts: Facts, colour: tuple[int, int, int], face: str) -> None:
    sheet.box(18, 12, 36, 30, width=0, colour=None, fill=colour)
    sheet.put(21.5, 26, facts.practice[0], "sans_bold", 30, colour=(255, 255, 255))
    sheet.put(42, 21, facts.practice, face, 16, colour=colour)
    sheet.put(
        42, 28, f"{facts.practice_street} | {facts.town}, NY | {facts.practice_phone}", face, 8.5
    )
    sheet.line(18, 35, 198, 35, width=0.6, colour=colour)


def practice_certificate(rng: random.Random, facts: Facts) -> Paper:
    colour, face = rng.choice(BANDS), rng.choice(["carlito", "open", "roboto", "lato"])
    style = rng.choice(["slash", "mon", "dot", "slash_short"])
    sheet = Sheet(*LETTER, paper=(255, 255, 255))
    _letterhead(sheet, facts, colour, face)
    sheet.label(18, 50, "Rabies Vaccination Certificate", face, 16, colour=colour)
    owner = f"{facts.first} {facts.last}"
    rows = [
        ("Owner:", owner),
        ("Address:", f"{facts.street}, {facts.town}, NY {facts.zip_code}"),
        ("Patient:", facts.dog),
        ("Breed:", f"{facts.breed} ({facts.colour})"),
        ("Sex / Age:", f"{facts.sex} / {facts.age} years"),
        ("Rabies Vaccine:", f"{facts.product} ({facts.maker})"),
        ("Serial/Lot:", facts.lot),
        ("Term:", f"{facts.years} Year"),
        ("Date Administered:", date_text(facts.vaccinated, style)),
        ("Valid Through:", date_text(facts.expires, style) if facts.expiry_printed else None),
        ("Tag Number:", facts.tag),
        ("Veterinarian:", f"{facts.vet}, DVM"),
        ("NYS License:", facts.licence),
    ]
    y = 64
    for label, text in rows:
        sheet.label(22, y, label, face, 10.5)
        if text:
            sheet.put(72, y, text, face, 11)
        y += 8.5
    sheet.label(22, y + 12, "Signature:", face, 10.5)
    signature(sheet, 45, y + 11, rng)
    sheets = [sheet]
    if rng.random() < 0.6:
        sheets.insert(0, invoice(rng, facts, colour, face, style))
    return Paper(sheets, facts.truth(owner=owner))


def invoice(
    rng: random.Random, facts: Facts, colour: tuple[int, int, int], face: str, style: str
) -> Sheet:
    """The visit's invoice: same client, patient and day, no date but the visit's."""
    sheet = Sheet(*LETTER, paper=(255, 255, 255))
    _letterhead(sheet, facts, colour, face)
    sheet.label(150, 50, "INVOICE", face, 18, colour=colour)
    sheet.label(18, 50, "Invoice #", face, 10)
    sheet.put(40, 50, f"{rng.randint(100000, 999999)}", face, 10)
    sheet.label(18, 57, "Date:", face, 10)
    sheet.put(40, 57, date_text(facts.vaccinated, style), face, 10)
    sheet.label(18, 64, "Client:", face, 10)
    sheet.put(40, 64, f"{facts.first} {facts.last}", face, 10)
    sheet.label(18, 71, "Patient:", face, 10)
    sheet.put(40, 71, facts.dog, face, 10)
    sheet.box(18, 80, 198, 87, width=0, colour=None, fill=(230, 232, 236))
    for x, head in ((20, "Description"), (140, "Qty"), (170, "Amount")):
        sheet.label(x, 85, head, face, 10)
    items = [("Wellness examination", 62.0), (f"Rabies vaccine, {facts.years} yr", 28.0)]
    items += rng.sample(
        [
            ("DHPP booster", 34.0),
            ("Heartworm test", 48.5),
            ("Nail trim", 18.0),
            ("Bordetella", 31.0),
            ("Fecal exam", 39.0),
        ],
        rng.randint(1, 3),
    )
    y = 95
    for text, amount in items:
        sheet.put(20, y, text, face, 10)
        sheet.put(142, y, "1", face, 10)
        sheet.put(170, y, f"${amount:.2f}", face, 10)
        y += 7
    total = sum(amount for _, amount in items)
    sheet.line(18, y - 3, 198, y - 3, width=0.3)
    for label, text in (
        ("Subtotal", f"${total:.2f}"),
        ("Tax", "$0.00"),
        ("Total", f"${total:.2f}"),
    ):
        sheet.label(140, y + 3, label, face, 10)
        sheet.put(170, y + 3, text, face, 10)
        y += 7
    sheet.label(18, y + 10, "Paid", face, 10)
    sheet.put(30, y + 10, f"Visa ending {rng.randint(1000, 9999)}", face, 10)
    return sheet


def portal(rng: random.Random, facts: Facts) -> Paper:
    """A pet portal's certificate page in a browser, on a laptop screen (medium "screen")."""
    colour, face = rng.choice(BANDS), rng.choice(["roboto", "open", "lato", "dejavu"])
    sheet = Sheet(330, 206, paper=(246, 247, 249))
    sheet.box(0, 0, 330, 9, width=0, colour=None, fill=(222, 225, 230))
    sheet.box(4, 2, 80, 9, width=0, colour=None, fill=(246, 247, 249))
    sheet.put(8, 7, f"{facts.dog} - Records", face, 7.5)
    sheet.box(0, 9, 330, 18, width=0, colour=None, fill=(255, 255, 255))
    slug = "".join(word[0] for word in facts.practice.split()).lower()
    sheet.put(
        22, 15.5, f"mypets.{slug}vet.example/pets/{rng.randint(10000, 99999)}/rabies", face, 8
    )
    sheet.box(0, 18, 330, 32, width=0, colour=None, fill=colour)
    sheet.put(10, 28, facts.practice, face, 14, colour=(255, 255, 255))
    sheet.put(258, 27, f"Hi, {facts.first}", face, 9, colour=(255, 255, 255))
    for i, item in enumerate(("Dashboard", "My Pets", "Appointments", "Records", "Messages")):
        sheet.label(10, 46 + 11 * i, item, face, 10, colour=(60, 64, 72))
    sheet.box(60, 38, 318, 190, width=0.3, colour=(210, 212, 218), fill=(255, 255, 255))
    sheet.label(68, 50, "Rabies Vaccination Certificate", face, 15)
    style = rng.choice(["slash", "mon", "iso", "slash_short"])
    rows = [
        ("Pet", f"{facts.dog} ({facts.breed})"),
        ("Owner", facts.owner),
        ("Vaccine", facts.product),
        ("Manufacturer", facts.maker),
        ("Lot / Serial", facts.lot),
        ("Date given", date_text(facts.vaccinated, style)),
        ("Duration", f"{facts.years} year"),
        ("Expires", date_text(facts.expires, style) if facts.expiry_printed else None),
        ("Rabies tag", facts.tag),
        ("Veterinarian", f"Dr. {facts.vet}"),
    ]
    y = 64
    for label, text in rows:
        sheet.label(68, y, label, face, 10, colour=(95, 99, 108))
        sheet.put(130, y, text or "—", face, 11)
        y += 11
    for x, button in ((68, "Download PDF"), (110, "Print"), (140, "Email")):
        sheet.box(x, y, x + width_of(button, face, 9) + 8, y + 8, width=0, colour=None, fill=colour)
        sheet.label(x + 4, y + 5.6, button, face, 9, colour=(255, 255, 255))
    sheet.box(0, 196, 330, 206, width=0, colour=None, fill=(32, 34, 40))
    clock = f"{rng.randint(1, 11)}:{rng.randint(0, 59):02d} PM"
    sheet.put(298, 200.5, clock, face, 7, colour=(240, 240, 240))
    sheet.put(
        296,
        204.5,
        f"{TODAY.month}/{TODAY.day - rng.randint(0, 2)}/{TODAY.year}",
        face,
        7,
        colour=(240, 240, 240),
    )
    return Paper([sheet], facts.truth(), medium="screen")


def wallet_card(rng: random.Random, facts: Facts) -> Paper:
    """A laminated card: front (and often back) side by side (medium "laminated")."""
    both = rng.random() < 0.7
    colour, face = rng.choice(BANDS), rng.choice(["narrow", "carlito", "arimo", "roboto"])
    bold = {"narrow": "narrow_bold", "carlito": "carlito_bold", "arimo": "arimo_bold"}
    sheet = Sheet(184 if both else 90, 60, paper=(255, 255, 255))
    style = rng.choice(["slash", "mon", "dash"])
    sheet.box(2, 3, 88, 57, width=0.3, colour=(180, 180, 180))
    sheet.box(2, 3, 88, 14, width=0, colour=None, fill=colour)
    sheet.put(4, 8.5, facts.practice, bold.get(face, "roboto_medium"), 7.5, colour=(255, 255, 255))
    white = (255, 255, 255)
    sheet.put(4, 12.5, f"{facts.town}, NY · {facts.practice_phone}", face, 5.5, colour=white)
    sheet.label(4, 19, "RABIES VACCINATION", bold.get(face, "roboto_medium"), 8)
    front = [
        ("Pet", facts.dog),
        ("Owner", facts.owner),
        ("Vaccinated", date_text(facts.vaccinated, style)),
        ("Expires", date_text(facts.expires, style) if facts.expiry_printed else None),
        ("Tag No.", facts.tag),
        ("Term", f"{facts.years} yr"),
    ]
    y = 26
    for label, text in front:
        sheet.label(4, y, label, face, 6.5, colour=(90, 90, 90))
        if text:
            sheet.put(24, y, text, face, 8)
        sheet.line(23, y + 0.8, 86, y + 0.8, width=0.15, colour=(190, 190, 190))
        y += 5.6
    truth = {"product": None, "lot": None, "veterinarian": None}
    if both:
        sheet.box(96, 3, 182, 57, width=0.3, colour=(180, 180, 180))
        back = [
            ("Vaccine", facts.product),
            ("Mfr.", facts.maker),
            ("Lot", facts.lot),
            ("Veterinarian", f"{facts.vet}, DVM"),
            ("Lic. No.", facts.licence),
        ]
        y = 12
        for label, text in back:
            sheet.label(98, y, label, face, 6.5, colour=(90, 90, 90))
            if text:
                sheet.put(118, y, text, face, 8)
            y += 6
        signature(sheet, 120, y + 3, rng)
        sheet.label(98, 53, "Keep this card with your dog's records.", face, 6, colour=(90, 90, 90))
        truth = {}
    if not both and rng.random() < 0.5:
        sheet.put(
            4,
            55,
            f"Issued {MONTHS[facts.vaccinated.month - 1]} {facts.vaccinated.year}",
            face,
            5.5,
            colour=(90, 90, 90),
        )
    return Paper([sheet], facts.truth(**truth), medium="laminated")
