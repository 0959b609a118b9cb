"""A receipt from a clinic that prints Chinese beside English ("接种日期 Date given  2024/09/08",
a Flushing animal hospital's): each run cut where its Chinese stands, so its English label and
its value are read as any English page's; a date written the Chinese way ("2024年9月8日") is
kept as the same date in figures, year first, as the page's other dates are written."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.boxes.separated import cut_at

# Chinese, Japanese and Korean letters and their full-width punctuation, with the spaces round them.
_HAN = re.compile(
    r"\s*[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]+\s*"
)
_HAN_DATE = re.compile(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日")


def without_chinese(segments: list[Segment]) -> list[Segment]:
    """The page's runs with their Chinese taken out, a run cut where it stood."""
    if not any(_HAN.search(s.text) for s in segments):
        return segments
    return [part for s in segments for part in cut_at(_dated(s), _HAN)]


def _dated(segment: Segment) -> Segment:
    """ "2024年9月8日" written "2024-09-08 " (as long, so the run's words stay where they stand)."""
    text = _HAN_DATE.sub(_figures, segment.text)
    if text == segment.text:
        return segment
    return Segment(text, segment.x0, segment.y0, segment.x1, segment.y1, segment.certainty)


def _figures(match: re.Match[str]) -> str:
    year, month, day = match.groups()
    return f"{year}-{int(month):02d}-{int(day):02d}".ljust(len(match[0]))
