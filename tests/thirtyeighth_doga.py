"""A paper of the thirty-eighth set filled by pen: a yoga studio's release for its dog yoga
("doga") series, a half page filled in at the front desk before the first class; the owner keeps
the studio's copy and uploads it because the rabies shot is written on it. The studio's heading
and the series' four class dates; the release's paragraphs; the owner's attestation whose blanks
stand inside printed sentences (the dog and its breed, the date of its last rabies shot, until
when it is good or for how many years, or left blank, the tag at times, the vet's office); an
emergency contact; the signature and date; the desk's "paid" note."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyeighth_canvas import Sheet
from tests.thirtyeighth_faces import INKS, PENS, fit, width
from tests.thirtyeighth_facts import HAND_STYLES, TODAY, day_between, facts, fmt_date, person

CLINICS = ("{place} Vet", "{place} Animal Hospital", "Clay Vet Clinic", "Morgan Rd Vet",
           "VCA {place}")  # fmt: skip
STUDIOS = ("Salt City Yoga Collective", "Lotus & Leash Studio", "Baldwinsville Hot Yoga")
TEAL = (20, 120, 130)


def doga_waiver(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("gel", "ballpoint", "felt", "gel")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(612, 792, (255, 254, 250))
    signed = day_between(rng, f.given + timedelta(days=5), TODAY - timedelta(days=1))
    first = signed + timedelta(days=(5 - signed.weekday()) % 7)  # the Saturday after

    def pen(x: float, y: float, s: str, room: float, size: float = 13) -> float:
        return sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool, slant)

    def say(y: float, parts: list[tuple[str, str | None]]) -> None:
        """A printed sentence; a part with a value is a blank (its width in points, then what
        the owner wrote in it, or nothing)."""
        x = 40.0
        for words, val in parts:
            if val is None:
                x = sheet.label(x, y, words, "manrope", 10) + 4
            else:
                room = float(words)
                sheet.rule(x, y + 3, x + room, y + 3, 0.5, (120, 120, 120))
                if val:
                    pen(x + 3, y, val, room - 6)
                x += room + 4
        assert x < 590, parts

    studio = rng.choice(STUDIOS)
    sheet.text(40, 50, studio, "manrope-bold", 18, TEAL)
    sheet.text(40, 68, "DOGA  -  yoga with your dog  -  release and vaccination form", "manrope",
               10)  # fmt: skip
    days = ", ".join(fmt_date(first + timedelta(days=7 * i), 4) for i in range(4))
    sheet.text(40, 84, f"Saturdays 10:00 am: {days}", "manrope", 8.5, (90, 90, 90))
    sheet.rule(40, 94, 572, 94, 1.2, TEAL)
    y = 118.0
    for line in (
        "Dog yoga is physical activity for you and your dog. I take part at my own risk and",
        "release the studio, its owners and its teachers from any claim for injury to me, my dog",
        "or another person or dog. I am responsible for anything my dog damages and for cleaning",
        "up after it.",
        "My dog is friendly with people and dogs, house-trained and at least six months old.",
    ):
        sheet.text(40, y, line, "manrope", 9.5)
        y += 14
    y += 26
    sheet.text(40, y, "RABIES VACCINATION (required by the studio and by law)", "manrope-bold",
               10, TEAL)  # fmt: skip
    y += 30
    mode = rng.choices(("date", "term", "none"), (4, 4, 1.5))[0]
    tagged, where = rng.random() < 0.5, rng.random() < 0.7
    say(y, [("My dog", None), ("130", f.dog), (", a", None), ("170", f.breed), (",", None)])
    y += 32
    say(y, [("was last vaccinated against rabies on", None), ("150", fmt_date(f.given, ds)),
            (".", None)])  # fmt: skip
    y += 32
    if mode == "date":
        say(y, [("The shot is good until", None), ("150", fmt_date(f.due, ds)), (".", None)])
    else:
        years = str(f.term) if mode == "term" else ""
        say(y, [("The shot is good for (1 or 3)", None), ("50", years), ("years.", None)])
    y += 32
    say(y, [("Rabies tag no. (if known)", None), ("120", f.tag if tagged else ""),
            ("Vet's office", None), ("170", f.clinic if where else "")])  # fmt: skip
    y += 44
    sheet.text(40, y, "EMERGENCY CONTACT", "manrope-bold", 10, TEAL)
    y += 26
    end = sheet.label(40, y, "Name", "manrope", 9.5)
    sheet.rule(end + 4, y + 3, 300, y + 3, 0.5, (120, 120, 120))
    pen(end + 8, y, person(rng), 300 - end - 12, 12)
    end = sheet.label(316, y, "Phone", "manrope", 9.5)
    sheet.rule(end + 4, y + 3, 572, y + 3, 0.5, (120, 120, 120))
    pen(end + 8, y, f"315-{rng.randrange(201, 989)}-{rng.randrange(10000):04d}", 572 - end - 12, 12)
    y += 56
    sheet.sign(rng, 50, y - 4, 160, ink)
    sheet.rule(40, y, 300, y, 0.5)
    sheet.label(40, y + 12, "Signature of dog's owner", "manrope", 8)
    pen(330, y - 2, f.owner, 240)
    sheet.rule(320, y, 572, y, 0.5)
    sheet.label(320, y + 12, "Printed name", "manrope", 8)
    y += 40
    pen(60, y - 2, fmt_date(signed, ds), 120, 12)
    sheet.rule(40, y, 200, y, 0.5)
    sheet.label(40, y + 12, "Date", "manrope", 8)
    y += 50
    sheet.box(40, y, 532, 56, (236, 246, 246), None, radius=6)
    sheet.text(50, y + 16, "STUDIO USE", "manrope-bold", 8, TEAL)
    note = rng.choice(("pd 4-class pass", "paid - card", "drop-in $25 pd", "comp - staff"))
    sheet.pen(rng, 50, y + 40, note, "dkg", 12, (20, 20, 20), "felt")
    w = width("Checked rabies cert.", "manrope", 8.5)
    sheet.text(560 - w, y + 16, "Checked rabies cert.", "manrope", 8.5)
    sheet.box(560 - w - 16, y + 7, 10, 10, None, (60, 60, 60), 0.5)
    if rng.random() < 0.6:
        sheet.tick(560 - w - 16, y + 13, (20, 20, 20))
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=False, clinic=where,
                          product=False, lot=False)  # fmt: skip
