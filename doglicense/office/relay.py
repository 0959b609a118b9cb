"""The found-dog relay: the owner and the finder write to each other through the Town, neither
seeing the other's name, address or phone unless they write it themselves (issue 17)."""

from __future__ import annotations

import hashlib
from datetime import datetime
from typing import Literal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.outbox import notify
from doglicense.storage.models import Dog, Record, Resident

Side = Literal["owner", "finder"]
MAX_WORDS = 1000  # characters: a message, not a letter


async def _parties(session: AsyncSession, record: Record) -> tuple[Resident | None, Dog | None]:
    """The owner of record of the found dog, and the dog."""
    dog = await session.get(Dog, record.dog_id) if record.dog_id else None
    owner = await session.get(Resident, dog.owner_id) if dog and dog.owner_id else None
    return owner, dog


async def _found_report(session: AsyncSession, reference: str) -> Record | None:
    return await session.scalar(
        select(Record).where(Record.reference == reference, Record.kind == "found")
    )


async def _side(session: AsyncSession, record: Record, resident: Resident) -> Side | None:
    owner, _ = await _parties(session, record)
    if owner is not None and owner.id == resident.id:
        return "owner"
    return "finder" if record.resident_id == resident.id else None


async def begin_reply(session: AsyncSession, resident: Resident, reference: str) -> Side | None:
    """ "Reply" under a found dog's message: whom the resident's next words go to, if anyone."""
    record = await _found_report(session, reference)
    side = await _side(session, record, resident) if record else None
    if record is None or side is None:
        return None
    resident.replying_to = record.id
    return "finder" if side == "owner" else "owner"


async def send_reply(
    session: AsyncSession, resident: Resident, words: str, *, now: datetime
) -> Side | None:
    """Pass the words on to the other side, in its channel, with a Reply of its own; None when
    there is no one to write to any more. The caller commits."""
    record = await session.get(Record, resident.replying_to) if resident.replying_to else None
    resident.replying_to = None
    side = await _side(session, record, resident) if record else None
    if record is None or side is None:
        return None
    owner, dog = await _parties(session, record)
    other = (
        owner
        if side == "finder"
        else (await session.get(Resident, record.resident_id) if record.resident_id else None)
    )
    if other is None or dog is None:
        return None
    text = " ".join(words.split())[:MAX_WORDS]
    digest = hashlib.sha256(f"{resident.id}:{now.isoformat()}:{text}".encode()).hexdigest()[:16]
    notify(
        session,
        other,
        "relay_message",
        {
            "reference": record.reference,
            "dog": dog.name,
            "tag": dog.tag_number,
            "from_side": side,
            "text": text,
            "reply_to": record.reference,
        },
        key=f"relay:{record.id}:{digest}",
        at=now,
    )
    return "owner" if side == "finder" else "finder"


async def reply_now(
    session: AsyncSession, resident: Resident, reference: str, words: str, *, now: datetime
) -> Side | None:
    """The web's "Write back": the words given with the link, sent at once."""
    if await begin_reply(session, resident, reference) is None:
        return None
    return await send_reply(session, resident, words, now=now)
