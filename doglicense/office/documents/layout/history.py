"""Of a table's several rabies rows, the one the certificate is read for.

A practice's vaccine history lists one dog's rabies shots year after year: the latest is the one
in force, and it is known only when every row's date given was read surely (a misread year would
make an old shot the latest). A household's certificate lists several animals, one row each,
under a column headed "Pet" or "Patient": the row read is the first dog's, as a page of several
animals' blocks is read (layout/pets.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import (
    DATE_SHAPE,
    LOT_SHAPE,
    REMINDER,
    SURE,
    TAG_SHAPE,
    code_of,
    dates_in,
    product_in,
)
from doglicense.office.documents.layout.beside import same_row, shares_width
from doglicense.office.documents.layout.columns import column_heading, row_dates
from doglicense.office.documents.layout.roles import OTHER_SHOTS, date_role, label_of

_ANIMAL_HEADING = re.compile(r"(?:pet|patient|animal|pet name|patient name|name)\s*:?", re.I)
# A row naming another service than a shot: known, as a row naming a vaccine is.
_SERVICE = re.compile(r"fvrcp|felv|exam|heartworm|microchip|dental|spay|neuter|deworm|fecal", re.I)
_RABIES = re.compile(r"rabies|imrab|defensor|nobivac|rabvac|purevax|continuum", re.I)
_SPECIES = re.compile(r"\b(?:canine|feline|dog|cat)\b", re.I)
_CAT = re.compile(r"\b(?:feline|cat|kitten|dsh|dlh)\b", re.I)


def the_row(
    rows: list[list[Segment]], every: list[list[Segment]], words: list[Segment]
) -> list[Segment] | None:
    """Of a table's dog rows under its headings (`rows`), the one a page is read by; None when
    which one is a guess. `every` is each row naming rabies, a cat's or a dog's, headed or not:
    a row below the table's top that no heading reaches, or whose vaccine or animal was misread,
    may be the latest shot or the first dog."""
    rows = sorted(rows, key=lambda row: min(s.y0 for s in row))
    every = sorted(every, key=lambda row: min(s.y0 for s in row))
    if _several_animals(every, words):
        if not _every_row_known(every, words, _names_rabies):
            return None  # the first animal's row may be the one no reading named
        first = next(iter(dogs_rows(every)), None)
        return first if first is not None and first in rows else None
    if len(rows) == 1:
        later = _later_rabies(rows[0], words) or _later_unread(rows[0], words)
        return None if later else rows[0]
    top = min(s.y0 for s in rows[0])
    table = [row for row in dogs_rows(every) if min(s.y0 for s in row) >= top]
    if not _every_row_known(rows, words, _known_row):
        return None
    given = [(day, row) for row in table if (day := row_dates(row, words)[0]) is not None]
    if len(given) < len(table) or len({day for day, _ in given}) < len(given):
        return None
    return max(given, key=lambda pair: pair[0])[1]


def _every_row_known(
    rows: list[list[Segment]], words: list[Segment], named: Callable[[str], bool]
) -> bool:
    """Each date in the rows' first column of dates, below the table's top, stands in a row
    `named` (rabies, or any shot or service): a row no reading named may be the one sought."""
    first = _first_date(rows[0])
    if first is None:
        return False
    column = [
        s
        for s in words
        if s.y0 >= first.y0 and shares_width(s, first) and DATE_SHAPE.search(s.text)
    ]
    return all(
        _another_date(date_in, words) or any(same_row(s, date_in) and named(s.text) for s in words)
        for date_in in column
    )


def _another_date(day: Segment, words: list[Segment]) -> bool:
    """A date the column holds that says it is no shot's: a dog's birth under a spreadsheet's
    table ("Born 2/12/2020"), in its own words or those just before it on its line."""
    before = [
        s
        for s in words
        if s is not day and same_row(s, day) and 0 <= day.x0 - s.x1 < 2 * day.height
    ]
    return any(date_role(s.text) == "other" for s in (day, *before))


_GIVEN = re.compile(r"\b(?:given|administered|done)\b", re.I)


def _due(text: str) -> bool:
    """A reminder's line ("booster: 8/26/2026", "due"), not a shot given ("booster given")."""
    return bool(REMINDER.search(text)) and not _GIVEN.search(text)


_CELL_LETTERS = 48  # a cell's or a short note's ("Rabies booster given Sep 9, 2025."), no more


def later_shot_below(value: Segment, words: list[Segment]) -> bool:
    """A date under a column's heading ("Date given"), with a later rabies shot further down its
    column, read or not: a booklet's older shot above its latest, whose date under the heading
    is not the one in force (decision 0079). A form's grid, where another label stands in the
    column below ("Next due" over its own date), is no table of shots."""
    labelled_below = any(
        s.y0 > value.y1
        and shares_width(s, value)
        and any(label_of(s.text, key) for key in ("vaccinated", "expires", "date", "duration"))
        for s in words
    )
    row = [value, *(s for s in words if s is not value and same_row(s, value))]  # its vaccine
    return not labelled_below and (_later_rabies([value], words) or _later_unread(row, words))


def _later_rabies(row: list[Segment], words: list[Segment]) -> bool:
    """A later date in the row's column of dates, a line or less from words naming rabies that
    no row joined to it: a booklet's next shot, its sticker standing a little above its pen
    dates, may be the latest (a later spay or dewormer is no rabies shot). A sentence is no
    shot's cell: a form's footer, "Return this form by January 31, 2027 with a copy of the rabies
    certificate", runs across the table's columns."""
    day = row_dates(row, words)[0]
    first = _first_date(row)
    if day is None or first is None:
        return False
    return any(
        s.y0 > first.y1
        and s.x0 < first.x1
        and first.x0 < s.x1
        and any(later > day for later in dates_in(s.text))
        and not _due(s.text)  # "Rabies booster due 2/24/2027": no shot given
        and len(s.text) <= _CELL_LETTERS
        and any(
            _RABIES.search(t.text) and abs((t.y0 + t.y1) - (s.y0 + s.y1)) / 2 <= s.height
            for t in words
        )
        for s in words
    )


def earlier_rows_code(
    code: str | None,
    row: list[Segment] | None,
    every: list[list[Segment]],
    words: list[Segment],
    key: str,
) -> bool:
    """The tag or lot read under its column's heading stands in the table above the row read:
    an earlier shot's (a booklet's first row under "Tag no."), not the row's own; with no row
    read (which shot is the latest unknown), anywhere in the table."""
    if code is None or not every:
        return False
    shape = TAG_SHAPE if key == "tag" else LOT_SHAPE
    # The table's top: its headings over the dates of its first row read (a first row whose
    # vaccine stands a line above its dates may be no row read at all).
    first = min(every, key=lambda each: min(s.y0 for s in each))
    given = _first_date(first)
    heading = column_heading(words, given) if given is not None else None
    top = heading.y1 if heading is not None else min(s.y0 for s in first)
    mine = min(s.y0 for s in row) if row is not None else float("inf")
    return any(
        top <= s.y0 + 0.5 * s.height and s.y1 <= mine and code_of(s.text, shape) == code
        for s in words
    )


def _later_unread(row: list[Segment], words: list[Segment]) -> bool:
    """A rabies vaccine named more than a line below the row, in the column of its own vaccine,
    with other words holding figures in its column of dates on their line that read as no
    date: a booklet's later shot whose pen date was not read ('Jun. i 0') may be the latest,
    and the row read would then be an old one. (A note below the table, 'Rabies vaccine
    administered at', runs across the columns: no row.)"""
    first = _first_date(row)
    if first is None:
        return False
    named = [s for s in row if _RABIES.search(s.text)]
    return any(
        product_in(name.text) is not None
        and not dates_in(name.text)  # "10/02/2023 (Defensor 3)": a shot whose date was read
        and name.y0 > first.y1 + first.height
        and not shares_width(name, first)
        and any(shares_width(name, own) for own in named)
        and any(
            s is not name
            and same_row(name, s)
            and shares_width(s, first)
            and any(c.isdigit() for c in s.text)
            and not dates_in(s.text)
            for s in words
        )
        for name in words
    )


def row_cell(row: list[Segment], words: list[Segment], key: str) -> Segment | None:
    """The row's words under that field's heading, on the line of headings over the row's date
    given (a long table's heading stands far above its last row); None where no heading of the
    field stands over the row."""
    first = _first_date(row)
    given = column_heading(words, first) if first is not None else None
    if given is None:
        return None
    for segment in row:
        over = [
            h for h in words if same_row(given, h) and shares_width(h, segment) and h is not segment
        ]
        if any(label_of(h.text, key) or _HEADING.get(key, _NONE).fullmatch(h.text) for h in over):
            return segment
    return None


# A table's column headings that label no box elsewhere: "Given By" over a history's rows is
# the vet's column, "Given at" the practice's; beside a blank on a form it may be anyone's.
_HEADING = {
    "veterinarian": re.compile(r"\s*given by\s*:?\s*", re.I),
    "clinic": re.compile(r"\s*(?:given|administered) at\s*:?\s*|\s*where given\s*:?\s*", re.I),
}
_NONE = re.compile(r"(?!)")


def animals_row(row: list[Segment], words: list[Segment]) -> bool:
    """A row of a household's table, its first column headed by the animal ("Pet"): which
    animal's row it is, its own cells say, not the rabies it names."""
    first, left = _first_date(row), min(row, key=lambda s: s.x0)
    given = column_heading(words, first) if first is not None else None
    # on the line of headings over the row's date (the nearest words above its first cell may
    # be the row above's animal)
    return given is not None and any(
        same_row(given, h)
        and h.x0 < left.x1
        and left.x0 < h.x1
        and bool(_ANIMAL_HEADING.fullmatch(h.text.strip()))
        for h in words
    )


def row_code(row: list[Segment], words: list[Segment], key: str) -> str | None:
    """The row's tag or lot, read surely, in its cell (`row_cell`)."""
    cell = row_cell(row, words, key)
    if cell is None or cell.confidence < SURE:
        return None
    return code_of(cell.text, TAG_SHAPE if key == "tag" else LOT_SHAPE)


def _first_date(row: list[Segment]) -> Segment | None:
    """The row's leftmost words holding a date: its column of dates given."""
    dated = [s for s in row if DATE_SHAPE.search(s.text)]
    return min(dated, key=lambda s: s.x0) if dated else None


def _names_rabies(text: str) -> bool:
    return bool(_RABIES.search(text))


def _known_row(text: str) -> bool:
    """Words naming a row's shot or service: rabies, another shot (as an app's cards are
    told apart, layout/cards.py) or a visit's other service."""
    return bool(_RABIES.search(text) or OTHER_SHOTS.search(text) or _SERVICE.search(text))


def dogs_rows(rows: list[list[Segment]]) -> list[list[Segment]]:
    """The rows that are no cat's ("Salem  Feline  DSH  Purevax Feline Rabies")."""
    return [row for row in rows if not any(_CAT.search(s.text) for s in row)]


def _several_animals(rows: list[list[Segment]], words: list[Segment]) -> bool:
    """The rows' first column headed by the animal ("Pet"), or two rows and more each naming
    its species: each row is another animal's (a dog's own history never names its species on
    every row)."""
    if len(rows) > 1 and all(any(_SPECIES.search(s.text) for s in row) for row in rows):
        return True
    heading = column_heading(words, min(rows[0], key=lambda s: s.x0))
    return heading is not None and bool(_ANIMAL_HEADING.fullmatch(heading.text.strip()))
