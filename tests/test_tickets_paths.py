"""Each path of a ticket answer through the bot and the Stripe stand-in, to the court's word."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import pytest

from doglicense.bot.sender import send_pending
from doglicense.office.tickets import court
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry
from tests.botchat import talk, texts_of
from tests.conftest import FakeClock
from tests.paytools import (
    payments,
    record_by_id,
    refunds,
    rows,
)
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import FakeTelegram, buttons
from tests.ticketkit import COURT, answer_record, enter_ticket, ticket_named


def _link(reply: dict[str, Any]) -> tuple[str, str]:
    [(label, url)] = buttons(reply)
    assert url is not None and url.startswith("http")
    return label, url


async def _pay(stripe_api: FakeStripe, url: str) -> None:
    sid = next(sid for sid, s in stripe_api.sessions.items() if s["url"] == url)
    await asyncio.to_thread(stripe_api.pay, sid)


async def _told(
    services: Services, card_bot: Any, telegram: FakeTelegram, user: int
) -> dict[str, Any]:
    assert await send_pending(services, card_bot.bot) == 1
    return await telegram.user(user).reply()


async def test_admit_first_tier_paid_by_card_with_a_receipt(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any
) -> None:
    code = await enter_ticket(services, number="A-1")
    user = telegram.user(8001)
    asked = await talk(user, ["/ticket", "A-1", code, ("tap", "admit")])
    assert "How would you like to pay $25.00?" in texts_of(asked)
    summary = await talk(user, [("tap", "card")])
    assert "To pay by card now: $25.00" in texts_of(summary)
    done = await talk(user, [("tap", "nav:confirm")])
    assert "Your answer to ticket A-1 is in" in texts_of(done)
    label, url = _link(done)
    assert label == "💳 Pay $25.00 by card"
    created = next(r for r in stripe_api.requests if r.path == "/v1/checkout/sessions")
    [item] = created.params["line_items"]
    assert (item["price_data"]["product_data"]["name"], item["price_data"]["unit_amount"]) == (
        "Appearance ticket penalty",
        "2500",
    )
    await _pay(stripe_api, url)
    record = await answer_record(services)
    assert (record.status, record.queue, record.fee_cents) == ("in_queue", "court", 2500)
    receipt = texts_of(await _told(services, card_bot, telegram, 8001))
    assert "Receipt" in receipt and "Appearance ticket penalty: $25.00" in receipt
    assert "Your answer is now with the court" in receipt
    ticket = await ticket_named(services, "A-1")
    assert (ticket.status, ticket.disposition, ticket.record_id) == (
        "answered",
        "admitted",
        record.id,
    )
    async with services.db.session() as session:
        await court.close_paid(session, services, record.id, COURT)
    assert (await record_by_id(services, record.id)).status == "closed"


async def test_a_spanish_penalty_is_paid_and_receipted_in_spanish(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any
) -> None:
    code = await enter_ticket(services, number="A-2")
    user = telegram.user(8002, language_code="es")
    done = await talk(user, ["/ticket", "A-2", code, ("tap", "admit"), ("tap", "card")])
    _label, url = _link(await talk(user, [("tap", "nav:confirm")]))
    created = next(r for r in stripe_api.requests if r.path == "/v1/checkout/sessions")
    [item] = created.params["line_items"]
    assert created.params["locale"] == "es-419"
    assert item["price_data"]["product_data"]["name"] == "Multa de la citación"
    assert "$25.00" in texts_of(done)
    await _pay(stripe_api, url)
    receipt = texts_of(await _told(services, card_bot, telegram, 8002))
    assert "Recibo" in receipt and "Multa de la citación: $25.00" in receipt
    assert "Appearance" not in receipt


async def test_admit_third_tier_waits_for_the_justice_then_is_paid_by_a_link(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
) -> None:
    for n in (1, 2):
        await enter_ticket(
            services,
            number=f"OLD-{n}",
            violation_at=services.now() - timedelta(days=300 * n),
            disposition="admitted",
        )
    code = await enter_ticket(services, number="A-3")
    user = telegram.user(8002)
    summary = await talk(user, ["/ticket", "A-3", code, ("tap", "admit")])
    assert "The Town Justice sets the penalty, up to $100.00" in texts_of(summary)
    done = await talk(user, [("tap", "nav:confirm")])
    assert "The Town Justice will set the penalty" in texts_of(done)
    assert not buttons(done)
    record = await answer_record(services)
    assert (record.status, record.fee_cents, record.flags) == ("in_queue", 0, ["third_tier"])
    async with services.db.session() as session:
        with pytest.raises(court.CourtRefused):
            await court.set_penalty(session, services, record.id, COURT, cents=10001)
    async with services.db.session() as session:
        await court.set_penalty(session, services, record.id, COURT, cents=7500)
    told = await _told(services, card_bot, telegram, 8002)
    assert "has set the penalty for ticket A-3: $75.00" in texts_of(told)
    label, url = _link(told)
    assert label == "💳 Pay $75.00 by card"
    await _pay(stripe_api, url)
    assert (await record_by_id(services, record.id)).status == "in_queue"
    receipt = texts_of(await _told(services, card_bot, telegram, 8002))
    assert "Appearance ticket penalty: $75.00" in receipt
    audit = [e.action for e in await rows(services, AuditEntry) if e.record_id == record.id]
    assert audit == ["submit", "queue", "set_penalty", "pay"]


async def _denied_and_paid(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, user_id: int
) -> int:
    code = await enter_ticket(services, number=f"D-{user_id}")
    user = telegram.user(user_id)
    await talk(user, ["/ticket", f"D-{user_id}", code, ("tap", "deny"), ("tap", "part")])
    asked = await talk(user, ["The dog was on a leash; it broke."])
    assert "How would you like to pay $15.00?" in texts_of(asked)
    summary = await talk(user, [("tap", "card")])
    assert "(the security, returned when you appear)" in texts_of(summary)
    done = await talk(user, [("tap", "nav:confirm")])
    _label, url = _link(done)
    await _pay(stripe_api, url)
    record = await answer_record(services)
    assert (record.status, record.fee_parts) == ("in_queue", {"security_cents": 1500})
    assert record.answers["statement"] == "The dog was on a leash; it broke."
    return record.id


async def _return_set(
    services: Services, card_bot: Any, telegram: FakeTelegram, record_id: int, user_id: int
) -> None:
    assert "Receipt" in texts_of(await _told(services, card_bot, telegram, user_id))
    when = (services.now() + timedelta(days=14)).astimezone(services.town.tz)
    when = when.replace(hour=9, minute=30, second=0, microsecond=0)
    async with services.db.session() as session:
        await court.set_return(
            session, services, record_id, COURT, when=when, place="Town of Clay Justice Court"
        )
    told = texts_of(await _told(services, card_bot, telegram, user_id))
    assert "Your new court date" in told and "at 9:30 AM" in told
    assert "Town of Clay Justice Court" in told
    async with services.db.session() as session:
        with pytest.raises(court.CourtRefused):  # not before the return date
            await court.appeared(session, services, record_id, COURT)


async def test_deny_with_the_security_then_appeared_refunds_it(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
) -> None:
    record_id = await _denied_and_paid(services, telegram, stripe_api, 8003)
    await _return_set(services, card_bot, telegram, record_id, 8003)
    clock.current += timedelta(days=14)
    async with services.db.session() as session:
        await court.appeared(session, services, record_id, COURT, outcome="not_guilty")
    [payment] = await payments(services)
    [refund] = await refunds(services)
    assert (payment.status, refund.amount_cents, refund.reason) == ("refunded", 1500, "appeared")
    assert refund.stripe_refund_id in stripe_api.refunds
    assert "security is being returned" in texts_of(await _told(services, card_bot, telegram, 8003))
    record = await record_by_id(services, record_id)
    ticket = await ticket_named(services, "D-8003")
    assert (record.status, ticket.disposition) == ("closed", "not_guilty")


async def test_deny_with_the_security_then_failed_to_appear_forfeits_it(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
) -> None:
    record_id = await _denied_and_paid(services, telegram, stripe_api, 8004)
    await _return_set(services, card_bot, telegram, record_id, 8004)
    clock.current += timedelta(days=15)
    async with services.db.session() as session:
        await court.failed_to_appear(session, services, record_id, COURT)
    assert await refunds(services) == []
    [payment] = await payments(services)
    assert payment.status == "paid"
    record = await record_by_id(services, record_id)
    assert (record.status, record.flags) == ("closed", ["security_forfeited"])
    assert "security is forfeited" in (record.decision_note or "")
    assert "security is kept" in texts_of(await _told(services, card_bot, telegram, 8004))
    assert (await ticket_named(services, "D-8004")).disposition == "failed_to_appear"
    audit = [e.action for e in await rows(services, AuditEntry) if e.record_id == record_id]
    assert audit == ["submit", "await_payment", "pay", "set_return", "failed_to_appear"]
