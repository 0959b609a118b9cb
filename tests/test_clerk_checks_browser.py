"""The machine checks in the clerk's console, in Chromium at desktop width (issue 16 item 4): two
residents license a dog on the web form with the same certificate's photo and pay by card; the
first record is all green and approved in one click from the queue, the second is red (the
certificate was already used): "Approve all green" leaves it alone, and approving it by hand asks
first, naming the red check."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager

import pytest
from playwright.async_api import Page
from sqlalchemy import select

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, License, Record
from doglicense.storage.office_models import OutboxMessage
from doglicense.storage.sign_in_models import Staff
from tests.certificate_set import sample
from tests.clerkkit import PASSWORD, make_staff
from tests.conftest import FakeClock
from tests.formkit import PDF, axe_violations, choose, submit, tab, type_answer, upload
from tests.paytools import WEBHOOK_SECRET, eventually, rows, use_stripe
from tests.standins.stripe_api import FakeStripe

CARD = sample("card", "phone", 0)  # Cooper, Thomas Becker: 2025-08-03 to 2028-08-03


@pytest.fixture
def stripe_api(services: Services, clock: FakeClock, web: str) -> Iterator[FakeStripe]:
    with FakeStripe(webhook_url=f"{web}/stripe/webhook", webhook_secret=WEBHOOK_SECRET) as fake:
        use_stripe(services, clock, fake.url)
        yield fake


@asynccontextmanager
async def desk() -> AsyncIterator[Page]:
    """A browser tab at a desktop's width."""
    async with tab(viewport={"width": 1366, "height": 900}) as page:
        yield page


async def license_cooper(web: str, email: str) -> str:
    """Thomas Becker licenses Cooper with a photo of the certificate, confirms what was read
    (no date typed) and pays by card; the record's reference."""
    async with desk() as page:
        await page.goto(f"{web}/forms/license")
        await type_answer(page, "Thomas Becker")
        await choose(page, "yes")
        for text in ["4401 State Route 31", "13041", "315-555-0100", email, "Cooper", "Beagle"]:
            await type_answer(page, text)
        await type_answer(page, "brown and white")
        await choose(page, "male")
        await type_answer(page, "3 years")
        await choose(page, "yes")  # neutered: its certificate next
        await upload(page, "neutered.pdf", PDF, "application/pdf")
        await choose(page, "certificate")
        await upload(page, "rabies.jpg", CARD.data, CARD.content_type)
        assert "vaccinated August 3, 2025, valid until August 3, 2028" in await page.inner_text(
            "main"
        )
        await choose(page, "read_right")
        await choose(page, "none")
        await choose(page, "no")
        await choose(page, "card")
        await submit(page, "#confirm")
        await page.click("#pay")
        await page.wait_for_url("**/payments/done**")
        return await page.inner_text(".reference")


async def sign_in(page: Page, url: str) -> None:
    await page.goto(url + "/clerk/")
    await page.fill("#username", "clerk")
    await page.fill("#password", PASSWORD)
    await page.click("button:has-text('Sign in')")
    await page.wait_for_selector("h1:has-text('Awaiting validation')")


async def levels(page: Page) -> dict[str, str]:
    checks = page.locator("[data-check]")
    found = {}
    for n in range(await checks.count()):
        item = checks.nth(n)
        key = await item.get_attribute("data-check")
        found[str(key)] = str(await item.get_attribute("data-level"))
    return found


async def by_reference(services: Services, reference: str) -> Record:
    async with services.db.session() as session:
        return (
            await session.execute(select(Record).where(Record.reference == reference))
        ).scalar_one()


async def test_the_clerk_approves_the_green_record_in_one_click_and_not_the_reused_one(
    services: Services, web: str, stripe_api: FakeStripe
) -> None:
    first = await license_cooper(web, "thomas@example.org")
    second = await license_cooper(web, "t.becker@example.org")  # the same photo, another dog

    async def both_queued() -> bool:
        records = await rows(services, Record)
        return len(records) == 2 and all(r.status == "in_queue" for r in records)

    await eventually(both_queued)
    await make_staff(services, "clerk", Role.CLERK)
    async with desk() as page:
        await sign_in(page, web)
        await page.select_option("#checks", "green")
        await page.click("button:has-text('Show')")
        assert await page.is_visible(f"td a:has-text('{first}')")
        assert not await page.is_visible(f"td a:has-text('{second}')")

        await page.click(f"td a:has-text('{first}')")
        await page.wait_for_selector("h2:has-text('Machine checks')")  # the record's page
        assert await levels(page) == dict.fromkeys(
            ["dates", "term", "dog_name", "owner_name", "reused", "legible"], "green"
        )
        checks_text = await page.inner_text(".checks")
        assert "vaccinated August 3, 2025, valid until August 3, 2028" in checks_text
        assert "The resident accepted these dates as read off the certificate" in checks_text
        assert "The certificate reads “Cooper”" in checks_text
        assert await axe_violations(page) == []

        await page.goto(web + "/clerk/")  # every record: the first green, the second red
        row = page.locator("tr", has=page.locator(f"a:has-text('{second}')"))
        assert await row.locator("td").last.inner_text() == "1 red"
        assert await axe_violations(page) == []
        await submit(page, "button:has-text('Approve all green (1)')")
        assert await page.inner_text("#approved") == first
        assert not await page.is_visible("#skipped")

        await page.goto(web + "/clerk/")
        await page.click(f"td a:has-text('{second}')")
        await page.wait_for_selector("[data-check='reused']")  # its page loaded, not the queue's
        assert (await levels(page))["reused"] == "red"
        reason = await page.inner_text("[data-check=reused]")
        assert f"Already sent with record {first} (a dog named Cooper): the very same file" in (
            reason
        )
        # Approve asks first, and the page that asks names the red check again.
        await submit(page, "button:has-text('Approve and issue the license')")
        assert await page.inner_text("main h2") == "1 check is red"
        warned = await page.inner_text(".checks")
        assert f"Already sent with record {first}" in warned and "Red" in warned
        await page.click("a:has-text('No, back to the record')")
        await page.wait_for_selector("[data-check='reused']")

    approved, waiting = await by_reference(services, first), await by_reference(services, second)
    assert (approved.status, waiting.status) == ("approved", "in_queue")
    async with services.db.session() as session:
        clerk = (await session.execute(select(Staff))).scalars().all()
        [licence] = (await session.execute(select(License))).scalars().all()
        entries = (
            (await session.execute(select(AuditEntry).where(AuditEntry.action == "approve")))
            .scalars()
            .all()
        )
    [staff] = [s for s in clerk if s.username == "clerk"]
    assert licence.record_id == approved.id and licence.tag_number
    assert [(e.record_id, e.actor, e.to_status) for e in entries] == [
        (approved.id, f"staff:{staff.id}", "approved")
    ]
    told = [m for m in await rows(services, OutboxMessage) if m.template == "license_issued"]
    assert [m.context["reference"] for m in told] == [first]
