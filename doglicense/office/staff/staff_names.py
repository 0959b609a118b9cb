"""Who acted, by name: the staff behind a claim or a line of a record's history."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import AuditEntry
from doglicense.storage.sign_in_models import Staff


async def staff_names(session: AsyncSession, ids: set[int]) -> dict[int, str]:
    """Staff ids to their full names, in one query."""
    if not ids:
        return {}
    rows = await session.execute(select(Staff.id, Staff.full_name).where(Staff.id.in_(ids)))
    return {staff_id: name for staff_id, name in rows}


async def actor_names(session: AsyncSession, audit: Sequence[AuditEntry]) -> dict[str, str]:
    """The staff who acted in a history, by actor ("staff:3") to their full name."""
    ids = {int(a.actor.split(":")[1]) for a in audit if a.actor.startswith("staff:")}
    return {f"staff:{k}": v for k, v in (await staff_names(session, ids)).items()}
