"""A correction that changes a fee paid by card: the difference asked for, or given back."""

from __future__ import annotations

import asyncio
from typing import Any

from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.office.decisions import return_for_correction
from doglicense.office.staff import Role, SignedIn
from doglicense.office.stripe_events import finish_unsent
from doglicense.runtime import Services
from doglicense.storage.models import Record
from tests.botchat import PDF, PNG, RABIES, Step, approve_in_console, dog, owner, talk, texts_of
from tests.clerkkit import make_staff, signed_in
from tests.paytools import card_bot, payments, record_by_id, refunds, stripe_api, telegram, web
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import ChatUser, FakeTelegram, buttons

__all__ = ["card_bot", "stripe_api", "telegram", "web"]  # the fixtures this module uses

SPAYED: list[Step] = [("tap", "yes"), ("pdf", PDF)]
INTACT: list[Step] = [("tap", "no")]


async def paid_by_card(
    services: Services, stripe_api: FakeStripe, user: ChatUser, spayed: list[Step]
) -> Record:
    """A license asked for in the bot and paid by card on Stripe's page: in the clerk's queue."""
    steps = [*owner(), *dog(), *spayed, *RABIES, ("tap", "none"), ("tap", "no"), ("tap", "card")]
    done = await talk(user, [*steps, ("tap", "nav:confirm")])
    [(_label, url)] = buttons(done)
    sid = next(s for s, session in stripe_api.sessions.items() if session["url"] == url)
    await asyncio.to_thread(stripe_api.pay, sid)
    [payment] = await payments(services)
    record = await record_by_id(services, payment.record_id)
    assert (record.status, payment.status) == ("in_queue", "paid")
    return record


async def returned(services: Services, bot: Any, user: ChatUser, record: Record) -> None:
    """The clerk returns the license: the vet's letter says otherwise about spaying."""
    async with services.db.session() as session:
        clerk = SignedIn(id=1, username="ann", full_name="Ann", role=Role.CLERK)
        await return_for_correction(
            session,
            record.id,
            person=clerk,
            services=services,
            note="Please check: is Rex spayed or neutered?",
            keys=["spayed_neutered"],
        )
        await session.commit()
    await send_pending(services, bot.bot)
    receipt, asked = await user.reply(timeout=10), await user.reply(timeout=10)
    assert record.reference in texts_of(receipt)  # the receipt of the first payment
    assert "is Rex spayed or neutered?" in texts_of(asked)


async def money_line(services: Services, web: str, record: Record) -> str:
    """What the clerk's page of the record says of its money."""
    await make_staff(services, "ann", Role.CLERK)
    async with signed_in(web, "ann") as clerk:
        page = (await clerk.get(f"/clerk/records/{record.id}")).text
    return page.split('id="money">', 1)[1].split("</p>", 1)[0]


async def test_a_correction_that_raises_a_fee_paid_by_card_asks_for_the_difference_by_card(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any, web: str
) -> None:
    user = telegram.user(6101)
    record = await paid_by_card(services, stripe_api, user, SPAYED)
    await returned(services, card_bot, user, record)

    asked = await talk(user, INTACT)  # not spayed after all: $15, of which $5 is paid
    assert "card" in str(asked.get("reply_markup")), texts_of(asked)  # how to pay the rest
    summary = await talk(user, [("tap", "card")])
    assert "Fee: $15.00" in texts_of(summary)
    assert "Already paid: $5.00" in texts_of(summary)
    assert "Still to pay: $10.00, the difference." in texts_of(summary)
    done = await talk(user, [("tap", "nav:confirm")])
    [(label, url)] = buttons(done)
    assert label == "💳 Pay $10.00 by card"
    assert "as soon as your payment of $10.00 is received" in texts_of(done)
    created = [r for r in stripe_api.requests if r.path == "/v1/checkout/sessions"][-1]
    assert [
        (i["price_data"]["product_data"]["name"], i["price_data"]["unit_amount"])
        for i in created.params["line_items"]
    ] == [("Fee difference after a correction", "1000")]
    assert (await record_by_id(services, record.id)).status == "awaiting_payment"
    assert "Owed $10.00" in await money_line(services, web, record)

    sid = next(s for s, session in stripe_api.sessions.items() if session["url"] == url)
    await asyncio.to_thread(stripe_api.pay, sid)
    again = await record_by_id(services, record.id)
    assert (again.status, again.fee_cents) == ("in_queue", 1500)
    assert [(p.status, p.received_cents) for p in await payments(services)] == [
        ("paid", 500),
        ("paid", 1000),
    ]
    assert await money_line(services, web, record) == "Paid $15.00 · Owed $0.00 · Refunded $0.00"
    [licence] = await approve_in_console(services)
    assert licence.record_id == record.id


async def test_a_correction_that_lowers_a_fee_paid_by_card_refunds_the_difference_in_spanish(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any, web: str
) -> None:
    user = telegram.user(6102, language_code="es")
    record = await paid_by_card(services, stripe_api, user, INTACT)
    await returned(services, card_bot, user, record)

    summary = await talk(user, [("tap", "yes"), ("photo", PNG)])  # spayed: $5, $15 paid
    assert "Ya pagado: $15.00" in texts_of(summary), texts_of(summary)
    assert "Se le devuelve: $10.00, la diferencia." in texts_of(summary)
    done = await talk(user, [("tap", "nav:confirm")])
    assert "los $10.00 que pagó de más" in texts_of(done), texts_of(done)
    assert buttons(done) == []  # nothing to pay
    [refund] = await refunds(services)
    assert (refund.amount_cents, refund.reason, refund.status) == (1000, "fee_lowered", "requested")

    await finish_unsent(services)  # the payment sweep sends it, after the resubmission's commit
    sent = [r for r in stripe_api.requests if r.path == "/v1/refunds"]
    assert [(r.params["amount"], r.idempotency_key) for r in sent] == [
        ("1000", f"refund-payment-{refund.payment_id}-part-1")
    ]
    [payment] = await payments(services)
    assert payment.status == "paid"  # $5.00 of it is still the fee
    assert await money_line(services, web, record) == (
        "Paid $15.00 · Owed $0.00 · Refunded $10.00 (a correction lowered the fee)"
    )
    [licence] = await approve_in_console(services)
    assert licence.record_id == record.id
    async with services.db.session() as session:
        final = (await session.execute(select(Record))).scalar_one()
    assert (final.status, final.fee_cents) == ("approved", 500)
