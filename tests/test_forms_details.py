"""The web form's details: radios, Back, dates as people write them, file names, the home page."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.models import Draft, Record
from tests.botchat import approve_queue
from tests.conftest import FakeClock
from tests.formkit import axe_violations, choose, phone, submit, type_answer
from tests.webwalk import browser, license_to_done, to_dog_birth


async def test_a_yes_no_is_two_radios_and_back_keeps_every_answer(
    services: Services, web: str
) -> None:
    async with phone() as page:
        await page.goto(f"{web}/forms/")  # the home page, with its fees and lists
        assert await axe_violations(page) == []
        await page.goto(f"{web}/forms/license")
        await type_answer(page, "Jane Smith")
        assert await page.locator("input[type=radio][name=choice]").count() == 2
        await submit(page, "button.button:not(.secondary)")  # Continue, nothing chosen
        assert "Please choose one." in await page.inner_text(".error-summary")
        assert "Please type your answer" not in await page.inner_text("main")
        assert await axe_violations(page) == []
        await choose(page, "yes")
        await type_answer(page, "4401 State Route 31")
        await submit(page, "form.back button")
        assert await page.input_value("#answer") == "4401 State Route 31"
        await submit(page, "form.back button")
        assert await page.is_checked("input[value=yes]")
        await submit(page, "form.back button")
        assert await page.input_value("#answer") == "Jane Smith"
        await submit(page, "button.button:not(.secondary)")  # kept as it was: on again
        await submit(page, "button.button:not(.secondary)")
        assert await page.input_value("#answer") == "4401 State Route 31"


@pytest.mark.parametrize(
    ("language", "typed", "kept"),
    [("en", "today", "2026-03-10"), ("es", "hoy", "2026-03-10"), ("es", "ayer", "2026-03-09")],
)
async def test_today_and_yesterday_are_dates(
    services: Services, web: str, language: str, typed: str, kept: str
) -> None:
    async with browser(web, language) as resident:
        await to_dog_birth(resident)
        await resident.answer("license", "3 years")
        await resident.choose("license", "no")
        await resident.choose("license", "vet_exemption")
        await resident.send_file("license", "vet.pdf")
        await resident.answer("license", typed)
        assert 'name="choice" value="none"' in resident.html  # on to the exemption question
    async with services.db.session() as session:
        [draft_state] = [d.state for d in (await session.execute(select(Draft))).scalars()]
    assert draft_state["answers"]["vet_statement_date"] == kept


async def test_spanish_dates_are_day_first_and_a_date_without_a_year_is_asked_again(
    services: Services, web: str
) -> None:
    async with browser(web, "es") as resident:
        await to_dog_birth(resident)
        await resident.answer("license", "15/3/2024")
        assert "¿Luna está esterilizada?" in resident.text
    async with browser(web) as resident:
        await to_dog_birth(resident, name="Rex", sex="male")
        await resident.answer("license", "1/3")
        assert "Do you mean January 3 or March 1?" in resident.text
        assert "When was Rex born?" in resident.text
        await resident.answer("license", "1/3/2024")
        assert "Is Rex neutered?" in resident.text
    async with browser(web, "es") as resident:
        await to_dog_birth(resident)
        await resident.answer("license", "1/3")
        assert "¿Quiere decir 1 de marzo o 3 de enero?" in resident.text


async def test_an_upload_is_shown_by_its_name(services: Services, web: str) -> None:
    async with browser(web) as resident:
        await to_dog_birth(resident)
        await resident.answer("license", "3 years")
        await resident.choose("license", "no")
        await resident.choose("license", "vet_exemption")
        await resident.send_file("license", "luna-vet-letter.pdf")
        await resident.answer("license", "3/1/2026")
        await resident.choose("license", "none")
        await resident.choose("license", "no")
        await resident.choose("license", "counter")
        assert "luna-vet-letter.pdf received" in resident.text


async def test_the_home_page_has_the_ticket_the_fees_and_what_to_have_ready(
    services: Services, web: str
) -> None:
    async with browser(web) as resident:
        await resident.open("/forms/")
        assert 'href="/forms/ticket"' in resident.html
        text = resident.text
        assert "spayed or neutered dog: $5.00 a year" in text
        assert "not spayed or neutered: $15.00 a year" in text
        assert "A replacement tag: $3.00" in text
        assert "unlicensed in a town dog count: $5.00 more" in text
        assert "rabies certificate" in text and "Have these ready" in text
    async with browser(web, "es") as resident:
        await resident.open("/forms/")
        assert "Tenga esto a mano" in resident.text and "5,00 $" not in resident.text


async def test_a_lost_dog_s_done_page_says_what_happens_next(
    services: Services, web: str, clock: FakeClock
) -> None:
    async with browser(web) as resident:
        await license_to_done(resident)
        await approve_queue(services)
        clock.set("2026-03-20 09:00")
        await resident.open("/forms/lost")
        await resident.choose("lost", "dog:000001")
        await resident.choose("lost", "lost")
        await resident.answer("lost", "3/19/2026")
        await resident.answer("lost", "Behind the library")
        await resident.choose("lost", "skip")
        await resident.choose("lost", "nav:confirm")
        assert "/forms/done/" in resident.url
        assert "What happens next" in resident.text
        assert "Animal control officers can see your report now" in resident.text
        assert "If your dog comes home, please call the Town Clerk at (315) 652-3800" in (
            resident.text
        )


async def test_the_status_page_says_the_license_ended_with_a_move_away(
    services: Services, web: str, clock: FakeClock
) -> None:
    async with browser(web) as resident:
        await license_to_done(resident)
        link = resident.html.split('id="status-link"')[0].rsplit('href="', 1)[1].split('"')[0]
        await approve_queue(services)
        await resident.open(link)
        assert "Luna – tag 000001, license ends March 31, 2027" in resident.text
        clock.set("2026-04-02 10:00")
        await resident.open("/forms/address")
        await resident.choose("address", "dog:000001")
        await resident.answer("address", "12 Ocean Avenue")
        await resident.answer("address", "90210")
        await resident.answer("address", "4/1/2026")
        await resident.choose("address", "nav:confirm")
        await resident.open(link)
        text = resident.text
        assert "license ends" not in text
        assert (
            "Luna – tag 000001: moved away from the Town of Clay, license ended April 1, 2026"
            in (text)
        )
    async with services.db.session() as session:
        moves = (await session.execute(select(Record).where(Record.kind == "address"))).scalars()
        assert [r.flags for r in moves] == [["moved_away"]]


@pytest.mark.parametrize(
    ("language", "asked", "term"),
    [("en", "choose it below", "3 years"), ("es", "elíjala", "3 años")],
)
async def test_an_expiry_the_certificate_does_not_print_is_chosen_as_its_term(
    services: Services, web: str, language: str, asked: str, term: str
) -> None:
    # An invoice or a vet's letter may give only the vaccine's term: the date boxes stay empty
    # and the term is chosen under them.
    async with browser(web, language) as resident:
        await to_dog_birth(resident)
        await resident.answer("license", "3 years")
        await resident.choose("license", "no")
        await resident.choose("license", "certificate")
        await resident.send_file("license", "invoice.pdf")
        if 'value="read_change"' in resident.html:
            await resident.choose("license", "read_change")
        await resident.answer("license", "3/1/2026")  # Month, Day and Year boxes, either language
        assert asked in resident.text and term in resident.text
        fields = {"date_month": "", "date_day": "", "date_year": "", "term": "3"}
        await resident.post("/forms/license", fields)
        assert 'name="choice" value="none"' in resident.html  # on to the exemption question
    async with services.db.session() as session:
        [draft_state] = [d.state for d in (await session.execute(select(Draft))).scalars()]
    assert draft_state["answers"]["rabies_expires_on"] == "2029-03-01"
