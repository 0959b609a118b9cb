"""Words one engine misread, taken from the other's reading at the same place (decision 0065):
a date whose month Tesseract misspelt ('21 Jume 2025') as the second engine spells it ('21 June
2025'), where both read every figure alike and the misspelt month is nearer that month than any
other; and a label the second engine misread ('iun pia' for "Valid until") as Tesseract reads
it, so that a column's heading is not taken for the value beside it."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from difflib import SequenceMatcher

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import DATE_SHAPE, MONTHS, SURE, dates_in
from doglicense.office.documents.layout.beside import a_label
from doglicense.office.documents.layout.figures import pen as pen_figures
from doglicense.office.documents.layout.same_place import overlap, place
from doglicense.office.documents.two_readings.agreement import digits

# A written date whose month word is no month: "21 Jume 2025", "Jume 21, 2025", "21-Jnu-2025".
MISSPELT = re.compile(
    r"\b\d{1,2}[\s.,-]+(?P<a>[A-Za-z]{3,9})\.?[\s.,-]+\d{4}\b"
    r"|\b(?P<b>[A-Za-z]{3,9})\.?[\s.,-]+\d{1,2}[\s.,-]+\d{4}\b"
)

NAMES = (
    *("january", "february", "march", "april", "may", "june", "july", "august", "september"),
    *("october", "november", "december", "enero", "febrero", "marzo", "abril", "mayo"),
    *("junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"),
)
SPELLINGS = {name: (n % 12) + 1 for n, name in enumerate(NAMES)} | MONTHS


def mended(first: list[Segment], second: list[Segment]) -> list[Segment]:
    """Tesseract's words, each date whose month it misspelt spelt as the second engine reads
    it, sure; every other word as Tesseract read it."""
    return [_spelt(segment, second) or segment for segment in first]


def relabelled(second: list[Segment], first: list[Segment]) -> list[Segment]:
    """The second engine's words, a label it misread ('iun pia' for "Valid until") as
    Tesseract reads it at the same place: where a column's heading stands, not a value."""
    kept = []
    for line in second:
        there = sorted((s for s in first if overlap(line, s)), key=place)
        text = " ".join(s.text for s in there)
        if there and _same_extent(line, there) and _misread(line.text, text):
            line = replace(line, text=text, certainty=tuple(c for s in there for c in s.certainty))
        kept.append(line)
    return kept


def unread_there(day: date, first: list[Segment], second: list[Segment]) -> bool:
    """Where the second engine reads this date, Tesseract reads no figures (a stamp's ink) or
    the same ones, if only their start ('11 DEC 20'); never others ('4/A3/2025', a 13th, where
    the second engine reads 4/14/2025)."""
    for line in second:
        if day in dates_in(line.text):
            there = " ".join(pen_figures.mended(s.text) for s in first if overlap(line, s))
            ours, theirs = re.findall(r"\d+", line.text), re.findall(r"[\dA]+", there)
            if len(theirs) > len(ours) or not all(
                pen_figures.alike(o[: len(t)], t) for t, o in zip(theirs, ours, strict=False)
            ):
                return False
    return True


def _same_extent(line: Segment, there: list[Segment]) -> bool:
    """One run of words read by both: neither reading holds words the other does not."""
    x0, x1 = min(s.x0 for s in there), max(s.x1 for s in there)
    return min(x1, line.x1) - max(x0, line.x0) >= 0.8 * max(x1 - x0, line.x1 - line.x0)


def _misread(second: str, first: str) -> bool:
    """The second engine's words other words than Tesseract's label at the same place, not the
    same label spelt a letter or a space otherwise ('Telefono/Phone')."""
    if any(c.isdigit() for c in second) or a_label(second) or not a_label(first):
        return False
    theirs, ours = ("".join(c for c in t.lower() if c.isalpha()) for t in (second, first))
    return SequenceMatcher(None, theirs, ours).ratio() < 0.6


def _spelt(segment: Segment, second: list[Segment]) -> Segment | None:
    match = MISSPELT.search(segment.text)
    if match is None or dates_in(match.group()):
        return None
    there = [line for line in second if overlap(segment, line)]
    read = [m for line in there for m in DATE_SHAPE.finditer(line.text) if dates_in(m.group())]
    if len(read) != 1:
        return None
    spelt = read[0]
    word = spelt.group("mn") or spelt.group("mm") or spelt.group("ms")
    if word is None or digits(spelt.group()) != digits(match.group()):
        return None
    if nearest_month(match.group("a") or match.group("b")) != SPELLINGS.get(word[:3].lower()):
        return None
    start, end = match.span()
    text = segment.text[:start] + spelt.group() + segment.text[end:]
    before = len(segment.text[:start].split())
    date_words = len(spelt.group().split())
    old = segment.certainty
    certainty = old[:before] + (SURE,) * date_words + old[before + len(match.group().split()) :]
    return replace(segment, text=text, certainty=certainty)


def nearest_month(word: str) -> int | None:
    """The month a misspelt month word is nearest, by letters changed; None when two months
    are as near, or none is within a letter of it (two of a long name: 'Septernber')."""
    word = word.lower()
    near: dict[int, int] = {}
    for spelling, month in SPELLINGS.items():
        distance = _changes(word, spelling)
        near[month] = min(distance, near.get(month, distance))
    best = min(near.values())
    months = [month for month, distance in near.items() if distance == best]
    return months[0] if best <= (2 if len(word) >= 7 else 1) and len(months) == 1 else None


def _changes(a: str, b: str) -> int:
    """Letters added, dropped or changed to make a into b (Levenshtein)."""
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (x != y))
    return row[-1]
