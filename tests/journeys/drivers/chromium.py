"""The web form in real headless Chromium (Debian's /usr/bin/chromium), for a sample of journeys."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from playwright.async_api import Page, Response
from playwright.async_api import TimeoutError as PlaywrightTimeout
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.pieces import Ask
from doglicense.storage.models import Resident
from tests.formkit import tab
from tests.journeys.answers import FILES, PDF, Answer, png
from tests.journeys.drivers import Screen
from tests.journeys.drivers.web import resident_of_cookie

CONTINUE = "form[action^='/forms/'] button.button:not(.secondary)"


class ChromiumDriver:
    """A phone-sized Chromium tapping through the resident forms."""

    channel = "web"
    label = "chromium"

    def __init__(self, page: Page, base_url: str, language: str, secret: str) -> None:
        self.page, self.base_url, self.language, self.secret = page, base_url, language, secret
        self.flow = ""
        self.errors: list[str] = []
        page.on("response", self._watch)

    def _watch(self, response: Response) -> None:
        if response.status >= 500:
            self.errors.append(
                f"{response.request.method} {response.url} answered {response.status}"
            )

    async def _screen(self) -> Screen:
        text = await self.page.inner_text("body")
        labels = await self.page.locator("form label, form button").all_inner_texts()
        boxes = self.page.locator("#answer")
        typed_in = await boxes.first.input_value() if await boxes.count() else None
        problems, self.errors = self.errors, []
        return Screen(text, [" ".join(label.split()) for label in labels], problems, typed_in)

    async def _click(self, selector: str) -> Screen:
        if not await self.page.locator(selector).count():
            screen = await self._screen()
            screen.problems.append("no answer form on the page")
            return screen
        try:
            async with self.page.expect_navigation():
                await self.page.click(selector)
        except PlaywrightTimeout as error:  # a button a person cannot tap is a finding
            screen = await self._screen()
            blocked = re.search(r"<[^\n]*intercepts pointer events", str(error))
            why = blocked.group(0) if blocked else str(error).splitlines()[0]
            screen.problems.append(f"cannot tap {selector!r}: {why[:200]}")
            return screen
        return await self._screen()

    async def begin(self, flow: str) -> Screen:
        self.flow = flow
        await self.page.goto(f"{self.base_url}/forms/?lang={self.language}")
        link = self.page.locator(f"a[href='/forms/{flow}']")
        if await link.count():
            return await self._click(f"a[href='/forms/{flow}']")
        await self.page.goto(f"{self.base_url}/forms/{flow}")
        screen = await self._screen()
        screen.problems.append(f"the start page has no link to /forms/{flow}")
        return screen

    async def send_proof(self, reference: str) -> Screen:
        """ "Send the certificate" under the request in My dogs, tapped."""
        await self.page.goto(f"{self.base_url}/forms/mine")
        return await self._click(f"a[href='/forms/proof/{reference}']")

    async def give(self, answer: Answer, ask: Ask) -> Screen:
        page = self.page
        if answer.kind == "choice":
            radio = f"input[name=choice][value='{answer.value}']"
            button = f"button[name=choice][value='{answer.value}']"
            if await page.locator(radio).count():
                await page.check(radio)
                return await self._click(CONTINUE)
            if await page.locator(button).count():
                return await self._click(button)
            return Screen("", problems=[f"no choice {answer.value!r} on the page"])
        if answer.kind == "file":
            name, mime = FILES[answer.value]
            data = png() if answer.value == "png" else PDF
            await page.set_input_files(
                "#file", files=[{"name": name, "mimeType": mime, "buffer": data}]
            )
        elif await page.locator("#date-month").count():
            for box, value in answer.in_date_boxes(self.language).items():
                await page.fill(f"#{box.replace('_', '-')}", value)
        elif await page.locator("#answer").count():
            await page.fill("#answer", answer.typed(self.language))
        return await self._click(CONTINUE)

    async def back(self) -> Screen:
        if not await self.page.locator("form.back button").count():
            return Screen("", problems=["no Back button on the page"])
        return await self._click("form.back button")

    async def resident(self, session: AsyncSession) -> Resident | None:
        cookies = await self.page.context.cookies()
        value = next((c["value"] for c in cookies if c["name"] == "resident"), None)
        if not value:
            return None
        return await resident_of_cookie(session, self.secret, value)

    async def close(self) -> None:
        return None


@asynccontextmanager
async def chromium(base_url: str, language: str, secret: str) -> AsyncIterator[ChromiumDriver]:
    # 30 s, formkit's own wait: on a 2-core machine busy reading certificates beside the suite,
    # a plain "Continue" once took more than 15 s. A button no one can tap still fails, later.
    async with tab(
        30_000, viewport={"width": 375, "height": 812}, locale=language, is_mobile=True
    ) as page:
        yield ChromiumDriver(page, base_url, language, secret)
