"""A paper of the twenty-ninth set filled by pen: a practice's wellness "report card", a printed
half-sheet the technician fills in during the yearly exam and hands the owner at checkout. The
practice's name in its colour, the pet, the owner, the date and the weight written in; the body
systems each ticked normal or not with a word or two; the vaccines given today ticked in a
printed list (the rabies line with its 1 yr / 3 yr to circle, its tag and, at times, its next due
date written after it), and the next visit; the doctor's name at the foot."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyninth_canvas import Sheet
from tests.twentyninth_faces import CAPITALS, INKS, PENS, fit
from tests.twentyninth_facts import HAND_STYLES, facts, fmt_date, phone, plus_years

PRACTICES = (
    "{place} Animal Hospital",
    "Caughdenoy Road Veterinary Clinic",
    "Paws & Claws Animal Hospital",
    "{place} Veterinary Center",
)
SYSTEMS = (
    "Eyes",
    "Ears",
    "Teeth / gums",
    "Skin / coat",
    "Heart",
    "Lungs",
    "Abdomen",
    "Joints",
    "Lymph nodes",
    "Weight / body",
)
VACCS = ("DHPP", "Rabies", "Bordetella", "Leptospirosis", "Lyme", "Canine influenza")
COLOURS = ((150, 40, 60), (30, 100, 140), (60, 120, 50))


def report_card(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.15)
    hand = rng.choice((*PENS, *CAPITALS))
    pen = rng.choice(INKS)
    colour = rng.choice(COLOURS)
    sheet = Sheet(792, 612, paper=rng.choice(((255, 255, 255), (250, 246, 236))))

    def write(x: float, y: float, s: str, room: float, size: float = 13) -> float:
        return sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), pen, "ballpoint")

    sheet.text(36, 44, f.clinic, "go-bold", 18, colour)
    sheet.text(36, 60, f"{f.place}, New York  ·  {phone(rng, 2)}", "go", 9, colour)
    sheet.text(756, 48, "Wellness Report Card", "cantarell-bold", 16, colour, align="r")
    tops = (
        ("Pet", f.dog, 36, 200),
        ("Owner", f.owner, 256, 230),
        ("Date", fmt_date(f.given, rng.choice(HAND_STYLES)), 506, 110),
        ("Weight", f"{rng.randrange(14, 95)}.{rng.randrange(10)} lb", 636, 120),
    )
    for lab, val, x, w in tops:
        end = sheet.label(x, 96, lab, "go-bold", 9) + 4
        sheet.rule(end, 98, x + w, 98, 0.5, colour)
        write(end + 4, 95, val, x + w - end - 6)
    sheet.text(36, 130, "Exam", "cantarell-bold", 12, colour)
    sheet.text(150, 130, "N", "go-bold", 8, align="c")
    sheet.text(176, 130, "ABN", "go-bold", 8, align="c")
    y = 130.0
    for s in SYSTEMS:
        y += 21
        sheet.text(40, y, s, "go", 10)
        for x in (145, 171):
            sheet.box(x, y - 9, 10, 10, None, colour, 0.7)
        odd = rng.random() < 0.15
        sheet.tick(147 + (26 if odd else 0), y, pen)
        sheet.rule(190, y + 2, 370, y + 2, 0.3, (170, 170, 170))
        if odd:
            write(
                194,
                y - 2,
                rng.choice(("mild tartar", "waxy - cleaned", "hot spot L hip", "lost 2 lb")),
                170,
                11,
            )
    ds = rng.choice(HAND_STYLES)
    tagged, due_shown = rng.random() < 0.7, rng.random() < 0.6
    lot_shown = rng.random() < 0.35
    given = [*rng.sample([v for v in VACCS if v != "Rabies"], rng.randrange(1, 3)), "Rabies"]
    y = 130.0
    sheet.text(410, y, "Vaccines given today", "cantarell-bold", 12, colour)
    for v in VACCS:
        y += 30
        sheet.box(410, y - 10, 11, 11, None, colour, 0.7)
        sheet.text(430, y, v, "go", 10.5)
        if v in given:
            sheet.tick(411, y, pen)
        if v == "Rabies":
            sheet.text(484, y, "1 yr  /  3 yr", "go", 9.5)
            circle = 484 if f.term == 1 else 515
            sheet.box(circle - 3, y - 11, 28, 15, None, pen, 0.9, -1)
            sheet.text(570, y, "Tag #", "go", 9.5)
            sheet.rule(600, y + 2, 680, y + 2, 0.4)
            if tagged:
                write(604, y - 1, f.tag, 74, 12)
            if lot_shown:
                sheet.text(570, y + 17, "Lot", "go", 9.5)
                write(592, y + 16, f.lot, 90, 11)
            if due_shown:
                sheet.text(690, y, "Due", "go", 9.5)
                write(712, y - 1, fmt_date(f.due, ds), 44, 11)
        elif v in given:
            write(
                560,
                y - 1,
                f"next {fmt_date(plus_years(f.given, 1) - timedelta(days=rng.randrange(20)), ds)}",
                150,
                11,
            )
    sheet.text(410, 372, "Next visit", "cantarell-bold", 12, colour)
    sheet.rule(490, 374, 756, 374, 0.4)
    write(494, 371, rng.choice(("1 yr - annual", "6 mo - dental", "recheck ears 2 wks")), 250, 12)
    sheet.text(410, 420, "Doctor", "cantarell-bold", 12, colour)
    sheet.rule(470, 422, 756, 422, 0.4)
    write(476, 419, f"Dr. {f.vet}", 270)
    sheet.text(
        36,
        580,
        "Thank you for trusting us with your pet's care. Bring this card to your next visit.",
        "go",
        9,
        colour,
    )
    return sheet, f.truth(tag=tagged, product=False, lot=lot_shown)
