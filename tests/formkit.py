"""Helpers for the web-form tests: a phone-sized Chromium, answering one page, axe-core."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, cast

from playwright.async_api import Browser, Page, async_playwright

from tests.pdfkit import CERTIFICATE
from tests.webwalk import date_boxes

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # One renderer for the whole browser, sites not isolated from each other (every page is
    # 127.0.0.1's), no translate or hints: ~10 % less of Chromium's CPU, the pages the same.
    "--renderer-process-limit=1",
    "--disable-site-isolation-trials",
    "--disable-features=site-per-process,IsolateOrigins,Translate,OptimizationHints,MediaRouter,PaintHolding,BackForwardCache",
]
AXE = Path(__file__).parent / "a11y" / "node_modules" / "axe-core" / "axe.min.js"
PDF = CERTIFICATE  # a real PDF: uploads are measured before they are kept


def png_bytes() -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (8, 8), "white").save(out, format="PNG")
    return out.getvalue()


_chromium: dict[str, Any] = {}  # this test process's Playwright driver and browser


async def browser() -> Browser:
    """This test process's Chromium, started on first use (a driver and a browser cost 2-4 s;
    each test gets a context of its own: its own cookies, storage and viewport)."""
    running = _chromium.get("browser")
    if running is not None and running.is_connected():
        return cast(Browser, running)
    driver = _chromium.get("driver") or await async_playwright().start()
    _chromium["driver"] = driver
    _chromium["browser"] = await driver.chromium.launch(
        executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS
    )
    return cast(Browser, _chromium["browser"])


async def close_browser() -> None:
    """End this process's browser and driver (the test session's last step)."""
    running, driver = _chromium.pop("browser", None), _chromium.pop("driver", None)
    if running is not None:
        await running.close()
    if driver is not None:
        await driver.stop()


@asynccontextmanager
async def tab(timeout_ms: float = 30_000, **context_options: Any) -> AsyncIterator[Page]:
    """A fresh browser context's page (`new_context`'s options: viewport, locale, is_mobile)."""
    context = await (await browser()).new_context(**context_options)
    context.set_default_timeout(timeout_ms)
    try:
        yield await context.new_page()
    finally:
        await context.close()


@asynccontextmanager
async def phone(locale: str = "en-US", width: int = 390) -> AsyncIterator[Page]:
    """A phone's tab: 390 px by default, 375 px for the narrowest phones still sold."""
    viewport = {"width": width, "height": 844}
    async with tab(viewport=viewport, locale=locale, is_mobile=True) as page:
        yield page


async def axe_violations(page: Page) -> list[dict[str, Any]]:
    # Evaluated by the driver, not added as an inline <script> the pages' CSP rightly refuses.
    await page.evaluate(AXE.read_text())
    result: dict[str, Any] = await page.evaluate("async () => await axe.run(document)")
    return [{"id": v["id"], "nodes": [n["html"] for n in v["nodes"]]} for v in result["violations"]]


async def type_answer(page: Page, text: str) -> None:
    """Typed into the box, or a date "M/D/YYYY" into the Month, Day and Year boxes."""
    if await page.locator("#date-month").count():
        for box, value in date_boxes(text).items():
            await page.fill(f"#{box.replace('_', '-')}", value)
    else:
        await page.fill("#answer", text)
    await submit(page, "button.button:not(.secondary)")


async def choose(page: Page, key: str) -> None:
    await page.check(f"input[name=choice][value='{key}']")
    await submit(page, "button.button:not(.secondary)")


async def upload(page: Page, name: str, data: bytes, mime: str) -> None:
    await page.set_input_files("#file", files=[{"name": name, "mimeType": mime, "buffer": data}])
    await submit(page, "button.button:not(.secondary)")


async def submit(page: Page, selector: str) -> None:
    """Click and wait for the next page: every answer is a full page load."""
    async with page.expect_navigation():
        await page.click(selector)


# What a resident of each language types where the words are theirs: owner, color, age.
TYPED = {
    "en": ("Jane Smith", "brown", "3 years"),
    "es": ("Juana Pérez", "café", "3 años"),
}


async def owner_and_rex(
    page: Page,
    web: str,
    *,
    sex: str = "female",
    email: str = "jane@example.org",
    language: str = "en",
    name: str = "Rex",
) -> None:
    """The web license form up to the spaying question: Jane Smith's details (Juana Pérez's in
    Spanish), Rex (or ``name``), a Beagle 3 years old."""
    owner, colour, age = TYPED[language]
    await page.goto(f"{web}/forms/license")
    await type_answer(page, owner)
    await choose(page, "yes")
    for text in ["4401 State Route 31", "13041", "315-555-0100", email, name, "Beagle", colour]:
        await type_answer(page, text)
    await choose(page, sex)
    await type_answer(page, age)


async def license_rex(
    page: Page,
    web: str,
    *,
    email: str = "jane@example.org",
    language: str = "en",
    name: str = "Rex",
    sex: str = "female",
    shot: str = "6/1/2025",
    expires: str = "6/1/2028",
) -> None:
    """Rex (or ``name``), not spayed, its rabies shot on ``shot`` good until ``expires``, paid at
    the counter: on the web form, in ``language``."""
    await owner_and_rex(page, web, email=email, language=language, name=name, sex=sex)
    await choose(page, "no")  # not spayed: $15.00
    await choose(page, "certificate")
    await upload(page, "rabies.pdf", PDF, "application/pdf")
    await finish_after_the_certificate(page, shot=shot, expires=expires)


async def finish_after_the_certificate(
    page: Page, *, shot: str = "6/1/2025", expires: str = "6/1/2028"
) -> None:
    """The license form from the rabies shot's date on, answered as license_rex answers it (shot
    June 2025, good until June 2028, or the dates given), paid at the counter and confirmed."""
    await type_answer(page, shot)
    await type_answer(page, expires)
    await choose(page, "none")
    await choose(page, "no")
    await choose(page, "counter")
    await submit(page, "#confirm")
    assert "/forms/done/L-" in page.url


async def a_therapy_dog(page: Page) -> None:
    """The license form from the rabies question on, for a therapy dog: a certificate good from
    June 2025 to June 2028, the therapy dog's own certificate, and no enumeration notice."""
    await choose(page, "certificate")
    await upload(page, "rabies.pdf", PDF, "application/pdf")
    await type_answer(page, "6/1/2025")
    await type_answer(page, "6/1/2028")
    await choose(page, "therapy")
    await upload(page, "therapy.pdf", PDF, "application/pdf")
    await choose(page, "no")  # no enumeration notice
