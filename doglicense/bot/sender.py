"""Drains the outbox to Telegram: each message once, Telegram's limits obeyed."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from sqlalchemy import select
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup
from telegram.constants import ParseMode
from telegram.error import Forbidden, RetryAfter, TelegramError

from doglicense.runtime import Services
from doglicense.storage.models import OutboxMessage, Resident
from doglicense.templates import macro, render

log = logging.getLogger(__name__)
MAX_ATTEMPTS = 5


def message_text(message: OutboxMessage, services: Services) -> str:
    context: dict[str, Any] = dict(message.context)
    exempt = context.get("exempt_type")
    context["exempt_label"] = services.town.exempt_label(exempt) if exempt else None
    context.setdefault("clerk_phone", services.town.clerk_phone)
    return render(f"bot/messages/{message.template}.txt", town=services.town, **context)


def message_buttons(message: OutboxMessage) -> InlineKeyboardMarkup | None:
    """An optional link button, from context["url_button"]: label (a choices macro), params, url."""
    button = message.context.get("url_button")
    if not button or not button.get("url"):
        return None
    label = macro("bot/choices.txt", button["label"], button.get("params") or {})
    return InlineKeyboardMarkup([[InlineKeyboardButton(label, url=button["url"])]])


async def send_pending(services: Services, bot: Bot, *, limit: int = 100) -> int:
    """Send what waits in the outbox for Telegram residents; how many were sent."""
    sent = 0
    async with services.db.session() as session:
        pending = (
            await session.execute(
                select(OutboxMessage, Resident)
                .join(Resident, Resident.id == OutboxMessage.resident_id)
                .where(
                    OutboxMessage.sent_at.is_(None),
                    OutboxMessage.abandoned.is_(False),
                    OutboxMessage.channel == "telegram",
                )
                .order_by(OutboxMessage.id)
                .limit(limit)
            )
        ).all()
        for message, resident in pending:
            if resident.telegram_chat_id is None or not resident.reachable:
                message.abandoned = True
                await session.commit()
                continue
            if await _deliver(bot, message, resident, services):
                message.sent_at = services.now()
                sent += 1
            await session.commit()
    return sent


async def _deliver(
    bot: Bot, message: OutboxMessage, resident: Resident, services: Services
) -> bool:
    text = message_text(message, services)
    while True:
        message.attempts += 1
        try:
            assert resident.telegram_chat_id is not None
            await bot.send_message(
                resident.telegram_chat_id,
                text,
                parse_mode=ParseMode.HTML,
                reply_markup=message_buttons(message),
            )
            return True
        except RetryAfter as wait:
            delay = wait.retry_after
            await asyncio.sleep(delay.total_seconds() if hasattr(delay, "total_seconds") else delay)
        except Forbidden:
            resident.reachable = False  # blocked or deleted: retrying forever helps no one
            message.abandoned = True
            message.last_error = "forbidden"
            return False
        except TelegramError as error:
            message.last_error = type(error).__name__
            if message.attempts >= MAX_ATTEMPTS:
                message.abandoned = True
            log.warning("outbox message %s not sent: %s", message.id, type(error).__name__)
            return False
