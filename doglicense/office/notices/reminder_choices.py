"""What a resident chooses about reminders: one asked for a day (a puppy's), or all stopped."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import Resident
from doglicense.storage.office_models import ReminderRequest


async def ask_for_reminder(
    session: AsyncSession,
    resident: Resident,
    kind: str,
    due_on: date,
    *,
    now: datetime,
    context: dict[str, Any] | None = None,
) -> ReminderRequest:
    """Remember a reminder the resident asked for; asking twice keeps one. Commits.

    `context` is what its message reads besides the day (the web form's link, say).
    """
    existing = await session.scalar(
        select(ReminderRequest).where(
            ReminderRequest.resident_id == resident.id,
            ReminderRequest.kind == kind,
            ReminderRequest.due_on == due_on,
        )
    )
    if existing is not None:
        return existing
    request = ReminderRequest(
        resident_id=resident.id, kind=kind, due_on=due_on, context=context or {}, created_at=now
    )
    session.add(request)
    try:
        await session.commit()
    except IntegrityError:  # the same tap, twice at once
        await session.rollback()
    return request


async def set_reminders(session: AsyncSession, resident: Resident, *, enabled: bool) -> None:
    """/stop_reminders, /start_reminders and the e-mail's stop link, for the person: every
    resident who gave the same e-mail address (two devices, one mailbox). Commits."""
    resident.reminders_enabled = enabled
    if resident.email:  # a chat's address is set only once confirmed; a link came through it
        same = update(Resident).where(Resident.email == resident.email)
        await session.execute(same.values(reminders_enabled=enabled))
    await session.commit()
