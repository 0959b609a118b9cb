"""Two residents found to be one person: the second's dogs, requests and drafts join the first.

Only a confirmed link joins residents: a sign-in or confirmation link opened from the e-mail
address both gave, or a Telegram chat opened from a signed link of the web (decision 0014).
A resident who only typed the address brings its requests but not its ways in: its browsers
are signed out, so no one is signed in to an address they never proved (decision 0049).
"""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy import delete, exists, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from doglicense.storage.models import Document, Dog, Draft, License, Record, Resident
from doglicense.storage.office_models import OutboxMessage, ReminderRequest, Seizure
from doglicense.storage.repositories import active_draft
from doglicense.storage.sign_in_models import EmailLink, ResidentSession

log = logging.getLogger(__name__)
# Each table's column that names a resident, moved as a whole to the one kept.
OWNED = (
    (Dog, Dog.owner_id),
    (License, License.owner_id),
    (Record, Record.resident_id),
    (Document, Document.resident_id),
    (OutboxMessage, OutboxMessage.resident_id),
    (EmailLink, EmailLink.resident_id),
    (EmailLink, EmailLink.asked_by),
    (Seizure, Seizure.owner_id),
    (ResidentSession, ResidentSession.resident_id),  # a browser of either is signed in as one
)
# What the kept resident lacks and the other knew: a chat, a browser, a name, a phone, an address.
DETAILS = (
    "telegram_user_id",
    "telegram_chat_id",
    "web_key",
    "email",
    "full_name",
    "phone",
    "address",
)


def can_join(keep: Resident, other: Resident) -> bool:
    """Two Telegram accounts stay two residents: one resident has one chat."""
    chats = {keep.telegram_user_id, other.telegram_user_id} - {None}
    return keep.id != other.id and len(chats) <= 1


async def join(
    session: AsyncSession, keep: Resident, other: Resident, *, now: datetime, ways_in: bool = True
) -> None:
    """Move everything of `other` to `keep` and delete `other`; the caller commits.

    Without `ways_in`, `other`'s browsers are signed out and its browser key dropped instead of
    moved: its requests join `keep`, its browsers do not.
    """
    assert can_join(keep, other)
    if not ways_in:
        await sign_out(session, other)
    await _move_drafts(session, keep, other, now=now)
    for table, column in OWNED:
        await session.execute(update(table).where(column == other.id).values({column.key: keep.id}))
    await _move_reminder_requests(session, keep, other)
    await session.flush()
    details = {name: getattr(other, name) for name in DETAILS}
    session.expunge(other)
    await session.execute(delete(Resident).where(Resident.id == other.id))
    for name, value in details.items():  # the other row is gone: its unique values are free
        if getattr(keep, name) is None and value is not None:
            setattr(keep, name, value)
    log.info("resident %s joined into resident %s", other.id, keep.id)


async def sign_out(session: AsyncSession, resident: Resident) -> None:
    """Every browser of `resident` signed out: its sessions ended, its old browser key dropped."""
    await session.execute(delete(ResidentSession).where(ResidentSession.resident_id == resident.id))
    resident.web_key = None
    await session.flush()


async def _move_drafts(
    session: AsyncSession, keep: Resident, other: Resident, *, now: datetime
) -> None:
    """The newest open draft stays open; the older one is closed, kept as it was."""
    mine, theirs = await active_draft(session, keep.id), await active_draft(session, other.id)
    if mine is not None and theirs is not None:
        older = mine if mine.updated_at <= theirs.updated_at else theirs
        older.active, older.updated_at = False, now
        await session.flush()
    await session.execute(
        update(Draft).where(Draft.resident_id == other.id).values(resident_id=keep.id)
    )


async def _move_reminder_requests(session: AsyncSession, keep: Resident, other: Resident) -> None:
    """A reminder both asked for is kept once."""
    mine = aliased(ReminderRequest)
    both = exists().where(
        mine.resident_id == keep.id,
        mine.kind == ReminderRequest.kind,
        mine.due_on == ReminderRequest.due_on,
    )
    await session.execute(
        delete(ReminderRequest).where(ReminderRequest.resident_id == other.id, both)
    )
    await session.execute(
        update(ReminderRequest)
        .where(ReminderRequest.resident_id == other.id)
        .values(resident_id=keep.id)
    )
