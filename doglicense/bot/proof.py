"""/proof in Telegram: send the spay/neuter certificate a request waits for."""

from __future__ import annotations

from typing import Any

from telegram import Update

from doglicense.bot.context import BotContext, begin_or_say
from doglicense.service.later_proof import send_proof
from doglicense.service.turns import Turn
from doglicense.storage.models import Resident


async def proof_command(update: Update, context: BotContext) -> None:
    services = context.services

    async def begin(session: Any, resident: Resident) -> Turn | None:
        return await send_proof(
            session,
            resident,
            services.clock(),
            channel="telegram",
            card_payments=services.card_payments,
        )

    await begin_or_say(update, context, begin, otherwise="bot/messages/no_proof_awaited.txt")
