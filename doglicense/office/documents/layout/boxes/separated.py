"""A printed line of several fields parted by a middle dot or a bullet ("Certificate issued · Tag
no. 933468"): each part its own words, so a label after the mark starts its own, as it would
on a line of its own. A colon or a dotted leader standing alone between a label and its value (a
permit's "RABIES VACC DATE  :  04/26/24") is the label's, no value."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment

_MARK = re.compile(r"\s+[·•]\s+")


_LEADER = re.compile(r"\s*(?::|\.{2,}|…+)\s*")


def separated(segments: list[Segment]) -> list[Segment]:
    """Every segment cut at its marks; those without one as they were read; a label's colon or
    leader alone left out."""
    return [part for s in segments if not _LEADER.fullmatch(s.text) for part in _parts(s)]


def _parts(segment: Segment) -> list[Segment]:
    text = segment.text
    marks = list(_MARK.finditer(text))
    if not marks:
        return [segment]
    parts, start = [], 0
    for end, after in [(m.start(), m.end()) for m in marks] + [(len(text), len(text))]:
        if end > start:
            parts.append(_part(segment, start, end))
        start = after
    return parts


def _part(segment: Segment, start: int, end: int) -> Segment:
    """Characters start..end, with their own words' certainty."""
    first = len(segment.text[:start].split())
    count = len(segment.text[start:end].split())
    whole = segment.part(start, end)
    certainty = segment.certainty[first : first + count] or (segment.confidence,)
    return Segment(whole.text, whole.x0, whole.y0, whole.x1, whole.y1, certainty)
