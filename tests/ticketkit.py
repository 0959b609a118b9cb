"""Helpers for the ticket tests: a ticket entered as an officer enters it, and its answer code."""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import select

from doglicense.office.staff.staff import Role, SignedIn
from doglicense.office.tickets.tickets import TicketEntry, issue_tickets
from doglicense.runtime import Services
from doglicense.storage.models import Record
from doglicense.storage.office_models import Ticket

COURT = SignedIn(id=1, username="justice", full_name="Court Clerk", role=Role.COURT)


async def enter_ticket(
    services: Services,
    *,
    number: str = "CT-1001",
    violation_at: datetime | None = None,
    name: str = "Jane Smith",
    address: str = "4401 State Route 31, Clay",
    tag: str | None = None,
    section: str = "69-9A",
    disposition: str | None = None,
) -> str:
    """A ticket, by default a leash violation an hour ago; returns its answer code."""
    at = violation_at or services.now() - timedelta(hours=1)
    entry = TicketEntry(
        number=number,
        person_name=name,
        person_address=address,
        tag_number=tag,
        section=section,
        violation_at=at,
        return_at=at + timedelta(days=30),
        court=services.town.court_name,
    )
    async with services.db.session() as session:
        [issued] = await issue_tickets(session, [entry], issued_by=None, now=services.now())
        if disposition is not None:
            ticket = await session.get(Ticket, issued.ticket.id)
            assert ticket is not None
            ticket.disposition = disposition
            ticket.status = "closed"
            await session.commit()
    return issued.code


def local(services: Services, when: str) -> datetime:
    """ "2026-03-10 14:00" in the town's time zone."""
    return datetime.fromisoformat(when).replace(tzinfo=services.town.tz)


async def ticket_named(services: Services, number: str) -> Ticket:
    async with services.db.session() as session:
        ticket = await session.scalar(select(Ticket).where(Ticket.number == number))
        assert ticket is not None
        return ticket


async def answer_record(services: Services) -> Record:
    async with services.db.session() as session:
        return (await session.execute(select(Record).where(Record.kind == "ticket"))).scalar_one()
