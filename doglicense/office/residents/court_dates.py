"""The court date of each denied ticket among a resident's requests, for /status and "My dogs"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, tzinfo

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.ticket import DENY
from doglicense.storage.models import Record
from doglicense.storage.office_models import Ticket

# The ticket's own return date is the one the denial replaces: only the court's new one is told;
# a ticket closed (appeared, or not) has no date left to keep.
WAITING, SET_BY_COURT = "answered", "return_set"


@dataclass(frozen=True)
class CourtDate:
    """Where and when to appear; ``at`` (the town's time) is None until the court sets it."""

    at: datetime | None
    court: str


async def court_dates(
    session: AsyncSession, records: Sequence[Record], tz: tzinfo
) -> dict[int, CourtDate]:
    """Record id -> its court date, for the ticket answers that deny the charge."""
    ids = [r.id for r in records if r.kind == "ticket" and r.answers.get("plea") == DENY]
    if not ids:
        return {}
    tickets = await session.scalars(select(Ticket).where(Ticket.record_id.in_(ids)))
    return {
        ticket.record_id: CourtDate(
            ticket.return_at.astimezone(tz) if ticket.status == SET_BY_COURT else None, ticket.court
        )
        for ticket in tickets
        if ticket.record_id is not None and ticket.status in (WAITING, SET_BY_COURT)
    }
