"""Two papers of the twenty-fourth set filled by pen: a church hall's free rabies clinic slip (the
owner's carbonless copy, tinted; the clinic's date printed at the top or written in, the dog's
lines, the vial's product and lot, a term and at times an expiry, the tag and the volunteer vet),
and a page torn from a general receipt book that a house-call vet wrote for the shot (what for,
how much, by whom, the practice's rubber stamp askew over the top)."""

from __future__ import annotations

import random

from tests.heldout_certificates import Truth
from tests.twentyfourth_canvas import Sheet
from tests.twentyfourth_faces import PENS
from tests.twentyfourth_facts import facts, fmt_date, hand_style, term_text

HALLS = ("St. Margaret's Parish Hall", "Clay Grange Hall No. 912", "First Baptist Church of Cicero",
         "St. Rose of Lima Parish Center", "Caughdenoy Fire Hall")  # fmt: skip
INKS = ((30, 50, 150), (20, 20, 30), (28, 70, 170), (50, 30, 110))
TINTS = ((255, 236, 240), (255, 250, 215), (236, 246, 255), (255, 255, 255))
RED = (190, 30, 40)
STAMP = (120, 40, 140)
MOBILE = ("Country Lane Mobile Vet", "Barn & Kennel House Calls", "Oneida Shores Mobile Veterinary",
          "Two Rivers Farm Animal Practice")  # fmt: skip
NUMBERS = {25: "Twenty-five", 30: "Thirty", 35: "Thirty-five", 40: "Forty", 45: "Forty-five",
           55: "Fifty-five", 65: "Sixty-five"}  # fmt: skip


def _line(sheet: Sheet, x: float, y: float, x1: float, label: str, size: float = 7.5) -> float:
    """A printed label with a rule after it to write on; gives where the rule starts."""
    end = sheet.text(x, y, label, "arimo", size, label=True)
    sheet.rule(end + 3, y + 1.5, x1, y + 1.5, 0.4)
    return end + 7


def free_clinic_slip(rng: random.Random) -> tuple[Sheet, Truth]:
    hall = rng.choice(HALLS)
    clinic = f"{hall} Free Rabies Clinic"
    f = facts(rng, clinic, lapse=0.2)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tint = rng.choice(TINTS)
    sheet = Sheet(612, 396, paper=tint)
    face = rng.choice(("arimo", "tinos", "go"))
    sheet.text(306, 30, clinic, f"{face}-bold", 12.5, align="c")
    sponsor = "Sponsored by the Onondaga County Health Department · NYS Public Health Law § 2141"
    sheet.text(306, 44, sponsor, face, 7, align="c")
    sheet.text(
        560, 30, f"No {rng.randrange(1000, 9999)}", "cousine-bold", 10, (170, 30, 40), align="r"
    )
    printed = rng.random() < 0.5
    dstyle = hand_style(rng, f.given)
    lean = rng.uniform(-2, 12)
    y = 72.0
    if printed:
        sheet.text(
            40,
            y,
            f"Clinic date: {fmt_date(f.given, rng.choice((0, 2, 4)))}   1:00 – 4:00 PM",
            f"{face}-bold",
            9.5,
        )
    else:
        x = _line(sheet, 40, y, 240, "Date")
        sheet.pen(rng, x, y - 1, fmt_date(f.given, dstyle), hand, 12, ink, slant=lean)
    tel = f"315-{rng.randrange(201, 989)}-{rng.randrange(10000):04d}"
    age = f"{max(1, (f.given - f.born).days // 365)} yrs"
    sex = rng.choice(("M/N", "F/S", "M", "F"))
    before = rng.choice(("none", "?", "lost it", "-"))
    rows = (
        (("Owner", f.owner, 330), ("Phone", tel, 572)),
        (("Address", f"{f.street}, {f.town}", 572),),
        (
            ("Dog's name", f.dog, 250),
            ("Breed", f.breed.split(" (")[0], 460),
            ("Color", f.colour, 572),
        ),
        (("Age", age, 120), ("Sex", sex, 200), ("Previous tag / clinic", before, 572)),
    )
    for row in rows:
        y += 28
        x0 = 40.0
        for label, value, x1 in row:
            x = _line(sheet, x0, y, x1 - 8, label)
            sheet.pen(rng, x, y - 1, value, hand, 11.5, ink, slant=lean)
            x0 = x1
    y += 22
    sheet.rule(30, y, 582, y, 1.0)
    sheet.text(40, y + 14, "FOR CLINIC USE — VETERINARIAN", f"{face}-bold", 8, label=True)
    vet_ink, vet_hand = rng.choice(INKS), rng.choice([p for p in PENS if p != hand])
    y += 40
    x = _line(sheet, 40, y, 300, "Vaccine (mfr / product)")
    sheet.pen(rng, x, y - 1, f.product, vet_hand, 11, vet_ink)
    x = _line(sheet, 310, y, 470, "Serial / lot")
    sheet.pen(rng, x, y - 1, f.lot, vet_hand, 11, vet_ink)
    x = _line(sheet, 480, y, 572, "Duration")
    sheet.pen(rng, x, y - 1, term_text(f.term, rng), vet_hand, 11, vet_ink)
    y += 30
    tagged = rng.random() < 0.85
    x = _line(sheet, 40, y, 200, "Tag no.")
    if tagged:
        sheet.pen(rng, x, y - 1, f.tag, vet_hand, 12, vet_ink)
    x = _line(sheet, 210, y, 400, "Expires")
    if rng.random() < 0.5:
        sheet.pen(rng, x, y - 1, fmt_date(f.due, hand_style(rng, f.due)), vet_hand, 11, vet_ink)
    x = _line(sheet, 410, y, 572, "Site")
    sheet.pen(rng, x, y - 1, rng.choice(("RH SQ", "R rear", "LH sq")), vet_hand, 10, vet_ink)
    y += 32
    x = _line(sheet, 40, y, 300, "Veterinarian (print)")
    sheet.pen(rng, x, y - 1, f"Dr. {f.vet}", vet_hand, 11, vet_ink)
    x = _line(sheet, 310, y, 572, "Signature")
    sheet.scrawl(rng, x + 4, y - 2, 150, vet_ink)
    sheet.text(
        306,
        382,
        "WHITE — Health Dept.     YELLOW — Owner     PINK — Veterinarian",
        face,
        6.5,
        align="c",
    )
    return sheet, f.truth(tag=tagged)


def receipt_book_page(rng: random.Random) -> tuple[Sheet, Truth]:
    clinic = rng.choice(MOBILE)
    f = facts(rng, clinic, lapse=0.15)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    sheet = Sheet(432, 270, paper=(252, 252, 246))
    green = (30, 110, 80)
    sheet.box(10, 10, 412, 250, None, green, 0.8)
    sheet.text(22, 34, "RECEIPT", "arimo-bold", 13, green, label=True)
    sheet.text(
        410,
        34,
        f"No {rng.randrange(100, 999):03d}{rng.randrange(10)}",
        "cousine-bold",
        12,
        RED,
        align="r",
    )
    lean = rng.uniform(0, 14)
    y = 60.0
    x = _line(sheet, 250, y, 410, "Date")
    sheet.pen(rng, x, y - 1, fmt_date(f.given, hand_style(rng, f.given)), hand, 12, ink, slant=lean)
    y += 28
    x = _line(sheet, 22, y, 410, "Received From")
    sheet.pen(rng, x, y - 1, f.owner, hand, 12.5, ink, slant=lean)
    y += 26
    amount = rng.choice(tuple(NUMBERS))
    x = _line(sheet, 22, y, 330, "")
    sheet.pen(rng, x, y - 1, f"{NUMBERS[amount]} and 00/100", hand, 11.5, ink, slant=lean)
    sheet.text(336, y, "Dollars $", "arimo", 7.5, label=True)
    sheet.pen(rng, 378, y - 1, f"{amount}.00", hand, 12, ink, slant=lean)
    y += 28
    lot_shown, product_shown = rng.random() < 0.5, rng.random() < 0.75
    what = f'Rabies vacc. "{f.dog}"'
    if product_shown:
        what += f" - {f.product}"
    x = _line(sheet, 22, y, 410, "For")
    sheet.pen(rng, x, y - 1, what, hand, 11.5, ink, slant=lean)
    y += 24
    sheet.rule(22, y + 1.5, 410, y + 1.5, 0.4)
    extra = []
    tagged = rng.random() < 0.7
    if tagged:
        extra.append(f"tag #{f.tag}")
    if lot_shown:
        extra.append(f"lot {f.lot}")
    due = rng.random()
    if due < 0.45:
        extra.append(f"next due {fmt_date(f.due, hand_style(rng, f.due))}")
    elif due < 0.7:
        extra.append(f"good {term_text(f.term, rng)}")
    if extra:
        sheet.pen(rng, 30, y - 1, "  ".join(extra), hand, 11.5, ink, slant=lean)
    y += 20
    for i, label in enumerate(("ACCOUNT", "PAYMENT", "BAL. DUE")):
        sheet.box(22, y + i * 18, 120, 18, None, green, 0.5)
        sheet.text(26, y + 12 + i * 18, label, "arimo", 6.5, green, label=True)
    sheet.pen(rng, 90, y + 30, f"{amount}.00", hand, 10, ink)
    sheet.pen(rng, 90, y + 48, "0", hand, 10, ink)
    for i, label in enumerate(("CASH", "CHECK", "CARD")):
        sheet.box(156, y + 4 + i * 16, 8, 8, None, green, 0.5)
        sheet.text(168, y + 11 + i * 16, label, "arimo", 6.5, green, label=True)
    sheet.tick(157, y + 10 + rng.randrange(3) * 16, ink)
    x = _line(sheet, 230, y + 44, 410, "By")
    sheet.pen(rng, x, y + 43, f"{f.vet} DVM", hand, 11, ink, slant=lean)
    # the practice's rubber stamp, askew, above the signer's line
    turn = rng.uniform(-7, 7)
    sheet.text(236, y + 12, clinic, "slab-bold", 9, STAMP, angle=turn)
    sheet.text(
        238,
        y + 24,
        f"House calls · (315) {rng.randrange(201, 989)}-{rng.randrange(10000):04d}",
        "slab",
        7,
        STAMP,
        angle=turn,
    )
    shown = {"tag": tagged, "lot": lot_shown, "product": product_shown}
    return sheet, f.truth(expires=due < 0.7, **shown)
