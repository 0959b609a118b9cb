"""The tenth set's pen layouts: a pet health booklet with vaccine stickers and a vet's hand, and
a printed clinic form filled in by ballpoint."""

from __future__ import annotations

import random

from tests.tenth_draw import Paper, Sheet
from tests.tenth_facts import Facts, Shot, hand_date


def sticker(s: Sheet, x: float, y: float, shot: Shot, rng: random.Random) -> None:
    """A vial's peel-off label: product, maker, lot and the lot's own expiry, askew."""
    w, h = 118, 44
    dx, dy = rng.uniform(-3, 3), rng.uniform(-2, 2)
    s.rect(
        x + dx,
        y + dy,
        x + dx + w,
        y + dy + h,
        fill=(246, 246, 240),
        outline=(150, 150, 150),
        width=0.5,
    )
    s.rect(x + dx, y + dy, x + dx + 6, y + dy + h, fill=(200, 40, 40), outline=None)
    s.text(x + dx + 10, y + dy + 3, shot.product, 8.5, bold=True, face="clear")
    s.text(x + dx + 10, y + dy + 15, shot.maker, 6, face="clear")
    if shot.lot:
        s.text(x + dx + 10, y + dy + 24, f"LOT {shot.lot}", 6.5, face="ocrb")
    exp = shot.vaccinated.replace(day=1).replace(year=shot.vaccinated.year + 1)
    s.text(x + dx + 10, y + dy + 33, f"EXP {exp:%m/%Y}", 6, face="ocrb")


def pen_booklet(rng: random.Random, paper: Paper, f: Facts) -> Sheet:
    s = Sheet(paper)
    w = paper.width
    s.text(30, 26, "PET HEALTH RECORD", 13, bold=True, face=paper.head, colour=(110, 30, 30))
    s.text(30, 44, "Rabies Vaccinations", 10, face=paper.head)
    s.label(30, 70, "Pet's name:", 8)
    s.hand(92, 64, f.dog, 14, seed=1)
    s.line(90, 82, 250, 82, 0.4)
    s.label(262, 70, "Owner:", 8)
    s.hand(300, 64, f.owner, 12, seed=2)
    s.line(298, 82, w - 24, 82, 0.4)
    y = 100
    heads = ("Vaccine", "Date given", "Next due", "Tag no.", "Veterinarian")
    xs = (30, 160, 236, 312, 372)
    for x, head in zip(xs, heads, strict=True):
        s.label(x, y, head, 7.5, bold=True)
    shots = sorted([f.shot, *f.others], key=lambda shot: shot.vaccinated)
    style = f.style % 4
    for i, shot in enumerate(shots):
        top = y + 16 + i * 62
        s.line(24, top - 4, w - 24, top - 4, 0.5, (120, 120, 120))
        sticker(s, 32, top, shot, rng)
        s.hand(160, top + 8, hand_date(shot.vaccinated, style), 11, seed=10 + i)
        if shot.expiry_printed:
            s.hand(238, top + 8, hand_date(shot.expires, style), 11, seed=20 + i)
        else:
            s.hand(238, top + 8, f"{shot.years} yr", 11, seed=20 + i)
        if shot.tag:
            s.hand(310, top + 26, shot.tag, 10, seed=30 + i)
        s.hand(
            372,
            top + 4,
            f"Dr. {shot.vet.split()[-1]}" if shot is not f.shot else f"Dr. {shot.vet}",
            10,
            40 + i,
        )
        s.scribble(380, top + 26, 50, rng.random())
    last = y + 16 + len(shots) * 62
    s.line(24, last - 4, w - 24, last - 4, 0.5, (120, 120, 120))
    if f.clinic:  # the practice's rubber stamp beside the latest shot
        sx, sy = 150, last + 6
        purple = (95, 55, 150)
        s.rect(sx, sy, sx + 230, sy + 46, outline=purple, width=1.2)
        s.text(sx + 8, sy + 5, f.clinic, 9, bold=True, face="pt_sans", colour=purple)
        s.text(sx + 8, sy + 19, f.clinic_place, 7.5, face="pt_sans", colour=purple)
        s.text(sx + 8, sy + 31, f.phone, 7.5, face="pt_sans", colour=purple)
    return s


def pen_form(rng: random.Random, paper: Paper, f: Facts) -> Sheet:
    s = Sheet(paper)
    sh, style = f.shot, f.style % 4
    if f.clinic:
        s.text(40, 36, f.clinic, 16, bold=True, face=paper.head)
        s.text(40, 56, f"{f.clinic_place}  ·  {f.phone}", 8.5)
    else:
        s.text(40, 40, "RABIES VACCINATION CERTIFICATE", 15, bold=True, face=paper.head)
    s.line(40, 74, 572, 74, 1)
    s.text(40, 82, "Certificate of Rabies Vaccination - to be completed by the veterinarian", 9)
    y = 116

    def blank(x, y, name, value, w, seed, size=13.0):
        end = s.label(x, y, name, 8.5)
        s.line(end + 4, y + 10, x + w, y + 10, 0.4, (120, 120, 120))
        if value:
            s.hand(end + 10 + rng.uniform(0, 8), y - 8, value, size, seed=seed)

    blank(40, y, "Owner", f.owner, 320, 1)
    blank(370, y, "Phone", f.phone, 202, 2, 11)
    blank(40, y + 34, "Address", f"{f.address}, Clay", 532, 3)
    y += 84
    blank(40, y, "Dog's name", f.dog, 240, 4)
    blank(290, y, "Breed", f.breed, 282, 5, 12)
    blank(40, y + 34, "Color", f.colour, 180, 6)
    blank(230, y + 34, "Sex", f.sex, 120, 7)
    blank(360, y + 34, "Age", f.age, 212, 8)
    y += 90
    s.rect(34, y - 12, 578, y + 140, outline=(90, 90, 90))
    s.text(40, y - 8, "VACCINE", 8, bold=True)
    y += 12
    blank(40, y, "Date vaccinated", hand_date(sh.vaccinated, style), 270, 9)
    blank(320, y, "Product", sh.product, 252, 10)
    blank(40, y + 34, "Manufacturer", sh.maker, 270, 11, 11)
    blank(320, y + 34, "Lot/Serial", sh.lot or "", 252, 12)
    blank(40, y + 68, "Good for", f"{sh.years} year" + ("s" if sh.years > 1 else ""), 270, 13)
    blank(
        320, y + 68, "Expires", hand_date(sh.expires, style) if sh.expiry_printed else "", 252, 14
    )
    blank(40, y + 102, "Rabies tag no.", sh.tag or "", 270, 15)
    y += 170
    blank(40, y, "Veterinarian (print)", f"Dr. {sh.vet}", 532, 16)
    s.label(40, y + 46, "Signature", 8.5)
    s.line(94, y + 56, 360, y + 56, 0.4)
    s.scribble(110, y + 32, 200, rng.random())
    s.text(40, 740, "Form RV-2  Rev. 03/2019", 7, colour=(120, 120, 120))
    return s


DRAW = {"pen_booklet": pen_booklet, "pen_form": pen_form}
