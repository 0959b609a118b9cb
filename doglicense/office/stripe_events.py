"""Stripe's webhook events, applied once: payments/ verifies and reads them, the office decides.

One transaction records the event and its consequences; Stripe is called only after it commits
(refunds to send, a new link for an expired one), each with its own key and a bounded wait.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.card_offers import open_link
from doglicense.office.lifecycle import Status
from doglicense.office.outbox import notify
from doglicense.office.payment_outcomes import add_pay_button, receive_payment, refund_noted
from doglicense.payments.checkout import new_attempt
from doglicense.payments.refunds import send_refunds
from doglicense.payments.webhooks import (
    OPEN_TO_MONEY,
    BadEvent,
    Fact,
    NotYetKnown,
    RefundSeen,
    SessionExpired,
    SessionPaid,
    fact_of,
    first_delivery,
    forget_delivery,
    note_refund,
    payment_of_session,
    verified_event,
)
from doglicense.runtime import Services
from doglicense.storage.models import Payment, Record, Resident

__all__ = ["BadEvent", "NotYetKnown", "take_stripe_event"]

log = logging.getLogger(__name__)
ACTOR = "stripe"


@dataclass
class _Applied:
    outcome: str
    refund_ids: list[int] = field(default_factory=list)
    new_attempt_id: int | None = None  # a link to open after the commit
    message_key: str | None = None  # where that link goes: None, a message of its own


async def take_stripe_event(services: Services, payload: bytes, signature: str) -> str:
    """Verify, apply once and commit, then call Stripe; returns what happened, for the log.

    Raises BadEvent (answer 400) for a forged, stale or malformed event, NotYetKnown (answer
    503: Stripe delivers it again) when it names what is not committed or could not be finished.
    """
    event = verified_event(services, payload, signature)
    fact = fact_of(event)
    async with services.db.session() as session:
        if not await first_delivery(session, services, event):
            return "duplicate"
        applied = await _apply(session, services, fact)
        try:
            await session.commit()
        except IntegrityError:  # the same event, applied meanwhile by another worker
            await session.rollback()
            return "duplicate"
    await send_refunds(services, applied.refund_ids)
    if applied.new_attempt_id is not None and applied.message_key is not None:
        await _link_under(services, applied.new_attempt_id, applied.message_key)
    elif applied.new_attempt_id is not None:
        await _send_new_link(services, event.id, applied.new_attempt_id)
    log.info("stripe event %s (%s): %s", event.id, event.type, applied.outcome)
    return applied.outcome


async def _apply(session: AsyncSession, services: Services, fact: Fact) -> _Applied:
    if isinstance(fact, SessionPaid):
        return await _paid(session, services, fact)
    if isinstance(fact, SessionExpired):
        return await _expired(session, services, fact)
    if isinstance(fact, RefundSeen):
        return _Applied(await _refund(session, services, fact))
    if isinstance(fact, tuple):  # charge.refunded lists the charge's refunds
        outcomes = [await _refund(session, services, seen) for seen in fact]
        return _Applied(",".join(outcomes) or "ignored")
    return _Applied("ignored")


async def _paid(session: AsyncSession, services: Services, fact: SessionPaid) -> _Applied:
    payment = await payment_of_session(session, fact.session_id, fact.payment_id)
    if payment is None:
        return _Applied("ignored")
    if payment.status not in OPEN_TO_MONEY:
        return _Applied("already_applied")
    record = await session.get(Record, payment.record_id, with_for_update=True)
    assert record is not None
    payment.stripe_payment_intent = fact.payment_intent
    received = await receive_payment(
        session, services, record, payment, received_cents=fact.received_cents, actor=ACTOR
    )
    return _Applied(
        received.outcome, received.refund_ids, received.new_attempt_id, received.message_key
    )


async def _expired(session: AsyncSession, services: Services, fact: SessionExpired) -> _Applied:
    payment = await payment_of_session(session, fact.session_id, fact.payment_id)
    if payment is None or payment.status not in ("pending", "expired", "failed", "creating"):
        return _Applied("ignored")  # paid meanwhile: nothing to do
    was_open = payment.status in ("pending", "creating")
    payment.status = "expired"
    record = await session.get(Record, payment.record_id, with_for_update=True)
    assert record is not None
    usable = await session.scalar(
        select(Payment.id).where(
            Payment.record_id == record.id,
            Payment.status.in_(("pending", "creating", "paid")),
        )
    )
    if record.status != Status.AWAITING_PAYMENT or usable is not None:
        return _Applied("expired" if was_open else "ignored")
    fresh = await new_attempt(session, services, record)
    return _Applied("new_link", new_attempt_id=fresh.id)


async def _link_under(services: Services, payment_id: int, message_key: str) -> None:
    """A new link under the message that asks the resident to pay again, if Stripe answers."""
    payment = await open_link(services, payment_id)
    if payment is not None and payment.checkout_url:
        await add_pay_button(services, message_key, payment.record_id, payment.checkout_url)


async def _send_new_link(services: Services, event_id: str, payment_id: int) -> None:
    """The new link, asked of Stripe after the commit; the resident gets it in a message."""
    payment = await open_link(services, payment_id)
    if payment is None or payment.status != "pending":
        await forget_delivery(services, event_id)  # Stripe delivers the expiry again later
        raise NotYetKnown(f"payment {payment_id}: no new link yet")
    async with services.db.session() as session:
        record = await session.get(Record, payment.record_id)
        assert record is not None
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
        await session.commit()


async def _refund(session: AsyncSession, services: Services, seen: RefundSeen) -> str:
    noted = await note_refund(session, services, seen)
    if noted is None:
        return "ignored"
    outcome = await refund_noted(session, noted)
    return f"refund_{seen.status}" if outcome == "refund_tracked" else outcome
