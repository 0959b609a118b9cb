"""Stripe's webhook events, applied once: payments/ verifies and reads them, the office decides.

One transaction records the event and its consequences, and Stripe gets its answer at once; the
calls to Stripe that follow (refunds to send, a new link for an expired one) run after the answer,
each with its own key and a bounded wait. What they leave undone, the sweep (`finish_unsent`)
does later with the same keys.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import partial

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.lifecycle import Status
from doglicense.office.money.payment_outcomes import add_pay_button, receive_payment, refund_noted
from doglicense.office.outbox import notify
from doglicense.payments.checkout import (
    abandon_attempt,
    new_attempt,
    open_session,
    stalled_attempts,
    too_old,
)
from doglicense.payments.refunds import send_refunds, send_requested_refunds
from doglicense.payments.stripe_client import CardProcessorUnreachable
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
    note_refund,
    payment_of_session,
    verified_event,
)
from doglicense.runtime import Services
from doglicense.storage.models import Record, Resident
from doglicense.storage.office_models import OutboxMessage, Payment

__all__ = ["BadEvent", "NotYetKnown", "Taken", "finish_unsent", "take_stripe_event"]

log = logging.getLogger(__name__)
ACTOR = "stripe"


@dataclass
class _Applied:
    outcome: str
    refund_ids: list[int] = field(default_factory=list)
    new_attempt_id: int | None = None  # a link to open after the commit
    message_key: str | None = None  # where that link goes: None, a message of its own


@dataclass(frozen=True)
class Taken:
    """What became of an event, and Stripe calls to make once the answer is sent."""

    outcome: str
    follow_up: Callable[[], Awaitable[None]] | None = None


async def take_stripe_event(services: Services, payload: bytes, signature: str) -> Taken:
    """Verify, apply once and commit; Stripe's own calls wait for `follow_up`, after the answer.

    Raises BadEvent (answer 400) for a forged, stale or malformed event, NotYetKnown (answer
    503: Stripe delivers it again) when it names what is not committed yet.
    """
    event = verified_event(services, payload, signature)
    fact = fact_of(event)
    async with services.db.session() as session:
        if not await first_delivery(session, services, event):
            return Taken("duplicate")
        applied = await _apply(session, services, fact)
        try:
            await session.commit()
        except IntegrityError:  # the same event, applied meanwhile by another worker
            await session.rollback()
            return Taken("duplicate")
    log.info("stripe event %s (%s): %s", event.id, event.type, applied.outcome)
    if not applied.refund_ids and applied.new_attempt_id is None:
        return Taken(applied.outcome)
    return Taken(applied.outcome, partial(_follow_up, services, applied))


async def _follow_up(services: Services, applied: _Applied) -> None:
    """Refunds sent and a new link opened, each with its key; what fails, `finish_unsent` redoes."""
    await send_refunds(services, applied.refund_ids)
    if applied.new_attempt_id is None:
        return
    try:
        payment = await open_session(services, applied.new_attempt_id, give_up=False)
    except CardProcessorUnreachable:
        return  # left "creating": the sweep opens it with the same key
    key, url = applied.message_key, payment.checkout_url
    if (
        key is None
        or url is None
        or not await add_pay_button(services, key, payment.record_id, url)
    ):
        await _tell_new_link(services, payment)  # a message of its own carries the link


async def finish_unsent(services: Services) -> dict[str, int]:
    """The sweep: refunds still to send, and links still to open, each with its own key."""
    refunds = await send_requested_refunds(services)
    async with services.db.session() as session:
        stalled = await stalled_attempts(session, services)
        wanted = {
            p.id: not too_old(services, p) and await _still_wanted(session, p) for p in stalled
        }
    links = 0
    for payment_id, wanted_now in wanted.items():
        if not wanted_now:
            await abandon_attempt(services, payment_id)
            continue
        try:
            payment = await open_session(services, payment_id, give_up=False)
        except CardProcessorUnreachable:
            continue
        await _tell_new_link(services, payment)
        links += 1
    return {"refunds": refunds, "links": links}


async def _still_wanted(session: AsyncSession, payment: Payment) -> bool:
    record = await session.get(Record, payment.record_id)
    if record is None or record.status != Status.AWAITING_PAYMENT:
        return False
    other = await session.scalar(
        select(Payment.id).where(
            Payment.record_id == record.id,
            Payment.id != payment.id,
            Payment.status.in_(("pending", "paid")),
        )
    )
    return other is None


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


async def _tell_new_link(services: Services, payment: Payment) -> None:
    """The resident gets the new link in a message, once (the message's key is the attempt's)."""
    key = f"payment_link-{payment.id}"
    async with services.db.session() as session:
        record = await session.get(Record, payment.record_id)
        assert record is not None
        resident = await session.get(Resident, record.resident_id) if record.resident_id else None
        told = await session.scalar(select(OutboxMessage.id).where(OutboxMessage.key == key))
        if resident is None or told is not None or payment.status != "pending":
            return
        context = {
            "reference": record.reference,
            "amount_cents": payment.amount_cents,  # the fee, or what a correction added
            "url_button": {
                "label": "pay_by_card",
                "params": {"cents": payment.amount_cents},
                "url": payment.checkout_url,
            },
        }
        notify(session, resident, "payment_link_renewed", context, key=key, at=services.now())
        await session.commit()


async def _refund(session: AsyncSession, services: Services, seen: RefundSeen) -> str:
    noted = await note_refund(session, services, seen)
    if noted is None:
        return "ignored"
    outcome = await refund_noted(session, noted)
    return f"refund_{seen.status}" if outcome == "refund_tracked" else outcome
