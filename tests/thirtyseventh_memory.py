"""A paper of the thirty-seventh set filled by pen: the "My Vet Visits" page of a puppy's memory
book (a keepsake baby book for a dog), printed with pictures and sentences with blanks and filled
in by the owner at home; the owner photographs or scans it because it is where they wrote the
rabies shot down. A title with paw prints; sentences whose blanks the owner filled (the first
visit's date, the vet, the clinic, the rabies shot's date, how long it is good for or until when
or nothing, the tag at times, the weight); a small table of the puppy shots (distemper-parvo and
others, with their own dates); a line for a note."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.thirtyseventh_canvas import Sheet
from tests.thirtyseventh_faces import INKS, PENS, fit
from tests.thirtyseventh_facts import HAND_STYLES, facts, fmt_date

CLINICS = ("{place} Vet", "{place} Animal Hospital", "Clay Vet Clinic", "Banfield",
           "Caughdenoy Animal Hosp.")  # fmt: skip
PINK = (200, 90, 120)
NOTES = ("she was SO brave!", "cried a little, got a cookie", "weighed more than the cat",
         "Dr. said good teeth", "hid under the chair")  # fmt: skip


def _paw(sheet: Sheet, x: float, y: float, c: tuple[int, int, int]) -> None:
    sheet.box(x - 7, y - 4, 14, 11, c, None, radius=-1)
    for dx, dy in ((-8, -10), (-3, -14), (3, -14), (8, -10)):
        sheet.box(x + dx - 2.5, y + dy - 3, 5, 6, c, None, radius=-1)


def memory_book(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(CLINICS), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    tool, slant = rng.choice(("gel", "felt", "gel", "pencil")), rng.uniform(-3, 10)
    ds = rng.choice(HAND_STYLES)
    sheet = Sheet(504, 648, (255, 252, 246))

    def pen(x: float, y: float, s: str, room: float, size: float = 13) -> float:
        return sheet.pen(rng, x, y, s, hand, fit(s, hand, size, room), ink, tool, slant)

    def say(y: float, parts: list[tuple[str, str | None]]) -> None:
        """A printed sentence; a part with a value is a blank the owner filled (or left)."""
        x = 40.0
        for words, val in parts:
            if val is None:
                x = sheet.label(x, y, words, "quicksand", 10.5) + 4
            else:
                room = float(words)
                sheet.rule(x, y + 3, x + room, y + 3, 0.5, (150, 150, 150))
                if val:
                    pen(x + 3, y, val, room - 6, 13)
                x += room + 4

    for x in (60, 444):
        _paw(sheet, x, 56, PINK)
    sheet.text(252, 58, "My Vet Visits", "quicksand-bold", 24, PINK, align="c")
    sheet.text(252, 78, "a page to keep my shots and check-ups", "quicksand", 9, (120, 120, 120),
               align="c")  # fmt: skip
    first = f.born + timedelta(days=rng.randrange(50, 75))
    mode = rng.choices(("date", "term", "none"), (4, 4, 1.5))[0]
    tagged, named = rng.random() < 0.62, rng.random() < 0.65
    good = {"date": "", "term": f"{f.term} yr" if rng.random() < 0.5 else str(f.term), "none": ""}
    y = 124.0
    say(y, [("My name is", None), ("150", f.dog), ("and my person is", None), ("150", f.owner)])
    y += 34
    say(y, [("My first visit to the vet was on", None), ("130", fmt_date(first, ds))])
    y += 34
    say(y, [("My vet is Dr.", None), ("150", f.vet if named else ""), ("at", None),
            ("170", f.clinic)])  # fmt: skip
    y += 34
    say(y, [("I got my rabies shot on", None), ("130", fmt_date(f.given, ds))])
    y += 34
    if mode == "date":
        say(y, [("It is good until", None), ("130", fmt_date(f.due, ds))])
    else:
        say(y, [("It is good for", None), ("60", good[mode]), ("years.", None)])
    y += 34
    say(y, [("My rabies tag number is", None), ("120", f.tag if tagged else ""),
            ("and I weighed", None), ("50", f"{rng.randrange(4, 40)} lb")])  # fmt: skip
    y += 46
    sheet.text(40, y, "My puppy shots", "quicksand-bold", 12, PINK)
    y += 8
    shots = ["Distemper / parvo", "Distemper / parvo", "Distemper / parvo", "Bordetella",
             "Lepto"]  # fmt: skip
    sheet.box(40, y, 424, 18, (250, 228, 236), None)
    sheet.label(46, y + 13, "Shot", "quicksand-bold", 9)
    sheet.label(220, y + 13, "Date", "quicksand-bold", 9)
    sheet.label(340, y + 13, "Vet's initials", "quicksand-bold", 9)
    y += 18
    day = first
    for name in shots:
        sheet.text(46, y + 16, name, "quicksand", 9.5)
        if day < f.given - timedelta(days=2) or rng.random() < 0.5:
            pen(220, y + 16, fmt_date(day, ds), 110, 11.5)
            pen(344, y + 16, rng.choice(("dr", "ok", "vt", "KL")), 40, 11)
        sheet.rule(40, y + 22, 464, y + 22, 0.4, (220, 190, 200))
        day += timedelta(days=rng.choice((21, 28)))
        y += 22
    y += 34
    say(y, [("Something to remember:", None), ("250", rng.choice(NOTES))])
    _paw(sheet, 252, 610, (240, 200, 214))
    return sheet, f.truth(expires=mode != "none", tag=tagged, vet=named, product=False,
                          lot=False)  # fmt: skip
