"""The console's ticket pages: an officer enters or imports tickets; the court acts on answers."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import select

from doglicense.office.staff.staff import Role
from doglicense.office.tickets import ticket_answers
from doglicense.office.tickets.tickets import code_matches
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, Resident
from doglicense.storage.office_models import OutboxMessage, Ticket
from tests.clerkkit import PASSWORD, csrf_of, make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.formkit import axe_violations, phone, tab
from tests.paytools import rows
from tests.test_forms_phone_width import assert_fits
from tests.ticketkit import enter_ticket, ticket_named
from tests.webwalk import browser

FORM = {
    "number": "CT-2026-0042",
    "person_name": "Sam Jones",
    "person_address": "12 Elm Street, Clay",
    "tag_number": "123",
    "section": "69-9D",
    "violation_date": "2026-03-09",
    "violation_time": "22:15",
    "return_date": "2026-04-07",
    "return_time": "09:30",
    "court": "Town of Clay Justice Court",
}
CSV = (
    "number,person_name,person_address,tag_number,section,violation_date,violation_time,"
    "return_date,return_time,court\n"
    "CT-1,Ann Lee,1 Oak Rd,,69-9A,2026-03-08,10:00,2026-04-07,09:30,\n"
    "CT-2,Bo Park,2 Oak Rd,000777,AML 118,2026-03-08,11:00,2026-04-07,09:30,"
    "Town of Clay Justice Court\n"
)
CODE = re.compile(r'class="answer-code">([A-Z0-9]{4})-([A-Z0-9]{4})<')


@pytest.fixture
async def console(services: Services, clock: FakeClock) -> AsyncIterator[str]:
    clock.set("2026-03-10 10:00")
    for name, role in (("olive", Role.OFFICER), ("carl", Role.CLERK), ("cora", Role.COURT)):
        await make_staff(services, name, role)
    async with served(services) as url:
        yield url


async def _ticket(services: Services, number: str) -> Ticket:
    return await ticket_named(services, number)


HOW_TO_ANSWER = re.compile(r'<div class="how-to-answer" lang="(en|es)">(.*?)</div>', re.S)


async def test_the_printed_ticket_says_how_to_answer_on_the_web_in_english_and_spanish(
    services: Services, console: str
) -> None:
    """Issue 29, item 4: the web address, the ticket's number and its code, in both languages
    (the officer does not know which the person reads); the address printed opens the form."""
    services.settings.public_base_url = console
    async with signed_in(console, "olive") as client:
        page = await client.get("/clerk/tickets")
        printed = await client.post(
            "/clerk/tickets", data={**FORM, "csrf_token": csrf_of(page.text)}
        )
        [(first, second)] = CODE.findall(printed.text)
        found = HOW_TO_ANSWER.findall(printed.text)
        words = {lang: " ".join(text.split()) for lang, text in found}
        address = f"{console}/forms/ticket"
        assert f"go to {address} and type the ticket number, CT-2026-0042," in words["en"]
        assert f"Your answer code: {first}-{second}" in words["en"]
        assert "send /ticket to the Town of Clay dog license bot" in words["en"]
        assert f"vaya a {address} y escriba el número de la citación, CT-2026-0042," in words["es"]
        assert f"Su código de respuesta: {first}-{second}" in words["es"]
        assert "En lugar de comparecer ante el tribunal" in words["es"]
        ticket = await _ticket(services, "CT-2026-0042")
        again = await client.get(f"/clerk/tickets/{ticket.id}")  # a reprint has no code
        reprinted = dict(HOW_TO_ANSWER.findall(again.text))
        assert "El código de respuesta es el que está impreso en su citación." in reprinted["es"]
        assert first + "-" + second not in again.text
    async with browser(console, "es") as resident:  # the address as printed, typed in
        assert (await resident.open(address)).status_code == 200
        assert "¿Qué número tiene su citación (appearance ticket)?" in resident.text


async def test_an_officer_enters_a_ticket_and_sees_its_code_once(
    services: Services, console: str
) -> None:
    async with signed_in(console, "olive") as client:
        page = await client.get("/clerk/tickets")
        assert page.status_code == 200 and "Enter a ticket" in page.text
        printed = await client.post(
            "/clerk/tickets", data={**FORM, "csrf_token": csrf_of(page.text)}
        )
        assert printed.status_code == 200, printed.text
        [(first, second)] = CODE.findall(printed.text)
        assert "§69-9D Barking" in printed.text and "Sam Jones" in printed.text
        assert "/forms/ticket" in printed.text  # how to answer: the test above
        ticket = await _ticket(services, "CT-2026-0042")
        assert (ticket.tag_number, ticket.section, ticket.status) == ("000123", "69-9D", "issued")
        assert first + second not in ticket.answer_code_hash and code_matches(
            ticket, first + second
        )
        assert ticket.violation_at.astimezone(services.town.tz).hour == 22
        again = await client.get(f"/clerk/tickets/{ticket.id}")
        assert again.status_code == 200 and not CODE.search(again.text)
        twice = await client.post("/clerk/tickets", data={**FORM, "csrf_token": csrf_of(page.text)})
        assert twice.status_code == 400 and "already entered" in twice.text
        wrong = {**FORM, "number": "CT-X", "section": "69-99", "csrf_token": csrf_of(page.text)}
        refused = await client.post("/clerk/tickets", data=wrong)
        assert refused.status_code == 400 and "The section must be one of" in refused.text


async def test_an_officer_imports_tickets_from_a_csv_all_or_none(
    services: Services, console: str
) -> None:
    async with signed_in(console, "olive") as client:
        token = csrf_of((await client.get("/clerk/tickets")).text)
        bad = CSV + "CT-3,,3 Oak Rd,,69-9A,2026-03-08,12:00,2026-04-07,09:30,\n"
        refused = await client.post(
            "/clerk/tickets/import",
            data={"csrf_token": token},
            files={"file": ("tickets.csv", bad.encode(), "text/csv")},
        )
        assert refused.status_code == 400 and "Line 4" in refused.text
        assert await rows(services, Ticket) == []
        printed = await client.post(
            "/clerk/tickets/import",
            data={"csrf_token": token},
            files={"file": ("tickets.csv", CSV.encode(), "text/csv")},
        )
        assert printed.status_code == 200, printed.text
        codes = ["".join(c) for c in CODE.findall(printed.text)]
        one, two = await rows(services, Ticket)
        assert [one.number, two.number] == ["CT-1", "CT-2"]
        assert code_matches(one, codes[0]) and code_matches(two, codes[1])
        assert (two.section, two.tag_number, one.court) == (
            "AML 118",
            "000777",
            "Town of Clay Justice Court",
        )


async def test_clerks_and_officers_cannot_use_the_court_pages(
    services: Services, console: str
) -> None:
    for name in ("carl", "olive"):
        async with signed_in(console, name) as client:
            assert (await client.get("/clerk/court")).status_code == 403
            token = csrf_of((await client.get("/clerk/")).text)
            posted = await client.post("/clerk/court/1/failed", data={"csrf_token": token})
            assert posted.status_code == 403
    async with signed_in(console, "carl") as client:
        assert (await client.get("/clerk/tickets")).status_code == 403


async def _denied_answer(services: Services) -> int:
    """A denial with its security taken at the court, as a finished chat leaves it."""
    await enter_ticket(services, number="CT-5", violation_at=services.now() - timedelta(hours=2))
    async with services.db.session() as session:
        resident = Resident(telegram_user_id=6001, telegram_chat_id=6001, created_at=services.now())
        session.add(resident)
        await session.flush()
        clock = services.clock()
        record = await ticket_answers.answer(
            session,
            resident=resident,
            answers={
                "ticket_number": "CT-5",
                "plea": "deny",
                "deny_scope": "all",
                "statement": "Not my dog.",
                "ticket_payment": "counter",
            },
            channel="telegram",
            town=services.town,
            now=clock.now,
            today=clock.today,
        )
        await session.commit()
        return record.id


async def test_the_court_sets_a_return_date_and_marks_failed_to_appear(
    services: Services, console: str, clock: FakeClock
) -> None:
    record_id = await _denied_answer(services)
    async with signed_in(console, "cora") as client:
        listed = await client.get("/clerk/court")
        assert listed.status_code == 200 and "CT-5" in listed.text
        assert "Set a return date" in listed.text
        page = await client.get(f"/clerk/court/{record_id}")
        assert "Not my dog." in page.text
        token = csrf_of(page.text)
        past = await client.post(
            f"/clerk/court/{record_id}/return",
            data={"csrf_token": token, "date": "2026-03-01", "time": "09:00", "place": "Court"},
        )
        assert "must be in the future" in (await client.get(past.headers["location"])).text
        done = await client.post(
            f"/clerk/court/{record_id}/return",
            data={
                "csrf_token": token,
                "date": "2026-03-24",
                "time": "09:00",
                "place": "Town of Clay Justice Court",
            },
        )
        assert "The return date is set" in (await client.get(done.headers["location"])).text
    clock.set("2026-03-24 16:00")  # two weeks on: a new working day, a new sign-in
    async with signed_in(console, "cora") as client:
        token = csrf_of((await client.get(f"/clerk/court/{record_id}")).text)
        failed = await client.post(f"/clerk/court/{record_id}/failed", data={"csrf_token": token})
        shown = (await client.get(failed.headers["location"])).text
        assert "the security is forfeited" in shown
    audit = [(e.action, e.actor) for e in await rows(services, AuditEntry)]
    assert audit[-2:] == [("set_return", "staff:3"), ("failed_to_appear", "staff:3")]
    async with services.db.session() as session:
        told = (await session.scalars(select(OutboxMessage.template))).all()
    assert list(told) == ["ticket_return_set", "ticket_security_forfeited"]
    ticket: Any = await ticket_named(services, "CT-5")
    assert ticket.return_at.astimezone(services.town.tz).isoformat().startswith("2026-03-24T09:00")


async def test_a_town_without_a_court_account_has_its_clerk_set_the_return_date(
    services: Services, console: str
) -> None:
    """Issue 33, item 9: the profile names the Town Clerk, for the court; the clerk finds the
    answer from the header and sets its return date, audited as the clerk's."""
    record_id = await _denied_answer(services)
    services.town = replace(services.town, return_dates_set_by="clerk")
    async with signed_in(console, "carl") as client:
        queue = await client.get("/clerk/")
        assert '<a href="/clerk/court">Ticket answers</a>' in queue.text
        listed = await client.get("/clerk/court")
        assert listed.status_code == 200 and "CT-5" in listed.text
        page = await client.get(f"/clerk/court/{record_id}")
        done = await client.post(
            f"/clerk/court/{record_id}/return",
            data={
                "csrf_token": csrf_of(page.text),
                "date": "2026-03-24",
                "time": "09:00",
                "place": "Town of Clay Justice Court",
            },
        )
        assert "The return date is set" in (await client.get(done.headers["location"])).text
    audit = [(e.action, e.actor) for e in await rows(services, AuditEntry)]
    assert audit[-1] == ("set_return", "staff:2")  # carl, the Town Clerk
    async with signed_in(console, "olive") as client:  # an officer still may not
        assert (await client.get("/clerk/court")).status_code == 403


@pytest.mark.slow
async def test_the_town_clerk_sets_a_return_date_in_chromium_on_a_phone_and_at_a_desk(
    services: Services, console: str
) -> None:
    """Issue 33, item 9, walked: the header's "Ticket answers", the answer, the date typed in;
    on a 390 px phone first, then moved at a desk (a return date may be set again)."""
    record_id = await _denied_answer(services)
    services.town = replace(services.town, return_dates_set_by="clerk")
    screens = (
        (phone(), "2026-03-24"),
        (tab(viewport={"width": 1280, "height": 900}), "2026-03-31"),
    )
    for screen, day in screens:
        async with screen as page:
            await page.goto(console + "/clerk/sign-in")
            await page.fill("#username", "carl")
            await page.fill("#password", PASSWORD)
            await page.click("button:has-text('Sign in')")
            await page.click("text=Ticket answers")
            await page.click(f"a[href='/clerk/court/{record_id}']")
            await page.fill("#date", day)
            await page.fill("#time", "09:30")
            await page.click("button:has-text('Set it and tell the person')")
            await page.wait_for_selector("text=The return date is set")
            if page.viewport_size and page.viewport_size["width"] == 390:
                await assert_fits(page)
            assert await axe_violations(page) == []
    ticket: Any = await ticket_named(services, "CT-5")
    assert ticket.return_at.astimezone(services.town.tz).isoformat().startswith("2026-03-31T09:30")


async def test_the_clerk_is_told_when_answers_wait_for_a_court_account_nobody_has(
    services: Services, clock: FakeClock
) -> None:
    """Issue 33, item 9: a town set to "court" with no court account tells its clerk so, and
    how to move on; once the court has an account the notice goes."""
    clock.set("2026-03-10 10:00")
    await make_staff(services, "carl", Role.CLERK)
    await _denied_answer(services)
    async with served(services) as url, signed_in(url, "carl") as clerk:
        queue = (await clerk.get("/clerk/")).text
        assert "1 ticket answer waits for the court" in queue
        assert "doglicense staff add NAME --role court" in queue
        await make_staff(services, "cora", Role.COURT)
        assert "court-unstaffed" not in (await clerk.get("/clerk/")).text
