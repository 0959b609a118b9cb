"""A table's column heading, not a box's label: which row under it is ours is not the
heading's to say (the row naming rabies says it, layout/history.py)."""

from __future__ import annotations

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import DATE_SHAPE
from doglicense.office.documents.layout.beside import a_label


def heads_column(segments: list[Segment], value: Segment) -> bool:
    """The label heads a column of values, `value` the first under it: more values of its kind
    just below it."""
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
        and 0 <= s.y0 - value.y1 < COLUMN * value.height
        and s.x0 < value.x1
        and value.x0 < s.x1
        and s.text.strip(" -–—_.")  # an empty cell's dash: the column goes on under it
    ]
    nearest = min(below, key=lambda s: s.y0) if below else None
    return (
        nearest is not None
        and any(c.isdigit() for c in value.text)  # a column of dates or codes; a name has a box
        and not a_label(nearest.text)
        and _kind(nearest.text) == _kind(value.text)
    )


def _kind(text: str) -> tuple[bool, bool]:
    return bool(DATE_SHAPE.search(text)), any(c.isdigit() for c in text)
