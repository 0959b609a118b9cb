"""Stripe Checkout for a record's fee: one session per attempt, opened between transactions.

An attempt is written ("creating") and committed first; Stripe is asked with the attempt's
idempotency key and a timeout; the answer ("pending" with its link, or "failed") is written in a
new transaction. An attempt left "creating" by a crash is finished later with the same key, so
Stripe hands back the same session. Whether a record may be paid is the office's decision.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

import stripe
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile
from doglicense.payments.balance import balance_of
from doglicense.payments.parts import charged_parts
from doglicense.payments.stripe_client import (
    CardProcessorUnreachable,
    ask_stripe,
    stripe_client,
)
from doglicense.runtime import Services
from doglicense.storage.models import Record, Resident
from doglicense.storage.office_models import Payment
from doglicense.templates.language import gettext, speaking

__all__ = [
    "CardOffer",
    "CardProcessorUnreachable",
    "new_attempt",
    "open_payment",
    "open_session",
    "set_aside",
    "stalled_attempts",
    "too_old",
    "unfinished_attempt",
]

log = logging.getLogger(__name__)

LOCAL_BASE_URL = "http://127.0.0.1:8000"
STRIPE_MIN_EXPIRY = timedelta(minutes=30)
REUSE_MARGIN = timedelta(minutes=10)  # a link about to lapse is not handed out again
CREATING, PENDING, FAILED = "creating", "pending", "failed"
# Stripe's Checkout page in the resident's language: Latin American Spanish for a town in New York.
STRIPE_LOCALES = {"en": "en", "es": "es-419"}


@dataclass(frozen=True)
class CardOffer:
    """What the resident can do to pay a record by card right now."""

    record: Record
    payment: Payment | None
    state: str  # "open": pay at payment.checkout_url; "unreachable": try again; "not_due"
    town: TownProfile

    @property
    def url(self) -> str | None:
        return self.payment.checkout_url if self.payment else None


def _base_url(services: Services) -> str:
    return (services.settings.public_base_url or LOCAL_BASE_URL).rstrip("/")


def _session_params(
    services: Services, record: Record, payment: Payment, payer: Resident | None
) -> stripe.params.checkout.SessionCreateParams:
    """Made from stored values only: asked again with the same key, Stripe sees the same request
    (the payer's language and e-mail too: a retry follows a crash by minutes, not a change of mind).
    """
    expiry = max(timedelta(minutes=services.town.policy.checkout_expiry_minutes), STRIPE_MIN_EXPIRY)
    base = _base_url(services)
    metadata = {"record_id": str(record.id), "reference": record.reference}
    language = payer.language if payer else None
    with speaking(language) as spoken:
        items: list[stripe.params.checkout.SessionCreateParamsLineItem] = [
            {
                "quantity": 1,
                "price_data": {
                    "currency": "usd",
                    "unit_amount": part.cents,
                    "product_data": {"name": gettext(part.label)},
                },
            }
            for part in charged_parts(record, payment.amount_cents)
        ]
    params: stripe.params.checkout.SessionCreateParams = {
        "mode": "payment",
        "currency": "usd",
        "locale": STRIPE_LOCALES[spoken],
        "line_items": items,
        "client_reference_id": str(record.id),
        "metadata": {**metadata, "payment_id": str(payment.id)},
        "payment_intent_data": {"metadata": metadata},
        "expires_at": int((payment.created_at + expiry).timestamp()),
        # Stripe puts the session's id in; it shows the page the payer came from Stripe's page.
        "success_url": f"{base}/payments/done?reference={record.reference}"
        "&session_id={CHECKOUT_SESSION_ID}",
        "cancel_url": f"{base}/payments/cancelled?reference={record.reference}",
    }
    if payer is not None and payer.email:
        params["customer_email"] = payer.email  # Stripe's receipt and the card form start from it
    return params


def _key(record: Record, payment: Payment) -> str:
    return f"checkout-{record.reference}-{payment.attempt}"


async def new_attempt(session: AsyncSession, services: Services, record: Record) -> Payment:
    """A new card attempt for what the record owes (its fee, or what a correction added), not
    yet usable; the caller commits it."""
    last = await session.scalar(
        select(func.max(Payment.attempt)).where(Payment.record_id == record.id)
    )
    payment = Payment(
        record_id=record.id,
        attempt=(last or 0) + 1,
        provider="stripe",
        method="card",
        status=CREATING,
        amount_cents=(await balance_of(session, record)).owed_cents or record.fee_cents,
        created_at=services.now(),
    )
    session.add(payment)
    await session.flush()
    return payment


async def open_session(services: Services, payment_id: int, *, give_up: bool = True) -> Payment:
    """Ask Stripe for the attempt's Checkout session, outside any transaction; write the answer.

    Raises CardProcessorUnreachable when Stripe fails or is slow; the attempt is then "failed",
    so it is never offered and never blocks a new attempt; or, without `give_up`, left
    "creating" for a later try with the same key (`stalled_attempts`).
    """
    async with services.db.session() as session:
        payment = await session.get(Payment, payment_id)
        record = await session.get(Record, payment.record_id) if payment else None
        if payment is None or record is None:
            raise LookupError(payment_id)
        if payment.status != CREATING:
            return payment
        payer = await session.get(Resident, record.resident_id) if record.resident_id else None
        params, key = _session_params(services, record, payment, payer), _key(record, payment)
    try:
        sessions = stripe_client(services).v1.checkout.sessions
        created = await ask_stripe(
            services, sessions.create_async(params, {"idempotency_key": key})
        )
    except CardProcessorUnreachable:
        log.warning("checkout for %s not opened: Stripe unreachable or slow", record.reference)
        if give_up:
            await _settle(services, payment_id, status=FAILED)
        raise
    return await _settle(
        services, payment_id, status=PENDING, session_id=created.id, url=created.url
    )


async def _settle(
    services: Services,
    payment_id: int,
    *,
    status: str,
    session_id: str | None = None,
    url: str | None = None,
) -> Payment:
    async with services.db.session() as session:
        payment = await session.get(Payment, payment_id, populate_existing=True)
        assert payment is not None
        if payment.status == CREATING:  # a webhook may have got here first
            payment.status = status
            payment.stripe_session_id = session_id
            payment.checkout_url = url
        await session.commit()
        return payment


def _fresh_since(services: Services) -> datetime:
    """An attempt made before this would give a link about to lapse (or lapsed)."""
    lifetime = timedelta(minutes=services.town.policy.checkout_expiry_minutes)
    return services.now() - (max(lifetime, STRIPE_MIN_EXPIRY) - REUSE_MARGIN)


def too_old(services: Services, payment: Payment) -> bool:
    """A stalled attempt this old is not worth opening: a new one is made instead."""
    return payment.created_at <= _fresh_since(services)


def set_aside(payment: Payment) -> None:
    """An attempt not worth opening: failed, never offered; the caller commits."""
    payment.status = FAILED


async def open_payment(session: AsyncSession, services: Services, record: Record) -> Payment | None:
    """A pending link of this record that is still good for a while, if there is one."""
    fresh_since = services.now() - (
        timedelta(minutes=services.town.policy.checkout_expiry_minutes) - REUSE_MARGIN
    )
    return await session.scalar(
        select(Payment)
        .where(
            Payment.record_id == record.id,
            Payment.status == PENDING,
            Payment.provider == "stripe",
            Payment.created_at > fresh_since,
        )
        .order_by(Payment.attempt.desc())
        .limit(1)
    )


async def unfinished_attempt(
    session: AsyncSession, services: Services, record: Record
) -> tuple[Payment | None, bool]:
    """The record's newest attempt still "creating", and whether it is stalled (its process
    died before writing Stripe's answer) rather than in flight right now."""
    payment = await session.scalar(
        select(Payment)
        .where(Payment.record_id == record.id, Payment.status == CREATING)
        .order_by(Payment.attempt.desc())
        .limit(1)
    )
    if payment is None:
        return None, False
    return payment, payment.created_at < _stalled_before(services)


def _stalled_before(services: Services) -> datetime:
    """An attempt "creating" since before this is no longer in flight: its process gave up."""
    return services.now() - timedelta(seconds=2 * services.settings.stripe_timeout_seconds + 5)


async def stalled_attempts(session: AsyncSession, services: Services) -> list[Payment]:
    """Every attempt left "creating" (a crash, or Stripe slow after a webhook), oldest first."""
    found = await session.scalars(
        select(Payment)
        .where(Payment.status == CREATING, Payment.created_at < _stalled_before(services))
        .order_by(Payment.id)
    )
    return list(found.all())


async def abandon_attempt(services: Services, payment_id: int) -> None:
    """An attempt no longer wanted (the record was paid or closed meanwhile) is never opened."""
    await _settle(services, payment_id, status=FAILED)
