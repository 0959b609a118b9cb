"""A handler's typed context, the one way a reply is sent, the resident an update is from, and
a command that begins a flow."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from telegram import Update
from telegram.constants import ParseMode
from telegram.ext import CallbackContext, ExtBot

from doglicense.bot import render, webhook_reply
from doglicense.runtime import Services
from doglicense.service.turns import Turn
from doglicense.storage.models import Resident
from doglicense.storage.repositories import (
    resident_for_telegram,
)
from doglicense.templates import render as render_template
from doglicense.templates.language import use_language

# What a command begins for the update's resident, in the handler's session: its first turn, or
# None when it cannot begin.
Begin = Callable[[Any, Resident], Awaitable[Turn | None]]


class BotContext(CallbackContext[ExtBot[None], dict[Any, Any], dict[Any, Any], dict[Any, Any]]):
    """The typed context: handlers reach the shared services through it."""

    @property
    def services(self) -> Services:
        return self.application.bot_data["services"]  # type: ignore[no-any-return]


async def send(update: Update, message: render.Message) -> None:
    """The message to the update's chat, through the bot's limiter like any sendMessage; in
    webhook mode the last one may ride on the webhook's answer (bot/webhook_reply.py).

    Telegram's answer (the Message as sent) is left as JSON: no handler reads it, and PTB's
    `send_message` made a `Message` of it every time (a fifth of a chat step's CPU in
    bench/chat_step.py). `_post` is what `send_message` itself calls; an error raises the same.
    """
    chat = update.effective_chat
    assert chat is not None
    data = {
        "chat_id": chat.id,
        "text": message.text,
        "parse_mode": ParseMode.HTML,
        "reply_markup": message.buttons,
    }
    await webhook_reply.send(update.get_bot(), "sendMessage", data)


async def resident_of(session: Any, update: Update, services: Services) -> Resident:
    user, chat = update.effective_user, update.effective_chat
    assert user is not None and chat is not None
    resident = await resident_for_telegram(
        session, user_id=user.id, chat_id=chat.id, language=user.language_code, now=services.now()
    )
    # Every reply to this update in the resident's language; bot/app.py scopes it to the update.
    use_language(resident.language)
    return resident


async def begin_or_say(
    update: Update, context: BotContext, begin: Begin, *, otherwise: str
) -> None:
    """Begin a flow for the update's resident (committed before Telegram is called) and send its
    first question; when it cannot begin, the template ``otherwise`` says what is missing."""
    services = context.services
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        turn = await begin(session, resident)
        await session.commit()
    if turn is None:
        await send(update, render.Message(render_template(otherwise, town=services.town)))
        return
    await send(update, render.turn_message(turn))
