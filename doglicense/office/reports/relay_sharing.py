"""Sharing contact details in the found-dog relay, both ways: a side the Town has no name or phone
for gives them first, and each side sees what will be sent before agreeing (issue 32, item 4)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Literal, cast

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.answers import parsers
from doglicense.flows.pieces import Answers, Context, Input, Refusal
from doglicense.office.reports import relay
from doglicense.storage.models import Record, Resident

Asked = Literal["name", "phone"]
PARSERS: dict[Asked, Callable[[Input, Answers, Context], str]] = {
    "name": parsers.person_name,
    "phone": parsers.phone_number,
}
DETAIL: dict[Asked, str] = {"name": "their_name", "phone": "their_phone"}  # contact_details' keys


@dataclass(frozen=True)
class SharingStep:
    """Where sharing stands for one side: a detail asked (`refused`: the last try was not one),
    what would be sent (`preview`, not yet agreed), or the relay's answer once agreed."""

    reference: str
    to_side: relay.Side
    asking: Asked | None = None
    refused: bool = False
    preview: dict[str, str | None] | None = None
    sharing: relay.Sharing | None = None
    lacking: tuple[Asked, ...] = ()  # every detail still lacking (the web asks them at once)


async def _sides(
    session: AsyncSession, resident: Resident, record: Record | None
) -> tuple[Record, relay.Side] | None:
    if record is None or record.kind != "found":
        return None
    side = await relay.side_in(session, record, resident)
    return None if side is None else (record, side)


async def _named(session: AsyncSession, resident: Resident, reference: str) -> Record | None:
    return await session.scalar(
        select(Record).where(Record.reference == reference, Record.kind == "found")
    )


def _other(side: relay.Side) -> relay.Side:
    return "finder" if side == "owner" else "owner"


def _asking(record: Record, side: relay.Side, asked: Asked | None) -> None:
    record.answers = {
        **record.answers,
        relay.ASKING: {**record.answers.get(relay.ASKING, {}), side: asked},
    }


def _next(record: Record, resident: Resident, side: relay.Side) -> SharingStep:
    """The first detail the Town lacks, asked (the next words typed answer it), or what would
    be sent."""
    details = relay.contact_details(resident, record, side)
    lacking = tuple(asked for asked in PARSERS if not details[DETAIL[asked]])
    missing = lacking[0] if lacking else None
    _asking(record, side, missing)
    resident.replying_to = record.id if missing else None
    if missing:
        return SharingStep(record.reference, _other(side), asking=missing, lacking=lacking)
    return SharingStep(record.reference, _other(side), preview=details)


async def offer(session: AsyncSession, resident: Resident, reference: str) -> SharingStep | None:
    """ "Share my contact details": nothing agreed yet; the detail lacking is asked, or what
    would be sent is shown. None when the resident is neither side. The caller commits."""
    found = await _sides(session, resident, await _named(session, resident, reference))
    if found is None:
        return None
    record, side = found
    if relay.AGREES[side] in record.flags:  # agreed before: where it stands
        shared = relay.AGREES[_other(side)] in record.flags
        return SharingStep(reference, _other(side), sharing="shared" if shared else "waiting")
    return _next(record, resident, side)


def _give(record: Record, side: relay.Side, asked: Asked, words: str) -> bool:
    """Keep the detail given to share (never on the resident's own file); False if it is not one."""
    try:
        value = PARSERS[asked](Input.of_text(words), {}, cast(Context, None))
    except Refusal:
        return False
    given = dict(record.answers.get(relay.GIVEN, {}))
    given[side] = {**given.get(side, {}), asked: value}
    record.answers = {**record.answers, relay.GIVEN: given}
    return True


async def typed(session: AsyncSession, resident: Resident, words: str) -> SharingStep | None:
    """Words typed while a detail is asked: kept, and the next step; None when nothing is being
    asked (the words are a message for the relay). The caller commits."""
    record = await session.get(Record, resident.replying_to) if resident.replying_to else None
    found = await _sides(session, resident, record)
    if found is None:
        return None
    record, side = found
    asked = record.answers.get(relay.ASKING, {}).get(side)
    if asked not in PARSERS:
        return None
    if not _give(record, side, asked, words):
        return replace(_next(record, resident, side), refused=True)
    return _next(record, resident, side)


async def filled(
    session: AsyncSession, resident: Resident, reference: str, given: dict[Asked, str]
) -> SharingStep | None:
    """The web's boxes: each detail given kept, then the next step (a refusal names the first
    detail that is not one). The caller commits."""
    found = await _sides(session, resident, await _named(session, resident, reference))
    if found is None:
        return None
    record, side = found
    for asked, words in given.items():
        if words.strip() and not _give(record, side, asked, words):
            return replace(_next(record, resident, side), asking=asked, refused=True)
    return _next(record, resident, side)


async def agree(
    session: AsyncSession, resident: Resident, reference: str, *, now: datetime
) -> SharingStep | None:
    """ "Share these details", after seeing them: agreed, unless a detail is still lacking (asked
    again). Details go both ways once both sides agree (relay.share). The caller commits."""
    found = await _sides(session, resident, await _named(session, resident, reference))
    if found is None:
        return None
    record, side = found
    step = _next(record, resident, side)
    if step.asking is not None:
        return step
    sharing = await relay.share(session, resident, reference, now=now)
    return SharingStep(reference, _other(side), sharing=sharing)
