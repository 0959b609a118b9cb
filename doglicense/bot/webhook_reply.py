"""An update's reply carried by the webhook's own HTTP answer, as the Bot API allows.

Telegram runs the one method a webhook answer names, so a step whose reply is ready before the
answer goes needs no request of its own to the Bot API (a third of a step's CPU over HTTP went
to that request: bench/http_flow.py). The webhook waits a short while for the update's
handlers; each message they send is held, and the one held when they finish rides on the
answer. In order always: a second message sends the held one first as a request; when the
wait runs out (a picture read by OCR takes seconds), the held one goes as a request and every
later message follows it. A tap's answer already rides on its webhook answer (web/app.py), and a
picture takes long to read, so neither is waited for (`worth_waiting_for`). With the send
limiter on, a message is held only while the limiter has room to spare (`Pacer.has_room`) and
takes its turn like any other; near Telegram's cap it goes as a request, which the limiter paces
and whose 429 it waits out (bot/pacing.py): Telegram says nothing of a webhook answer's fate.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from telegram import TelegramObject, Update

from doglicense.bot.pacing import PacedRateLimiter, Pacer

log = logging.getLogger(__name__)

# Telegram runs an answer's method once it has read the answer: a network trip at most.
ANSWER_READ_WITHIN = 0.25  # seconds


@dataclass(eq=False)
class _Call:
    method: str
    data: dict[str, Any]
    pacer: Pacer | None  # its turn taken: given back when it goes

    def went(self, *, seen_within: float = 0.0) -> None:
        if self.pacer is not None:
            self.pacer.sent(seen_within=seen_within)
            self.pacer = None

    async def post(self, bot: Any) -> None:
        """Sent as a request of its own: its turn given back, the request takes its own."""
        self.went()
        await bot._post(self.method, self.data)

    def as_answer(self) -> dict[str, Any]:
        """The method call as a webhook answer's JSON."""
        answer: dict[str, Any] = {"method": self.method}
        for key, value in self.data.items():
            if value is None:
                continue
            if isinstance(value, TelegramObject):
                value = value.to_dict()
            elif isinstance(value, Enum):
                value = value.value
            answer[key] = value
        return answer


@dataclass(eq=False)
class HeldReply:
    """One update's messages while its webhook answer waits."""

    update_id: int
    finished: asyncio.Event = field(default_factory=asyncio.Event)
    held: _Call | None = None
    answered: bool = False  # the webhook answered: every message goes as a request now
    sending: asyncio.Task[None] | None = None  # the held message, sent when the wait ran out

    async def flush(self, bot: Any) -> None:
        """Whatever went before this message reaches Telegram first."""
        if self.sending is not None:
            sending, self.sending = self.sending, None
            await sending
        call, self.held = self.held, None
        if call is not None:
            await call.post(bot)


_REPLY: ContextVar[HeldReply | None] = ContextVar("held_reply", default=None)


def worth_waiting_for(update: Update) -> bool:
    """Whether the webhook's answer waits for this update's reply: not for a tap (its
    answerCallbackQuery rides instead), nor for a photo or a file, which is fetched and read in
    an image worker first (a second or more under load) — the wait would hold one of Telegram's
    connections all that time, and a few dozen pictures at once would hold them all."""
    if update.callback_query is not None:
        return False
    message = update.message
    return message is None or not (message.photo or message.document)


class WebhookReplies:
    """The replies webhook answers wait for, by update id (one Application's)."""

    def __init__(self) -> None:
        self._waiting: dict[int, HeldReply] = {}

    def expect(self, update_id: int) -> HeldReply:
        reply = self._waiting[update_id] = HeldReply(update_id)
        return reply

    @contextlib.contextmanager
    def processing(self, update: object) -> Iterator[None]:
        """Around an update's handlers and error handlers (bot/ordering.py)."""
        reply = self._waiting.get(update.update_id) if isinstance(update, Update) else None
        token = _REPLY.set(reply)
        try:
            yield
        finally:
            _REPLY.reset(token)
            if reply is not None:
                reply.finished.set()

    async def answer(self, reply: HeldReply, bot: Any, *, wait: float) -> dict[str, Any] | None:
        """The method call for the webhook's answer: the update's last message, when its
        handlers finished within `wait` seconds (TELEGRAM_WEBHOOK_REPLY_WAIT; a step takes
        milliseconds, and a longer wait holds one of Telegram's connections to the webhook);
        else None, and what was held goes as a request."""
        finished = False
        try:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(reply.finished.wait(), wait)
                finished = True
        finally:  # also when the webhook's request is cancelled: nothing held is lost
            if self._waiting.get(reply.update_id) is reply:
                del self._waiting[reply.update_id]
            reply.answered = True
            call, reply.held = reply.held, None
            if call is not None and not finished:
                reply.sending = asyncio.create_task(_send_late(bot, call))
        if call is None or not finished:
            return None
        call.went(seen_within=ANSWER_READ_WITHIN)
        return call.as_answer()


async def _send_late(bot: Any, call: _Call) -> None:
    try:
        await call.post(bot)
    except Exception:  # the update's next message (if any) must still go
        log.exception("a held %s could not be sent", call.method)


async def send(bot: Any, method: str, data: dict[str, Any]) -> None:
    """The update's message: held for its webhook answer while that waits, else a request.

    `_post` is what PTB's `send_message` itself calls; Telegram's answer is not read
    (bot/context.py `send`).
    """
    reply = _REPLY.get()
    if reply is None:
        await bot._post(method, data)
        return
    await reply.flush(bot)
    pacer = None if reply.answered else _pacer_of(bot)
    if pacer is not None and not pacer.has_room():
        # Near Telegram's cap, a send must wait its turn and may meet a 429, which only a
        # request of its own can wait out: Telegram says nothing of a webhook answer's fate.
        await bot._post(method, data)
        return
    if pacer is not None:
        await pacer.take_turn()
    call = _Call(method, data, pacer)
    if reply.answered:  # the wait ran out, maybe meanwhile: a request, its turn given back
        await call.post(bot)
        return
    reply.held = call


def _pacer_of(bot: Any) -> Pacer | None:
    limiter = getattr(bot, "rate_limiter", None)
    return limiter.pacer if isinstance(limiter, PacedRateLimiter) else None


def replies_of(application: Any) -> WebhookReplies | None:
    """The Application's waiting replies, when its updates run through bot/ordering.py."""
    replies = getattr(application.update_processor, "replies", None)
    return replies if isinstance(replies, WebhookReplies) else None
