"""A form's printed choices: "Doctor  Dr. Priya Castellano / Dr. Desmond Underhill / Dr. Conrad
Vanderbeek" stacked beside the label, one of them ticked by pen. The first of them is no answer:
which one the pen chose, the words do not say."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment

_DOCTOR = re.compile(r"\s*(?:dr\b\.?|doctor\b)\s*\S", re.I)


def one_of_listed(words: list[Segment], value: Segment) -> bool:
    """A doctor's name with another doctor's printed just over or under it, in its column."""
    if not _DOCTOR.match(value.text):
        return False
    return any(
        other is not value
        and _DOCTOR.match(other.text)
        and abs(other.x0 - value.x0) < value.height
        and (
            0 <= other.y0 - value.y1 < 2 * value.height
            or 0 <= value.y0 - other.y1 < 2 * value.height
        )
        for other in words
    )
