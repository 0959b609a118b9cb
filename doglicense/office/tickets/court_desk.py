"""Who works the court's queue in the console: the court clerk, or the Town Clerk for the court.

A town whose Justice Court has no console account of its own names the Town Clerk in its profile
(`[court] return_dates_set_by = "clerk"`); the clerk then sets return dates, penalties and
appearances on the court's pages, each move audited under the clerk's name. R24-R27
"""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile
from doglicense.office.lifecycle import Status
from doglicense.office.staff.staff import Role, SignedIn
from doglicense.office.tickets.ticket_answers import QUEUE
from doglicense.storage.models import Record
from doglicense.storage.sign_in_models import Staff


def court_roles(town: TownProfile) -> tuple[Role, ...]:
    """The roles that act on ticket answers in this town."""
    return (Role.COURT, Role.CLERK) if town.return_dates_set_by == "clerk" else (Role.COURT,)


def works_the_court(person: SignedIn, town: TownProfile) -> bool:
    return person.role in court_roles(town)


async def answers_nobody_works(session: AsyncSession, town: TownProfile) -> int:
    """Ticket answers waiting where the town leaves them to a court account and none exists:
    the clerk is told, since nobody signed in would otherwise see them."""
    if Role.CLERK in court_roles(town):
        return 0
    accounts = await session.scalar(
        select(func.count()).select_from(Staff).where(Staff.role == Role.COURT, Staff.active)
    )
    if accounts:
        return 0
    waiting = await session.scalar(
        select(func.count())
        .select_from(Record)
        .where(
            Record.queue == QUEUE,
            Record.status.in_((Status.IN_QUEUE, Status.AWAITING_PAYMENT)),
        )
    )
    return int(waiting or 0)
