"""What the officer enters for a seizure, checked field by field, and why an entry is refused."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time

from doglicense.flows.answers.parsers import looks_like_tag, normal_tag
from doglicense.law import TownProfile
from doglicense.law.redemption import Shot

SEXES = ("male", "female", "")


class SeizureRefused(ValueError):
    """The officer's entry or move can't be taken; `reason` names the console's notice."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class SeizureEntry:
    """A seizure as the officer writes it, checked."""

    seized_at: datetime
    place: str
    held_at: str
    tag_number: str | None
    breed: str
    colour: str
    sex: str
    description: str
    identified: bool
    shots: tuple[Shot, ...]


def _line(fields: dict[str, str], name: str, limit: int) -> str:
    return " ".join(fields.get(name, "").split())[:limit]


def entry_of(
    fields: dict[str, str], shots: list[str], town: TownProfile, now: datetime
) -> SeizureEntry:
    """Check the officer's form; SeizureRefused says what is wrong."""
    try:
        seized_at = datetime.combine(
            date.fromisoformat(fields.get("seized_date", "").strip()),
            time.fromisoformat(fields.get("seized_time", "").strip()),
            town.tz,
        )
    except ValueError as error:
        raise SeizureRefused("seizure_when") from error
    if seized_at > now:
        raise SeizureRefused("seizure_when")
    place, held_at = _line(fields, "place", 200), _line(fields, "held_at", 200)
    if not place or not held_at:
        raise SeizureRefused("seizure_where")
    typed_tag = re.sub(r"\s", "", fields.get("tag_number", ""))
    tag = normal_tag(typed_tag) if typed_tag else None
    if tag is not None and not looks_like_tag(tag):
        raise SeizureRefused("seizure_tag")
    sex = fields.get("sex", "").strip()
    identified = fields.get("identified", "")
    if sex not in SEXES or identified not in ("yes", "no"):
        raise SeizureRefused("seizure_identified")
    try:
        given = tuple(Shot(shot) for shot in shots)
    except ValueError as error:
        raise SeizureRefused("seizure_identified") from error
    return SeizureEntry(
        seized_at,
        place,
        held_at,
        tag,
        _line(fields, "breed", 100),
        _line(fields, "colour", 200),
        sex,
        fields.get("description", "").strip()[:2000],
        identified == "yes",
        given,
    )
