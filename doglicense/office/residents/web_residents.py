"""Residents who use the web forms: no account needed, their own records, receipts by e-mail."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile, report_deadline
from doglicense.office.outbox import notify
from doglicense.office.seizures.online_redemption import redeemer_of
from doglicense.storage.models import Record, Resident
from doglicense.storage.repositories import active_draft

WEB_CHANNEL = "web"
# Reports due within days of their event (R18-R20, R22); a death is due by the license's end (R21).
DEADLINE_FROM_EVENT = frozenset({"address", "ownership", "lost"})
TIMED_REPORTS = DEADLINE_FROM_EVENT | {"death"}


async def new_web_resident(session: AsyncSession, *, language: str, now: datetime) -> Resident:
    """A resident for a browser that has none yet (the caller starts its session)."""
    resident = Resident(language=language, preferred_channel=WEB_CHANNEL, created_at=now)
    session.add(resident)
    await session.flush()
    return resident


async def record_of(session: AsyncSession, resident: Resident, reference: str) -> Record | None:
    """The resident's own record by reference; another resident's is never found.

    A seized dog's record is the resident's once they chose to redeem it online (decision 0017).
    """
    record = await session.scalar(select(Record).where(Record.reference == reference))
    if record is None:
        return None
    if record.resident_id == resident.id or redeemer_of(record) == resident.id:
        return record
    return None


def send_status_link(
    session: AsyncSession,
    resident: Resident,
    *,
    link: str,
    reference: str,
    now: datetime,
    record: Record | None = None,
    town: TownProfile | None = None,
) -> bool:
    """Queue the status link by e-mail when the resident gave an address; the sender delivers.

    With the record, the e-mail is also its receipt: when it came, and for a report its deadline
    and whether it was on time.
    """
    if not resident.email:
        return False
    context: dict[str, Any] = {"link": link, "reference": reference, "language": resident.language}
    if record is not None:
        context["received"] = _received(record, town)
    message = notify(
        session, resident, "status_link", context, key=f"status-link-{reference}", at=now
    )
    message.channel = "email"
    return True


def send_receipt(
    session: AsyncSession, resident: Resident, record: Record, *, town: TownProfile, now: datetime
) -> bool:
    """A web resident with an e-mail address hears their request came in, and for a report
    its deadline and whether it was on time: the chat says so in its reply, the web by e-mail."""
    if not resident.email:
        return False
    context = {"reference": record.reference, "received": _received(record, town)}
    message = notify(
        session, resident, "request_received", context, key=f"record:{record.id}:received", at=now
    )
    message.channel = "email"
    return True


def _received(record: Record, town: TownProfile | None) -> dict[str, Any]:
    """A request's receipt facts, as the e-mail shows them."""
    event = record.event_date
    dated = event is not None and record.kind in DEADLINE_FROM_EVENT
    return {
        "kind": record.kind,
        "at": (record.submitted_at or record.created_at).isoformat(),
        "event_date": event.isoformat() if event else None,
        "deadline": report_deadline(event, town).isoformat() if dated and event else None,
        "timed": record.kind in TIMED_REPORTS,
        "days_late": record.days_late,
        "fee_cents": record.fee_cents,
        "awaiting_payment": record.status == "awaiting_payment",
    }


async def draft_flow_of(session: AsyncSession, resident: Resident) -> str | None:
    draft = await active_draft(session, resident.id)
    return draft.flow if draft else None
