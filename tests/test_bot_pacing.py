"""The send pacer: 29.5 a second on a fixed schedule, never more than 30 in any second."""

from __future__ import annotations

import asyncio
import itertools
import time

from bench import pacing
from doglicense.bot.app import MAX_PER_SECOND
from doglicense.bot.pacing import Pacer, most_in_a_second


async def test_late_wake_ups_are_made_up_and_the_cap_is_kept() -> None:
    """The rate (29-30 a second) is timed, so bench/pacing.py measures it; here only what a slow
    machine cannot break: every send went, and never more than 30 in any second."""
    result = await pacing.measure(sends=40)
    assert result.sends == 40
    assert result.busiest_second <= 30
    assert result.rate <= 30.0, result  # late wake-ups made up, never by a burst past the cap


async def test_waiters_at_once_go_in_turn_and_a_pause_is_no_burst() -> None:
    pacer = Pacer(MAX_PER_SECOND, at_most=30)
    moments: list[float] = []

    async def send() -> None:
        async with pacer.sending():
            moments.append(time.monotonic())

    await asyncio.gather(*(send() for _ in range(35)))
    await asyncio.sleep(0.3)
    await asyncio.gather(*(send() for _ in range(10)))
    assert pacing.most_in_any_second(sorted(moments)) <= 30
    gaps = [b - a for a, b in itertools.pairwise(moments[35:])]
    assert min(gaps) > 0.4 / MAX_PER_SECOND  # after the pause: spaced, not all at once


async def test_a_reply_is_held_for_a_webhook_answer_only_while_the_pacer_has_room() -> None:
    """Near the cap a reply must go as a request (its 429 can be waited out): room is half the
    window, so a burst of replies goes by request once half of Telegram's 30 were sent."""
    pacer = Pacer(MAX_PER_SECOND, at_most=30)
    assert pacer.has_room()
    sent = 0
    while pacer.has_room():
        await pacer.take_turn()
        pacer.sent(seen_within=0.25)
        sent += 1
    assert sent == 15
    await asyncio.sleep(1.3)  # the window (counted from 0.25 s after each answer) has passed
    assert pacer.has_room()


def test_workers_split_the_thirty() -> None:
    assert most_in_a_second(MAX_PER_SECOND, MAX_PER_SECOND) == 30
    for workers in (2, 3, 4, 5):
        share = most_in_a_second(MAX_PER_SECOND / workers, MAX_PER_SECOND)
        assert share * workers <= 30
