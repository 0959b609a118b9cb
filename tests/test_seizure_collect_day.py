"""Issue 32 item 14, its last part (decision 0046): a card redemption asks which day the owner
will collect the dog (each day the pound releases, up to the last day), the payment covers
boarding through that day, and every word after names it; the officer sees the day promised,
and that it was missed. In chat, on a 375 px phone in Spanish, and in the terminal."""

from __future__ import annotations

import asyncio
import re
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from doglicense.law.business_days import is_business_day, next_business_day
from doglicense.law.redemption import redemption_fees
from doglicense.mail.sender import send_pending_email
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, Record
from doglicense.storage.office_models import Payment, Seizure
from doglicense.templates import money
from tests.botchat import approve_in_console, licensed_dog, talk, texts_of
from tests.clerkkit import served, signed_in
from tests.conftest import FakeClock
from tests.formkit import axe_violations, choose, license_rex, phone, submit
from tests.standins.smtp import FakeSmtp
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import FakeTelegram, buttons
from tests.test_email_kinds import parts_of, subject_of
from tests.test_notify_email import use_smtp
from tests.test_seizure_online import (
    _all_news,
    _now_local,
    _redeem_button,
    _seized_today,
    _session_of,
    collect_days,
)
from tests.test_seizures import act
from tests.test_terminal_resident import license_lines_where_cards_are_taken, run

# Where no card is paid (Stripe's stand-in keeps real time), a fixed Wednesday: seized and told
# in person that day, the last day is December 9.
WEDNESDAY = "2026-12-02 10:00"
SEIZED = date(2026, 12, 2)
# Each day the pound releases from today to the last day: no Saturday or Sunday, none after it.
OFFERED = ["2026-12-02", "2026-12-03", "2026-12-04", "2026-12-07", "2026-12-08", "2026-12-09"]
WEEKDAYS_ES = ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo")
MONTHS_ES = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]


def fee_through(services: Services, day: str | date, seized: date = SEIZED) -> int:
    """The fees through ``day``, from law/ directly (no shot given)."""
    on = date.fromisoformat(day) if isinstance(day, str) else day
    return redemption_fees(services.town, seized_on=seized, on=on, shots=set()).total_cents


def offered_from(services: Services, today: date) -> list[date]:
    """Each business day from ``today`` through the last day, the notice given in person today
    [69-11C], a last day on a closed day moved to the next business day [policy]."""
    town = services.town
    held = timedelta(days=town.policy.seizure_hold_days_after_personal_notice)
    last = next_business_day(today + held, town)
    every = (today + timedelta(days=n) for n in range((last - today).days + 1))
    return [day for day in every if is_business_day(day, town)]


def in_words(day: date, language: str = "en") -> str:
    """A day as the choices name it: "Friday, December 4", "viernes, 4 de diciembre"."""
    if language == "es":
        return f"{WEEKDAYS_ES[day.weekday()]}, {day.day} de {MONTHS_ES[day.month - 1]}"
    return f"{day:%A}, {day:%B} {day.day}"


async def _paid(services: Services, seizure_id: int) -> Payment:
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        assert seizure is not None
        query = select(Payment).where(Payment.record_id == seizure.record_id)
        [payment] = (await session.scalars(query)).all()
    return payment


async def seizure_record(services: Services, seizure_id: int) -> Record:
    """The record of the seizure: its reference, and what the owner's payment fixed."""
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        record = await session.get(Record, seizure.record_id if seizure else 0)
    assert record is not None
    return record


async def _reference(services: Services, seizure_id: int) -> str:
    return (await seizure_record(services, seizure_id)).reference


def _pay(stripe_api: FakeStripe, checkout_url: str) -> None:
    stripe_api.pay(_session_of(stripe_api, checkout_url))
    [(_event, delivered)] = stripe_api.deliveries[-1:]
    assert delivered.text == "accepted", delivered.text


async def test_in_chat_the_third_day_is_paid_through_and_the_officer_sees_it_missed(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
) -> None:
    user = telegram.user(7411)
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    await _all_news(user, services, card_bot)
    seizure_id = await _seized_today(services)
    seized, _ = _now_local(services)
    offered = offered_from(services, seized)
    chosen, later, last = offered[2], offered[3], offered[-1]
    user.tap(_redeem_button(await _all_news(user, services, card_bot)))
    await user.reply()
    asked = await talk(user, [("tap", "card")])
    assert texts_of(asked).startswith("Which day will you collect Rex?"), texts_of(asked)
    last_words = f"The last day to redeem the dog is {last:%B} {last.day}, {last.year}."
    assert last_words in texts_of(asked), texts_of(asked)
    days = collect_days(asked)
    assert [day for _label, day in days] == [day.isoformat() for day in offered]
    paid = fee_through(services, chosen, seized)
    assert days[2][0] == f"{in_words(chosen)}: {money(paid)}"
    first = fee_through(services, offered[0], seized)
    assert days[0][0] == f"{in_words(offered[0])}: {money(first)}"
    assert paid > first  # each day chosen is its own fee
    summary = texts_of(await talk(user, [("tap", chosen.isoformat())]))
    per_day = money(services.town.redemption_fees.boarding_per_day_cents)
    promise = f"Boarding is paid through {in_words(chosen)}. Collect Rex that day; each later day"
    promise += f" adds {per_day}, paid when you collect the dog."
    assert promise in summary and f"Total: {money(paid)}" in summary, summary
    assert "through the last day" not in summary
    done = await talk(user, [("tap", "nav:confirm")])
    words = f"It covers the fees through {in_words(chosen)}, the day you will collect the dog."
    assert words in texts_of(done) and money(paid) in texts_of(done), texts_of(done)
    [(_label, url)] = buttons(done)
    assert url is not None
    await asyncio.to_thread(_pay, stripe_api, url)
    assert (await _paid(services, seizure_id)).amount_cents == paid
    receipt = [texts_of(r) for r in await _all_news(user, services, card_bot)]
    told = f"Collect the dog on {in_words(chosen)}: the payment covers the fees through that day."
    assert any(told in text for text in receipt), receipt
    again = texts_of(await talk(user, ["/redeem", await _reference(services, seizure_id)]))
    assert f"are paid through {in_words(chosen)}, the day you said you would collect it" in again
    async with served(services) as url, signed_in(url, "otto") as officer:
        listed = (await officer.get("/clerk/seizures")).text
        assert f"Paid online: {money(paid)}</strong>, to collect on {in_words(chosen)}" in listed
        page = (await officer.get(f"/clerk/seizures/{seizure_id}")).text
        assert f"covers through {in_words(chosen)}, the day the owner said they would" in page
        assert "did not collect" not in page and "not collected that day" not in listed
    clock.set(f"{later.isoformat()} 10:00")  # the next day the pound opens: Rex not collected
    owes = fee_through(services, later, seized) - paid
    late = texts_of(await talk(user, ["/redeem", await _reference(services, seizure_id)]))
    assert f"are paid through {in_words(chosen)}, the day you said you would collect it" in late
    assert f"That day has passed: the {money(owes)} of boarding since" in late  # not paid twice
    assert "Pay by card" not in late
    async with served(services) as url, signed_in(url, "otto") as officer:
        listed = (await officer.get("/clerk/seizures")).text
        assert "not collected that day; later days owed at release" in listed
        page = (await officer.get(f"/clerk/seizures/{seizure_id}")).text
        assert f"The owner did not collect the dog on {in_words(chosen)}." in page
        assert f"A pick-up today owes {money(owes)} more at the counter." in page
        released = await act(
            officer,
            seizure_id,
            "redeem",
            method="cash",
            receipt_number="R-41",
            amount=f"{owes / 100:.2f}",
        )
        assert "Fees paid: marked redeemed." in released
    async with services.db.session() as session:
        note = await session.scalar(select(AuditEntry.note).where(AuditEntry.action == "redeem"))
    assert note == (
        f"{money(paid)} paid online, covering through {chosen.isoformat()}; "
        f"{money(owes)} paid at the counter, receipt R-41"
    )


async def test_a_day_chosen_yesterday_is_asked_again_never_paid_for(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
) -> None:
    clock.set(WEDNESDAY)
    user = telegram.user(7412)
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    await _all_news(user, services, card_bot)
    seizure_id = await _seized_today(services)
    user.tap(_redeem_button(await _all_news(user, services, card_bot)))
    await user.reply()
    summary = await talk(user, [("tap", "card"), ("tap", OFFERED[0])])
    assert "Boarding is paid through Wednesday, December 2." in texts_of(summary)
    clock.set("2026-12-03 10:00")  # the summary left overnight, then confirmed
    asked = await talk(user, [("tap", "nav:confirm")])
    assert texts_of(asked).startswith("Which day will you collect Rex?"), texts_of(asked)
    assert [day for _label, day in collect_days(asked)] == OFFERED[1:]
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        record = await session.get(Record, seizure.record_id if seizure else 0)
    assert record is not None and "covers_through" not in record.answers  # nothing fixed


async def test_on_a_375_px_phone_in_spanish_the_days_read_in_spanish_and_the_fourth_costs_more(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    services.settings.public_base_url = web  # Checkout comes back to this phone's page
    async with phone(locale="es-MX", width=375) as page:
        await license_rex(
            page,
            web,
            email="juana@example.org",
            language="es",
            sex="male",
            shot="1/1/2025",
            expires="1/1/2028",
        )
        await approve_in_console(services)
        seizure_id = await _seized_today(services)
        seized, _ = _now_local(services)
        offered = offered_from(services, seized)
        fourth = offered[3]
        await page.goto(f"{web}/forms/mine")
        await submit(page, "text=Recuperarlo de los agentes de control de animales")
        await choose(page, "card")
        assert (await page.inner_text("h1")).strip() == "¿Qué día recogerá a Rex?"
        values = [await r.get_attribute("value") for r in await page.locator("[name=choice]").all()]
        assert values == [day.isoformat() for day in offered]
        main = await page.inner_text("main")
        fee = fee_through(services, fourth, seized)
        assert fee > fee_through(services, offered[0], seized)
        assert f"{in_words(fourth, 'es')}: {money(fee)}" in main, main
        assert "sábado" not in main and "domingo" not in main
        assert await page.evaluate("document.documentElement.scrollWidth") <= 375
        assert await axe_violations(page) == []
        await choose(page, fourth.isoformat())
        main = await page.inner_text("main")
        promise = f"El alojamiento está pagado hasta el {in_words(fourth, 'es')}. Recoja a Rex ese"
        assert promise in main and f"Total: {money(fee)}" in main, main
        assert await page.evaluate("document.documentElement.scrollWidth") <= 375
        async with page.expect_navigation():
            await page.click("#confirm")
        assert "/pay/" in page.url
        await page.click("#pay")
        await page.wait_for_url(re.compile(r"/payments/done"))
        main = await page.inner_text("main")
        returned = f"Recoja al perro el {in_words(fourth, 'es')}: el pago cubre las tarifas hasta"
        assert returned in main, main
        assert await page.evaluate("document.documentElement.scrollWidth") <= 375
    assert (await _paid(services, seizure_id)).amount_cents == fee
    with FakeSmtp() as smtp:  # the receipt, by e-mail: the way this resident sent the request
        use_smtp(services, smtp.port)
        await send_pending_email(services)
    [receipt] = [m for m in smtp.messages if subject_of(m).startswith("Recibo de SZ-")]
    text, _page = parts_of(receipt)
    said = f"Recoja al perro el {in_words(fourth, 'es')}: el pago cubre las tarifas hasta ese día."
    assert said in " ".join(text.split()), text


def words(day: date, language: str) -> tuple[str, str, str]:
    """The terminal's numbered third choice, the summary's promise and the receipt's words."""
    named = in_words(day, language)
    if language == "es":
        return (
            f"3. {named}: ",
            f"El alojamiento está pagado hasta el {named}.",
            f"Cubre las tarifas hasta el {named}, el día en que recogerá al perro.",
        )
    return (
        f"3. {named}: ",
        f"Boarding is paid through {named}.",
        f"It covers the fees through {named}, the day you will collect the dog.",
    )


@pytest.mark.parametrize("language", ["en", "es"])
async def test_in_the_terminal_the_days_are_numbered_and_the_third_is_paid_through(
    services: Services, stripe_api: FakeStripe, clock: FakeClock, tmp_path: Path, language: str
) -> None:
    # `doglicense chat` keeps the town's real time, as a resident's terminal does: so do the
    # console and the officer here, and the days offered are counted from today.
    clock.current = datetime.now(UTC)
    lines = license_lines_where_cards_are_taken(tmp_path)
    await run(services, f"/language {language}", *lines)
    await approve_in_console(services)
    await run(services)  # the receipt and the license: read, out of the way
    seizure_id = await _seized_today(services)
    seized, _ = _now_local(services)
    third = offered_from(services, seized)[2]
    await run(services)  # the seizure's message
    numbered, promise, to_pay = words(third, language)
    asked = await run(services, "/redeem", "000001", "1")  # the tag; then 1: by card
    fee = fee_through(services, third, seized)
    assert numbered + money(fee) in asked, asked
    assert "Saturday" not in asked and "sábado" not in asked, asked  # the pound is closed
    summary = await run(services, "3")
    assert promise in summary, summary
    done = await run(services, "1")  # confirm
    assert to_pay in done and money(fee) in done, done
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        record = await session.get(Record, seizure.record_id if seizure else 0)
    assert record is not None
    assert (record.fee_cents, record.answers["covers_through"]) == (fee, third.isoformat())
