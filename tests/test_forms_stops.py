"""A stop on the web form (a puppy, a minor, an address outside the Town): said, answers kept."""

from __future__ import annotations

from datetime import date

from sqlalchemy import select

from doglicense.chores import remind
from doglicense.mail.sender import send_pending_email
from doglicense.runtime import Services
from doglicense.storage.models import Draft
from doglicense.storage.office_models import ReminderRequest
from tests.conftest import FakeClock
from tests.formkit import axe_violations, phone, submit, type_answer
from tests.formkit import choose as choose_on
from tests.standins.smtp import FakeSmtp
from tests.test_notify_email import text_of
from tests.ticketkit import enter_ticket, local
from tests.webwalk import browser, to_dog_birth


async def test_a_puppy_is_told_its_day_reminded_by_e_mail_and_its_answers_wait(
    services: Services, web: str, clock: FakeClock
) -> None:
    async with phone() as page:
        await page.goto(f"{web}/forms/license")
        await type_answer(page, "Jane Smith")
        await choose_on(page, "yes")
        for text in [
            "4401 State Route 31",
            "13041",
            "315-555-0100",
            "jane@example.org",
            "Luna",
            "Beagle",
            "brown",
        ]:
            await type_answer(page, text)
        await choose_on(page, "female")
        await type_answer(page, "2/1/2026")  # 5 weeks old on March 10, 2026
        main = await page.inner_text("main")
        assert "Luna is under 4 months old" in main and "June 1, 2026" in main
        assert "What is your full name?" not in main
        assert await axe_violations(page) == []
        await page.fill("#email", "jane@example.org")
        await submit(page, "button:has-text('Remind me then')")
        assert "We will e-mail jane@example.org on June 1, 2026" in await page.inner_text("main")
        assert await axe_violations(page) == []
        await page.goto(f"{web}/forms/license")  # still a puppy: the same stop, not a new form
        assert "Luna is under 4 months old" in await page.inner_text("main")

        clock.set("2026-06-01 08:00")
        with FakeSmtp() as smtp:
            settings = services.settings
            settings.smtp_host, settings.smtp_port = "127.0.0.1", smtp.port
            settings.smtp_from, settings.smtp_starttls = "Clerk <clerk@townofclay.test>", False
            assert (await remind(services))["puppy"] == 1
            assert await send_pending_email(services) == 1
            [mail] = smtp.messages
        body = text_of(mail)
        assert mail["To"] == "jane@example.org"
        assert "June 1, 2026" in body and f"{web}/forms/license" in body

        await page.goto(f"{web}/forms/license")  # 4 months old now: on from where it stopped
        assert await page.is_visible("text=Is Luna spayed?")
    async with services.db.session() as session:
        [request] = (await session.execute(select(ReminderRequest))).scalars().all()
        [draft] = (await session.execute(select(Draft))).scalars().all()
    assert request.due_on == date(2026, 6, 1) and request.kind == "puppy"
    assert draft.active and draft.state["answers"]["owner_name"] == "Jane Smith"


async def test_a_puppy_s_birth_date_typed_wrong_is_changed_with_its_answers_kept(
    services: Services, web: str
) -> None:
    async with browser(web) as resident:
        await to_dog_birth(resident)
        await resident.answer("license", "2/1/2026")
        assert "Luna is under 4 months old" in resident.text
        await resident.post("/forms/license/back", {})
        assert "When was Luna born?" in resident.text
        assert 'value="2/1/2026"' in resident.html  # the answer taken back, in the box again
        await resident.answer("license", "2/1/2024")
        assert "Is Luna spayed?" in resident.text


async def test_a_puppy_stop_in_spanish(services: Services, web: str) -> None:
    async with browser(web, "es") as resident:
        await to_dog_birth(resident)
        await resident.answer("license", "1/2/2026")  # 1 February to her, 2 January in the US
        assert "“1/2/2026” puede ser dos fechas" in resident.text
        assert "1 de febrero de 2026" in resident.text and "2 de enero de 2026" in resident.text
        await resident.choose("license", "reading:2026-02-01")
        assert "Luna tiene menos de 4 meses" in resident.text
        assert "1 de junio de 2026" in resident.text
        assert "Recuérdemelo ese día" in resident.text
        await resident.post("/forms/license/remind", {"email": "no es un correo"})
        assert resident.page is not None and resident.page.status_code == 400
        assert "Escriba una dirección de correo" in resident.text


async def test_a_minor_is_told_why_and_may_change_the_answer(services: Services, web: str) -> None:
    async with browser(web) as resident:
        await resident.open("/forms/license")
        await resident.answer("license", "Jane Smith")
        await resident.choose("license", "no")
        assert "must be in the name of someone 18 or older" in resident.text
        await resident.open("/forms/license")  # the stop again, not an empty form
        assert "must be in the name of someone 18 or older" in resident.text
        await resident.post("/forms/license/back", {})
        assert 'value="no" checked' in resident.html
        await resident.choose("license", "yes")
        assert "What is the street address" in resident.text


async def test_an_address_outside_the_town_is_told_and_a_new_form_can_start(
    services: Services, web: str
) -> None:
    async with browser(web) as resident:
        await resident.open("/forms/license")
        await resident.answer("license", "Jane Smith")
        await resident.choose("license", "yes")
        await resident.answer("license", "1 Main Street")
        await resident.answer("license", "90210")
        assert "ZIP 90210 is outside the Town of Clay" in resident.text
        await resident.post("/forms/license/again", {})
        assert "What is your full name?" in resident.text


async def test_a_ticket_past_its_deadline_is_told_on_the_web_in_spanish(
    services: Services, web: str, clock: FakeClock
) -> None:
    clock.set("2026-03-10 08:00")
    code = await enter_ticket(
        services, number="T-9", violation_at=local(services, "2026-03-10 09:00")
    )
    clock.set("2026-03-17 00:01")  # the last day to answer was March 16
    async with browser(web, "es") as resident:
        await resident.open("/forms/ticket")
        await resident.answer("ticket", "T-9")
        await resident.answer("ticket", code)
        assert "T-9" in resident.text and "16 de marzo de 2026" in resident.text
        assert "¿Qué número tiene su citación" not in resident.text
        assert "Cambiar mi última respuesta" not in resident.text  # a ticket's stop has no way back
