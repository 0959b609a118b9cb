"""The app of one uvicorn worker (`doglicense.web.factory:create_from_env`): no state in memory.

Every worker reads the settings from the environment, opens its own database pool and its own
python-telegram-bot Application (webhook mode: no updater); conversation state lives in the
database, so any worker may take any update. Every worker contends for the job runner's lock
and the one holding it runs the chores (chores.lead_chores), as a single `serve` does.
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from typing import Any

from starlette.applications import Starlette

from doglicense import logs
from doglicense.binding import BOUND_TO_VARIABLE
from doglicense.chores import lead_chores
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.web.app import create_app

log = logging.getLogger(__name__)

WORKERS_VARIABLE = "DOGLICENSE_WORKERS"  # set by `serve --workers N` for its workers


def create_from_env() -> Starlette:
    """One worker's app, from the environment (uvicorn calls it with --factory)."""
    settings = Settings()
    # The machine's picture workers shared out, as the send rate is: N workers each starting
    # their own full pool put 2 N processes (and their starts) on the machine's cores.
    settings = settings.model_copy(update={"image_workers": image_share(settings.image_workers)})
    logs.configure(json_lines=logs.wants_json(settings.environment))
    services = Services.from_settings(settings)
    bot = None
    if settings.telegram_bot_token is not None:
        from doglicense.bot.app import MAX_PER_SECOND, build_application

        bot = build_application(
            services, updater=False, max_per_second=worker_share(MAX_PER_SECOND)
        )
    app = create_app(services, bot=bot, bound_to=os.environ.get(BOUND_TO_VARIABLE))
    app.router.lifespan_context = _lifespan(services, bot)
    return app


def worker_share(per_second: float) -> float | None:
    """This worker's part of the bot's Telegram send rate: Telegram counts the bot, not a process.

    TELEGRAM_MAX_PER_SECOND=0 lifts the limit: for benchmarks against the stand-in only.
    """
    configured = os.environ.get("TELEGRAM_MAX_PER_SECOND")
    total = float(configured) if configured else per_second
    return total / _workers() if total > 0 else None


def image_share(total: int) -> int:
    """This worker's part of the machine's picture workers (IMAGE_WORKERS), at least one."""
    return max(1, math.ceil(total / _workers()))


def _workers() -> int:
    return max(1, int(os.environ.get(WORKERS_VARIABLE, "1")))


def _lifespan(services: Services, bot: Any) -> Callable[[Starlette], Any]:
    @asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        if bot is not None:
            await bot.initialize()
            await bot.start()
        jobs = asyncio.create_task(lead_chores(services, bot.bot if bot is not None else None))
        log.info("worker ready", extra={"worker": os.getpid()})
        try:
            yield
        finally:
            jobs.cancel()
            with suppress(asyncio.CancelledError):
                await jobs
            if bot is not None:
                await bot.stop()
                await bot.shutdown()
            await services.db.dispose()

    return lifespan
