"""A paper of the thirty-seventh set filled by pen: a barn hunt trial's entry form (the sport in
which a dog finds rat tubes hidden in straw), printed by the host club and filled in by the owner;
the owner uploads it because its rabies boxes hold the certificate's facts the trial asks for. The
club's heading, the trial's two dates and closing date; the dog's call name, registered name,
breed, height and its barn hunt registration number (another number), labels beside the lines;
a grid of classes ticked for each day; a boxed row of the rabies facts under printed column
heads (date given, expires or a term or nothing, tag no., vet at times); the owner and the
signed agreement with its date."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyseventh_canvas import Sheet
from tests.thirtyseventh_faces import INKS, PENS, fit
from tests.thirtyseventh_facts import HAND_STYLES, TODAY, facts, fmt_date, phone

CLINICS = ("{place} Vet", "Clay Vet Clinic", "Taft Rd Animal Hosp", "{place} Animal Hosp.",
           "Bear Rd Vet")  # fmt: skip
CLUBS = ("Finger Lakes Rat Pack", "Salt City Barn Hunters", "CNY Straw Dogs Club")
CLASSES = ("Instinct", "Novice", "Open", "Senior", "Master", "Crazy 8s")
BROWN = (110, 70, 30)


def _line(sheet: Sheet, y: float, lab: str, x0: float, x1: float) -> float:
    end = sheet.label(x0, y, lab, "vollkorn-bold", 9)
    sheet.rule(end + 4, y + 2, x1, y + 2, 0.5, (60, 60, 60))
    return end + 8


def barn_hunt_entry(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("ballpoint", "gel", "ballpoint", "felt")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792, (252, 250, 244))
    club = rng.choice(CLUBS)
    first = f.given + timedelta(days=rng.randrange(10, 90))
    first -= timedelta(days=(first.weekday() - 5) % 7)  # a Saturday
    if first <= f.given:
        first += timedelta(days=7)

    def pen(x: float, y: float, s: str, room: float, size: float = 13) -> None:
        sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool, slant)

    sheet.text(306, 48, club.upper(), "vollkorn-bold", 18, BROWN, align="c")
    sheet.text(306, 66, "BARN HUNT ASSOCIATION LICENSED TRIAL  -  OFFICIAL ENTRY FORM",
               "vollkorn", 9.5, align="c")  # fmt: skip
    days = f"{fmt_date(first, 4)} and {fmt_date(first + timedelta(days=1), 4)}"
    sheet.text(306, 82, f"{days}  -  Hollow Oak Farm, Hannibal NY", "vollkorn", 9.5, align="c")
    shut = first - timedelta(days=rng.randrange(7, 15))
    sheet.text(306, 96, f"Entries close {fmt_date(shut, 3)} or when full", "vollkorn", 8.5,
               (150, 40, 30), align="c")  # fmt: skip
    y = 130.0
    x = _line(sheet, y, "Call name", 40, 250)
    pen(x, y, f.dog, 250 - x)
    x = _line(sheet, y, "Registered name", 262, 572)
    pen(x, y, f"{rng.choice(('Ch.', 'RATN', 'CGC'))} {f.dog} of {rng.choice(('Oak', 'Birch'))} "
        "Hollow", 572 - x, 12)  # fmt: skip
    y += 28
    x = _line(sheet, y, "Breed", 40, 300)
    pen(x, y, f.breed, 300 - x, 12)
    x = _line(sheet, y, "Height at withers", 312, 450)
    pen(x, y, f'{rng.randrange(9, 27)}"', 450 - x, 12)
    x = _line(sheet, y, "Sex", 462, 572)
    pen(x, y, rng.choice(("M", "F", "MN", "FS")), 572 - x, 12)
    y += 28
    x = _line(sheet, y, "BHA reg. no.", 40, 250)
    pen(x, y, f"RT{rng.randrange(10**5, 10**6)}-{rng.choice('ABC')}", 250 - x, 12)
    x = _line(sheet, y, "Date of birth", 262, 420)
    pen(x, y, fmt_date(f.born, ds), 420 - x, 12)
    y += 34
    sheet.text(40, y, "CLASSES  (tick each class, each day)", "vollkorn-bold", 9.5, BROWN)
    sheet.label(250, y, "Sat", "vollkorn-bold", 9)
    sheet.label(300, y, "Sun", "vollkorn-bold", 9)
    for i, c in enumerate(CLASSES):
        cy = y + 18 + i * 16
        sheet.text(60, cy, c, "vollkorn", 9.5)
        for j in range(2):
            sheet.box(252 + j * 50, cy - 9, 10, 10, None, (60, 60, 60), 0.5)
            if rng.random() < 0.3:
                sheet.tick(252 + j * 50, cy - 3, ink)
    sheet.text(360, y + 18, "$28 a run, $10 Instinct.", "vollkorn", 9)
    sheet.text(360, y + 34, "Make checks to the club.", "vollkorn", 9)
    y += 18 + 6 * 16 + 20
    sheet.box(36, y - 16, 540, 86, (244, 236, 224), BROWN, 0.9)
    sheet.text(44, y, "RABIES VACCINATION - required; a copy of the certificate may be asked "
               "for at check-in", "vollkorn-bold", 9, BROWN)  # fmt: skip
    mode = rng.choices(("date", "term", "none"), (5, 3, 1.5))[0]
    tagged, where = rng.random() < 0.62, rng.random() < 0.55
    cols = ((44, 150, "Date given"), (154, 260, "Expires"), (264, 380, "Tag no."),
            (384, 568, "Vet / clinic"))  # fmt: skip
    vals = [fmt_date(f.given, ds),
            {"date": fmt_date(f.due, ds), "term": f"{f.term} yr", "none": ""}[mode],
            f.tag if tagged else "", f.clinic if where else ""]  # fmt: skip
    for (x0, x1, head), val in zip(cols, vals, strict=True):
        sheet.box(x0, y + 8, x1 - x0, 50, (255, 255, 255), (90, 90, 90), 0.5)
        sheet.label(x0 + 4, y + 19, head, "vollkorn", 8, (90, 90, 90))
        if val:
            pen(x0 + 6, y + 46, val, x1 - x0 - 12, 13)
    y += 100
    x = _line(sheet, y, "Owner / handler", 40, 330)
    pen(x, y, f.owner, 330 - x)
    x = _line(sheet, y, "Phone", 342, 572)
    pen(x, y, phone(rng, rng.randrange(3)), 572 - x, 12)
    y += 28
    x = _line(sheet, y, "Address", 40, 572)
    pen(x, y, f"{f.street}, {f.town} NY {f.zip}", 572 - x, 12)
    y += 34
    for line in (
        "I agree to abide by the rules of the Barn Hunt Association. I release the club, the farm",
        "and the judges from any claim for injury to me or my dog. Rats are kept safe in tubes.",
        "A bitch in season may not enter. A dog that bites a person or a dog is excused.",
    ):
        sheet.text(40, y, line, "vollkorn", 9)
        y += 13
    y += 34
    sheet.sign(rng, 50, y - 4, 150, ink)
    sheet.rule(40, y, 300, y, 0.5)
    sheet.label(40, y + 11, "Signature of owner", "vollkorn", 8)
    signed = min(shut, TODAY, max(f.given, shut - timedelta(days=rng.randrange(1, 30))))
    pen(340, y - 2, fmt_date(signed, ds), 130, 12)
    sheet.rule(330, y, 480, y, 0.5)
    sheet.label(330, y + 11, "Date", "vollkorn", 8)
    sheet.text(306, 770, f"Mail to the trial secretary, {club}, PO Box {rng.randrange(10, 999)}, "
               "Fulton NY 13069", "vollkorn", 8, (110, 110, 110), align="c")  # fmt: skip
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
