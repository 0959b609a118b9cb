"""Chat commands for moving between channels and languages: /web, /language, /start web-<token>."""

from __future__ import annotations

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update

from doglicense.bot import render
from doglicense.bot.context import BotContext, resident_of, send
from doglicense.office.residents.crossing import (
    TELEGRAM_PREFIX,
    continue_in_telegram,
    continue_on_web_token,
    read_telegram_start_token,
)
from doglicense.payments.checkout import LOCAL_BASE_URL
from doglicense.service import conversation
from doglicense.templates import render as render_template
from doglicense.templates.language import LANGUAGES, supported, use_language

__all__ = ["TELEGRAM_PREFIX", "continue_from_web", "language_command", "web_command"]


async def web_command(update: Update, context: BotContext) -> None:
    """/web: a signed link that opens the open draft in a browser, for 30 minutes."""
    services = context.services
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        turn = await conversation.resume(
            session, resident, services.clock(), card_payments=services.card_payments
        )
        await session.commit()
    if turn is None:
        await send(update, render.Message(render_template("bot/messages/nothing_open.txt")))
        return
    secret = services.settings.session_secret.get_secret_value()
    base = (services.settings.public_base_url or LOCAL_BASE_URL).rstrip("/")
    link = f"{base}/forms/continue/{continue_on_web_token(secret, resident.id)}"
    text = render_template("bot/messages/continue_on_web.txt", link=link)
    label = render.button_label("open_on_web")
    buttons = InlineKeyboardMarkup([[InlineKeyboardButton(label, url=link)]])
    await send(update, render.Message(text, buttons))


async def language_command(update: Update, context: BotContext) -> None:
    """/language [en|es]: the resident's language for every message from now on."""
    services = context.services
    wanted = (context.args or [""])[0]
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        if not wanted:
            wanted = LANGUAGES[(LANGUAGES.index(supported(resident.language)) + 1) % len(LANGUAGES)]
        resident.language = supported(wanted)
        await session.commit()
        use_language(resident.language)
    await send(update, render.Message(render_template("bot/messages/language_set.txt")))


async def continue_from_web(update: Update, context: BotContext, token: str) -> None:
    """/start web-<token>: the web draft goes on here (owner: office/residents/crossing.py)."""
    services = context.services
    secret = services.settings.session_secret.get_secret_value()
    user, chat = update.effective_user, update.effective_chat
    assert user is not None and chat is not None
    web_resident_id = read_telegram_start_token(secret, token, now=services.now())
    async with services.db.session() as session:
        resident = None
        if web_resident_id is not None:
            resident = await continue_in_telegram(
                session,
                web_resident_id,
                user_id=user.id,
                chat_id=chat.id,
                language=user.language_code,
                now=services.now(),
            )
            await session.commit()
        if resident is None:
            text = render_template("bot/messages/transfer_link_invalid.txt", town=services.town)
            await send(update, render.Message(text))
            return
        use_language(resident.language)
        turn = await conversation.resume(
            session, resident, services.clock(), card_payments=services.card_payments
        )
    if turn is None:
        await send(update, render.Message(render_template("bot/messages/nothing_open.txt")))
        return
    await send(update, render.turn_message(turn))
