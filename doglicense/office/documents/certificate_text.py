"""The words on an uploaded certificate and where they stand: a PDF's text layer, else OCR.

Everything here runs inside an image worker process (office/documents/images.py), never on the
event loop: `read_words` is the job. The OCR engine is Tesseract through tesserocr
(office/documents/tesseract.py; docs/decisions/0013 says why it and not RapidOCR).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from doglicense.office.documents.certificate_words import DATE_SHAPE, SURE
from doglicense.office.documents.layout.figures.boxed import mend_boxed_dates
from doglicense.office.documents.layout.figures.split import mend_split_figures
from doglicense.office.documents.pdf import typed_over_scan as typed
from doglicense.office.documents.pdf.text_layer import text_runs
from doglicense.office.documents.prep.page import prepared
from doglicense.office.documents.prep.upright import upright
from doglicense.office.documents.tesseract import page_reader, read_figures, read_line, reread_code

PDF_DPI = 200
MAX_PDF_PAGES = 2  # drawn and read by OCR: a certificate is one, a visit summary's the second


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

    def part(self, start: int, end: int) -> Segment:
        """Where characters start..end stand, by their share of the run's width: two columns'
        dates read as one run each keep their own column; a code's own box."""
        width = (self.x1 - self.x0) / max(1, len(self.text))
        x0, x1 = self.x0 + start * width, self.x0 + end * width
        return Segment(self.text[start:end], x0, self.y0, x1, self.y1, self.certainty)

    def confidence_of(self, start: int, end: int) -> float:
        """The least certain word that characters start..end of `text` touch."""
        least, position = 1.0, 0
        for word, certainty in zip(self.text.split(" "), self.certainty, strict=False):
            if position < end and position + len(word) > start:
                least = min(least, certainty)
            position += len(word) + 1
        return least


def exact(words: list[Segment]) -> bool:
    """Every word sure beyond doubt: a PDF's text layer, as the PDF draws it."""
    return bool(words) and all(s.confidence >= 1.0 for s in words)


@dataclass(frozen=True)
class PageText:
    segments: tuple[Segment, ...]
    source: str  # "text layer", "ocr", or "blank" (one flat shade: not read)
    second: tuple[Segment, ...] = ()  # a second engine's words, where it was asked (0037)


def read_words(data: bytes, content_type: str, max_pixels: int) -> PageText:
    """The certificate's words: the text layer of a PDF when it has one, else what OCR reads."""
    return read_words_and_page(data, content_type, max_pixels)[0]


def read_words_and_page(data: bytes, content_type: str, max_pixels: int) -> tuple[PageText, Any]:
    """The words, and the first page as OCR read it (grey, straightened: the words' boxes are
    in its pixels), for a second engine to read there; None where no OCR ran."""
    if content_type == "application/pdf":
        return _pdf_words(data, max_pixels)
    from doglicense.office.documents.pictures import on_white, opened

    with opened(data, content_type, max_pixels) as picture:
        from PIL import ImageOps

        image = on_white(ImageOps.exif_transpose(picture))
        if _one_shade(image):  # no ink: OCR would enlarge it and search it for half a second
            return PageText((), "blank"), None
        segments, page = ocr_page(image)
        return PageText(tuple(segments), "ocr"), page


def _one_shade(image: Any) -> bool:
    """A picture of one flat shade (a blank page, a black photo): nothing on it to read."""
    low, high = image.convert("L").getextrema()
    return bool(low == high)


def _pdf_words(data: bytes, max_pixels: int) -> tuple[PageText, Any]:
    """The pages' text layers, one below another; the first two without one drawn and read, and
    a scanned form with its answers typed over it read as the picture it is (decision 0090)."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(data)
    try:
        if document.get_formtype() != pdfium.raw.FORMTYPE_NONE:
            document.init_forms()  # a fillable form's answers are its fields' (pdf/form_fields)
        layer: list[Segment] = []
        read: list[Segment] = []
        layer_top = ocr_top = 0.0
        first = None
        for index in range(len(document)):  # five at most (pdf_caps.bounded.PdfLimits)
            page = document[index]
            width, height = page.get_size()
            found = _text_layer(page, document.formenv)
            segments: list[Segment] = []
            if index < MAX_PDF_PAGES and (not found or typed.over_a_scan(page)):
                scale = min(PDF_DPI / 72, (max_pixels / max(1.0, width * height)) ** 0.5)
                picture = page.render(scale=scale, grayscale=True).to_pil()
                segments, page_read = ocr_page(picture)
            if found and not typed.labels_in_picture(found, segments):  # its text layer says it all
                layer += [_shifted(s, layer_top) for s in found]
                layer_top += height
                continue
            if index >= MAX_PDF_PAGES:
                continue
            segments = typed.answers_in(segments, found) if found else segments
            read += [_shifted(s, ocr_top) for s in segments]
            first = page_read if first is None else first
            ocr_top += page_read.height  # the words' boxes are in the prepared page's pixels
        if layer:
            return PageText(tuple(layer), "text layer"), None
        return PageText(tuple(read), "ocr"), first
    finally:
        document.close()


def _shifted(segment: Segment, dy: float) -> Segment:
    return Segment(
        segment.text, segment.x0, segment.y0 + dy, segment.x1, segment.y1 + dy, segment.certainty
    )


def _text_layer(page: Any, form: Any) -> list[Segment]:
    """The page's runs of text as shown (office/documents/pdf/text_layer.py), each word sure."""
    return [
        Segment(text, x0, y0, x1, y1, (1.0,) * len(text.split(" ")))
        for text, x0, y0, x1, y1 in text_runs(page, form)
    ]


# OCR.


def ocr_page(image: Any) -> tuple[list[Segment], Any]:
    """Tesseract's words, grouped into runs on one line split where a wide gap falls, and the
    page made ready for OCR that their boxes stand on (turned upright: decision 0075).
    Where no date was read surely, the page is read again blurred: an impact printer's letters,
    a carbon copy's, are dots apart, and Tesseract reads them only once a blur has joined their
    dots (decision 0062). That reading is kept when it holds two sure dates (a vaccination and
    its end) and as many sure letters: blurred, a photo's names and codes are read no better.
    The blur moves no word, so the page's boxes stand for both readings."""
    from PIL import ImageFilter

    page = prepared(image)
    page, segments = upright(page, read_prepared(page), read_prepared, _sure_letters)
    if not _sure_dates(segments):
        again = read_prepared(page.filter(ImageFilter.GaussianBlur(DOTS)))
        if _sure_dates(again) >= 2 and _sure_letters(again) >= _sure_letters(segments):
            segments = again
    return segments, page


DOTS = 1.5  # pixels of blur on the prepared page: a dot-matrix letter's dots joined, no more


def _sure_dates(segments: list[Segment]) -> int:
    return sum(
        segment.confidence_of(match.start(), match.end()) >= SURE
        for segment in segments
        for match in DATE_SHAPE.finditer(segment.text)
    )


def _sure_letters(segments: list[Segment]) -> int:
    return sum(
        len(word)
        for segment in segments
        for word, certainty in zip(segment.text.split(" "), segment.certainty, strict=False)
        if certainty >= SURE
    )


def read_prepared(page: Any) -> list[Segment]:
    """Tesseract's words on a page made ready for OCR."""
    from tesserocr import RIL, iterate_level

    api = page_reader()
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
            text, certainty = reread_code(page, box, text, certainty)
        for part in text.split():  # one word of Tesseract's is one word of ours
            if part.strip("|") == "":  # what is left of a ruled line, never a word
                continue
            lines[-1].append((part, box, certainty))
    api.Clear()
    mend_boxed_dates(page, lines, read_figures)
    mend_split_figures(page, lines, read_line)
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


def _joined(run: list[tuple[str, tuple[int, int, int, int], float]]) -> Segment:
    return Segment(
        " ".join(text for text, _, _ in run),
        min(b[0] for _, b, _ in run),
        min(b[1] for _, b, _ in run),
        max(b[2] for _, b, _ in run),
        max(b[3] for _, b, _ in run),
        tuple(c for _, _, c in run),
    )
