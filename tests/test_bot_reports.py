"""The owner of record's reports through the bot (R18-R22): on time, late, and what they change."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

import pytest
from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.office.desk import claims, decisions
from doglicense.office.seizures.lost_matches import LostReport
from doglicense.office.staff.staff import Refused, Role, SignedIn
from doglicense.runtime import Services
from doglicense.storage.models import Dog, License, Record, Resident
from tests.botchat import (
    PDF,
    PNG,
    approve_queue,
    button_data,
    dog,
    owner,
    talk,
    texts_of,
)
from tests.conftest import FakeClock
from tests.standins.telegram import ChatUser, FakeTelegram

ON_TIME_AND_LATE = [("3/10/2026", 0), ("3/9/2026", 1)]  # on 2026-03-20: day 10, day 11 (R22)


def license_steps(*, owner_steps: list[Any], dog_steps: list[Any]) -> list[Any]:
    return [
        *owner_steps,
        *dog_steps,
        ("tap", "yes"),
        ("pdf", PDF),
        ("tap", "certificate"),
        ("photo", PNG),
        "2025-06-01",  # year first: one reading in English and in Spanish
        "2028-06-01",
        ("tap", "none"),
        ("tap", "no"),
        ("tap", "counter"),
        ("tap", "nav:confirm"),
    ]


async def licensed(user: ChatUser, services: Services, clock: FakeClock) -> License:
    """Rex, tag 000001, licensed on 2026-03-10 to Jane Smith; then the clock stands on 03-20."""
    await talk(user, license_steps(owner_steps=owner(), dog_steps=dog()))
    [licence] = await approve_queue(services, ("license",))
    clock.set("2026-03-20 10:00")
    return licence


async def record_of(services: Services, kind: str) -> Record:
    async with services.db.session() as session:
        return (await session.execute(select(Record).where(Record.kind == kind))).scalar_one()


async def dog_status(services: Services, tag: str = "000001") -> str:
    async with services.db.session() as session:
        found = (await session.execute(select(Dog).where(Dog.tag_number == tag))).scalar_one()
        return found.status


def deadline_line(late: int) -> str:
    return "It is still accepted" if late else "Report by March 20, 2026: on time"


@pytest.mark.parametrize(("moved_on", "late"), ON_TIME_AND_LATE)
async def test_a_move_in_the_town_goes_to_the_clerk_on_time_or_late(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, moved_on: str, late: int
) -> None:
    user = fake.user(5001)
    await licensed(user, services, clock)
    steps: list[Any] = ["/moved", ("tap", "dog:000001"), "12 Elm Street", "13041", moved_on]
    if late:  # the day before the license was issued: asked about, and kept
        steps.append(("tap", "move_kept"))
    summary = await talk(user, steps)
    assert deadline_line(late) in texts_of(summary)
    if late:
        assert "This is 1 day late." in texts_of(summary)
    receipt = await talk(user, [("tap", "nav:confirm")])
    record = await record_of(services, "address")
    assert record.reference in texts_of(receipt) and "Received: March 20, 2026 at 10:00 AM" in (
        texts_of(receipt)
    )
    assert ("Marked 1 day late" in texts_of(receipt)) == bool(late)
    assert (record.queue, record.status, record.days_late) == ("clerk", "in_queue", late)
    assert record.event_date == date(2026, 3, 10 - late)
    assert ("late" in record.flags) == bool(late)
    assert await dog_status(services) == "active"
    async with services.db.session() as session:
        resident = (await session.execute(select(Resident))).scalar_one()
        assert resident.address is not None and resident.address.startswith("12 Elm Street")


async def test_a_move_out_of_the_town_ends_the_license(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(5002)
    await licensed(user, services, clock)
    summary = await talk(user, ["/moved", "000001", "350 Fifth Avenue", "10118", "3/15/2026"])
    assert "the license ends with the move" in texts_of(summary)
    receipt = await talk(user, [("tap", "nav:confirm")])
    assert "license the dog where it lives now" in texts_of(receipt)
    record = await record_of(services, "address")
    assert record.queue == "clerk" and "moved_away" in record.flags
    assert await dog_status(services) == "moved_away"
    status = texts_of(await talk(user, ["/status"]))
    assert "Rex – tag 000001 – moved away, license ended" in status, status
    assert "license ends" not in status  # walked by hand: it still gave the old end date


async def test_after_a_move_away_status_says_the_license_ended_in_spanish(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(5003, language_code="es")
    await licensed(user, services, clock)
    await talk(user, ["/moved", "000001", "350 Fifth Avenue", "10118", "15/3/2026"])
    await talk(user, [("tap", "nav:confirm")])
    status = texts_of(await talk(user, ["/status"]))
    assert "Rex – placa 000001 – se mudó fuera, licencia terminada" in status, status
    assert "vence" not in status


@pytest.mark.parametrize(
    ("died_on", "today", "late"), [("3/15/2026", "2026-03-20", 0), ("3/1/2027", "2027-04-02", 2)]
)
async def test_a_death_stops_the_dog_and_renewal_no_longer_offers_it(
    services: Services,
    fake: FakeTelegram,
    bot: Any,
    clock: FakeClock,
    died_on: str,
    today: str,
    late: int,
) -> None:
    user = fake.user(5003)
    await licensed(user, services, clock)
    clock.set(f"{today} 10:00")
    summary = await talk(user, ["/died", ("tap", "dog:000001"), died_on])
    # No deadline line for a grieving owner (issue 32, item 12); the clerk still sees lateness.
    assert "late" not in texts_of(summary) and "on time" not in texts_of(summary)
    await talk(user, [("tap", "nav:confirm")])
    record = await record_of(services, "death")
    assert (record.queue, record.days_late) == ("clerk", late)  # R21: due at renewal
    assert await dog_status(services) == "dead"
    renew = await talk(user, ["/renew"])
    assert "dog:000001" not in button_data(renew)
    status = await talk(user, ["/status"])
    assert "Rex – tag 000001" in texts_of(status) and "died" in texts_of(status)
    assert "dog's death: with the Town Clerk" in texts_of(status)


@pytest.mark.parametrize(("missed_on", "late"), ON_TIME_AND_LATE)
async def test_a_lost_dog_goes_to_the_officers_and_comes_home(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, missed_on: str, late: int
) -> None:
    user = fake.user(5004)
    await licensed(user, services, clock)
    summary = await talk(
        user,
        [
            "/lost",
            ("tap", "dog:000001"),
            ("tap", "stolen"),
            missed_on,
            "Behind the library on Route 31",
            ("photo", PNG),
        ],
    )
    assert deadline_line(late) in texts_of(summary)
    receipt = await talk(user, [("tap", "nav:confirm")])
    assert "Animal control officers can see your report now" in texts_of(receipt)
    record = await record_of(services, "lost")
    assert (record.queue, record.status, record.days_late) == ("officer", "in_queue", late)
    assert record.answers["lost_or_stolen"] == "stolen"
    assert await dog_status(services) == "lost"
    status = await talk(user, ["/status"])
    assert "home:000001" in button_data(status)
    user.tap("home:000001")
    home = await user.reply(timeout=10)
    assert "Welcome home, Rex" in texts_of(home)
    assert await dog_status(services) == "active"
    assert (await record_of(services, "lost")).status == "closed"


async def test_a_lost_dog_report_takes_words_or_nothing_for_the_description(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(5005)
    await licensed(user, services, clock)
    summary = await talk(
        user, ["/lost", "000001", ("tap", "lost"), "3/19/2026", "Clay Park", ("tap", "skip")]
    )
    assert "Report by March 29, 2026: on time" in texts_of(summary)
    assert "Description or photo: Nothing sent" in texts_of(summary)  # not "Skip" (issue 32, 5)
    assert "Skip" not in texts_of(summary)


async def test_a_skipped_description_reads_as_none_given_in_spanish_and_to_the_officers(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(5015, language_code="es")
    await licensed(user, services, clock)
    steps = ["/lost", "000001", ("tap", "lost"), "2026-03-19", "Clay Park", ("tap", "skip")]
    summary = texts_of(await talk(user, steps))
    assert "No se envió nada" in summary and "Omitir" not in summary
    await talk(user, [("tap", "nav:confirm")])
    async with services.db.session() as session:
        lost = (await session.scalars(select(Record).where(Record.kind == "lost"))).one()
    report = LostReport(lost, dog=None, resident=None)
    assert report.description == ""  # the officers never read "skip" as the dog's looks


async def test_a_replacement_tag_costs_three_dollars_and_keeps_the_number(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(5006)
    await licensed(user, services, clock)
    summary = await talk(user, ["/tag", ("tap", "dog:000001"), ("tap", "counter")])
    assert "Fee: $3.00" in texts_of(summary)
    receipt = await talk(user, [("tap", "nav:confirm")])
    assert "Please pay $3.00 at the Town Clerk's office" in texts_of(receipt)
    record = await record_of(services, "tag")
    assert record.fee_parts == {"replacement_tag_cents": 300, "total_cents": 300}
    assert (record.fee_cents, record.payment_choice, record.status) == (300, "counter", "in_queue")
    assert record.reference.startswith("T-2603-")


async def test_a_found_dog_reaches_its_owner_and_the_finder_learns_nothing_of_them(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    owner_user = fake.user(5007)
    await licensed(owner_user, services, clock)
    finder = fake.user(5008)
    await talk(
        finder,
        [
            "/found",
            "000001",
            "At 5 Oak Road, in my yard",
            "He is safe and eating, come get him",
            "315-555-0199",
        ],
    )
    summary = texts_of(finder.messages[-1])
    assert "Please check your report" in summary and "\n\n\n" not in summary
    receipt = await talk(finder, [("tap", "nav:confirm")])
    assert "passed your message to the dog's owner" in texts_of(receipt)
    record = await record_of(services, "found")
    assert record.queue == "officer" and "owner_told" in record.flags
    for message in finder.messages:
        text = texts_of(message)
        for secret in ("Jane", "Smith", "4401", "State Route 31", "555-0100"):
            assert secret not in text
    assert await send_pending(services, bot.bot) >= 1
    told = [texts_of(m) for m in owner_user.messages if "Someone found Rex" in texts_of(m)]
    assert len(told) == 1
    assert "He is safe and eating, come get him" in told[0] and "(315) 555-0199" in told[0]
    assert "At 5 Oak Road" in told[0]


async def test_a_found_dog_with_an_unknown_tag_gets_the_clerks_phone(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    finder = fake.user(5009)
    receipt = await talk(
        finder,
        [
            "/found",
            "424242",
            "Corner of Route 31 and Henry Clay Blvd",
            "Friendly brown dog",
            ("tap", "chat"),
            ("tap", "nav:confirm"),
        ],
    )
    assert services.town.clerk_phone in texts_of(receipt)
    record = await record_of(services, "found")
    assert record.queue == "officer" and "tag_unknown" in record.flags


@pytest.mark.parametrize(
    ("language", "asked", "told"),
    [
        ("en", "How can the dog control officer reach you?", "will look for the owner"),
        ("es", "el agente de control de animales?", "buscarán al dueño"),
    ],
)
async def test_a_dog_found_without_a_tag_is_described_for_the_officers(
    services: Services, fake: FakeTelegram, bot: Any, language: str, asked: str, told: str
) -> None:
    finder = fake.user(5011, language_code=language)
    first = await talk(finder, ["/found"])
    assert "c:no_tag" in button_data(first)  # no loop on a tag the finder cannot give
    described = await talk(finder, [("tap", "no_tag")])
    assert "Beagle" not in texts_of(described)
    asked_sex = await talk(finder, ["small beagle", "brown and white"])
    assert button_data(asked_sex)[:3] == ["c:male", "c:female", "c:not_sure"]
    await talk(finder, [("tap", "male"), "small beagle, red collar", "Clay Park"])
    contact = await talk(finder, ["In my yard"])
    assert asked in texts_of(contact)  # no message to an owner no one knows yet
    receipt = await talk(finder, ["315-555-0142", ("tap", "nav:confirm")])
    assert told in texts_of(receipt)
    record = await record_of(services, "found")
    assert record.queue == "officer" and "no_tag" in record.flags
    assert record.answers["found_description"].startswith("small beagle")
    assert (record.answers["found_breed"], record.answers["found_sex"]) == ("small beagle", "male")
    assert "found_message" not in record.answers and record.dog_id is None


@pytest.mark.parametrize(("given_on", "late"), ON_TIME_AND_LATE)
async def test_a_new_owner_outside_the_town_ends_the_license(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, given_on: str, late: int
) -> None:
    user = fake.user(5010)
    await licensed(user, services, clock)
    summary = await talk(
        user,
        ["/newowner", ("tap", "dog:000001"), "Sam Lee", "315-555-0111", given_on, ("tap", "no")],
    )
    assert deadline_line(late) in texts_of(summary)
    assert "the license ends with this change" in texts_of(summary)
    receipt = await talk(user, [("tap", "nav:confirm")])
    assert "The license ends with this change" in texts_of(receipt)
    record = await record_of(services, "ownership")
    assert (record.queue, record.days_late) == ("clerk", late)
    assert await dog_status(services) == "transferred"


async def test_a_new_owner_in_the_town_keeps_the_tag_number(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    old_owner = fake.user(5011)
    first = await licensed(old_owner, services, clock)
    await talk(
        old_owner,
        [
            "/newowner",
            ("tap", "dog:000001"),
            "Sam Lee",
            "315-555-0111",
            "3/18/2026",
            ("tap", "yes"),
            ("tap", "no_email"),
        ],
    )
    receipt = await talk(old_owner, [("tap", "nav:confirm")])
    assert "give them the code in the next message" in texts_of(receipt)
    assert await dog_status(services) == "given_in_town"
    invite = await old_owner.reply(timeout=10)
    match = re.search(r"https://t\.me/ClayDogLicenseBot\?start=(transfer-[\w-]+)", texts_of(invite))
    assert match is not None, texts_of(invite)
    own_link = await talk(old_owner, [f"/start {match[1]}"])
    assert "no longer valid" in texts_of(own_link)  # only someone else can take the dog on
    new_owner = fake.user(5012)
    forged = await talk(new_owner, [f"/start {match[1][:-2]}xx"])
    assert "no longer valid" in texts_of(forged)
    first_question = await talk(new_owner, [f"/start {match[1]}"])
    assert "What is your full name?" in texts_of(first_question)
    owner_steps = ["Sam Lee", ("tap", "yes"), "7 Maple Drive", "13041", "315-555-0111"]
    await talk(new_owner, license_steps(owner_steps=owner_steps, dog_steps=[])[:-1])
    await talk(new_owner, [("tap", "nav:confirm")])
    [licence] = await approve_queue(services, ("license",))
    async with services.db.session() as session:
        sam = (
            await session.execute(select(Resident).where(Resident.telegram_user_id == 5012))
        ).scalar_one()
    assert licence.tag_number == first.tag_number == "000001"
    assert licence.dog_id == first.dog_id and licence.owner_id == sam.id != first.owner_id
    assert await dog_status(services) == "active"
    reused = await talk(new_owner, [f"/start {match[1]}"])  # the dog changed hands: link void
    assert "no longer valid" in texts_of(reused)


async def test_the_menu_offers_every_report(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(5013)
    menu = await talk(user, ["/start"])
    for entry in ("moved", "newowner", "lost", "found", "died", "tag", "ticket"):
        assert f"m:{entry}" in button_data(menu)
    found = await talk(user, [("menu", "found")])
    assert "number on the dog's" in texts_of(found)
    ticket = await talk(user, [("menu", "ticket")])
    assert "What is the number on your appearance ticket?" in texts_of(ticket)


async def test_the_clerk_records_a_move_and_the_resident_is_told(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(5020)
    await licensed(user, services, clock)
    await talk(
        user,
        [
            "/moved",
            ("tap", "dog:000001"),
            "12 Elm Street",
            "13041",
            "3/18/2026",
            ("tap", "nav:confirm"),
        ],
    )
    record = await record_of(services, "address")
    clerk = SignedIn(id=1, username="ann", full_name="Ann", role=Role.CLERK)
    officer = SignedIn(id=2, username="otto", full_name="Otto", role=Role.OFFICER)
    async with services.db.session() as session:
        with pytest.raises(Refused):  # a move is the clerk's record, not the officers'
            await decisions.record_report(session, record.id, person=officer, services=services)
    async with services.db.session() as session:
        await decisions.record_report(
            session, record.id, person=clerk, services=services, note="New address on file."
        )
    assert (await record_of(services, "address")).status == "closed"
    assert await send_pending(services, bot.bot) == 2  # the license, then this
    assert "000001" in texts_of(await user.reply())
    told = texts_of(await user.reply())
    assert record.reference in told and "New address on file." in told
    async with services.db.session() as session:
        with pytest.raises(claims.AlreadyDecided):  # recorded once
            await decisions.record_report(session, record.id, person=clerk, services=services)
