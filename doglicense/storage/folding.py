"""Words folded for searching and matching: case and accents set aside, alike on every database.

The folded text is computed here, in Python, and stored beside what it folds (records',
residents' and dogs' `search_text`), so SQLite and PostgreSQL compare the same letters with a
plain LIKE: no `unaccent` extension to install, no SQLite twin to keep equal (decision 0034).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

# Letters NFKD does not take apart into a base letter and an accent.
_WHOLE_LETTERS = str.maketrans(
    {"ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "æ": "ae", "œ": "oe", "ı": "i", "’": "'"}
)
PHONE_LIKE = re.compile(r"[\d\s().+-]+")


def fold(text: str) -> str:
    """ "Carmen DÍAZ" as "carmen diaz": lower case, no accents, spaces made single."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_WHOLE_LETTERS))
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def folded_words(parts: Iterable[str | None]) -> str:
    """The parts folded into one text of distinct words, in order, for a `search_text` column.

    A phone number is kept as written and as its digits alone, so "3155550100" finds
    "315-555-0100".
    """
    words: list[str] = []
    for part in parts:
        if not part:
            continue
        folded = fold(str(part))
        words.extend(folded.split())
        digits = re.sub(r"\D", "", folded)
        if len(digits) >= 7 and digits != folded and PHONE_LIKE.fullmatch(folded):
            words.append(digits)
    return " ".join(dict.fromkeys(words))
