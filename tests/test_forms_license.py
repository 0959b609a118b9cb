"""A license on the web form, on a phone: upload, card payment, Spanish, status links, axe."""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx
import pytest
from playwright.async_api import Page

from doglicense.runtime import Services
from tests.conftest import FakeClock
from tests.formkit import PDF, axe_violations, choose, phone, png_bytes, submit, type_answer, upload
from tests.httpkit import LOCAL_TLS
from tests.paytools import WEBHOOK_SECRET, payments, use_stripe
from tests.standins.stripe_api import FakeStripe


@pytest.fixture
def stripe_api(services: Services, clock: FakeClock, web: str) -> Iterator[FakeStripe]:
    with FakeStripe(webhook_url=f"{web}/stripe/webhook", webhook_secret=WEBHOOK_SECRET) as fake:
        use_stripe(services, clock, fake.url)
        yield fake


async def accessible(page: Page) -> None:
    assert await axe_violations(page) == []


async def to_rabies(page: Page, web: str) -> None:
    await page.goto(f"{web}/forms/license")
    await accessible(page)
    await type_answer(page, "Jane Smith")
    await choose(page, "yes")
    await type_answer(page, "4401 State Route 31")
    await type_answer(page, "13041")
    await type_answer(page, "315-555-0100")
    await type_answer(page, "jane@example.org")
    await type_answer(page, "Rex")
    await type_answer(page, "Beagle")
    await type_answer(page, "brown and white")
    await choose(page, "female")
    await type_answer(page, "3 years")
    await choose(page, "no")
    await choose(page, "certificate")


async def test_a_whole_license_with_an_upload_and_a_card_payment(
    services: Services, web: str, stripe_api: FakeStripe
) -> None:
    async with phone() as page:
        await to_rabies(page, web)
        await upload(page, "rabies.pdf", PDF, "application/pdf")
        await type_answer(page, "6/1/2025")
        await type_answer(page, "6/1/2028")
        await choose(page, "none")
        await choose(page, "no")
        await choose(page, "card")
        assert await page.is_visible("h1:has-text('Check your answers')")
        await accessible(page)
        await submit(page, "button[value='change:dog_name']")
        await type_answer(page, "Max")
        assert await page.is_visible("dd:has-text('Max')")
        await submit(page, "#confirm")
        assert "/pay/" in page.url
        await page.click("#pay")
        await page.wait_for_url(re.compile(r"/payments/done"))
        assert await page.is_visible("text=Your reference number")
        reference = await page.inner_text(".reference")
        assert reference.startswith("L-")
        await accessible(page)
    [payment] = await payments(services)
    assert payment.amount_cents > 0
    created = next(r for r in stripe_api.requests if r.path == "/v1/checkout/sessions")
    assert (created.params["customer_email"], created.params["locale"]) == (
        "jane@example.org",
        "en",
    )


async def test_a_bad_upload_is_refused_with_the_chat_s_reason(services: Services, web: str) -> None:
    async with phone() as page:
        await to_rabies(page, web)
        await upload(page, "notes.txt", b"just words", "text/plain")
        summary = page.locator(".error-summary")
        assert "I can take a photo (JPEG, PNG or HEIC) or a PDF" in await summary.inner_text()
        await accessible(page)
        await page.focus(".error-summary a")
        await page.keyboard.press("Enter")
        assert await page.evaluate("document.activeElement.id") == "file"
        await upload(page, "photo.png", png_bytes(), "image/png")
        assert await page.is_visible("text=On what date was the rabies shot given?")


async def test_a_spanish_license_run(services: Services, web: str) -> None:
    async with phone(locale="es-MX") as page:
        await page.goto(f"{web}/forms/license")
        assert await page.get_attribute("html", "lang") == "es"
        assert await page.is_visible("text=¿Cuál es su nombre completo?")
        await type_answer(page, "12")
        assert "Escriba un nombre con letras" in await page.inner_text(".error-summary")
        await accessible(page)
        await type_answer(page, "Juana Pérez")
        await choose(page, "yes")
        await submit(page, "text=English")
        assert await page.get_attribute("html", "lang") == "en"
        assert await page.is_visible("text=What is the street address")


async def test_another_resident_s_pages_are_refused(services: Services, web: str) -> None:
    async with httpx.AsyncClient(verify=LOCAL_TLS, base_url=web, trust_env=False) as first:
        page = await first.get("/forms/license")
        assert page.status_code == 200
    async with httpx.AsyncClient(verify=LOCAL_TLS, base_url=web, trust_env=False) as other:
        assert (await other.get("/forms/status/forged.token")).status_code == 404
        assert (await other.get("/forms/done/L-2603-00001")).status_code == 404
