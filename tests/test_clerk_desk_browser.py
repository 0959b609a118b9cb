"""The console at a phone's width (issue 33, item 8): the queue, the register, the reports, the
search and a record fit 390 px in Chromium, nothing wider than the screen; and at a desk."""

from __future__ import annotations

from typing import Any

import pytest

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from tests.botchat import approve_in_console, dog, talk
from tests.clerkkit import PASSWORD, make_staff, pay_at_counter, served, signed_in
from tests.formkit import axe_violations, phone, tab
from tests.standins.telegram import FakeTelegram
from tests.test_bot_reports import license_steps
from tests.test_clerk_desk import references_by_kind
from tests.test_clerk_search import owner_steps
from tests.test_forms_phone_width import assert_fits

pytestmark = pytest.mark.slow


async def test_the_console_pages_fit_a_phone_and_a_desk(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    steps = license_steps(owner_steps=owner_steps("Carmen Díaz", "315-555-0101"), dog_steps=dog())
    await talk(fake.user(3501), steps)
    await approve_in_console(services)  # Rex, licensed
    long_name = "Maximiliano Alejandro Fernández-Castellanos de la Torre"
    steps = license_steps(owner_steps=owner_steps(long_name, "315-555-0102"), dog_steps=dog("Bo"))
    await talk(fake.user(3502), steps)  # waiting for its payment at the counter
    steps = license_steps(owner_steps=owner_steps("Ann Lee", "315-555-0103"), dog_steps=dog("Max"))
    await talk(fake.user(3503), steps)  # paid below: ready to approve
    steps = license_steps(owner_steps=owner_steps("Carmen Díaz", "315-555-0101"), dog_steps=dog())
    await talk(fake.user(3501), steps)  # Rex again: a likely duplicate
    rex, bo, max_, again = await references_by_kind(services)
    duplicate = again.id
    await make_staff(services, "clerk", Role.CLERK)
    pages = [
        "/clerk/",
        "/clerk/?checks=green",
        "/clerk/dogs",
        "/clerk/reports/surcharges",
        "/clerk/search?q=diaz",
        "/clerk/search?q=fernandez",
        f"/clerk/records/{bo.id}",
        f"/clerk/records/{rex.id}",
        f"/clerk/records/{duplicate}",
    ]
    async with served(services) as url:
        async with signed_in(url, "clerk") as clerk:
            await pay_at_counter(clerk, max_)
        for screen in (phone(), tab(viewport={"width": 1280, "height": 900})):
            async with screen as page:
                await page.goto(url + "/clerk/sign-in")
                await page.fill("#username", "clerk")
                await page.fill("#password", PASSWORD)
                await page.click("button:has-text('Sign in')")
                await page.wait_for_selector("#find")
                for path in pages:
                    await page.goto(url + path)
                    if page.viewport_size and page.viewport_size["width"] == 390:
                        await assert_fits(page)
                    assert await axe_violations(page) == [], path
                # Each decision is asked once more, on a page that fits too; "No" leaves it be.
                for path, button in (
                    (f"/clerk/records/{max_.id}", "Approve and issue the license"),
                    (f"/clerk/records/{duplicate}", "Reject as a duplicate of"),
                ):
                    await page.goto(url + path)
                    await page.click(f"button:has-text('{button}')")
                    await page.wait_for_selector("#confirm")
                    if page.viewport_size and page.viewport_size["width"] == 390:
                        await assert_fits(page)
                    assert await axe_violations(page) == [], path
                    await page.click("text=No, back to the record")
                # The header's search box, typed into as a clerk would.
                await page.fill("#find", "DIAZ")
                await page.press("#find", "Enter")
                await page.wait_for_selector("text=best match first")
                assert await page.is_visible(f"a:has-text('{rex.reference}')")
