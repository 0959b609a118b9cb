"""A correction that changes a fee paid by card: the difference asked for, or given back."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.office.desk.decisions import reject
from doglicense.office.money.stripe_events import finish_unsent
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import Record
from tests.botchat import (
    PDF,
    PNG,
    RABIES,
    Step,
    approve_in_console,
    dog,
    one_way,
    owner,
    talk,
    texts_of,
)
from tests.clerkkit import ANN, make_staff, pay_at_counter, return_as_clerk, served, signed_in
from tests.formkit import axe_violations, choose, owner_and_rex, phone, submit, type_answer, upload
from tests.paytools import (
    card_bot,
    payments,
    record_by_id,
    refunds,
    serving,
    stripe_api,
    telegram,
    web,
)
from tests.pdfkit import CERTIFICATE
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import ChatUser, FakeTelegram, buttons
from tests.test_terminal_resident import license_lines, run

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
    await return_as_clerk(
        services,
        record.id,
        note="Please check: is Rex spayed or neutered?",
        keys=["spayed_neutered"],
    )
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


async def clerk_returns(services: Services, note: str) -> Record:
    """The clerk takes the only license's fee at the counter, then returns it about spaying."""
    async with services.db.session() as session:
        record = (await session.execute(select(Record))).scalar_one()
    await make_staff(services, "ann", Role.CLERK)
    async with served(services) as url, signed_in(url, "ann") as clerk:
        await pay_at_counter(clerk, record)
    await return_as_clerk(services, record.id, note=note, keys=["spayed_neutered"])
    return record


async def test_in_the_terminal_a_lowered_fee_paid_at_the_counter_is_refunded_there_in_spanish(
    services: Services, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    lines = [
        one_way(line) if line.startswith("6/1/") else line for line in license_lines(certificate)
    ]
    done = await run(services, "/language es", *lines)  # not spayed: $15
    assert "Pague $15.00" in done, done
    record = await clerk_returns(services, "¿Está castrado Rex?")

    text = await run(services, "1", f"file:{certificate}")  # spayed after all: $5
    assert "¿Está castrado Rex?" in text
    summary = text.rsplit("¿Está castrado", 1)[1]
    assert "Ya pagado: $15.00" in summary, summary
    assert "Se le devuelve: $10.00, la diferencia." in summary
    done = await run(services, "1")  # confirm
    assert "los $10.00 que pagó de más se le devuelven" in done, done
    [refund] = await refunds(services)
    assert (refund.amount_cents, refund.status) == (1000, "due_at_counter")
    again = await record_by_id(services, record.id)
    assert (again.status, again.fee_cents) == ("resubmitted", 500)
    async with services.db.session() as session:  # rejected after all: only the rest goes back
        await reject(session, record.id, person=ANN, services=services, reason="Not our dog.")
    assert [r.amount_cents for r in await refunds(services)] == [1000, 500]


async def test_on_a_phone_a_raised_fee_paid_at_the_counter_asks_for_the_difference_there(
    services: Services,
) -> None:
    async with serving(services) as url, phone(width=375) as page:
        services.settings.public_base_url = url
        await owner_and_rex(page, url, sex="male")
        await choose(page, "yes")  # spayed: $5
        await upload(page, "spay.pdf", CERTIFICATE, "application/pdf")
        await choose(page, "vet_exemption")
        await upload(page, "vet.pdf", CERTIFICATE, "application/pdf")
        await type_answer(page, "3/1/2026")
        await choose(page, "none")
        await choose(page, "no")
        await choose(page, "counter")
        await submit(page, "#confirm")
        status_link = await page.get_attribute("#status-link", "href")
        assert status_link is not None
        record = await clerk_returns(services, "The vet says Rex is not neutered.")

        await page.goto(status_link)
        await submit(page, "text=Make the correction")
        await choose(page, "no")  # not neutered: $15, of which $5 is paid
        await choose(page, "counter")  # how to pay the difference
        paid = await page.inner_text("#paid-so-far")
        assert "Already paid: $5.00" in paid and "Still to pay: $10.00, the difference." in paid
        assert await page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        assert await axe_violations(page) == []
        await submit(page, "#confirm")
        assert f"/forms/done/{record.reference}" in page.url
        main = await page.inner_text("main")
        assert "Please pay the difference of $10.00 at the Town Clerk's office" in main, main
    again = await record_by_id(services, record.id)
    assert (again.status, again.fee_cents) == ("resubmitted", 1500)
    async with served(services) as url, signed_in(url, "ann") as clerk:
        shown = (await clerk.get(f"/clerk/records/{record.id}")).text
    assert 'name="amount" inputmode="decimal" value="10.00"' in shown
    assert "$10.00 of the fee of $15.00 is owed (a correction raised it)" in shown
    [licence] = await approve_in_console(services)  # $10.00 taken at the counter, then approved
    assert licence.record_id == record.id
    assert [p.received_cents for p in await payments(services)] == [500, 1000]
