"""A paper of the twenty-seventh set written by pen: the letter a dog's first family wrote when
they rehomed it, on a sheet torn from a yellow legal pad (blue rules, a red margin) or on plain
lined notepaper. The date in the corner, a greeting (to the new owner by name, or to "the new
family"), then in running sentences what the new family needs: the rabies shot's date, where and
by whom, at times the term or the date it runs out, the tag's number, the vaccine and its lot
from the certificate's sticker, among the dog's birthday, food, fears and the old owner's phone,
and the old owner's name and signature. A value is never broken across two lines."""

from __future__ import annotations

import random
from datetime import timedelta

from tests.heldout_certificates import Truth
from tests.twentyseventh_canvas import Sheet
from tests.twentyseventh_faces import INKS, PENS, pen_width
from tests.twentyseventh_facts import FIRST, MONTHS, TODAY, day_between, facts, fmt_date, phone

PRACTICES = ("{place} Animal Hospital", "Banfield on Route 11", "{place} Veterinary Clinic",
             "Bridgeport Animal Hospital", "Kindred Paws Vet")  # fmt: skip
FOOD = ("Purina Pro Plan", "Blue Buffalo", "Costco Kirkland", "Science Diet", "Fromm")


def _lines(paragraphs: list[list[str]], hand: str, size: float, room: float) -> list[str]:
    """The paragraphs' pieces laid into lines no wider than room (a piece is never broken; the
    first line of a paragraph is indented by three spaces)."""
    out: list[str] = []
    for pieces in paragraphs:
        line = "   "
        for piece in pieces:
            trial = f"{line} {piece}" if line.strip() else f"{line}{piece}"
            if line.strip() and pen_width(trial, hand, size) > room:
                out.append(line)
                line = piece
            else:
                line = trial
        out.append(line)
    return out


def _words(s: str) -> list[str]:
    return s.split(" ")


def rehoming_letter(rng: random.Random) -> tuple[Sheet, Truth]:
    f = facts(rng, rng.choice(PRACTICES), lapse=0.12)
    hand, ink = rng.choice(PENS), rng.choice(INKS)
    legal = rng.random() < 0.6
    sheet = Sheet(612, 792, paper=(255, 247, 190) if legal else (252, 252, 250))
    top, gap = 96.0, 24.0 if legal else 22.0
    for i in range(int((760 - top) / gap) + 1):
        sheet.rule(0, top + i * gap, 612, top + i * gap, 0.6, (120, 160, 210))
    if legal:
        sheet.rule(76, 0, 76, 792, 0.6, (220, 90, 90))
        sheet.rule(79, 0, 79, 792, 0.6, (220, 90, 90))
    he = rng.random() < 0.5
    pro, pos = ("He", "his") if he else ("She", "her")
    written = day_between(rng, f.given + timedelta(days=10), min(TODAY, f.due) - timedelta(days=2))
    ds = rng.choice((9, 2, 1, 11))
    owner_shown = rng.random() < 0.55
    greet = f"Dear {f.owner}," if owner_shown else rng.choice(
        (f"To {f.dog}'s new family,", "Hi there,", "Dear new family,"))  # fmt: skip
    shot = rng.choice(
        (
            [pro, "had", pos, "rabies shot on", fmt_date(f.given, ds), "at", f.clinic, "with",
             f"Dr. {f.vet}."],
            ["The rabies vaccine was done", fmt_date(f.given, ds), "by", f"Dr. {f.vet}", "at",
             f"{f.clinic}."],
        )
    )  # fmt: skip
    ends = rng.random()
    if ends < 0.4:
        shot += [*_words(f"It's the {'3 year' if f.term == 3 else '1 year'} one so"),
                 f"{pro.lower()}'s", "good until", f"{fmt_date(f.due, ds)}."]  # fmt: skip
    elif ends < 0.75:
        shot += ["It was the", f"{'3 yr' if f.term == 3 else '1 yr'}", "shot."]
    tagged, named = rng.random() < 0.7, rng.random() < 0.45
    lot_shown = named and rng.random() < 0.6
    if tagged:
        shot += [*_words(f"{pos.capitalize()} tag number is"), f"{f.tag}", "- it's on the",
                 rng.choice(("red", "blue", "green")), "collar."]  # fmt: skip
    if named:
        shot += ["The sticker on the certificate says", f.product
                 + (f", lot {f.lot}." if lot_shown else ".")]  # fmt: skip
    born = f"{MONTHS[f.born.month - 1]} {f.born.year}"
    cups = rng.choice(("1", "2", "1 1/2"))
    life = _words(f"{pro} was born around {born}. {pro} eats {cups} cups of")
    life += [rng.choice(FOOD), *_words("twice a day and loves peanut butter in a Kong.")]
    life += _words(rng.choice((f"{pro} is scared of thunder and the vacuum.",
                               f"{pro} pulls on the leash when {pro.lower()} sees squirrels.",
                               f"{pro} sleeps in a crate at night, door open.")))  # fmt: skip
    paragraphs = [
        _words(f"Thank you so much for giving {f.dog} a home. {pro} is the sweetest dog and I")
        + _words("know you will take good care of everything."),
        shot,
        life,
        _words("The original paper is in the folder with the microchip papers. Call or text")
        + _words("me anytime at")
        + [f"{phone(rng, 1)}."],
    ]
    size = rng.uniform(12.5, 14)
    left = 90.0 if legal else 54.0
    room = 570 - left
    text = _lines(paragraphs, hand, size, room)
    sign_off = rng.choice(("With love,", "Thank you again,", "All the best,"))
    rows: list[tuple[float, str]] = [(400, fmt_date(written, ds)), (left, greet)]
    rows += [(left, line) for line in text]
    first = rng.choice(FIRST)
    rows += [(330, sign_off), (350, first)]
    slant = rng.uniform(-2, 12)
    assert len(rows) < (760 - top) / gap, len(rows)
    for i, (x, line) in enumerate(rows):
        y = top + (i + 1) * gap - 4
        indent = 24 if line.startswith("   ") else 0
        sheet.pen(
            rng, x + indent + rng.uniform(-2, 2), y, line.strip(), hand, size, ink, slant=slant
        )
    shown = {"tag": tagged, "product": named, "lot": lot_shown, "owner": owner_shown}
    return sheet, f.truth(expires=ends < 0.75, **shown)
