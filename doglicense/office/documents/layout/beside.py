"""Where a value stands beside its label: on the label's row; a line off it, where a drifting
printer put it; far right of a small label, in a form's column of values (decision 0061); or
typed over the label itself (0062)."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import (
    BESIDE,
    LABEL_OF,
    LABEL_START,
    is_box_label,
    only_label_words,
)
from doglicense.office.documents.layout.roles import bare_label


def same_row(a: Segment, b: Segment) -> bool:
    middle = (b.y0 + b.y1) / 2
    if a.y0 - 0.2 * a.height <= middle <= a.y1 + 0.2 * a.height:
        return True
    # A value written larger than its small printed label, on the same line, has its middle
    # above the label's: on one row the two share most of the shorter one's height.
    shared = min(a.y1, b.y1) - max(a.y0, b.y0)
    return shared >= 0.6 * min(a.height, b.height)


def one_run(first: Segment, then: Segment) -> Segment:
    """Two runs on one row read as one, the first's words before the other's: a title and the
    name after it, a row's "Rabies given at" and its place."""
    return Segment(
        f"{first.text.strip()} {then.text}",
        first.x0,
        min(first.y0, then.y0),
        then.x1,
        max(first.y1, then.y1),
        (*first.certainty, *then.certainty),
    )


def a_label(text: str) -> bool:
    """Another box's label, not a value: a blank box's neighbour is never read as its value."""
    if is_box_label(text) or bool(LABEL_START.match(text)) or only_label_words(text):
        return True
    if re.search(r"\w\s+(?:ID|#)$", text.strip(" :")):  # "Rescue ID", "Microchip #": a number's
        return True
    # a bilingual form's label, its English after a slash ("Teléfono / Phone")
    if " / " in text and only_label_words(text.rsplit(" / ", 1)[1]):
        return True
    return any(bare_label(text, key) for key in LABEL_OF)  # "Revaccination Due" beside


FAR = 2 * BESIDE


def value_column(segments: list[Segment], value: Segment) -> bool:
    """Words starting where this one starts, on three rows or more, each row with words to
    the left of them: a form's column of values, each beside its label."""
    rows = [
        s
        for s in segments
        if abs(s.x0 - value.x0) < 0.5 * value.height
        and any(same_row(s, t) and t.x1 < s.x0 for t in segments)
    ]
    return len(rows) >= 3


def drifted(segments: list[Segment], label: Segment, value: Segment) -> bool:
    """A value printed onto a form off its line, by a printer that drifts: it starts where its
    label ends, less than a line above or below, and stands beside or under no other label."""
    line = max(label.height, value.height)
    # where the label ends, never under the label itself (a table's column below its heading)
    if same_row(label, value) or not -0.5 <= (value.x0 - label.x1) / label.height <= 2:
        return False
    if abs((value.y0 + value.y1) - (label.y0 + label.y1)) / 2 > 1.5 * line:
        return False
    return not any(
        other is not label and other is not value and a_label(other.text) and _claims(other, value)
        for other in segments
    )


def shares_width(a: Segment, b: Segment) -> bool:
    """One above the other: the two share some of their width (a column's cells)."""
    return a.x0 < b.x1 and b.x0 < a.x1


def over(label: Segment, value: Segment) -> bool:
    """A value typed over its label, by a typewriter or a printer off the form's lines: it
    starts inside the label, after its first letter (two runs of a PDF's text overlapping;
    OCR's runs never do), in print of its size (a stamp over a label is no value)."""
    inside = label.x0 + 0.5 * label.height < value.x0 < label.x1
    return inside and same_row(label, value) and value.height < 2 * label.height


def beside(label: Segment, value: Segment) -> bool:
    """The value on the label's row, after it and within its reach."""
    return same_row(label, value) and 0 <= value.x0 - label.x1 < BESIDE * label.height


def beside_another(segments: list[Segment], label: Segment, value: Segment) -> bool:
    """The value stands on another label's row just after it ("Black" beside "Color", a pen
    writing it a little above the line, under "Dog's name"): that label's value."""
    return any(
        other is not label and other is not value and beside(other, value) and a_label(other.text)
        for other in segments
    )


def _claims(label: Segment, value: Segment) -> bool:
    """The value stands where this label's would: beside it on its row, or under it."""
    if same_row(label, value):
        return beside(label, value)
    under = 0 <= value.y0 - label.y1 < 3 * label.height
    return under and abs(value.x0 - label.x0) < 4 * label.height


def off_line(segments: list[Segment], label: Segment) -> Segment | None:
    """A value where nothing stands beside or under its label: printed a line off it by a
    drifting printer, or far right of a small label in a form's column of values."""
    beside = [s for s in segments if s is not label and drifted(segments, label, s)]
    nearest = min(beside, key=lambda s: s.x0) if beside else far_beside(segments, label)
    return None if nearest is None or a_label(nearest.text) else nearest


def far_beside(segments: list[Segment], label: Segment, table: bool = False) -> Segment | None:
    """The value far right of a small label on its row, in a column of values; with `table`,
    only in a table of labels and values ("Patient ........ Biscuit"), the label's column and
    the value's aligned on three rows or more. None when a label stands there."""
    farther = [
        s
        for s in segments
        if s is not label
        and same_row(label, s)
        and 0 <= s.x0 - label.x1 < FAR * max(label.height, s.height)
    ]
    nearest = min(farther, key=lambda s: s.x0) if farther else None
    if nearest is None or a_label(nearest.text) or not value_column(segments, nearest):
        return None
    return nearest if not table or _table(segments, label, nearest) else None


def _table(segments: list[Segment], label: Segment, value: Segment) -> bool:
    """Three rows or more each starting where the label starts, their next words where the
    value starts: a table's column of labels and its column of values."""
    rows = [
        s
        for s in segments
        if abs(s.x0 - value.x0) < 0.5 * value.height
        and any(
            same_row(s, t) and t.x1 < s.x0 and abs(t.x0 - label.x0) < 0.5 * label.height
            for t in segments
        )
    ]
    return len(rows) >= 3
