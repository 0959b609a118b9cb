"""A form's printed choices: "Doctor  Dr. Priya Castellano / Dr. Desmond Underhill / Dr. Conrad
Vanderbeek" stacked beside the label, one of them ticked by pen. The first of them is no answer:
which one the pen chose, the words do not say."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment

# "Dr." at a line's head, after at most a tick box read as a few marks ("val Dr. …", "[ Dr. …")
_DOCTOR = re.compile(r"^.{0,5}?\b(?P<title>dr\b\.?|doctor\b)\s*\S", re.I)


def one_of_listed(words: list[Segment], value: Segment) -> bool:
    """A doctor's name with another doctor's printed just over or under it, in its column."""
    here = _doctor_at(value)
    if here is None:
        return False
    return any(
        other is not value
        and (there := _doctor_at(other)) is not None
        and abs(there - here) < value.height
        and (
            0 <= other.y0 - value.y1 < 2 * value.height
            or 0 <= value.y0 - other.y1 < 2 * value.height
        )
        for other in words
    )


def _doctor_at(segment: Segment) -> float | None:
    """Where the segment's "Dr." stands across the page, its letters taken as equally wide."""
    doctor = _DOCTOR.match(segment.text)
    if doctor is None:
        return None
    index = doctor.start("title")
    return segment.x0 + index / max(1, len(segment.text)) * (segment.x1 - segment.x0)
