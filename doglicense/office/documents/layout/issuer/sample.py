"""A laboratory's report of a blood sample (a rabies titer): its "Submitted by" doctor and the
"Practice" beside it sent the sample; where the page's own column says where the shot was given
("Given at"), they are not the shot's vet and clinic."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.beside import beside, shares_width

_PLACE_GIVEN = re.compile(
    r"^\W*(?:rabies (?:vaccine )?)?(?:given|administered|vaccinated) at\W*$", re.I
)


def shot_placed(words: list[Segment]) -> bool:
    """A heading or a label of its own for where the shot was given, filled or not."""
    return any(_PLACE_GIVEN.match(s.text) for s in words)


def place_given(words: list[Segment], value: Segment) -> bool:
    """The value stands in that place's own column or box: under or beside its label, or is
    it."""
    return any(
        _PLACE_GIVEN.match(s.text)
        and (s is value or (value.y0 >= s.y1 and shares_width(s, value)) or beside(s, value))
        for s in words
    )
