"""A paper of the thirty-sixth set filled by pen: a pet store's holiday photos-with-Santa sign-up
and waiver, a landscape half-sheet filled in by the owner at the store's table; the store asks
for the rabies shot because dogs wait in line together, and the owner uploads the copy the store
gave back. The store's heading, the event's dates and a time slot; lines with their captions
under them (pet parent, email, pet's name, the rabies date, its due date or term or nothing, tag
no. and the vet at times); a package chosen with its price and a shelter donation; the waiver and
the signature with its own date."""

from __future__ import annotations

import random
import unicodedata
from datetime import date, timedelta

from tests.heldout_certificates import Truth
from tests.thirtysixth_canvas import Sheet
from tests.thirtysixth_faces import INKS, PENS, fit
from tests.thirtysixth_facts import HAND_STYLES, facts, fmt_date

CLINICS = ("{place} Vet", "{place} Small Animal", "Banfield", "Clay Vet", "VCA {place}")
STORES = ("Pet Supplies Plus - Clay", "Pet Pantry of Liverpool", "Bone Appetit Pet Shop")
HOLLY = (176, 28, 40)
PINE = (22, 92, 52)
MAILS = ("gmail.com", "yahoo.com", "aol.com", "icloud.com", "twcny.rr.com")


def santa_signup(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("ballpoint", "gel", "ballpoint", "pencil")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 396)
    store = rng.choice(STORES)
    day = date(2026, 12, rng.choice((5, 6)))

    def pen(x: float, y: float, s: str, room: float, size: float = 13.5) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool, slant)

    def blank(x0: float, x1: float, y: float, cap: str) -> None:
        sheet.rule(x0, y + 3, x1, y + 3, 0.6, (70, 70, 70))
        sheet.label(x0, y + 13, cap, "comfortaa", 7, (90, 90, 90))

    sheet.box(0, 0, 612, 50, HOLLY, None)
    sheet.text(24, 32, "Photos with Santa Paws!", "comfortaa-bold", 19, (255, 255, 255))
    sheet.text(588, 24, store, "comfortaa-bold", 9.5, (255, 255, 255), align="r")
    days = f"Sat {fmt_date(date(2026, 12, 5), 4)} & Sun {fmt_date(date(2026, 12, 6), 4)}"
    sheet.text(588, 38, f"{days} - 11 to 4", "comfortaa", 8, (255, 230, 230), align="r")
    sheet.label(24, 72, "Time slot:", "comfortaa-bold", 8.5)
    pen(80, 72, f"{day.month}/{day.day} {rng.choice(('11:20', '12:40', '1:15', '2:50', '3:30'))}",
        110, 12)  # fmt: skip
    sheet.text(588, 72, "All pets must be leashed or carried. Proof of rabies required.",
               "comfortaa", 7.5, PINE, align="r")  # fmt: skip
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where = rng.random() < 0.5, rng.random() < 0.55
    first = unicodedata.normalize("NFKD", f.owner.split()[0].lower())
    user = "".join(ch for ch in first if ch.isascii()).replace("ø", "o")
    mail = f"{user}{rng.randrange(1, 99)}@{rng.choice(MAILS)}"
    rows = [
        [(24, 300, "Pet parent's name", f.owner),
         (312, 588, "Email (for your photos)", mail)],
        [(24, 200, "Pet's name", f.dog), (212, 400, "Species / breed", f"dog - {f.breed}"),
         (412, 588, "Rabies vaccination date", fmt_date(f.given, ds))],
        [(24, 200, "Rabies due date",
          {"date": fmt_date(f.due, ds), "term": f"{f.term} yr shot", "none": ""}[mode]),
         (212, 340, "Rabies tag no.", f.tag if tagged else ""),
         (352, 588, "Vet who gave it", f.clinic if where else "")],
    ]  # fmt: skip
    y = 112.0
    for row in rows:
        for x0, x1, cap, val in row:
            blank(x0, x1, y, cap)
            if val:
                pen(x0 + 4, y, val, x1 - x0 - 8)
        y += 42
    y += 4
    sheet.text(24, y, "Package:", "comfortaa-bold", 8.5)
    picked = rng.randrange(3)
    for i, (name, price) in enumerate((("A - 1 digital", 15), ("B - 2 prints + digital", 25),
                                       ("C - ornament + digital", 30))):  # fmt: skip
        x = 90 + i * 150
        sheet.box(x, y - 8, 9, 9, None, (70, 70, 70), 0.5)
        sheet.text(x + 14, y, f"{name}  ${price}", "comfortaa", 8)
        if i == picked:
            sheet.tick(x, y - 2, ink)
    y += 22
    sheet.text(24, y, "Add a donation for CNY SPCA:  $", "comfortaa", 8)
    pen(160, y, str(rng.choice((5, 10, 20))), 40, 12)
    y += 24
    for line in (
        "I understand pets may be stressed by crowds and noise. I am responsible for my pet and",
        "any harm it causes, and release the store, its staff and the photographer from claims.",
        "Photos may be used on the store's social media. $5 of each package goes to the CNY SPCA.",
    ):
        sheet.text(24, y, line, "comfortaa", 7.5)
        y += 11
    y += 30
    sheet.sign(rng, 32, y - 4, 150, ink)
    blank(24, 280, y, "Signature")
    pen(312, y - 1, fmt_date(day - timedelta(days=rng.randrange(0, 9)), ds), 120, 12)
    blank(300, 440, y, "Date")
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
