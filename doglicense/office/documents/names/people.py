"""People's names on a certificate: the owner's, the vet's (never a practice's), as a form or a
pen writes them."""

from __future__ import annotations

import re

_WORD = r"[A-ZÀ-ÖØ-Þ](?:[^\W\d_]|['’-])+"  # "José", "Geneviève", "O'Neill"
_NAME = re.compile(rf"^{_WORD}(?: {_WORD}){{0,3}}$")


# A heading's or a sentence's little words: "DOCK RULES FOR DOGS" names no one.
_NO_NAME_WORDS = frozenset(
    ("for", "the", "and", "with", "your", "our", "to", "from", "is", "are", "all")
)


def person_name(text: str) -> str | None:
    text = re.sub(r"\s*\(.*$", "", text).strip(" ,.")
    if any(word.lower() in _NO_NAME_WORDS for word in text.split(" ")):
        return None
    return text if _NAME.match(text) else None


def last_first(text: str) -> str | None:
    """An owner written as a form asks, "Last, First" ("FIGUEROA, NADIA"); never a town and its
    state ("Cicero, NY")."""
    text = re.sub(r"\s*\(.*$", "", text).strip(" ,.")
    last, comma, first = text.partition(", ")
    if not comma or re.fullmatch(r"[A-Z]{2}", first):
        return None
    if person_name(last) is None or person_name(first) is None or " " in last:
        return None
    return text


# A practice's name where a form asks for the vet ("Vet: Country Lane Vets"): no person's name.
_PRACTICE = re.compile(
    r"\b(?:clinic|hospital|practice|veterinary|vets?|animal|pet care|associates|center)\b", re.I
)


def owner_name(text: str) -> str | None:
    """The owner, a person: never a practice's name, as a clinic's stamp under an empty
    "Adopter:" reads ("Country Lane Animal Clinic")."""
    if _PRACTICE.search(text):
        return None
    return person_name(text) or last_first(text)


# A doctor's title at a name's head: "Dr. Eamon Ellsworth", "Doctor Ruiz".
DOCTOR = re.compile(r"\s*(?:dr\b\.?|doctor\b)", re.I)
DEGREE = r"(?:d\.?v\.?m|v\.?m\.?d)\.?"  # a vet's degree after the name: "DVM", "V.M.D."


def doctor_before_practice(text: str) -> str:
    """ "Dr. Eamon Ellsworth, Saratoga Springs Pet Wellness Center": the doctor's own words;
    any other text as it is."""
    both = _doctor_and_practice(text)
    return both[0] if both else text


def whole(name: str | None) -> str | None:
    """A person named in full: a given name and a family name. One word alone is a name cut
    where the reading stopped ('EVELYN' for Evelyn Okafor, 'MICH'): left to the resident."""
    return name if name is not None and " " in name.strip() else None


def practice_after_doctor(text: str) -> str | None:
    """ "Dr. Alistair Chamberlain, Tully Animal Hospital": the practice's own words; None where
    the text is not a doctor and a practice."""
    both = _doctor_and_practice(text)
    return both[1].strip() if both else None


_BETWEEN = re.compile(r",|\s[-–—]\s")  # "Dr. Isadora Pemberton - Brewerton Animal Care" too


def _doctor_and_practice(text: str) -> tuple[str, str] | None:
    parts = _BETWEEN.split(text, maxsplit=1)
    if len(parts) == 2 and _PRACTICE.search(parts[1]) and DOCTOR.match(parts[0]):
        return parts[0], parts[1]
    return None


def vet_name(text: str) -> str | None:
    text = doctor_before_practice(text)
    if _PRACTICE.search(text):
        return None
    text = re.sub(r"^(?:dr\.?|doctor)[\s,]+", "", text.strip(), flags=re.I)
    text = re.sub(rf",?\s*{DEGREE}\s*$", "", text, flags=re.I)
    return person_name(text) or last_first(text)  # "FONTAINE, LYLE" on a form asking so
