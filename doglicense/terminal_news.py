"""What the Town sent the terminal's resident (receipts, a license approved, a found dog, a card
payment's link, /status), shown once with its buttons numbered; each button works as in the bot."""

from __future__ import annotations

import re
from datetime import date
from html import unescape
from typing import Any

from sqlalchemy import Select, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.bot import render, sharing
from doglicense.bot.handlers import status_names
from doglicense.bot.sender import message_buttons, message_text
from doglicense.flows.pieces import Ask, Kind
from doglicense.office.lifecycle import Status
from doglicense.office.notices import delivery, reminder_choices
from doglicense.office.reports import owner_reports, relay, relay_sharing
from doglicense.office.residents import email_links
from doglicense.office.residents.card_offers import offer_card_payment
from doglicense.office.residents.court_dates import court_dates
from doglicense.office.seizures.online_redemption import card_due
from doglicense.runtime import Services
from doglicense.service import turns
from doglicense.service.context import dogs_on_file
from doglicense.storage.models import Record, Resident
from doglicense.storage.office_models import OutboxMessage
from doglicense.storage.repositories import records_of
from doglicense.templates import render as render_template
from doglicense.templates.language import speaking

CHANNEL = "terminal"
RELAY_KEYS = (render.RELAY_PREFIX, render.SHARE_PREFIX, sharing.AGREE_PREFIX)
# A seized dog's offer to license or renew it first [69-11E]: the flow it opens.
FIRST = {"redeem_license": "license", "redeem_renew": "renewal"}
# A button under a message that opens a flow, as the bot's on_callback does.
FLOW_BUTTONS = {
    render.RENEW_PREFIX: ("renewal", "renew_dog"),
    render.REDEEM_PREFIX: ("redeem", "seizure"),
}


def plain(html: str) -> str:
    """A chat message's HTML as the terminal shows it: no tags, every entity read once."""
    return unescape(re.sub(r"<[^>]+>", "", html))


def _unsent(resident: Resident) -> Select[OutboxMessage]:
    return (
        select(OutboxMessage)
        .where(
            OutboxMessage.resident_id == resident.id,
            OutboxMessage.channel == CHANNEL,
            OutboxMessage.sent_at.is_(None),
            OutboxMessage.abandoned.is_(False),
        )
        .order_by(OutboxMessage.id)
    )


async def waiting(session: AsyncSession, resident: Resident) -> list[int]:
    """The messages waiting for this terminal now, before a line is answered."""
    return list(await session.scalars(_unsent(resident).with_only_columns(OutboxMessage.id)))


async def news(
    session: AsyncSession,
    services: Services,
    resident: Resident,
    *,
    first: int,
    only: list[int] | None = None,
) -> tuple[str, list[str]]:
    """The messages waiting for this terminal (`only` these, if given), marked sent, and their
    buttons numbered from `first`: the words, and each number's button data. The caller
    commits."""
    if only == []:
        return "", []
    query = _unsent(resident)
    if only is not None:
        query = query.where(OutboxMessage.id.in_(only))
    messages = (await session.scalars(query)).all()
    shown: list[str] = []
    keys: list[str] = []
    for message in messages:
        with speaking(resident.language):
            lines = [plain(message_text(message, services))]
        more, their_keys = numbered(message_buttons(message), first=first + len(keys))
        keys += their_keys
        shown.append("\n".join([*lines, *more]))
        delivery.sent(message, now=services.now())
    return "\n\n".join(shown), keys


def numbered(markup: Any, *, first: int) -> tuple[list[str], list[str]]:
    """A keyboard's buttons as lines numbered from `first` (a link shown as its address), and
    each number's button data."""
    lines, keys = [], []
    for row in markup.inline_keyboard if markup else ():
        for button in row:
            if button.callback_data is not None:
                keys.append(str(button.callback_data))
                lines.append(f"  {first + len(keys) - 1}. {button.text}")
            elif button.url:
                lines.append(f"  {button.text}: {button.url}")
    return lines, keys


def flow_of(data: str) -> tuple[str, dict[str, object] | None] | None:
    """The flow a message's button opens ("Renew now", "Redeem", "License"), with what it fills;
    a seized dog's "License it first" or "Renew it first" too, as the bot's taps do."""
    if data == render.MENU_PREFIX + "license":
        return "license", None
    offer, _, value = data.removeprefix(render.OFFER_PREFIX).partition(":")
    if data.startswith(render.OFFER_PREFIX) and offer in FIRST:
        return FIRST[offer], ({"renew_dog": value} if FIRST[offer] == "renewal" else None)
    for prefix, (flow, key) in FLOW_BUTTONS.items():
        if data.startswith(prefix):
            return flow, {key: data.removeprefix(prefix)}
    return None


async def pressed(
    session: AsyncSession, services: Services, resident: Resident, data: str
) -> tuple[str, list[str] | None] | None:
    """Reply or Share under a relayed message, as the bot's buttons do: the words, and the
    buttons a number then picks (None: keep the last); None for any other."""
    offer, _, due = data.removeprefix(render.OFFER_PREFIX).partition(":")
    if data.startswith(render.OFFER_PREFIX) and offer not in FIRST:  # "Remind me then" (R2)
        return plain(await _remind_then(session, services, resident, due)), None
    if data.startswith(render.FOUND_AGAIN_PREFIX):
        tag = data.removeprefix(render.FOUND_AGAIN_PREFIX)
        dog = await owner_reports.found_again(session, resident, tag, now=services.now())
        words = render_template("bot/messages/found_again.txt", dog=dog.name if dog else None)
        return plain(words), None
    if data.startswith(render.RELAY_PREFIX):
        to_side = await relay.begin_reply(session, resident, data.removeprefix(render.RELAY_PREFIX))
        return plain(render_template("bot/messages/relay_write.txt", to_side=to_side)), None
    if data.startswith(render.SHARE_PREFIX):
        step = await relay_sharing.offer(session, resident, data.removeprefix(render.SHARE_PREFIX))
        return shown_message(sharing.step_message(step))
    if data.startswith(sharing.AGREE_PREFIX):
        reference = data.removeprefix(sharing.AGREE_PREFIX)
        step = await relay_sharing.agree(session, resident, reference, now=services.now())
        return shown_message(sharing.step_message(step))
    return None


async def email(services: Services, session: AsyncSession, resident: Resident, given: str) -> str:
    """/email in the terminal, as in the bot: a link to confirm the address given."""
    on_file = resident.email
    state = await email_links.give_address(
        session, resident, given.strip(), client=CHANNEL, now=services.now()
    )
    return plain(
        render_template(
            "bot/messages/email_link.txt",
            state=state,
            address=given.strip(),
            on_file=on_file,
            minutes=email_links.VALID_MINUTES,
        )
    )


async def _remind_then(
    session: AsyncSession, services: Services, resident: Resident, due: str
) -> str:
    """A puppy too young to license: a reminder on the day it may be (the caller commits)."""
    try:
        due_on = date.fromisoformat(due)
    except ValueError:
        return render_template("bot/messages/nothing_open.txt")
    await reminder_choices.ask_for_reminder(session, resident, "puppy", due_on, now=services.now())
    return render_template("bot/messages/puppy_reminder_set.txt", due=due)


def shown_message(message: render.Message) -> tuple[str, list[str] | None]:
    """A chat message as the terminal shows it, its buttons numbered from 1."""
    lines, keys = numbered(message.buttons, first=1)
    return "\n".join([plain(message.text), *lines]), (keys or None)


async def written_back(
    session: AsyncSession, services: Services, resident: Resident, line: str
) -> tuple[str, list[str] | None] | None:
    """A line typed after Reply goes to the other side, or after Share gives the detail asked
    (None when neither is open)."""
    if resident.replying_to is None or not line.strip() or line.startswith(("/", "file:")):
        return None
    if (step := await relay_sharing.typed(session, resident, line)) is not None:
        return shown_message(sharing.step_message(step))
    to_side = await relay.send_reply(session, resident, line, now=services.now())
    return plain(render_template("bot/messages/relay_sent.txt", to_side=to_side)), None


async def status(
    services: Services, session: AsyncSession, resident: Resident
) -> tuple[str, tuple[str, ...]]:
    """/status as the bot says it, with "is home" numbered for each lost dog (its keys)."""
    dogs = await dogs_on_file(session, resident.id)
    records = list(await records_of(session, resident.id))
    text = render_template(
        "bot/messages/status.txt",
        dogs=dogs,
        records=records,
        court_dates=await court_dates(session, records, services.town.tz),
        today=services.clock().today,
        **status_names(dogs, services),
    )
    lines, keys = numbered(render.found_again_buttons(dogs), first=1)
    return "\n".join([plain(text).rstrip(), *lines]), tuple(keys)


def card_wanted(record: Record) -> bool:
    """A step left a record to pay by card: its link follows, as the bot's does."""
    return record.status == Status.AWAITING_PAYMENT or card_due(record)


async def card_offer(
    services: Services, resident_id: int, record_id: int, shown: int
) -> tuple[str, list[str]]:
    """The Checkout link for the record (asked outside any transaction: Stripe may be slow), or
    "try again" numbered after the `shown` choices."""
    try:
        offer = await offer_card_payment(services, record_id, resident_id=resident_id)
    except (LookupError, ValueError):
        return plain(render_template("bot/messages/nothing_open.txt")), []
    message = render.card_offer_message(offer)
    lines, keys = numbered(message.buttons, first=shown + 1)
    return "\n".join([plain(message.text), *lines]), keys


def asked(turn: turns.Turn, first: int) -> tuple[str, list[str]]:
    """The turn's words, its buttons numbered from `first`, and each number's button data."""
    message = render.turn_message(turn)
    lines = [plain(message.text)]
    outcome = turn.outcome
    if isinstance(outcome, Ask) and outcome.question and outcome.question.kind is Kind.FILE:
        # A chat has a paperclip; here the file is named by its path, which the question says.
        lines.append(plain(render_template("bot/messages/terminal_file_hint.txt")))
    choices, keys = numbered(message.buttons, first=first)
    return "\n".join([*lines, *choices]), keys
