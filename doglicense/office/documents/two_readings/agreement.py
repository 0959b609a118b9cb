"""Where the two engines agree: a line of the second engine's whose figures Tesseract's words at
the same place hold too (decision 0057, a pen's letters for figures 0060), and a date Tesseract
read where the second engine reads another."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import SURE, dates_in
from doglicense.office.documents.layout import pen_figures
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
    """A date Tesseract read where the second engine reads another date, and none the same."""
    for segment in first:
        if day in dates_in(segment.text):
            there = [d for s in second if overlap(segment, s) for d in dates_in(s.text)]
            if there and day not in there:
                return True
    return False


def digits(text: str) -> str:
    return "".join(c for c in text if c.isdigit())
