"""Whole license conversations through the real bot and the Bot API stand-in."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, Document, Draft, Record
from tests.botchat import PDF, PNG, RABIES, dog, owner, talk, texts_of
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram


async def _only_record(services: Services) -> Record:
    async with services.db.session() as session:
        return (await session.execute(select(Record))).scalar_one()


async def test_a_spayed_dog_costs_five_dollars_and_lands_in_the_queue(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(1001, first_name="Jane")
    reply = await talk(
        user,
        [*owner(), *dog(), ("tap", "yes"), ("pdf", PDF), *RABIES, ("tap", "none"), ("tap", "no")],
    )
    assert "Card payment is not available" in texts_of(reply)
    summary = await talk(user, [("tap", "counter")])
    text = texts_of(summary)
    assert "Fee: $5.00" in text and "Town license fee $4.00" in text
    assert "New York State surcharge $1.00" in text
    assert "March 31, 2027" in text  # issued 2026-03-10: the month end one year later (R11)
    done = await talk(user, [("tap", "nav:confirm")])
    record = await _only_record(services)
    assert record.reference in texts_of(done)
    assert "Please pay $5.00 at the Town Clerk's office" in texts_of(done)
    assert (record.kind, record.status, record.fee_cents) == ("license", "in_queue", 500)
    assert record.fee_parts["town_share_cents"] == 400
    assert record.answers["dog_name"] == "Rex" and record.answers["spayed_neutered"] is True
    async with services.db.session() as session:
        documents = (await session.execute(select(Document))).scalars().all()
        audit = (await session.execute(select(AuditEntry))).scalars().all()
    assert {d.content_type for d in documents} == {"application/pdf", "image/png"}
    assert [(a.from_status, a.to_status) for a in audit] == [
        (None, "submitted"),
        ("submitted", "in_queue"),
    ]


async def test_an_unspayed_dog_found_in_an_enumeration_costs_twenty_dollars(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(1002)
    summary = await talk(
        user,
        [
            *owner(),
            *dog(),
            ("tap", "no"),
            *RABIES,
            ("tap", "none"),
            ("tap", "yes"),
            ("tap", "counter"),
        ],
    )
    text = texts_of(summary)
    assert "Fee: $20.00" in text and "Enumeration surcharge $5.00" in text
    await talk(user, [("tap", "nav:confirm")])
    record = await _only_record(services)
    assert record.fee_cents == 2000
    assert record.fee_parts == {
        "town_share_cents": 1200,
        "state_surcharge_cents": 300,
        "enumeration_cents": 500,
        "surcharge_paid_by_town_cents": 0,
        "exempt_type": None,
        "total_cents": 2000,
    }


async def test_a_service_dog_is_exempt_and_pays_nothing(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(1003)
    summary = await talk(
        user,
        [
            *owner(),
            *dog(),
            ("tap", "no"),
            *RABIES,
            ("tap", "service"),
            ("photo", PNG),
            ("tap", "yes"),
        ],
    )
    text = texts_of(summary)  # no payment question: nothing is owed
    assert "Fee: $0.00 (Exempt – Service Dog)" in text
    await talk(user, [("tap", "nav:confirm")])
    record = await _only_record(services)
    assert (record.fee_cents, record.status, record.payment_choice) == (0, "in_queue", "none")
    assert record.fee_parts["surcharge_paid_by_town_cents"] == 300  # R9: owed to the state


async def test_a_three_month_old_puppy_is_told_when_to_come_back(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(1004)
    reply = await talk(user, [*owner(), *dog(name="Pip", birth="12/10/2025")])
    assert "Pip is under 4 months old" in texts_of(reply)
    assert "April 10, 2026" in texts_of(reply)
    user.tap("o:puppy_reminder:2026-04-10")
    assert "April 10, 2026" in texts_of(await user.reply())
    async with services.db.session() as session:
        assert (await session.execute(select(Record))).first() is None
        draft = (await session.execute(select(Draft))).scalar_one()
    assert draft.active is False and draft.state["answers"]["dog_name"] == "Pip"


async def test_an_address_outside_the_town_is_told_to_license_where_the_dog_lives(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(1005)
    reply = await talk(user, owner(zip_code="13202")[:5])
    assert "outside the Town of Clay" in texts_of(reply)
    assert "contact the clerk of your own town" in texts_of(reply)


async def test_a_partly_in_town_zip_asks_and_no_means_outside(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(1006)
    reply = await talk(user, owner(zip_code="13088")[:5])
    assert "partly in the Town of Clay" in texts_of(reply)
    reply = await talk(user, [("tap", "no")])
    assert "outside the Town of Clay" in texts_of(reply)


async def test_back_and_change_keep_every_other_answer(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(1007)
    reply = await talk(user, [*owner()[:3], ("tap", "nav:back")])
    assert "Are you 18 or older?" in texts_of(reply)
    await talk(
        user,
        [
            ("tap", "yes"),
            *owner()[3:],
            *dog(),
            ("tap", "no"),
            *RABIES,
            ("tap", "none"),
            ("tap", "no"),
            ("tap", "counter"),
        ],
    )
    reply = await talk(user, [("tap", "change:dog_name")])
    assert "What is your dog's name?" in texts_of(reply)
    summary = await talk(user, ["Max"])
    assert "Dog's name: Max" in texts_of(summary) and "Breed: Beagle" in texts_of(summary)
    reply = await talk(user, [("tap", "change:spayed_neutered"), ("tap", "yes")])
    assert "spay/neuter certificate" in texts_of(reply)  # a newly applying question is asked
    summary = await talk(user, [("photo", PNG)])
    assert "Fee: $5.00" in texts_of(summary)
