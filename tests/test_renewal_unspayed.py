"""Renewing an unspayed dog, licensed through the flow and approved in the clerk's console.

Its renewal asks whether the dog is spayed now: the prompt names the dog on file, in every channel
(the bot, the web form on a phone, `doglicense chat`) and in English and Spanish.
"""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from doglicense.flows.pieces import Context
from doglicense.law import load_town
from doglicense.runtime import Services
from doglicense.templates import prompt, speaking
from doglicense.terminal import chat
from tests.botchat import PDF, RABIES, Step, approve_in_console, dog, owner, talk, texts_of
from tests.conftest import FakeClock
from tests.formkit import choose, license_rex, phone, submit
from tests.paytools import serving
from tests.standins.telegram import FakeTelegram

# Rex is female on file: the question names her and agrees with her sex (item 8).
SPAYED_QUESTION = {"en": "Is Rex spayed?", "es": "¿Rex está esterilizada?"}
FEE = {"en": "Fee: $15.00", "es": "Tarifa: $15.00"}
THANKS = {"en": "Thank you! Your request is in.", "es": "¡Gracias! Recibimos su solicitud."}
UNSPAYED_LICENSE: list[Step] = [
    *owner(),
    *dog(),
    ("tap", "no"),  # not spayed: $15.00
    *RABIES,
    ("tap", "none"),
    ("tap", "no"),
    ("tap", "counter"),
    ("tap", "nav:confirm"),
]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_an_unspayed_dog_is_renewed_in_the_bot(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, language: str
) -> None:
    user = fake.user(3101, language_code=language)
    await talk(user, UNSPAYED_LICENSE)
    [first] = await approve_in_console(services)
    clock.set("2027-03-15 10:00")
    details = await talk(user, ["/renew", ("tap", "dog:000001")])
    assert "Jane Smith" in texts_of(details) and "4401 State Route 31" in texts_of(details)
    asked = await talk(user, [("tap", "yes")])
    assert SPAYED_QUESTION[language] in texts_of(asked), texts_of(asked)
    summary = await talk(user, [("tap", "no"), ("tap", "none"), ("tap", "counter")])
    assert FEE[language] in texts_of(summary)
    await talk(user, [("tap", "nav:confirm")])
    [renewed] = await approve_in_console(services)
    assert renewed.expires_on == date(2028, 3, 31) and renewed.dog_id == first.dog_id


async def test_new_details_then_spayed_since_in_the_bot(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(3102)
    await talk(user, UNSPAYED_LICENSE)
    await approve_in_console(services)
    clock.set("2027-03-15 10:00")
    await talk(user, ["/renew", ("tap", "dog:000001"), ("tap", "no"), "12 Oak Street", "13041"])
    asked = await talk(user, ["315-555-0199"])  # the phone number, then the dog's question
    assert SPAYED_QUESTION["en"] in texts_of(asked), texts_of(asked)
    summary = await talk(user, [("tap", "yes"), ("pdf", PDF), ("tap", "none"), ("tap", "counter")])
    assert "Fee: $5.00" in texts_of(summary) and "12 Oak Street" in texts_of(summary)
    await talk(user, [("tap", "nav:confirm")])
    [renewed] = await approve_in_console(services)
    assert renewed.expires_on == date(2028, 3, 31)


@pytest.fixture
async def web(services: Services) -> AsyncIterator[str]:
    async with serving(services) as url:
        services.settings.public_base_url = url
        yield url


@pytest.mark.parametrize("language", ["en", "es"])
async def test_an_unspayed_dog_is_renewed_on_the_web_on_a_phone(
    services: Services, web: str, clock: FakeClock, language: str
) -> None:
    async with phone("es-ES" if language == "es" else "en-US") as page:
        await license_rex(page, web)
        await approve_in_console(services)
        clock.set("2027-03-15 10:00")
        await page.goto(f"{web}/forms/renewal")
        await choose(page, "dog:000001")
        assert await page.is_visible("text=4401 State Route 31")
        await choose(page, "yes")
        assert await page.is_visible(f"text={SPAYED_QUESTION[language]}")
        again = await page.goto(f"{web}/forms/renewal")  # the same question on a later visit
        assert again is not None and again.status == 200
        assert await page.is_visible(f"text={SPAYED_QUESTION[language]}")
        await choose(page, "no")
        await choose(page, "none")
        await choose(page, "counter")
        assert "$15.00" in await page.inner_text("main")
        await submit(page, "#confirm")
        assert "/forms/done/" in page.url
    [renewed] = await approve_in_console(services)
    assert renewed.expires_on == date(2028, 3, 31)


@pytest.mark.parametrize("language", ["en", "es"])
async def test_an_unspayed_dog_is_renewed_in_the_terminal(
    services: Services, clock: FakeClock, tmp_path: Path, language: str
) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    license_lines = [
        f"/language {language}",
        "/license",
        "Jane Smith",
        "1",
        "4401 State Route 31",
        "13041",
        "315-555-0100",
        "Rex",
        "Beagle",
        "brown",
        "2",  # female
        "3 years",
        "2",  # not spayed
        "1",
        f"file:{certificate}",
        "2025-06-01",  # year first: one reading in English and in Spanish
        "2028-06-01",
        "1",  # a regular license
        "2",  # not enumerated
        "1",  # pay at the counter
        "1",  # confirm
    ]
    out = io.StringIO()
    await chat(services.settings, io.StringIO("\n".join(license_lines) + "\n"), out)
    assert THANKS[language] in out.getvalue()
    await approve_in_console(services)
    clock.set("2027-03-15 10:00")
    out = io.StringIO()
    renewal = ["/renew", "1", "1", "2", "1", "1", "1", "/quit"]  # Rex; details right; not spayed
    await chat(services.settings, io.StringIO("\n".join(renewal) + "\n"), out)
    text = out.getvalue()
    assert "Traceback" not in text and SPAYED_QUESTION[language] in text, text
    assert FEE[language] in text and THANKS[language] in text
    [renewed] = await approve_in_console(services)
    assert renewed.expires_on == date(2028, 3, 31)


def test_a_prompt_that_cannot_be_rendered_still_asks_its_question() -> None:
    """A draft whose answers a prompt can't read is asked by the question's label, not a 500."""
    context = Context(today=date(2027, 3, 15), town=load_town())
    assert prompt("answer_code", "Answer code", {}, context) == "Please answer: Answer code"
    with speaking("es"):
        assert prompt("answer_code", "Answer code", {}, context).startswith("Por favor, responda:")
