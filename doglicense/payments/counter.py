"""Payments taken at the Town Clerk's counter: cash, check, money order or card on the terminal."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.runtime import Services
from doglicense.storage.models import Record
from doglicense.storage.office_models import Payment

COUNTER_METHODS = frozenset({"cash", "check", "money_order", "card_at_counter"})


class CounterPaymentRefused(ValueError):
    """The counter payment cannot be recorded as given; nothing was written."""


async def counter_payment(
    session: AsyncSession,
    services: Services,
    record: Record,
    *,
    method: str,
    receipt_number: str,
    amount_cents: int,
    staff_id: int,
    due_cents: int | None = None,
) -> Payment:
    """Write money taken at the counter, as given; whether the record owes it is the office's.

    Refuses (CounterPaymentRefused) an unknown method, a missing receipt number, or an amount
    other than the fee (or ``due_cents``, what is left of it). Does not commit.
    """
    receipt = receipt_number.strip()
    if method not in COUNTER_METHODS:
        raise CounterPaymentRefused(f"unknown method: {method}")
    if not receipt:
        raise CounterPaymentRefused("a receipt number is required")
    if isinstance(amount_cents, bool) or not isinstance(amount_cents, int):
        raise CounterPaymentRefused("the amount must be whole cents")
    due = record.fee_cents if due_cents is None else due_cents
    if amount_cents != due:
        raise CounterPaymentRefused(f"the amount must equal the fee ({due} cents)")
    payment = Payment(
        record_id=record.id,
        attempt=1,
        provider="counter",
        method=method,
        status="pending",
        amount_cents=due,
        receipt_number=receipt[:64],
        taken_by=staff_id,
        created_at=services.now(),
    )
    session.add(payment)
    await session.flush()
    return payment
