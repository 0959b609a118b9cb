"""A page photographed on its side, with no EXIF orientation to say so, turned upright.

A phone held in landscape over a portrait page, or a landscape form photographed in portrait,
gives a picture whose lines run up or down: Tesseract reads almost nothing of it surely. Where
the page as it came gives fewer than FEW_LETTERS sure letters, it is read turned a quarter each
way, and a turn is kept when it reads many times more (decision 0067). A page that is merely
hard to read (a crumpled carbon, a pencil card) reads no better turned, and is kept as it came.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

FEW_LETTERS = 25  # sure letters: an upright page with print on it reads hundreds
ENOUGH_LETTERS = 150  # a turn is kept only when it reads this many sure letters
MANY_TIMES = 4  # and this many times as many as the page as it came

Words = TypeVar("Words")


def upright(
    page: Any, words: Words, read: Callable[[Any], Words], letters: Callable[[Words], int]
) -> tuple[Any, Words]:
    """The page and its words, turned a quarter where that reads many times more; `read` reads
    a page, `letters` counts the sure letters of what it read."""
    from PIL import Image

    best = letters(words)
    if best >= FEW_LETTERS:
        return page, words
    kept = (page, words)
    floor = max(ENOUGH_LETTERS, MANY_TIMES * best)
    for turn in (Image.Transpose.ROTATE_90, Image.Transpose.ROTATE_270):
        turned = page.transpose(turn)
        again = read(turned)
        if (count := letters(again)) >= floor and count > best:
            kept, best = (turned, again), count
    return kept
