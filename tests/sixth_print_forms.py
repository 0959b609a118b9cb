"""The sixth set's printed kinds: a chain's e-mailed table, Form 51, a shelter page, an e-mail."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.sixth_facts import PRINT_DATE_STYLES, Facts, lot, us_date
from tests.sixth_hand import hand
from tests.sixth_hand_forms import truth
from tests.sixth_sheet import Box, Print, Rule, Scrawl, Sheet, Tick

GREY, TEAL = (110, 110, 110), (0, 105, 110)
OTHER_SHOTS = (
    "DHPP",
    "Bordetella (intranasal)",
    "Leptospirosis 4-way",
    "Lyme (recombinant)",
    "Canine Influenza H3N2/H3N8",
)


def _d(day: object, style: int) -> str:
    return us_date(day, style)  # type: ignore[arg-type]


def chain_record(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A hospital chain's vaccine history as e-mailed: a table of shots, the rabies row in it."""
    style = rng.choice(PRINT_DATE_STYLES)
    s = Sheet(216, 279)
    s.add(
        Box(0, 0, 216, 24, 0, TEAL, TEAL),
        Print(16, 6, "PawPoint Animal Hospitals", 18, "open-bold", (255, 255, 255)),
    )
    s.add(Print(16, 16, f"{f.clinic} - a PawPoint hospital", 9, "open", (230, 240, 240)))
    s.add(
        Print(16, 32, "Vaccination History", 15, "open-bold"),
        Print(
            150,
            34,
            f"Printed {_d(f.vaccinated + timedelta(days=rng.randrange(0, 60)), style)}",
            8,
            "open",
            GREY,
        ),
    )
    info = (
        ("Client", f.owner),
        ("Patient", f.dog),
        ("Species / Breed", f"Canine / {f.breed}"),
        ("Patient ID", str(rng.randrange(100000, 999999))),
        ("Attending", f"{f.veterinarian}, DVM"),
    )
    for i, (label, value) in enumerate(info):
        s.add(
            Print(16, 44 + i * 6, label, 9, "open-bold", label=True),
            Print(55, 44 + i * 6, value, 9, "open"),
        )
    heads = (("Vaccine", 16), ("Given", 78), ("Next Due", 108), ("Lot", 138), ("Tag", 166))
    y = 82.0
    s.add(Box(14, y - 2, 188, 8, 0, (225, 238, 238), (225, 238, 238)))
    for label, x in heads:
        s.add(Print(x, y - 0.5, label, 9, "open-bold", label=True))
    rows = [(name, None) for name in rng.sample(OTHER_SHOTS, rng.randrange(2, 5))]
    rows.insert(rng.randrange(len(rows) + 1), (f"Rabies {f.years} yr - {f.product}", f))
    for name, own in rows:
        y += 9
        given = (
            f.vaccinated - timedelta(days=rng.randrange(0, 400)) if own is None else f.vaccinated
        )
        due = given + timedelta(days=365) if own is None else f.expires
        cells = (
            name,
            _d(given, style),
            _d(due, style),
            lot(rng) if own is None else f.lot,
            f.tag if own is not None else "",
        )
        for (_, x), text in zip(heads, cells, strict=True):
            s.add(Print(x, y, text, 8.5, "open"))
        s.add(Rule(14, y + 6.5, 202, y + 6.5, 0.15, (200, 200, 200)))
    s.add(
        Print(
            16,
            y + 16,
            "Rabies certificate on file. Questions? Reply to this e-mail or call your hospital.",
            8,
            "open",
            GREY,
        )
    )
    return s, truth(f)


def form_51(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A NASPHV Form 51-style certificate printed by a practice system, values in its boxes."""
    style = rng.choice(PRINT_DATE_STYLES)
    s = Sheet(216, 140)
    s.hand = hand(rng, "ballpoint")  # the vet ticks the duration and signs by pen
    s.add(
        Print(8, 5, "RABIES VACCINATION CERTIFICATE", 14, "sans-bold"),
        Print(150, 6, "NASPHV FORM 51", 8, "sans-bold"),
    )
    s.add(Print(150, 11, f"Tag No. {f.tag}", 9, "mono"))
    boxes = (
        (8, 18, 110, 20, "OWNER'S NAME & ADDRESS", f"{f.owner}\n{f.street}, Clay NY"),
        (118, 18, 90, 20, "VETERINARIAN / CLINIC", f"{f.clinic}\n{f.phone}"),
        (8, 38, 50, 14, "ANIMAL'S NAME", f.dog), (58, 38, 50, 14, "BREED", f.breed),
        (108, 38, 50, 14, "COLOR", f.colour), (158, 38, 50, 14, "SEX", f.sex),
        (8, 52, 70, 14, "PRODUCT NAME", f.product), (78, 52, 60, 14, "MANUFACTURER", f.maker),
        (138, 52, 70, 14, "VACCINE SERIAL (LOT) NO.", f.lot),
        (8, 66, 70, 14, "DATE VACCINATED", _d(f.vaccinated, style)),
        (78, 66, 60, 14, "NEXT VACCINATION DUE BY", _d(f.expires, style)),
    )  # fmt: skip
    off = (
        rng.uniform(-1.5, 1.5),
        rng.uniform(-1, 1),
    )  # a printer's registration off the form's boxes
    for x, y, w, h, label, value in boxes:
        s.add(
            Box(x, y, w, h, 0.3, (150, 40, 40)),
            Print(x + 1, y + 0.6, label, 5.5, "sans-bold", (150, 40, 40), label=True),
        )
        for i, line in enumerate(value.split("\n")):
            s.add(Print(x + 3 + off[0], y + 5.5 + i * 5 + off[1], line, 9, "mono"))
    s.add(Box(140, 68, 3, 3, 0.3, (150, 40, 40)), Print(144, 67.5, "1 YEAR", 7, label=True))
    s.add(Box(165, 68, 3, 3, 0.3, (150, 40, 40)), Print(169, 67.5, "3 YEAR", 7, label=True))
    s.add(Tick(140.3 if f.years == 1 else 165.3, 67.8, 2.5))
    s.add(
        Rule(8, 100, 110, 100, 0.3),
        Print(8, 101, "VETERINARIAN'S SIGNATURE", 6, "sans-bold", label=True),
    )
    s.add(
        Print(10, 94, f"{f.veterinarian}, DVM", 9, "mono"), Scrawl(50, 99, 50, rng.randrange(10**6))
    )
    s.add(
        Print(
            8,
            112,
            "Form 51 - National Association of State Public Health Veterinarians",
            6,
            "sans",
            GREY,
        )
    )
    return s, truth(f)


def shelter_page(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """An adoption packet's medical page: intake, microchip, spay and the rabies shot, one list."""
    style = rng.choice(PRINT_DATE_STYLES)
    shelter = rng.choice(
        ("Central New York SPCA", "Cicero Animal Rescue League", "Salt City Paws Rescue")
    )
    s = Sheet(216, 279)
    s.add(
        Print(18, 14, shelter, 17, "lato-bold"),
        Print(18, 23, "Adoption Packet - Page 3 of 7 - Medical Record", 9, "lato", GREY),
    )
    intake = f.vaccinated - timedelta(days=rng.randrange(3, 40))
    facts_ = (
        ("Animal ID", f"A{rng.randrange(10**6, 10**7)}"), ("Name", f.dog), ("Adopter", f.owner),
        ("Intake date", _d(intake, style)),
        ("Microchip", f"985 112 {rng.randrange(10**5, 10**6)} {rng.randrange(100, 999)}"),
        ("Sex", f.sex), ("Breed / color", f"{f.breed} / {f.colour}"),
    )  # fmt: skip
    for i, (label, value) in enumerate(facts_):
        s.add(
            Print(18, 36 + i * 6.5, f"{label}:", 9.5, "lato-bold", label=True),
            Print(58, 36 + i * 6.5, value, 9.5, "lato"),
        )
    y = 92.0
    s.add(Print(18, y, "Treatments", 12, "lato-bold"), Rule(18, y + 7, 198, y + 7, 0.4))
    events = [
        (
            intake,
            f"Intake exam. Dewormed (pyrantel). Flea treatment. Weight {rng.randrange(8, 35)} kg",
        ),
        (intake + timedelta(days=1), "DHPP booster #1"),
        (intake + timedelta(days=2), f"Spay/neuter surgery - {f.clinic}"),
        (
            f.vaccinated,
            f"Rabies vaccine {f.product} ({f.maker}), lot {f.lot}, {f.years}-year. Tag {f.tag}. "
            f"By Dr. {f.veterinarian}. Revaccinate by {_d(f.expires, style)}.",
        ),
    ]
    for when, what in sorted(events, key=lambda e: e[0]):
        y += 11
        s.add(Print(18, y, _d(when, style), 9, "lato"))
        words, line, dy = what.split(" "), "", 0.0
        for word in words:  # wrapped at the column's width, as the packet's software does
            if len(line) + len(word) > 70:
                s.add(Print(62, y + dy, line.strip(), 9, "lato"))
                line, dy = "", dy + 5
            line += word + " "
        s.add(Print(62, y + dy, line.strip(), 9, "lato"))
        y += dy
    return s, truth(f, clinic=shelter)  # the shelter's own vet gave it; the spay clinic is not it


def email_printout(f: Facts, rng: random.Random) -> tuple[Sheet, Truth]:
    """A clinic's e-mail to the owner, printed from a web mailbox: headers, a chatty body."""
    style = rng.choice(PRINT_DATE_STYLES)
    sent = f.vaccinated + timedelta(days=rng.randrange(0, 20))
    s = Sheet(216, 279)
    s.add(
        Print(12, 8, f"Mail - {f.owner} - Outlook", 8, "sans", GREY),
        Rule(12, 13, 204, 13, 0.2, GREY),
    )
    s.add(Print(12, 18, f"{f.dog}'s rabies certificate", 15, "sans-bold"))
    s.add(
        Print(12, 28, f"{f.clinic} <frontdesk@example-vet.com>", 9, "sans-bold"),
        Print(150, 28, _d(sent, 6) + " 4:12 PM", 8, "sans", GREY),
    )
    s.add(
        Print(
            12,
            33,
            f"To: {f.owner.split()[0].lower()}{rng.randrange(10, 99)}@example.net",
            8,
            "sans",
            GREY,
        )
    )
    expiry = rng.choice(
        (
            f"Expires: {_d(f.expires, style)}",
            f"It is good for {f.years} year{'s' if f.years > 1 else ''}.",
        )
    )
    body = [
        f"Hi {f.owner.split()[0]},",
        "",
        f"Thanks for bringing {f.dog} in! Here is the rabies information for the town:",
        "",
        f"Vaccine: {f.product} by {f.maker}",
        f"Lot number: {f.lot}",
        f"Date given: {_d(f.vaccinated, style)}",
        expiry,
        f"Rabies tag: {f.tag}",
        f"Veterinarian: Dr. {f.veterinarian}",
        "",
        "The signed certificate is attached as a PDF. See you at the next visit!",
        "",
        f"{f.clinic}  |  {f.phone}",
    ]
    for i, line in enumerate(body):
        s.add(Print(12, 44 + i * 6, line, 10, "sans"))
    s.add(
        Print(
            12, 268, "https://outlook.live.com/mail/0/inbox/id/AQMkADAwATM0MDAAMS1", 6, "sans", GREY
        )
    )
    return s, truth(f)
