"""/email: a chat resident gives an e-mail address, confirmed by a link sent there."""

from __future__ import annotations

from telegram import Update

from doglicense.bot import render
from doglicense.bot.context import BotContext, resident_of, send
from doglicense.office.residents.email_links import VALID_MINUTES, give_address
from doglicense.templates import render as render_template

MESSAGE = "bot/messages/email_link.txt"


async def email_command(update: Update, context: BotContext) -> None:
    """/email name@example.org: a link to that address; opening it links the web and e-mail."""
    services = context.services
    user = update.effective_user
    assert user is not None
    given = " ".join(context.args or []).strip()
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        on_file = resident.email
        state = await give_address(
            session, resident, given, client=f"telegram:{user.id}", now=services.now()
        )
        await session.commit()
    text = render_template(
        MESSAGE, state=state, address=given, on_file=on_file, minutes=VALID_MINUTES
    )
    await send(update, render.Message(text))
