"""A receipt from a clinic that prints Chinese beside English ("接种日期 Date given  2024/09/08",
a Flushing animal hospital's): each run cut where its Chinese stands, so its English label and
its value are read as any English page's. So is a Korean hospital's certificate: a label in
Korean over its English is one label, as tall as both; a section's English heading ("1. 소유자
Owner") stands where its number does; a name romanised in brackets after its Hangul is the
name. A date written the Chinese way ("2024年9月8日") is kept as the same date in figures, year
first, as the page's other dates are written. Where OCR read the Chinese before a label as a
word of letters it is unsure of ("SP Client" for 客户 Client), that word is no part of the
label."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import LABEL_OF, LABEL_WORDS
from doglicense.office.documents.layout.boxes.separated import cut_at, part_of
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
    segments = _stacked(segments)
    parts = [part for s in segments for part in _numbered(cut_at(_dated(s), _HAN))]
    return [_unbracketed(part) for part in parts]


_BRACKETED = re.compile(r"^\(([A-Za-z][^()]*)\)$")


def _unbracketed(part: Segment) -> Segment:
    """A name's romanisation in brackets after its Korean or Chinese ("한소희 (Han So-hee)",
    "튼튼동물병원 (Teunteun Animal Hospital)"): the name, once the letters before it are out."""
    if _BRACKETED.match(part.text.strip()) is None:
        return part
    return part_of(part, part.text.index("(") + 1, part.text.rindex(")"))


def _stacked(segments: list[Segment]) -> list[Segment]:
    """A label printed in Korean over its English ("성명" over "Name"), its value beside the
    two, level with neither: the English label's box spans both lines, as the label does."""
    grown = []
    for segment in segments:
        over = next((s for s in segments if _over(s, segment)), None)
        if over is not None:
            segment = Segment(
                segment.text, segment.x0, over.y0, segment.x1, segment.y1, segment.certainty
            )
        grown.append(segment)
    return grown


def _over(line: Segment, label: Segment) -> bool:
    """`line` is all Chinese, Japanese or Korean, printed just over `label` and starting where
    it starts, and `label` is a few words with none of those letters."""
    if _HAN.fullmatch(line.text) is None or _HAN.search(label.text) or len(label.text.split()) > 3:
        return False
    height = max(line.height, label.height)
    return 0 <= label.y0 - line.y1 < 0.6 * height and abs(label.x0 - line.x0) < height


_NUMBER = re.compile(r"^\d{1,2}[.)]$")  # a section's number: "1. 소유자 Owner"


def _numbered(parts: list[Segment]) -> list[Segment]:
    """A section's English heading, Korean between it and its number ("1. 소유자 Owner"), as
    the heading alone where the number stands: the heading names the "Name" box under it, which
    starts where the number does (layout/boxes/sections.py)."""
    if len(parts) < 2 or not _NUMBER.match(parts[0].text.strip()):
        return parts
    number, heading = parts[0], parts[1]
    joined = Segment(
        heading.text.strip(),
        number.x0,
        min(number.y0, heading.y0),
        heading.x1,
        max(number.y1, heading.y1),
        heading.certainty,
    )
    return [joined, *parts[2:]]


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
    return part_of(segment, len(first) + 1, len(segment.text))


def _dated(segment: Segment) -> Segment:
    """ "2024年9月8日" written "2024-09-08 " (as long, so the run's words stay where they stand)."""
    text = _HAN_DATE.sub(_figures, segment.text)
    if text == segment.text:
        return segment
    return Segment(text, segment.x0, segment.y0, segment.x1, segment.y1, segment.certainty)


def _figures(match: re.Match[str]) -> str:
    year, month, day = match.groups()
    return f"{year}-{int(month):02d}-{int(day):02d}".ljust(len(match[0]))
