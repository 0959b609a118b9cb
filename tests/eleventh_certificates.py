"""The eleventh held-out certificate set (issue 28): the rabies facts inside another document.

A resident uploads whatever paper they have, and the rabies shot is one section of something
larger: a boarding kennel's intake form (`kennel_intake`), a hospital's discharge summary after
surgery (`discharge_summary`), a groomer's or daycare's client record with a vaccination
compliance table (`groomer_record`), page 2 of a rescue's adoption contract with a medical
history box (`adoption_contract`, in PDFs sometimes after its first page), a pet insurer's claim
form listing the vaccine as a line of the invoice (`insurance_claim`), and by pen a travel health
certificate (`travel_certificate`) and a kennel's index card (`kennel_card`). Written blind:
without looking at the reader, its decisions, its results or the other sets' generators.

Truth rules:
- vaccinated and expires are the days the document means for the rabies shot. Where no expiry is
  printed, expires is the vaccination day plus the term the page prints for the shot ("Rabies 1
  Year", "3 yr", "(1yr)"), same month and day (29 February becomes 28 February); where neither an
  expiry nor a term is printed, expires is None. A product's name ("Imrab 3") is not counted as a
  term: a page that prints neither expiry nor term names no product either.
- veterinarian: the name as written without "Dr." or "DVM" (a card's "Dr. Korver" is "Korver");
  None where the page names none. owner and dog as written (a discharge summary's patient
  "Mabel Tremblay" is the dog Mabel). product: the product's name alone ("Imrab 3", "Rabvac 1",
  "Nobivac 3-Rabies", "Defensor 1", "Imrab 3 TF"). clinic: the practice that gave the shot, as
  the page names it in full, None where it names none; a kennel, groomer, rescue or insurer is
  never the clinic.
- tag and lot as written, without "No." or "#"; None where the page has none ("N/A" is none).
- Other vaccines' days, print days, check-in, claim, signature, admission and discharge days,
  examination days and spay days are not the vaccination day (a discharge day may fall on it).
"""

from __future__ import annotations

import random
from datetime import timedelta

from tests.eleventh_conditions import CONDITIONS, EXTENSIONS, PEN_CONDITIONS, finish
from tests.eleventh_draw import Sheet
from tests.eleventh_facts import SEED, TODAY, make_facts
from tests.eleventh_papers import adoption_contract, insurance_claim
from tests.eleventh_pen import kennel_card, travel_certificate
from tests.eleventh_printed import discharge_summary, groomer_record, kennel_intake
from tests.heldout_certificates import Heldout, Truth

__all__ = ["CONDITIONS", "LAYOUTS", "PAGES", "PEN_LAYOUTS", "SEED", "eleventh_set", "page_at"]

DRAW = {
    "kennel_intake": kennel_intake,
    "discharge_summary": discharge_summary,
    "groomer_record": groomer_record,
    "adoption_contract": adoption_contract,
    "insurance_claim": insurance_claim,
    "travel_certificate": travel_certificate,
    "kennel_card": kennel_card,
}
LAYOUTS = tuple(DRAW)
PEN_LAYOUTS = ("travel_certificate", "kennel_card")
PAGES = 84
# the printed pages' conditions in turn: per 12, 2 clean scans, 3 text PDFs, 2 image PDFs and
# 5 phone photos; the pen pages' in turn, never a PDF written by software
PRINTED_TURN = (
    "scan_colour_png",
    "text_pdf",
    "phone_jpeg",
    "scan_pdf",
    "chat_jpeg",
    "searchable_pdf",
    "phone_heic",
    "scan_grey_jpeg",
    "fax_pdf",
    "phone_jpeg",
    "text_pdf",
    "chat_jpeg",
)
PEN_TURN = (
    "scan_colour_png",
    "phone_jpeg",
    "fax_pdf",
    "chat_jpeg",
    "scan_grey_jpeg",
    "phone_heic",
    "scan_pdf",
)


def plan(
    count: int = PAGES,
    conditions: tuple[str, ...] = CONDITIONS,
    layouts: tuple[str, ...] = LAYOUTS,
) -> list[tuple[int, str, str]]:
    """(index, layout, condition) of each page: layouts in turn, conditions in turn per kind."""
    printed = [c for c in PRINTED_TURN if c in conditions] or list(conditions)
    pen = [c for c in PEN_TURN if c in conditions and c in PEN_CONDITIONS] or list(conditions)
    pages, seen = [], {"printed": 0, "pen": 0}
    for index in range(count):
        layout = layouts[index % len(layouts)]
        kind = "pen" if layout in PEN_LAYOUTS else "printed"
        turn = pen if kind == "pen" else printed
        pages.append((index, layout, turn[seen[kind] % len(turn)]))
        seen[kind] += 1
    return pages


def _drawn(index: int, layout: str) -> tuple[Sheet, Truth, random.Random]:
    rng = random.Random(f"{SEED}-{index}")
    sheet, truth = DRAW[layout](make_facts(rng), rng)
    return sheet, truth, rng


def sketch(index: int, layout: str) -> tuple[Truth, tuple[str, ...], tuple[str, ...]]:
    """The page's truth, its words and its labels, without drawing it."""
    sheet, truth, _ = _drawn(index, layout)
    return truth, sheet.words(), tuple(dict.fromkeys(sheet.labels))


def page_at(index: int, layout: str, condition: str) -> tuple[Heldout, tuple[str, ...]]:
    """The page as uploaded, and every word drawn on it (a fax's header line too)."""
    sheet, truth, rng = _drawn(index, layout)
    words = sheet.words()
    stamp = ""
    if condition == "fax_pdf":
        sent = TODAY - timedelta(days=rng.randint(2, 90))
        stamp = f"{sent:%b %d %Y} 14:{rng.randint(10, 59)}  FROM 3154572200  P.001/001"
    data, content_type = finish(sheet, condition, rng, stamp)
    if stamp:
        words = (*words, stamp)
    name = f"eleventh-{index:03d}-{layout}-{condition}.{EXTENSIONS[content_type]}"
    page = Heldout(
        name, layout, condition, data, content_type, truth, tuple(dict.fromkeys(sheet.labels))
    )
    return page, words


def eleventh_set(
    count: int = PAGES,
    conditions: tuple[str, ...] = CONDITIONS,
    layouts: tuple[str, ...] = LAYOUTS,
) -> list[Heldout]:
    return [page_at(i, layout, c)[0] for i, layout, c in plan(count, conditions, layouts)]
