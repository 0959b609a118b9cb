"""`doglicense chat` takes /email as the bot does: a link confirms the address, and the dog
licensed in the terminal is on the web too, in English and Spanish."""

from __future__ import annotations

from pathlib import Path

import pytest

from doglicense.runtime import Services
from tests.botchat import PDF, approve_in_console
from tests.formkit import phone, submit
from tests.mailkit import link_in, sent_mail
from tests.test_bot_email_link import WORDS
from tests.test_email_kinds import subject_of
from tests.test_terminal_card import typed_license
from tests.test_terminal_resident import run


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_terminal_s_email_is_confirmed_and_its_dog_is_on_the_web(
    services: Services, web: str, tmp_path: Path, language: str
) -> None:
    words = WORDS[language]
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    await run(services, f"/language {language}", *typed_license(certificate, language))
    await approve_in_console(services)
    said = await run(services, "/email", "/email ana at example", "/email ana@example.org")
    assert words["how"] in said and words["bad"] in said and words["sent"] in said, said
    [mail] = await sent_mail(services)
    assert mail["To"] == "ana@example.org" and words["confirm"] in subject_of(mail)
    async with phone("es-ES" if language == "es" else "en-US") as page:
        await page.goto(link_in(mail, "/forms/link/"))
        await submit(page, "form button.button")
        assert "/forms/mine" in page.url
        mine = await page.inner_text("main")
        assert "Rex" in mine and "000001" in mine  # the terminal's dog, on the web
    assert words["on_file"] in await run(services, "/email")
