"""The words on an uploaded certificate and where they stand: a PDF's text layer, else OCR.

Everything here runs inside an image worker process (office/documents/images.py), never on the
event loop:
`read_words` is the job. The OCR engine is Tesseract through tesserocr, loaded once per worker
(docs/decisions/0013 says why it and not RapidOCR).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cache
from typing import Any

from doglicense.office.documents.layout.boxed_figures import mend_boxed_dates
from doglicense.office.documents.layout.split_figures import mend_split_figures
from doglicense.office.documents.prep.page import prepared

TESSDATA_DIRS = ("/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata")
PDF_DPI = 200
CODE_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/."
CODE_AGREED = 0.85  # two readings of a code that agree: as sure as a well-read word
CODE_DISPUTED = 0.5  # two readings that differ: unsure however sure the first one was
PSM_WORD, PSM_LINE = 8, 7  # tesserocr's PSM.SINGLE_WORD and PSM.SINGLE_LINE
MAX_PDF_PAGES = 2  # a certificate is one page; a visit summary may carry it on the second


@dataclass(frozen=True)
class Segment:
    """A run of words on one line, with its box (pixels or points, y downwards) and certainty."""

    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    certainty: tuple[float, ...]  # 0..1 for each word of `text`; a PDF's text layer is sure

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    @property
    def confidence(self) -> float:
        return min(self.certainty, default=0.0)

    def confidence_of(self, start: int, end: int) -> float:
        """The least certain word that characters start..end of `text` touch."""
        least, position = 1.0, 0
        for word, certainty in zip(self.text.split(" "), self.certainty, strict=False):
            if position < end and position + len(word) > start:
                least = min(least, certainty)
            position += len(word) + 1
        return least


@dataclass(frozen=True)
class PageText:
    segments: tuple[Segment, ...]
    source: str  # "text layer", "ocr", or "blank" (one flat shade: not read)
    second: tuple[Segment, ...] = ()  # a second engine's words, where it was asked (0037)


def read_words(data: bytes, content_type: str, max_pixels: int) -> PageText:
    """The certificate's words: the text layer of a PDF when it has one, else what OCR reads."""
    if content_type == "application/pdf":
        return _pdf_words(data, max_pixels)
    from doglicense.office.documents.pictures import opened

    with opened(data, content_type, max_pixels) as image:
        from PIL import ImageOps

        if _one_shade(image):  # no ink: OCR would enlarge it and search it for half a second
            return PageText((), "blank")
        upright = ImageOps.exif_transpose(image)
        return PageText(tuple(ocr_segments(upright)), "ocr")


def _one_shade(image: Any) -> bool:
    """A picture of one flat shade (a blank page, a black photo): nothing on it to read."""
    low, high = image.convert("L").getextrema()
    return bool(low == high)


def _pdf_words(data: bytes, max_pixels: int) -> PageText:
    """The text layer of the first pages, one below the other; pages without one drawn and read."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(data)
    try:
        layer: list[Segment] = []
        read: list[Segment] = []
        layer_top = ocr_top = 0.0
        for index in range(min(len(document), MAX_PDF_PAGES)):
            page = document[index]
            width, height = page.get_size()
            found = _text_layer(page)
            if found:
                layer += [_shifted(s, layer_top) for s in found]
                layer_top += height
                continue
            scale = min(PDF_DPI / 72, (max_pixels / max(1.0, width * height)) ** 0.5)
            picture = page.render(scale=scale, grayscale=True).to_pil()
            read += [_shifted(s, ocr_top) for s in ocr_segments(picture)]
            ocr_top += picture.height
        return PageText(tuple(layer), "text layer") if layer else PageText(tuple(read), "ocr")
    finally:
        document.close()


def _shifted(segment: Segment, dy: float) -> Segment:
    return Segment(
        segment.text, segment.x0, segment.y0 + dy, segment.x1, segment.y1 + dy, segment.certainty
    )


def _text_layer(page: Any) -> list[Segment]:
    textpage = page.get_textpage()
    _, height = page.get_size()
    segments = []
    for index in range(textpage.count_rects()):
        left, bottom, right, upper = textpage.get_rect(index)
        text = " ".join(textpage.get_text_bounded(left, bottom, right, upper).split())
        if text:
            sure = (1.0,) * len(text.split(" "))
            segments.append(Segment(text, left, height - upper, right, height - bottom, sure))
    return segments


# OCR.


@cache
def _tesseract() -> Any:
    # One thread per page: the workers already use every core, OpenMP threads would only fight.
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    from tesserocr import PSM, PyTessBaseAPI

    return PyTessBaseAPI(path=_tessdata(), lang="eng", psm=PSM.SPARSE_TEXT)


def _tessdata() -> str:
    path = os.environ.get("TESSDATA_PREFIX") or next(
        (d for d in TESSDATA_DIRS if os.path.exists(os.path.join(d, "eng.traineddata"))), None
    )
    if path is None:
        raise RuntimeError("Tesseract's English data is missing: apt-get install tesseract-ocr-eng")
    return path


def ocr_segments(image: Any) -> list[Segment]:
    """Tesseract's words, grouped into runs on one line split where a wide gap falls."""
    from tesserocr import RIL, iterate_level

    api = _tesseract()
    page = prepared(image)
    api.SetImage(page)
    api.Recognize()
    lines: list[list[tuple[str, tuple[int, int, int, int], float]]] = []
    iterator = api.GetIterator()
    for word in iterate_level(iterator, RIL.WORD) if iterator is not None else ():
        if word.Empty(RIL.WORD):  # a blank page: no words, and asking for one raises
            continue
        text = word.GetUTF8Text(RIL.WORD)
        box = word.BoundingBox(RIL.WORD)
        if not text or not box:
            continue
        if word.IsAtBeginningOf(RIL.TEXTLINE) or not lines:
            lines.append([])
        certainty = word.Confidence(RIL.WORD) / 100
        if any(c.isdigit() for c in text):  # a date, tag or lot: proposed only when read twice
            text = text.strip("|") or text  # a box's edge read beside a figure ("|27")
            text, certainty = _reread_code(page, box, text, certainty)
        for part in text.split():  # one word of Tesseract's is one word of ours
            if part.strip("|") == "":  # what is left of a ruled line, never a word
                continue
            lines[-1].append((part, box, certainty))
    api.Clear()
    mend_boxed_dates(page, lines, _read_figures)
    mend_split_figures(page, lines, _read_line)
    segments: list[Segment] = []
    for line in filter(None, lines):  # a line of Tesseract's may hold only blanks
        height = max(b[3] - b[1] for _, b, _ in line)
        run = [line[0]]
        for word in line[1:]:
            if word[1][0] - run[-1][1][2] > 1.6 * height:
                segments.append(_joined(run))
                run = []
            run.append(word)
        segments.append(_joined(run))
    return segments


def _reread_code(
    page: Any, box: tuple[int, int, int, int], text: str, certainty: float
) -> tuple[str, float]:
    """A tag, lot or date read again alone, in capitals and digits only, Tesseract finding the
    word's own black and white (its threshold, not the page's): a second reading, whose
    agreement is the evidence a date needs (a phone photo's 2022 read as 2023 once is not read
    so twice), and which settles a code like 4W9652J that the first reading's language model
    doubted. When it disagrees, the word drawn twice as large, then its own box alone, may agree."""
    from PIL import Image

    x0, y0, x1, y1 = box
    pad = (y1 - y0) // 3 + 2
    crop = page.crop((x0 - pad, y0 - pad, x1 + pad, y1 + pad))
    larger = (crop.width * 2, crop.height * 2)
    # Last, the word's own box alone: a form's box edge just beside it, inside the margin,
    # is read as a "1" ('119' for 19) and no reading would agree.
    tight = page.crop((x0 - 1, y0 - 1, x1 + 1, y1 + 1))
    tight = tight.resize((tight.width * 2, tight.height * 2), Image.Resampling.LANCZOS)
    readings: list[str] = []
    for word in (crop, crop.resize(larger, Image.Resampling.LANCZOS), tight):
        again = _read_code(word)
        readings.append(again)
        if readings[:2] == [again, again] and _slashes_read_as_figures(text, again):
            return again, max(certainty, CODE_AGREED)
        # Its certainty means little without the language model; agreement does: the same
        # characters (a comma, bracket or full stop at either end aside), or the same but where
        # the first saw a character no code has (")" for "J").
        if _bare(again) == _bare(text) or _same_digits(again, text):
            return text, max(certainty, CODE_AGREED)
        mended = len(again) == len(text) and all(
            a == b or b not in CODE_CHARACTERS for a, b in zip(again, text, strict=True)
        )
        if mended:
            return again, max(certainty, CODE_AGREED)
    return text, min(certainty, CODE_DISPUTED)


def _slashes_read_as_figures(text: str, again: str) -> bool:
    """'0971872026' where two readings in capitals and figures agree on '09/18/2026': a thin
    slash the first reading took for a 7 or a 1, every figure of the three readings alike."""
    return (
        "/" in again
        and len(again) == len(text)
        and all(a == b or (a == "/" and b in "71lI|") for a, b in zip(again, text, strict=True))
    )


def _read_figures(band: Any) -> str:
    api = _figure_reader()
    api.SetImage(band)
    figures = (api.GetUTF8Text() or "").strip()
    api.Clear()
    return str(figures)


@cache
def _figure_reader() -> Any:
    from tesserocr import PSM, PyTessBaseAPI

    _tesseract()  # the same data, found the same way
    api = PyTessBaseAPI(path=_tessdata(), lang="eng", psm=PSM.SINGLE_LINE)
    api.SetVariable("tessedit_char_whitelist", "0123456789")
    api.SetVariable("load_system_dawg", "0")
    api.SetVariable("load_freq_dawg", "0")
    return api


def _read_line(line: Any, codes: bool) -> str:
    api = _code_reader(PSM_LINE, codes)
    api.SetImage(line)
    again = (api.GetUTF8Text() or "").strip()
    api.Clear()
    return str(again)


def _read_code(word: Any) -> str:
    api = _code_reader()
    api.SetImage(word)
    again = (api.GetUTF8Text() or "").strip()
    api.Clear()
    return str(again)


def _same_digits(again: str, text: str) -> bool:
    """A word in lower case with a digit ("14-Mar-2025", "1-Rabies"), which a codes-only reading
    cannot spell: its digits, the part a date or product's years hang on, read the same."""
    digits = [c for c in text if c.isdigit()]
    return any(c.islower() for c in text) and digits == [c for c in again if c.isdigit()]


def _bare(text: str) -> str:
    return text.strip(" .,;:()$|-—–_").upper()


@cache
def _code_reader(psm: int = PSM_WORD, codes: bool = True) -> Any:
    """Tesseract for a word or a line alone: a code's characters only, no dictionary; or any."""
    from tesserocr import PyTessBaseAPI

    _tesseract()  # the same data, found the same way
    api = PyTessBaseAPI(path=_tessdata(), lang="eng", psm=psm)
    if not codes:
        return api
    api.SetVariable("tessedit_char_whitelist", CODE_CHARACTERS)
    api.SetVariable("load_system_dawg", "0")
    api.SetVariable("load_freq_dawg", "0")
    return api


def _joined(run: list[tuple[str, tuple[int, int, int, int], float]]) -> Segment:
    return Segment(
        " ".join(text for text, _, _ in run),
        min(b[0] for _, b, _ in run),
        min(b[1] for _, b, _ in run),
        max(b[2] for _, b, _ in run),
        max(b[3] for _, b, _ in run),
        tuple(c for _, _, c in run),
    )
