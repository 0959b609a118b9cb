"""A date or code a pen wrote with a gap, read again as one line where its words were disputed.

Tesseract splits '8/24 /25' at the pen's gap into two words; each word holding a figure is read
again alone (certificate_text's second reading), and '/25' alone is no code the re-reading can
agree on, so the whole date stays unsure. Here such a run of words is cut out as one line and
read twice more (a line of any characters, a line of a code's characters only): when both read
exactly what the page's reading joined says, its words are as sure as a code two readings agree on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Word = tuple[str, tuple[int, int, int, int], float]  # text, box, certainty: one OCR word
LineReader = Callable[[Any, bool], str]  # a line's picture, codes only? -> what it reads

AGREED = 0.85  # as sure as a code two readings agree on (tesseract.CODE_AGREED)
_SURE = 0.8  # certificate_words.SURE: a word read this sure needs nothing more
_GAP = 1.6  # letter heights: a wider gap parts two values (certificate_text's runs)


def mend_split_figures(page: Any, lines: list[list[Word]], read: LineReader) -> None:
    """Each run of two or more words with figures, side by side on a line, one of them unsure,
    read again as one line; its words made sure when both readings agree with it."""
    for line in lines:
        for start, end in _runs(line):
            run = line[start:end]
            if all(certainty >= _SURE for _, _, certainty in run):
                continue
            joined = "".join(text for text, _, _ in run)
            picture = _cut(page, run)
            if all(_bare(read(picture, codes)) == _bare(joined) for codes in (False, True)):
                line[start:end] = [(t, box, max(c, AGREED)) for t, box, c in run]


def _runs(line: list[Word]) -> list[tuple[int, int]]:
    """Where two or more neighbouring words each hold a figure, a gap under _GAP apart."""
    found, start = [], 0
    for index in range(len(line) + 1):
        if index < len(line) and _figured(line[index]):
            if index > start and not _apart(line[index - 1], line[index]):
                continue  # the run goes on
            if index - start >= 2:
                found.append((start, index))
            start = index
            continue
        if index - start >= 2:
            found.append((start, index))
        start = index + 1
    return found


def _figured(word: Word) -> bool:
    return any(c.isdigit() for c in word[0])


def _apart(left: Word, right: Word) -> bool:
    height = max(left[1][3] - left[1][1], right[1][3] - right[1][1])
    return right[1][0] - left[1][2] > _GAP * height


def _cut(page: Any, run: list[Word]) -> Any:
    """The run's words and a margin of a third of their height, drawn twice as large."""
    from PIL import Image

    x0, y0 = min(w[1][0] for w in run), min(w[1][1] for w in run)
    x1, y1 = max(w[1][2] for w in run), max(w[1][3] for w in run)
    pad = (y1 - y0) // 3 + 2
    # Within the page: Pillow fills a crop past its edge with black, which reads as ink.
    cut = page.crop(
        (max(0, x0 - pad), max(0, y0 - pad), min(page.width, x1 + pad), min(page.height, y1 + pad))
    )
    return cut.resize((cut.width * 2, cut.height * 2), Image.Resampling.LANCZOS)


def _bare(text: str) -> str:
    """Spaces aside (the gap is the pen's), a stop or comma at either end aside."""
    return "".join(text.split()).strip(".,;:()|").upper()
