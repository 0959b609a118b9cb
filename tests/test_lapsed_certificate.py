"""A certificate read whole whose shot has lapsed: the resident is told what was read and that it
lapsed, and how to send a newer one, before typing a date (it was once asked for the date as if
nothing had been read, then told it lapsed). The dates are never proposed: a misread year must
not pass for the truth. In chat, on the web, in the terminal; in English and Spanish."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest

from doglicense.runtime import Services
from doglicense.terminal import chat
from tests.botchat import PDF, dog, owner, talk, texts_of
from tests.certificate_set import sample
from tests.conftest import FakeClock
from tests.formkit import TYPED, axe_violations, choose, owner_and_rex, phone, upload
from tests.standins.telegram import FakeTelegram

CARD = sample("card", "phone", 0)  # a phone photo: vaccinated 2025-08-03, 3 years, tag R25699
LAPSED = "2028-09-01 10:00"  # a month after the card's shot lapsed


async def test_in_chat_the_lapse_is_said_and_back_asks_for_a_newer_certificate(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    clock.set(LAPSED)
    user = fake.user(4201)
    before = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), ("tap", "certificate")]
    asked = texts_of(
        await talk(user, [*before, ("file", (CARD.data, CARD.content_type, "rabies.jpg"))])
    )
    assert (
        "We read this certificate: the rabies shot given August 3, 2025 expired on August 3, "
        "2028. The dog needs a current rabies shot before it can be licensed." in asked
    )
    assert "Tap ⬅ Back and send it." in asked and "On what date was the rabies shot given?" in asked
    assert "Is that right?" not in asked  # not proposed
    again = texts_of(await talk(user, [("tap", "nav:back")]))
    assert "Please send a photo or PDF of the rabies certificate." in again


async def test_in_spanish_chat(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    clock.set(LAPSED)
    user = fake.user(4202, language_code="es")
    before = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), ("tap", "certificate")]
    asked = texts_of(
        await talk(user, [*before, ("file", (CARD.data, CARD.content_type, "rabies.jpg"))])
    )
    assert "la vacuna antirrábica del 3 de agosto de 2025 venció el 3 de agosto de 2028" in asked
    assert "Toque ⬅ Atrás y envíelo." in asked and "We read" not in asked


async def test_a_shot_still_good_is_not_called_lapsed(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    """The day it expires it is still good: proposed as read."""
    clock.set("2028-08-03 10:00")
    user = fake.user(4203)
    before = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), ("tap", "certificate")]
    asked = texts_of(
        await talk(user, [*before, ("file", (CARD.data, CARD.content_type, "rabies.jpg"))])
    )
    assert "expired on" not in asked and "Is that right?" in asked


async def test_on_the_web_in_spanish_at_phone_width(
    services: Services, web: str, clock: FakeClock
) -> None:
    clock.set(LAPSED)
    async with phone(locale="es-US") as page:
        await owner_and_rex(page, web, language="es")
        await choose(page, "no")
        await choose(page, "certificate")
        await upload(page, "rabies.jpg", CARD.data, CARD.content_type)
        heading = await page.inner_text("h1")
        assert heading.strip() == "¿En qué fecha se puso la vacuna antirrábica?"
        hint = await page.inner_text("#hint")
        assert "venció el 3 de agosto de 2028" in hint and "Elija Atrás y envíelo." in hint
        assert await axe_violations(page) == []
        await page.click("form.back button")
        await page.wait_for_selector("input[type=file]")


# The terminal reads the machine's clock: a certificate that lapsed on May 10, 2025 stays lapsed.
FORM = sample("form51", "pdf_text", 0)  # a clinic's own PDF: vaccinated 2024-05-10, one year
TERMINAL = {
    "en": ("the rabies shot given May 10, 2024 expired on May 10, 2025", "Type /back and send it."),
    "es": (
        "la vacuna antirrábica del 10 de mayo de 2024 venció el 10 de mayo de 2025",
        "Escriba /back y envíelo.",
    ),
}
REASKED = {
    "en": "Please send a photo or PDF of the rabies certificate.",
    "es": "Envíe una foto o un PDF del certificado antirrábico.",
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_in_the_terminal(services: Services, tmp_path: Path, language: str) -> None:
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(FORM.data)
    owner_typed, colour, age = TYPED[language]
    lines = [f"/language {language}", "/license", owner_typed, "1", "4401 State Route 31"]
    lines += ["13041", "315-555-0100", "Rex", "Beagle", colour, "1", age, "2", "1"]
    lines += [f"file:{certificate}", "/back", "/quit"]
    out = io.StringIO()
    assert await chat(services.settings, io.StringIO("\n".join(lines) + "\n"), out) == 0
    text = " ".join(out.getvalue().split())
    lapsed, back = TERMINAL[language]
    assert lapsed in text and back in text, text
    assert REASKED[language] in text.rsplit(back, 1)[1]
