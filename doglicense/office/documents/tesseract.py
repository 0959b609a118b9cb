"""Tesseract, loaded once per worker: the page's reader, and a word or a line read again alone.

A tag, lot or date is read twice (the page's reading, then the word alone in capitals and
figures), and only the agreement of the two makes it sure (decisions 0013, 0059). Everything here
runs inside an image worker process, never on the event loop.
"""

from __future__ import annotations

import os
from functools import cache
from typing import Any

TESSDATA_DIRS = ("/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata")
CODE_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-/."
CODE_AGREED = 0.85  # two readings of a code that agree: as sure as a well-read word
CODE_DISPUTED = 0.5  # two readings that differ: unsure however sure the first one was
PSM_WORD, PSM_LINE = 8, 7  # tesserocr's PSM.SINGLE_WORD and PSM.SINGLE_LINE


@cache
def page_reader() -> Any:
    # One thread per page: the workers already use every core, OpenMP threads would only fight.
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    from tesserocr import PSM, PyTessBaseAPI

    return PyTessBaseAPI(path=tessdata(), lang="eng", psm=PSM.SPARSE_TEXT)


def tessdata() -> str:
    path = os.environ.get("TESSDATA_PREFIX") or next(
        (d for d in TESSDATA_DIRS if os.path.exists(os.path.join(d, "eng.traineddata"))), None
    )
    if path is None:
        raise RuntimeError("Tesseract's English data is missing: apt-get install tesseract-ocr-eng")
    return path


def reread_code(
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


def read_figures(band: Any) -> str:
    return _text_of(_reader(PSM_LINE, "0123456789"), band)


def read_line(line: Any, codes: bool) -> str:
    return _text_of(_reader(PSM_LINE, CODE_CHARACTERS if codes else None), line)


def _read_code(word: Any) -> str:
    return _text_of(_reader(PSM_WORD, CODE_CHARACTERS), word)


def _text_of(api: Any, picture: Any) -> str:
    api.SetImage(picture)
    text = (api.GetUTF8Text() or "").strip()
    api.Clear()
    return str(text)


def _same_digits(again: str, text: str) -> bool:
    """A word in lower case with a digit ("14-Mar-2025", "1-Rabies"), which a codes-only reading
    cannot spell: its digits, the part a date or product's years hang on, read the same."""
    digits = [c for c in text if c.isdigit()]
    return any(c.islower() for c in text) and digits == [c for c in again if c.isdigit()]


def _bare(text: str) -> str:
    return text.strip(" .,;:()$|-—–_").upper()


@cache
def _reader(psm: int, characters: str | None) -> Any:
    """Tesseract for a word or a line alone: only these characters, no dictionary; or any."""
    from tesserocr import PyTessBaseAPI

    page_reader()  # the same data, found the same way
    api = PyTessBaseAPI(path=tessdata(), lang="eng", psm=psm)
    if characters is None:
        return api
    api.SetVariable("tessedit_char_whitelist", characters)
    api.SetVariable("load_system_dawg", "0")
    api.SetVariable("load_freq_dawg", "0")
    return api
