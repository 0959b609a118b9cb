"""The found-dog relay: the owner and the finder write to each other through the Town, neither
seeing the other's name, address or phone unless both agree to share them (issue 17)."""

from __future__ import annotations

import hashlib
from datetime import datetime
from typing import Literal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.outbox import notify
from doglicense.storage.models import Dog, Record, Resident

Side = Literal["owner", "finder"]
Sharing = Literal["waiting", "shared"]
MAX_WORDS = 1000  # characters: a message, not a letter
AGREES = {"owner": "owner_shares", "finder": "finder_shares"}  # the found report's flags
GIVEN = "shared_details"  # in the found report's answers: {side: {"name", "phone"}} given to share
ASKING = "sharing_asks"  # in the found report's answers: {side: "name" or "phone"} being asked


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


side_in = _side  # which side of a found report the resident is: office/reports/relay_sharing.py's


async def begin_reply(session: AsyncSession, resident: Resident, reference: str) -> Side | None:
    """ "Reply" under a found dog's message: whom the resident's next words go to, if anyone."""
    record = await _found_report(session, reference)
    side = await _side(session, record, resident) if record else None
    if record is None or side is None:
        return None
    resident.replying_to = record.id
    record.answers = {**record.answers, ASKING: {**record.answers.get(ASKING, {}), side: None}}
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
            "share_offer": AGREES[side_of(other, owner)] not in record.flags,
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


def side_of(resident: Resident, owner: Resident | None) -> Side:
    return "owner" if owner is not None and owner.id == resident.id else "finder"


def contact_details(resident: Resident, record: Record, side: Side) -> dict[str, str | None]:
    """What a side shares: its name, phone and e-mail as the Town has them, or as given to share."""
    phone = resident.phone
    way_back = record.answers.get("finder_contact")
    if side == "finder" and way_back and way_back != "chat":
        phone = str(way_back)  # the number the finder gave with the report
    given = record.answers.get(GIVEN, {}).get(side, {})
    # keys apart from a template's own `name`
    return {
        "their_name": given.get("name") or resident.full_name,
        "their_phone": given.get("phone") or phone,
        "their_email": resident.email,
    }


def can_give(details: dict[str, str | None]) -> bool:
    """A side shares only with a name and a phone to give: never one side's details for nothing."""
    return bool(details["their_name"] and details["their_phone"])


async def share(
    session: AsyncSession, resident: Resident, reference: str, *, now: datetime
) -> Sharing | None:
    """ "Share my contact details": agreed by this side; once both sides have agreed, each is sent
    the other's name, phone and e-mail. Until then nothing is shared, and the other side is asked.
    None when the resident is neither side. The caller commits."""
    record = await _found_report(session, reference)
    side = await _side(session, record, resident) if record else None
    owner, dog = await _parties(session, record) if record else (None, None)
    finder = (
        await session.get(Resident, record.resident_id) if record and record.resident_id else None
    )
    if record is None or side is None or owner is None or finder is None or dog is None:
        return None
    other: Side = "finder" if side == "owner" else "owner"
    if not can_give(contact_details(resident, record, side)):
        return None  # office/reports/relay_sharing.py asks for what is missing before agreeing
    if AGREES[side] in record.flags:
        return "shared" if AGREES[other] in record.flags else "waiting"
    record.flags = [*record.flags, AGREES[side]]
    facts = {"reference": record.reference, "dog": dog.name, "tag": dog.tag_number}
    if AGREES[other] not in record.flags:
        asked = owner if other == "owner" else finder
        notify(
            session,
            asked,
            "relay_share_offer",
            {**facts, "from_side": side, "reply_to": record.reference, "share_offer": True},
            key=f"relay_share_offer:{record.id}:{side}",
            at=now,
        )
        return "waiting"
    sides: tuple[tuple[Resident, Resident, Side], ...] = (
        (owner, finder, "finder"),
        (finder, owner, "owner"),
    )
    for to, about, about_side in sides:
        notify(
            session,
            to,
            "relay_shared",
            {**facts, "from_side": about_side, **contact_details(about, record, about_side)},
            key=f"relay_shared:{record.id}:{about_side}",
            at=now,
        )
    return "shared"
