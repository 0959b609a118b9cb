"""Stripe's webhook events, applied once each: payments completed or expired, refunds settled."""

from __future__ import annotations

import logging
from typing import Any

import stripe
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.lifecycle import Status
from doglicense.office.outbox import notify
from doglicense.payments.accept import receive_payment
from doglicense.payments.checkout import CardProcessorUnreachable, start_checkout
from doglicense.payments.refunds import SETTLED
from doglicense.runtime import Services
from doglicense.storage.models import Payment, Record, Refund, Resident, StripeEvent

log = logging.getLogger(__name__)
ACTOR = "stripe"


class NotYetKnown(Exception):
    """The event names something of ours not yet committed; Stripe should deliver it again."""


async def apply_event(services: Services, event: stripe.Event) -> str:
    """Apply one verified event exactly once and commit; returns what happened, for the log."""
    async with services.db.session() as session:
        session.add(StripeEvent(id=event.id, type=event.type, received_at=services.now()))
        try:
            await session.flush()
        except IntegrityError:
            await session.rollback()
            return "duplicate"
        outcome = await _dispatch(session, services, event.type, event.data.object.to_dict())
        try:
            await session.commit()
        except IntegrityError:  # the same event, applied meanwhile by another worker
            await session.rollback()
            return "duplicate"
    log.info("stripe event %s (%s): %s", event.id, event.type, outcome)
    return outcome


async def _dispatch(
    session: AsyncSession, services: Services, kind: str, obj: dict[str, Any]
) -> str:
    if kind in ("checkout.session.completed", "checkout.session.async_payment_succeeded"):
        return await _completed(session, services, obj)
    if kind == "checkout.session.expired":
        return await _expired(session, services, obj)
    if kind in ("refund.updated", "refund.created", "refund.failed"):
        return await _refund_changed(session, services, obj)
    if kind == "charge.refunded":
        refunds = (obj.get("refunds") or {}).get("data") or []
        outcomes = [await _refund_changed(session, services, r) for r in refunds]
        return ",".join(outcomes) or "ignored"
    return "ignored"


async def _payment_of(session: AsyncSession, obj: dict[str, Any]) -> Payment | None:
    payment = await session.scalar(select(Payment).where(Payment.stripe_session_id == obj["id"]))
    if payment is None and (obj.get("metadata") or {}).get("record_id"):
        raise NotYetKnown(obj["id"])  # ours, but the row that names it is not committed yet
    return payment


async def _completed(session: AsyncSession, services: Services, obj: dict[str, Any]) -> str:
    payment = await _payment_of(session, obj)
    if payment is None or obj.get("payment_status") != "paid":
        return "ignored"
    if payment.status not in ("pending", "expired", "failed", "creating"):
        return "already_applied"
    record = await session.get(Record, payment.record_id, with_for_update=True)
    assert record is not None
    payment.stripe_payment_intent = obj.get("payment_intent")
    return await receive_payment(
        session, services, record, payment, received_cents=int(obj["amount_total"]), actor=ACTOR
    )


async def _expired(session: AsyncSession, services: Services, obj: dict[str, Any]) -> str:
    payment = await _payment_of(session, obj)
    if payment is None or payment.status != "pending":
        return "ignored"  # paid meanwhile, or already expired: nothing to do
    payment.status = "expired"
    record = await session.get(Record, payment.record_id, with_for_update=True)
    assert record is not None
    waiting = await session.scalar(
        select(Payment.id).where(
            Payment.record_id == record.id, Payment.status.in_(("pending", "paid", "mismatch"))
        )
    )
    if record.status != Status.AWAITING_PAYMENT or waiting is not None:
        return "expired"
    try:
        fresh = await start_checkout(session, services, record)
    except CardProcessorUnreachable as error:
        raise NotYetKnown(record.reference) from error  # Stripe delivers again later
    await _offer_new_link(session, services, record, fresh)
    return "new_link"


async def _offer_new_link(
    session: AsyncSession, services: Services, record: Record, payment: Payment
) -> None:
    resident = await session.get(Resident, record.resident_id) if record.resident_id else None
    if resident is None:
        return
    context = {
        "reference": record.reference,
        "amount_cents": record.fee_cents,
        "url_button": {
            "label": "pay_by_card",
            "params": {"cents": record.fee_cents},
            "url": payment.checkout_url,
        },
    }
    notify(
        session,
        resident,
        "payment_link_renewed",
        context,
        key=f"payment_link-{payment.id}",
        at=services.now(),
    )


async def _refund_changed(session: AsyncSession, services: Services, obj: dict[str, Any]) -> str:
    refund = await session.scalar(select(Refund).where(Refund.stripe_refund_id == obj["id"]))
    if refund is None:
        if (obj.get("metadata") or {}).get("payment_id"):
            raise NotYetKnown(obj["id"])
        return "ignored"
    status = str(obj.get("status") or refund.status)
    if refund.status in SETTLED:
        return "already_settled"
    refund.status = status
    if status in SETTLED:
        refund.settled_at = services.now()
    return f"refund_{status}"
