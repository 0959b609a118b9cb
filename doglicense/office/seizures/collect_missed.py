"""The message the morning after a day promised to collect a seized dog passed with it still held.

An owner who paid by card named the day they would collect the dog (decision 0046); once that
day has passed they are told, once, that the boarding since is owed at collection, the last day
and what follows it, and what to do now (docs/decisions/0052). A reminder of the last day that
goes out after the missed day says the same, so the message is then left unsent.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile
from doglicense.office.notices.reminders import Due
from doglicense.office.seizures.online_redemption import COVERS_THROUGH, paid_cents, redeemer_of
from doglicense.office.seizures.seizure_notices import redemption_facts
from doglicense.storage.models import Record, Resident
from doglicense.storage.office_models import ReminderSent, Seizure

KIND = "collect_missed"
TEMPLATE = "seizure_collect_missed"
REMINDER_KINDS = ("redeem_2d", "redeem_1d")  # seizure_queue's reminders of the last day


def promised_day(record: Record) -> date | None:
    """The day the owner paying by card said they would collect the dog."""
    day = record.answers.get(COVERS_THROUGH)
    return date.fromisoformat(day) if day and record.payment_choice == "card" else None


def recipient_of(seizure: Seizure, record: Record) -> int | None:
    """Who chose the day: the resident who redeemed online, else the owner of record."""
    return redeemer_of(record) or seizure.owner_id


async def paid_online(
    session: AsyncSession, seizure: Seizure, record: Record, town: TownProfile, today: date
) -> dict[str, Any] | None:
    """What the words of a card payment read: the sum, the day it covers, whether that day has
    passed and the boarding owed since (docs/decisions/0056); None when nothing was paid."""
    promised = promised_day(record)
    if promised is None:
        return None
    paid = await paid_cents(session, record.id)
    if not paid:  # chose card and never paid: no promise was bought
        return None
    facts = await redemption_facts(session, seizure, record, town, today)
    return {
        **facts,
        "collect_on": promised.isoformat(),
        "missed": promised < today,
        "paid_cents": paid,
        "owed_since_cents": max(int(facts["fees_total_cents"]) - paid, 0),
    }


async def missed(
    session: AsyncSession, seizure: Seizure, record: Record, town: TownProfile, today: date
) -> dict[str, Any] | None:
    """What the words of a missed day read, or None: no day promised, not passed, or not paid."""
    words = await paid_online(session, seizure, record, town, today)
    return words if words is not None and words["missed"] else None


async def said_by_reminder(
    session: AsyncSession, seizure: Seizure, promised: date, town: TownProfile
) -> bool:
    """A reminder of the last day went out after the day missed, and so said it."""
    sent = await session.scalars(
        select(ReminderSent.at).where(
            ReminderSent.subject == f"seizure:{seizure.id}",
            ReminderSent.kind.in_(REMINDER_KINDS),
        )
    )
    return any(at.astimezone(town.tz).date() > promised for at in sent)


async def missed_day_due(
    session: AsyncSession,
    seizure: Seizure,
    record: Record,
    *,
    town: TownProfile,
    today: date,
    reminded_today: int | None,
) -> Due | None:
    """The message of a missed day, if it is owed; ``reminded_today``: the resident a reminder of
    the last day goes to in this sweep (it then says the missed day itself)."""
    words = await missed(session, seizure, record, town, today)
    resident_id = recipient_of(seizure, record)
    if words is None or resident_id is None or reminded_today == resident_id:
        return None
    if seizure.owner_id == resident_id and await said_by_reminder(
        session, seizure, date.fromisoformat(words["collect_on"]), town
    ):
        return None
    resident = await session.get(Resident, resident_id)
    if resident is None:
        return None
    return Due(
        subject=f"seizure:{seizure.id}",
        kind=KIND,
        resident_id=resident.id,
        channel=resident.preferred_channel,
        template=TEMPLATE,
        context={**words, "redeem_button": True},  # /redeem says what is owed now
    )
