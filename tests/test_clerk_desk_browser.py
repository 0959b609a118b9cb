"""The console at a phone's width (issue 33, item 8): the queue, the register, the reports, the
search and a record fit 390 px in Chromium, nothing wider than the screen; and at a desk."""

from __future__ import annotations

from typing import Any

import pytest

from doglicense.office.staff import Role
from doglicense.runtime import Services
from tests.botchat import approve_in_console, dog, talk
from tests.clerkkit import PASSWORD, make_staff, served
from tests.formkit import axe_violations, phone, tab
from tests.standins.telegram import FakeTelegram
from tests.test_bot_reports import license_steps
from tests.test_clerk_search import owner_steps, references
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
    records = await references(services)
    await make_staff(services, "clerk", Role.CLERK)
    pages = [
        "/clerk/",
        "/clerk/?checks=green",
        "/clerk/dogs",
        "/clerk/reports/surcharges",
        "/clerk/search?q=diaz",
        "/clerk/search?q=fernandez",
        f"/clerk/records/{records['Bo'].id}",
        f"/clerk/records/{records['Rex'].id}",
    ]
    async with served(services) as url:
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
                # The header's search box, typed into as a clerk would.
                await page.fill("#find", "DIAZ")
                await page.press("#find", "Enter")
                await page.wait_for_selector("text=best match first")
                assert await page.is_visible(f"a:has-text('{records['Rex'].reference}')")
