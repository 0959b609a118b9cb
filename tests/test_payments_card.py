"""A license paid by card through the bot: Stripe Checkout, its webhooks, receipts, refunds."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from doglicense.bot.sender import send_pending
from doglicense.runtime import Services
from tests.botchat import PDF, RABIES, Step, dog, owner, running_bot, talk, texts_of
from tests.formkit import phone
from tests.paytools import (
    checkout_attempt,
    followed_up,
    payments,
    record_by_id,
    refunds,
)
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import FakeTelegram, buttons

TO_PAYMENT: list[Step] = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), *RABIES, ("tap", "none")]


def _link(reply: dict[str, Any]) -> tuple[str, str]:
    [(label, url)] = buttons(reply)
    assert url is not None
    return label, url


def _session_of(stripe_api: FakeStripe, url: str) -> str:
    return next(sid for sid, s in stripe_api.sessions.items() if s["url"] == url)


async def _confirmed(telegram: FakeTelegram, user_id: int) -> dict[str, Any]:
    user = telegram.user(user_id)
    asked = await talk(user, [*TO_PAYMENT, ("tap", "no")])
    assert "Card payment is not available" not in texts_of(asked)
    return await talk(user, [("tap", "card"), ("tap", "nav:confirm")])


async def test_a_license_paid_by_card_reaches_the_queue_with_a_receipt(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any
) -> None:
    done = await _confirmed(telegram, 3001)
    label, url = _link(done)
    assert label == "💳 Pay $5.00 by card"
    assert "as soon as your payment of $5.00 is received" in texts_of(done)
    [payment] = await payments(services)
    assert (payment.status, payment.amount_cents, payment.checkout_url) == ("pending", 500, url)
    sid = _session_of(stripe_api, url)
    created = next(r for r in stripe_api.requests if r.path == "/v1/checkout/sessions")
    assert created.idempotency_key is not None and created.idempotency_key.endswith("-1")
    items = created.params["line_items"]
    assert [
        (i["price_data"]["product_data"]["name"], i["price_data"]["unit_amount"]) for i in items
    ] == [
        ("Town license fee", "400"),
        ("New York State surcharge", "100"),
    ]
    assert created.params["client_reference_id"] == str(payment.record_id)
    await asyncio.to_thread(stripe_api.pay, sid)
    [(_event, delivered)] = stripe_api.deliveries
    assert delivered.status_code == 200 and delivered.text == "accepted"
    record = await record_by_id(services, payment.record_id)
    assert record.status == "in_queue"
    assert await send_pending(services, card_bot.bot) == 1
    receipt = await telegram.user(3001).reply()
    text = texts_of(receipt)
    assert "Receipt" in text and record.reference in text and "$5.00" in text
    assert "Town license fee: $4.00" in text and "New York State surcharge: $1.00" in text


async def test_a_spanish_resident_pays_on_a_spanish_card_form(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any
) -> None:
    user = telegram.user(3002, language_code="es")
    await talk(user, [*TO_PAYMENT, ("tap", "no")])
    await talk(user, [("tap", "card"), ("tap", "nav:confirm")])
    created = next(r for r in stripe_api.requests if r.path == "/v1/checkout/sessions")
    assert created.params["locale"] == "es-419"
    names = [i["price_data"]["product_data"]["name"] for i in created.params["line_items"]]
    assert names == ["Tarifa municipal de licencia", "Recargo del Estado de Nueva York"]
    assert "customer_email" not in created.params  # the chat never asked for one


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", ["We have your card payment of $5.00 for request", "in the Telegram chat"]),
        ("es", ["Recibimos su pago con tarjeta de $5.00 para la solicitud", "chat de Telegram"]),
    ],
)
async def test_back_from_paying_a_chat_s_link_the_page_says_what_was_paid_and_where_next(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    web: str,
    language: str,
    said: list[str],
) -> None:
    services.settings.public_base_url = web
    user = telegram.user(3003, language_code=language)
    await talk(user, [*TO_PAYMENT, ("tap", "no")])
    _label, url = _link(await talk(user, [("tap", "card"), ("tap", "nav:confirm")]))
    [payment] = await payments(services)
    reference = (await record_by_id(services, payment.record_id)).reference
    async with phone(locale=language) as page:  # the phone's browser: no session of ours
        await page.goto(url)
        await page.click("#pay")
        await page.wait_for_url("**/payments/done**")
        text = await page.inner_text("main")
    assert reference in text
    for words in said:
        assert words in text
    assert "where you applied" not in text


async def test_the_card_processor_unreachable_says_try_again_and_leaves_no_usable_payment(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any
) -> None:
    stripe_api.set_unreachable()
    done = await _confirmed(telegram, 3002)
    assert "couldn't reach the card processor" in texts_of(done)
    [(label, data)] = buttons(done)
    assert label == "🔁 Try again" and data is not None and data.startswith("p:")
    [failed] = await payments(services)
    assert (failed.status, failed.checkout_url, failed.stripe_session_id) == ("failed", None, None)
    assert (await record_by_id(services, failed.record_id)).status == "awaiting_payment"
    stripe_api.set_unreachable(False)
    telegram.user(3002).tap(data)
    again = await telegram.user(3002).reply(timeout=15)
    _label, url = _link(again)
    failed, fresh = await payments(services)
    assert (failed.status, fresh.status, fresh.attempt, fresh.checkout_url) == (
        "failed",
        "pending",
        2,
        url,
    )


async def test_a_second_payment_for_one_record_is_refunded_automatically(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any
) -> None:
    done = await _confirmed(telegram, 3003)
    _label, first_url = _link(done)
    [first] = await payments(services)
    # The resident opens a second link (a new attempt) before paying the first.
    second = await checkout_attempt(services, first.record_id)
    assert second.checkout_url is not None
    await asyncio.to_thread(stripe_api.pay, _session_of(stripe_api, first_url))
    await asyncio.to_thread(stripe_api.pay, _session_of(stripe_api, second.checkout_url))
    assert [d.text for _e, d in stripe_api.deliveries] == ["accepted", "refunded"]
    await followed_up(services)
    one, two = await payments(services)
    assert (one.status, two.status) == ("paid", "refunded")
    [refund] = await refunds(services)
    assert (refund.payment_id, refund.amount_cents, refund.reason) == (two.id, 500, "duplicate")
    assert refund.stripe_refund_id in stripe_api.refunds
    assert (
        stripe_api.refunds[refund.stripe_refund_id]["payment_intent"] == two.stripe_payment_intent
    )
    await asyncio.to_thread(stripe_api.settle_refund, refund.stripe_refund_id)
    [refund] = await refunds(services)
    assert refund.status == "succeeded" and refund.settled_at is not None
    assert (await record_by_id(services, one.record_id)).status == "in_queue"


async def test_an_expired_link_brings_a_new_link_in_the_chat(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any
) -> None:
    done = await _confirmed(telegram, 3004)
    _label, url = _link(done)
    await asyncio.to_thread(stripe_api.expire, _session_of(stripe_api, url))
    await followed_up(services, told="payment_link_renewed")
    assert await send_pending(services, card_bot.bot) == 1
    renewed = await telegram.user(3004).reply()
    assert "ran out" in texts_of(renewed)
    label, new_url = _link(renewed)
    assert label == "💳 Pay $5.00 by card" and new_url != url
    await asyncio.to_thread(stripe_api.pay, _session_of(stripe_api, new_url))
    old, new = await payments(services)
    assert (old.status, new.status) == ("expired", "paid")
    assert (await record_by_id(services, new.record_id)).status == "in_queue"


async def test_without_a_stripe_key_only_the_counter_is_offered(
    services: Services, telegram: FakeTelegram
) -> None:
    async with running_bot(services, telegram):
        user = telegram.user(3005)
        asked = await talk(user, [*TO_PAYMENT, ("tap", "no")])
        assert "Card payment is not available" in texts_of(asked)
        offered = [data for _label, data in buttons(asked)]
        assert "c:counter" in offered and "c:card" not in offered
