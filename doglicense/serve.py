"""Runs the web app and, when a token is set, the bot, in one event loop."""

from __future__ import annotations

import logging
from contextlib import AsyncExitStack

import uvicorn

from doglicense.chores import start_chores, stop_chores
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.web.app import create_app

log = logging.getLogger(__name__)


async def serve(settings: Settings, *, host: str, port: int) -> None:
    services = Services.from_settings(settings)
    async with AsyncExitStack() as stack:
        bot = None
        if settings.telegram_bot_token is not None:
            from doglicense.bot.app import build_application, publish_commands

            webhook = settings.public_base_url is not None
            bot = build_application(services, updater=not webhook)
            await stack.enter_async_context(bot)
            await publish_commands(bot.bot)
            if webhook:
                secret = settings.telegram_webhook_secret
                await bot.bot.set_webhook(
                    f"{settings.public_base_url.rstrip('/')}/telegram",  # type: ignore[union-attr]
                    secret_token=secret.get_secret_value() if secret else None,
                )
            else:
                assert bot.updater is not None
                await bot.bot.delete_webhook()
                await bot.updater.start_polling(poll_interval=0.0, timeout=10)
            await bot.start()
            log.info("bot started (%s)", "webhook" if webhook else "long polling")
        else:
            log.info("no TELEGRAM_BOT_TOKEN: web forms and console only")
        app = create_app(services, bot=bot)
        chores = start_chores(services, bot.bot if bot is not None else None)
        server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="info"))
        try:
            await server.serve()
        finally:
            await stop_chores(chores)
            if bot is not None:
                if bot.updater is not None and bot.updater.running:
                    await bot.updater.stop()
                await bot.stop()
            await services.db.dispose()
