"""An expiry the certificate does not print, counted from the term it prints ("Rabies (3 yr)"),
is said to be counted: to the resident ("a 3-year vaccine, so valid until …"), and to the clerk,
whose "Dates match" check no longer says every digit of it was read twice."""

from __future__ import annotations

import html
from datetime import date
from typing import Any

from sqlalchemy import select

from doglicense.office.desk.record_checks import checks_of_records
from doglicense.office.documents import second_engine
from doglicense.office.documents.certificate_text import PageText
from doglicense.office.documents.certificates import as_answers
from doglicense.office.documents.rabies_fields import read_fields
from doglicense.runtime import Services
from doglicense.storage.models import Record
from doglicense.templates import environment
from tests.botchat import PDF, dog, owner, talk, texts_of
from tests.certificate_set import sample
from tests.formkit import phone, upload
from tests.standins.telegram import FakeTelegram
from tests.test_carried_twice import _statement
from tests.test_forms_license import to_rabies
from tests.test_households_and_questionnaires import _dog_row, _home_study, _questionnaire

# Rabies among other vaccines, "Rabies (3 yr)", no expiry printed: 2025-07-13, so 2028-07-13.
INVOICE = sample("invoice", "phone", 5)
COUNTED = "vaccinated July 13, 2025, a 3-year vaccine, so valid until July 13, 2028."


def test_an_expiry_counted_from_a_printed_term_is_marked_with_the_term() -> None:
    cell = read_fields(_home_study([_dog_row(229, "Java", "08/01/2025 (3 yr)", None)]))
    printed = read_fields(_home_study([_dog_row(229, "Java", "08/01/2025", "08/01/2028")]))
    assert (cell.expires, cell.expires_counted) == (date(2028, 8, 1), 3)
    assert (printed.expires, printed.expires_counted) == (date(2028, 8, 1), None)
    answer = [("Yes. Last given July 4, 2025 (3 year vaccine)", 264, 1488)]
    termed = read_fields(_questionnaire(answer))
    assert (termed.expires, termed.expires_counted) == (date(2028, 7, 4), 3)
    lines = [("No - due for booster. Last given Jan.", 264, 1488)]
    lines.append(("12, 2025, expires Jan. 12, 2026", 264, 1522))
    assert read_fields(_questionnaire(lines)).expires_counted is None
    assert as_answers(termed) == {
        "rabies_vaccinated_on": "2025-07-04",
        "rabies_expires_on": "2028-07-04",
        "veterinarian": "Abigail Mayfield",
        "expires_counted": "3",
    }


def test_dates_both_engines_read_keep_the_term_their_expiry_was_counted_from() -> None:
    tesseract = tuple(_statement("Rabies vaccine (3 yr) - Imrab 3"))
    second = tuple(_statement("Rabies vaccine (3 yr) - Imrab 3", sure=0.99))
    read = second_engine.fields_of(PageText(tesseract, "ocr", second))
    assert (read.expires, read.expires_counted, read.dates_evidence) == (
        date(2028, 2, 6),
        3,
        "two_engines",
    )
    other = tuple(_statement("Rabies vaccine (3 yr) - Imrab 3", visit="2025-02-08", sure=0.99))
    neither = second_engine.fields_of(PageText(tesseract, "ocr", other))
    assert (neither.expires, neither.expires_counted) == (None, None)


async def test_the_resident_and_the_clerk_are_told_the_expiry_was_counted(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(4301)
    before = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), ("tap", "certificate")]
    photo = ("file", (INVOICE.data, INVOICE.content_type, "rabies.jpg"))
    asked = await talk(user, [*before, photo])
    assert f"We read the certificate: {COUNTED}" in texts_of(asked)
    await talk(user, [("tap", "read_right"), ("tap", "none"), ("tap", "no"), ("tap", "counter")])
    await talk(user, [("tap", "nav:confirm")])
    async with services.db.session() as session:
        records = list((await session.execute(select(Record))).scalars())
        found = await checks_of_records(
            session, records, town=services.town, today=services.clock().today
        )
    [dates] = [check for check in found[records[0].id] if check.key == "dates"]
    assert (dates.reason, dates.facts["counted"], dates.facts["accepted"]) == (
        "dates_agree",
        3,
        True,
    )
    words = environment().get_template("web/clerk/checks.html").module
    said = html.unescape(" ".join(str(words.reason(dates)).split()))  # type: ignore[attr-defined]
    assert "No expiry date was read on the certificate: this one is counted" in said
    assert "plus the vaccine's 3-year term." in said
    assert "not typed; the vaccination date and the term: every digit was read twice alike" in said


async def test_in_spanish_chat(services: Services, fake: FakeTelegram, bot: Any) -> None:
    user = fake.user(4302, language_code="es")
    before = [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), ("tap", "certificate")]
    photo = ("file", (INVOICE.data, INVOICE.content_type, "rabies.jpg"))
    asked = await talk(user, [*before, photo])
    assert (
        "Leímos el certificado: vacuna del 13 de julio de 2025, de 3 años, así que es válida "
        "hasta el 13 de julio de 2028."
    ) in texts_of(asked)


async def test_on_the_web(services: Services, web: str) -> None:
    async with phone() as page:
        await to_rabies(page, web)
        await upload(page, "rabies.jpg", INVOICE.data, INVOICE.content_type)
        assert COUNTED in await page.inner_text("main")
