"""Residents who use the web forms: a random key in a signed cookie, no account needed."""

from __future__ import annotations

import secrets
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile, report_deadline
from doglicense.office.online_redemption import redeemer_of
from doglicense.office.outbox import notify
from doglicense.storage.models import Record, Resident
from doglicense.storage.repositories import active_draft

WEB_CHANNEL = "web"
# Reports due within days of their event (R18-R20, R22); a death is due by the license's end (R21).
DEADLINE_FROM_EVENT = frozenset({"address", "ownership", "lost"})
TIMED_REPORTS = DEADLINE_FROM_EVENT | {"death"}


def new_web_key() -> str:
    return secrets.token_urlsafe(32)


async def resident_by_web_key(session: AsyncSession, web_key: str) -> Resident | None:
    return await session.scalar(select(Resident).where(Resident.web_key == web_key))


async def web_resident(
    session: AsyncSession, web_key: str | None, *, language: str, now: datetime
) -> Resident:
    """The resident behind the browser's key, or a new one (the caller sets the cookie)."""
    if web_key:
        resident = await resident_by_web_key(session, web_key)
        if resident is not None:
            return resident
    resident = Resident(
        web_key=new_web_key(), language=language, preferred_channel=WEB_CHANNEL, created_at=now
    )
    session.add(resident)
    await session.flush()
    return resident


def web_key_of(resident: Resident) -> str:
    """The resident's key for a browser, made on first use (a chat resident moving to the web)."""
    if resident.web_key is None:
        resident.web_key = new_web_key()
    return resident.web_key


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
        "at": (record.submitted_at or record.created_at).isoformat(),
        "event_date": event.isoformat() if event else None,
        "deadline": report_deadline(event, town).isoformat() if dated and event else None,
        "timed": record.kind in TIMED_REPORTS,
        "days_late": record.days_late,
        "fee_cents": record.fee_cents,
        "awaiting_payment": record.status == "awaiting_payment",
    }


async def open_on_web(session: AsyncSession, resident_id: int) -> Resident | None:
    """A chat resident continuing in a browser: the same resident, now with a web key."""
    resident = await session.get(Resident, resident_id)
    if resident is not None:
        web_key_of(resident)
    return resident


async def draft_flow_of(session: AsyncSession, resident: Resident) -> str | None:
    draft = await active_draft(session, resident.id)
    return draft.flow if draft else None
