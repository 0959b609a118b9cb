"""Each resident's updates are answered in the order sent; residents do not wait for each other."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from doglicense.bot.ordering import ResidentOrder
from doglicense.runtime import Services
from tests.botchat import running_bot, send, talk, texts_of
from tests.standins.telegram import ChatUser, FakeTelegram

# Typed one after another without waiting for the bot: each answer moves to the next question,
# so a step taken out of order is answered with another question or a refusal.
BURST = ["/license", "Jane Smith", "yes", "4401 State Route 31", "13041"]
RESIDENTS = 100  # 200 take ~10 s on this machine; 100 show the same disorder without it


def push(user: ChatUser, step: str) -> None:
    if step.startswith("/"):
        user.command(step)
    else:
        user.say(step)


async def test_a_resident_whose_update_is_slow_holds_up_no_other(
    services: Services, fake: FakeTelegram
) -> None:
    slow, quick = fake.user(8101), fake.user(8102)
    async with running_bot(services, fake):
        await talk(slow, ["/license", "Jane Smith"])
        fake.slow_next("answerCallbackQuery", 3.0)  # Telegram takes 3 s to take the tap
        slow.tap("c:yes")
        await fake.wait_for(lambda: fake.calls_to("answerCallbackQuery"), what="the slow tap")
        started = time.monotonic()
        help_text = texts_of(await send(quick, "/help"))
        assert "Here is what I can do" in help_text
        assert time.monotonic() - started < 1.5, "the quick resident waited for the slow one"
        assert "street address" in texts_of(await slow.reply(timeout=10))


async def test_residents_bursting_steps_at_once_each_read_their_replies_in_order(
    services: Services, fake: FakeTelegram
) -> None:
    async with running_bot(services, fake, max_per_second=None) as application:
        reference = fake.user(8200)
        expected = [texts_of(await send(reference, step)) for step in BURST]
        assert len(set(expected)) == len(BURST), expected  # every step has its own answer
        residents = [fake.user(8201 + n) for n in range(RESIDENTS)]
        for step in BURST:  # every resident's whole burst queued before the bot answers any
            for user in residents:
                push(user, step)

        async def replies_of(user: ChatUser) -> list[str]:
            return [texts_of(await user.reply(timeout=60)) for _ in BURST]

        answered = await asyncio.gather(*(replies_of(user) for user in residents))
        out_of_order = [
            user.id for user, texts in zip(residents, answered, strict=True) if texts != expected
        ]
        assert out_of_order == [], f"{len(out_of_order)} of {RESIDENTS} answered out of order"
        # A resident's line goes with their last update: nothing is kept once all are answered.
        processor = application.update_processor
        assert isinstance(processor, ResidentOrder)
        await fake.wait_for(lambda: processor.residents_waiting == 0, what="every line dropped")


async def test_the_lines_of_residents_come_and_go(services: Services, fake: FakeTelegram) -> None:
    """Many residents, each once: the processor keeps nobody's line after their update."""
    async with running_bot(services, fake, max_per_second=None) as application:
        processor: Any = application.update_processor
        for wave in range(3):
            users = [fake.user(8500 + 100 * wave + n) for n in range(50)]
            for user in users:
                user.command("/help")
            await asyncio.gather(*(user.reply(timeout=30) for user in users))
            await fake.wait_for(lambda: processor.residents_waiting == 0, what="lines dropped")
