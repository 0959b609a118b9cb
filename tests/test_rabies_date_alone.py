"""A certificate that prints the vaccination date and no expiry (a clinic's invoice, a vet's
letter): the date read is proposed alone, Yes keeps it and asks only the expiry, Change asks
both; the clerk sees the date was accepted as read. In chat, on the web, in the terminal, in
English and Spanish."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import Record
from tests.botchat import PDF, dog, owner, talk, texts_of
from tests.clerkkit import make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.formkit import axe_violations, choose, owner_and_rex, phone, submit, upload
from tests.pdfkit import invoice
from tests.standins.telegram import FakeTelegram
from tests.test_terminal_resident import license_lines, run

INVOICE = invoice("3/1/2026")  # the test clock stands on 2026-03-10
READ = {
    "en": (
        "We read the certificate: vaccinated March 1, 2026. Is that right?\n"
        "We did not find when it expires; we ask that next.",
        "Look for “valid until”, “expires” or “next due” on the certificate.",
        "1 year",
        "Noted: March 1, 2027.",
        "Certificate read right: Yes",
    ),
    "es": (
        "Leímos el certificado: vacuna del 1 de marzo de 2026. ¿Es correcto?\n"
        "No encontramos cuándo vence; se lo preguntamos ahora.",
        "Busque «válida hasta», «vence» o «próxima dosis» en el certificado.",
        "1 año",
        "Anotado: 1 de marzo de 2027.",
        "Certificado bien leído: Sí",
    ),
}
# The summary's label for a female dog too: "Esterilizado" was a male's word for Rex.
SPAYED = {"en": "Spayed or neutered: No", "es": "Esterilización: No"}


async def _record(services: Services) -> Record:
    async with services.db.session() as session:
        return (await session.execute(select(Record))).scalar_one()


async def _dates_check(services: Services, record: Record) -> str:
    """The dates check on the record's page, as the clerk reads it."""
    await make_staff(services, "ann", Role.CLERK)
    async with served(services) as url, signed_in(url, "ann") as clerk:
        page = (await clerk.get(f"/clerk/records/{record.id}")).text
    found = re.search(r'data-check="dates"[^>]*>(.*?)</li>', page, re.S)
    assert found is not None, page
    return " ".join(re.sub(r"<[^>]+>", " ", found.group(1)).split())


@pytest.mark.parametrize("language", ["en", "es"])
async def test_yes_in_chat_keeps_the_date_read_and_asks_only_the_expiry(
    services: Services, fake: FakeTelegram, bot: Any, language: str
) -> None:
    proposed, look_for, term, noted, kept = READ[language]
    user = fake.user(4201, language_code=language)
    before = [*owner(), *dog(), ("tap", "no"), ("tap", "certificate")]  # not spayed
    asked = await talk(user, [*before, ("pdf", INVOICE)])
    assert proposed in texts_of(asked)
    asked = await talk(user, [("tap", "read_right")])
    assert look_for in texts_of(asked)
    asked = await talk(user, [term])
    assert noted in texts_of(asked)
    summary = await talk(user, [("tap", "none"), ("tap", "no"), ("tap", "counter")])
    assert kept in texts_of(summary)  # one date read: not "the dates as read"
    assert SPAYED[language] in texts_of(summary)
    await talk(user, [("tap", "nav:confirm")])
    record = await _record(services)
    assert record.answers["rabies_vaccinated_on"] == "2026-03-01"
    assert record.answers["rabies_expires_on"] == "2027-03-01"
    assert record.answers["rabies_read_right"] is True
    check = await _dates_check(services, record)
    assert "Not read off the certificate: the expiry date." in check, check
    assert "accepted the vaccination date as read, March 1, 2026, and gave the expiry" in check


async def test_change_in_chat_asks_both_dates(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(4202)
    before = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), ("tap", "certificate")]
    await talk(user, [*before, ("pdf", INVOICE)])
    asked = await talk(user, [("tap", "read_change")])
    assert "On what date was the rabies shot given?" in texts_of(asked)
    asked = await talk(user, ["2/27/2026"])
    assert "It is on the certificate too." in texts_of(asked)  # typed, so not "we did not find"
    summary = await talk(user, ["2/27/2027", ("tap", "none"), ("tap", "no"), ("tap", "counter")])
    assert "Certificate read right: No" in texts_of(summary)


async def test_a_date_alone_older_than_any_vaccine_is_not_proposed(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    """Given more than three years ago: lapsed whatever the vaccine, so the dates are asked and
    the typed expiry is refused as it would be."""
    clock.set("2029-03-02 10:00")
    user = fake.user(4203)
    before = [*owner(), *dog(birth="6 years"), ("tap", "no"), ("tap", "certificate")]
    asked = await talk(user, [*before, ("pdf", INVOICE)])
    assert "We read the certificate" not in texts_of(asked)
    assert "On what date was the rabies shot given?" in texts_of(asked)


@pytest.mark.parametrize(("language", "locale"), [("en", "en-US"), ("es", "es-MX")])
async def test_yes_on_the_web_keeps_the_date_and_the_term_gives_the_expiry(
    services: Services, web: str, language: str, locale: str
) -> None:
    proposed, look_for, _term, noted, kept = READ[language]
    async with phone(locale=locale) as page:
        await owner_and_rex(page, web, language=language)
        await choose(page, "no")  # not spayed
        await choose(page, "certificate")
        await upload(page, "invoice.pdf", INVOICE, "application/pdf")
        assert " ".join(proposed.split()) in " ".join((await page.inner_text("main")).split())
        assert await axe_violations(page) == []
        await choose(page, "read_right")
        assert look_for in await page.inner_text("main")
        await page.check("input[name=term][value='1']")
        await submit(page, "button.button:not(.secondary)")
        assert noted in await page.inner_text("main")
        await choose(page, "none")
        await choose(page, "no")
        await choose(page, "counter")
        shown = " ".join((await page.inner_text("main")).split())
        assert kept.replace(":", "") in shown  # the label, then the answer
        assert SPAYED[language].replace(":", "") in shown
        await submit(page, "#confirm")
        assert "/forms/done/L-" in page.url
    record = await _record(services)
    assert record.answers["rabies_vaccinated_on"] == "2026-03-01"
    assert record.answers["rabies_expires_on"] == "2027-03-01"


@pytest.mark.parametrize("language", ["en", "es"])
async def test_yes_in_the_terminal_keeps_the_date_read(
    services: Services, clock: FakeClock, tmp_path: Path, language: str
) -> None:
    proposed, look_for, term, noted, kept = READ[language]
    certificate = tmp_path / "invoice.pdf"
    certificate.write_bytes(INVOICE)
    lines = license_lines(certificate)  # Rex, not neutered, paid at the counter
    lines[lines.index("6/1/2025") : lines.index("6/1/2028") + 1] = ["1", term]  # Yes; the term
    if language == "es":
        lines[lines.index("3 years")] = "3 años"
    said = await run(services, f"/language {language}", *lines)
    flat = " ".join(said.split())
    assert " ".join(proposed.split()) in flat and look_for in flat and noted in flat, said
    assert kept in flat, said
    record = await _record(services)
    assert record.answers["rabies_expires_on"] == "2027-03-01"
    assert record.answers["rabies_read_right"] is True
