"""A scanned form with its answers typed over it (Acrobat's Fill & Sign, a PDF editor's text
boxes): the page is a picture, and its text layer holds only what was typed (decision 0090).

Read as text alone, such a page gives values with no labels: a date, a name, a tag number, and
nothing that says which is which. Read as a picture, its form's labels and the typed answers are
all there. A searchable scan is not such a page: its text is drawn invisible over the picture
(a scanner's OCR layer) and holds every word. A page whose picture is a letterhead or a photo,
its text typed in full, is not one either: the picture read by OCR gives few words more.

Each typed answer keeps its own text where OCR read it too: the text layer's words are put in
OCR's pixels by a line fitted through the answers both read alike, and OCR's words under them
give way ("T44431", that OCR read "744431" through the scan's grain).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar, Protocol, Self, TypeVar


class _Run(Protocol):
    """A run of words with its box, as certificate_text.Segment is (a dataclass)."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def text(self) -> str: ...
    @property
    def x0(self) -> float: ...
    @property
    def y0(self) -> float: ...
    @property
    def x1(self) -> float: ...
    @property
    def y1(self) -> float: ...
    @property
    def certainty(self) -> tuple[float, ...]: ...
    @property
    def height(self) -> float: ...

    def part(self, start: int, end: int) -> Self: ...


Segment = TypeVar("Segment", bound=_Run)

COVERS = 0.6  # of the page's area: a picture this large is the page itself, a scan
MORE = 1.5  # times the text layer's words, read off the picture: its labels were not typed
OFF = 12.0  # pixels: an answer placed this far from where OCR read it was read elsewhere


def over_a_scan(page: Any) -> bool:
    """A page-sized picture with text drawn over it that is seen (a pypdfium2 page)."""
    import pypdfium2.raw as pdfium_c

    width, height = page.get_size()
    scan = seen = False
    for drawn in page.get_objects():
        if drawn.type == pdfium_c.FPDF_PAGEOBJ_IMAGE:
            left, bottom, right, top = drawn.get_bounds()
            scan = scan or (right - left) * (top - bottom) >= COVERS * width * height
        elif drawn.type == pdfium_c.FPDF_PAGEOBJ_TEXT:
            mode = pdfium_c.FPDFTextObj_GetTextRenderMode(drawn.raw)
            seen = seen or mode != pdfium_c.FPDF_TEXTRENDERMODE_INVISIBLE
    return scan and seen


def _words(runs: list[Segment]) -> int:
    return sum(len(run.text.split()) for run in runs)


def labels_in_picture(layer: list[Segment], read: list[Segment]) -> bool:
    """The picture's words, OCR's, outnumber the text layer's: the form's own words are in it."""
    return _words(read) >= MORE * _words(layer)


def answers_in(read: list[Segment], layer: list[Segment]) -> list[Segment]:
    """OCR's words of the page, with each typed answer the text layer's own, where OCR read it:
    the labels are the picture's, the answers as typed ("T44431", that OCR read "744431").
    The text layer's points are put in OCR's pixels by the answers OCR read alike (two at least,
    spread on both axes); without them, OCR's words alone."""
    anchors = [(found, answer) for answer in layer if (found := _read_as(answer, layer, read))]
    fit = _fitted([(f.x0, a.x0) for f, a in anchors] + [(f.x1, a.x1) for f, a in anchors])
    fit_y = _fitted([(f.y0, a.y0) for f, a in anchors] + [(f.y1, a.y1) for f, a in anchors])
    if fit is None or fit_y is None:
        return read
    (a, b), (c, d) = fit, fit_y
    placed = [
        replace(s, x0=a * s.x0 + b, y0=c * s.y0 + d, x1=a * s.x1 + b, y1=c * s.y1 + d)
        for s in layer
    ]
    kept = [piece for run in read for piece in _outside(run, placed)]
    return sorted(kept + placed, key=lambda s: (s.y0, s.x0))


def _read_as(answer: Segment, layer: list[Segment], read: list[Segment]) -> Segment | None:
    """Where OCR read this answer alike: typed once, read once, as a run or part of one."""
    text = " ".join(answer.text.split())
    if len(text) < 4 or sum(text in s.text for s in layer) > 1:
        return None
    found = [
        run.part(at, at + len(text))
        for run in read
        if (at := run.text.find(text)) >= 0 and run.text.count(text) == 1
    ]
    return found[0] if len(found) == 1 else None


def _fitted(pairs: list[tuple[float, float]]) -> tuple[float, float] | None:
    """pixels = a * points + b, by least squares, again without the pairs it misses by more
    than `OFF` pixels (an answer OCR read where another stands); None unless points spread."""
    fit = _line(pairs)
    if fit is None:
        return None
    a, b = fit
    return _line([(q, p) for q, p in pairs if abs(a * p + b - q) <= OFF])


def _line(pairs: list[tuple[float, float]]) -> tuple[float, float] | None:
    if len(pairs) < 4:
        return None
    n = len(pairs)
    mean_p = sum(p for _, p in pairs) / n
    mean_q = sum(q for q, _ in pairs) / n
    spread = sum((p - mean_p) ** 2 for _, p in pairs)
    if spread < 1.0:
        return None
    a = sum((p - mean_p) * (q - mean_q) for q, p in pairs) / spread
    return (a, mean_q - a * mean_p) if a > 0 else None


def _outside(run: Segment, placed: list[Segment]) -> list[Segment]:
    """The run's words that no placed answer stands on (a label beside its typed answer)."""
    covered = [
        s for s in placed if min(run.y1, s.y1) - max(run.y0, s.y0) > 0.5 * min(run.height, s.height)
    ]
    words = run.text.split(" ")
    starts = [sum(len(w) + 1 for w in words[:n]) for n in range(len(words))]
    free = []
    for start, word in zip(starts, words, strict=True):
        box = run.part(start, start + len(word))
        width = box.x1 - box.x0
        free.append(not any(min(box.x1, s.x1) - max(box.x0, s.x0) > width / 2 for s in covered))
    if all(free):
        return [run]
    pieces, first = [], None
    for n, seen in enumerate([*free, False]):
        if seen and first is None:
            first = n
        elif not seen and first is not None:
            end = starts[n - 1] + len(words[n - 1])
            piece = run.part(starts[first], end)
            pieces.append(replace(piece, certainty=run.certainty[first:n]))
            first = None
    return pieces
