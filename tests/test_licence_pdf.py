"""Issue 32, item 13: the license as a PDF to download, in the resident's language, with the
owner's address as a letter is addressed (town and state), on a 375 px phone too."""

from __future__ import annotations

import re

import pypdfium2
import pytest

from doglicense.runtime import Services
from tests.botchat import approve_in_console
from tests.formkit import axe_violations, phone
from tests.test_forms_lost import license_on_the_web
from tests.test_forms_phone_width import assert_fits
from tests.webwalk import WebResident, browser, license_to_done

ADDRESS = "4401 State Route 31, Town of Clay, NY 13041"


def text_of(pdf: bytes) -> str:
    document = pypdfium2.PdfDocument(pdf)
    try:
        return "\n".join(page.get_textpage().get_text_range() for page in document)
    finally:
        document.close()


async def licence_page(resident: WebResident) -> str:
    """The license's page, followed from "My dogs" as a resident does: its address."""
    await resident.open("/forms/mine")
    found = re.search(r'href="(/forms/licence/[^"]+)"', resident.html)
    assert found, resident.text
    await resident.open(found.group(1))
    return found.group(1)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", ["Download the license (PDF)", "Tag number 000001", "Expires"]),
        ("es", ["Descargar la licencia (PDF)", "Placa número 000001", "Vence"]),
    ],
)
async def test_the_license_downloads_as_a_pdf_with_the_town_and_state(
    services: Services, web: str, language: str, words: list[str]
) -> None:
    async with browser(web, language) as resident:
        await license_to_done(resident)
        await approve_in_console(services)
        path = await licence_page(resident)
        assert ADDRESS in resident.text
        assert words[0] in resident.text
        assert f'href="{path}/pdf"' in resident.html
        response = await resident.open(f"{path}/pdf")
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/pdf"
    disposition = response.headers["content-disposition"]
    assert disposition == 'attachment; filename="dog-license-000001.pdf"'
    printed = " ".join(text_of(response.content).split())
    for said in [*words[1:], "Luna, Beagle, brown", "Jane Smith", ADDRESS, "(315) 652-3800"]:
        assert said in printed, printed


async def test_a_stranger_gets_no_pdf(services: Services, web: str) -> None:
    async with browser(web) as resident:
        await license_to_done(resident)
        await approve_in_console(services)
        path = await licence_page(resident)
    async with browser(web) as stranger:
        response = await stranger.open(f"{path}/pdf")
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("text/html")


async def test_the_pdf_downloads_on_a_375_px_phone(services: Services, web: str) -> None:
    async with phone(width=375) as page:
        await license_on_the_web(page, web)
        await approve_in_console(services)
        await page.goto(f"{web}/forms/mine")
        await page.click("text=See and print the license")
        assert ADDRESS in await page.inner_text("main")
        await assert_fits(page, 375)
        assert await axe_violations(page) == []
        async with page.expect_download() as waiting:
            await page.click("text=Download the license (PDF)")
        download = await waiting.value
        assert download.suggested_filename == "dog-license-000001.pdf"
        saved = await download.path()
        assert "Rex, Beagle, brown" in " ".join(text_of(saved.read_bytes()).split())
