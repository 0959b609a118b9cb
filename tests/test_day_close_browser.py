"""The day's money and a receipt in Chromium (issue 33, item 5): at 390 px nothing is wider than
the phone, and axe finds nothing; the receipt is reached from the day's page."""

from __future__ import annotations

import pytest

from doglicense.runtime import Services
from tests.clerkkit import PASSWORD
from tests.formkit import axe_violations, phone, tab
from tests.paytools import payments
from tests.standins.stripe_api import FakeStripe
from tests.test_day_close import a_day_of_money
from tests.test_forms_phone_width import assert_fits

pytestmark = pytest.mark.slow


async def test_the_days_money_and_a_receipt_fit_a_phone(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    _by_card, _in_cash, by_check = await a_day_of_money(services, stripe_api, web)
    check = (await payments(services))[-1]
    async with phone(width=390) as page:
        await page.goto(web + "/clerk/sign-in")
        await page.fill("#username", "pat")
        await page.fill("#password", PASSWORD)
        await page.click("button:has-text('Sign in')")
        await page.wait_for_selector("#find")
        await page.click("text=The day's money")
        await page.wait_for_selector("#deposit")
        assert await page.text_content("#deposit") == "$20.00"
        for path in (None, f"/clerk/records/{by_check.id}"):
            if path:
                await page.goto(web + path)
            await assert_fits(page, 390)
            assert await axe_violations(page) == [], page.url
        await page.goto(web + "/clerk/reports/day")
        await page.click(f"a[href='/clerk/payments/{check.id}/receipt']")
        await page.wait_for_selector("text=This receipt is not a dog license.")
        await assert_fits(page, 390)
        assert await axe_violations(page) == [], page.url


async def test_the_days_money_at_a_desk(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    await a_day_of_money(services, stripe_api, web)
    async with tab(viewport={"width": 1280, "height": 900}) as page:
        await page.goto(web + "/clerk/sign-in?next=/clerk/reports/day")
        await page.fill("#username", "pat")
        await page.fill("#password", PASSWORD)
        await page.click("button:has-text('Sign in')")
        await page.goto(web + "/clerk/reports/day")
        assert await page.text_content("#to-state") == "$4.00"
        assert await axe_violations(page) == [], page.url
