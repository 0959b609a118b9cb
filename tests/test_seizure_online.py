"""A seized dog redeemed online (issue 17, item 3): the owner taps Redeem under the seizure's
message, sees the fees broken down, pays by card through Stripe Checkout, and the officer
releases the dog; a dog unlicensed or lapsed is licensed in the same journey first (R28,
§69-11E); money that arrives after the dog was forfeited goes back (decision 0017)."""

from __future__ import annotations

import asyncio
import re
from datetime import date, timedelta
from typing import Any

from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.chores import remind
from doglicense.law.business_days import next_business_day
from doglicense.law.redemption import Shot, redemption_fees
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, Record
from doglicense.storage.office_models import OutboxMessage, Payment, Refund, Seizure
from tests.botchat import PDF, PNG, approve_in_console, licensed_dog, talk, texts_of
from tests.clerkkit import csrf_of, make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.formkit import choose, license_rex, phone, submit, upload
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import ChatUser, FakeTelegram, buttons
from tests.test_seizures import SHELTER, act, seize


async def _all_news(user: ChatUser, services: Services, bot: Any) -> list[dict[str, Any]]:
    """Every message waiting in the outbox sent; this resident's, with their buttons."""
    sent = await send_pending(services, bot.bot)
    return [await user.reply() for _ in range(sent)]


def _now_local(services: Services) -> tuple[date, str]:
    """A moment ago in the town, never before today's midnight: run just after midnight, two
    minutes back was yesterday, and the seizure got a day of boarding the test did not expect."""
    now = services.clock().now.astimezone(services.town.tz)
    local = max(now - timedelta(minutes=2), now.replace(hour=0, minute=0, second=0, microsecond=0))
    return local.date(), local.strftime("%H:%M")


async def _seized_today(services: Services, **fields: Any) -> int:
    """The officer records the seizure in the console, over HTTP, a moment ago."""
    await make_staff(services, "otto", Role.OFFICER)
    day, at = _now_local(services)
    async with served(services) as url, signed_in(url, "otto") as officer:
        posted = await seize(officer, seized_date=day.isoformat(), seized_time=at, **fields)
        assert posted.status_code == 303, posted.text
        seizure_id = int(posted.headers["location"].split("/")[-1].split("?")[0])
        if fields.get("identified", "yes") == "yes":
            await act(officer, seizure_id, "notice", notice_kind="personal", notice_on=str(day))
    return seizure_id


def _redeem_button(replies: list[dict[str, Any]]) -> str:
    for reply in replies:
        for _label, data in buttons(reply):
            if data and data.startswith("redeem:"):
                return data
    raise AssertionError(f"no Redeem button in {[texts_of(r) for r in replies]}")


async def redeeming_rex(user: ChatUser, services: Services, bot: Any) -> int:
    """Rex licensed through the bot and approved in the console, seized by the officer's console,
    and Redeem tapped under its message: the seizure's id (the way to pay is asked)."""
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    await _all_news(user, services, bot)
    seizure_id = await _seized_today(services)
    user.tap(_redeem_button(await _all_news(user, services, bot)))
    await user.reply()
    return seizure_id


def _session_of(stripe_api: FakeStripe, url: str) -> str:
    return next(sid for sid, s in stripe_api.sessions.items() if s["url"] == url)


def collect_days(reply: dict[str, Any]) -> list[tuple[str, str]]:
    """The day-to-collect buttons under a reply: (label, ISO date) each (decision 0046)."""
    return [
        (label, data.removeprefix("c:"))
        for label, data in buttons(reply)
        if data and re.fullmatch(r"c:\d{4}-\d\d-\d\d", data)
    ]


async def card_chosen(user: ChatUser, nth: int = 0) -> tuple[dict[str, Any], str]:
    """Card chosen, the ``nth`` day offered to collect the dog, confirmed: the reply and its
    Checkout link, not paid."""
    days = collect_days(await talk(user, [("tap", "card")]))
    done = await talk(user, [("tap", days[nth][1]), ("tap", "nav:confirm")])
    [(label, url)] = buttons(done)
    assert url is not None and "by card" in label
    return done, url


async def _pays_by_card(user: ChatUser, stripe_api: FakeStripe, nth: int = 0) -> dict[str, Any]:
    """Card chosen, the ``nth`` day offered to collect the dog, confirmed and paid."""
    done, url = await card_chosen(user, nth)
    await asyncio.to_thread(stripe_api.pay, _session_of(stripe_api, url))
    [(_event, delivered)] = stripe_api.deliveries[-1:]
    assert delivered.status_code == 200 and delivered.text == "accepted", delivered.text
    return done


async def test_the_owner_redeems_in_chat_pays_by_card_and_the_officer_releases_the_dog(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any
) -> None:
    user = telegram.user(7401)
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    await _all_news(user, services, card_bot)
    day, _ = _now_local(services)
    lost = ["/lost", ("tap", "dog:000001"), ("tap", "lost"), str(day), "Clay Park"]
    await talk(user, [*lost, ("tap", "skip"), ("tap", "nav:confirm")])
    async with services.db.session() as session:
        report = (await session.execute(select(Record).where(Record.kind == "lost"))).scalar_one()
    seizure_id = await _seized_today(services, shots=["rabies"])
    async with served(services) as url, signed_in(url, "otto") as officer:
        await act(officer, seizure_id, "match", lost_record_id=str(report.id))
    told = await _all_news(user, services, card_bot)
    user.tap(_redeem_button(told))
    asked = texts_of(await user.reply())
    today = services.clock().now.astimezone(services.town.tz).date()  # as the bot counted it
    promised = next_business_day(today, services.town)  # today, or when the pound next opens
    fees = redemption_fees(services.town, seized_on=day, on=promised, shots={Shot.RABIES})
    boarding = fees.lines[1]
    assert "Rex (tag 000001) is held by the dog control officer at " + SHELTER in asked
    assert "Impoundment: $25.00" in asked and "Rabies shot: $15.00" in asked
    days = f"{boarding.quantity} day{'' if boarding.quantity == 1 else 's'}"
    # Counted to today, "so far"; to the day the pound next opens (asked on a weekend), "by then".
    when = "so far" if promised == today else "by then"
    assert f"Boarding, {days} {when}: ${boarding.cents // 100}.00" in asked
    assert f"Total: ${fees.total_cents // 100}.00" in asked
    assert "The last day to redeem the dog is" in asked
    await _pays_by_card(user, stripe_api)
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        assert seizure is not None
        [paid] = (
            await session.scalars(select(Payment).where(Payment.record_id == seizure.record_id))
        ).all()
    assert (paid.status, paid.amount_cents) == ("paid", fees.total_cents)
    receipt = [texts_of(r) for r in await _all_news(user, services, card_bot)]
    assert any("Receipt" in text and "Impoundment fee" in text for text in receipt), receipt
    officer_has_it = "The dog control officer now has your payment and releases the dog to you."
    assert any(officer_has_it in t and "bring proof of who you are" in t for t in receipt)
    assert not any("with the Town Clerk" in text for text in receipt), receipt  # issue 32, 14
    async with served(services) as url, signed_in(url, "otto") as officer:
        page = (await officer.get(f"/clerk/seizures/{seizure_id}")).text
        assert f"Paid online: ${fees.total_cents // 100}.00, covers through" in page
        # ...and the list of seized dogs says which are paid for (issue 33, item 9).
        listed = (await officer.get("/clerk/seizures")).text
        assert (
            f"<strong>Paid online: ${fees.total_cents // 100}.00</strong>, to collect on" in listed
        )
        page = await act(
            officer, seizure_id, "redeem", method="cash", receipt_number="", amount="0"
        )
        assert "Fees paid: marked redeemed." in page
    last = [texts_of(r) for r in await _all_news(user, services, card_bot)]
    assert any("was released to you by the dog control officer" in t for t in last), last
    assert any(f"Your report {report.reference} is closed" in t for t in last), last
    async with services.db.session() as session:
        closed = await session.get(Record, report.id)
        note = await session.scalar(select(AuditEntry.note).where(AuditEntry.action == "redeem"))
    assert closed is not None and closed.status == "closed"
    assert note is not None and "paid online, covering through" in note


async def test_a_dog_never_licensed_is_licensed_in_the_redemption_then_paid_and_released(
    services: Services, telegram: FakeTelegram, stripe_api: FakeStripe, card_bot: Any
) -> None:
    seizure_id = await _seized_today(services, tag_number="", identified="no", breed="Beagle")
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        record = await session.get(Record, seizure.record_id if seizure else 0)
    assert record is not None
    user = telegram.user(7402)  # the officer gave the owner the reference by phone
    stopped = await talk(user, ["/redeem", record.reference])
    assert "has no license in the Town" in texts_of(stopped)
    offer = next(data for _label, data in buttons(stopped) if data and data.startswith("o:"))
    user.tap(offer)
    await user.reply()  # the license flow's first question
    sent = await talk(
        user,
        [
            "Jane Smith",
            ("tap", "yes"),
            "4401 State Route 31",
            "13041",
            "315-555-0100",
            "Rex",
            "Beagle",
            "brown and white",
            ("tap", "female"),
            "3 years",
            ("tap", "yes"),
            ("pdf", PDF),
            ("tap", "certificate"),
            ("photo", PNG),
            "6/1/2025",
            "6/1/2028",
            ("tap", "none"),
            ("tap", "no"),
            ("tap", "counter"),
            ("tap", "nav:confirm"),
        ],
    )
    assert "Thank you! Your request is in" in texts_of(sent)
    back = await user.reply()  # the way back to the redemption
    [(_label, data)] = buttons(back)
    assert data is not None and data == f"redeem:{record.reference}"
    user.tap(data)
    asked = texts_of(await user.reply())
    assert "Impoundment: $25.00" in asked and "Its license request" in asked
    await _pays_by_card(user, stripe_api)
    async with served(services) as url, signed_in(url, "otto") as officer:
        early = await officer.get(f"/clerk/seizures/{seizure_id}")
        assert "License asked for in the online redemption" in early.text
    await approve_in_console(services)  # the clerk approves the license: now it may go home
    async with served(services) as url, signed_in(url, "otto") as officer:
        page = await act(
            officer, seizure_id, "redeem", method="cash", receipt_number="", amount="0"
        )
        assert "Fees paid: marked redeemed." in page and "Rex" in page


async def test_a_payment_arriving_after_the_dog_was_forfeited_is_refunded(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
) -> None:
    user = telegram.user(7403)
    seizure_id = await redeeming_rex(user, services, card_bot)
    _done, url = await card_chosen(user)
    clock.current += timedelta(days=12)  # the link left unpaid past the last day
    swept = await remind(services)  # the daily job forfeits the dog
    assert swept["seizure_forfeited"] == 1, swept
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        record = await session.get(Record, seizure.record_id if seizure else 0)
    assert record is not None and record.status == "forfeited"
    await _all_news(user, services, card_bot)  # told of the forfeiture
    await asyncio.to_thread(stripe_api.pay, _session_of(stripe_api, url))
    [(_event, delivered)] = stripe_api.deliveries[-1:]
    assert delivered.text == "refunded", delivered.text
    async with services.db.session() as session:
        [refund] = (await session.scalars(select(Refund))).all()
    assert refund.reason == "forfeited"
    told = [texts_of(r) for r in await _all_news(user, services, card_bot)]
    assert any("after the last day to redeem the dog" in t for t in told), told


async def test_on_a_phone_in_spanish_a_lapsed_license_is_renewed_in_the_redemption(
    services: Services, stripe_api: FakeStripe, web: str, clock: FakeClock
) -> None:
    today = clock.current
    clock.set("2025-03-10 10:00")  # Luna licensed a year and a half ago: it has lapsed
    # This phone, unused since, is still signed in: a town's longer session limits (0027).
    services.settings.resident_session_idle_days = 1000
    async with phone(locale="es-MX") as page:
        await license_rex(
            page,
            web,
            email="juana@example.org",
            language="es",
            name="Luna",
            sex="female",
            shot="1/1/2025",
            expires="1/1/2028",
        )
        await approve_in_console(services)
        clock.current = today
        seizure_id = await _seized_today(services)
        await page.goto(f"{web}/forms/mine")
        await submit(page, "text=Recuperarlo de los agentes de control de animales")
        main = await page.inner_text("main")
        assert "La licencia de Luna (placa 000001) terminó" in main, main
        await submit(page, "text=Renovar la licencia ahora")
        while "/forms/done/" not in page.url:  # the renewal, in the same journey
            radios = await page.locator("input[name=choice]").all()
            if await page.is_visible("#confirm"):
                await submit(page, "#confirm")
            elif radios:
                keys = [await r.get_attribute("value") for r in radios]
                wanted = next(k for k in ("yes", "no", "none", "counter") if k in keys)
                await choose(page, wanted)
            elif await page.is_visible("#file"):  # spayed now: the vet's certificate
                await upload(page, "vet.pdf", PDF, "application/pdf")
            else:
                raise AssertionError(await page.inner_text("main"))
        await submit(page, "text=Seguir con la recuperación")
        main = await page.inner_text("main")
        assert "Tarifas para recuperar al perro" in main and "Total: $" in main, main
        assert "Su solicitud de licencia" in main, main
        heading = await page.inner_text("h1")  # the question alone; the facts below it
        assert heading.strip() == "¿Cómo quiere pagar las tarifas para recuperar al perro?"
        assert await page.evaluate("document.documentElement.scrollWidth") <= 390
        await choose(page, "card")
        first_day = await page.locator("input[name=choice]").first.get_attribute("value")
        await choose(page, str(first_day))  # the day to collect the dog (decision 0046)
        assert "Pagar con tarjeta ahora" in await page.inner_text("main")
        async with page.expect_navigation():
            await page.click("#confirm")
        checkout = page.url
    sid = _session_of(stripe_api, checkout)
    await asyncio.to_thread(stripe_api.pay, sid)
    [(_event, delivered)] = stripe_api.deliveries[-1:]
    assert delivered.text == "accepted", delivered.text
    async with served(services) as url, signed_in(url, "otto") as officer:
        refused = await officer.post(
            f"/clerk/seizures/{seizure_id}/redeem",
            data={
                "csrf_token": csrf_of((await officer.get(f"/clerk/seizures/{seizure_id}")).text),
                "amount": "0",
            },
        )
        assert refused.status_code == 409  # the renewal is not approved yet [69-11E]
    await approve_in_console(services)
    async with served(services) as url, signed_in(url, "otto") as officer:
        page_text = await act(
            officer, seizure_id, "redeem", method="cash", receipt_number="", amount="0"
        )
        assert "Fees paid: marked redeemed." in page_text
    async with services.db.session() as session:
        told = await session.scalar(
            select(OutboxMessage).where(OutboxMessage.template == "seizure_redeemed")
        )
    assert told is not None


async def test_a_dog_paid_for_online_and_never_collected_is_forfeited_and_the_money_refunded(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
) -> None:
    """Issue 29, item 7 (decision 0032): the fees are the price of a redemption; told before
    paying, and the whole payment given back when the daily job forfeits the dog."""
    user = telegram.user(7404)
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    await _all_news(user, services, card_bot)
    seizure_id = await _seized_today(services)
    user.tap(_redeem_button(await _all_news(user, services, card_bot)))
    asked = texts_of(await user.reply())
    assert "If the dog is not collected by the last day, it is forfeited to the Town" in asked
    assert "a card payment is refunded in full" in asked
    await _pays_by_card(user, stripe_api)
    await _all_news(user, services, card_bot)  # the receipt
    clock.current += timedelta(days=12)  # paid, and never collected by the last day
    swept = await remind(services)
    assert swept["seizure_forfeited"] == 1, swept
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        record = await session.get(Record, seizure.record_id if seizure else 0)
        assert record is not None
        [paid] = (
            await session.scalars(select(Payment).where(Payment.record_id == record.id))
        ).all()
        [refund] = (await session.scalars(select(Refund))).all()
    assert record.status == "forfeited"
    assert (paid.status, refund.reason, refund.amount_cents) == (
        "refunded",
        "unredeemed",
        paid.amount_cents,
    )
    # Sent to Stripe after the commit, by the forfeiture itself (not left for the sweep).
    [asked_of_stripe] = stripe_api.refunds.values()
    assert (refund.status, asked_of_stripe["amount"]) == ("pending", paid.amount_cents)
    told = [texts_of(r) for r in await _all_news(user, services, card_bot)]
    assert any("not redeemed by" in t for t in told), told  # the forfeiture itself
    refunded = f"The ${paid.amount_cents // 100}.00 you paid to redeem it is refunded"
    assert any(refunded in t and "in full" in t for t in told), told
