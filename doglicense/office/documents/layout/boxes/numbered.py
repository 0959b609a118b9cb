"""A form's numbered boxes ("7. DATE VACCINATED", "16) RABIES TAG NO."): the box's number is no
part of its label, and a label read with it is read without it."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import LABELS, OTHER_LABELS

# a box's number and its mark (a stop a photo may read as a comma), before a letter: "7. ",
# "16) ", "9, ", a passport's "3.Vaccination date" read without its space; or its stop too
# small for a photo to keep, before a label in capitals ("9 DATE EXPIRES", "6 BREED")
_NUMBER = re.compile(r"^\d{1,2}(?:[a-z]?[.,)] *(?=[A-Za-z])| +(?=[A-Z]{2}))")
# a label at the start of what follows, its value after it or not (another box's too: "BREED")
# a section's "Name" box ("2a. Name" under "Section 2. Dog": layout/boxes/sections.py)
_STARTS = [
    re.compile(rf"(?:{pattern})\b", re.I) for pattern in (*LABELS.values(), OTHER_LABELS, "name$")
]


def unnumbered(segments: list[Segment]) -> list[Segment]:
    """Each numbered label without its number; every other word as it was read."""
    return [_without_number(s) for s in segments]


def _without_number(segment: Segment) -> Segment:
    number = _NUMBER.match(segment.text)
    if number is None:
        return segment
    rest = segment.text[number.end() :]
    if not any(start.match(rest) for start in _STARTS):
        return segment  # "3. Keep this certificate": a numbered line, no box's label
    head = segment.text[: number.end()]
    skipped = len(head.split()) - (not head.endswith(" "))  # "3.Vaccination": one word
    width = (segment.x1 - segment.x0) / max(1, len(segment.text))
    return Segment(
        rest,
        segment.x0 + number.end() * width,
        segment.y0,
        segment.x1,
        segment.y1,
        segment.certainty[skipped:] or segment.certainty,
    )
