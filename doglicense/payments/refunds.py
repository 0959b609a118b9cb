"""Money given back: every paid payment of a record, by Stripe or at the counter."""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.payments.stripe_client import stripe_client
from doglicense.runtime import Services
from doglicense.storage.models import Payment, Record, Refund

log = logging.getLogger(__name__)

REFUNDABLE = ("paid", "mismatch")  # money we hold: accepted, or held on a wrong amount
STRIPE_REASONS = {"duplicate": "duplicate"}
SETTLED = {"succeeded": "succeeded", "failed": "failed", "canceled": "canceled"}


async def refund_record(
    session: AsyncSession, services: Services, record: Record, *, reason: str, actor: str
) -> list[Refund]:
    """Refund every paid payment of the record; returns the Refund rows, does not commit."""
    payments = (
        await session.scalars(
            select(Payment)
            .where(Payment.record_id == record.id, Payment.status.in_(REFUNDABLE))
            .order_by(Payment.id)
        )
    ).all()
    refunds = []
    for payment in payments:
        refunds.append(await refund_payment(session, services, payment, reason=reason))
    if refunds:
        log.info("record %s: %d payment(s) refunded by %s", record.reference, len(refunds), actor)
    return refunds


async def refund_payment(
    session: AsyncSession, services: Services, payment: Payment, *, reason: str
) -> Refund:
    """Refund one paid payment in full: through Stripe, or as cash due back at the counter."""
    at = services.now()
    amount = payment.received_cents if payment.received_cents is not None else payment.amount_cents
    refund = Refund(
        payment_id=payment.id,
        amount_cents=amount,
        reason=reason[:64],
        status="due_at_counter",
        idempotency_key=f"refund-payment-{payment.id}",
        created_at=at,
    )
    payment.status = "refunded"
    session.add(refund)
    if payment.provider == "stripe":
        await _refund_by_stripe(services, payment, refund, reason=reason, at=at)
    await session.flush()
    return refund


async def _refund_by_stripe(
    services: Services, payment: Payment, refund: Refund, *, reason: str, at: datetime
) -> None:
    params: dict[str, object] = {
        "payment_intent": payment.stripe_payment_intent,
        "amount": refund.amount_cents,
        "metadata": {"record_id": str(payment.record_id), "payment_id": str(payment.id)},
    }
    if reason in STRIPE_REASONS:
        params["reason"] = STRIPE_REASONS[reason]
    answer = await stripe_client(services).v1.refunds.create_async(
        params,  # type: ignore[arg-type]
        {"idempotency_key": refund.idempotency_key},
    )
    refund.stripe_refund_id = answer.id
    refund.status = answer.status or "pending"
    if refund.status in SETTLED:
        refund.settled_at = at
