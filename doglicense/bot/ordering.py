"""The bot's update processor: each resident's updates in the order received, residents at once.

PTB's own semaphore is taken before `do_process_update` and is not first-come first-served
across the two locks we need, so it is set to admit every update at once: each update then joins
its resident's line in the order the Application received it, and only the update at the head of
a line takes one of the `at_once` places. A resident sending fifty messages holds one place, not
fifty. Across workers the resident's row lock (storage/repositories.py) keeps the order.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any

from telegram import Update
from telegram.ext import BaseUpdateProcessor

from doglicense.bot.webhook_reply import WebhookReplies

# PTB's bound, never reached: ours applies after the line (see the module's docstring).
ADMIT_EVERY_UPDATE = 2**31 - 1


class _Line:
    """One resident's turn: the lock their updates take one after another, and how many wait."""

    __slots__ = ("turn", "updates")

    def __init__(self) -> None:
        self.turn = asyncio.Lock()  # FIFO: waiters are woken in the order they came
        self.updates = 0


def resident_of(update: object) -> int | None:
    """Whose update it is: the Telegram user (a resident is one per user), else the chat."""
    if not isinstance(update, Update):
        return None
    if update.effective_user is not None:
        return update.effective_user.id
    return update.effective_chat.id if update.effective_chat is not None else None


class ResidentOrder(BaseUpdateProcessor):
    """Updates of one resident strictly in order; different residents' up to `at_once` at once
    (TELEGRAM_CONCURRENT_UPDATES)."""

    def __init__(self, at_once: int) -> None:
        if at_once < 1:
            raise ValueError("at_once must be at least 1")
        super().__init__(ADMIT_EVERY_UPDATE)
        self.at_once = at_once
        self._places = asyncio.BoundedSemaphore(at_once)
        self._lines: dict[int, _Line] = {}
        self.replies = WebhookReplies()  # the webhook answers waiting for an update's reply

    @property
    def residents_waiting(self) -> int:
        """Residents with an update running or waiting: a line is dropped with its last update."""
        return len(self._lines)

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        resident = resident_of(update)
        if resident is None:  # nobody's turn to keep
            async with self._places:
                with self.replies.processing(update):
                    await coroutine
            return
        # Joined before the first await, so the line's order is the order of arrival.
        line = self._lines.get(resident)
        if line is None:
            line = self._lines[resident] = _Line()
        line.updates += 1
        try:
            async with line.turn, self._places:
                with self.replies.processing(update):
                    await coroutine
        finally:
            line.updates -= 1
            if line.updates == 0:  # nobody holds or waits for this lock: the map never grows
                del self._lines[resident]

    async def initialize(self) -> None:
        """Nothing to open: the lines come and go with the updates."""

    async def shutdown(self) -> None:
        """Nothing to close: PTB waits for the running updates before calling this."""
