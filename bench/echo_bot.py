"""The bare bot the HTTP benchmark measures ours against: a python-telegram-bot webhook echo.

Starlette + uvicorn, the secret token checked as ours does, the update handed to PTB's queue,
PTB's defaults for everything else (concurrent updates, its HTTP pool), and one sendMessage
per update, whatever the update is. No database, no templates: what a step costs at the least.
`python -m bench.echo_bot --port N`, with TELEGRAM_BOT_TOKEN, TELEGRAM_API_BASE_URL,
TELEGRAM_WEBHOOK_SECRET and PUBLIC_BASE_URL as for `doglicense serve`, and
ECHO_WEBHOOK_CONNECTIONS (default 40, Telegram's) for setWebhook's max_connections.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route
from telegram import Update
from telegram.ext import Application, ApplicationBuilder, ContextTypes, TypeHandler

SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"  # noqa: S105 - a header name, no secret
# Telegram posts updates over this many connections at once (setWebhook's max_connections).
CONNECTIONS_VARIABLE = "ECHO_WEBHOOK_CONNECTIONS"


async def echo(update: Update, _context: ContextTypes.DEFAULT_TYPE) -> None:
    """One message back to the chat: the text, or what kind of update it was."""
    chat = update.effective_chat
    if chat is None:
        return
    message = update.effective_message
    text = (message.text if message is not None else None) or "got it"
    await chat.send_message(text)


def build_bot() -> Application[Any, Any, Any, Any, Any, Any]:
    base = os.environ["TELEGRAM_API_BASE_URL"].rstrip("/")
    application = (
        ApplicationBuilder()
        .token(os.environ["TELEGRAM_BOT_TOKEN"])
        .base_url(base + "/bot")
        .base_file_url(base + "/file/bot")
        .updater(None)
        .concurrent_updates(True)
        .build()
    )
    application.add_handler(TypeHandler(Update, echo))
    return application


def create_app() -> Starlette:
    bot = build_bot()
    secret = os.environ["TELEGRAM_WEBHOOK_SECRET"]

    async def webhook(request: Request) -> Response:
        given = request.headers.get(SECRET_HEADER, "")
        if not secrets.compare_digest(given.encode(), secret.encode()):
            return PlainTextResponse("forbidden", status_code=403)
        await bot.update_queue.put(Update.de_json(json.loads(await request.body()), bot.bot))
        return JSONResponse({"ok": True})

    async def ready(_request: Request) -> Response:
        return PlainTextResponse("ready")

    @asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        async with bot:
            url = os.environ["PUBLIC_BASE_URL"].rstrip("/") + "/telegram"
            connections = int(os.environ.get(CONNECTIONS_VARIABLE, "40"))  # Telegram's default
            await bot.bot.set_webhook(url, secret_token=secret, max_connections=connections)
            await bot.start()
            yield
            await bot.stop()

    routes = [Route("/telegram", webhook, methods=["POST"]), Route("/ready", ready)]
    return Starlette(routes=routes, lifespan=lifespan)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args()
    uvicorn.run(create_app(), host="127.0.0.1", port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
