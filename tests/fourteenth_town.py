"""Two printed layouts of the fourteenth set from public offices: a town clerk's dog license
renewal notice that reprints the rabies vaccination on file (`renewal_notice`), and a county
health department's letter releasing a dog from its ten-day observation after a bite, with the
rabies vaccination it verified (`quarantine_release`)."""

from __future__ import annotations

import random
from datetime import date, timedelta

from tests.fourteenth_draw import BLACK, BLUE, GREY, RED, Page, wrap
from tests.fourteenth_facts import TODAY, Facts, long_date, us
from tests.heldout_certificates import Truth

SHADE = (226, 230, 236)
NBSP = "\xa0"


def _years_word(years: int, rng: random.Random) -> str:
    return rng.choice((f"{years} yr", f"{years} YEARS", f"{years}-year"))


def _dated(text: str) -> list[str]:
    """Words to wrap; a date written with no-break spaces stays whole."""
    return [word.replace("\xa0", " ") for word in text.split(" ") if word]


def renewal_notice(f: Facts, rng: random.Random) -> tuple[Page, Truth]:
    """The town's mail-merged notice: window-envelope address, the dog on file, the rabies
    vaccination on file as a one-row table under column headers, fees, and a tear-off stub."""
    p = Page(612, 792)
    capitals = rng.random() < 0.5
    owner = f.owner.upper() if capitals else f.owner
    pad = rng.random() < 0.5
    notice = TODAY - timedelta(days=rng.randint(20, 60))
    license_ends = date(TODAY.year, 12, 31) if rng.random() < 0.6 else notice + timedelta(days=30)
    p.ring(40, 34, 54, 54, BLUE, width=1.2)
    p.text(51, 52, "SEAL", "park", 9, ink=BLUE)
    p.text(104, 34, f"TOWN OF {f.town.upper()}", "park_h", 20)
    p.text(104, 60, "Office of the Town Clerk · Dog Licensing", "junction", 10)
    p.text(104, 74, f"Town Hall, {f.town}, New York {f.zip} · (315) {rng.randint(200, 989)}-0100",
           "junction", 9, ink=GREY)  # fmt: skip
    p.label(372, 36, "DOG LICENSE RENEWAL NOTICE", "park_h", 13)
    p.label(372, 56, "Notice date:", "junction", 9)
    p.text(450, 56, us(notice, pad), "junction", 9)
    p.label(372, 69, "License No.:", "junction", 9)
    p.text(450, 69, f.license, "junction", 9)
    p.label(372, 82, "License expires:", "junction", 9)
    p.text(450, 82, us(license_ends, pad), "junction", 9)
    # the window envelope's address
    for n, line in enumerate((owner, f.street, f"{f.town.upper()} NY {f.zip}")):
        p.text(62, 122 + n * 14, line, "junction", 11)
    p.text(62, 108, "*" * 3 + f"AUTO**5-DIGIT {f.zip}", "junction", 7, ink=GREY)
    body = (
        "Our records show that the license for the dog named below is due for renewal. Under",
        "Article 7 of the New York State Agriculture and Markets Law, every dog four months",
        "of age or older must be licensed and vaccinated against rabies. Please review the",
        "information on file and return the stub below with your fee.",
    )
    for n, line in enumerate(body):
        p.text(48, 200 + n * 13, line, "junction", 10)
    p.box(40, 262, 532, 18, fill=SHADE, ink=None)
    p.label(48, 265, "DOG ON FILE", "park_h", 10)
    sex = {"M": "Male", "F": "Female", "MN": "Male/Neutered", "FS": "Female/Spayed"}[f.sex]
    cells = [("Name", f.dog), ("Breed", f.breed), ("Color", f.colour), ("Sex", sex),
             ("Date of Birth", us(f.born, pad)), ("Microchip", f.microchip)]  # fmt: skip
    if rng.random() < 0.5:
        cells.append(("License tag", f"{rng.randint(100, 2999):04d}"))
    for n, (label, value) in enumerate(cells):
        x, y = 48 + (n % 2) * 266, 288 + (n // 2) * 16
        p.label(x, y, f"{label}:", "junction", 9, ink=GREY)
        p.text(x + 78, y, value, "junction", 10)
    top = 356
    p.box(40, top, 532, 18, fill=SHADE, ink=None)
    p.label(48, top + 3, "RABIES VACCINATION ON FILE", "park_h", 10)
    show_expiry = rng.random() < 0.75
    has_lot = rng.random() < 0.5
    has_tag = rng.random() < 0.8
    columns = [("Date Given", 48), ("Expires" if show_expiry else "Duration", 128),
               ("Rabies Tag", 206), ("Vaccine", 284), ("Veterinarian / Clinic", 412)]  # fmt: skip
    p.rule(40, top + 40, 572, top + 40, width=0.8)
    for head, x in columns:
        p.label(x, top + 26, head, "junction", 9)
    row = top + 46
    p.text(48, row, us(f.vaccinated, pad), "junction", 10)
    if show_expiry:
        expires: date | None = f.expires
        p.text(128, row, us(f.expires, pad), "junction", 10)
    else:
        expires = f.expires
        p.text(128, row, _years_word(f.years, rng), "junction", 10)
    p.text(206, row, f.tag if has_tag else "—", "junction", 10)
    p.text(284, row, f.product, "junction", 10)
    if has_lot:
        p.label(284, row + 14, "Lot", "junction", 8, ink=GREY)
        p.text(302, row + 14, f.lot, "junction", 8, ink=GREY)
    vet = f"Dr. {f.vet}" if rng.random() < 0.5 else f"{f.vet}, DVM"
    p.text(412, row, vet, "junction", 10)
    p.text(412, row + 14, f.clinic, "junction", 8)
    p.rule(40, row + 32, 572, row + 32, width=0.4)
    if f.expires < license_ends:
        p.text(48, row + 40, "RABIES VACCINATION EXPIRES BEFORE THE NEW LICENSE PERIOD ENDS — "
               "PLEASE ENCLOSE A CURRENT CERTIFICATE.", "junction", 9, ink=RED)  # fmt: skip
    fees = [("Spayed / neutered", "$8.50"), ("Not spayed / neutered", "$17.50"),
            ("State surcharge", "included"), ("Late fee after 30 days", "$5.00")]  # fmt: skip
    p.label(48, 500, "FEES", "park_h", 10)
    for n, (what, fee) in enumerate(fees):
        p.text(48, 516 + n * 13, what, "junction", 9)
        p.text(200, 516 + n * 13, fee, "junction", 9)
    p.text(300, 516, "Renew online, by mail or at Town Hall,", "junction", 9)
    p.text(300, 529, "Monday–Friday 8:30–4:00.", "junction", 9)
    p.text(300, 542, f"Please renew by {us(license_ends, pad)}.", "junction", 9)
    for x in range(40, 572, 8):
        p.rule(x, 640, x + 4, 640, width=0.5, ink=GREY)
    p.text(48, 646, "detach here and return with payment", "junction", 7, ink=GREY)
    p.label(48, 666, "License No.", "junction", 9)
    p.text(120, 666, f.license, "junction", 9)
    p.label(48, 680, "Amount enclosed", "junction", 9)
    p.rule(140, 692, 240, 692)
    p.text(48, 704, f"Make checks payable to Town of {f.town}", "junction", 8)
    p.text(300, 666, "Owner signature", "junction", 8, ink=GREY)
    p.rule(300, 700, 540, 700)
    truth = Truth(f.vaccinated, expires, f.tag if has_tag else None, f.vet, f.clinic, f.dog,
                  owner, f.product, f.lot if has_lot else None)  # fmt: skip
    return p, truth


def quarantine_release(f: Facts, rng: random.Random) -> tuple[Page, Truth]:
    """A county health department's letter: a bite reported, the dog observed ten days at home
    and released, and the rabies vaccination the department verified with the practice, in a
    block of labels beside their values."""
    p = Page(612, 792)
    county = rng.choice(("Onondaga", "Madison", "Cayuga", "Cortland"))
    p.text(60, 40, f"{county} County Health Department", "quattro", 20)
    p.text(60, 66, "Division of Environmental Health · Rabies Control Program", "linden_i", 11)
    p.text(60, 82, f"{rng.randint(100, 999)} Montgomery Street, Syracuse, NY 13202 · "
           f"Tel (315) 435-{rng.randint(1000, 9999)}", "linden", 9, ink=GREY)  # fmt: skip
    p.rule(60, 98, 552, 98, width=1.0)
    bite = TODAY - timedelta(days=rng.randint(18, 240))
    if bite == f.vaccinated:
        bite -= timedelta(days=3)
    letter = bite + timedelta(days=rng.randint(11, 16))
    p.text(60, 112, f"{letter:%B} {letter.day}, {letter.year}", "linden", 11)
    case = f"RB-{bite:%y}-{rng.randint(100, 999):04d}"
    p.label(400, 112, "Case No.", "linden", 10)
    p.text(450, 112, case, "linden", 10)
    owner = f.owner if rng.random() < 0.6 else f"{f.first[0]}. {f.last}"
    for n, line in enumerate((owner, f.street, f"{f.town}, NY {f.zip}")):
        p.text(60, 140 + n * 14, line, "linden", 11)
    p.text(60, 200, "RE: Release from ten-day observation (animal bite report)", "quattro", 11)
    p.text(60, 224, f"Dear {f.first if rng.random() < 0.5 else 'Pet Owner'}:", "linden", 11)
    started = bite + timedelta(days=rng.randint(0, 1))
    body = (
        f"On {long_date(bite).replace(' ', NBSP)} this office received a report that your dog"
        " bit a person. As"
        f" required by 10 NYCRR Part 2, your dog was confined for observation beginning"
        f" {us(started)} and ending {us(started + timedelta(days=10))}. The animal remained"
        " healthy throughout the observation period and is hereby RELEASED from confinement."
        " No further action is needed. Our records of the dog's rabies vaccination, as verified"
        " with the veterinary practice, are below. Please keep this letter with your dog's records."
    )
    for n, line in enumerate(wrap(_dated(body), "linden", 11, 492, p)):
        p.text(60, 246 + n * 15, line, "linden", 11)
    top = 350
    p.box(60, top, 492, 170, width=0.8)
    p.label(70, top + 8, "RABIES VACCINATION VERIFIED", "fira", 9)
    has_lot, has_tag = rng.random() < 0.7, rng.random() < 0.75
    term = rng.random() < 0.3
    lines: list[tuple[str, str | None]] = [
        ("Animal name", f.dog),
        ("Species/Breed", f"Canine / {f.breed}"),
        ("Date vaccinated", long_date(f.vaccinated)),
        ("Vaccine", f.product),
        ("Lot/Serial", f.lot if has_lot else None),
        ("Duration", _years_word(f.years, rng)) if term else ("Valid until", long_date(f.expires)),
        ("Rabies tag", f.tag if has_tag else None),
        ("Veterinarian", f"Dr. {f.vet}"),
        ("Practice", f.clinic),
    ]  # fmt: skip
    y = top + 26
    for label, value in lines:
        if value is None:
            continue
        p.label(70, y, f"{label}:", "fira", 9)
        p.text(200, y, value, "fira", 9)
        y += 15
    current = f.vaccinated <= bite <= f.expires
    p.label(340, top + 8, "STATUS AT TIME OF BITE:", "fira", 8)
    p.text(470, top + 8, "CURRENT" if current else "NOT CURRENT", "fira", 8,
           ink=BLACK if current else RED)  # fmt: skip
    p.text(60, 540, "Questions may be directed to the Rabies Control Program at the number",
           "linden", 11)  # fmt: skip
    p.text(60, 555, "above. Thank you for your cooperation.", "linden", 11)
    p.text(60, 586, "Sincerely,", "linden", 11)
    officer = rng.choice(("Joanne", "Mark", "Luis", "Kristen"))
    officer += " " + rng.choice(("Pelletier", "Armstrong", "Nguyen", "Barker"))
    p.text(60, 630, officer, "linden", 11)
    p.text(60, 644, "Public Health Sanitarian", "linden_i", 10)
    p.sign(64, 638, rng.uniform(90, 130), rng)  # over the typed name
    if rng.random() < 0.5:
        p.ring(380, 600, 150, 60, BLUE, square=True)
        p.text(392, 612, "RELEASED", "sketch", 18, ink=BLUE, angle=3, opacity=0.85)
        p.text(392, 638, f"{letter:%b %d %Y}".upper(), "fira", 9, ink=BLUE)
    p.text(60, 740, f"cc: {rng.choice(('Town Clerk', 'Animal Control Officer', 'File'))}",
           "linden", 9, ink=GREY)  # fmt: skip
    truth = Truth(f.vaccinated, f.expires, f.tag if has_tag else None, f.vet, f.clinic, f.dog,
                  owner, f.product, f.lot if has_lot else None)  # fmt: skip
    return p, truth
