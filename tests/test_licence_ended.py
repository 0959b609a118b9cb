"""A license whose dog died no longer prints as valid: from My dogs and from the e-mailed status
link the page says it has ended, and when, at 375 px, in English and Spanish (issue 32, item 2)."""

from __future__ import annotations

import pytest

from doglicense.runtime import Services
from tests.botchat import approve_in_console
from tests.clerkkit import decide_newest
from tests.conftest import FakeClock
from tests.formkit import axe_violations, phone, submit, type_answer
from tests.test_forms_lost import license_on_the_web
from tests.test_forms_phone_width import assert_fits


async def words(page: object, selector: str = "main") -> str:
    return " ".join((await page.inner_text(selector)).split())  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("locale", "ended", "link", "valid"),
    [
        ("en-US", "It ended on March 25, 2026: Rex died.", "See the license that has ended",
         "This license is no longer valid."),
        ("es-US", "Terminó el 25 de marzo de 2026: Rex murió.", "Ver la licencia que ha terminado",
         "Esta licencia ya no es válida."),
    ],
)  # fmt: skip
async def test_a_dead_dog_s_license_says_it_has_ended_from_my_dogs_and_the_status_link(
    services: Services, web: str, clock: FakeClock, locale: str, ended: str, link: str, valid: str
) -> None:
    async with phone(locale, width=375) as page:
        await license_on_the_web(page, web)
        status_link = await page.get_attribute("#status-link", "href")
        assert status_link is not None
        await approve_in_console(services)
        clock.set("2026-03-30 10:00")
        await page.goto(f"{web}/forms/death?tag=000001")
        await type_answer(page, "3/25/2026")
        await submit(page, "#confirm")
        await decide_newest(services, "death", "record", note="On file.")

        await page.goto(f"{web}/forms/mine")
        request = await words(page, "#request-L-2603-00001")
        assert link in request and "print" not in request.lower()
        await submit(page, "#request-L-2603-00001 .licence-link")
        licence = await words(page)
        assert valid in licence and ended in licence
        assert "Expires" not in licence and "Vence" not in licence
        assert "March 31, 2027" not in licence and "31 de marzo de 2027" not in licence
        assert await axe_violations(page) == []
        await assert_fits(page, 375)
        assert await page.locator("a[download]").count() == 0  # no PDF of a license that ended
        drawn = await page.request.get(page.url.rstrip("/") + "/pdf")
        assert drawn.headers["content-type"].startswith("text/html")  # the page, never paper
        assert not (await drawn.body()).startswith(b"%PDF")

        await page.context.clear_cookies()  # the approval e-mail's link, on another browser
        await page.goto(status_link)
        await submit(page, "#request-L-2603-00001 .licence-link")
        licence = await words(page)
        assert valid in licence and ended in licence and "March 31, 2027" not in licence


async def test_a_current_license_still_prints_its_expiry(services: Services, web: str) -> None:
    async with phone(width=375) as page:
        await license_on_the_web(page, web)
        await approve_in_console(services)
        await page.goto(f"{web}/forms/mine")
        await submit(page, "#request-L-2603-00001 >> text=See and print the license")
        licence = await words(page)
        assert "Expires March 31, 2027" in licence and "no longer valid" not in licence
        assert "To print this license" in licence
