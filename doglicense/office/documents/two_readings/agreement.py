"""Where the two engines agree: a line of the second engine's whose figures Tesseract's words at
the same place hold too (decision 0057, a pen's letters for figures 0060), and a date Tesseract
read where the second engine reads another."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import (
    DATE_SHAPE,
    SURE,
    TAG_SHAPE,
    code_of,
    date_of,
    dates_in,
)
from doglicense.office.documents.layout.figures import pen as pen_figures
from doglicense.office.documents.layout.label_layout import labelled
from doglicense.office.documents.layout.same_place import overlap, place

UNSURE = 0.0  # a date only one engine saw: never proposed


def agreed(second: list[Segment], first: list[Segment]) -> list[Segment]:
    """The second engine's words, each line with a figure in it (a date, a duration, a
    product's years) sure only when Tesseract's words at the same place hold the same figures,
    however unsure Tesseract was of them; else never sure. A line without figures keeps its
    score (a label: where a value stands, not what it is)."""
    kept = []
    for line in second:
        figures = digits(line.text)
        if not figures:
            kept.append(line)
            continue
        there = sorted((s for s in first if overlap(line, s)), key=place)
        alike = pen_figures.alike(figures, "".join(pen_figures.figures(s.text) for s in there))
        sure = tuple(max(c, SURE) if alike else UNSURE for c in line.certainty)
        kept.append(replace(line, certainty=sure))
    return kept


def contradicted(day: date, first: list[Segment], second: list[Segment]) -> bool:
    """A date Tesseract read where the second engine reads other figures, and none the same."""
    return read_otherwise(day, first, second) is not None


def read_otherwise(day: date, first: list[Segment], second: list[Segment]) -> date | None:
    """The date the second engine reads where Tesseract read `day` and the second reads other
    figures there, and none the same: at the date's own place in Tesseract's run of words (a
    letter's sentence holds two dates), a stop put among the same figures no other date
    ('06/2.6/2027'). None where it agrees or reads no date there."""
    for segment in first:
        for match in DATE_SHAPE.finditer(segment.text):
            if date_of(match) != day:
                continue
            where = segment.part(match.start(), match.end())
            there = [s for s in second if overlap(where, s) and dates_in(s.text)]
            figures = digits(match.group(0))
            if there and not any(
                day in dates_in(s.text) or digits(s.text) == figures for s in there
            ):
                return dates_in(there[0].text)[0]
    return None


def digits(text: str) -> str:
    return "".join(c for c in text if c.isdigit())


def several_tags(first: list[Segment]) -> bool:
    """Tesseract's words label two tags that differ (a record's visits, this year's shot and an
    earlier one's): which is the shot's, the second engine's reading of one cannot say."""
    codes = {code_of(f.text, TAG_SHAPE) for f in labelled(first, "tag")}
    return len(codes - {None}) > 1
