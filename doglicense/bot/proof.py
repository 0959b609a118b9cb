"""/proof in Telegram: send the spay/neuter certificate a request waits for."""

from __future__ import annotations

from telegram import Update

from doglicense.bot import render
from doglicense.bot.context import BotContext, resident_of, send
from doglicense.service.later_proof import send_proof
from doglicense.templates import render as render_template


async def proof_command(update: Update, context: BotContext) -> None:
    services = context.services
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        turn = await send_proof(
            session,
            resident,
            services.clock(),
            channel="telegram",
            card_payments=services.card_payments,
        )
        await session.commit()
    if turn is None:
        await send(update, render.Message(render_template("bot/messages/no_proof_awaited.txt")))
        return
    await send(update, render.turn_message(turn))
