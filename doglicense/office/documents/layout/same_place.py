"""Where two OCR engines read the same place: what each holds there, letter for letter.

The second engine's lines and Tesseract's words do not break at the same places (RapidOCR runs
words together), so they are compared by place, and by their letters and figures alone, case,
spaces and signs aside.
"""

from __future__ import annotations

import re
import unicodedata

from doglicense.office.documents.certificate_text import Segment


def overlap(a: Segment, b: Segment) -> bool:
    return a.x0 < b.x1 and b.x0 < a.x1 and a.y0 < b.y1 and b.y0 < a.y1


NAMES = ("owner", "dog", "veterinarian", "clinic")


def place(segment: Segment) -> tuple[float, float]:
    """Left to right, then top to bottom: the order a line's words are joined in."""
    return segment.x0, segment.y0


def disputed(name: str | None, first: list[Segment], second: list[Segment]) -> bool:
    """A name in Tesseract's words where the second engine's lines at the same place hold
    other letters (case, spaces and signs aside: the second engine runs words together)."""
    wanted = _characters(name or "")
    for segment in first:
        if wanted and wanted in _characters(segment.text):
            there = sorted((line for line in second if overlap(segment, line)), key=place)
            if there and wanted not in _characters("".join(line.text for line in there)):
                return True
    return False


def read_alike(code: str, second: list[Segment], first: list[Segment]) -> bool:
    """A code of the second engine's reading that Tesseract's words at the same place hold
    too, every character alike (case, spaces and signs aside), however unsure Tesseract was."""
    wanted = _characters(code)
    for line in second:
        if wanted and wanted in _characters(line.text):
            there = sorted((s for s in first if overlap(line, s)), key=place)
            if wanted in _characters("".join(s.text for s in there)):
                return True
    return False


def _characters(text: str) -> str:
    """Letters and figures, accents aside: one engine reads 'José', the other 'Jose'."""
    bare = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in bare if c.isalnum() and not unicodedata.combining(c))


def code_box(
    code: str, first: list[Segment], bottom: float
) -> tuple[float, float, float, float] | None:
    """Where a code stands in the run of Tesseract's words that holds it (by its characters'
    share of the run's width, a character more either side: a share is no exact place), above
    `bottom`; None where no run holds it as written. A run the code starts is its box before a
    sentence that names it ("Patient: Sadie (Australian Shepherd)" before "for Sadie's visit")."""
    whole = re.compile(rf"(?<![\w]){re.escape(code)}(?![\w'’])")
    found = []
    for segment in first:
        match = whole.search(segment.text)
        start = match.start() if match else segment.text.find(code)  # glued to its label
        if start < 0 or segment.y1 > bottom:
            continue
        found.append((match is None, start > 0, start, segment))
    if not found:
        return None
    *_, start, segment = min(found, key=lambda f: f[:2])
    part = segment.part(start, start + len(code))
    width = (part.x1 - part.x0) / len(code)
    return part.x0 - width, part.y0, part.x1 + width, part.y1
