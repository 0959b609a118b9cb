"""Stripe Checkout for a record's fee: one session per attempt, and the offer a resident sees."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import timedelta

import stripe
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile
from doglicense.office.lifecycle import Status
from doglicense.payments.parts import fee_parts_of
from doglicense.payments.stripe_client import stripe_client
from doglicense.runtime import Services
from doglicense.storage.models import Payment, Record

log = logging.getLogger(__name__)

LOCAL_BASE_URL = "http://127.0.0.1:8000"
STRIPE_MIN_EXPIRY = timedelta(minutes=30)
REUSE_MARGIN = timedelta(minutes=10)  # a link about to lapse is not handed out again


class CardProcessorUnreachable(Exception):
    """Stripe could not be reached or refused the request; the attempt is marked failed."""


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
    services: Services, record: Record, payment: Payment
) -> stripe.params.checkout.SessionCreateParams:
    expiry = max(timedelta(minutes=services.town.policy.checkout_expiry_minutes), STRIPE_MIN_EXPIRY)
    base = _base_url(services)
    metadata = {"record_id": str(record.id), "reference": record.reference}
    return {
        "mode": "payment",
        "currency": "usd",
        "line_items": [
            {
                "quantity": 1,
                "price_data": {
                    "currency": "usd",
                    "unit_amount": part.cents,
                    "product_data": {"name": part.label},
                },
            }
            for part in fee_parts_of(record)
        ],
        "client_reference_id": str(record.id),
        "metadata": {**metadata, "payment_id": str(payment.id)},
        "payment_intent_data": {"metadata": metadata},
        "expires_at": int((services.now() + expiry).timestamp()),
        "success_url": f"{base}/payments/done?reference={record.reference}",
        "cancel_url": f"{base}/payments/cancelled?reference={record.reference}",
    }


async def start_checkout(session: AsyncSession, services: Services, record: Record) -> Payment:
    """Open a new Checkout session (a new attempt) for the record's fee; does not commit.

    Raises CardProcessorUnreachable when Stripe fails; the attempt's row is then marked failed,
    so it is never offered as a usable link.
    """
    last = await session.scalar(
        select(func.max(Payment.attempt)).where(Payment.record_id == record.id)
    )
    payment = Payment(
        record_id=record.id,
        attempt=(last or 0) + 1,
        provider="stripe",
        method="card",
        status="creating",
        amount_cents=record.fee_cents,
        created_at=services.now(),
    )
    session.add(payment)
    await session.flush()
    key = f"checkout-{record.reference}-{payment.attempt}"
    try:
        created = await stripe_client(services).v1.checkout.sessions.create_async(
            _session_params(services, record, payment), {"idempotency_key": key}
        )
    except stripe.StripeError as error:
        payment.status = "failed"
        log.warning("checkout for %s not opened: %s", record.reference, type(error).__name__)
        raise CardProcessorUnreachable(record.reference) from error
    payment.status = "pending"
    payment.stripe_session_id = created.id
    payment.checkout_url = created.url
    return payment


async def open_payment(session: AsyncSession, services: Services, record: Record) -> Payment | None:
    """A pending link of this record that is still good for a while, if there is one."""
    fresh_since = services.now() - (
        timedelta(minutes=services.town.policy.checkout_expiry_minutes) - REUSE_MARGIN
    )
    return await session.scalar(
        select(Payment)
        .where(
            Payment.record_id == record.id,
            Payment.status == "pending",
            Payment.provider == "stripe",
            Payment.created_at > fresh_since,
        )
        .order_by(Payment.attempt.desc())
        .limit(1)
    )


async def offer_card_payment(services: Services, record_id: int, *, resident_id: int) -> CardOffer:
    """The resident's link to pay a record by card: a good one reused, else a new attempt.

    Opens its own database session and commits, so a failed attempt is kept as failed.
    """
    async with services.db.session() as session:
        record = await session.get(Record, record_id)
        if record is None or record.resident_id != resident_id:
            raise LookupError(f"record {record_id} is not the resident's")
        if record.status != Status.AWAITING_PAYMENT or not services.card_payments:
            return CardOffer(record, None, "not_due", services.town)
        payment = await open_payment(session, services, record)
        if payment is not None:
            return CardOffer(record, payment, "open", services.town)
        try:
            payment = await start_checkout(session, services, record)
        except CardProcessorUnreachable:
            await session.commit()
            return CardOffer(record, None, "unreachable", services.town)
        await session.commit()
        return CardOffer(record, payment, "open", services.town)
