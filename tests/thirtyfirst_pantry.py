"""A paper of the thirty-first set filled by pen: a pet food pantry's client enrollment form (a
church's or a humane society's pantry; it asks for proof of rabies vaccination before it gives a
dog food, and owners keep the copy to show the town). The client fills the top in her own hand:
her name, address, household and benefits ticked, then a table of her pets, a row each (the dog's
row and at times a cat's, each with a rabies date the client remembers, a month and a year). The
volunteer fills the shaded box "FOR PANTRY USE" in another hand after looking at the certificate:
the date the dog was vaccinated, the expiry or the term ticked, the tag, the clinic; then the
client number, the date enrolled and the date the enrollment must be renewed by."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyfirst_canvas import Sheet
from tests.thirtyfirst_faces import INKS, PENS, fit
from tests.thirtyfirst_facts import DOGS, HAND_STYLES, TODAY, day_between, facts, fmt_date, phone

PRACTICES = (
    "{place} Animal Hospital",
    "CNY SPCA Clinic",
    "Humane Society Wellness Clinic",
    "{place} Veterinary Care",
    "Route 11 Pet Clinic",
)
PANTRIES = ("Kibble Connection Pet Food Pantry", "St. Margaret's Pet Pantry",
            "Clay Community Pet Food Shelf")  # fmt: skip
BENEFITS = ("SNAP", "SSI / SSDI", "HEAP", "WIC", "Medicaid", "Other")
CATS = ("Mittens", "Shadow", "Cleo", "Oliver", "Pumpkin")
SAGE = (60, 100, 80)


def pantry_form(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.16)
    client, volunteer = rng.sample(PENS, 2)
    ink_c, ink_v = rng.sample(INKS, 2)
    sheet = Sheet(612, 792)
    ds = rng.choice(HAND_STYLES)

    def write(x: float, y: float, s: str, room: float, vol: bool = False, size: float = 12) -> None:
        hand, ink = (volunteer, ink_v) if vol else (client, ink_c)
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, "ballpoint")

    def line(x: float, y: float, lab: str, end: float, val: str, vol: bool = False) -> None:
        x1 = sheet.label(x, y, lab, "manrope", 8.5) + 4
        sheet.rule(x1, y + 2, end, y + 2, 0.5)
        if val:
            write(x1 + 4, y - 1, val, end - x1 - 8, vol)

    enrolled = day_between(rng, f.given + timedelta(days=7), TODAY - timedelta(days=2))
    sheet.text(36, 46, rng.choice(PANTRIES), "manrope-bold", 16, SAGE)
    sheet.text(36, 62, "Client enrollment - one form per household. Proof of rabies vaccination "
               "is required for every dog.", "manrope", 8.5)  # fmt: skip
    y = 96.0
    line(36, y, "Name", 330, f.owner)
    line(340, y, "Phone", 576, phone(rng, rng.randrange(3)))
    y += 28
    line(36, y, "Address", 400, f.street)
    line(410, y, "Town", 576, f.town)
    y += 28
    line(36, y, "People in household", 200, str(rng.randrange(1, 6)))
    sheet.label(216, y, "Benefits:", "manrope", 8.5)
    ticked = set(rng.sample(range(len(BENEFITS)), rng.randrange(1, 3)))
    for i, b in enumerate(BENEFITS):
        x = 266 + i * 52
        sheet.box(x, y - 8, 8, 8, None, (40, 40, 40), 0.6)
        sheet.text(x + 11, y, b, "manrope", 7.5)
        if i in ticked:
            sheet.tick(x - 1, y - 1, ink_c)
    y += 34
    sheet.text(36, y, "YOUR PETS", "manrope-bold", 10, SAGE)
    cols = ((36, "Name", 110), (146, "Dog / cat", 70), (216, "Breed", 150), (366, "Age", 50),
            (416, "Fixed?", 50), (466, "Last rabies shot", 110))  # fmt: skip
    y += 8
    for x, h, w in cols:
        sheet.box(x, y, w, 16, (228, 236, 230), (40, 40, 40), 0.5)
        sheet.label(x + 4, y + 11.5, h, "manrope-bold", 8)
    remembered = f"{f.given.month}/{f.given.year % 100:02d}"
    pets = [(f.dog, "Dog", f.breed, f"{rng.randrange(1, 12)}", rng.choice(("Y", "N")), remembered)]
    if rng.random() < 0.5:
        d = day_between(rng, TODAY - timedelta(days=900), TODAY - timedelta(days=30))
        pets.append((rng.choice(CATS), "Cat", "DSH", str(rng.randrange(1, 15)), "Y",
                     f"{d.month}/{d.year % 100:02d}"))  # fmt: skip
    if rng.random() < 0.3:
        other = rng.choice([d for d in DOGS if d != f.dog])
        pets.append((other, "Dog", "mix", str(rng.randrange(1, 14)), "N", "not sure"))
    rng.shuffle(pets)
    for row in [*pets, ("", "", "", "", "", "")][:3]:
        y += 22
        for (x, _, w), val in zip(cols, row, strict=True):
            sheet.box(x, y - 6, w, 22, None, (40, 40, 40), 0.5)
            if val:
                write(x + 4, y + 11, val, w - 8)
    y += 40
    sheet.text(36, y, "I certify the information above is true. Signature:", "manrope", 8.5)
    sheet.rule(290, y + 2, 500, y + 2, 0.5)
    sheet.sign(rng, 300, y - 2, 120, ink_c)
    y += 30
    sheet.box(30, y, 552, 176, (236, 240, 236), SAGE, 1.2, 6)
    sheet.text(42, y + 18, "FOR PANTRY USE ONLY - rabies certificate seen for each dog",
               "manrope-bold", 9, SAGE)  # fmt: skip
    mode = rng.choices(("date", "term", "none"), (4, 3, 1.5))[0]
    tagged = rng.random() < 0.55
    yy = y + 46
    line(42, yy, "Dog", 200, f.dog, vol=True)
    line(210, yy, "Vaccinated", 400, fmt_date(f.given, ds), vol=True)
    line(410, yy, "Exp.", 570, fmt_date(f.due, ds) if mode == "date" else "", vol=True)
    yy += 30
    for i, term in enumerate(("1 yr", "3 yr")):
        x = 42 + i * 60
        sheet.box(x, yy - 8, 8, 8, None, (40, 40, 40), 0.6)
        sheet.text(x + 11, yy, term, "manrope", 8.5)
        if mode == "term" and int(term[0]) == f.term:
            sheet.tick(x - 1, yy - 1, ink_v)
    line(170, yy, "Tag #", 330, f.tag if tagged else "", vol=True)
    line(340, yy, "Clinic", 570, f.clinic, vol=True)
    yy += 34
    line(42, yy, "Client #", 200, f"P-{rng.randrange(100, 2000)}", vol=True)
    line(210, yy, "Enrolled", 400, fmt_date(enrolled, ds), vol=True)
    line(410, yy, "Renew by", 570, fmt_date(enrolled + timedelta(days=365), ds), vol=True)
    yy += 34
    line(42, yy, "Volunteer initials", 200, rng.choice(("KM", "jd", "R.T.", "AB")), vol=True)
    sheet.text(212, yy, "Food given: dog __ lb  cat __ lb", "manrope", 8.5)
    sheet.text(36, 770, "Pantry hours: Tue 4-6 pm, Sat 10-noon. Bring this card each visit.",
               "manrope", 8)  # fmt: skip
    shown = {"tag": tagged, "vet": False, "product": False, "lot": False}
    return sheet, f.truth(expires=mode != "none", **shown)
