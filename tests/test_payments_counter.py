"""Payments at the counter, refunds of a rejected record, and the day's reconciliation report."""

from __future__ import annotations

import asyncio
import csv
import io
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime

import pytest
from sqlalchemy import select

from doglicense.office.money.payment_outcomes import record_counter_payment
from doglicense.payments.counter import CounterPaymentRefused
from doglicense.payments.reconciliation import daily_reconciliation
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, Record
from doglicense.storage.office_models import OutboxMessage
from doglicense.storage.sign_in_models import Staff
from tests.conftest import FakeClock
from tests.paytools import (
    card_record,
    checkout_attempt,
    payments,
    refund_everything,
    refunds,
    serving,
    use_stripe,
)
from tests.standins.stripe_api import FakeStripe


async def _staff(services: Services) -> int:
    async with services.db.session() as session:
        clerk = Staff(
            username="clerk1",
            full_name="Pat Clerk",
            role="clerk",
            password_hash="x",
            created_at=services.now(),
        )
        session.add(clerk)
        await session.commit()
        return clerk.id


async def _take(services: Services, record_id: int, **given: object) -> None:
    staff_id = await _staff(services) if "staff_id" not in given else given.pop("staff_id")
    async with services.db.session() as session:
        record = await session.get(Record, record_id)
        assert record is not None
        await record_counter_payment(
            session,
            services,
            record,
            method=str(given.get("method", "cash")),
            receipt_number=str(given.get("receipt_number", "R-1001")),
            amount_cents=given.get("amount_cents", 500),  # type: ignore[arg-type]
            staff_id=staff_id,  # type: ignore[arg-type]
        )
        await session.commit()


async def test_a_counter_payment_moves_the_record_on_like_a_card_payment(
    services: Services,
) -> None:
    record = await card_record(services)
    await _take(services, record.id, method="check", receipt_number="C-77")
    [payment] = await payments(services)
    assert (payment.provider, payment.method, payment.status) == ("counter", "check", "paid")
    assert (payment.received_cents, payment.receipt_number) == (500, "C-77")
    async with services.db.session() as session:
        fresh = await session.get(Record, record.id)
        audit = (await session.scalars(select(AuditEntry).order_by(AuditEntry.id))).all()
        [receipt] = (await session.scalars(select(OutboxMessage))).all()
    assert fresh is not None and fresh.status == "in_queue"
    assert (audit[-1].from_status, audit[-1].to_status, audit[-1].action) == (
        "awaiting_payment",
        "in_queue",
        "pay",
    )
    assert receipt.template == "payment_receipt" and receipt.context["receipt_number"] == "C-77"


async def test_a_queued_counter_record_just_gets_its_payment_marked_paid(
    services: Services,
) -> None:
    record = await card_record(services)
    async with services.db.session() as session:
        queued = await session.get(Record, record.id)
        assert queued is not None
        queued.payment_choice = "counter"
        queued.status = "in_queue"  # as submit() leaves a "pay at the counter" record
        await session.commit()
    await _take(services, record.id, method="money_order")
    [payment] = await payments(services)
    assert payment.status == "paid"
    async with services.db.session() as session:
        fresh = await session.get(Record, record.id)
    assert fresh is not None and fresh.status == "in_queue"


@pytest.mark.parametrize(
    ("given", "why"),
    [
        ({"amount_cents": 400}, "equal the fee"),
        ({"receipt_number": "  "}, "receipt number"),
        ({"method": "bitcoin"}, "unknown method"),
    ],
)
async def test_a_counter_payment_needs_the_fee_a_receipt_and_a_known_method(
    services: Services, given: dict[str, object], why: str
) -> None:
    record = await card_record(services)
    with pytest.raises(CounterPaymentRefused, match=why):
        await _take(services, record.id, **given)
    assert await payments(services) == []


async def test_a_record_paid_once_refuses_a_second_counter_payment(services: Services) -> None:
    record = await card_record(services)
    staff_id = await _staff(services)
    await _take(services, record.id, staff_id=staff_id)
    with pytest.raises(CounterPaymentRefused, match="owes nothing"):
        await _take(services, record.id, staff_id=staff_id, receipt_number="R-2")
    assert len(await payments(services)) == 1


async def test_a_counter_payment_refunded_is_due_back_at_the_counter(services: Services) -> None:
    record = await card_record(services)
    await _take(services, record.id)
    [refund] = await refund_everything(services, record.id, reason="rejected")
    assert (refund.status, refund.amount_cents, refund.stripe_refund_id) == (
        "due_at_counter",
        500,
        None,
    )
    [payment] = await payments(services)
    assert payment.status == "refunded"


@pytest.fixture
def stripe_api() -> Iterator[FakeStripe]:
    with FakeStripe(refunds_settle_immediately=True) as fake:
        yield fake


@pytest.fixture
async def web(services: Services, clock: FakeClock, stripe_api: FakeStripe) -> AsyncIterator[str]:
    use_stripe(services, clock, stripe_api.url)
    async with serving(services) as url:
        yield url


async def test_the_reconciliation_report_lists_the_days_money(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    from tests.paytools import post_event

    by_card = await card_record(services, telegram_user_id=7001)
    at_counter = await card_record(services, telegram_user_id=7002)
    checkout = await checkout_attempt(services, by_card.id)
    assert checkout.stripe_session_id is not None
    event = stripe_api.pay(checkout.stripe_session_id)
    assert (await post_event(web, event)).text == "accepted"
    await _take(services, at_counter.id, receipt_number="R-9")
    await refund_everything(services, by_card.id, reason="rejected")
    today = services.clock().today
    async with services.db.session() as session:
        report = await daily_reconciliation(session, today, services.town)
    assert (report.received_cents, report.refunded_cents) == (1000, 500)
    rows = list(csv.DictReader(io.StringIO(report.csv())))
    assert sorted((r["kind"], r["reference"], r["amount_cents"]) for r in rows) == sorted(
        [
            ("payment", by_card.reference, "500"),
            ("payment", at_counter.reference, "500"),
            ("refund", by_card.reference, "-500"),
        ]
    )
    card_rows = [r for r in rows if r["reference"] == by_card.reference]
    assert {r["stripe_session_id"] for r in card_rows} == {checkout.stripe_session_id}
    [refund] = await refunds(services)
    assert refund.status == "succeeded"
    assert any(r["stripe_refund_id"] == refund.stripe_refund_id for r in card_rows)
    assert [r["receipt_number"] for r in rows if r["reference"] == at_counter.reference] == ["R-9"]
    async with services.db.session() as session:
        other_day = await daily_reconciliation(
            session, datetime(2020, 1, 1, tzinfo=UTC).date(), services.town
        )
    assert other_day.lines == []
    await asyncio.sleep(0)
