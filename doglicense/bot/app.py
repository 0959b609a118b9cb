"""The python-telegram-bot Application: handlers wired, the Bot API address from settings."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from functools import wraps
from typing import Any

from telegram import Bot, BotCommand, Update
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    filters,
)
from telegram.request import BaseRequest

from doglicense.bot import crossing, email_command, files, handlers, proof, steps, taps, transfer
from doglicense.bot.context import BotContext
from doglicense.bot.ordering import ResidentOrder
from doglicense.bot.pacing import PacedRateLimiter, most_in_a_second
from doglicense.bot.transport import AiohttpRequest
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.templates import render
from doglicense.templates.language import DEFAULT, LANGUAGES, speaking

RATE_LIMIT_RETRIES = 3
# Under Telegram's 30 a second, evenly spaced on a fixed schedule (bot/pacing.py), and never
# more than 30 in any second: a bucket of 30 would let 30 and their drip through at once.
MAX_PER_SECOND = 29.5
# The Bot API's calls in flight at once (bot/transport.py): Telegram's cap of 30 messages a
# second keeps far fewer than 16 in flight; a call waits for a free connection up to the timeout.
BOT_API_CONNECTIONS = 16
BOT_API_POOL_TIMEOUT = 10.0
# The command menu's words are in templates/bot/commands.txt, one "command description" a line.
COMMANDS_TEMPLATE = "bot/commands.txt"


def commands(language: str) -> list[BotCommand]:
    """The command menu in one language, its descriptions from the catalogue."""
    with speaking(language):
        lines = render(COMMANDS_TEMPLATE).splitlines()
    return [BotCommand(*line.split(" ", 1)) for line in lines if line.strip()]


async def publish_commands(bot: Bot) -> None:
    """The menu for every language: English as the default, each other one by language_code."""
    await bot.set_my_commands(commands(DEFAULT))
    for language in LANGUAGES:
        if language != DEFAULT:
            await bot.set_my_commands(commands(language), language_code=language)


async def point_webhook(bot: Bot, settings: Settings) -> None:
    """The menu published, and Telegram told to post updates to PUBLIC_BASE_URL/telegram with
    the secret token it sends back."""
    assert settings.public_base_url is not None
    secret = settings.telegram_webhook_secret
    await publish_commands(bot)
    await bot.set_webhook(
        f"{settings.public_base_url.rstrip('/')}/telegram",
        secret_token=secret.get_secret_value() if secret else None,
    )


def build_application(
    services: Services,
    *,
    updater: bool = True,
    request: BaseRequest | None = None,
    max_per_second: float | None = MAX_PER_SECOND,
) -> Application[Any, Any, Any, Any, Any, Any]:
    """The bot, pointed at TELEGRAM_API_BASE_URL; without an updater in webhook mode."""
    settings = services.settings
    assert settings.telegram_bot_token is not None, "the bot needs TELEGRAM_BOT_TOKEN"
    builder = (
        ApplicationBuilder()
        .token(settings.telegram_bot_token.get_secret_value())
        .base_url(settings.telegram_bot_api_url)
        .base_file_url(settings.telegram_file_api_url)
        .context_types(ContextTypes(context=BotContext))
        # One resident's updates in order, residents at once (docs/decisions/0012).
        .concurrent_updates(ResidentOrder(settings.telegram_concurrent_updates))
    )
    if not updater:
        builder = builder.updater(None)
    if request is not None:  # benchmarks answer the Bot API in-process
        builder = builder.request(request)
    else:  # the Bot API over aiohttp (bot/transport.py), long polling over a connection of its own
        calls = AiohttpRequest(BOT_API_CONNECTIONS, pool_timeout=BOT_API_POOL_TIMEOUT)
        builder = builder.request(calls)
        builder = builder.get_updates_request(AiohttpRequest(1, pool_timeout=BOT_API_POOL_TIMEOUT))
    if request is None and max_per_second:
        # Telegram's 30 messages a second, shared by replies and the outbox (429s waited out);
        # several workers each take their share (web/factory.py).
        limiter = PacedRateLimiter(
            max_per_second,
            at_most=most_in_a_second(max_per_second, MAX_PER_SECOND),
            max_retries=RATE_LIMIT_RETRIES,
        )
        builder = builder.rate_limiter(limiter)  # type: ignore[arg-type]  # builder typed limiter-less
    application = builder.build()
    application.bot_data["services"] = services
    add_handlers(application)
    return application


Callback = Callable[[Any, BotContext], Coroutine[Any, Any, None]]


def per_update(callback: Callback) -> Callback:
    """The reply language is this update's own: set by its resident, gone when it is answered.

    Each update runs in a task that copies the context of the task that made it: a language set
    by one resident must never reach another resident's update, whatever the processing order.
    """

    @wraps(callback)
    async def handle(update: Any, context: BotContext) -> None:
        user = update.effective_user if isinstance(update, Update) else None
        with speaking(user.language_code if user is not None else None):
            await callback(update, context)

    return handle


def add_handlers(application: Application[Any, Any, Any, Any, Any, Any]) -> None:
    on = per_update
    application.add_handler(CommandHandler("start", on(handlers.start)))
    application.add_handler(CommandHandler("help", on(handlers.help_command)))
    application.add_handler(CommandHandler("license", on(handlers.license_command)))
    application.add_handler(CommandHandler("renew", on(handlers.renew_command)))
    application.add_handler(CommandHandler("status", on(handlers.status)))
    reports = ["moved", "newowner", "lost", "found", "died", "tag"]
    application.add_handler(CommandHandler(reports, on(handlers.report_command)))
    application.add_handler(CommandHandler("ticket", on(handlers.ticket_command)))
    application.add_handler(CommandHandler("redeem", on(handlers.report_command)))
    application.add_handler(CommandHandler("transfer", on(transfer.transfer_command)))
    application.add_handler(CommandHandler("proof", on(proof.proof_command)))
    application.add_handler(CommandHandler("cancel", on(handlers.cancel)))
    application.add_handler(CommandHandler("web", on(crossing.web_command)))
    application.add_handler(CommandHandler("language", on(crossing.language_command)))
    application.add_handler(CommandHandler("email", on(email_command.email_command)))
    application.add_handler(
        CommandHandler(["stop_reminders", "start_reminders"], on(handlers.reminders_command))
    )
    application.add_handler(CallbackQueryHandler(on(taps.on_callback)))
    application.add_handler(MessageHandler(filters.PHOTO | filters.Document.ALL, on(files.on_file)))
    application.add_handler(MessageHandler(filters.CONTACT, on(steps.on_contact)))
    application.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND, on(steps.on_text)))
    application.add_handler(
        MessageHandler(~filters.COMMAND & ~filters.StatusUpdate.ALL, on(steps.on_other))
    )
    application.add_handler(MessageHandler(filters.COMMAND, on(handlers.unknown_command)))
    application.add_error_handler(on(handlers.on_error))
