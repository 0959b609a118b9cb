"""Issue 32 item 14: /status of a denied ticket shows the court date, in the bot, the terminal
and on the web status page; "not set yet" until the court sets it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import select

from doglicense.office.tickets import court
from doglicense.runtime import Services
from doglicense.storage.models import Record, Resident
from doglicense.web.forms.identity import status_link
from tests.botchat import talk, texts_of
from tests.conftest import FakeClock
from tests.formkit import phone
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import FakeTelegram
from tests.test_terminal_resident import run
from tests.test_tickets_paths import _denied_and_paid, _return_set
from tests.ticketkit import COURT, enter_ticket

NOT_SET = "Court date: not set yet. The court will give you a new date to appear"


async def _web_status(services: Services, web: str, record: Record) -> str:
    async with services.db.session() as session:
        resident = await session.get(Resident, record.resident_id)
        assert resident is not None
        link = status_link(services, resident)
    path = link.split("/forms/", 1)[1]
    async with phone(width=375) as page:  # the narrowest phones still sold
        await page.goto(f"{web}/forms/{path}")
        assert await page.evaluate("document.documentElement.scrollWidth") <= 375
        return await page.inner_text("main")


async def test_a_denied_ticket_s_status_shows_the_court_date_in_the_bot_and_on_the_web(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    web: str,
    clock: FakeClock,
) -> None:
    record_id = await _denied_and_paid(services, telegram, stripe_api, 8101)
    user = telegram.user(8101)
    assert NOT_SET in texts_of(await talk(user, ["/status"]))
    await _return_set(services, card_bot, telegram, record_id, 8101)  # in 14 days at 9:30
    when = (services.now() + timedelta(days=14)).astimezone(services.town.tz)
    said = f"Court date: {when:%B} {when.day}, {when.year} at 9:30 AM, Town of Clay Justice Court."
    status = texts_of(await talk(user, ["/status"]))
    assert said in status and NOT_SET not in status, status
    async with services.db.session() as session:
        record = await session.get(Record, record_id)
        assert record is not None
    page = await _web_status(services, web, record)
    assert said in page, page


async def test_a_terminal_denial_shows_its_court_date_in_spanish(
    services: Services, clock: FakeClock
) -> None:
    clock.current = datetime.now(UTC)  # `doglicense chat` reads the real clock
    code = await enter_ticket(services, number="T-77")
    said = await run(
        services,
        "/language es",
        "/ticket",
        "T-77",
        code,
        "2",  # deny
        "1",  # all of it
        "The dog was on a leash.",
        "1",  # at the court (no card in the terminal here)
        "1",  # confirm
    )
    async with services.db.session() as session:
        record = await session.scalar(select(Record).where(Record.kind == "ticket"))
        assert record is not None and record.answers.get("plea") == "deny", said
    status = await run(services, "/status")
    assert "Fecha en el tribunal: todavía no está fijada." in status, status
    when = (services.now() + timedelta(days=10)).astimezone(services.town.tz)
    when = when.replace(hour=9, minute=30, second=0, microsecond=0)
    async with services.db.session() as session:
        await court.set_return(session, services, record.id, COURT, when=when, place="Clay Court")
    status = await run(services, "/status")
    assert "Fecha en el tribunal: " in status and ", 9:30, Clay Court." in status, status
