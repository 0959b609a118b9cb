"""Telegram's 30 messages a second, reached: sends paced against absolute deadlines.

AIORateLimiter's overall limit (a leaky bucket of one) lets a send go 1/rate seconds after the
previous one actually went; every sleep overshoots a little, so a limiter set to 29/s delivers
~28/s. The `Pacer` schedules each send at the previous one's deadline plus the interval, so an
overshoot is made up by the next send instead of piling up, and a hard window (at most
`at_most` sends in any second, counted until a second after each answer) keeps Telegram's cap
whatever the overshoots and delays were.
"""

from __future__ import annotations

import asyncio
import math
from collections import deque
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from typing import Any

from telegram.ext import AIORateLimiter

# A reply's or the outbox's answer from the Bot API.
Answer = bool | dict[str, Any] | list[dict[str, Any]]

TELEGRAM_PER_SECOND = 30  # Telegram's cap for a bot, over all its chats
WINDOW_MARGIN = 0.005  # seconds added to Telegram's one-second window
POLL = 0.005  # seconds between looks while the window is full of sends in flight


class Pacer:
    """Sends spaced 1/per_second apart on a fixed schedule, at most `at_most` in any second.

    A send up to half an interval late keeps the schedule (the next one goes on time, a little
    sooner after it); later than that, the schedule starts again from now, so a pause never
    turns into a burst. The window counts a send until a second after its answer came back:
    Telegram saw it before that, so however late a request reaches Telegram (a busy machine,
    a slow network), no 31st falls within a second of the first. Waiters go in turn (FIFO).
    """

    def __init__(self, per_second: float, *, at_most: int, window: float = 1.0) -> None:
        self.interval = 1 / per_second
        self.slack = self.interval / 2
        self.window = window + WINDOW_MARGIN
        self.at_most = max(1, at_most)
        self._next = -math.inf
        self._answered: deque[float] = deque()  # when each recent send's answer came back
        self._in_flight = 0
        self._turn = asyncio.Lock()

    @asynccontextmanager
    async def sending(self) -> AsyncIterator[None]:
        """Wait for this send's turn; the send goes inside the block."""
        await self.take_turn()
        try:
            yield
        finally:
            self.sent()

    def sent(self, *, seen_within: float = 0.0) -> None:
        """A send taken by `take_turn` is answered; Telegram saw it at most `seen_within`
        seconds from now (a webhook's answer is run once Telegram has read it)."""
        self._in_flight -= 1
        self._answered.append(asyncio.get_running_loop().time() + seen_within)

    def has_room(self) -> bool:
        """Far from the cap: fewer than half of `at_most` sends in the window, so one counted
        a while longer than it took (bot/webhook_reply.py holds such sends) risks nothing."""
        self._forget_answered_before(asyncio.get_running_loop().time())
        return len(self._answered) + self._in_flight < self.at_most // 2

    def _forget_answered_before(self, now: float) -> None:
        """Sends answered a window or more before `now` no longer count."""
        while self._answered and self._answered[0] + self.window <= now:
            self._answered.popleft()

    async def take_turn(self) -> None:
        """Wait for a send's turn; `sent` must follow, once it went."""
        async with self._turn:
            loop = asyncio.get_running_loop()
            now = loop.time()
            slot = max(self._next, now - self.slack)
            while True:
                self._forget_answered_before(now)
                earliest = slot
                if len(self._answered) + self._in_flight >= self.at_most:
                    # The oldest answered send leaves the window; or one in flight comes back.
                    frees = self._answered[0] + self.window if self._answered else now + POLL
                    earliest = max(earliest, frees)
                if earliest <= now:
                    break
                await asyncio.sleep(earliest - now)
                now = loop.time()
            self._next = max(slot, now - self.slack) + self.interval
            self._in_flight += 1


class PacedRateLimiter(AIORateLimiter):
    """PTB's AIORateLimiter (429s waited out and retried, group limits) with its overall limit
    replaced by a `Pacer`: every request to a chat waits for its turn."""

    def __init__(self, per_second: float, *, at_most: int, max_retries: int) -> None:
        super().__init__(overall_max_rate=0, max_retries=max_retries)
        self.pacer = Pacer(per_second, at_most=at_most)

    async def process_request(
        self,
        callback: Callable[..., Coroutine[Any, Any, Answer]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> Answer:
        if data.get("chat_id") is None or data.get("allow_paid_broadcast"):
            return await super().process_request(
                callback, args, kwargs, endpoint, data, rate_limit_args
            )

        async def paced(*call_args: Any, **call_kwargs: Any) -> Answer:
            async with self.pacer.sending():  # inside the retries: a retry waits its turn again
                return await callback(*call_args, **call_kwargs)

        return await super().process_request(paced, args, kwargs, endpoint, data, rate_limit_args)


def most_in_a_second(per_second: float, nominal: float) -> int:
    """A process's share of Telegram's 30 in any second, when it sends `per_second` of the
    bot's `nominal` rate (several workers split both, so together they stay under 30)."""
    return max(1, math.floor(TELEGRAM_PER_SECOND * per_second / nominal + 1e-9))
