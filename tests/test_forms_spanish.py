"""The web form in Spanish, to the last word: office hours, a female dog, the error pages."""

from __future__ import annotations

import httpx
import pytest
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from doglicense.mail.sender import send_pending_email
from doglicense.runtime import Services
from doglicense.templates import render
from doglicense.templates.language import speaking
from doglicense.web.app import create_app
from tests.formkit import choose as choose_on
from tests.formkit import phone, type_answer
from tests.httpkit import LOCAL_TLS
from tests.pdfkit import CERTIFICATE
from tests.standins.smtp import FakeSmtp
from tests.test_notify_email import text_of
from tests.webwalk import browser, license_to_done, to_dog_birth

HOURS_ES = "de lunes a viernes, de 8:30 a 16:30"


async def test_a_spanish_license_reads_spanish_hours_and_a_female_dog(
    services: Services, web: str
) -> None:
    async with phone(locale="es-MX") as page:
        await page.goto(f"{web}/forms/license")
        await type_answer(page, "Juana Pérez")
        await choose_on(page, "yes")
        for text in [
            "4401 State Route 31",
            "13041",
            "315-555-0100",
            "jane@example.org",
            "Luna",
            "Beagle",
            "café",
        ]:
            await type_answer(page, text)
        await choose_on(page, "female")
        await type_answer(page, "3 años")
        assert await page.is_visible("text=¿Luna está esterilizada?")
        await choose_on(page, "no")
        await choose_on(page, "vet_exemption")
        await page.set_input_files(
            "#file",
            files=[
                {
                    "name": "vet.pdf",
                    "mimeType": "application/pdf",
                    "buffer": CERTIFICATE,
                }
            ],
        )
        async with page.expect_navigation():
            await page.click("button.button:not(.secondary)")
        await type_answer(page, "1/3/2026")
        await choose_on(page, "none")
        await choose_on(page, "no")
        main = await page.inner_text("main")
        assert HOURS_ES in main and "Monday" not in main  # the payment question
        await choose_on(page, "counter")
        async with page.expect_navigation():
            await page.click("#confirm")
        main = await page.inner_text("main")
        assert HOURS_ES in main and "Monday" not in main  # the done page


async def test_the_male_and_unknown_dogs_keep_their_words(services: Services, web: str) -> None:
    async with browser(web, "es") as resident:
        await to_dog_birth(resident, name="Rex", sex="male")
        await resident.answer("license", "3 años")
        assert "¿Rex está esterilizado?" in resident.text


def _boom(_request: Request) -> Response:
    raise RuntimeError("a crash, for the error page")


@pytest.mark.parametrize(
    ("headers", "path", "words"),
    [
        ({"Accept-Language": "es-MX,es;q=0.9"}, "/nowhere", "Página no encontrada"),
        ({"Accept-Language": "en"}, "/nowhere?lang=es", "Página no encontrada"),
        ({"Accept-Language": "en"}, "/nowhere", "Page not found"),
        ({"Accept-Language": "es"}, "/forms/boom", "Algo salió mal"),
        ({"Accept-Language": "en"}, "/forms/boom", "Something went wrong on our side"),
    ],
)
async def test_error_pages_speak_the_resident_s_language(
    services: Services, headers: dict[str, str], path: str, words: str
) -> None:
    app = create_app(services)
    app.router.routes.insert(0, Route("/forms/boom", _boom))  # a crash to see the 500 page
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(
        verify=LOCAL_TLS, transport=transport, base_url="http://town"
    ) as client:
        response = await client.get(path, headers=headers)
    assert response.status_code in (404, 500)
    assert words in response.text
    assert "Traceback" not in response.text and "RuntimeError" not in response.text


async def test_a_bad_form_and_an_expired_form_are_said_in_spanish(services: Services) -> None:
    transport = httpx.ASGITransport(app=create_app(services), raise_app_exceptions=False)
    async with httpx.AsyncClient(
        verify=LOCAL_TLS,
        transport=transport,
        base_url="http://town",
        headers={"Accept-Language": "es"},
    ) as client:
        await client.get("/forms/license")
        garbled = await client.post(
            "/forms/license",
            content=b"--x\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--x--\r\n",
            headers={"Content-Type": "multipart/form-data; boundary=x"},
        )
        assert garbled.status_code == 400
        assert "No pudimos leer esa solicitud" in garbled.text
        expired = await client.post("/forms/license", data={"csrf_token": "old", "answer": "x"})
        assert expired.status_code == 403
        assert "Este formulario ha vencido" in expired.text


@pytest.mark.parametrize(("language", "words"), [("en", "See your dogs"), ("es", "Vea sus perros")])
async def test_the_status_link_e_mail_is_sent(
    services: Services, web: str, language: str, words: str
) -> None:
    async with browser(web, language) as resident:
        reference = await license_to_done(resident)  # the address asked in the flow
        assert "jane@example.org" in resident.text
    with FakeSmtp() as smtp:
        settings = services.settings
        settings.smtp_host, settings.smtp_port = "127.0.0.1", smtp.port
        settings.smtp_from, settings.smtp_starttls = "Clerk <clerk@townofclay.test>", False
        with speaking(language):  # the sender's language is another engineer's (issue 12, item 13)
            assert await send_pending_email(services) == 1
        [mail] = smtp.messages
    body = text_of(mail)
    assert mail["To"] == "jane@example.org"
    assert reference in body and f"{web}/forms/status/" in body and words in body


def test_the_status_link_message_is_written_in_both_languages() -> None:
    from doglicense.law import load_town

    context = {"reference": "L-2603-00001", "link": "https://x/forms/status/t", "clerk_phone": "1"}
    with speaking("es"):
        spanish = render("bot/messages/status_link.txt", town=load_town(), **context)
    english = render("bot/messages/status_link.txt", town=load_town(), **context)
    assert "Vea sus perros" in spanish and "See your dogs" in english
