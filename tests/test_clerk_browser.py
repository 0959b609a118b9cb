"""The clerk at work in headless Chromium: the resident's side through the real bot."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from playwright.async_api import Page
from sqlalchemy import func, select

from doglicense.bot.sender import send_pending
from doglicense.flows.pieces import Ask
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.service import conversation
from doglicense.storage.models import AuditEntry, Dog, License, Record, Resident
from doglicense.storage.office_models import Payment, Refund
from tests.botchat import PDF, RABIES, dog, owner, talk, texts_of
from tests.clerkkit import PASSWORD, make_staff, served
from tests.formkit import tab
from tests.standins.telegram import ChatUser, FakeTelegram


@pytest.fixture
async def console(services: Services, bot: Any) -> AsyncIterator[tuple[Page, str]]:
    """A signed-in clerk's browser tab on the served app."""
    await make_staff(services, "clerk", Role.CLERK)
    async with served(services) as url, tab() as page:
        await page.goto(url + "/clerk/")
        assert "/clerk/sign-in" in page.url
        await page.fill("#username", "clerk")
        await page.fill("#password", PASSWORD)
        await page.click("button:has-text('Sign in')")
        await page.wait_for_selector("h1:has-text('Awaiting validation')")
        yield page, url


async def apply_by_chat(user: ChatUser) -> None:
    steps = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), *RABIES, ("tap", "none")]
    await talk(user, [*steps, ("tap", "no"), ("tap", "counter"), ("tap", "nav:confirm")])


async def open_record(page: Page, search: str) -> None:
    await page.fill("#q", search)
    await page.click("button:has-text('Show')")
    await page.click("td a")
    # The click only starts the navigation: a loaded CI machine read the old page before the new.
    await page.wait_for_selector("text=Answers")


async def only_record(services: Services) -> Record:
    async with services.db.session() as session:
        return (await session.execute(select(Record))).scalar_one()


async def test_the_clerk_approves_and_the_resident_gets_the_tag(
    services: Services, fake: FakeTelegram, bot: Any, console: tuple[Page, str]
) -> None:
    page, _url = console
    user = fake.user(2001, first_name="Jane")
    await apply_by_chat(user)
    await page.reload()
    await open_record(page, "jane smith")
    assert await page.is_visible("text=Rex") and await page.is_visible("text=Open the document")
    assert await page.is_visible("text=Rabies certificate") and await page.is_visible("text=Female")
    # Not paid yet: approving is not offered; the page says what is owed (issue 33, item 4).
    assert not await page.is_visible("text=Approve and issue the license")
    assert await page.is_visible("text=the fee of $5.00 is owed, to pay at the counter")
    await page.select_option("#method", "cash")
    await page.fill("#receipt_number", "R-1001")
    await page.click("button:has-text('Record the payment')")
    assert await page.is_visible("text=Payment recorded")
    assert await send_pending(services, bot.bot) == 1  # the receipt, in the resident's chat
    receipt = texts_of(await user.reply())
    assert "$5.00" in receipt and "in cash" in receipt and "R-1001" in receipt
    await page.click("text=Approve and issue the license")
    assert await page.is_visible("text=$5.00 by cash, receipt R-1001")  # asked once more
    await page.click("text=Yes, approve and issue the license")
    # the record's page after the approval; its confirm page says "The license is issued" too
    await page.wait_for_url("**/clerk/records/*?notice=approved")
    assert await page.is_visible("text=Approved: the license is issued")
    await page.click("text=Printable certificate")
    certificate = await page.content()
    assert "Town of Clay, NY" in certificate and "(315) 652-3800" in certificate
    assert "Tag number 000001" in certificate and "March 31, 2027" in certificate
    assert await send_pending(services, bot.bot) == 1
    told = texts_of(await user.reply())
    assert "000001" in told and "Valid until: March 31, 2027" in told
    assert (await only_record(services)).status == "approved"


async def test_the_clerk_returns_a_record_and_the_resident_corrects_it(
    services: Services, fake: FakeTelegram, bot: Any, console: tuple[Page, str]
) -> None:
    page, _url = console
    user = fake.user(2002, first_name="Jane")
    await apply_by_chat(user)
    await page.reload()
    await open_record(page, "rex")
    await page.check("#q-dog_name")
    await page.fill("#note", "The certificate names the dog Max.")
    await page.click("button:has-text('Return for a correction')")
    assert await page.is_visible("text=the resident is asked again")
    assert await send_pending(services, bot.bot) == 1
    told = texts_of(await user.reply())
    assert "The certificate names the dog Max." in told and "Please answer again" in told
    async with services.db.session() as session:
        resident = (await session.execute(select(Resident))).scalar_one()
        turn = await conversation.resume(session, resident, services.clock(), card_payments=False)
    assert turn is not None and isinstance(turn.outcome, Ask)
    assert turn.outcome.key == "dog_name"  # the next prompt is that question, nothing else
    summary = await talk(user, ["Max"])
    assert "Max" in texts_of(summary)
    await talk(user, [("tap", "nav:confirm")])
    record = await only_record(services)
    assert (record.status, record.answers["dog_name"]) == ("resubmitted", "Max")
    assert record.answers["dog_breed"] == "Beagle"  # the other answers are kept
    await page.reload()
    assert await page.is_visible("text=Corrected, awaiting validation")


async def test_the_clerk_rejects_a_paid_record_and_it_is_refunded(
    services: Services, fake: FakeTelegram, bot: Any, console: tuple[Page, str]
) -> None:
    page, _url = console
    user = fake.user(2003, first_name="Jane")
    await apply_by_chat(user)
    record = await only_record(services)
    async with services.db.session() as session:
        session.add(
            Payment(
                record_id=record.id,
                provider="counter",
                method="cash",
                status="paid",
                amount_cents=record.fee_cents,
                received_cents=record.fee_cents,
                created_at=services.now(),
                paid_at=services.now(),
            )
        )
        await session.commit()
    await page.reload()
    await open_record(page, "jane")
    assert await page.is_visible("td:has-text('paid')")
    await page.fill("#reason", "This dog lives outside the Town.")
    await page.click("button:has-text('Reject and refund')")
    assert await page.is_visible("text=$5.00 is given back")  # nothing moves before the yes
    async with services.db.session() as session:
        assert (await session.execute(select(func.count(Refund.id)))).scalar_one() == 0
    await page.click("button:has-text('Yes, reject and refund $5.00')")
    assert await page.is_visible("text=what was paid is refunded")
    async with services.db.session() as session:
        refunds = (await session.execute(select(func.count(Refund.id)))).scalar_one()
        licenses = (await session.execute(select(func.count(License.id)))).scalar_one()
    assert (refunds, licenses) == (1, 0)
    assert (await only_record(services)).status == "rejected"
    assert await send_pending(services, bot.bot) == 1
    told = texts_of(await user.reply())
    assert "This dog lives outside the Town." in told and "$5.00 will be refunded" in told


async def approve_in_console(page: Page) -> None:
    """The clerk takes the fee at the counter and approves the license, in the browser."""
    await page.goto(page.url.split("/clerk/")[0] + "/clerk/")
    await open_record(page, "rex")
    await page.select_option("#method", "cash")
    await page.fill("#receipt_number", "R-2001")
    await page.click("button:has-text('Record the payment')")
    await page.click("text=Approve and issue the license")
    await page.click("text=Yes, approve and issue the license")
    # the record's page after the approval; its confirm page says "The license is issued" too
    await page.wait_for_url("**/clerk/records/*?notice=approved")
    assert await page.is_visible("text=Approved: the license is issued")


async def dog_status(services: Services) -> str:
    async with services.db.session() as session:
        return (await session.execute(select(Dog.status))).scalar_one()


LOST_OUTCOMES = [
    ("found_home", "en", "Found at the Clay shelter.", "is found and back home", "active"),
    ("still_missing", "es", "", "no ha vuelto a casa", "lost"),
]


@pytest.mark.parametrize(("outcome", "language", "note", "told", "dog_after"), LOST_OUTCOMES)
async def test_the_clerk_closes_a_lost_dog_report_with_its_outcome(
    services: Services,
    fake: FakeTelegram,
    bot: Any,
    console: tuple[Page, str],
    outcome: str,
    language: str,
    note: str,
    told: str,
    dog_after: str,
) -> None:
    page, _url = console
    user = fake.user(2004, first_name="Jane", language_code=language)
    await apply_by_chat(user)
    await approve_in_console(page)
    assert await send_pending(services, bot.bot) == 2  # the receipt and the license
    await user.reply()
    await user.reply()
    lost = ["/lost", ("tap", "dog:000001"), ("tap", "lost"), "2026-03-09", "Clay Park"]
    await talk(user, [*lost, ("tap", "skip"), ("tap", "nav:confirm")])
    assert await dog_status(services) == "lost"
    await page.goto(page.url.split("/clerk/")[0] + "/clerk/?kind=lost")
    await page.click("td a")
    await page.wait_for_selector("h1:has-text('Lost or stolen dog')")
    assert not await page.is_visible("text=Approve and issue the license")
    assert await page.is_visible("button:has-text('Close the report')")  # before claiming
    await page.click("button:has-text('Claim this record')")
    await page.check(f"#outcome-{outcome}")  # and after
    await page.fill("#close-note", note)
    await page.click("button:has-text('Close the report')")
    assert await page.is_visible("text=the report is closed and the resident is told")
    assert await page.is_visible("dd:has-text('Closed')")
    record = await only_lost(services)
    assert record.status == "closed"
    assert await dog_status(services) == dog_after
    async with services.db.session() as session:
        audit = await session.execute(select(AuditEntry).where(AuditEntry.record_id == record.id))
        last = audit.scalars().all()[-1]
    assert (last.action, last.to_status, last.actor) == (outcome, "closed", "staff:1")
    assert await send_pending(services, bot.bot) == 1  # the resident is told in their chat
    message = texts_of(await user.reply())
    assert record.reference in message and told in message and note in message
    await page.goto(page.url.split("/clerk/")[0] + "/clerk/?kind=lost")
    assert await page.is_visible("text=Nothing is waiting")  # out of the queue for good


async def test_a_lost_report_is_not_closed_as_other_without_a_note(
    services: Services, fake: FakeTelegram, bot: Any, console: tuple[Page, str]
) -> None:
    page, _url = console
    user = fake.user(2005, first_name="Jane")
    await apply_by_chat(user)
    await approve_in_console(page)
    lost = ["/lost", ("tap", "dog:000001"), ("tap", "stolen"), "2026-03-09", "Clay Park"]
    await talk(user, [*lost, ("tap", "skip"), ("tap", "nav:confirm")])
    await page.goto(page.url.split("/clerk/")[0] + "/clerk/?kind=lost")
    await page.click("td a")
    await page.check("#outcome-other")
    await page.click("button:has-text('Close the report')")
    assert await page.is_visible("text=For Other, write a note")
    assert (await only_lost(services)).status == "in_queue"
    await page.check("#outcome-other")
    await page.fill("#close-note", "The dog was given to a rescue in Syracuse.")
    await page.click("button:has-text('Close the report')")
    record = await only_lost(services)
    assert (record.status, record.decision_note) == (
        "closed",
        "The dog was given to a rescue in Syracuse.",
    )
    assert await dog_status(services) == "lost"  # the clerk's note says what became of it


async def only_lost(services: Services) -> Record:
    async with services.db.session() as session:
        return (await session.execute(select(Record).where(Record.kind == "lost"))).scalar_one()
