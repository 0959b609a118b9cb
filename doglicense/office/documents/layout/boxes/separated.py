"""A printed line of several fields parted by a middle dot or a bullet ("Certificate issued · Tag
no. 933468"): each part its own words, so a label after the mark starts its own, as it would
on a line of its own. A colon or a dotted leader standing alone between a label and its value (a
permit's "RABIES VACC DATE  :  04/26/24") is the label's, no value; so is a dotted line read as
letters."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import SURE, dates_in
from doglicense.office.documents.layout.rows import names_rabies

# A middle dot or a bullet between fields; a dotted leader between a label and its value, read
# as one run with them ("RABIES VACC DATE ....... 01/22/26").
_MARK = re.compile(r"\s+[·•]\s+|\s*(?:\.{3,}|…+)\s*")


# A semicolon before a tag's label in a note naming no date and no shot: a referral's line under
# its rabies row, "by Dr. Aurelie Brightwater; tag C756-93". Never a record's sentence ("Rabies 1
# year vaccine, given July 19, 2024, lot 624MS28; tag AR23131."): it is read whole.
_BEFORE_TAG = re.compile(r";\s+(?=[Tt]ag\b)")


_LEADER = re.compile(r"\s*(?::|\.{2,}|…+)\s*")


def separated(segments: list[Segment]) -> list[Segment]:
    """Every segment cut at its marks; those without one as they were read; a label's colon or
    leader alone left out, and so is a leader read as letters."""
    flat = _flat_height(segments)
    return [
        part
        for s in segments
        if not _LEADER.fullmatch(s.text) and not (s.y1 - s.y0 < flat and max(s.certainty) < 0.3)
        for piece in cut_at(s, _MARK)
        for part in ([piece] if _a_sentence(piece.text) else cut_at(piece, _BEFORE_TAG))
    ]


def _a_sentence(text: str) -> bool:
    """A record's sentence about the shot: it names rabies or a date."""
    return names_rabies(text) or bool(dates_in(text))


def _flat_height(segments: list[Segment]) -> float:
    """A third of the page's usual line height: a run so flat, read unsure, is a dotted leader
    or a rule read as letters ("wees eenee" between "VACCINATING VET" and its doctor)."""
    heights = sorted(s.y1 - s.y0 for s in segments)
    return heights[len(heights) // 2] / 3 if heights else 0.0


def cut_at(segment: Segment, mark: re.Pattern[str]) -> list[Segment]:
    """The segment's parts between the places `mark` matches, each where it stands."""
    text = segment.text
    marks = list(mark.finditer(text))
    if not marks:
        return [segment]
    parts, start = [], 0
    for end, after in [(m.start(), m.end()) for m in marks] + [(len(text), len(text))]:
        if end > start:
            parts.append(part_of(segment, start, end))
        start = after
    return parts


def part_of(segment: Segment, start: int, end: int) -> Segment:
    """Characters start..end, with their own words' certainty."""
    first = len(segment.text[:start].split())
    count = len(segment.text[start:end].split())
    whole = segment.part(start, end)
    certainty = segment.certainty[first : first + count] or (segment.confidence,)
    return Segment(whole.text, whole.x0, whole.y0, whole.x1, whole.y1, certainty)


def lettered(segments: list[Segment]) -> list[Segment]:
    """The words that are letters: a dotted line or a rule read as words ('nee ene cee') is
    a few pixels tall and unsure, and standing beside a label it is taken for its value. Nor is
    a watermark drawn across the page ("CLIENT COPY", "DUPLICATE") any box's value."""
    sure = sorted(s.height for s in segments if s.confidence >= SURE)
    if not sure:
        return segments
    line = sure[len(sure) // 2]
    return [
        s
        for s in segments
        if (s.confidence >= SURE or s.height >= FLAT * line) and s.height < ACROSS * line
    ]


FLAT = 0.3  # of a line of letters' height: a row of dots, not words
ACROSS = 12  # lines of letters' height: a watermark's words, drawn across the page
