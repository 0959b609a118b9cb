"""Renewal, rabies and puppy reminders: one query per kind, each written once (R2, R13, R21).

A reminder of a kind is due from its day until the next kind's day (the last kind for
CATCH_UP_DAYS), so a sweep missed for a day or two still sends it, and a late sweep never sends
two kinds at once. `ReminderSent` (unique subject and kind) is written in the same transaction as
the outbox message: whichever runs first — the cron command or the daily job — sends it, the
other finds it sent.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import String, cast, exists, literal, select
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from doglicense.law import TownProfile, renewal_reminder_offsets
from doglicense.law.fees import license_fee
from doglicense.office.lifecycle import OPEN
from doglicense.storage.models import Dog, License, Record, Resident
from doglicense.storage.office_models import OutboxMessage, ReminderRequest, ReminderSent

CATCH_UP_DAYS = 7
BATCH = 10_000
PUPPY = "puppy"
RABIES = "rabies"


@dataclass(frozen=True)
class Window:
    """A renewal reminder kind, due from `first` to `last` days after expiry (negative: before)."""

    kind: str
    first: int
    last: int


@dataclass(frozen=True)
class Due:
    """One reminder to write: its subject, kind, resident, template and words' context."""

    subject: str
    kind: str
    resident_id: int
    channel: str
    template: str
    context: dict[str, Any]


def renewal_windows(town: TownProfile) -> list[Window]:
    """The town's renewal reminders in order: 30 and 7 days before, the day, 14 days after."""
    offsets = renewal_reminder_offsets(town)  # the first is also when "My dogs" says renew
    windows = []
    for index, (offset, kind) in enumerate(offsets):
        following = offsets[index + 1][0] if index + 1 < len(offsets) else None
        last = following - 1 if following is not None else offset + CATCH_UP_DAYS - 1
        windows.append(Window(kind, offset, last))
    return windows


def _license_subject() -> Any:
    return literal("license:", String).concat(cast(License.id, String))


def _newest_active(query: Any, kind: str) -> Any:
    """Only a dog's newest license, an active dog, a resident who wants reminders, not yet sent."""
    later = aliased(License)
    return query.where(
        Dog.status == "active",
        Resident.reminders_enabled.is_(True),
        Resident.reachable.is_(True),
        ~exists().where(later.dog_id == License.dog_id, later.expires_on > License.expires_on),
        ~exists().where(ReminderSent.subject == _license_subject(), ReminderSent.kind == kind),
    )


def _licenses() -> Any:  # a Select of nine columns
    return (
        select(
            License.id,
            License.tag_number,
            License.expires_on,
            License.rabies_expires_on,
            License.exempt_type,
            Dog.name,
            Dog.spayed_neutered,
            Resident.id.label("resident_id"),
            Resident.preferred_channel,
        )
        .join(Dog, Dog.id == License.dog_id)
        .join(Resident, Resident.id == Dog.owner_id)
    )


def _renewal_fee(town: TownProfile, row: Any) -> dict[str, int]:
    """What renewing this dog costs today, in its parts (R6-R9), for the reminder to say."""
    fee = license_fee(town, spayed_neutered=row.spayed_neutered, exempt_type=row.exempt_type)
    return {
        "fee_cents": fee.total_cents,
        "town_fee_cents": fee.town_share_cents,
        "state_cents": fee.state_surcharge_cents,
    }


async def _renewals_due(
    session: AsyncSession, town: TownProfile, window: Window, today: date
) -> list[Due]:
    query = _newest_active(_licenses(), window.kind).where(
        License.expires_on >= today - timedelta(days=window.last),
        License.expires_on <= today - timedelta(days=window.first),
        # A renewal already waiting for the clerk needs no reminder.
        ~exists().where(
            Record.dog_id == License.dog_id,
            Record.kind == "renewal",
            Record.status.in_(list(OPEN)),
        ),
    )
    return [
        Due(
            f"license:{row.id}",
            window.kind,
            row.resident_id,
            row.preferred_channel,
            "renewal_reminder",
            {
                "dog": row.name,
                "tag": row.tag_number,
                "expires_on": row.expires_on.isoformat(),
                "days": (row.expires_on - today).days,
                "renew_tag": row.tag_number,
                **_renewal_fee(town, row),
            },
        )
        for row in await session.execute(query)
    ]


async def _rabies_due(session: AsyncSession, town: TownProfile, today: date) -> list[Due]:
    """R13: the certificate ends while the license runs: a new one, asked for ahead of time."""
    ahead = timedelta(days=town.policy.rabies_reminder_days_before)
    query = _newest_active(_licenses(), RABIES).where(
        License.rabies_expires_on >= today,
        License.rabies_expires_on <= today + ahead,
        License.rabies_expires_on < License.expires_on,
    )
    return [
        Due(
            f"license:{row.id}",
            RABIES,
            row.resident_id,
            row.preferred_channel,
            "rabies_reminder",
            {
                "dog": row.name,
                "tag": row.tag_number,
                "rabies_expires_on": row.rabies_expires_on.isoformat(),
                "expires_on": row.expires_on.isoformat(),
            },
        )
        for row in await session.execute(query)
    ]


async def _requests_due(session: AsyncSession, today: date) -> list[Due]:
    """Reminders residents asked for, such as the day a puppy turns 4 months (R2)."""
    subject = literal("request:", String).concat(cast(ReminderRequest.id, String))
    query = (
        select(ReminderRequest, Resident)
        .join(Resident, Resident.id == ReminderRequest.resident_id)
        .where(
            ReminderRequest.due_on <= today,
            ReminderRequest.due_on > today - timedelta(days=CATCH_UP_DAYS),
            Resident.reminders_enabled.is_(True),
            Resident.reachable.is_(True),
            ~exists().where(
                ReminderSent.subject == subject, ReminderSent.kind == ReminderRequest.kind
            ),
        )
    )
    return [
        Due(
            f"request:{request.id}",
            request.kind,
            resident.id,
            resident.preferred_channel,
            f"{request.kind}_reminder",
            {**request.context, "due": request.due_on.isoformat(), "license_button": True},
        )
        for request, resident in await session.execute(query)
    ]


async def _write(session: AsyncSession, due: Sequence[Due], now: datetime) -> int:
    """Each reminder with its outbox message, BATCH to a transaction; how many this run wrote.

    Plain Core statements, no ORM units of work: the `ReminderSent` rows go in with ON CONFLICT
    DO NOTHING on their unique (subject, kind), which returns the rows this run wrote, and only
    those get their message, in the same transaction. A reminder another runner wrote
    meanwhile is skipped (PostgreSQL waits for that runner's transaction to end first); both
    write in the same sorted order, so neither waits on the other in a cycle.
    """
    insert = postgresql_insert if session.get_bind().dialect.name == "postgresql" else sqlite_insert
    tables = ReminderSent.metadata.tables
    reminders, messages = tables[ReminderSent.__tablename__], tables[OutboxMessage.__tablename__]
    add_reminders = (
        insert(reminders)
        .on_conflict_do_nothing(index_elements=[reminders.c.subject, reminders.c.kind])
        .returning(reminders.c.subject, reminders.c.kind)
    )
    add_messages = insert(messages).on_conflict_do_nothing(index_elements=[messages.c.key])
    ordered = sorted(due, key=lambda item: (item.subject, item.kind))
    written = 0
    for start in range(0, len(ordered), BATCH):
        batch = ordered[start : start + BATCH]
        result = await session.execute(
            add_reminders, [{"subject": i.subject, "kind": i.kind, "at": now} for i in batch]
        )
        mine = {(row.subject, row.kind) for row in result}
        if mine:
            await session.execute(
                add_messages,
                [_message(item, now) for item in batch if (item.subject, item.kind) in mine],
            )
        await session.commit()
        written += len(mine)
    return written


def _message(item: Due, now: datetime) -> dict[str, Any]:
    """The outbox row of a reminder, as `queue_message` would write it."""
    return {
        "key": f"reminder:{item.subject}:{item.kind}",
        "resident_id": item.resident_id,
        "channel": item.channel,
        "template": item.template,
        "context": item.context,
        "created_at": now,
    }


async def send_reminders(
    session: AsyncSession, town: TownProfile, *, today: date, now: datetime
) -> dict[str, int]:
    """The day's sweep, safe to run again and alongside another: how many of each kind written."""
    written: dict[str, int] = {}
    for window in renewal_windows(town):
        written[window.kind] = await _write(
            session, await _renewals_due(session, town, window, today), now
        )
    written[RABIES] = await _write(session, await _rabies_due(session, town, today), now)
    requests = await _requests_due(session, today)
    written[PUPPY] = await _write(session, requests, now)
    return written
