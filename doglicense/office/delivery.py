"""The outbox's bookkeeping for every sender: claim a batch, settle each message, retry or give up.

At least once: a message is claimed with a lease before it is sent and marked sent right after
the channel accepts it, in its own commit. Two runners never hold the same message while a lease
is fresh. A runner that dies between the channel accepting a message and the commit leaves it
claimed; when the lease runs out another run sends it again. That window (milliseconds) is the
price of never losing a message; the e-mail sender narrows it further with a Message-ID made from
the message's key, so receiving mail systems can drop the copy.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, and_, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import OutboxMessage, Resident

LEASE = timedelta(minutes=5)
MAX_ATTEMPTS = 5
RETRY_DELAY = timedelta(minutes=1)


@dataclass(frozen=True)
class Claimed:
    """A message a runner holds, with the resident it goes to."""

    message: OutboxMessage
    resident: Resident


def new_runner() -> str:
    """A name for one claim, so a runner settles only what it claimed."""
    return uuid.uuid4().hex


def _claimable(channels: Sequence[str], now: datetime) -> list[ColumnElement[bool]]:
    return [
        OutboxMessage.sent_at.is_(None),
        OutboxMessage.abandoned.is_(False),
        OutboxMessage.channel.in_(list(channels)),
        or_(OutboxMessage.not_before.is_(None), OutboxMessage.not_before <= now),
        or_(OutboxMessage.claimed_at.is_(None), OutboxMessage.claimed_at < now - LEASE),
    ]


async def claim(
    session: AsyncSession, channels: Sequence[str], *, runner: str, now: datetime, limit: int
) -> list[Claimed]:
    """Take up to `limit` unsent messages, oldest first; commits the claim before any send."""
    conditions = _claimable(channels, now)
    oldest = select(OutboxMessage.id).where(*conditions).order_by(OutboxMessage.id).limit(limit)
    chosen: Any = oldest.scalar_subquery()  # SQLite: one statement, one writer at a time
    if session.get_bind().dialect.name == "postgresql":
        # Locked first, then updated by id: a LIMIT in the UPDATE's subquery may be rescanned.
        chosen = list((await session.scalars(oldest.with_for_update(skip_locked=True))).all())
    await session.execute(
        update(OutboxMessage)
        # The conditions again: a row another runner claimed meanwhile is left alone.
        .where(OutboxMessage.id.in_(chosen), *conditions)
        .values(claimed_at=now, claimed_by=runner)
        .execution_options(synchronize_session=False)
    )
    await session.commit()
    rows = await session.execute(
        select(OutboxMessage, Resident)
        .join(Resident, Resident.id == OutboxMessage.resident_id)
        .where(
            and_(
                OutboxMessage.claimed_by == runner,
                OutboxMessage.sent_at.is_(None),
                OutboxMessage.abandoned.is_(False),
            )
        )
        .order_by(OutboxMessage.id)
        .execution_options(populate_existing=True)
    )
    claimed = [Claimed(message, resident) for message, resident in rows]
    await session.commit()  # no transaction stays open while a channel is called
    return claimed


def sent(message: OutboxMessage, *, now: datetime) -> None:
    """The channel accepted it: never again."""
    message.sent_at = now
    message.claimed_at = None
    message.attempts += 1


def failed(message: OutboxMessage, error: str, *, now: datetime) -> None:
    """Not sent this time: released for a later run, or given up after MAX_ATTEMPTS."""
    message.attempts += 1
    message.last_error = error[:400]
    message.claimed_at = None
    message.claimed_by = None
    if message.attempts >= MAX_ATTEMPTS:
        message.abandoned = True
    else:
        message.not_before = now + RETRY_DELAY * message.attempts


def undeliverable(message: OutboxMessage, error: str) -> None:
    """No way to reach the resident in this channel: kept, marked, never retried."""
    message.abandoned = True
    message.last_error = error
    message.claimed_at = None


def release(message: OutboxMessage) -> None:
    """Give the message back untried (a runner stopping, a channel asking us to wait)."""
    message.claimed_at = None
    message.claimed_by = None
