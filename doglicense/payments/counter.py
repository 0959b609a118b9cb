"""Payments taken at the Town Clerk's counter: cash, check, money order or card on the terminal."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.lifecycle import Status
from doglicense.payments.accept import receive_payment
from doglicense.runtime import Services
from doglicense.storage.models import Payment, Record

COUNTER_METHODS = frozenset({"cash", "check", "money_order", "card_at_counter"})


class CounterPaymentRefused(ValueError):
    """The counter payment cannot be recorded as given; nothing was written."""


async def record_counter_payment(
    session: AsyncSession,
    services: Services,
    record: Record,
    *,
    method: str,
    receipt_number: str,
    amount_cents: int,
    staff_id: int,
) -> Payment:
    """Record money taken at the counter; the record moves on as after a card payment.

    Refuses (CounterPaymentRefused) an unknown method, a missing receipt number, an amount other
    than the fee, or a record that owes nothing now. Does not commit.
    """
    receipt = receipt_number.strip()
    if method not in COUNTER_METHODS:
        raise CounterPaymentRefused(f"unknown method: {method}")
    if not receipt:
        raise CounterPaymentRefused("a receipt number is required")
    if isinstance(amount_cents, bool) or not isinstance(amount_cents, int):
        raise CounterPaymentRefused("the amount must be whole cents")
    if amount_cents != record.fee_cents:
        raise CounterPaymentRefused(f"the amount must equal the fee ({record.fee_cents} cents)")
    owes = record.status == Status.AWAITING_PAYMENT or (
        record.status in (Status.IN_QUEUE, Status.RESUBMITTED)
        and record.payment_choice == "counter"
    )
    paid = await session.scalar(
        select(Payment.id).where(
            Payment.record_id == record.id, Payment.status.in_(("paid", "mismatch"))
        )
    )
    if not owes or record.fee_cents <= 0 or paid is not None:
        raise CounterPaymentRefused(f"record {record.reference} owes nothing now")
    payment = Payment(
        record_id=record.id,
        attempt=1,
        provider="counter",
        method=method,
        status="pending",
        amount_cents=record.fee_cents,
        receipt_number=receipt[:64],
        taken_by=staff_id,
        created_at=services.now(),
    )
    session.add(payment)
    await session.flush()
    outcome = await receive_payment(
        session, services, record, payment, received_cents=amount_cents, actor=f"staff:{staff_id}"
    )
    assert outcome == "accepted", outcome  # refusals above leave no other outcome
    return payment
