"""Where the shot was given, written in the rabies row's note ("given at Oswego County SPCA") on a
paper that names another practice too: a referral form's referring practice, whose own
vaccination table notes the shot the dog had before it came to the practice."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.beside import one_run, same_row
from doglicense.office.documents.layout.rows import names_rabies
from doglicense.office.documents.names.practices import clinic_name

_GIVEN_AT = re.compile(
    r"^(?P<lead>(?:\S+ )*?)(?:given|administered|vaccinated) at (?=(?-i:[A-Z]))", re.I
)


def given_at(segments: list[Segment]) -> list[Segment]:
    """The page, a note of the place in the rabies row (or in a line naming rabies) written as
    the clinic's box ("Clinic: Oswego County SPCA"), its words' certainty kept. Beside a
    practice's label elsewhere that names another place, neither is proposed (the labels
    disagree); where the note names the same practice, both say it."""
    rabies = [s for s in segments if names_rabies(s.text)]
    segments = _rows_places(segments)
    out = []
    for segment in segments:
        found = _GIVEN_AT.match(segment.text)
        place = segment.text[found.end() :] if found else ""
        # never a time: "RABIES VACCINATION GIVEN AT RELEASE" (an impound's redemption form)
        if (
            found is None
            or not any(same_row(r, segment) for r in rabies)
            or clinic_name(place) is None
        ):
            out.append(segment)
            continue
        words = len(segment.text[: found.end()].split())
        certainty = (1.0, *segment.certainty[words:])
        out.append(
            Segment(f"Clinic: {place}", segment.x0, segment.y0, segment.x1, segment.y1, certainty)
        )
    return out


# A table's row of its own for the place: "Rabies given at | Taft Road Pet Hospital".
_ROW_GIVEN_AT = re.compile(r"^\W*rabies (?:vaccine )?(?:given|administered) at\W*$", re.I)


def _rows_places(segments: list[Segment]) -> list[Segment]:
    """The page, a row naming where the rabies shot was given and the place in the row's next
    cell written as one run ("Rabies given at Taft Road Pet Hospital")."""
    out = list(segments)
    for head in segments:
        if not _ROW_GIVEN_AT.match(head.text):
            continue
        after = [s for s in out if s.x0 > head.x1 and same_row(head, s)]
        if not after:
            continue
        place = min(after, key=lambda s: s.x0)
        out = [one_run(head, place) if s is head else s for s in out if s is not place]
    return out
