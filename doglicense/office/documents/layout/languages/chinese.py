"""A receipt from a clinic that prints Chinese beside English ("接种日期 Date given  2024/09/08",
a Flushing animal hospital's): each run cut where its Chinese stands, so its English label and
its value are read as any English page's; a date written the Chinese way ("2024年9月8日") is
kept as the same date in figures, year first, as the page's other dates are written. Where OCR
read the Chinese before a label as a word of letters it is unsure of ("SP Client" for 客户
Client), that word is no part of the label."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import LABEL_OF, LABEL_WORDS
from doglicense.office.documents.layout.boxes.separated import cut_at
from doglicense.office.documents.layout.roles import bare_label

# Chinese, Japanese and Korean letters and their full-width punctuation, with the spaces round them.
_HAN = re.compile(
    r"\s*[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]+\s*"
)
_HAN_DATE = re.compile(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日")


UNSURE_WORD = 0.5  # a word read this unsure before a label: letters made of another script


def without_chinese(segments: list[Segment]) -> list[Segment]:
    """The page's runs with their Chinese taken out, a run cut where it stood."""
    if not any(_HAN.search(s.text) for s in segments):
        return [_label_alone(s) for s in segments]
    return [part for s in segments for part in cut_at(_dated(s), _HAN)]


def _label_alone(segment: Segment) -> Segment:
    """ "SP Client" read for 客户 Client: the label without the unsure word before it."""
    first, _, rest = segment.text.partition(" ")
    if not rest or segment.certainty[0] >= UNSURE_WORD:
        return segment
    # a few letters, no word of a label's ("Date VACCINATED" misread) and no tick ("[X] Dog")
    if not first.isalpha() or len(first) > 5 or first.lower() in LABEL_WORDS:
        return segment
    if not any(bare_label(rest, key) or LABEL_OF[key].match(rest) for key in LABEL_OF):
        return segment
    part = segment.part(len(first) + 1, len(segment.text))
    return Segment(rest, part.x0, part.y0, part.x1, part.y1, segment.certainty[1:])


def _dated(segment: Segment) -> Segment:
    """ "2024年9月8日" written "2024-09-08 " (as long, so the run's words stay where they stand)."""
    text = _HAN_DATE.sub(_figures, segment.text)
    if text == segment.text:
        return segment
    return Segment(text, segment.x0, segment.y0, segment.x1, segment.y1, segment.certainty)


def _figures(match: re.Match[str]) -> str:
    year, month, day = match.groups()
    return f"{year}-{int(month):02d}-{int(day):02d}".ljust(len(match[0]))
