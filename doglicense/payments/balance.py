"""What a record's payments add up to: paid and held, given back since, and still owed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import Record
from doglicense.storage.office_models import Payment, Refund

GAVE_NOTHING_BACK = ("failed", "canceled")


@dataclass(frozen=True)
class Balance:
    """A record's money: `paid_cents` accepted and kept, `refunded_cents` of it given back since
    (a correction lowered the fee); a payment refunded in full counts in neither."""

    fee_cents: int
    paid_cents: int = 0
    refunded_cents: int = 0

    @property
    def held_cents(self) -> int:
        return self.paid_cents - self.refunded_cents

    @property
    def owed_cents(self) -> int:
        return max(0, self.fee_cents - self.held_cents)

    @property
    def over_cents(self) -> int:
        """Held beyond the fee: to give back."""
        return max(0, self.held_cents - self.fee_cents)


async def balances(session: AsyncSession, records: Sequence[Record]) -> dict[int, Balance]:
    """Each record's balance, in two queries whatever the number of records."""
    ids = [r.id for r in records]
    paid: dict[int, int] = {}
    refunded: dict[int, int] = {}
    if ids:
        received = func.coalesce(Payment.received_cents, Payment.amount_cents)
        rows = await session.execute(
            select(Payment.record_id, func.sum(received))
            .where(Payment.record_id.in_(ids), Payment.status == "paid")
            .group_by(Payment.record_id)
        )
        paid = {record_id: int(total) for record_id, total in rows}
        rows = await session.execute(
            select(Payment.record_id, func.sum(Refund.amount_cents))
            .join(Refund, Refund.payment_id == Payment.id)
            .where(
                Payment.record_id.in_(ids),
                Payment.status == "paid",
                Refund.status.not_in(GAVE_NOTHING_BACK),
            )
            .group_by(Payment.record_id)
        )
        refunded = {record_id: int(total) for record_id, total in rows}
    return {r.id: Balance(r.fee_cents, paid.get(r.id, 0), refunded.get(r.id, 0)) for r in records}


async def balance_of(session: AsyncSession, record: Record, *, but: int | None = None) -> Balance:
    """The record's balance; `but`: leaving that payment out (one being received)."""
    if but is None:
        return (await balances(session, [record]))[record.id]
    payment = await session.get(Payment, but)
    whole = (await balances(session, [record]))[record.id]
    if payment is None or payment.status != "paid":
        return whole
    own = payment.received_cents if payment.received_cents is not None else payment.amount_cents
    given_back = await session.scalar(
        select(func.coalesce(func.sum(Refund.amount_cents), 0)).where(
            Refund.payment_id == payment.id, Refund.status.not_in(GAVE_NOTHING_BACK)
        )
    )
    return Balance(
        record.fee_cents, whole.paid_cents - own, whole.refunded_cents - int(given_back or 0)
    )
