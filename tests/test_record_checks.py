"""The machine's checks on records sent through the chat: what was read at upload is kept with the
document, and a certificate sent again for another dog is found, by file or by tag and date."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from doglicense.office.desk.record_checks import checks_of_records
from doglicense.office.documents.machine_checks import Check, Level, all_green
from doglicense.runtime import Services
from doglicense.storage.models import Document, Record
from tests.botchat import PDF, dog, talk
from tests.certificate_set import Sample, sample
from tests.standins.telegram import FakeTelegram

CARD = sample("card", "phone", 0)  # Cooper, Thomas Becker: vaccinated 2025-08-03, tag R25699
SCAN = sample("card", "clean", 0)  # the same certificate scanned: another file, the same tag


def _owner(name: str) -> list[Any]:
    return ["/license", name, ("tap", "yes"), "4401 State Route 31", "13041", "315-555-0100"]


async def _license(fake: FakeTelegram, user_id: int, certificate: Sample, dog_name: str) -> None:
    user = fake.user(user_id)
    steps = [*_owner("Thomas Becker"), *dog(dog_name), ("tap", "yes"), ("pdf", PDF)]
    photo = ("file", (certificate.data, certificate.content_type, "rabies.jpg"))
    await talk(user, [*steps, ("tap", "certificate"), photo, ("tap", "read_right")])
    await talk(user, [("tap", "none"), ("tap", "no"), ("tap", "counter"), ("tap", "nav:confirm")])


async def _checks(services: Services) -> list[tuple[Record, list[Check]]]:
    async with services.db.session() as session:
        records = list((await session.execute(select(Record).order_by(Record.id))).scalars())
        found = await checks_of_records(
            session, records, town=services.town, today=services.clock().today
        )
    return [(record, found[record.id]) for record in records]


def _level(checks: list[Check], key: str) -> Check:
    return next(check for check in checks if check.key == key)


async def test_a_certificate_sent_again_for_another_dog_is_red(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    await _license(fake, 4201, CARD, "Cooper")
    await _license(fake, 4202, CARD, "Cooper")  # another resident's dog, the very same file
    await _license(fake, 4203, SCAN, "Cooper")  # the same certificate scanned: tag and date
    (first, first_checks), (second, second_checks), (_third, third_checks) = await _checks(services)

    assert all_green(first_checks), first_checks
    reused = _level(second_checks, "reused")
    assert reused.level is Level.RED
    [use] = reused.facts["uses"]
    assert (use.reference, use.dog, use.same_file) == (first.reference, "Cooper", True)
    others = [check for check in second_checks if check.key != "reused"]
    assert all(check.level is Level.GREEN for check in others)

    by_tag = _level(third_checks, "reused")
    assert by_tag.level is Level.RED
    assert {(u.reference, u.same_file) for u in by_tag.facts["uses"]} == {
        (first.reference, False),
        (second.reference, False),
    }


async def test_what_was_read_is_kept_with_the_document(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    await _license(fake, 4204, CARD, "Cooper")
    async with services.db.session() as session:
        record = (await session.execute(select(Record))).scalar_one()
        document = await session.get(Document, record.answers["rabies_certificate"]["document_id"])
    assert document is not None and document.reading is not None
    assert document.reading["tag"] == "R25699"
    assert (document.reading["dog"], document.reading["owner"]) == ("Cooper", "Thomas Becker")
    assert record.certificate_sha256 == document.sha256
    assert record.certificate_tag_date == "R25699|2025-08-03"


async def test_a_certificate_of_a_dog_with_another_name_is_red(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    await _license(fake, 4205, CARD, "Rex")  # the certificate is Cooper's
    [(_record, checks)] = await _checks(services)
    assert _level(checks, "dog_name").level is Level.RED
    assert _level(checks, "owner_name").level is Level.GREEN


async def test_dates_accepted_from_the_reading_are_marked_for_the_clerk(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    await _license(fake, 4206, CARD, "Cooper")  # the resident taps "yes" to the dates read
    [(record, checks)] = await _checks(services)
    async with services.db.session() as session:
        document = await session.get(Document, record.answers["rabies_certificate"]["document_id"])
    assert document is not None and document.reading is not None
    assert document.reading["dates_evidence"] == "two_readings"  # a photo: every digit read twice
    dates = _level(checks, "dates")
    assert (dates.level, dates.facts["accepted"]) == (Level.GREEN, True)
