"""Telegram handlers: turn updates into flow input, call flows/ or office/, send the answer."""

from __future__ import annotations

import logging
from datetime import date
from typing import Any

from telegram import Message as TgMessage
from telegram import Update
from telegram.constants import ParseMode
from telegram.ext import CallbackContext, ExtBot

from doglicense.bot import render, webhook_reply
from doglicense.flows.engine import Ask, FileRef, Input, InputKind, Kind
from doglicense.office import online_redemption, owner_reports, relay, reminders
from doglicense.office.card_offers import offer_card_payment
from doglicense.office.certificates import keep_certificate, read_certificate, store_certificate
from doglicense.office.lifecycle import Status
from doglicense.office.stolen import stolen_dogs
from doglicense.office.transfers import TRANSFER_PREFIX
from doglicense.runtime import Services
from doglicense.service import conversation
from doglicense.storage.group_commit import GroupFailed
from doglicense.storage.models import Resident
from doglicense.storage.repositories import (
    records_of,
    resident_by_telegram,
    resident_for_telegram,
    telegram_resident_and_draft,
)
from doglicense.templates import environment
from doglicense.templates import render as render_template
from doglicense.templates.language import speaking, use_language

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


class BotContext(CallbackContext[ExtBot[None], dict[Any, Any], dict[Any, Any], dict[Any, Any]]):
    """The typed context: handlers reach the shared services through it."""

    @property
    def services(self) -> Services:
        return self.application.bot_data["services"]  # type: ignore[no-any-return]


async def _send(update: Update, message: render.Message) -> None:
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


async def _resident(session: Any, update: Update, services: Services) -> Resident:
    user, chat = update.effective_user, update.effective_chat
    assert user is not None and chat is not None
    resident = await resident_for_telegram(
        session, user_id=user.id, chat_id=chat.id, language=user.language_code, now=services.now()
    )
    # Every reply to this update in the resident's language; bot/app.py scopes it to the update.
    use_language(resident.language)
    return resident


async def start(update: Update, context: BotContext) -> None:
    """/start: what the resident can do, as buttons; a deep link starts its flow."""
    services = context.services
    args = context.args or []
    if args and args[0] in FLOW_OF_COMMAND:
        await _begin_flow(update, context, FLOW_OF_COMMAND[args[0]])
        return
    if args and args[0].startswith("web-"):  # a web draft continued here (issue 8)
        from doglicense.bot.crossing import continue_from_web  # it imports this module

        await continue_from_web(update, context, args[0])
        return
    if args and args[0].startswith(TICKET_PREFIX):  # printed on the ticket: /start ticket-<n>
        number = args[0].removeprefix(TICKET_PREFIX)
        await _begin_flow(update, context, "ticket", {"ticket_number": number})
        return
    if args and args[0].startswith(render.RENEW_LINK_PREFIX):  # a reminder's link (issue 7)
        tag = args[0].removeprefix(render.RENEW_LINK_PREFIX)
        await _begin_flow(update, context, "renewal", {"renew_dog": tag})
        return
    if args and args[0].startswith(TRANSFER_PREFIX):  # the old owner's invitation (R18)
        from doglicense.bot.transfer import begin_from_link  # it imports this module

        await begin_from_link(update, context, args[0].removeprefix(TRANSFER_PREFIX))
        return
    async with services.db.session() as session:
        await _resident(session, update, services)
        await session.commit()
    text = render_template("bot/messages/start.txt", town=services.town)
    await _send(update, render.Message(text, render.menu()))


async def help_command(update: Update, context: BotContext) -> None:
    services = context.services
    async with services.db.session() as session:
        await _resident(session, update, services)  # the help in the resident's own language
        await session.commit()
    text = render_template("bot/messages/help.txt", town=services.town)
    await _send(update, render.Message(text))


async def unknown_command(update: Update, context: BotContext) -> None:
    """A command the bot doesn't have (/x, /admin): say so kindly, with what it can do."""
    services = context.services
    async with services.db.session() as session:
        await _resident(session, update, services)
        await session.commit()
    text = render_template("bot/messages/unknown_command.txt", town=services.town)
    await _send(update, render.Message(text))


async def license_command(update: Update, context: BotContext) -> None:
    await _begin_flow(update, context, "license")


async def renew_command(update: Update, context: BotContext) -> None:
    await _begin_flow(update, context, "renewal")


async def ticket_command(update: Update, context: BotContext) -> None:
    """/ticket: answer an appearance ticket (R24-R26)."""
    await _begin_flow(update, context, "ticket")


async def report_command(update: Update, context: BotContext) -> None:
    """/moved, /newowner, /lost, /found, /died, /tag: the report of that name."""
    message = update.effective_message
    assert message is not None and message.text is not None
    command = message.text.split()[0].lstrip("/").split("@")[0].lower()
    await _begin_flow(update, context, FLOW_OF_COMMAND[command])


async def _begin_flow(
    update: Update,
    context: BotContext,
    flow_name: str,
    prefill: dict[str, object] | None = None,
) -> None:
    services = context.services
    async with services.db.session() as session:
        resident = await _resident(session, update, services)
        turn = await conversation.begin(
            session,
            resident,
            flow_name,
            services.clock(),
            channel="telegram",
            card_payments=services.card_payments,
            prefill=prefill,
        )
    await _send(update, render.turn_message(turn))


async def _send_invite(update: Update, context: BotContext, turn: conversation.Turn) -> None:
    from doglicense.bot.transfer import send_invite  # it imports this module

    await send_invite(update, context, turn)


async def cancel(update: Update, context: BotContext) -> None:
    services = context.services
    async with services.db.session() as session:
        resident = await _resident(session, update, services)
        had = await conversation.cancel(session, resident)
    await _send(update, render.Message(render_template("bot/messages/cancelled.txt", had=had)))


async def status(update: Update, context: BotContext) -> None:
    """/status: my dogs, their expiry, my requests and where they stand."""
    services = context.services
    async with services.db.session() as session:
        resident = await _resident(session, update, services)
        dogs = await conversation.dogs_on_file(session, resident.id)
        records = list(await records_of(session, resident.id))
        await session.commit()
    names = status_names()
    text = render_template(
        "bot/messages/status.txt", dogs=dogs, records=records, today=services.clock().today, **names
    )
    await _send(update, render.Message(text, render.found_again_buttons(dogs)))


async def found_again(update: Update, context: BotContext, tag_number: str) -> None:
    """A lost dog is home: the report is closed, the dog active again."""
    services = context.services
    async with services.db.session() as session:
        resident = await _resident(session, update, services)
        stolen = await stolen_dogs(session, resident.id)  # told as a theft's end, not a loss's
        dog = await owner_reports.found_again(session, resident, tag_number, now=services.now())
        await session.commit()
    name, was_stolen = (dog.name, dog.id in stolen) if dog else (None, False)
    text = render_template("bot/messages/found_again.txt", dog=name, stolen=was_stolen)
    await _send(update, render.Message(text))


def status_names() -> dict[str, Any]:
    names: Any = environment().get_template("bot/messages/names.txt").module
    return {
        "kind_names": names.kind_names,
        "status_names": names.status_names,
    }


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
            await _begin_flow(update, context, FLOW_OF_COMMAND.get(entry, "license"))
        return
    if data.startswith(render.OFFER_PREFIX):
        offer, _, value = data.removeprefix(render.OFFER_PREFIX).partition(":")
        if offer == "redeem_license":  # a seized dog never licensed: licensed first [69-11E]
            await _begin_flow(update, context, "license")
        elif offer == "redeem_renew":  # its license lapsed: renewed first
            await _begin_flow(update, context, "renewal", {"renew_dog": value})
        else:
            await _remind_then(update, context, value)
        return
    if data.startswith(render.REDEEM_PREFIX):
        reference = data.removeprefix(render.REDEEM_PREFIX)
        await _begin_flow(update, context, "redeem", {"seizure": reference})
        return
    if data.startswith(render.RENEW_PREFIX):
        tag = data.removeprefix(render.RENEW_PREFIX)
        await _begin_flow(update, context, "renewal", {"renew_dog": tag})
        return
    if data.startswith(render.PAY_PREFIX):
        await _pay_by_card(update, context, data.removeprefix(render.PAY_PREFIX))
        return
    if data.startswith(render.RELAY_PREFIX):
        await _begin_reply(update, context, data.removeprefix(render.RELAY_PREFIX))
        return
    if data.startswith(render.SHARE_PREFIX):
        await _share(update, context, data.removeprefix(render.SHARE_PREFIX))
        return
    if data.startswith(render.FOUND_AGAIN_PREFIX):
        await found_again(update, context, data.removeprefix(render.FOUND_AGAIN_PREFIX))
        return
    if data.startswith(render.CHOICE_PREFIX):
        await _step(update, context, Input.of_choice(data.removeprefix(render.CHOICE_PREFIX)))


async def _begin_reply(update: Update, context: BotContext, reference: str) -> None:
    """ "Reply" under a found dog's message: the resident's next words go to the other side."""
    services = context.services
    async with services.db.session() as session:
        resident = await _resident(session, update, services)
        to_side = await relay.begin_reply(session, resident, reference)
        await session.commit()
    text = render_template("bot/messages/relay_write.txt", to_side=to_side)
    await _send(update, render.Message(text))


async def _share(update: Update, context: BotContext, reference: str) -> None:
    """ "Share my contact details": agreed; shared only once the other side agrees too."""
    services = context.services
    async with services.db.session() as session:
        resident = await _resident(session, update, services)
        sharing = await relay.share(session, resident, reference, now=services.now())
        await session.commit()
    text = render_template("bot/messages/relay_share_agreed.txt", sharing=sharing)
    await _send(update, render.Message(text))


async def _remind_then(update: Update, context: BotContext, due: str) -> None:
    """ "Remind me then" under a puppy too young to license (R2): a reminder on that day."""
    services = context.services
    try:
        due_on: date | None = date.fromisoformat(due)
    except ValueError:
        due_on = None
    async with services.db.session() as session:
        resident = await _resident(session, update, services)  # even a refusal in their language
        if due_on is not None:
            await reminders.ask_for_reminder(session, resident, "puppy", due_on, now=services.now())
        await session.commit()
    if due_on is None:
        await _send(update, render.Message(render_template("bot/messages/nothing_open.txt")))
        return
    text = render_template("bot/messages/puppy_reminder_set.txt", due=due)
    await _send(update, render.Message(text))


async def reminders_command(update: Update, context: BotContext) -> None:
    """/stop_reminders and /start_reminders."""
    services = context.services
    message = update.effective_message
    assert message is not None and message.text is not None
    enabled = message.text.split()[0].lstrip("/").lower().startswith("start")
    async with services.db.session() as session:
        resident = await _resident(session, update, services)
        await reminders.set_reminders(session, resident, enabled=enabled)
    name = "reminders_on" if enabled else "reminders_off"
    await _send(update, render.Message(render_template(f"bot/messages/{name}.txt")))


async def on_text(update: Update, context: BotContext) -> None:
    message = update.effective_message
    assert message is not None
    await _step(update, context, Input.of_text(message.text or ""))


async def on_contact(update: Update, context: BotContext) -> None:
    message = update.effective_message
    assert message is not None and message.contact is not None
    await _step(update, context, Input(InputKind.CONTACT, text=message.contact.phone_number))


async def on_other(update: Update, context: BotContext) -> None:
    await _step(update, context, Input(InputKind.OTHER))


async def on_file(update: Update, context: BotContext) -> None:
    """A photo or a document: checked, then stored, only when the open question asks for a file."""
    services = context.services
    message = update.effective_message
    assert message is not None
    user, chat = update.effective_user, update.effective_chat
    assert user is not None and chat is not None
    async with services.db.session() as session:
        # One query, as a step's: the resident and the open draft (not three, and no dogs
        # unless the flow reads them).
        resident, draft = await telegram_resident_and_draft(
            session,
            user_id=user.id,
            chat_id=chat.id,
            language=user.language_code,
            now=services.now(),
        )
        use_language(resident.language)
        now_turn = None
        if draft is not None:
            now_turn = await conversation.where_draft_stands(
                session, resident, draft, services.clock(), card_payments=services.card_payments
            )
        wants_file = (
            now_turn is not None
            and isinstance(now_turn.outcome, Ask)
            and now_turn.outcome.question is not None
            and now_turn.outcome.question.kind is Kind.FILE
        )
        resident_id = resident.id
        await session.commit()
    # Downloaded and read between transactions: Telegram and the image workers can be slow.
    ref = await _file_ref(message, resident_id, services, download=wants_file)
    await _step(update, context, Input.of_file(ref))


async def _file_ref(
    message: TgMessage, resident_id: int, services: Services, *, download: bool
) -> FileRef:
    if message.photo:
        media: Any = message.photo[-1]
        claimed, name = "image/jpeg", None
    else:
        media = message.document
        claimed, name = (media.mime_type or "application/octet-stream"), media.file_name
    size = media.file_size or 0
    max_bytes = services.town.policy.max_upload_bytes
    if not download or size > max_bytes:  # Telegram tells the size: a big file is never fetched
        return FileRef(0, claimed, size, name)
    telegram_file = await media.get_file()
    data = bytes(await telegram_file.download_as_bytearray())
    certificate = await read_certificate(
        data, name=name, max_bytes=max_bytes, images=services.images
    )
    certificate = await store_certificate(services.documents, certificate)
    async with services.db.session() as session:
        ref = await keep_certificate(
            session,
            certificate,
            resident_id=resident_id,
            now=services.now(),
        )
        await session.commit()
    return ref


async def _step(update: Update, context: BotContext, given: Input) -> None:
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
            to_side = await relay.send_reply(session, resident, given.text, now=services.now())
            await session.commit()
            text = render_template("bot/messages/relay_sent.txt", to_side=to_side)
            await _send(update, render.Message(text))
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
        elif conversation.is_back(given):  # Back under a stop: the answer that led to it
            turn = await conversation.back_from_stop(
                session,
                resident,
                services.clock(),
                channel="telegram",
                card_payments=services.card_payments,
            )
        else:
            await session.commit()  # a first contact is kept
    if turn is None:
        await _send(update, render.Message(render_template("bot/messages/nothing_open.txt")))
        return
    await _answer(update, context, turn, resident.id)


async def _step_in_group(
    services: Services, user_id: int, chat_id: int, given: Input
) -> conversation.GroupedTurn | None:
    """The step in a commit group when it is a plain step; None: the ordinary path, taken only
    once this step has left its group (its row lock lasts until the group ends)."""
    try:
        async with services.db.groups.join() as member:
            return await conversation.step_in_group(
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


async def _answer(
    update: Update, context: BotContext, turn: conversation.Turn, resident_id: int
) -> None:
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
    await _send(update, message)
    await _send_invite(update, context, turn)
    await _send_redeem_again(update, waiting)


async def _send_redeem_again(update: Update, reference: str | None) -> None:
    """After the license or renewal a redemption waited for: the way back to redeeming."""
    if reference is None:
        return
    text = render_template("bot/messages/redeem_continue.txt", reference=reference)
    await _send(update, render.Message(text, render.redeem_again_button(reference)))


async def _offer_card(
    update: Update, context: BotContext, record_id: int, resident_id: int, *, lead: str | None
) -> None:
    try:
        offer = await offer_card_payment(context.services, record_id, resident_id=resident_id)
    except (LookupError, ValueError):
        await _send(update, render.Message(render_template("bot/messages/nothing_open.txt")))
        return
    await _send(update, render.card_offer_message(offer, lead=lead))


async def _pay_by_card(update: Update, context: BotContext, record_id: str) -> None:
    """ "Try again" under a failed card link: a new Checkout attempt for the resident's record."""
    services = context.services
    async with services.db.session() as session:
        resident = await _resident(session, update, services)
        await session.commit()
    if not record_id.isdigit():
        await _send(update, render.Message(render_template("bot/messages/nothing_open.txt")))
        return
    offering = _offer_card(update, context, int(record_id), resident.id, lead=None)
    context.application.create_task(offering, update=update, name="card-offer")


async def on_error(update: object, context: BotContext) -> None:
    """Log the failure without the resident's words, and tell them kindly, in their language."""
    log.error("update failed: %s", type(context.error).__name__, exc_info=context.error)
    if isinstance(update, Update) and update.effective_chat is not None:
        with speaking(await _language_of(update, context.services)):
            text = render_template("bot/messages/sorry.txt", town=context.services.town)
            await _send(update, render.Message(text))  # HTML like every reply: escaped once


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
