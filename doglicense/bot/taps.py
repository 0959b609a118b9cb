"""A tapped button: a menu entry, an offer, a choice, or the found-dog relay's Reply and Share."""

from __future__ import annotations

from datetime import date

from telegram import Update

from doglicense.bot import render, sharing
from doglicense.bot.context import BotContext, resident_of, send
from doglicense.bot.handlers import FLOW_OF_COMMAND, begin_flow, found_again, status
from doglicense.bot.steps import pay_by_card, step
from doglicense.flows.pieces import Input
from doglicense.office.notices import reminder_choices
from doglicense.office.reports import relay, relay_sharing
from doglicense.templates import render as render_template


async def on_callback(update: Update, context: BotContext) -> None:
    """A tapped button: a menu entry, an offer, or a choice in the current question."""
    query = update.callback_query
    assert query is not None
    if query.id in context.services.taps_answered:  # answered by the webhook's response
        context.services.taps_answered.discard(query.id)
    else:
        await query.answer()
    data = query.data or ""
    if data.startswith(render.MENU_PREFIX):
        entry = data.removeprefix(render.MENU_PREFIX)
        if entry == "status":
            await status(update, context)
        else:
            await begin_flow(update, context, FLOW_OF_COMMAND.get(entry, "license"))
        return
    if data.startswith(render.OFFER_PREFIX):
        offer, _, value = data.removeprefix(render.OFFER_PREFIX).partition(":")
        if offer == "redeem_license":  # a seized dog never licensed: licensed first [69-11E]
            await begin_flow(update, context, "license")
        elif offer == "redeem_renew":  # its license lapsed: renewed first
            await begin_flow(update, context, "renewal", {"renew_dog": value})
        else:
            await _remind_then(update, context, value)
        return
    if data.startswith(render.REDEEM_PREFIX):
        reference = data.removeprefix(render.REDEEM_PREFIX)
        await begin_flow(update, context, "redeem", {"seizure": reference})
        return
    if data.startswith(render.RENEW_PREFIX):
        tag = data.removeprefix(render.RENEW_PREFIX)
        await begin_flow(update, context, "renewal", {"renew_dog": tag})
        return
    if data.startswith(render.PAY_PREFIX):
        await pay_by_card(update, context, data.removeprefix(render.PAY_PREFIX))
        return
    if data.startswith(render.RELAY_PREFIX):
        await _begin_reply(update, context, data.removeprefix(render.RELAY_PREFIX))
        return
    if data.startswith(render.SHARE_PREFIX):
        await _share(update, context, data.removeprefix(render.SHARE_PREFIX))
        return
    if data.startswith(sharing.AGREE_PREFIX):
        await _share(update, context, data.removeprefix(sharing.AGREE_PREFIX), agreed=True)
        return
    if data.startswith(render.FOUND_AGAIN_PREFIX):
        await found_again(update, context, data.removeprefix(render.FOUND_AGAIN_PREFIX))
        return
    if data.startswith(render.CHOICE_PREFIX):
        await step(update, context, Input.of_choice(data.removeprefix(render.CHOICE_PREFIX)))


async def _begin_reply(update: Update, context: BotContext, reference: str) -> None:
    """ "Reply" under a found dog's message: the resident's next words go to the other side."""
    services = context.services
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        to_side = await relay.begin_reply(session, resident, reference)
        await session.commit()
    text = render_template("bot/messages/relay_write.txt", to_side=to_side)
    await send(update, render.Message(text))


async def _share(
    update: Update, context: BotContext, reference: str, *, agreed: bool = False
) -> None:
    """ "Share my contact details": what is lacking asked, then what would be sent shown;
    "Share these details" agrees, and details go both ways once the other side agrees too."""
    services = context.services
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        if agreed:
            step = await relay_sharing.agree(session, resident, reference, now=services.now())
        else:
            step = await relay_sharing.offer(session, resident, reference)
        await session.commit()
    await send(update, sharing.step_message(step))


async def _remind_then(update: Update, context: BotContext, due: str) -> None:
    """ "Remind me then" under a puppy too young to license (R2): a reminder on that day."""
    services = context.services
    try:
        due_on: date | None = date.fromisoformat(due)
    except ValueError:
        due_on = None
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)  # even a refusal in their language
        if due_on is not None:
            await reminder_choices.ask_for_reminder(
                session, resident, "puppy", due_on, now=services.now()
            )
        await session.commit()
    if due_on is None:
        await send(update, render.Message(render_template("bot/messages/nothing_open.txt")))
        return
    text = render_template("bot/messages/puppy_reminder_set.txt", due=due)
    await send(update, render.Message(text))
