"""Who may decide a record, and the claim that keeps two clerks from deciding it at once."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError, OperationalError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.exc import StaleDataError

from doglicense.office.lifecycle import Action, MoveRefused, can
from doglicense.office.staff.staff import Refused, Role, SignedIn, require
from doglicense.payments.balance import balance_of
from doglicense.storage.models import Record

if TYPE_CHECKING:
    from doglicense.runtime import Services


LICENSE_KINDS = ("license", "renewal")


QUEUE_OF_ROLE = {Role.CLERK: "clerk", Role.OFFICER: "officer", Role.COURT: "court"}


class AlreadyDecided(Exception):
    """Another clerk decided (or claimed) this record first."""


class NotPaid(ValueError):
    """The fee is owed and not yet paid: record the payment before issuing the license."""


class ProofAwaited(ValueError):
    """The spayed fee was chosen and its certificate is still to follow (R6): not approved yet."""


class ClaimedByOther(AlreadyDecided):
    """Another clerk is working on this record."""


class ChangedMeanwhile(AlreadyDecided):
    """The record is not as the clerk saw it: changed since the page was shown."""


def may_view(person: SignedIn, record: Record) -> bool:
    """A clerk sees every record; an officer or the court only those of their queue."""
    return person.role is Role.CLERK or record.queue == QUEUE_OF_ROLE[person.role]


def check_may_decide(person: SignedIn, record: Record, action: Action) -> None:
    """Licenses and renewals are the clerk's; other queues belong to their role."""
    if record.kind in LICENSE_KINDS or action is Action.APPROVE:
        require(person, Role.CLERK)
    if record.kind == "ticket" and action is Action.RETURN:
        raise Refused(
            "a ticket answer is not returned; the court acts on it (office/tickets/court.py)"
        )
    if record.queue != QUEUE_OF_ROLE[person.role] and person.role is not Role.CLERK:
        raise Refused("not this role's queue")


async def check_paid(session: AsyncSession, record: Record) -> None:
    """A fee owed must be paid before the clerk issues or records anything for it."""
    if record.fee_cents <= 0:
        return
    if (await balance_of(session, record)).owed_cents:  # a correction may have raised it
        raise NotPaid(record.reference)


@asynccontextmanager
async def deciding(
    session: AsyncSession, record_id: int, person: SignedIn, action: Action
) -> AsyncIterator[Record]:
    """Load the record locked (PostgreSQL) and commit once; a lost race is AlreadyDecided."""
    try:
        query = (
            select(Record).where(Record.id == record_id).execution_options(populate_existing=True)
        )
        if session.get_bind().dialect.name == "postgresql":
            query = query.with_for_update()
        record = (await session.execute(query)).scalar_one_or_none()
        if record is None:
            raise LookupError(record_id)
        check_may_decide(person, record, action)
        if record.claimed_by not in (None, person.id) and action is not Action.APPROVE:
            raise ClaimedByOther(record.reference)
        if not can(record, action):
            raise AlreadyDecided(record.reference)
        yield record
        await session.commit()
    except (StaleDataError, IntegrityError, OperationalError, MoveRefused) as lost:
        await session.rollback()
        raise AlreadyDecided(str(record_id)) from lost
    except BaseException:
        await session.rollback()
        raise


async def claim(
    session: AsyncSession, record_id: int, *, person: SignedIn, services: Services
) -> None:
    """Mark the record as this clerk's, so no other clerk decides it meanwhile."""
    try:
        record = await session.get(Record, record_id, populate_existing=True)
        if record is None:
            raise LookupError(record_id)
        if not may_view(person, record):
            raise Refused("not this role's queue")
        if record.claimed_by not in (None, person.id):
            raise ClaimedByOther(record.reference)
        record.claimed_by = person.id
        record.claimed_at = services.now()
        await session.commit()
    except (StaleDataError, OperationalError) as lost:
        await session.rollback()
        raise ClaimedByOther(str(record_id)) from lost


def is_sqlite(session: AsyncSession) -> bool:
    return session.get_bind().dialect.name == "sqlite"
