"""`doglicense serve --workers N`: webhook mode, N uvicorn worker processes over PostgreSQL."""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import sys
from typing import Any

import uvicorn
from uvicorn.supervisors import Multiprocess

from doglicense import logs
from doglicense.binding import BOUND_TO_VARIABLE
from doglicense.settings import Settings
from doglicense.web.factory import WORKERS_VARIABLE
from doglicense.web.nodelay import NoDelayHTTP

log = logging.getLogger(__name__)
FACTORY = "doglicense.web.factory:create_from_env"
# uvicorn's supervisor kills a worker that has not answered its ping for this long (its default,
# 5 s, killed workers still starting on a busy machine, again and again: docs/decisions/0026).
# The ping is answered by a thread of its own, so only a frozen process stays silent this long.
HEALTHCHECK_SECONDS = 60


class WorkersRefused(ValueError):
    """Several workers need PostgreSQL and, with a bot, webhook mode."""


def check_workers(settings: Settings, workers: int) -> None:
    """Several processes share nothing but the database, so SQLite and long polling are out."""
    if workers < 2:
        return
    if not settings.resolved_database_url.startswith("postgresql"):
        raise WorkersRefused("--workers above 1 needs DATABASE_URL=postgresql+asyncpg://...")
    if settings.telegram_bot_token is not None and settings.public_base_url is None:
        raise WorkersRefused("--workers above 1 needs PUBLIC_BASE_URL (webhook mode)")


async def register_webhook(settings: Settings) -> None:
    """Tell Telegram where to post, once, before the workers start (not once per worker)."""
    from telegram import Bot

    from doglicense.bot.app import point_webhook

    assert settings.telegram_bot_token is not None
    bot = Bot(
        settings.telegram_bot_token.get_secret_value(),
        base_url=settings.telegram_bot_api_url,
        base_file_url=settings.telegram_file_api_url,
    )
    async with bot:
        await point_webhook(bot, settings)


def serve_workers(settings: Settings, *, host: str, port: int, workers: int) -> None:
    """Run uvicorn's process manager; every worker builds its app from the environment."""
    check_workers(settings, workers)
    if settings.telegram_bot_token is not None and settings.public_base_url is not None:
        asyncio.run(register_webhook(settings))
    os.environ[WORKERS_VARIABLE] = str(workers)  # the workers share the bot's send rate
    os.environ[BOUND_TO_VARIABLE] = host  # /dev/mail only on loopback (binding.dev_mail_shown)
    options: dict[str, Any] = {
        "factory": True,
        "host": host,
        "port": port,
        "workers": workers,
        "log_config": logs.uvicorn_log_config(json_lines=logs.wants_json(settings.environment)),
        "proxy_headers": True,
        "http": NoDelayHTTP,  # Nagle off on every connection, however the socket was made
        "timeout_worker_healthcheck": HEALTHCHECK_SECONDS,
    }
    if workers == 1:  # one process: uvicorn opens the socket itself, as TCP
        uvicorn.run(FACTORY, **options)
        return
    config = uvicorn.Config(FACTORY, **options)
    try:
        sock = listening_socket(host, port)
    except OSError as refused:
        log.error("cannot listen on %s:%d: %s", host, port, refused)
        sys.exit(3)
    sock.set_inheritable(True)  # handed to the spawned workers
    log.info("starting %d workers on http://%s:%d", workers, host, sock.getsockname()[1])
    Multiprocess(config, sockets=[sock]).run()


def listening_socket(host: str, port: int) -> socket.socket:
    """A server's socket, made as TCP by name (IPPROTO_TCP): the one the workers share (and the
    test stand-ins').

    asyncio turns Nagle's algorithm off (TCP_NODELAY) only on sockets whose protocol says TCP;
    uvicorn's own `Config.bind_socket` makes them with protocol 0. The workers also turn it off
    on each connection themselves (web/nodelay.py), so a socket made elsewhere is no trap.
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    return sock
