"""Money given back: asked for inside the decision's transaction, sent to Stripe after it.

A refund is written "requested" with the decision and committed; Stripe is then asked with the
refund's idempotency key and a timeout, and its answer written in a new transaction. A refund
still "requested" (Stripe slow, or a crash) is sent again by the sweep with the same key, so
Stripe never gives the money back twice. Cash refunds are due at the counter: no call at all.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from datetime import datetime

import stripe
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.payments.stripe_client import CardProcessorUnreachable, ask_stripe, stripe_client
from doglicense.runtime import Services
from doglicense.storage.office_models import Payment, Refund

log = logging.getLogger(__name__)

REFUNDABLE = ("paid", "mismatch")  # money we hold: accepted, or held on a wrong amount
STRIPE_REASONS = {"duplicate": "duplicate"}
SETTLED = {"succeeded": "succeeded", "failed": "failed", "canceled": "canceled"}
REQUESTED = "requested"
ALREADY_REFUNDED = "charge_already_refunded"


async def request_refunds(
    session: AsyncSession, services: Services, record_id: int, *, reason: str, actor: str
) -> list[Refund]:
    """Every payment we hold for the record, to be given back; does not commit or call Stripe."""
    held = (
        await session.scalars(
            select(Payment)
            .where(Payment.record_id == record_id, Payment.status.in_(REFUNDABLE))
            .order_by(Payment.id)
        )
    ).all()
    refunds = [await request_refund(session, services, payment, reason=reason) for payment in held]
    if refunds:
        log.info("record %s: %d payment(s) to refund by %s", record_id, len(refunds), actor)
    return refunds


async def request_refund(
    session: AsyncSession, services: Services, payment: Payment, *, reason: str
) -> Refund:
    """One payment given back in full (less what a lowered fee gave back already): "requested"
    of Stripe, or cash due at the counter."""
    amount = payment.received_cents if payment.received_cents is not None else payment.amount_cents
    amount -= await _given_back(session, payment)
    refund = Refund(
        payment_id=payment.id,
        amount_cents=amount,
        reason=reason[:64],
        status=REQUESTED if payment.provider == "stripe" else "due_at_counter",
        idempotency_key=f"refund-payment-{payment.id}",
        created_at=services.now(),
    )
    payment.status = "refunded"
    session.add(refund)
    await session.flush()
    return refund


async def request_part_refund(
    session: AsyncSession, payment: Payment, *, amount_cents: int, reason: str, now: datetime
) -> Refund:
    """Part of a payment given back (a correction lowered the fee); the payment stays paid, for
    the rest. Its own key, numbered, so a later full refund keeps the payment's key."""
    earlier = await session.scalar(
        select(func.count(Refund.id)).where(Refund.payment_id == payment.id)
    )
    refund = Refund(
        payment_id=payment.id,
        amount_cents=amount_cents,
        reason=reason[:64],
        status=REQUESTED if payment.provider == "stripe" else "due_at_counter",
        idempotency_key=f"refund-payment-{payment.id}-part-{(earlier or 0) + 1}",
        created_at=now,
    )
    session.add(refund)
    await session.flush()
    return refund


async def refundable_cents(session: AsyncSession, payment: Payment) -> int:
    """What of a payment we still hold: received, less what was given back of it already."""
    received = (
        payment.received_cents if payment.received_cents is not None else payment.amount_cents
    )
    return received - await _given_back(session, payment)


async def _given_back(session: AsyncSession, payment: Payment) -> int:
    given = await session.scalar(
        select(func.coalesce(func.sum(Refund.amount_cents), 0)).where(
            Refund.payment_id == payment.id, Refund.status.not_in(("failed", "canceled"))
        )
    )
    return int(given or 0)


async def send_refunds(services: Services, refund_ids: Iterable[int]) -> None:
    """Ask Stripe for each requested refund, after the caller's commit; a failure waits for
    the sweep (`send_requested_refunds`)."""
    for refund_id in refund_ids:
        try:
            await send_refund(services, refund_id)
        except CardProcessorUnreachable:
            log.warning("refund %s not sent yet: Stripe unreachable or slow", refund_id)


async def send_requested_refunds(services: Services) -> int:
    """The sweep: every refund still "requested", sent again with its own key; how many went."""
    async with services.db.session() as session:
        waiting: Sequence[int] = (
            await session.scalars(select(Refund.id).where(Refund.status == REQUESTED))
        ).all()
    sent = 0
    for refund_id in waiting:
        try:
            sent += await send_refund(services, refund_id)
        except CardProcessorUnreachable:
            log.warning("refund %s not sent yet: Stripe unreachable or slow", refund_id)
    return sent


async def send_refund(services: Services, refund_id: int) -> int:
    """One requested refund to Stripe, outside any transaction; 1 if Stripe took it."""
    async with services.db.session() as session:
        refund = await session.get(Refund, refund_id)
        payment = await session.get(Payment, refund.payment_id) if refund else None
        if refund is None or payment is None or refund.status != REQUESTED:
            return 0
        params: dict[str, object] = {
            "payment_intent": payment.stripe_payment_intent,
            "amount": refund.amount_cents,
            "metadata": {
                "record_id": str(payment.record_id),
                "payment_id": str(payment.id),
                "refund_id": str(refund.id),
            },
        }
        if refund.reason in STRIPE_REASONS:
            params["reason"] = STRIPE_REASONS[refund.reason]
        key = refund.idempotency_key
    try:
        answer = await ask_stripe(
            services,
            stripe_client(services).v1.refunds.create_async(
                params,  # type: ignore[arg-type]
                {"idempotency_key": key},
            ),
        )
    except CardProcessorUnreachable as unreachable:
        cause = unreachable.__cause__
        if not (isinstance(cause, stripe.InvalidRequestError) and cause.code == ALREADY_REFUNDED):
            raise
        # Given back already (in Stripe's dashboard): the refund webhook names it.
        await _write(services, refund_id, stripe_id=None, status="canceled")
        return 0
    await _write(services, refund_id, stripe_id=answer.id, status=answer.status or "pending")
    return 1


async def _write(services: Services, refund_id: int, *, stripe_id: str | None, status: str) -> None:
    async with services.db.session() as session:
        refund = await session.get(Refund, refund_id, populate_existing=True)
        assert refund is not None
        if refund.status == REQUESTED:  # a refund webhook may have got here first
            refund.stripe_refund_id = stripe_id or refund.stripe_refund_id
            refund.status = status
            if status in SETTLED:
                refund.settled_at = services.now()
        await session.commit()
