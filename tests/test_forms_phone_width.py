"""Resident pages fit a phone (390 px): nothing wider than the screen, no sideways scrolling."""

from __future__ import annotations

from playwright.async_api import Page

from doglicense.runtime import Services
from tests.formkit import choose, phone, submit, type_answer
from tests.test_forms_corrections import returned
from tests.test_forms_lost import license_on_the_web

PHONE_WIDTH = 390
NOTE = (
    "El certificado del veterinario no se lee bien: por favor envíe una foto más clara, "
    "con la fecha y la firma a la vista."
)


async def assert_fits(page: Page, width: int = PHONE_WIDTH) -> None:
    wide = await page.evaluate(
        """(width) => [...document.querySelectorAll('body *')]
            .filter(e => e.getBoundingClientRect().right > width + 0.5)
            .map(e => e.tagName + (e.className ? '.' + e.className : ''))""",
        width,
    )
    scrolled = await page.evaluate("document.documentElement.scrollWidth")
    assert (scrolled, wide) == (width, []), page.url


async def test_a_file_question_fits_a_phone(services: Services, web: str) -> None:
    async with phone() as page:
        await page.goto(f"{web}/forms/license")
        await type_answer(page, "Jane Smith")
        await choose(page, "yes")
        for text in [
            "4401 State Route 31",
            "13041",
            "315-555-0100",
            "jane@example.org",
            "Rex",
            "Beagle",
            "brown",
        ]:
            await type_answer(page, text)
        await choose(page, "female")
        await type_answer(page, "3 years")
        await choose(page, "no")
        await choose(page, "certificate")
        assert await page.is_visible("#file")
        await assert_fits(page)
        await submit(page, "button.button:not(.secondary)")  # nothing chosen: the error too
        assert await page.is_visible("#error")
        await assert_fits(page)


async def test_the_status_page_with_the_clerk_s_note_fits_a_phone_in_spanish(
    services: Services, web: str
) -> None:
    async with phone("es-US") as page:
        await license_on_the_web(page, web)
        link = await page.get_attribute("#status-link", "href")
        assert link is not None
        await returned(services, NOTE)
        await page.goto(link + "?lang=es")
        assert NOTE in await page.inner_text("main")
        await assert_fits(page)
