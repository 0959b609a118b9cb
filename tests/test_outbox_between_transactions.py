"""The senders call Telegram and SMTP between transactions: a claim leaves none open."""

from __future__ import annotations

from doglicense.office.notices import delivery
from doglicense.office.outbox import queue_message
from doglicense.runtime import Services
from tests.notifykit import resident


async def test_a_claimed_batch_is_sent_with_no_transaction_open(services: Services) -> None:
    async with services.db.session() as session:
        person = resident(chat_id=4242)
        session.add(person)
        await session.flush()
        queue_message(
            session,
            resident_id=person.id,
            channel="telegram",
            template="reminders_on",
            context={},
            key="test:claim:1",
            at=services.now(),
        )
        await session.commit()
    async with services.db.session() as session:
        [claimed] = await delivery.claim(
            session, ["telegram"], runner="r1", now=services.now(), limit=10
        )
        # The sender's next step is the network call: no read may hold a transaction across it.
        assert not session.in_transaction()
        assert claimed.resident.telegram_chat_id == 4242
        assert claimed.message.key == "test:claim:1"
