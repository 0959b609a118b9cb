"""A bilingual form's labels read by their English half: "Fecha de vacunación / Date of
vaccination" names the box the English words name.

A practice serving Spanish-speaking owners prints each label twice, one language over the other
beside a slash. The English half is one of the labels the reader knows; the Spanish half stands
before it. The label is read as its English half, in the same place: its value is found beside
or under it as any label's. A value with a slash (a date, "M/N", "Black/tan") is never cut: the
part before the slash must hold no figure, and the part after it must be a whole label.

A form may print the other language under the English instead ("DATE VACCINATED", then "ДАТА
ВАКЦИНАЦИИ", then the date): a line in another alphabet is left out of a text layer's words, and
OCR's unsure letters for it, just under the label, are stepped over to the value (decision 0065).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import LABEL_OF, SURE, is_box_label
from doglicense.office.documents.layout.beside import a_label
from doglicense.office.documents.layout.languages.spanish import read_in_english
from doglicense.office.documents.layout.roles import bare_label

_PAIR = re.compile(r"^(?P<first>[^/|\d]+?)\s*[/|]\s*(?P<english>[^/|]+)$")


def english_labels(segments: list[Segment]) -> list[Segment]:
    """The page's words, blanks left out, each two-language label read as its English half,
    and a page in Spanish alone read by its labels' English names (languages/spanish.py). A
    line in another alphabet with no figure (a Russian label under its English one, "ДАТА
    ВАКЦИНАЦИИ") is left out: it is no value, and a value stands under it."""
    kept = [s for s in segments if s.text.strip() and not _other_alphabet(s.text)]
    return read_in_english([_english(s) for s in kept])


def _other_alphabet(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    latin = sum("LATIN" in unicodedata.name(c, "") for c in letters)
    return bool(letters) and latin < len(letters) / 2 and not any(c.isdigit() for c in text)


def _english(segment: Segment) -> Segment:
    pair = _PAIR.match(segment.text.strip())
    if pair is None:
        return segment
    english = pair.group("english").strip()
    first = pair.group("first").strip()
    if _known(first) and not _known(english):
        # "Owner / Propriétaire:": English first, the other language after it, then the colon
        colon = ":" if english.endswith(":") else ""
        words = len(first.split(" "))
        return replace(segment, text=first + colon, certainty=segment.certainty[:words])
    # "Lot / serial no": two English names of one box, not two languages; left as printed.
    if not _known(english) or _known(pair.group("first").strip()):
        return segment
    # The English half's own words, each with the certainty its word was read with.
    words = len(english.split(" "))
    return replace(segment, text=english, certainty=segment.certainty[-words:])


def _known(text: str) -> bool:
    """One of the labels the reader knows, whole."""
    return is_box_label(text) or any(
        LABEL_OF[key].match(text) or bare_label(text, key) for key in LABEL_OF
    )


def translated_label(label: Segment, line: Segment) -> bool:
    """A bilingual form's label printed again just under it in another alphabet, which OCR
    reads as unsure letters of ours ('FATA BAKUWHAUUA' under "DATE VACCINATED"): as small as
    the label, where it starts, with no figure."""
    return (
        line.confidence < SURE
        and not any(c.isdigit() for c in line.text)
        and not a_label(line.text)
        and line.height <= 1.3 * label.height
        and abs(line.x0 - label.x0) < 0.5 * label.height
        and line.y0 - label.y1 < label.height
    )
