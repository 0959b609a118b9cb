"""Words, a contact or a tapped choice as a step of the flow: stepped, answered, card offered."""

from __future__ import annotations

import logging

from telegram import Update

from doglicense.bot import render, sharing
from doglicense.bot.context import BotContext, resident_of, send
from doglicense.bot.transfer import send_invite
from doglicense.flows.pieces import Input, InputKind
from doglicense.office.lifecycle import Status
from doglicense.office.reports import relay, relay_sharing
from doglicense.office.residents.card_offers import offer_card_payment
from doglicense.office.seizures import online_redemption
from doglicense.runtime import Services
from doglicense.service import conversation, grouped, stops, turns
from doglicense.storage.group_commit import GroupFailed
from doglicense.storage.repositories import (
    telegram_resident_and_draft,
)
from doglicense.templates import render as render_template
from doglicense.templates.language import use_language

log = logging.getLogger(__name__)


async def _send_invite(update: Update, context: BotContext, turn: turns.Turn) -> None:
    await send_invite(update, context, turn)


async def on_text(update: Update, context: BotContext) -> None:
    message = update.effective_message
    assert message is not None
    await step(update, context, Input.of_text(message.text or ""))


async def on_contact(update: Update, context: BotContext) -> None:
    message = update.effective_message
    assert message is not None and message.contact is not None
    await step(update, context, Input(InputKind.CONTACT, text=message.contact.phone_number))


async def on_other(update: Update, context: BotContext) -> None:
    await step(update, context, Input(InputKind.OTHER))


async def step(update: Update, context: BotContext, given: Input) -> None:
    services = context.services
    user, chat = update.effective_user, update.effective_chat
    assert user is not None and chat is not None
    grouped = await _step_in_group(services, user.id, chat.id, given)
    if grouped is not None:  # most steps: committed with other residents' (storage/group_commit)
        use_language(grouped.language)
        await _answer(update, context, grouped.turn, grouped.resident_id)
        return
    async with services.db.session() as session:
        resident, draft = await telegram_resident_and_draft(
            session,
            user_id=user.id,
            chat_id=chat.id,
            language=user.language_code,
            now=services.now(),
        )
        use_language(resident.language)  # this update's replies in this resident's language
        turn = None
        if resident.replying_to is not None and given.kind is InputKind.TEXT and given.text.strip():
            typed = await relay_sharing.typed(session, resident, given.text)
            if typed is not None:  # a name or a phone asked before sharing
                await session.commit()
                await send(update, sharing.step_message(typed))
                return
            to_side = await relay.send_reply(session, resident, given.text, now=services.now())
            await session.commit()
            text = render_template("bot/messages/relay_sent.txt", to_side=to_side)
            await send(update, render.Message(text))
            return
        if draft is not None:
            turn = await conversation.step_draft(
                session,
                resident,
                draft,
                given,
                services.clock(),
                channel="telegram",
                card_payments=services.card_payments,
            )
        elif stops.is_back(given):  # Back under a stop: the answer that led to it
            turn = await stops.back_from_stop(
                session,
                resident,
                services.clock(),
                channel="telegram",
                card_payments=services.card_payments,
            )
        else:
            await session.commit()  # a first contact is kept
    if turn is None:
        await send(update, render.Message(render_template("bot/messages/nothing_open.txt")))
        return
    await _answer(update, context, turn, resident.id)


async def _step_in_group(
    services: Services, user_id: int, chat_id: int, given: Input
) -> grouped.GroupedTurn | None:
    """The step in a commit group when it is a plain step; None: the ordinary path, taken only
    once this step has left its group (its row lock lasts until the group ends)."""
    try:
        async with services.db.groups.join() as member:
            return await grouped.step_in_group(
                member,
                user_id=user_id,
                chat_id=chat_id,
                given=given,
                clock=services.clock(),
                channel="telegram",
                card_payments=services.card_payments,
            )
    except GroupFailed:  # rolled back, the answer not kept: applied again the ordinary way
        log.info("commit group rolled back: the step taken again on its own")
        return None


async def _answer(update: Update, context: BotContext, turn: turns.Turn, resident_id: int) -> None:
    """The resident's reply to a step, once it is committed."""
    services = context.services
    record = turn.record
    log.info(
        "chat step",
        extra={
            "update_id": update.update_id,
            "resident_id": resident_id,
            "flow": turn.flow.name,
            "outcome": type(turn.outcome).__name__,
            "reference": record.reference if record is not None else None,
        },
    )
    message = render.turn_message(turn)
    if record is not None and record.kind in ("license", "renewal"):
        async with services.db.session() as session:  # sent from a redemption: back to it
            waiting = await online_redemption.waiting_redemption(session, resident_id)
    else:
        waiting = None
    if record is not None and (
        record.status == Status.AWAITING_PAYMENT or online_redemption.card_due(record)
    ):
        # Stripe may take its whole timeout: the link is awaited in a task of its own, outside
        # the resident's line of updates (bot/ordering.py), so no update waits for it.
        offering = _offer_card(update, context, record.id, resident_id, lead=message.text)
        context.application.create_task(offering, update=update, name="card-offer")
        await _send_invite(update, context, turn)
        await _send_redeem_again(update, waiting)
        return
    await send(update, message)
    await _send_invite(update, context, turn)
    await _send_redeem_again(update, waiting)


async def _send_redeem_again(update: Update, reference: str | None) -> None:
    """After the license or renewal a redemption waited for: the way back to redeeming."""
    if reference is None:
        return
    text = render_template("bot/messages/redeem_continue.txt", reference=reference)
    await send(update, render.Message(text, render.redeem_again_button(reference)))


async def _offer_card(
    update: Update, context: BotContext, record_id: int, resident_id: int, *, lead: str | None
) -> None:
    try:
        offer = await offer_card_payment(context.services, record_id, resident_id=resident_id)
    except (LookupError, ValueError):
        await send(update, render.Message(render_template("bot/messages/nothing_open.txt")))
        return
    await send(update, render.card_offer_message(offer, lead=lead))


async def pay_by_card(update: Update, context: BotContext, record_id: str) -> None:
    """ "Try again" under a failed card link: a new Checkout attempt for the resident's record."""
    services = context.services
    async with services.db.session() as session:
        resident = await resident_of(session, update, services)
        await session.commit()
    if not record_id.isdigit():
        await send(update, render.Message(render_template("bot/messages/nothing_open.txt")))
        return
    offering = _offer_card(update, context, int(record_id), resident.id, lead=None)
    context.application.create_task(offering, update=update, name="card-offer")
