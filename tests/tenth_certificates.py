"""The tenth held-out certificate set (issue 28): the same facts as many writers write them.

Drawn blind (without looking at the reader or the other sets' generators), from SEED, one page at
a time: seven layouts of twelve pages, 84 pages.

- history_printout: a practice's "Vaccine History" printout: several rabies shots of one dog,
  the older ones lapsed, among other vaccines, newest or oldest first; dates `18-Sep-2026`,
  `2026-09-18`, `Sep 18, 2026` or `09/18/2026` as the practice's software writes them.
- multi_pet: one certificate for a household's two or three pets (dogs, a cat), a row each. The
  resident uploads it for the dog named first, in the first row: the truth is that dog's row.
- canadian_form: an Ontario clinic's bilingual form: day-first dates, month by name
  (`18 SEP 2026`, `18 September 2026`), ISO, or `18/09/2026` only where the day is over 12; the
  term in months (`36 months`, `valid for 12 mo.`, `12 mois`).
- tag_receipt: a clinic's narrow tag-and-certificate receipt: tags like `26-04417` or
  `RB 118833`, "Next due" / "Booster due" / "Revaccinate by" for the expiry.
- spanish_certificate: a Puerto Rican clinic's certificate in Spanish: "Fecha de vacunación",
  "Vence", "Lote", "Placa núm."; dates `18 de septiembre de 2026`, `18/09/2026`, `18-sep-2026`.
- pen_booklet (by hand): a pet health booklet's rabies page: vial stickers (product, lot, the
  lot's own expiry) with the vet's handwritten date, next due, tag and name beside each, oldest
  first; the practice's rubber stamp under the latest. The truth is the latest rabies shot.
- pen_form (by hand): a printed clinic form (or a plain one, no practice named) filled in by
  ballpoint: `9/18/26`, `18 Sept 26`, `Sept. 18, 2026`, `9-18-2026`; a scribbled signature.

Truth rules:
- vaccinated and expires: the days the page means (day-first where the layout writes day-first);
  where no expiry is printed, the vaccination day plus the term the page marks (1 or 3 years;
  months converted, 12 -> 1 year, 36 -> 3 years), same month and day (29 February -> 28 February).
  On a page with several rabies shots of the dog, the latest shot's.
- veterinarian: the name without "Dr." / "DVM" (of the latest shot where rows have their own).
- owner and dog: as written on the page (an owner may be written "KOWALSKI, Dana").
- product: the product's name alone, not its maker ("Imrab 3", "Rabvac 1", "Nobivac 1-Rabies").
- clinic: the practice's name as its letterhead or stamp carries it; None where there is none.
- tag and lot: as written, without "No." or "#"; None where the page has none.
- A field the page does not carry is None (reading anything there is wrong).
"""

from __future__ import annotations

import random

from tests.heldout_certificates import Heldout, Truth
from tests.tenth_conditions import CONDITIONS, PEN_ROUND, PRINTED_ROUND, TYPES, deliver
from tests.tenth_draw import Paper, Sheet
from tests.tenth_facts import SEED, Facts, facts
from tests.tenth_layouts import DRAW as PRINTED
from tests.tenth_pen import DRAW as PEN

__all__ = [
    "CONDITIONS",
    "LAYOUTS",
    "PAGES",
    "PEN_LAYOUTS",
    "SEED",
    "page_at",
    "plan",
    "sketch",
    "tenth_set",
]

LAYOUTS = (
    "history_printout",
    "multi_pet",
    "canadian_form",
    "tag_receipt",
    "spanish_certificate",
    "pen_booklet",
    "pen_form",
)
PEN_LAYOUTS = ("pen_booklet", "pen_form")
PAGES = 84
DRAW = {**PRINTED, **PEN}


def plan(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[tuple[int, str, str]]:
    """(index, layout, condition) of each page: layouts in turn, each layout going round its
    twelve conditions (pen pages have no text PDF) from a place of its own."""
    pages = []
    for index in range(count):
        layout = layouts[index % len(layouts)]
        round_ = PEN_ROUND if layout in PEN_LAYOUTS else PRINTED_ROUND
        pool = [c for c in round_ if c in conditions] or list(conditions)
        turn = index // len(layouts) + 5 * LAYOUTS.index(layout)
        pages.append((index, layout, pool[turn % len(pool)]))
    return pages


def sketch(index: int, layout: str) -> tuple[random.Random, Paper, Facts]:
    """The page's random stream, paper and facts: cheap, nothing drawn."""
    rng = random.Random(f"{SEED}-{index}")
    face = rng.choice(("pt_sans", "clear", "b612", "tuffy", "pt_serif", "gentium"))
    head = rng.choice(("pt_serif", "vollkorn", "gentium", face))
    if layout == "tag_receipt":
        face = rng.choice(("hack", "pt_mono", "ocrb"))
        paper = Paper(230, 520, face, face, tint=(250, 250, 246))
    elif layout == "pen_booklet":
        paper = Paper(
            500,
            660,
            face,
            head,
            rng.choice(("ecolier", "yoz", "averia")),
            rng.choice(("blue", "black")),
        )
    else:
        hand = rng.choice(("ecolier", "yoz", "averia"))
        paper = Paper(612, 792, face, head, hand, rng.choice(("blue", "black", "navy")))
    return rng, paper, facts(rng, layout)


def truth(f: Facts) -> Truth:
    shot = f.shot
    return Truth(
        vaccinated=shot.vaccinated,
        expires=shot.expires,
        tag=shot.tag,
        veterinarian=shot.vet,
        clinic=f.clinic,
        dog=f.dog,
        owner=f.owner,
        product=shot.product,
        lot=shot.lot,
    )


def compose(index: int, layout: str) -> tuple[random.Random, Sheet, Facts]:
    """The page as marks, not yet drawn."""
    rng, paper, f = sketch(index, layout)
    return rng, DRAW[layout](rng, paper, f), f


def page_at(index: int, layout: str, condition: str) -> tuple[Heldout, tuple[str, ...]]:
    """The page as the Clerk gets it, and every word it draws."""
    rng, sheet, f = compose(index, layout)
    data, ext = deliver(sheet, condition, rng)
    name = f"tenth-{index:03d}-{layout}-{condition}.{ext}"
    labels = tuple(dict.fromkeys(sheet.labels))
    return Heldout(name, layout, condition, data, TYPES[ext], truth(f), labels), tuple(sheet.words)


def tenth_set(
    count: int = PAGES, conditions: tuple[str, ...] = CONDITIONS, layouts: tuple[str, ...] = LAYOUTS
) -> list[Heldout]:
    return [
        page_at(index, layout, condition)[0]
        for index, layout, condition in plan(count, conditions, layouts)
    ]
