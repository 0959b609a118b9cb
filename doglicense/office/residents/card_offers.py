"""A resident's card payment link: the office decides a record is due, payments/ opens the link.

Stripe is never called inside a transaction: the attempt is committed first, the link asked for
with a bounded wait, and a resident whose link does not come is told to try again.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.lifecycle import Status
from doglicense.office.money.payment_outcomes import paid_payment
from doglicense.office.seizures.online_redemption import card_due, redeemer_of
from doglicense.payments.checkout import (
    CardOffer,
    CardProcessorUnreachable,
    new_attempt,
    open_payment,
    open_session,
    set_aside,
    too_old,
    unfinished_attempt,
)
from doglicense.runtime import Services
from doglicense.storage.models import Record
from doglicense.storage.office_models import Payment


async def attempt_to_open(
    session: AsyncSession, services: Services, record: Record
) -> tuple[Payment | None, int | None]:
    """A good link to reuse, else the attempt to open after the caller's commit: a stalled one
    (finished with its own key) or a new one. (None, None): an attempt is in flight right now."""
    payment = await open_payment(session, services, record)
    if payment is not None:
        return payment, None
    unfinished, stalled = await unfinished_attempt(session, services, record)
    if unfinished is not None and not stalled:
        return None, None
    if unfinished is not None and not too_old(services, unfinished):
        return None, unfinished.id
    if unfinished is not None:
        set_aside(unfinished)  # its link would lapse at once
    return None, (await new_attempt(session, services, record)).id


async def open_link(services: Services, payment_id: int) -> Payment | None:
    """The attempt's Checkout link, after the commit that wrote it; None if Stripe failed."""
    try:
        return await open_session(services, payment_id)
    except CardProcessorUnreachable:
        return None


async def offer_card_payment(services: Services, record_id: int, *, resident_id: int) -> CardOffer:
    """The resident's link to pay a record by card: a good one reused, else a new attempt.

    "unreachable" when Stripe failed or did not answer within STRIPE_TIMEOUT_SECONDS; the
    attempt is then marked failed and never offered.
    """
    async with services.db.session() as session:
        lock = session.get_bind().dialect.name == "postgresql"  # two taps make one attempt
        record = await session.get(Record, record_id, with_for_update=lock)
        if record is None or resident_id not in (record.resident_id, redeemer_of(record)):
            raise LookupError(f"record {record_id} is not the resident's")
        due = record.status == Status.AWAITING_PAYMENT or (
            card_due(record) and not await paid_payment(session, record.id)
        )
        if not due or not services.card_payments:
            return CardOffer(record, None, "not_due", services.town)
        payment, to_open = await attempt_to_open(session, services, record)
        await session.commit()
    if payment is not None:
        return CardOffer(record, payment, "open", services.town)
    opened = await open_link(services, to_open) if to_open is not None else None
    if opened is None or opened.status != "pending":
        return CardOffer(record, None, "unreachable", services.town)
    return CardOffer(record, opened, "open", services.town)


async def checkout_returned(
    services: Services, reference: str, stripe_session_id: str
) -> tuple[Record, Payment] | None:
    """The record and payment a browser back from Stripe's page names. The session's id, which
    only the payer's browser was sent, is what shows it is theirs; None for anything else."""
    if not stripe_session_id:
        return None
    async with services.db.session() as session:
        found = (
            await session.execute(
                select(Record, Payment)
                .join(Payment, Payment.record_id == Record.id)
                .where(Payment.stripe_session_id == stripe_session_id)
                .where(Record.reference == reference)
            )
        ).first()
    return (found[0], found[1]) if found else None
