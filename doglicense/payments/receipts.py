"""One payment's receipt: amount, parts, date, method, reference and who took it, for printing."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.payments.parts import FeeDoesNotAddUp, FeePart, fee_parts_of
from doglicense.storage.models import Record, Resident
from doglicense.storage.office_models import Payment, Refund
from doglicense.storage.sign_in_models import Staff

# Only money received has a receipt; an attempt never paid, or expired, has none.
RECEIVED = frozenset({"paid", "refunded", "mismatch"})


@dataclass(frozen=True)
class Receipt:
    """What the receipt prints; the resident's language chooses its words."""

    payment: Payment
    record: Record
    parts: list[FeePart]  # empty when the amount is not the record's whole fee
    taken_by: str  # the clerk's name, or empty for a card paid online
    owner_name: str
    language: str
    refunds: list[Refund]

    @property
    def amount_cents(self) -> int:
        return self.payment.received_cents or 0

    @property
    def paid_at(self) -> datetime | None:
        return self.payment.paid_at

    @property
    def number(self) -> str:
        """The counter's receipt number, or Stripe's payment id for a card paid online."""
        return self.payment.receipt_number or self.payment.stripe_payment_intent or ""


async def receipt_of(session: AsyncSession, payment_id: int) -> Receipt | None:
    """The receipt of a payment received, or None (no such payment, or never received)."""
    found = (
        await session.execute(
            select(Payment, Record, Staff.full_name, Resident)
            .join(Record, Record.id == Payment.record_id)
            .outerjoin(Staff, Staff.id == Payment.taken_by)
            .outerjoin(Resident, Resident.id == Record.resident_id)
            .where(Payment.id == payment_id)
        )
    ).first()
    if found is None:
        return None
    payment, record, taken_by, resident = found
    if payment.status not in RECEIVED or payment.paid_at is None:
        return None
    try:
        parts = fee_parts_of(record)
    except FeeDoesNotAddUp:
        parts = []
    if payment.received_cents != record.fee_cents:
        parts = []
    refunds = (
        await session.scalars(
            select(Refund).where(Refund.payment_id == payment.id).order_by(Refund.id)
        )
    ).all()
    owner = (record.answers or {}).get("owner_name") or (resident.full_name if resident else "")
    return Receipt(
        payment=payment,
        record=record,
        parts=parts,
        taken_by=taken_by or "",
        owner_name=str(owner or ""),
        language=resident.language if resident else "en",
        refunds=list(refunds),
    )
