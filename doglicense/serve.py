"""Runs the web app and, when a token is set, the bot, in one event loop."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from typing import Any

import uvicorn
from starlette.applications import Starlette

from doglicense.chores import lead_chores
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.web.app import create_app

log = logging.getLogger(__name__)


async def serve(settings: Settings, *, host: str, port: int) -> None:
    """The web app, the bot and the chores until SIGINT or SIGTERM.

    Everything is stopped in the app's lifespan, inside uvicorn's graceful shutdown: once that is
    over uvicorn raises the signal it caught again, which cancels this coroutine (SIGINT) or ends
    the process (SIGTERM), so nothing after `server.serve()` would run.
    """
    services = Services.from_settings(settings)
    bot = None
    if settings.telegram_bot_token is not None:
        from doglicense.bot.app import build_application

        bot = build_application(services, updater=settings.public_base_url is None)
    app = create_app(services, bot=bot, bound_to=host)
    app.router.lifespan_context = _lifespan(services, bot)
    server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="info"))
    await server.serve()
    if not server.started:  # the lifespan's start failed (uvicorn logged why), or the port
        raise SystemExit(3)


def _lifespan(services: Services, bot: Any) -> Any:
    @asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        if bot is not None:
            await _start_bot(services.settings, bot)
        else:
            log.info("no TELEGRAM_BOT_TOKEN: web forms and console only")
        log.info("documents kept in %s", services.documents.where)
        # One leader runs the chores: this process on SQLite; on PostgreSQL, one of all that serve.
        chores = asyncio.create_task(lead_chores(services, bot.bot if bot is not None else None))
        try:
            yield
        finally:
            chores.cancel()
            with suppress(asyncio.CancelledError):
                await chores
            if bot is not None:
                if bot.updater is not None and bot.updater.running:
                    await bot.updater.stop()
                if bot.running:
                    await bot.stop()
                await bot.shutdown()
            await services.db.dispose()
            log.info("stopped: the bot, the chores and the database pool")

    return lifespan


async def _start_bot(settings: Settings, bot: Any) -> None:
    from doglicense.bot.app import point_webhook, publish_commands

    await bot.initialize()
    if settings.public_base_url is not None:
        await point_webhook(bot.bot, settings)
    else:
        assert bot.updater is not None
        await publish_commands(bot.bot)
        await bot.bot.delete_webhook()
        await bot.updater.start_polling(poll_interval=0.0, timeout=10)
    await bot.start()
    log.info("bot started (%s)", "webhook" if settings.public_base_url else "long polling")
