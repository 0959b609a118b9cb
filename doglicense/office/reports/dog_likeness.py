"""How alike a found dog and a lost one are, from tag, words and looks: pure scoring, no I/O."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from doglicense.flows.found import NO_TAG
from doglicense.storage.folding import fold
from doglicense.storage.models import Dog, Record, Resident

BREED, COLOUR, SEX, AREA = 3, 2, 2, 1
TAG_SCORE = 100  # the same tag: nothing else counts


# Words that say nothing of a dog or a place.
STOP_WORDS = frozenset(
    {"a", "an", "and", "the", "of", "or", "with", "by", "at", "on", "in", "near", "to", "from"}
    | {"dog", "dogs", "is", "it", "its", "his", "her", "very"}
)


@dataclass(frozen=True)
class DogFacts:
    """What one side knows of a dog, in words: its tag, breed, colour, sex and places."""

    tag: str | None
    breed: str = ""
    colour: str = ""
    sex: str | None = None
    places: tuple[str, ...] = ()


def words(text: str) -> set[str]:
    """The words that tell: folded (storage/folding.py: "Marrón" is "marron"), letters only, no
    small words, no plural s."""
    found = re.findall(r"[a-z]+", fold(text))
    return {w.removesuffix("s") if len(w) > 3 else w for w in found if w not in STOP_WORDS}


def _alike(one: str, other: str) -> bool:
    if one == other:
        return True
    short, long = sorted((one, other), key=len)
    return len(short) >= 3 and long.startswith(short)


def overlap(one: str, other: str) -> bool:
    """A word of one written like a word of the other (or the start of it)."""
    theirs = words(other)
    return any(_alike(mine, their) for mine in words(one) for their in theirs)


def score(found: DogFacts, lost: DogFacts) -> int | None:
    """How well a found dog fits a lost one, higher is better; None: not this dog."""
    if found.tag:
        return TAG_SCORE if found.tag == lost.tag else None
    if found.sex and lost.sex and found.sex != lost.sex:
        return None
    breed = overlap(found.breed, lost.breed)
    colour = overlap(found.colour, lost.colour)
    if not (breed or colour):
        return None
    area = any(overlap(mine, theirs) for mine in found.places for theirs in lost.places)
    same_sex = bool(found.sex) and found.sex == lost.sex
    return BREED * breed + COLOUR * colour + SEX * same_sex + AREA * area


def found_facts(answers: dict[str, Any]) -> DogFacts:
    """The finder's answers; a report made before breed and colour were asked has a description."""
    tag = answers.get("found_tag")
    if tag and tag != NO_TAG:
        return DogFacts(tag=str(tag))
    described = str(answers.get("found_description") or "")
    sex = answers.get("found_sex")
    return DogFacts(
        tag=None,
        breed=str(answers.get("found_breed") or described),
        colour=str(answers.get("found_colour") or described),
        sex=str(sex) if sex in ("male", "female") else None,  # NOT_SURE rules nothing out
        places=tuple(str(answers.get(k) or "") for k in ("found_place", "found_where")),
    )


def lost_facts(lost: Record, dog: Dog | None, owner: Resident | None) -> DogFacts:
    """The lost dog's register entry, where it was last seen, and its owner's address."""
    if dog is None:
        return DogFacts(tag=None)
    places = (str(lost.answers.get("last_seen") or ""), (owner.address or "") if owner else "")
    return DogFacts(
        tag=dog.tag_number, breed=dog.breed, colour=dog.colour, sex=dog.sex, places=places
    )
