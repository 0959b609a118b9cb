"""The outbox's bookkeeping for every sender: claim a batch, settle each message, retry or give up.

At least once: a message is claimed with a lease before it is sent and marked sent right after
the channel accepts it, in its own commit. Two runners never hold the same message while a lease
is fresh. A runner that dies between the channel accepting a message and the commit leaves it
claimed; when the lease runs out another run sends it again. That window (milliseconds) is the
price of never losing a message; the e-mail sender narrows it further with a Message-ID made from
the message's key, so receiving mail systems can drop the copy.

Only the job runner's leader sends (office/notices/leader.py). A new leader frees every claim at
once
(`take_over_claims`): the runner that made them lost the lock, and a runner checks it still
leads before each send (`leader.confirm_leading`), so the batch a killed leader held goes out
now instead of after the lease.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, and_, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import Resident
from doglicense.storage.office_models import OutboxMessage

LEASE = timedelta(minutes=5)
# Tries for a transient failure: 1, 2, 4 ... minutes apart, at most an hour: about 4 hours in all.
MAX_ATTEMPTS = 10
RETRY_DELAY = timedelta(minutes=1)
LONGEST_DELAY = timedelta(hours=1)


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
    """Take up to `limit` unsent messages, oldest first; commits the claim before any send.

    The session is left outside any transaction: each send happens between two commits.
    """
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


async def take_over_claims(session: AsyncSession) -> int:
    """Free the claims on unsent messages, for the leader that has just taken over; commits.

    Whoever made them no longer leads: it died, or it finds out before its next send.
    """
    freed = await session.execute(
        update(OutboxMessage)
        .where(OutboxMessage.sent_at.is_(None), OutboxMessage.claimed_at.is_not(None))
        .values(claimed_at=None, claimed_by=None)
        .execution_options(synchronize_session=False)
    )
    await session.commit()
    return int(getattr(freed, "rowcount", 0) or 0)


def sent(message: OutboxMessage, *, now: datetime) -> None:
    """The channel accepted it: never again."""
    message.sent_at = now
    message.claimed_at = None
    message.attempts += 1


def retry_delay(attempts: int) -> timedelta:
    """How long to wait after the n-th failed try: doubling, never more than LONGEST_DELAY."""
    doubled: timedelta = RETRY_DELAY * 2 ** max(0, attempts - 1)
    return min(doubled, LONGEST_DELAY)


def failed(message: OutboxMessage, error: str, *, now: datetime) -> None:
    """Not sent this time: released for a later run, or given up after MAX_ATTEMPTS."""
    message.attempts += 1
    message.last_error = error[:400]
    message.claimed_at = None
    message.claimed_by = None
    if message.attempts >= MAX_ATTEMPTS:
        message.abandoned = True
    else:
        message.not_before = now + retry_delay(message.attempts)


def refused(message: OutboxMessage, reason: str) -> None:
    """The message itself is at fault (cannot be written, refused for good): never retried."""
    message.attempts += 1
    message.abandoned = True
    message.last_error = reason[:400]
    message.claimed_at = None


def unwritable(message: OutboxMessage, error: Exception) -> None:
    """Its template is missing or fails on its context: the reason names the template only."""
    refused(message, f"not written ({type(error).__name__}): template {message.template}")


def undeliverable(message: OutboxMessage, error: str) -> None:
    """No way to reach the resident in this channel: kept, marked, never retried."""
    message.abandoned = True
    message.last_error = error
    message.claimed_at = None


def release(message: OutboxMessage) -> None:
    """Give the message back untried (a runner stopping, a channel asking us to wait)."""
    message.claimed_at = None
    message.claimed_by = None
