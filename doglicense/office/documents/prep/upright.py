"""A page photographed on its side, with no EXIF orientation to say so, or scanned upside down,
turned upright.

A phone held in landscape over a portrait page, or a landscape form photographed in portrait,
gives a picture whose lines run up or down: Tesseract reads almost nothing of it surely. Where
the page as it came gives fewer than FEW_LETTERS sure letters, it is read turned a quarter each
way, and a turn is kept when it reads many times more (decision 0067). A page that is merely
hard to read (a crumpled carbon, a pencil card) reads no better turned, and is kept as it came.

A page fed into the scanner upside down reads as many sure letters as an upright one, all of
them nonsense. Where nothing read names rabies, Tesseract's orientation detection (its `osd`
data) is asked; a page it finds half round is read turned, and kept so when that reads rabies
(decision 0075). A page that names rabies as it came costs nothing more.

A page held up to a phone's front camera is saved mirrored: Tesseract reads a few letters of
it surely (68-170 on the twenty-ninth set's), and none names rabies. Where a page still names
no rabies and reads fewer than MIRROR_BELOW sure letters, it is read flipped left to right, and
kept so when that names rabies or reads MIRROR_TIMES as many sure letters (318-904 there). Of
the twenty-seventh and twenty-eighth sets' pages read by OCR, 11 of 150 pay that reading and
keep their own (decision 0086).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

FEW_LETTERS = 25  # sure letters: an upright page with print on it reads hundreds
ENOUGH_LETTERS = 150  # a turn is kept only when it reads this many sure letters
MANY_TIMES = 4  # and this many times as many as the page as it came
HALF_ROUND_SURE = 2.0  # Tesseract's confidence in a half turn: the upside-down scans gave 5-22
MIRROR_BELOW = 200  # sure letters under which a page naming no rabies is read mirrored too
MIRROR_TIMES = 3  # a mirror kept when it reads this many times as many (and ENOUGH_LETTERS)

Words = TypeVar("Words")


def upright(
    page: Any,
    words: Words,
    read: Callable[[Any], Words],
    letters: Callable[[Words], int],
    named: Callable[[Words], bool] | None = None,
) -> tuple[Any, Words]:
    """The page and its words, turned a quarter where that reads many times more, or half round
    where Tesseract finds it upside down and turned it names rabies, or mirrored (`mirrored`);
    `read` reads a page, `letters` counts the sure letters of what it read, `named` says whether
    it names rabies."""
    named = named or _names_rabies
    from PIL import Image

    best = letters(words)
    kept = (page, words)
    if best < FEW_LETTERS:
        floor = max(ENOUGH_LETTERS, MANY_TIMES * best)
        for turn in (Image.Transpose.ROTATE_90, Image.Transpose.ROTATE_270):
            turned = page.transpose(turn)
            again = read(turned)
            if (count := letters(again)) >= floor and count > best:
                kept, best = (turned, again), count
    if named(kept[1]):
        return kept
    if upside_down(kept[0]):
        turned = kept[0].transpose(Image.Transpose.ROTATE_180)
        again = read(turned)
        if named(again):
            return turned, again
    return mirrored(kept, read, letters, named)


def mirrored(
    kept: tuple[Any, Words],
    read: Callable[[Any], Words],
    letters: Callable[[Words], int],
    named: Callable[[Words], bool],
) -> tuple[Any, Words]:
    """A page naming no rabies, and reading few letters surely, flipped left to right where that
    names rabies or reads many times as many letters: a front camera's mirrored picture."""
    from PIL import Image

    best = letters(kept[1])
    if best >= MIRROR_BELOW:
        return kept
    flipped = kept[0].transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    again = read(flipped)
    if named(again) or letters(again) >= max(ENOUGH_LETTERS, MIRROR_TIMES * best):
        return flipped, again
    return kept


def upside_down(page: Any) -> bool:
    """Tesseract's orientation detection finds the page half round, surely; False where its
    data is not installed or it finds too little to judge."""
    reader = _orientation_reader()
    if reader is None:
        return False
    reader.SetImage(page)
    try:
        found = reader.DetectOrientationScript()
    except RuntimeError:  # too few letters to judge
        return False
    finally:
        reader.Clear()
    return bool(found) and found["orient_deg"] == 180 and found["orient_conf"] >= HALF_ROUND_SURE


@cache
def _orientation_reader() -> Any:
    import os

    from tesserocr import PSM, PyTessBaseAPI

    from doglicense.office.documents.tesseract import tessdata

    path = tessdata()
    if not os.path.exists(os.path.join(path, "osd.traineddata")):
        return None
    return PyTessBaseAPI(path=path, lang="osd", psm=PSM.OSD_ONLY)


def _names_rabies(words: Any) -> bool:
    from doglicense.office.documents.certificate_words import product_in

    return any("rabies" in s.text.lower() or product_in(s.text) for s in words)
