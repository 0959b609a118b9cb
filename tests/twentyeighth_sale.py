"""A paper of the twenty-eighth set filled by pen: the bill of sale a private seller and the
buyer filled in when a dog changed hands through a classified ad, on a generic form torn from an
office-supply pad (a serif title, the seller's and buyer's names and addresses on blank lines
inside the printed sentence, the price in words and figures, ruled lines for the description of
the property, the warranty, and the signatures with the names printed under them). The
description, in the seller's hand across the ruled lines, is where the dog is: its sex, breed,
colour, birthday and microchip, then its shots, the rabies one with where, at times who gave it,
its term or until when, and the tag. The buyer is the dog's owner now."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyeighth_canvas import Sheet
from tests.twentyeighth_faces import CAPITALS, INKS, PENS, fit, pen_width
from tests.twentyeighth_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, person, phone

PRACTICES = ("Banfield Pet Hospital", "VCA {place} Animal Hospital", "{place} Vet Clinic",
             "Cornerstone Animal Hospital", "Animal Care Clinic of {place}")  # fmt: skip
NUMBERS = {150: "One hundred fifty", 200: "Two hundred", 250: "Two hundred fifty",
           300: "Three hundred", 400: "Four hundred", 500: "Five hundred",
           650: "Six hundred fifty"}  # fmt: skip
WARRANTY = (
    "The Seller warrants that the Seller is the legal owner of the property described above,",
    "that it is free of all liens and encumbrances, and that the Seller has the right to sell it.",
    "The property is sold in its present condition, AS IS, with no other warranty, express or",
    "implied, except as written above.",
)


def _pieces(words: list[str], hand: str, size: float, room: float) -> list[str]:
    """Pieces (a value is one piece) laid into lines no wider than room."""
    lines, line = [], ""
    for w in words:
        trial = f"{line} {w}".strip()
        if line and pen_width(trial, hand, size) > room:
            lines.append(line)
            line = w
        else:
            line = trial
    return [*lines, line]


def bill_of_sale(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.15)
    seller, ink = person(rng), rng.choice(INKS)
    hand = rng.choice((*PENS, *CAPITALS))
    tool = rng.choice(("ballpoint", "ballpoint", "gel", "felt"))
    sheet = Sheet(612, 792, paper=rng.choice(((255, 255, 255), (250, 250, 244))))
    ds = rng.choice(HAND_STYLES)
    sold = day_between(rng, f.given + timedelta(days=7), min(TODAY, f.due) - timedelta(days=2))

    def write(x: float, y: float, s: str, room: float, size: float = 13) -> float:
        return sheet.pen(
            rng, x, y, s, hand, fit(s, hand, size, room), ink, tool, slant=rng.uniform(0, 9)
        )

    def blank(x: float, y: float, x1: float, value: str = "", note: str = "") -> None:
        sheet.rule(x, y + 2, x1, y + 2, 0.5)
        if value:
            write(x + 6, y - 1, value, x1 - x - 10)
        if note:
            sheet.text((x + x1) / 2, y + 11, note, "tinos-italic", 7.5, align="c", label=True)

    serif = "tinos"
    sheet.text(306, 72, "BILL OF SALE", "garamond-bold", 28, align="c", label=True)
    sheet.rule(200, 82, 412, 82, 0.8)
    y = 124.0
    sheet.label(60, y, "Date:", serif, 11)
    blank(92, y, 260, fmt_date(sold, ds))
    y += 34
    price = rng.choice(tuple(NUMBERS))
    sheet.text(60, y, "For and in consideration of the sum of", serif, 11)
    blank(248, y, 552, NUMBERS[price])
    y += 30
    sheet.text(60, y, "Dollars ($", serif, 11)
    blank(110, y, 190, f"{price}.00")
    sheet.text(194, y, "), the receipt of which is hereby acknowledged, I/we", serif, 11)
    y += 30
    blank(60, y, 552, seller, "(Seller)")
    y += 32
    sheet.text(60, y, "of", serif, 11)
    blank(
        76,
        y,
        552,
        f"{rng.randrange(10, 999)} {rng.choice(('Elm St', 'Lake Ave', 'Rte 37'))}, {f.place} NY",
        "(address)",
    )
    y += 32
    sheet.text(60, y, "do hereby sell, assign and transfer to", serif, 11)
    blank(236, y, 552, f.owner, "(Buyer)")
    y += 32
    sheet.text(60, y, "of", serif, 11)
    blank(76, y, 552, f"{f.street}, {f.town} NY {f.zip}", "(address)")
    y += 32
    sheet.text(60, y, "the following described property:", serif, 11)
    y += 30
    he = rng.random() < 0.5
    born = fmt_date(f.born, ds)
    chip = f"{rng.choice(('985', '981', '900'))}{rng.randrange(10**11, 10**12)}"
    words = [rng.choice(("One", "1")), "male" if he else "female", *f.breed.split(), "named",
             f.dog + ",", *f.colour.split(), "-", "DOB", born + ".", "Microchip", chip + ".",
             "Shots:", "DHPP", "x3,"]  # fmt: skip
    vet_shown = rng.random() < 0.55
    words += ["rabies", fmt_date(f.given, ds), "at", f.clinic]  # a value is never broken
    if vet_shown:
        words += [f"(Dr. {f.vet})"]
    end = rng.choices(("term", "due", ""), (0.45, 0.3, 0.25))[0]
    if end == "term":
        words += (
            ["-", f"{f.term}", "yr", "shot."] if rng.random() < 0.5 else ["-", f"{f.term}-year."]
        )
    elif end == "due":
        words += ["-", "good", "till", fmt_date(f.due, ds) + "."]
    else:
        words[-1] += "."
    tagged = rng.random() < 0.65
    if tagged:
        words += ["Rabies", "tag", f"#{f.tag}."]
    words += ["Comes", "with", "crate,", "leash", "and", "records."]
    lines = _pieces(words, hand, 12.5, 470)
    for i in range(5):
        sheet.rule(60, y + 2 + i * 26, 552, y + 2 + i * 26, 0.5)
        if i < len(lines):
            write(66, y - 1 + i * 26, lines[i], 484, 12.5)
    assert len(lines) <= 5, lines
    y += 5 * 26 + 22
    for i, line in enumerate(WARRANTY):
        sheet.text(60, y + i * 14, line, serif, 10)
    y += 4 * 14 + 40
    for x, who, name, tel in (
        (60, "Seller", seller, phone(rng, 1)),
        (330, "Buyer", f.owner, phone(rng, 1)),
    ):
        sheet.rule(x, y, x + 222, y, 0.5)
        sheet.sign(rng, x + 10, y - 3, 150, ink)
        sheet.text(x, y + 12, f"{who}'s signature", serif, 8, label=True)
        blank(x, y + 42, x + 222, name, f"{who}'s printed name")
        blank(x, y + 78, x + 222, tel, "Telephone")
    sheet.text(
        306,
        760,
        "Form 1701 · Bill of Sale (General) · Printed in U.S.A.",
        serif,
        7,
        (120, 120, 120),
        align="c",
    )
    shown = {"tag": tagged, "vet": vet_shown, "lot": False, "product": False}
    return sheet, f.truth(expires=end != "", **shown)
