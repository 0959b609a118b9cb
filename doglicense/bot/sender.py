"""Drains the outbox to Telegram: each message at least once, Telegram's limits obeyed.

The Application's rate limiter (bot/pacing.py: 29.5 a second on a fixed schedule, never 31 in a
second) keeps every request under Telegram's 30 messages a second and waits out a 429's
retry_after; a RetryAfter that still escapes is waited out here. Claims,
leases and the at-least-once trade-off are in `office/notices/delivery.py`.
"""

from __future__ import annotations

import asyncio
import logging
import warnings
from collections.abc import Awaitable
from contextlib import suppress
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup
from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden, RetryAfter, TelegramError
from telegram.warnings import PTBDeprecationWarning

from doglicense.bot import render as chat
from doglicense.bot import returned
from doglicense.office.notices import delivery
from doglicense.office.notices.leader import confirm_leading
from doglicense.office.outbox import message_context
from doglicense.runtime import Services
from doglicense.storage.office_models import OutboxMessage
from doglicense.templates import render
from doglicense.templates.language import speaking

log = logging.getLogger(__name__)
CHANNELS = ("telegram",)
RETRIES_AFTER_WAIT = 3
GONE = ("chat not found", "user is deactivated", "bot was blocked")


def message_text(message: OutboxMessage, services: Services) -> str:
    context = message_context(message, services.town)
    # The terminal shows the same message, its buttons numbered: its words say so (no "tap").
    return render(
        f"bot/messages/{message.template}.txt",
        town=services.town,
        **{**context, "channel": message.channel},
    )


def message_buttons(message: OutboxMessage) -> InlineKeyboardMarkup | None:
    """A link button (context["url_button"]), "Renew now" (renew_tag) or "License now"."""
    context = message.context
    button = context.get("url_button")
    if button and button.get("url"):
        label = chat.button_label(button["label"], button.get("params") or {})
        return InlineKeyboardMarkup([[InlineKeyboardButton(label, url=button["url"])]])
    if context.get("renew_tag"):
        label = chat.button_label("renew_now", {"dog": context.get("dog", "")})
        data = chat.RENEW_PREFIX + str(context["renew_tag"])
        return InlineKeyboardMarkup([[InlineKeyboardButton(label, callback_data=data)]])
    if context.get("reply_to"):
        label = chat.button_label("reply")
        data = chat.RELAY_PREFIX + str(context["reply_to"])
        rows = [[InlineKeyboardButton(label, callback_data=data)]]
        if context.get("share_offer"):  # both sides must agree before anything is shared
            share = chat.button_label("share_details")
            data = chat.SHARE_PREFIX + str(context["reply_to"])
            rows.append([InlineKeyboardButton(share, callback_data=data)])
        return InlineKeyboardMarkup(rows)
    if context.get("redeem_button") and context.get("reference"):
        label = chat.button_label("redeem_now", {"dog": context.get("dog") or ""})
        data = chat.REDEEM_PREFIX + str(context["reference"])
        return InlineKeyboardMarkup([[InlineKeyboardButton(label, callback_data=data)]])
    if context.get("license_button"):
        label = chat.button_label("menu_license")
        data = chat.MENU_PREFIX + "license"
        return InlineKeyboardMarkup([[InlineKeyboardButton(label, callback_data=data)]])
    return None


def retry_seconds(wait: RetryAfter) -> float:
    """RetryAfter.retry_after is an int, or a timedelta when PTB_TIMEDELTA is set."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PTBDeprecationWarning)
        value: int | timedelta = wait.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


async def send_pending(services: Services, bot: Bot, *, limit: int = 100) -> int:
    """Send one batch of what waits for Telegram residents; how many were sent.

    Cancelled mid-batch, the message in flight is finished and settled first and the rest are
    released, so a restart sends each of them once. A leader that finds it no longer leads stops
    (LeadershipLost) and leaves the batch to the leader that freed it.
    """
    runner = delivery.new_runner()
    sent = 0
    async with services.db.session() as session:
        batch = await delivery.claim(
            session, CHANNELS, runner=runner, now=services.now(), limit=limit
        )
        for index, item in enumerate(batch):
            try:
                sent += await _settled_even_if_cancelled(_send_one(session, bot, item, services))
            except asyncio.CancelledError:
                for rest in batch[index + 1 :]:
                    delivery.release(rest.message)
                with suppress(Exception):  # not kept: the next leader frees them (take_over_claims)
                    await session.commit()
                raise
    return sent


async def _settled_even_if_cancelled(work: Awaitable[int]) -> int:
    task = asyncio.ensure_future(work)
    try:
        return await asyncio.shield(task)
    except asyncio.CancelledError:
        # Finish the send and its commit: no message left half-known. Shielded again, since a
        # second cancel (a leader's chores are stopped twice over) would break into the commit.
        while not task.done():
            with suppress(asyncio.CancelledError):
                await asyncio.shield(task)
        task.exception()  # retrieved: its failure is settled in the row; the cancel goes on
        raise


async def _send_one(
    session: AsyncSession, bot: Bot, item: delivery.Claimed, services: Services
) -> int:
    message, resident = item.message, item.resident
    await confirm_leading()  # no longer leading: the next leader has freed this batch
    if resident.telegram_chat_id is None or not resident.reachable:
        delivery.undeliverable(message, "no chat")
        await session.commit()
        return 0
    try:
        with speaking(resident.language):  # the text and its buttons in this resident's language
            text, buttons = message_text(message, services), message_buttons(message)
    except Exception as error:  # a bad template or context spoils this message only
        delivery.unwritable(message, error)
        log.error("outbox message %s not written: %s", message.id, message.last_error)
        await session.commit()
        return 0
    if message.template == "record_returned":  # the web and the terminal ask it again too
        text, buttons = await _asked_again(session, services, item, text, buttons)
    outcome = 0
    for _ in range(RETRIES_AFTER_WAIT + 1):
        try:
            await bot.send_message(
                resident.telegram_chat_id,
                text,
                parse_mode=ParseMode.HTML,
                reply_markup=buttons,
            )
        except RetryAfter as wait:
            await asyncio.sleep(retry_seconds(wait))
            continue
        except (Forbidden, BadRequest) as error:
            if isinstance(error, BadRequest) and not _gone(error):  # this message, as written
                delivery.refused(message, "BadRequest: refused for good")
                log.warning("outbox message %s refused by Telegram", message.id)
                break
            resident.reachable = False  # blocked or deleted: retrying forever helps no one
            delivery.undeliverable(message, "forbidden")
            log.info("outbox message %s: chat unreachable", message.id)
            break
        except Exception as error:  # TelegramError or worse: this message waits, the rest go on
            delivery.failed(message, type(error).__name__, now=services.now())
            log.warning("outbox message %s not sent: %s", message.id, type(error).__name__)
            break
        delivery.sent(message, now=services.now())
        outcome = 1
        break
    else:
        delivery.release(message)  # Telegram keeps asking us to wait: the next run tries
    await session.commit()
    return outcome


async def _asked_again(
    session: AsyncSession,
    services: Services,
    item: delivery.Claimed,
    text: str,
    buttons: InlineKeyboardMarkup | None,
) -> tuple[str, InlineKeyboardMarkup | None]:
    """A returned request's notice with the question to answer again below it, its buttons
    under it; the notice alone if that question cannot be had."""
    reference = str(item.message.context.get("reference") or "")
    try:
        with speaking(item.resident.language):
            asked = await returned.question_again(session, services, item.resident, reference)
    except Exception:  # the notice still goes: the resident can answer by typing
        log.exception("the question of outbox message %s not asked again", item.message.id)
        asked = None
    with suppress(Exception):
        await session.commit()  # the reads end before Telegram is called
    if asked is None:
        return text, buttons
    return f"{text}\n\n{asked.text}", asked.buttons


def _gone(error: TelegramError) -> bool:
    return any(reason in error.message.lower() for reason in GONE)
