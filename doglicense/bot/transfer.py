"""A change of owner in the Town in the chat: the old owner's invitation, and the new owner's
/transfer CODE or deep link that begins the license on the dog's own tag (R15, R18)."""

from __future__ import annotations

from typing import Any

from telegram import Update

from doglicense.bot import render
from doglicense.bot.context import BotContext, begin_or_say, send
from doglicense.office.reports import transfers
from doglicense.service import transfers as transfer_service
from doglicense.service import turns
from doglicense.storage.models import Resident
from doglicense.templates import render as render_template

INVALID = "bot/messages/transfer_link_invalid.txt"


async def transfer_command(update: Update, context: BotContext) -> None:
    """/transfer CODE: the code the old owner gave; without one, where to find it."""
    code = " ".join(context.args or [])
    if not code:
        text = render_template("bot/messages/transfer_ask_code.txt")
        await send(update, render.Message(text))
        return
    services = context.services
    secret = services.settings.session_secret.get_secret_value()

    async def begin(session: Any, resident: Resident) -> turns.Turn | None:
        return await transfer_service.begin_by_code(
            session,
            resident,
            code,
            services.clock(),
            secret=secret,
            channel="telegram",
            card_payments=services.card_payments,
        )

    await begin_or_say(update, context, begin, otherwise=INVALID)


async def begin_from_link(update: Update, context: BotContext, token: str) -> None:
    """/start transfer-<token>: the Telegram invitation link (decision 0006)."""
    services = context.services
    secret = services.settings.session_secret.get_secret_value()

    async def begin(session: Any, resident: Resident) -> turns.Turn | None:
        invitation = await transfers.invitation_by_token(session, token, secret, new_owner=resident)
        return await transfer_service.begin(
            session,
            resident,
            invitation,
            services.clock(),
            channel="telegram",
            card_payments=services.card_payments,
        )

    await begin_or_say(update, context, begin, otherwise=INVALID)


async def send_invite(update: Update, context: BotContext, turn: turns.Turn) -> None:
    """After a change of owner in the Town: the code and links the old owner hands on."""
    services = context.services
    async with services.db.session() as session:
        text = await transfer_service.invitation_text(
            session, turn.record, services.settings, telegram=context.bot.username
        )
    if text is not None:
        await send(update, render.Message(text))
