"""The Telegram sender: 429s waited out, a batch killed midway resumed, a blocked chat given up."""

from __future__ import annotations

import asyncio
import time
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.office.notices import delivery
from doglicense.office.outbox import queue_message
from doglicense.runtime import Services
from doglicense.storage.models import Resident
from doglicense.storage.office_models import OutboxMessage
from tests.conftest import FakeClock
from tests.notifykit import open_transactions, resident
from tests.standins.telegram import FakeTelegram


async def queue(services: Services, clock: FakeClock, *, chats: list[int], each: int) -> None:
    async with services.db.session() as session:
        people = [resident(chat_id=chat) for chat in chats]
        session.add_all(people)
        await session.flush()
        for person in people:
            for n in range(each):
                queue_message(
                    session,
                    resident_id=person.id,
                    channel="telegram",
                    template="reminders_on",
                    context={},
                    key=f"test:{person.id}:{n}",
                    at=clock(),
                )
        await session.commit()


def delivered(fake: FakeTelegram, chats: list[int]) -> dict[int, int]:
    return {chat: len(fake.sent(chat)) for chat in chats}


async def test_a_429_is_waited_out_and_nothing_is_lost(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    chats = list(range(9001, 9011))
    await queue(services, clock, chats=chats, each=3)
    fake.fail_next("sendMessage", status=429, retry_after=1, count=2)
    started = time.monotonic()
    assert await send_pending(services, bot.bot) == 30
    assert time.monotonic() - started >= 1.0  # retry_after obeyed
    assert delivered(fake, chats) == dict.fromkeys(chats, 3)
    assert len(fake.calls_to("sendMessage")) == 32  # two refused, each retried once
    assert fake.max_rate_seen() <= 30
    assert await send_pending(services, bot.bot) == 0  # nothing twice


async def test_the_rate_limiter_keeps_under_thirty_a_second(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    chats = list(range(9101, 9161))
    await queue(services, clock, chats=chats, each=1)
    fake.rate_limit_per_second = 30
    assert await send_pending(services, bot.bot) == 60
    assert fake.max_rate_seen() <= 30
    assert delivered(fake, chats) == dict.fromkeys(chats, 1)


async def test_a_sender_cancelled_midway_and_restarted_sends_each_once(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    chats = list(range(9201, 9241))
    await queue(services, clock, chats=chats, each=1)
    fake.rate_limit_per_second = 30
    task = asyncio.create_task(send_pending(services, bot.bot))
    await fake.wait_for(lambda: sum(delivered(fake, chats).values()) >= 7, timeout=20)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    partial = sum(delivered(fake, chats).values())
    assert 7 <= partial < 40
    assert await send_pending(services, bot.bot) == 40 - partial  # released: no lease to wait
    assert delivered(fake, chats) == dict.fromkeys(chats, 1)


async def test_a_runner_that_died_holding_a_claim_is_retried_after_the_lease(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    chats = [9301, 9302, 9303]
    await queue(services, clock, chats=chats, each=1)
    async with services.db.session() as session:  # a runner claims two, then dies (no settle)
        held = await delivery.claim(session, ("telegram",), runner="dead", now=clock(), limit=2)
        assert len(held) == 2
    assert await send_pending(services, bot.bot) == 1  # the others are leased
    clock.current += delivery.LEASE + timedelta(seconds=1)
    assert await send_pending(services, bot.bot) == 2
    assert delivered(fake, chats) == dict.fromkeys(chats, 1)


async def test_two_runners_at_once_never_send_the_same_message(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    chats = list(range(9401, 9431))
    await queue(services, clock, chats=chats, each=1)
    counts = await asyncio.gather(*(send_pending(services, bot.bot, limit=10) for _ in range(4)))
    counts.append(await send_pending(services, bot.bot))
    assert sum(counts) == 30
    assert delivered(fake, chats) == dict.fromkeys(chats, 1)


async def test_a_blocked_chat_marks_the_resident_unreachable(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    await queue(services, clock, chats=[9501, 9502], each=2)
    fake.block(9501)
    assert await send_pending(services, bot.bot) == 2
    async with services.db.session() as session:
        blocked = await session.scalar(select(Resident).where(Resident.telegram_chat_id == 9501))
        assert blocked is not None and blocked.reachable is False
        messages = (
            await session.scalars(
                select(OutboxMessage).where(OutboxMessage.resident_id == blocked.id)
            )
        ).all()
    assert all(m.abandoned and m.sent_at is None for m in messages)
    refused = [c for c in fake.calls_to("sendMessage") if int(c["chat_id"]) == 9501]
    assert len(refused) == 1  # the second message was not even tried
    assert await send_pending(services, bot.bot) == 0


async def test_a_message_that_cannot_be_written_never_blocks_the_queue(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    chats = [9601, 9602, 9603, 9604]
    poison = {9601: ("no_such_message", {}), 9603: ("record_closed", {})}  # missing; no reference
    async with services.db.session() as session:
        people = [resident(chat_id=chat) for chat in chats]
        session.add_all(people)
        await session.flush()
        for person in people:
            template, context = poison.get(person.telegram_chat_id or 0, ("reminders_on", {}))
            queue_message(
                session,
                resident_id=person.id,
                channel="telegram",
                template=template,
                context=context,
                key=f"test:{person.id}",
                at=clock(),
            )
        await session.commit()
    assert await send_pending(services, bot.bot) == 2
    assert delivered(fake, chats) == {9601: 0, 9602: 1, 9603: 0, 9604: 1}
    assert await send_pending(services, bot.bot) == 0  # the bad ones are not tried again
    async with services.db.session() as session:
        messages = (await session.scalars(select(OutboxMessage).order_by(OutboxMessage.id))).all()
    bad = [m for m in messages if m.template != "reminders_on"]
    assert all(m.abandoned and m.sent_at is None for m in bad)
    assert "no_such_message" in (bad[0].last_error or "")
    assert "UndefinedError" in (bad[1].last_error or "")


async def test_a_message_telegram_refuses_for_good_is_skipped_and_not_retried(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    chats = [9701, 9702, 9703]
    await queue(services, clock, chats=chats, each=1)
    fake.fail_next("sendMessage", status=400, description="Bad Request: can't parse entities")
    assert await send_pending(services, bot.bot) == 2
    assert delivered(fake, chats) == {9701: 0, 9702: 1, 9703: 1}
    clock.current += timedelta(days=1)
    assert await send_pending(services, bot.bot) == 0  # refused for good: never again
    async with services.db.session() as session:
        first = await session.scalar(select(OutboxMessage).order_by(OutboxMessage.id).limit(1))
        person = await session.scalar(select(Resident).where(Resident.telegram_chat_id == 9701))
    assert first is not None and first.abandoned and first.attempts == 1
    assert first.last_error == "BadRequest: refused for good"
    assert person is not None and person.reachable  # the chat is fine; only that message was not


async def test_no_transaction_is_open_while_telegram_makes_the_sender_wait(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, backend: str
) -> None:
    if backend != "postgresql":
        pytest.skip("open transactions are read from PostgreSQL's pg_stat_activity")
    await queue(services, clock, chats=[9801], each=1)
    fake.fail_next("sendMessage", status=429, retry_after=2)
    sending = asyncio.create_task(send_pending(services, bot.bot))
    await fake.wait_for(lambda: len(fake.calls_to("sendMessage")) == 1, timeout=10)
    assert await open_transactions(services.settings.resolved_database_url) == 0
    assert await sending == 1
