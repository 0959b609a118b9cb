"""A date written in a form's Month / Day / Year boxes read again with the boxes' edges taken out.

The page's ruled lines are taken out before OCR only when they are long (prep/page.py); a small
box's edges stay, and Tesseract reads them as figures ('12 125 2023', '119'). Here the band over
such a caption is cut out, every stroke as long as the box is tall taken away (no figure in a box
is as tall as the box), and the band read twice, figures only, at two sizes: the date is mended
only when the two readings agree on every figure.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Word = tuple[str, tuple[int, int, int, int], float]  # text, box, certainty: one OCR word
Reader = Callable[[Any], str]  # a band's picture -> its figures, a digits-only reading

AGREED = 0.85  # as sure as a code two readings agree on (tesseract.CODE_AGREED)
_CAPTION = re.compile(r"^(month|day|year|mm|dd|yy|yyyy)$", re.I)
_SURE = 0.8  # a boxed figure read this sure is left as read


def mend_boxed_dates(page: Any, lines: list[list[Word]], read: Reader) -> None:
    """Each Month / Day / Year row whose figures were not all read surely, read again in its
    band with the boxes' edges out; the band's words replaced when two readings agree."""
    words = [w for line in lines for w in line]
    for month, year in _caption_rows(words):
        height = max(month[1][3] - month[1][1], year[1][3] - year[1][1])
        letters = min(month[1][3] - month[1][1], year[1][3] - year[1][1])  # a tilted word: taller
        top = min(month[1][1], year[1][1])
        # Within the page: Pillow fills a crop past its edge with black, which reads as ink.
        left, right = max(0, month[1][0] - 2 * height), min(page.width, year[1][2] + 3 * height)
        band = (left, max(0, top - 5 * height), right, top - 1)
        inside = [w for w in words if _within(w[1], band) and w not in (month, year)]
        figures = [w for w in inside if any(c.isdigit() for c in w[0])]
        if figures and all(w[2] >= _SURE for w in figures) and _is_date(_tokens(figures)):
            continue  # read surely the first time: nothing to mend
        date = _read_twice(page, band, letters, read)
        if date is None:
            continue
        # Where the figures were read, under the label over the boxes, which stays.
        y0, y1 = (_around(figures)[1], _around(figures)[3]) if figures else (top - 3 * height, top)
        box = (month[1][0], y0, year[1][2], y1)
        misread = [w for w in inside if w in figures or len(w[0].strip("|")) <= 3]
        for line in lines:
            line[:] = [w for w in line if w not in misread]
        lines.append([(part, box, AGREED) for part in date])


def _around(words: list[Word]) -> tuple[int, int, int, int]:
    return (
        min(w[1][0] for w in words),
        min(w[1][1] for w in words),
        max(w[1][2] for w in words),
        max(w[1][3] for w in words),
    )


def _caption_rows(words: list[Word]) -> list[tuple[Word, Word]]:
    """Each Month caption with the Day and Year captions beside it, to its right."""
    captions = [w for w in words if _CAPTION.match(w[0].strip(" .,:;|/"))]
    rows = []
    for month in (w for w in captions if w[0].strip(" .,:;|/").lower()[0] == "m"):
        x0, y0, x1, y1 = month[1]
        reach = 6 * max(x1 - x0, y1 - y0)
        beside = [
            w
            for w in captions
            if abs((w[1][1] + w[1][3]) - (y0 + y1)) < (y1 - y0) and 0 < w[1][0] - x0 < reach
        ]
        kinds = {}  # the nearest of each: a second date's boxes may stand on the same row
        for word in sorted(beside, key=lambda w: -w[1][0]):
            kinds[word[0].strip(" .,:;|/").lower()[0]] = word
        if "d" in kinds and "y" in kinds and kinds["d"][1][0] < kinds["y"][1][0]:
            rows.append((month, kinds["y"]))
    return rows


def _within(box: tuple[int, int, int, int], band: tuple[int, int, int, int]) -> bool:
    middle_x, middle_y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return band[0] <= middle_x <= band[2] and band[1] <= middle_y <= band[3]


def _tokens(words: list[Word]) -> list[str]:
    return " ".join(w[0] for w in words).replace("|", " ").split()


def _is_date(tokens: list[str]) -> bool:
    return (
        len(tokens) == 3
        and all(t.isdigit() for t in tokens)
        and len(tokens[0]) <= 2
        and len(tokens[1]) <= 2
        and len(tokens[2]) in (2, 4)
    )


def _read_twice(
    page: Any, band: tuple[int, int, int, int], height: int, read: Reader
) -> list[str] | None:
    """The band's figures when a reading at twice and one at three times the size agree."""
    from PIL import Image

    crop = without_box_edges(page.crop(band), height)
    if crop is None:
        return None
    readings = []
    for scale in (2, 3):
        larger = crop.resize((crop.width * scale, crop.height * scale), Image.Resampling.LANCZOS)
        tokens = re.findall(r"\d+", read(larger))
        figures = "".join(tokens)
        if not _is_date(tokens) and len(figures) == 8:  # a box's gap not read as a space
            tokens = [figures[:2], figures[2:4], figures[4:]]
        readings.append(tokens)
    first, second = readings
    return first if first == second and _is_date(first) else None


def without_box_edges(crop: Any, caption_height: int) -> Any | None:
    """The band with every stroke as long as its tallest upright one taken out (a box's edges
    and its top and bottom), or None when it holds no box (no upright stroke well taller than
    the caption's letters)."""
    import numpy
    from PIL import Image, ImageOps

    from doglicense.office.documents.prep.page import long_runs

    grey = numpy.asarray(crop)
    ink = grey < 170
    upright = ink.copy()  # a photo's edge aslant steps from column to column
    upright[:, 1:] |= ink[:, :-1]
    upright[:, :-1] |= ink[:, 1:]
    runs = [_longest_run(column) for column in upright.T]
    tallest = max(runs, default=0)
    if tallest < 1.3 * caption_height:
        return None
    # Only the rows the boxes span: the label over them, cut in half, reads as figures too.
    column = runs.index(tallest)
    top, bottom = _run_at(upright[:, column], tallest)
    grey, ink = grey[top:bottom], ink[top:bottom]
    length = max(2, round(0.9 * tallest))
    edges = long_runs(ink, length) | long_runs(ink.T, length).T
    for _ in range(2):  # the grey pixels beside an edge too, or a stub of it reads as a "1"
        edges[1:] |= edges[:-1]
        edges[:-1] |= edges[1:]
        edges[:, 1:] |= edges[:, :-1]
        edges[:, :-1] |= edges[:, 1:]
    cleaned = numpy.where(edges, 255, grey).astype(numpy.uint8)
    margin = caption_height  # Tesseract reads a line best with paper round it
    return ImageOps.expand(Image.fromarray(cleaned), border=margin, fill=255)


def _run_at(column: Any, length: int) -> tuple[int, int]:
    """Where in `column` its run of ink `length` long starts and ends."""
    import numpy

    padded = numpy.concatenate(([0], column.astype(numpy.int8), [0]))
    changes = numpy.flatnonzero(numpy.diff(padded))
    starts, ends = changes[::2], changes[1::2]
    index = int(numpy.flatnonzero(ends - starts == length)[0])
    return int(starts[index]), int(ends[index])


def _longest_run(column: Any) -> int:
    import numpy

    padded = numpy.concatenate(([0], column.astype(numpy.int8), [0]))
    changes = numpy.flatnonzero(numpy.diff(padded))
    return int((changes[1::2] - changes[::2]).max()) if len(changes) else 0
