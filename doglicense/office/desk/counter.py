"""Money taken at the counter for a record: dollars as typed to cents, the payment recorded."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.desk.claims import (
    is_sqlite,
)
from doglicense.office.money.payment_outcomes import record_counter_payment
from doglicense.office.staff.staff import Refused, Role, SignedIn, require
from doglicense.payments.counter import CounterPaymentRefused
from doglicense.storage.models import Record
from doglicense.storage.office_models import Payment

if TYPE_CHECKING:
    from doglicense.runtime import Services


def cents_of(amount: str) -> int:
    """Dollars as the clerk types them ("15", "15.00", "$15.00") to whole cents, never a float."""
    text = amount.strip().removeprefix("$").replace(",", "")
    try:
        value = Decimal(text)
    except InvalidOperation as error:
        raise CounterPaymentRefused("the amount is not a number") from error
    if not value.is_finite() or value != value.quantize(Decimal("0.01")) or value < 0:
        raise CounterPaymentRefused("the amount must be dollars and cents")
    return int(value * 100)


async def take_counter_payment(
    session: AsyncSession,
    record_id: int,
    *,
    person: SignedIn,
    services: Services,
    method: str,
    receipt_number: str,
    amount: str,
) -> Payment:
    """Money taken at the counter for this record: recorded, the record moves on as if by card."""
    require(person, Role.CLERK)
    record = await session.get(Record, record_id, with_for_update=not is_sqlite(session))
    if record is None:
        raise Refused("no such record")
    payment = await record_counter_payment(
        session,
        services,
        record,
        method=method,
        receipt_number=receipt_number,
        amount_cents=cents_of(amount),
        staff_id=person.id,
    )
    await session.commit()
    return payment
