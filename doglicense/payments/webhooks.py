"""Stripe's webhook events turned into facts: a session paid or expired, a refund seen.

Payments report, the office decides (office/money/stripe_events.py applies the facts to records).
Nothing here moves a record or writes to a resident.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

import stripe
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.payments.refunds import SETTLED
from doglicense.runtime import Services
from doglicense.storage.office_models import Payment, Refund, StripeEvent

log = logging.getLogger(__name__)
TOLERANCE_SECONDS = 300  # Stripe's default: an older signed timestamp is a replay
OPEN_TO_MONEY = ("pending", "expired", "failed", "creating")  # money for these still counts
MONEY_BACK = ("pending", "succeeded", "requires_action")  # a refund in these gives money back
OUTSIDE = "made_in_stripe"  # the reason written on a refund made in Stripe's dashboard


class BadEvent(ValueError):
    """Not a verified, well-formed Stripe event: answered 400, changes nothing."""


class NotYetKnown(Exception):
    """The event names something of ours not yet committed; Stripe should deliver it again."""


@dataclass(frozen=True)
class SessionPaid:
    """A Checkout session completed with money received."""

    session_id: str
    payment_id: int | None
    received_cents: int
    payment_intent: str | None


@dataclass(frozen=True)
class SessionExpired:
    session_id: str
    payment_id: int | None


@dataclass(frozen=True)
class RefundSeen:
    """A refund as Stripe reports it; `our_refund_id` is set when it started here."""

    stripe_refund_id: str
    status: str
    amount_cents: int
    payment_intent: str | None
    our_refund_id: int | None


@dataclass(frozen=True)
class Ignored:
    kind: str


Fact = SessionPaid | SessionExpired | RefundSeen | Ignored | tuple[RefundSeen, ...]


def verified_event(services: Services, payload: bytes, signature: str) -> stripe.Event:
    """The event, if Stripe signed it recently with our secret and it reads as an event;
    BadEvent otherwise."""
    secret = services.settings.stripe_webhook_secret
    assert secret is not None
    try:
        stripe.WebhookSignature.verify_header(
            payload, signature, secret.get_secret_value(), TOLERANCE_SECONDS
        )
    except stripe.SignatureVerificationError as error:
        raise BadEvent("bad signature") from error
    try:
        body = json.loads(payload)
        if not isinstance(body, dict) or not isinstance(body.get("id"), str):
            raise ValueError("not an event")
        event: stripe.Event = stripe.Webhook.construct_event_without_verification(payload)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as error:
        raise BadEvent("signed, but not an event") from error
    return event


def fact_of(event: stripe.Event) -> Fact:
    """What the event says happened; BadEvent when a signed event lacks what its type needs."""
    try:
        kind, obj = event["type"], event["data"]["object"].to_dict()
        if not isinstance(kind, str) or not isinstance(obj, dict):
            raise TypeError("type or object")
    except (KeyError, AttributeError, TypeError) as error:
        raise BadEvent("signed, but no type or object") from error
    try:
        if kind in ("checkout.session.completed", "checkout.session.async_payment_succeeded"):
            session_id = _text(obj, "id")
            if obj.get("payment_status") != "paid":
                return Ignored(kind)
            return SessionPaid(
                session_id, _ours(obj, "payment_id"), _cents(obj, "amount_total"), _pi(obj)
            )
        if kind == "checkout.session.expired":
            return SessionExpired(_text(obj, "id"), _ours(obj, "payment_id"))
        if kind in ("refund.updated", "refund.created", "refund.failed"):
            return _refund(obj)
        if kind == "charge.refunded":
            listed = (obj.get("refunds") or {}).get("data") or []
            return tuple(_refund(item) for item in listed)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise BadEvent(f"{kind[:64]}: malformed object") from error
    return Ignored(kind)


def _text(obj: dict[str, Any], key: str) -> str:
    value = obj[key]
    if not isinstance(value, str) or not value:
        raise ValueError(key)
    return value


def _cents(obj: dict[str, Any], key: str) -> int:
    value = obj[key]
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(key)
    return value


def _pi(obj: dict[str, Any]) -> str | None:
    value = obj.get("payment_intent")
    if isinstance(value, dict):  # expanded
        value = value.get("id")
    return value if isinstance(value, str) and value else None


def _ours(obj: dict[str, Any], key: str) -> int | None:
    value = (obj.get("metadata") or {}).get(key)
    return int(value) if isinstance(value, str) and value.isdigit() else None


def _refund(obj: dict[str, Any]) -> RefundSeen:
    status = obj.get("status")
    if not isinstance(status, str) or not status:
        raise ValueError("status")
    return RefundSeen(
        _text(obj, "id"), status, _cents(obj, "amount"), _pi(obj), _ours(obj, "refund_id")
    )


async def first_delivery(session: AsyncSession, services: Services, event: stripe.Event) -> bool:
    """Record the event's id; False when it was applied before (a replay changes nothing)."""
    session.add(StripeEvent(id=event.id, type=event.type, received_at=services.now()))
    try:
        await session.flush()
    except IntegrityError:
        await session.rollback()
        return False
    return True


async def payment_of_session(
    session: AsyncSession, session_id: str, payment_id: int | None
) -> Payment | None:
    """Our attempt behind a Checkout session, found by the session's id or its metadata."""
    payment = await session.scalar(select(Payment).where(Payment.stripe_session_id == session_id))
    if payment is None and payment_id is not None:
        payment = await session.get(Payment, payment_id)
        if payment is None:
            raise NotYetKnown(session_id)  # ours, but its row is not committed yet
        if payment.stripe_session_id is None:
            payment.stripe_session_id = session_id
    return payment


@dataclass(frozen=True)
class RefundNoted:
    """What a refund report changed, for the office to decide on the record."""

    payment: Payment
    outside: bool  # made in Stripe's dashboard, not asked for by this service
    refunded: bool  # by this report, money we held is being given back
    restored: bool  # by this report, a refund made outside failed: the money is held again


async def note_refund(
    session: AsyncSession, services: Services, seen: RefundSeen
) -> RefundNoted | None:
    """Track a refund to its end; one made in Stripe's dashboard is recorded on its payment."""
    refund = await session.scalar(
        select(Refund).where(Refund.stripe_refund_id == seen.stripe_refund_id)
    )
    if refund is None and seen.our_refund_id is not None:
        refund = await session.get(Refund, seen.our_refund_id)
        if refund is None:
            raise NotYetKnown(seen.stripe_refund_id)
        refund.stripe_refund_id = seen.stripe_refund_id
    if refund is None:
        return await _outside_refund(session, services, seen)
    payment = await session.get(Payment, refund.payment_id)
    assert payment is not None
    if refund.status in SETTLED:
        return RefundNoted(payment, refund.reason == OUTSIDE, False, False)
    refund.status = seen.status
    if seen.status in SETTLED:
        refund.settled_at = services.now()
    restored = False
    if refund.reason == OUTSIDE and seen.status in ("failed", "canceled"):
        restored = not await _other_refunds(session, payment, refund)
        if restored and payment.status == "refunded":
            payment.status = "paid"
    return RefundNoted(payment, refund.reason == OUTSIDE, False, restored)


async def _other_refunds(session: AsyncSession, payment: Payment, refund: Refund) -> bool:
    other = await session.scalar(
        select(Refund.id).where(
            Refund.payment_id == payment.id,
            Refund.id != refund.id,
            Refund.status.in_((*MONEY_BACK, "requested", "due_at_counter")),
        )
    )
    return other is not None


async def _outside_refund(
    session: AsyncSession, services: Services, seen: RefundSeen
) -> RefundNoted | None:
    if seen.payment_intent is None:
        return None
    payment = await session.scalar(
        select(Payment).where(Payment.stripe_payment_intent == seen.payment_intent)
    )
    if payment is None:
        return None  # not a payment of ours
    session.add(
        Refund(
            payment_id=payment.id,
            amount_cents=seen.amount_cents,
            reason=OUTSIDE,
            status=seen.status,
            stripe_refund_id=seen.stripe_refund_id,
            idempotency_key=f"stripe-{seen.stripe_refund_id}",
            created_at=services.now(),
            settled_at=services.now() if seen.status in SETTLED else None,
        )
    )
    await session.flush()
    refunded = payment.status in ("paid", "mismatch") and seen.status in MONEY_BACK
    if refunded:  # even in part: the fee is no longer paid in full
        log.info("payment %s: %d cents refunded in Stripe", payment.id, seen.amount_cents)
        payment.status = "refunded"
    return RefundNoted(payment, True, refunded, False)
