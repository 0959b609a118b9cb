"""Telegram handlers: turn updates into flow input, call flows/ or office/, send the answer."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from telegram import Update

from doglicense.bot import render
from doglicense.bot.context import BotContext, resident_of, send
from doglicense.bot.crossing import continue_from_web
from doglicense.bot.transfer import begin_from_link
from doglicense.flows.pieces import DogOnFile
from doglicense.flows.renewal import due_for_renewal
from doglicense.office.notices import reminder_choices
from doglicense.office.reports import owner_reports
from doglicense.office.reports.stolen import stolen_dogs
from doglicense.office.reports.transfers import TRANSFER_PREFIX
from doglicense.office.residents.court_dates import court_dates
from doglicense.runtime import Services
from doglicense.service import conversation
from doglicense.service.context import dogs_on_file
from doglicense.storage.repositories import (
    records_of,
    resident_by_telegram,
)
from doglicense.templates import environment
from doglicense.templates import render as render_template
from doglicense.templates.language import speaking

log = logging.getLogger(__name__)

FLOW_OF_COMMAND = {
    "license": "license",
    "renew": "renewal",
    "moved": "address",
    "newowner": "ownership",
    "lost": "lost",
    "found": "found",
    "died": "death",
    "tag": "tag",
    "ticket": "ticket",
    "redeem": "redeem",
}

TICKET_PREFIX = "ticket-"


async def start(update: Update, context: BotContext) -> None:
    """/start: what the resident can do, as buttons; a deep link starts its flow."""
    services = context.services
    args = context.args or []
    if args and args[0] in FLOW_OF_COMMAND:
        await begin_flow(update, context, FLOW_OF_COMMAND[args[0]])
        return
    if args and args[0].startswith("web-"):  # a web draft continued here (issue 8)
        await continue_from_web(update, context, args[0])
        return
    if args and args[0].startswith(TICKET_PREFIX):  # printed on the ticket: /start ticket-<n>
        number = args[0].removeprefix(TICKET_PREFIX)
        await begin_flow(update, context, "ticket", {"ticket_number": number})
        return
    if args and args[0].startswith(render.RENEW_LINK_PREFIX):  # a reminder's link (issue 7)
        tag = args[0].removeprefix(render.RENEW_LINK_PREFIX)
        await begin_flow(update, context, "renewal", {"renew_dog": tag})
        return
    if args and args[0].startswith(TRANSFER_PREFIX):  # the old owner's invitation (R18)
        await begin_from_link(update, context, args[0].removeprefix(TRANSFER_PREFIX))
        return
    async with services.db.session() as session:
        await resident_of(session, update, services)
        await session.commit()
    text = render_template("bot/messages/start.txt", town=services.town)
    await send(update, render.Message(text, render.menu()))


async def help_command(update: Update, context: BotContext) -> None:
    services = context.services
    async with services.db.session() as session:
        await resident_of(session, update, services)  # the help in the resident's own language
        await session.commit()
    text = render_template("bot/messages/help.txt", town=services.town)
    await send(update, render.Message(text))


async def unknown_command(update: Update, context: BotContext) -> None:
    """A command the bot doesn't have (/x, /admin): say so kindly, with what it can do."""
    services = context.services
    async with services.db.session() as session:
        await resident_of(session, update, services)
        await session.commit()
    text = render_template("bot/messages/unknown_command.txt", town=services.town)
    await send(update, render.Message(text))


async def license_command(update: Update, context: BotContext) -> None:
    await begin_flow(update, context, "license")


async def renew_command(update: Update, context: BotContext) -> None:
    await begin_flow(update, context, "renewal")


async def ticket_command(update: Update, context: BotContext) -> None:
    """/ticket: answer an appearance ticket (R24-R26)."""
    await begin_flow(update, context, "ticket")


async def report_command(update: Update, context: BotContext) -> None:
    """/moved, /newowner, /lost, /found, /died, /tag: the report of that name."""
    message = update.effective_message
    assert message is not None and message.text is not None
    command = message.text.split()[0].lstrip("/").split("@")[0].lower()
    await begin_flow(update, context, FLOW_OF_COMMAND[command])


async def begin_flow(
    update: Update,
    context: BotContext,
    flow_name: str,
    prefill: dict[str, object] | None = None,
) -> None:
    services = context.services
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        turn = await conversation.begin(
            session,
            resident,
            flow_name,
            services.clock(),
            channel="telegram",
            card_payments=services.card_payments,
            prefill=prefill,
        )
    await send(update, render.turn_message(turn))


async def cancel(update: Update, context: BotContext) -> None:
    services = context.services
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        left = await conversation.cancel(session, resident)
    await send(update, render.Message(render_template("bot/messages/cancelled.txt", left=left)))


async def status(update: Update, context: BotContext) -> None:
    """/status: my dogs, their expiry, my requests and where they stand."""
    services = context.services
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        dogs = await dogs_on_file(session, resident.id)
        records = list(await records_of(session, resident.id))
        courts = await court_dates(session, records, services.town.tz)
        await session.commit()
    names = status_names(dogs, services)
    text = render_template(
        "bot/messages/status.txt",
        dogs=dogs,
        records=records,
        court_dates=courts,
        today=services.clock().today,
        **names,
    )
    await send(update, render.Message(text, render.found_again_buttons(dogs)))


async def found_again(update: Update, context: BotContext, tag_number: str) -> None:
    """A lost dog is home: the report is closed, the dog active again."""
    services = context.services
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        stolen = await stolen_dogs(session, resident.id)  # told as a theft's end, not a loss's
        dog = await owner_reports.found_again(session, resident, tag_number, now=services.now())
        await session.commit()
    name, was_stolen = (dog.name, dog.id in stolen) if dog else (None, False)
    text = render_template(
        "bot/messages/found_again.txt",
        dog=name,
        stolen=was_stolen,
        sex=dog.sex if dog else None,
    )
    await send(update, render.Message(text))


def status_names(dogs: Sequence[DogOnFile], services: Services) -> dict[str, Any]:
    """/status's words for kinds and statuses, and the dogs whose renewal is due (every channel)."""
    names: Any = environment().get_template("bot/messages/names.txt").module
    return {
        "kind_names": names.kind_names,
        "status_names": names.status_names,
        "renewal_due": due_for_renewal(dogs, services.clock().today, services.town),
    }


async def reminders_command(update: Update, context: BotContext) -> None:
    """/stop_reminders and /start_reminders."""
    services = context.services
    message = update.effective_message
    assert message is not None and message.text is not None
    enabled = message.text.split()[0].lstrip("/").lower().startswith("start")
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        await reminder_choices.set_reminders(session, resident, enabled=enabled)
    name = "reminders_on" if enabled else "reminders_off"
    await send(update, render.Message(render_template(f"bot/messages/{name}.txt")))


async def on_error(update: object, context: BotContext) -> None:
    """Log the failure without the resident's words, and tell them kindly, in their language."""
    log.error("update failed: %s", type(context.error).__name__, exc_info=context.error)
    if isinstance(update, Update) and update.effective_chat is not None:
        with speaking(await _language_of(update, context.services)):
            text = render_template("bot/messages/sorry.txt", town=context.services.town)
            await send(update, render.Message(text))  # HTML like every reply: escaped once


async def _language_of(update: Update, services: Services) -> str | None:
    """The resident's language, read only: the error may be the database itself."""
    user = update.effective_user
    if user is None:
        return None
    try:
        async with services.db.session() as session:
            resident = await resident_by_telegram(session, user.id)
    except Exception:  # a sorry in Telegram's language beats no sorry at all
        return user.language_code
    return resident.language if resident is not None else user.language_code
