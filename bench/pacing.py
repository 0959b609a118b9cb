"""The send pacer alone: the rate it keeps and the busiest second, with late wake-ups.

Sends 60 times through `bot/pacing.Pacer` at Telegram's cap, each send taking 0-5 ms and each
commit after it 0-20 ms (a seeded draw), and prints the rate reached (goal 29-30 a second: late
wake-ups are made up) and the most sends in any one second (never more than 30). Timed over the
wall clock, so it lives here rather than in the tests (a loaded machine only slows it).
"""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass

from doglicense.bot.app import MAX_PER_SECOND
from doglicense.bot.pacing import Pacer

TELEGRAM_CAP = 30


@dataclass(frozen=True)
class Pacing:
    sends: int
    rate: float
    busiest_second: int
    seconds: float


def most_in_any_second(moments: list[float]) -> int:
    """The most moments that fall within any one second (moments sorted)."""
    best = start = 0
    for end, moment in enumerate(moments):
        while moment - moments[start] >= 1.0:
            start += 1
        best = max(best, end - start + 1)
    return best


async def measure(sends: int = 60, seed: int = 7) -> Pacing:
    pacer = Pacer(MAX_PER_SECOND, at_most=TELEGRAM_CAP)
    draw = random.Random(seed)
    moments: list[float] = []
    start = time.monotonic()
    for _ in range(sends):
        async with pacer.sending():
            moments.append(time.monotonic())
            await asyncio.sleep(draw.uniform(0, 0.005))  # the request
        await asyncio.sleep(draw.uniform(0, 0.02))  # the commit
    rate = (len(moments) - 1) / (moments[-1] - moments[0])
    return Pacing(sends, rate, most_in_any_second(moments), time.monotonic() - start)


def describe(result: Pacing) -> str:
    return (
        f"pacer: {result.rate:.2f} sends/s over {result.sends} sends (goal 29-30), "
        f"at most {result.busiest_second} in any second (cap {TELEGRAM_CAP}), "
        f"{result.seconds:.2f} s"
    )


if __name__ == "__main__":
    print(describe(asyncio.run(measure())))
