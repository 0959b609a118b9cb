"""RapidOCR, loaded once per image worker: a page's lines found and read where Tesseract's words
are not sure, and a code read again in its own box.

It is an optional extra (`pip install '.[ocr2]'`): without its wheel, nothing here runs. Like
tesseract.py, everything here runs inside an image worker process, never on the event loop.
"""

from __future__ import annotations

import importlib.util
import unicodedata
from collections.abc import Sequence
from functools import cache
from typing import Any

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.layout.glued import spaced
from doglicense.office.documents.layout.same_place import code_box
from doglicense.office.documents.two_readings.sure_lines import standing_in

FIND_SIDE = 1280  # pixels: where the detector looks for lines (decision 0064)
RAPID_SIDE = 2400  # pixels: a 12-megapixel photo read whole took a worker past its memory cap


@cache
def available() -> bool:
    return importlib.util.find_spec("rapidocr_onnxruntime") is not None


@cache
def engine() -> Any:
    from rapidocr_onnxruntime import RapidOCR
    from rapidocr_onnxruntime.ch_ppocr_det.utils import DetPreProcess

    # One thread, as Tesseract: the workers already use every core.
    ocr = RapidOCR(intra_op_num_threads=1, inter_op_num_threads=1)
    # Lines found on the page at 1,280 px a side, their words read at up to 2,000: half the
    # second reading's time, the detector's, with as many fields right (decision 0064).
    # RapidOCR 1.4 has no setting for it: given a large page its detector picks 2,000 itself.
    detector = ocr.text_det
    detector.get_preprocess = lambda _side: DetPreProcess(
        FIND_SIDE, "max", detector.mean, detector.std
    )
    # Each line recognised alone, not six at a time padded to the widest of them: 30 % less of
    # the recogniser's time; on every set's pages, 25 fields gained, 8 lost (decision 0091).
    ocr.text_rec.rec_batch_num = 1
    return ocr


def warm() -> None:
    """The engine's models loaded (about 1 s), before the first page that needs them."""
    engine()


def page_lines(page: Any, first: Sequence[Segment], values: frozenset[str]) -> list[Segment]:
    """RapidOCR's lines as segments, its line score each word's certainty, in the page's own
    coordinates (a page larger than RAPID_SIDE is read smaller). Its detector finds every line;
    its recogniser, most of its time, reads only those where Tesseract's words cannot stand for
    it (`sure_lines.standing_in`: a label or heading read surely), whose words are Tesseract's.
    This is RapidOCR's own pipeline (detect, crop, turn, recognise, keep the lines it scores at
    `text_score` or more), with the recogniser given fewer lines (decision 0068)."""
    import numpy

    scale = min(1.0, RAPID_SIDE / max(page.size))
    if scale < 1.0:
        page = page.resize((round(page.width * scale), round(page.height * scale)))
    ocr = engine()
    image, ratio_h, ratio_w = ocr.preprocess(numpy.asarray(page.convert("RGB")))
    found, _ = ocr.auto_text_det(image)
    lines: list[Segment | None] = []  # in the detector's order; None: for the recogniser
    to_read = []
    for quad in found if found is not None else ():
        xs, ys = quad[:, 0] * ratio_w / scale, quad[:, 1] * ratio_h / scale
        box = (float(xs.min()), float(ys.min()), float(xs.max()), float(ys.max()))
        known = standing_in(box, first, values)
        lines.append(known)
        if known is None:
            to_read.append((quad, box))
    if to_read:
        crops, _, _ = ocr.text_cls(ocr.get_crop_img_list(image, [quad for quad, _ in to_read]))
        read, _ = ocr.text_rec(crops)
        unread = iter(zip(to_read, read, strict=True))
        lines = [line or _line(*next(unread), ocr.text_score) for line in lines]
    return [line for line in lines if line is not None]


def _line(
    where: tuple[Any, tuple[float, float, float, float]], found: tuple[str, float], least: float
) -> Segment | None:
    """A line as the recogniser read it, when it scores `least` or more and has words."""
    (x0, y0, x1, y1), (text, score) = where[1], found
    words = spaced(" ".join(_halfwidth(text).split()))
    if not words or float(score) < least:
        return None
    return Segment(words, x0, y0, x1, y1, (float(score),) * len(words.split(" ")))


def _halfwidth(text: object) -> str:
    """The recogniser's text with its full-width figures and letters ('R6２414': its model reads
    Chinese too) as the page's own."""
    return unicodedata.normalize("NFKC", str(text))


def codes_again(page: Any, segments: list[Segment], codes: list[str]) -> list[Segment]:
    """Each code read again by RapidOCR's recogniser alone, in the code's own box on the first
    page (about 20 ms a code): a B that every Tesseract reading took for an 8 is seen as a B,
    and the two readings then disagree (decision 0060)."""
    import numpy

    read = []
    for code in codes:
        box = code_box(code, segments, page.height)
        if box is None:
            continue
        x0, y0, x1, y1 = box
        pad = 0.3 * (y1 - y0)
        word = page.crop((round(x0 - pad), round(y0 - pad), round(x1 + pad), round(y1 + pad)))
        found, _ = engine()(
            numpy.asarray(word.convert("RGB")), use_det=False, use_cls=False, use_rec=True
        )
        for text, score in found or ():
            if str(text).strip():
                words = " ".join(_halfwidth(text).split())
                read.append(Segment(words, x0, y0, x1, y1, (float(score),) * len(words.split())))
    return read
