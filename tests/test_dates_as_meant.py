"""A date typed as a US certificate prints it is kept as printed, on every channel (issue 32, 1).

A Spanish speaker writes the day first; the certificate in her hand writes the month first. The
web asks Month, Day and Year in separate boxes; the chat and the terminal offer both readings of
a date that reads two ways; each channel repeats the date it took, in words.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.models import Draft
from doglicense.terminal import chat
from tests.botchat import PDF, PNG, dog, owner, talk, texts_of
from tests.formkit import axe_violations, phone, submit, type_answer, upload
from tests.pdfkit import CERTIFICATE
from tests.standins.telegram import FakeTelegram, buttons
from tests.test_forms_license import to_rabies


async def _answers(services: Services) -> dict[str, Any]:
    async with services.db.session() as session:
        draft = (await session.execute(select(Draft))).scalar_one()
    return dict(draft.state["answers"])


async def test_on_the_spanish_web_form_a_printed_date_is_typed_into_its_own_boxes(
    services: Services, web: str
) -> None:
    async with phone(locale="es-MX") as page:
        await page.set_viewport_size({"width": 375, "height": 812})
        await to_rabies(page, web)
        await upload(page, "rabies.pdf", CERTIFICATE, "application/pdf")
        assert await page.is_visible("label:has-text('Mes')")
        assert await page.is_visible("label:has-text('Día')") and await page.is_visible(
            "label:has-text('Año')"
        )
        assert await axe_violations(page) == []
        await type_answer(page, "8/5/2025")  # "08/05/2025" on the certificate: 5 August
        assert "Anotado: 5 de agosto de 2025." in await page.inner_text("main")
        await page.fill("#date-month", "13")  # a slip: kept in its box, with the reason
        await page.fill("#date-day", "5")
        await page.fill("#date-year", "2028")
        await submit(page, "button.button:not(.secondary)")
        assert "Escriba la fecha en números" in await page.inner_text(".error-summary")
        assert await page.input_value("#date-month") == "13"
        assert await page.input_value("#date-year") == "2028"
        assert await axe_violations(page) == []
        width = await page.evaluate("document.documentElement.scrollWidth")
        assert width <= 375
        await type_answer(page, "8/5/2028")
        assert "Anotado: 5 de agosto de 2028." in await page.inner_text("main")
    answers = await _answers(services)
    assert (answers["rabies_vaccinated_on"], answers["rabies_expires_on"]) == (
        "2025-08-05",
        "2028-08-05",
    )


async def test_in_the_spanish_chat_a_date_that_reads_two_ways_is_offered_both_ways(
    services: Services, telegram: FakeTelegram, card_bot: Any
) -> None:
    user = telegram.user(5101, language_code="es")
    to_date = [
        *owner(),
        *dog(),
        ("tap", "yes"),
        ("pdf", PDF),
        ("tap", "certificate"),
        ("photo", PNG),
    ]
    await talk(user, to_date)
    asked = await talk(user, ["08/05/2025"])
    assert "“08/05/2025” puede ser dos fechas" in texts_of(asked)
    assert [label for label, _data in buttons(asked)][:2] == [
        "8 de mayo de 2025",
        "5 de agosto de 2025",
    ]
    heard = await talk(user, [("tap", "reading:2025-08-05")])
    assert texts_of(heard).startswith("Anotado: 5 de agosto de 2025.")
    assert (await _answers(services))["rabies_vaccinated_on"] == "2025-08-05"


async def test_in_the_spanish_terminal_the_readings_are_numbered_choices(
    services: Services, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.png"
    certificate.write_bytes(PNG)
    lines = [
        "/language es",
        "/license",
        "Juana Pérez",
        "1",
        "4401 State Route 31",
        "13041",
        "315-555-0100",
        "Rex",
        "Beagle",
        "marrón",
        "1",
        "3 años",
        "2",
        "1",
        f"file:{certificate}",
        "08/05/2025",
        "2",  # the second reading: 5 August, as printed
        "/quit",
    ]
    out = io.StringIO()
    assert await chat(services.settings, io.StringIO("\n".join(lines) + "\n"), out) == 0
    text = out.getvalue()
    assert "“08/05/2025” puede ser dos fechas" in text
    assert "1. 8 de mayo de 2025" in text and "2. 5 de agosto de 2025" in text
    assert "Anotado: 5 de agosto de 2025." in text
    assert (await _answers(services))["rabies_vaccinated_on"] == "2025-08-05"
