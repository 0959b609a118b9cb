"""Who gave the shot and where, in the sentence that names it: "Rabies vaccine (Imrab 3) was given
March 3, 2025 by Dr. Ana Ruiz at Buckley Road Pet Hospital." A behaviorist's or a specialist's
letter names the dog's own practice so, under its own letterhead: the sentence says where the
shot was given, the letterhead only who wrote."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_words import LABEL_WORDS, PRODUCTS
from doglicense.office.documents.layout.roles import OTHER_SHOTS
from doglicense.office.documents.names.people import vet_name
from doglicense.office.documents.names.practices import clinic_name

RABIES_NAMES = re.compile("|".join([r"\brabies\b", *(p for p, _ in PRODUCTS)]), re.I)
_CAPITAL = r"(?-i:[A-Z])[\w'’.&-]*"
# "by Dr. Ana Ruiz", "by Dr. Ana Ruiz-Mendes, DVM": the doctor, never a bare name ("by Sam")
_BY = re.compile(rf"\bby (?P<who>(?:dr\.?|doctor) {_CAPITAL}(?: {_CAPITAL}){{0,3}})", re.I)
# "at Buckley Road Pet Hospital", "at the Town of Clay Rabies Clinic": a place named in capitals
_AT = re.compile(
    rf"\bat (?:the )?(?P<where>{_CAPITAL}(?: (?:of |and |& )?{_CAPITAL}){{1,7}})", re.I
)


def rabies_before(text: str) -> bool:
    """Rabies, or its vaccine, named last before here (after any other vaccine's name)."""
    other = max((m.end() for m in OTHER_SHOTS.finditer(text)), default=-1)
    rabies = max((m.end() for m in RABIES_NAMES.finditer(text)), default=-1)
    return rabies > other


def giver(sentence: str, start: int, sure: list[bool]) -> tuple[str | None, str | None]:
    """The doctor the sentence says gave the rabies shot ("by Dr. …") and the practice where
    ("at …"), each after a mention of rabies, read surely, named once; None otherwise."""
    found: dict[str, set[str | None]] = {"who": set(), "where": set()}
    for key, pattern, parse in (("who", _BY, vet_name), ("where", _AT, clinic_name)):
        for match in pattern.finditer(sentence):
            if not rabies_before(sentence[: match.start()]):
                continue
            own = _own_words(match.group(key), key == "who")
            begin = start + match.start(key)
            surely = all(sure[i] for i in range(begin, begin + len(own)))
            value = parse(own) if surely else None
            found[key].add(value if value and (key == "where" or " " in value) else None)
    who, where = found["who"], found["where"]
    return (who.pop() if len(who) == 1 else None, where.pop() if len(where) == 1 else None)


def _own_words(name: str, person: bool) -> str:
    """The name up to the next line's first word, where the line ran on into a vaccine or a
    label ("by Dr. Sarah Lindqvist" over "Rabies tag CNY-6255"); a practice's own name holds
    label words ("Pet Hospital")."""
    words = name.split(" ")
    for i, word in enumerate(words[1:], 1):
        bare = word.strip(".,:;").lower()
        label = bare in LABEL_WORDS if person else bare in ("tag", "lot")
        if label or RABIES_NAMES.fullmatch(bare) or OTHER_SHOTS.fullmatch(bare):
            words = words[:i]
            break
    return " ".join(words).rstrip(".,")
