"""A change of owner in the Town in Chromium on a 375 px phone, English and Spanish: the old
owner's code on the confirmation, the new owner's code page and license, the old owner's "My
dogs" with the dog given on; nothing wider than the screen, axe finds nothing."""

from __future__ import annotations

import re

import pytest
from playwright.async_api import Page

from doglicense.runtime import Services
from tests.botchat import approve_in_console
from tests.conftest import FakeClock
from tests.formkit import axe_violations, choose, phone, submit, type_answer
from tests.test_forms_lost import license_on_the_web
from tests.test_forms_phone_width import assert_fits

NARROW = 375
GIVEN = {"en-US": "given to a new owner on March 18, 2026", "es-US": "entregado a un nuevo dueño"}
CODE_PAGE = {"en-US": "License a dog given to you", "es-US": "Licenciar un perro que le dieron"}
NAME_QUESTION = {"en-US": "What is your full name?", "es-US": "¿Cuál es su nombre completo?"}


async def checked(page: Page) -> str:
    """The page's words, once it fits 375 px and axe finds nothing on it."""
    assert await axe_violations(page) == []
    await assert_fits(page, NARROW)
    return " ".join((await page.inner_text("main")).split())


@pytest.mark.parametrize("locale", ["en-US", "es-US"])
async def test_a_transfer_on_a_narrow_phone(
    services: Services, clock: FakeClock, web: str, locale: str
) -> None:
    async with phone(width=NARROW) as ann:
        await license_on_the_web(ann, web)
        await approve_in_console(services)
        clock.set("2026-03-20 10:00")
        await ann.goto(f"{web}/forms/ownership?tag=000001&lang={locale[:2]}")
        for text in ("Ben Ortiz", "315-555-0111", "2026-03-18"):
            await type_answer(ann, text)
        await choose(ann, "yes")
        await checked(ann)  # the e-mail box, with "I don't know it" under it
        await submit(ann, "button[value=no_email]")
        await submit(ann, "#confirm")
        done = await checked(ann)
        found = re.search(r"000001-[A-Z2-9]{5}-[A-Z2-9]{5}", done)
        assert found is not None, done
        async with phone(locale, width=NARROW) as ben:
            await ben.goto(f"{web}/forms/")
            await submit(ben, "a[href='/forms/transfer']")
            assert CODE_PAGE[locale] in await checked(ben)
            await ben.fill("#code", "000001-AAAAA-AAAAA")
            await submit(ben, "button.button")
            assert "000001-AAAAA-AAAAA" in await ben.input_value("#code")
            await checked(ben)  # the refusal, said at the box
            await ben.fill("#code", found[0])
            await submit(ben, "button.button")
            assert ben.url.endswith("/forms/license")
            assert NAME_QUESTION[locale] in await checked(ben)
        await ann.goto(f"{web}/forms/mine")
        mine = await checked(ann)
        assert GIVEN[locale] in mine  # Ann switched to the locale's language above
        assert await ann.locator("a[href='/forms/renewal?tag=000001']").count() == 0
