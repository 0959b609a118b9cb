"""POST /stripe/webhook over real HTTP: signatures, replays, order, amounts, expiry, refunds."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.models import Record
from doglicense.storage.office_models import OutboxMessage, Payment
from tests.conftest import FakeClock
from tests.paytools import (
    card_record,
    checkout_attempt,
    event_ids,
    followed_up,
    payments,
    post_event,
    record_by_id,
    refund_everything,
    refunds,
    rows,
    serving,
    use_stripe,
)
from tests.standins.stripe_api import FakeStripe


@pytest.fixture
def stripe_api() -> Iterator[FakeStripe]:
    with FakeStripe() as fake:
        yield fake


@pytest.fixture
async def web(services: Services, clock: FakeClock, stripe_api: FakeStripe) -> AsyncIterator[str]:
    use_stripe(services, clock, stripe_api.url)
    async with serving(services) as url:
        yield url


async def _checkout(services: Services, record: Record) -> Payment:
    return await checkout_attempt(services, record.id)


async def _paid_event(services: Services, stripe_api: FakeStripe, **pay: Any) -> dict[str, Any]:
    record = await card_record(services)
    payment = await _checkout(services, record)
    assert payment.stripe_session_id is not None
    return stripe_api.pay(payment.stripe_session_id, **pay)


async def test_a_forged_signature_is_refused_and_changes_nothing(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    event = await _paid_event(services, stripe_api)
    forged = await post_event(web, event, secret="whsec_someone_else")
    garbage = await post_event(web, event, signature="t=1,v1=deadbeef")
    missing = await post_event(web, event, signature="t=1")
    assert (forged.status_code, garbage.status_code, missing.status_code) == (400, 400, 400)
    assert await event_ids(services) == []
    [payment] = await payments(services)
    assert payment.status == "pending"
    assert (await record_by_id(services, payment.record_id)).status == "awaiting_payment"


async def test_a_stale_timestamp_is_refused_and_changes_nothing(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    event = await _paid_event(services, stripe_api)
    stale = await post_event(web, event, timestamp=int(time.time()) - 3600)
    assert stale.status_code == 400
    assert await event_ids(services) == []
    [payment] = await payments(services)
    assert payment.status == "pending"


async def test_the_same_event_ten_times_gives_one_payment(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    event = await _paid_event(services, stripe_api)
    answers = await asyncio.gather(*(post_event(web, event) for _ in range(10)))
    assert {a.status_code for a in answers} == {200}
    assert sorted(a.text for a in answers).count("accepted") == 1
    [payment] = await payments(services)
    assert (payment.status, payment.received_cents) == ("paid", 500)
    assert payment.stripe_payment_intent is not None
    record = await record_by_id(services, payment.record_id)
    assert record.status == "in_queue" and record.flags == []
    assert await event_ids(services) == [event["id"]]
    assert await refunds(services) == []
    async with services.db.session() as session:
        outbox = (await session.scalars(select(OutboxMessage))).all()
    assert [m.template for m in outbox] == ["payment_receipt"]
    assert outbox[0].context["amount_cents"] == 500
    assert [p["key"] for p in outbox[0].context["parts"]] == ["town_share", "state_surcharge"]


async def test_expired_after_completed_changes_nothing(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    completed = await _paid_event(services, stripe_api)
    expired = stripe_api.event("checkout.session.expired", {**completed["data"]["object"]})
    expired["data"]["object"]["status"] = "expired"
    assert (await post_event(web, completed)).status_code == 200
    assert (await post_event(web, expired)).text == "ignored"
    [payment] = await payments(services)
    assert payment.status == "paid"
    assert (await record_by_id(services, payment.record_id)).status == "in_queue"


async def test_completed_after_expired_still_counts_the_money(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    # Stripe may deliver the expiry of a session late; money received always counts.
    completed = await _paid_event(services, stripe_api)
    expired = stripe_api.event("checkout.session.expired", completed["data"]["object"])
    assert (await post_event(web, expired)).status_code == 200
    assert (await post_event(web, completed)).text == "accepted"
    paid = [p for p in await payments(services) if p.status == "paid"]
    assert len(paid) == 1
    assert (await record_by_id(services, paid[0].record_id)).status == "in_queue"


async def test_a_wrong_amount_is_refunded_and_the_record_stays_payable(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    event = await _paid_event(services, stripe_api)
    event["data"]["object"]["amount_total"] = 300
    assert (await post_event(web, event)).text == "mismatch"
    await followed_up(services, told="payment_wrong_amount")
    [wrong, fresh] = await payments(services)
    record = await record_by_id(services, wrong.record_id)
    assert (wrong.status, wrong.received_cents) == ("refunded", 300)
    assert record.status == "awaiting_payment" and record.flags == ["amount_mismatch"]
    [refund] = await refunds(services)
    assert (refund.payment_id, refund.amount_cents, refund.reason) == (
        wrong.id,
        300,
        "wrong_amount",
    )
    assert stripe_api.refunds[str(refund.stripe_refund_id)]["amount"] == 300
    # The resident is told, with a new link to pay the right amount.
    assert (fresh.status, fresh.attempt) == ("pending", 2) and fresh.checkout_url
    async with services.db.session() as session:
        [told] = (await session.scalars(select(OutboxMessage))).all()
    assert told.template == "payment_wrong_amount"
    assert told.context["url_button"]["url"] == fresh.checkout_url
    assert (told.context["amount_cents"], told.context["fee_cents"]) == (300, 500)
    # The right payment completes the record; nothing of it is refunded.
    right = stripe_api.pay(str(fresh.stripe_session_id))
    assert (await post_event(web, right)).text == "accepted"
    assert (await record_by_id(services, record.id)).status == "in_queue"
    assert [p.status for p in await payments(services)] == ["refunded", "paid"]
    assert len(await refunds(services)) == 1


async def test_after_a_wrong_amount_the_counter_takes_the_fee(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    from doglicense.office.money.payment_outcomes import record_counter_payment
    from doglicense.office.staff.staff import Role
    from doglicense.storage.sign_in_models import Staff
    from tests.clerkkit import make_staff

    await make_staff(services, "ann", Role.CLERK)
    [clerk] = await rows(services, Staff)
    event = await _paid_event(services, stripe_api)
    event["data"]["object"]["amount_total"] = 300
    assert (await post_event(web, event)).text == "mismatch"
    async with services.db.session() as session:
        record = await session.get(Record, int(event["data"]["object"]["metadata"]["record_id"]))
        assert record is not None
        counter = await record_counter_payment(
            session,
            services,
            record,
            method="cash",
            receipt_number="R-1",
            amount_cents=500,
            staff_id=clerk.id,
        )
        await session.commit()
    assert counter.status == "paid"
    assert (await record_by_id(services, counter.record_id)).status == "in_queue"


async def test_the_wrong_amount_message_reads_in_english_and_spanish(services: Services) -> None:
    from doglicense.templates import render
    from doglicense.templates.language import speaking

    context = {"reference": "L-2603-00001", "amount_cents": 300, "fee_cents": 500}
    with speaking("en"):
        english = render("bot/messages/payment_wrong_amount.txt", town=services.town, **context)
    with speaking("es"):
        spanish = render("bot/messages/payment_wrong_amount.txt", town=services.town, **context)
    assert "$3.00" in english and "$5.00" in english and "refunding" in english
    assert "devolvemos" in spanish and "$3.00" in spanish and "tarjeta" in spanish
    assert "guardada" in spanish and "de nuevo" in spanish


async def test_an_expired_link_gives_a_new_one(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    record = await card_record(services)
    first = await _checkout(services, record)
    assert first.stripe_session_id is not None
    event = stripe_api.expire(first.stripe_session_id)
    answer = await post_event(web, event)
    assert answer.text == "new_link"
    await followed_up(services, told="payment_link_renewed")
    old, new = await payments(services)
    assert (old.status, new.status, new.attempt) == ("expired", "pending", 2)
    assert new.checkout_url and new.checkout_url != first.checkout_url
    assert stripe_api.sessions[str(new.stripe_session_id)]["status"] == "open"
    async with services.db.session() as session:
        [message] = (await session.scalars(select(OutboxMessage))).all()
    assert message.template == "payment_link_renewed"
    assert message.context["url_button"]["url"] == new.checkout_url
    assert (await post_event(web, event)).text == "duplicate"
    assert len(await payments(services)) == 2


async def test_refund_events_track_a_refund_to_completion(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    paid = await _paid_event(services, stripe_api)
    await post_event(web, paid)
    [payment] = await payments(services)
    [refund] = await refund_everything(services, payment.record_id, reason="rejected")
    assert refund.status == "pending" and refund.stripe_refund_id is not None
    assert refund.amount_cents == 500
    settled = stripe_api.settle_refund(refund.stripe_refund_id)
    assert (await post_event(web, settled)).text == "refund_succeeded"
    [refund] = await refunds(services)
    assert refund.status == "succeeded" and refund.settled_at is not None
    [payment] = await payments(services)
    assert payment.status == "refunded"


async def _clerk(services: Services) -> Any:
    from doglicense.office.staff.staff import Role, SignedIn
    from doglicense.storage.sign_in_models import Staff
    from tests.clerkkit import make_staff

    await make_staff(services, "ann", Role.CLERK)
    [clerk] = await rows(services, Staff)
    return SignedIn.of(clerk)


async def test_a_refund_made_in_stripes_dashboard_unpays_the_record_for_the_clerk(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    from doglicense.office.desk.claims import NotPaid
    from doglicense.office.desk.decisions import approve
    from doglicense.office.money.payment_outcomes import record_counter_payment
    from tests.clerkkit import queued_record

    awaiting = await queued_record(services, paid=False, payment="card")
    attempt = await checkout_attempt(services, awaiting.id)
    paid = stripe_api.pay(str(attempt.stripe_session_id))
    assert (await post_event(web, paid)).text == "accepted"
    [payment] = await payments(services)
    created, charged = stripe_api.refund_in_dashboard(str(payment.stripe_payment_intent))
    assert (await post_event(web, created)).text == "refund_outside_flagged"
    assert (await post_event(web, charged)).text == "refund_outside_tracked"  # the same refund
    [payment] = await payments(services)
    [refund] = await refunds(services)
    assert payment.status == "refunded"
    assert (refund.payment_id, refund.amount_cents, refund.reason) == (
        payment.id,
        500,
        "made_in_stripe",
    )
    assert refund.stripe_refund_id == created["data"]["object"]["id"]
    record = await record_by_id(services, payment.record_id)
    assert record.status == "in_queue" and record.flags == ["refunded_in_stripe"]
    clerk = await _clerk(services)
    async with services.db.session() as session:
        with pytest.raises(NotPaid):
            await approve(session, record.id, person=clerk, services=services)
    # Paid again at the counter: approvable, the flag gone.
    async with services.db.session() as session:
        fresh = await session.get(Record, record.id)
        assert fresh is not None
        await record_counter_payment(
            session,
            services,
            fresh,
            method="cash",
            receipt_number="R-5",
            amount_cents=500,
            staff_id=clerk.id,
        )
        await session.commit()
    assert (await record_by_id(services, record.id)).flags == []
    async with services.db.session() as session:
        licence = await approve(session, record.id, person=clerk, services=services)
    assert licence.id is not None


async def test_a_dashboard_refund_seen_only_as_charge_refunded_is_recorded_once(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    paid = await _paid_event(services, stripe_api)
    assert (await post_event(web, paid)).text == "accepted"
    [payment] = await payments(services)
    _created, charged = stripe_api.refund_in_dashboard(str(payment.stripe_payment_intent))
    assert (await post_event(web, charged)).text == "refund_outside_flagged"
    refund_id = charged["data"]["object"]["refunds"]["data"][0]["id"]
    settled = stripe_api.event("refund.updated", {**stripe_api.refunds[refund_id]})
    settled["data"]["object"]["status"] = "succeeded"
    assert (await post_event(web, settled)).text == "refund_outside_tracked"
    [refund] = await refunds(services)
    assert (refund.status, refund.settled_at is not None) == ("succeeded", True)
    assert (await payments(services))[0].status == "refunded"


async def test_a_failed_dashboard_refund_gives_the_payment_back(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    paid = await _paid_event(services, stripe_api)
    assert (await post_event(web, paid)).text == "accepted"
    [payment] = await payments(services)
    created, _charged = stripe_api.refund_in_dashboard(str(payment.stripe_payment_intent))
    assert (await post_event(web, created)).text == "refund_outside_flagged"
    failed = stripe_api.settle_refund(created["data"]["object"]["id"], "failed")
    assert (await post_event(web, failed)).text == "refund_outside_failed"
    [payment] = await payments(services)
    assert payment.status == "paid"
    assert (await record_by_id(services, payment.record_id)).flags == []


MALFORMED: list[tuple[str, Any]] = [
    ("empty object", {"type": "checkout.session.completed", "data": {"object": {}}}),
    ("no data", {"type": "checkout.session.completed"}),
    ("no type", {"data": {"object": {"id": "cs_1"}}}),
    ("object is text", {"type": "checkout.session.completed", "data": {"object": "cs_1"}}),
    (
        "id is a number",
        {"type": "checkout.session.expired", "data": {"object": {"id": 7}}},
    ),
    (
        "amount is text",
        {
            "type": "checkout.session.completed",
            "data": {"object": {"id": "cs_1", "payment_status": "paid", "amount_total": "500"}},
        },
    ),
    ("empty refund", {"type": "refund.updated", "data": {"object": {}}}),
    (
        "refund without status",
        {"type": "refund.created", "data": {"object": {"id": "re_1", "amount": 5}}},
    ),
    (
        "charge listing an empty refund",
        {"type": "charge.refunded", "data": {"object": {"id": "ch_1", "refunds": {"data": [{}]}}}},
    ),
    ("a list", []),
    ("a number", 42),
    ("no event id", {"id": None, "type": "refund.updated", "data": {"object": {}}}),
]


@pytest.mark.parametrize(("why", "body"), MALFORMED, ids=[m[0] for m in MALFORMED])
async def test_a_signed_but_malformed_event_is_refused_and_logged(
    services: Services,
    web: str,
    why: str,
    body: Any,
    caplog: pytest.LogCaptureFixture,
) -> None:
    from tests.paytools import WEBHOOK_SECRET

    event = {"id": "evt_malformed", "object": "event", **body} if isinstance(body, dict) else body
    with caplog.at_level("WARNING"):
        answer = await post_event(web, event)
    assert answer.status_code == 400, why
    assert await event_ids(services) == []
    logged = " ".join(r.getMessage() for r in caplog.records if "stripe webhook" in r.getMessage())
    assert "refused" in logged
    assert WEBHOOK_SECRET not in caplog.text and "v1=" not in caplog.text
