"""Text a PDF draws and then covers: an online editor's white box over a word it corrects, a
redaction's black box that left the words under it (decision 0085).

A viewer paints a page's objects in their order, so a text object with an opaque filled rectangle
painted after it, over most of it, is not seen. Its letters are still in the text layer, and
reading them would propose what the page no longer says ("Valentina Knga" under the typed
"Valentina Kang"). Only rectangles count: a filled curve (a logo, a letter drawn as an outline)
covers no text, and a picture or a translucent fill leaves it seen. Text inside a form object is
left as it is. A light box erases its words; a dark one leaves a bar a reader sees where they
stood, read as `BLACKED_OUT`, so the line keeps its place (an address block's street).
"""

from __future__ import annotations

import ctypes
from typing import Any

COVERED = 0.8  # of a text object's box under one rectangle: the word is not seen
BLACKED_OUT = "█"  # a dark box's bar where words stood
DARK = 128  # a fill's mean of red, green and blue under this: a redaction's bar, not white-out


def covered_texts(page: Any) -> dict[int, bool]:
    """The text objects (their handles' addresses, as pdfium's text page gives them) that an
    opaque rectangle painted later covers (a pypdfium2 page), each with whether the rectangle
    is dark (a bar is seen) or light (nothing is)."""
    import pypdfium2.raw as pdfium_c

    texts: list[tuple[int, tuple[float, float, float, float]]] = []
    hidden: dict[int, bool] = {}
    for drawn in page.get_objects(max_depth=0):
        if drawn.type == pdfium_c.FPDF_PAGEOBJ_TEXT:
            address = ctypes.cast(drawn.raw, ctypes.c_void_p).value
            if address is not None:
                texts.append((address, drawn.get_bounds()))
        elif texts and drawn.type == pdfium_c.FPDF_PAGEOBJ_PATH:
            shade = _opaque_rectangle(drawn.raw)
            if shade is not None:
                box = drawn.get_bounds()
                hidden |= {address: shade < DARK for address, text in texts if _under(text, box)}
    return hidden


def _opaque_rectangle(path: Any) -> float | None:
    """A filled path of straight lines, four corners at most, in an opaque colour: its shade
    (the mean of red, green and blue, 0..255); None for any other path."""
    import pypdfium2.raw as pdfium_c

    fill, stroke = ctypes.c_int(), ctypes.c_int()
    if not pdfium_c.FPDFPath_GetDrawMode(path, ctypes.byref(fill), ctypes.byref(stroke)):
        return None
    if fill.value == pdfium_c.FPDF_FILLMODE_NONE:
        return None
    red, green, blue, alpha = (ctypes.c_uint() for _ in range(4))
    if not pdfium_c.FPDFPageObj_GetFillColor(
        path, ctypes.byref(red), ctypes.byref(green), ctypes.byref(blue), ctypes.byref(alpha)
    ):
        return None
    segments = pdfium_c.FPDFPath_CountSegments(path)
    if alpha.value < 255 or not 4 <= segments <= 6:
        return None
    if any(
        pdfium_c.FPDFPathSegment_GetType(pdfium_c.FPDFPath_GetPathSegment(path, index))
        == pdfium_c.FPDF_SEGMENT_BEZIERTO
        for index in range(segments)
    ):
        return None
    return (red.value + green.value + blue.value) / 3


def _under(text: tuple[float, float, float, float], box: tuple[float, float, float, float]) -> bool:
    """Most of the text's box (left, bottom, right, top) lies inside the rectangle's."""
    left, bottom, right, top = text
    width = min(right, box[2]) - max(left, box[0])
    height = min(top, box[3]) - max(bottom, box[1])
    area = (right - left) * (top - bottom)
    return width > 0 and height > 0 and width * height >= COVERED * area
