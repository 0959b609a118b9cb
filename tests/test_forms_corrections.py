"""A request the clerk returns, corrected on the web: the note, the questions, the same record."""

from __future__ import annotations

import re

from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.models import Record
from tests.clerkkit import return_as_clerk
from tests.formkit import axe_violations, phone, submit, type_answer
from tests.mailkit import link_in, one_with_subject, sent_mail
from tests.test_forms_lost import license_on_the_web
from tests.webwalk import browser, license_to_done

NOTE = "The vet's statement is dated 2025; please check the date on it."


async def returned(services: Services, note: str = NOTE) -> Record:
    """The clerk returns the only record for its vet statement's date, as the console does."""
    async with services.db.session() as session:
        record = (await session.execute(select(Record))).scalar_one()
    await return_as_clerk(services, record.id, note=note, keys=["vet_statement_date"])
    return record


async def test_a_returned_license_is_corrected_on_the_web_and_goes_back_as_the_same_record(
    services: Services, web: str
) -> None:
    async with phone() as page:
        await license_on_the_web(page, web)
        status_link = await page.get_attribute("#status-link", "href")
        assert status_link is not None
        record = await returned(services)

        await page.goto(status_link)
        row = await page.inner_text("li.request:has-text('needs a correction')")
        assert NOTE in row
        assert await axe_violations(page) == []
        await submit(page, "text=Make the correction")
        main = await page.inner_text("main")
        assert NOTE in main and "What date is on the vet's statement?" in main
        assert await axe_violations(page) == []
        await type_answer(page, "3/2/2026")
        assert NOTE in await page.inner_text("main")  # on the summary too
        await submit(page, "#confirm")
        assert f"/forms/done/{record.reference}" in page.url
    async with services.db.session() as session:
        [again] = (await session.execute(select(Record))).scalars().all()
    assert again.id == record.id and again.status == "resubmitted"
    assert again.answers["vet_statement_date"] == "2026-03-02"


async def test_the_correction_link_opens_in_another_browser_in_spanish(
    services: Services, web: str
) -> None:
    async with browser(web) as first:
        await license_to_done(first)
        link = first.html.split('id="status-link"')[0].rsplit('href="', 1)[1].split('"')[0]
    await returned(services, "La fecha no se lee bien.")
    async with browser(web, "es") as phone_later:
        await phone_later.open(link)
        assert "La fecha no se lee bien." in phone_later.text
        assert "Hacer la corrección" in phone_later.text
        correct = link + "/correct/L-2603-00001"
        # The status link alone signs no browser in (issue 27): whoever holds a forwarded
        # e-mail would see the address and the dogs. This phone signs in by e-mail first.
        await phone_later.open(correct)
        assert "/forms/signin" in phone_later.url, phone_later.url
        assert "primero entre con el correo electrónico" in phone_later.text, phone_later.text
        await phone_later.open("/forms/mine")
        assert "Rex" not in phone_later.text and "La fecha no se lee bien." not in phone_later.text
        phone_later.page = await phone_later.client.post(
            "/forms/signin", data={"email": "jane@example.org"}
        )
        mail = one_with_subject(await sent_mail(services), "ign")
        sign_in = link_in(mail, "/forms/link/").removeprefix(web)
        await phone_later.open(sign_in)
        token = re.search(r'name="signin_token" value="([^"]+)"', phone_later.html)
        assert token is not None, phone_later.text
        phone_later.page = await phone_later.client.post(
            sign_in, data={"signin_token": token.group(1)}
        )
        await phone_later.open("/forms/mine?lang=es")  # signed in as Jane, who chose English
        await phone_later.open(correct)  # now the resident's own phone
        assert "¿Qué fecha tiene la declaración del veterinario?" in phone_later.text
        assert "La fecha no se lee bien." in phone_later.text
    async with browser(web) as stranger:
        response = await stranger.open(link.rsplit("/", 1)[0] + "/forged/correct/L-2603-00001")
        assert response.status_code == 404
