"""A table's column heading, not a box's label: which row under it is ours is not the
heading's to say (the row naming rabies says it, layout/history.py)."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import DATE_SHAPE, SURE
from doglicense.office.documents.layout.beside import a_label, same_row, shares_width
from doglicense.office.documents.names.people import person_name


def heads_column(segments: list[Segment], value: Segment, label: Segment) -> bool:
    """The label heads a column of values, `value` the first under it: more of its kind below.
    A column of dates or codes; of names only in a log (a form's name has a box)."""
    if not any(c.isdigit() for c in value.text):
        if _headings_row(segments, label) and _names_stacked(segments, value):
            return True
        # dogs involved in a bite, each its owner's: which is ours, the table does not say
        two_rows = _headings_row(segments, label, TWO_ROWS_HEADINGS) and _names_stacked(
            segments, value, 1
        )
        return two_rows and _WHOSE.match(label.text) is not None and _rows_of_names(segments, value)
    return _column(segments, value)


COLUMN = 6  # value heights: a booklet's rows, a sticker each, stand five lines apart


def _column(segments: list[Segment], value: Segment) -> bool:
    """More values of its kind just below this one in its column: the label heads a table's
    column, and which row is ours is not the label's to say (a box holds one value, then the
    next label or the rest of it, as an address under a name; a printout's table may space its
    rows five lines apart)."""
    below = [
        s
        for s in segments
        if s is not value
        # the next row may touch this one, or overlap it by a hair (a second engine's boxes)
        and -0.25 * value.height <= s.y0 - value.y1 < COLUMN * value.height
        and s.x0 < value.x1
        and value.x0 < s.x1
        and s.text.strip(" -–—_.")  # an empty cell's dash: the column goes on under it
    ]
    nearest = min(below, key=lambda s: s.y0) if below else None
    return (
        nearest is not None
        and not a_label(nearest.text)
        and _kind(nearest.text) == _kind(value.text)
    )


NAMES_STACKED = 3  # names more, line after line, under a name: a log's column, not a box
HEADINGS = 6  # a table's row of headings ("# Owner's name Address Phone Dog's name Breed …")


TWO_ROWS_HEADINGS = 4  # "Dog Owner Breed Role": a table's, whose rows may be only two
_WHOSE = re.compile(r"^\W*(?:dog|owner|pet|animal)(?:'?s)?(?: name)?\W*$", re.I)


def _headings_row(segments: list[Segment], label: Segment, many: int = HEADINGS) -> bool:
    """The label stands in a log's row of many headings (a form's row has two to four)."""
    return sum(same_row(label, s) for s in segments) >= many


def _rows_of_names(segments: list[Segment], value: Segment) -> bool:
    """The name under the value starts where it starts, and a name of the next column stands
    beside each: a table's two rows ("Ursa  Renée Amato" over "Chester  Pierre-Luc Iacovelli"),
    never a form's box and the next box's words."""
    under = [
        s
        for s in segments
        if s is not value and 0 <= s.y0 - value.y1 < 2.5 * value.height and shares_width(s, value)
    ]
    nearest = min(under, key=lambda s: s.y0) if under else None
    if nearest is None or abs(nearest.x0 - value.x0) > value.height or not _alike(nearest, value):
        return False
    if person_name(nearest.text) is None:
        return False  # the next box's label ("Date of birth (dd/mm/yyyy)"): no other dog
    beside = [
        [s for s in segments if same_row(row, s) and s.x0 > row.x1 and _alike(s, value)]
        for row in (value, nearest)
    ]
    # the next cells start where each other starts: one column's, not a box's and a label's
    return any(abs(a.x0 - b.x0) < value.height for a in beside[0] for b in beside[1])


def _alike(cell: Segment, value: Segment) -> bool:
    """Another cell's words of about the value's size, no label's (nor a form's next box's
    capitals, "UNIT", "LEASE START"): the rows' other names."""
    near = abs(cell.height - value.height) < 0.5 * value.height
    return near and not a_label(cell.text) and not cell.text.isupper()


def _names_stacked(segments: list[Segment], value: Segment, deep: int = NAMES_STACKED) -> bool:
    """Names line after line under this one: a log's column of dogs or owners (a box holds a
    name, then an address, with figures, or the next label)."""
    last = value
    for _ in range(deep):
        below = [
            s
            for s in segments
            if s is not last and 0 <= s.y0 - last.y1 < 2.5 * value.height and shares_width(s, last)
        ]
        last_one = min(below, key=lambda s: s.y0) if below else None
        if last_one is None or a_label(last_one.text) or any(c.isdigit() for c in last_one.text):
            return False
        last = last_one
    return True


FAR_BESIDE = 4  # label heights between a label and a value on its row: a column apart


def in_another_box(segments: list[Segment], value: Segment, label: Segment) -> bool:
    """Words far right on a label's row, just under another label: that one's value ("Chien /
    Dog" taken for the dog's label, the maker under "Fabricant / Manufacturer" beside it)."""
    if value.x0 - label.x1 < FAR_BESIDE * label.height:
        return False  # close beside its label, the value is the label's
    return any(
        s is not label
        and s.x0 > label.x1
        and 0 <= value.y0 - s.y1 < 2 * s.height
        and s.height < 1.5 * value.height  # a box's small label, never a page's title
        and abs(value.x0 - s.x0) < 4 * s.height
        and a_label(s.text)
        and s.confidence >= SURE
        and not _followed(segments, s)
        for s in segments
    )


def _followed(segments: list[Segment], label: Segment) -> bool:
    """Words just after a label on its row ("Dr." then "Grant Tanaka"): it heads no box."""
    return any(
        same_row(label, s) and 0 <= s.x0 - label.x1 < 2 * label.height and not a_label(s.text)
        for s in segments
    )


def _kind(text: str) -> tuple[bool, bool]:
    """A date, even one misread ("4 15/24"), or figures."""
    return bool(DATE_SHAPE.search(text) or _DATEISH.search(text)), any(c.isdigit() for c in text)


_DATEISH = re.compile(r"\d\s*/\s*\d+\s*/\s*\d|\d\s+\d+/\d")
