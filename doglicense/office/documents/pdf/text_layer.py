"""A PDF page's text layer as runs of words with their boxes, in points from the top left of
the page as a viewer shows it.

A text object's characters stay one run, in their order, boxed as pdfium boxes them. A value
typed over its label (a typewriter's line overlapping the form's words) stays its own run, where
pdfium's rectangles, which overlap, would share their characters out by place ("OWNER'S NAME ...
Okafor, Tyr"). A page stored on its side and marked to be shown turned (/Rotate 90, a scanner's
or a printer driver's landscape page) has its characters boxed where they were stored; they are
turned as the page is shown, so the layout rules see its rows as rows (decision 0076). A page
whose words were drawn turned, most of its characters at one quarter turn, shows sideways in a
viewer: its boxes are turned so its words read upright, as a person turns the page to read it
(decision 0081). A fillable form's typed answers are its fields', not its text: they are read
where their boxes stand (pdf/form_fields.py, decision 0083). Letters a report writer drew one
object each are joined again into runs (pdf/glyphs.py, decision 0084). A page whose fonts carry no
map from their glyphs to letters (a printer driver's file: the text copies out as glyph numbers,
control characters) has no text layer a person could read: it gives no runs, and the page is read
as a picture, and text painted over by a box is not read: a dark box is a bar where words
stood (pdf/hidden.py; decision 0085).
"""

from __future__ import annotations

import math
import unicodedata
from collections import Counter
from typing import Any

from doglicense.office.documents.pdf.form_fields import filled_fields
from doglicense.office.documents.pdf.glyphs import glyphs_joined, union
from doglicense.office.documents.pdf.hidden import BLACKED_OUT, covered_texts

Run = tuple[str, float, float, float, float]  # text, x0, y0, x1, y1 (y downwards)


def text_runs(page: Any, form: Any = None) -> list[Run]:
    """The page's runs of text (a pypdfium2 page), as shown, and its form's typed answers
    (`form`: the document's form environment, where it has a form; pdf/form_fields.py)."""
    import ctypes

    import pypdfium2.raw as pdfium_c

    textpage = page.get_textpage()
    shown = page.get_size()  # pdfium gives the size as the page is shown, turned
    stored = (shown[1], shown[0]) if page.get_rotation() % 180 else shown
    runs: dict[int, list[str]] = {}
    boxes: dict[int, list[float]] = {}
    fonts: dict[int, list[float]] = {}  # its letters' font boxes (pdf/glyphs.py)
    quarters: Counter[int] = Counter()  # the quarter turns its letters were drawn at
    last, gap = None, False
    covered = covered_texts(page)  # under a box painted after it: not seen (pdf/hidden.py)
    for index in range(textpage.count_chars()):
        char = chr(pdfium_c.FPDFText_GetUnicode(textpage.raw, index))
        if not char.isspace():
            angle = pdfium_c.FPDFText_GetCharAngle(textpage.raw, index)
            if angle >= 0:  # -1: pdfium could not tell
                quarters[round(angle / (math.pi / 2)) % 4] += 1
        drawn = pdfium_c.FPDFText_GetTextObject(textpage.raw, index)
        key = ctypes.cast(drawn, ctypes.c_void_p).value
        if key is None or char.isspace():  # a space, or one pdfium put between words
            gap = True
            continue
        chars = runs.setdefault(key, [])
        if chars and (gap or key != last):
            chars.append(" ")
        chars.append(char)
        for grown, loose in ((boxes, False), (fonts, True)):
            box = list(textpage.get_charbox(index, loose=loose))
            grown[key] = union(grown[key], box) if key in grown else box
        last, gap = key, False
    if unmapped("".join("".join(c) for c in runs.values())):
        return []
    turn = upright_turn(quarters, page.get_rotation() % 360)
    seen = [key for key in runs if key not in covered]
    drawn = [(" ".join("".join(runs[key]).split()), boxes[key], fonts[key]) for key in seen]
    if not quarters or quarters.most_common(1)[0][0] == 0:  # letters drawn left to right
        drawn = glyphs_joined(drawn)
    bars = [key for key, dark in covered.items() if dark and key in runs]
    drawn += [(BLACKED_OUT, boxes[key], fonts[key]) for key in bars]
    return [(text, *as_shown(box, turn, stored)) for text, box, _ in drawn] + [
        (text, *as_shown(box, turn, stored)) for text, box in filled_fields(form, page)
    ]


UNMAPPED = 0.1  # of a page's letters: a real text layer has none (316 text PDFs of 27 sets)


def unmapped(letters: str) -> bool:
    """Letters that are glyph numbers, not text: a tenth or more of them control characters,
    private-use or unassigned code points, or the replacement character. A font with no
    ToUnicode map gives its glyphs' numbers, 1, 2, 3..., as character codes."""
    odd = sum(unicodedata.category(c) in ("Cc", "Co", "Cn") or c == "\ufffd" for c in letters)
    return odd >= UNMAPPED * max(1, len(letters))


def upright_turn(quarters: Counter[int], rotation: int) -> int:
    """The quarter turns clockwise that set the page's words upright: where most characters
    were drawn at one angle (`quarters`: how many at each), the angle's; else the page's
    /Rotate."""
    if not quarters:
        return rotation
    quarter, count = quarters.most_common(1)[0]
    if count < 0.6 * sum(quarters.values()):
        return rotation
    return (360 - 90 * quarter) % 360  # drawn a quarter turn anticlockwise: turned clockwise


def as_shown(
    box: list[float], turn: int, stored: tuple[float, float]
) -> tuple[float, float, float, float]:
    """A box on the stored page (left, bottom, right, top; y upwards) where it stands on the
    page shown turned `turn` degrees clockwise (x0, y0, x1, y1; y downwards)."""
    left, bottom, right, upper = box
    width, height = stored
    if turn == 90:
        return bottom, left, upper, right
    if turn == 180:
        return width - right, bottom, width - left, upper
    if turn == 270:
        return height - upper, width - right, height - bottom, width - left
    return left, height - upper, right, height - bottom
