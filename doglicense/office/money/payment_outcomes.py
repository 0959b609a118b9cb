"""What the office makes of money received or given back: the record moves, the resident is told.

payments/ reports (a session paid, a refund seen); this module decides. Refunds it asks for are
written here and sent to Stripe by the caller after its commit (payments/refunds.send_refunds).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.lifecycle import QUEUED, Action, Status, move
from doglicense.office.outbox import notify
from doglicense.payments.balance import balance_of
from doglicense.payments.checkout import new_attempt, open_payment
from doglicense.payments.counter import CounterPaymentRefused, counter_payment
from doglicense.payments.parts import charged_parts
from doglicense.payments.refunds import REFUNDABLE, request_refund
from doglicense.payments.webhooks import RefundNoted
from doglicense.runtime import Services
from doglicense.storage.models import Record, Resident
from doglicense.storage.office_models import OutboxMessage, Payment

SEIZURE = "seizure"
AMOUNT_MISMATCH = "amount_mismatch"
REFUNDED_IN_STRIPE = "refunded_in_stripe"


UNREDEEMED = "unredeemed"  # a refund's reason: the dog was forfeited, never collected


@dataclass
class Received:
    """What became of money received (accepted, mismatch or refunded), and refunds to send."""

    outcome: str
    refund_ids: list[int] = field(default_factory=list)
    new_attempt_id: int | None = None  # a new link to open, then shown under `message_key`
    message_key: str | None = None


async def paid_payment(session: AsyncSession, record_id: int, *, but: int | None = None) -> bool:
    """Money for this record is held and accepted (another payment than `but`)."""
    query = select(Payment.id).where(Payment.record_id == record_id, Payment.status == "paid")
    if but is not None:
        query = query.where(Payment.id != but)
    return await session.scalar(query.limit(1)) is not None


async def owes_now(session: AsyncSession, record: Record, *, but: int | None = None) -> bool:
    """The record's fee is due and not paid: it awaits payment, or waits in the queue unpaid
    (paid at the counter, or its card payment was refunded in Stripe), or a correction raised
    it above what was paid (the difference is due)."""
    if record.fee_cents <= 0 or (await balance_of(session, record, but=but)).owed_cents <= 0:
        return False
    if record.kind == SEIZURE:  # a seized dog's fees, while it is held (decision 0017)
        return record.status == Status.HELD
    return record.status == Status.AWAITING_PAYMENT or record.status in QUEUED


async def receive_payment(
    session: AsyncSession,
    services: Services,
    record: Record,
    payment: Payment,
    *,
    received_cents: int,
    actor: str,
) -> Received:
    """Take money in for a record: accepted, or given back (a wrong amount, a second payment).

    A wrong amount is refunded and the record stays payable: the right amount, by card or at
    the counter, still completes it. Does not commit.
    """
    at = services.now()
    payment.received_cents = received_cents
    payment.paid_at = at
    if not await owes_now(session, record, but=payment.id):
        payment.status = "paid"
        reason = "duplicate"
        if record.kind == SEIZURE and record.status != Status.HELD:
            reason = record.status  # the dog was forfeited (or adopted) before the money came
        refund = await request_refund(session, services, payment, reason=reason)
        await _tell(session, record, "payment_refunded", payment, services, reason=reason)
        return Received("refunded", [refund.id])
    owed = (await balance_of(session, record, but=payment.id)).owed_cents
    if received_cents != owed or payment.amount_cents != owed:
        payment.status = "mismatch"
        if AMOUNT_MISMATCH not in record.flags:
            record.flags = [*record.flags, AMOUNT_MISMATCH]
        refund = await request_refund(session, services, payment, reason="wrong_amount")
        link = await open_payment(session, services, record)
        extra = _pay_button(record, link.checkout_url) if link and link.checkout_url else {}
        key = await _tell(session, record, "payment_wrong_amount", payment, services, **extra)
        fresh = None if link else await new_attempt(session, services, record)
        return Received("mismatch", [refund.id], fresh.id if fresh else None, key)
    payment.status = "paid"
    if record.status == Status.AWAITING_PAYMENT:
        move(session, record, Action.PAY, actor=actor, at=at, note=f"payment {payment.id}")
    await _tell(session, record, "payment_receipt", payment, services)
    return Received("accepted")


async def record_counter_payment(
    session: AsyncSession,
    services: Services,
    record: Record,
    *,
    method: str,
    receipt_number: str,
    amount_cents: int,
    staff_id: int,
) -> Payment:
    """Money taken at the counter; the record moves on as after a card payment. Does not commit.

    Refuses (CounterPaymentRefused) what payments/counter refuses, and a record that owes
    nothing now.
    """
    if not await owes_now(session, record):
        raise CounterPaymentRefused(f"record {record.reference} owes nothing now")
    payment = await counter_payment(
        session,
        services,
        record,
        method=method,
        receipt_number=receipt_number,
        amount_cents=amount_cents,
        staff_id=staff_id,
        due_cents=(await balance_of(session, record)).owed_cents,
    )
    received = await receive_payment(
        session, services, record, payment, received_cents=amount_cents, actor=f"staff:{staff_id}"
    )
    assert received.outcome == "accepted", received.outcome  # refused above otherwise
    if REFUNDED_IN_STRIPE in record.flags:
        record.flags = [f for f in record.flags if f != REFUNDED_IN_STRIPE]
    return payment


async def refund_noted(session: AsyncSession, noted: RefundNoted) -> str:
    """A refund made in Stripe's dashboard flags the record for the clerk: the fee is no longer
    paid, so it cannot be approved until it is paid again; a failed one clears the flag."""
    if not noted.outside:
        return "refund_tracked"
    record = await session.get(Record, noted.payment.record_id, with_for_update=True)
    assert record is not None
    if noted.refunded and REFUNDED_IN_STRIPE not in record.flags:
        record.flags = [*record.flags, REFUNDED_IN_STRIPE]
        return "refund_outside_flagged"
    if noted.restored:
        record.flags = [f for f in record.flags if f != REFUNDED_IN_STRIPE]
        return "refund_outside_failed"
    return "refund_outside_tracked"


async def refund_unredeemed(session: AsyncSession, services: Services, record: Record) -> list[int]:
    """A seized dog forfeited unredeemed: what was paid online to redeem it is given back in
    full, the payer told; the fees are the price of a redemption that never came [69-11B-D],
    the dog's care the Town's [69-11A] (decision 0032). Does not commit or call Stripe."""
    held = (
        await session.scalars(
            select(Payment)
            .where(Payment.record_id == record.id, Payment.status.in_(REFUNDABLE))
            .order_by(Payment.id)
        )
    ).all()
    refunds = []
    for payment in held:
        refund = await request_refund(session, services, payment, reason=UNREDEEMED)
        await _tell(session, record, "payment_refunded", payment, services, reason=UNREDEEMED)
        refunds.append(refund.id)
    return refunds


async def _tell(
    session: AsyncSession,
    record: Record,
    template: str,
    payment: Payment,
    services: Services,
    **extra: Any,
) -> str | None:
    resident_id = record.resident_id or record.answers.get("redeemer_id")
    if resident_id is None:
        return None
    resident = await session.get(Resident, int(resident_id))
    if resident is None:
        return None
    context = {
        "reference": record.reference,
        "amount_cents": payment.received_cents or payment.amount_cents,
        "fee_cents": record.fee_cents,
        "parts": [part.as_context() for part in charged_parts(record, payment.amount_cents)],
        "paid_on": services.clock().today.isoformat(),
        "method": payment.method,
        "receipt_number": payment.receipt_number,
        **_collect_words(record, services),
        **extra,
    }
    key = f"{template}-{payment.id}"
    notify(session, resident, template, context, key=key, at=services.now())
    return key


def _collect_words(record: Record, services: Services) -> dict[str, Any]:
    """A seizure paid online: the day promised to collect the dog, and a later day's boarding."""
    if record.kind != SEIZURE or "covers_through" not in record.answers:
        return {}
    return {
        "collect_on": record.answers["covers_through"],
        "per_day_cents": services.town.redemption_fees.boarding_per_day_cents,
    }


def _pay_button(record: Record, url: str) -> dict[str, Any]:
    return {
        "url_button": {"label": "pay_by_card", "params": {"cents": record.fee_cents}, "url": url}
    }


async def add_pay_button(services: Services, message_key: str, record_id: int, url: str) -> bool:
    """Put a link opened after the commit under a message not yet taken by a sender; False if
    a sender has it already."""
    async with services.db.session() as session:
        message = await session.scalar(
            select(OutboxMessage).where(
                OutboxMessage.key == message_key,
                OutboxMessage.claimed_at.is_(None),
                OutboxMessage.sent_at.is_(None),
            )
        )
        record = await session.get(Record, record_id)
        if message is None or record is None:
            return False
        changed = await session.execute(
            update(OutboxMessage)
            .where(OutboxMessage.id == message.id, OutboxMessage.claimed_at.is_(None))
            .values(context={**message.context, **_pay_button(record, url)})
        )
        await session.commit()
        return bool(getattr(changed, "rowcount", 0))
