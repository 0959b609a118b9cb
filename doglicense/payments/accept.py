"""A payment received for a record: accepted into the queue, held on a mismatch, or refunded."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.lifecycle import Action, Status, move
from doglicense.office.outbox import notify
from doglicense.payments.parts import fee_parts_of
from doglicense.payments.refunds import refund_payment
from doglicense.runtime import Services
from doglicense.storage.models import Payment, Record, Resident

AMOUNT_MISMATCH = "amount_mismatch"
RECEIVED = ("paid", "mismatch", "refunded")


async def receive_payment(
    session: AsyncSession,
    services: Services,
    record: Record,
    payment: Payment,
    *,
    received_cents: int,
    actor: str,
) -> str:
    """Take money in for a record; returns what became of it: accepted, mismatch or refunded."""
    at = services.now()
    payment.received_cents = received_cents
    payment.paid_at = at
    if await _already_paid(session, record, payment):
        payment.status = "paid"
        await refund_payment(session, services, payment, reason="duplicate")
        await _tell(session, record, "payment_refunded", payment, services, reason="duplicate")
        return "refunded"
    if received_cents != record.fee_cents or payment.amount_cents != record.fee_cents:
        payment.status = "mismatch"
        if AMOUNT_MISMATCH not in record.flags:
            record.flags = [*record.flags, AMOUNT_MISMATCH]
        return "mismatch"
    payment.status = "paid"
    if record.status == Status.AWAITING_PAYMENT:
        move(session, record, Action.PAY, actor=actor, at=at, note=f"payment {payment.id}")
    await _tell(session, record, "payment_receipt", payment, services)
    return "accepted"


async def _already_paid(session: AsyncSession, record: Record, payment: Payment) -> bool:
    """Another payment of this record was received, or the record no longer waits for money."""
    others = await session.scalar(
        select(Payment.id).where(
            Payment.record_id == record.id,
            Payment.id != payment.id,
            Payment.status.in_(("paid", "mismatch")),
        )
    )
    waits = record.status == Status.AWAITING_PAYMENT or (
        record.payment_choice == "counter"
        and record.status in (Status.IN_QUEUE, Status.RESUBMITTED)
    )
    return others is not None or not waits


async def _tell(
    session: AsyncSession,
    record: Record,
    template: str,
    payment: Payment,
    services: Services,
    **extra: str,
) -> None:
    if record.resident_id is None:
        return
    resident = await session.get(Resident, record.resident_id)
    if resident is None:
        return
    context = {
        "reference": record.reference,
        "amount_cents": payment.received_cents or payment.amount_cents,
        "parts": [part.as_context() for part in fee_parts_of(record)],
        "paid_on": services.clock().today.isoformat(),
        "method": payment.method,
        "receipt_number": payment.receipt_number,
        **extra,
    }
    notify(session, resident, template, context, key=f"{template}-{payment.id}", at=services.now())
