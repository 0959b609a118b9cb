"""The bare bot the HTTP benchmark measures ours against: a python-telegram-bot webhook echo.

Starlette + uvicorn, the secret token checked as ours does, the update handed to PTB's queue,
PTB's defaults for everything else (concurrent updates, its HTTP pool), and one sendMessage
per update, whatever the update is. No database, no templates: what a step costs at the least.
`python -m bench.echo_bot --port N`, with TELEGRAM_BOT_TOKEN, TELEGRAM_API_BASE_URL,
TELEGRAM_WEBHOOK_SECRET and PUBLIC_BASE_URL as for `doglicense serve`, and
ECHO_WEBHOOK_CONNECTIONS (default 40, Telegram's) for setWebhook's max_connections, and
ECHO_DATABASE_URL for the durable echo (`DurableEcho`: the floor of a step kept in a database),
and ECHO_AIOHTTP=1 for the echo over our Bot API client (bot/transport.py) instead of PTB's.
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
from sqlalchemy import (
    BigInteger,
    Column,
    MetaData,
    Table,
    Text,
    bindparam,
    insert,
    select,
    update,
)
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route
from telegram import Update
from telegram.ext import Application, ApplicationBuilder, ContextTypes, TypeHandler

from doglicense.bot.transport import AiohttpRequest

SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"  # noqa: S105 - a header name, no secret
# Telegram posts updates over this many connections at once (setWebhook's max_connections).
CONNECTIONS_VARIABLE = "ECHO_WEBHOOK_CONNECTIONS"
DATABASE_VARIABLE = "ECHO_DATABASE_URL"  # set: the durable echo (a draft kept each step)
AIOHTTP_VARIABLE = "ECHO_AIOHTTP"  # set: the Bot API over bot/transport.py, not PTB's httpx
GROUPED_VARIABLE = "ECHO_GROUPED"  # set: the durable echo commits in groups, as ours does


async def echo(update: Update, _context: ContextTypes.DEFAULT_TYPE) -> None:
    """One message back to the chat: the text, or what kind of update it was."""
    chat = update.effective_chat
    if chat is None:
        return
    message = update.effective_message
    text = (message.text if message is not None else None) or "got it"
    await chat.send_message(text)


class DurableEcho:
    """The echo that keeps a draft: each update reads its chat's row, writes it and commits
    through SQLAlchemy's async session, as our step does, then answers. No flow, no templates:
    the floor of a bot whose every step is durable (ECHO_DATABASE_URL)."""

    def __init__(self, database_url: str) -> None:
        from doglicense.storage.database import Database

        self.db = Database(database_url, pool_size=20, max_overflow=0)
        drafts = Table(
            "bench_echo_drafts",
            MetaData(),
            Column("chat_id", BigInteger, primary_key=True),
            Column("state", Text),
        )
        self.table = drafts
        self.read = select(drafts.c.state).where(drafts.c.chat_id == bindparam("chat"))
        if database_url.startswith("postgresql"):  # ours locks the resident's row the same way
            self.read = self.read.with_for_update()
        self.write = (
            update(drafts).where(drafts.c.chat_id == bindparam("chat")).values(state=bindparam("s"))
        )
        self.insert = insert(drafts).values(chat_id=bindparam("chat"), state="")
        self.grouped = bool(os.environ.get(GROUPED_VARIABLE))  # storage/group_commit.py

    async def create(self) -> None:
        async with self.db.engine.begin() as connection:
            await connection.run_sync(self.table.drop, checkfirst=True)
            await connection.run_sync(self.table.create)

    async def __call__(self, update: Update, _context: ContextTypes.DEFAULT_TYPE) -> None:
        chat = update.effective_chat
        if chat is None:
            return
        if self.grouped:
            async with self.db.groups.join() as member:
                rows = await member.read(self.read, {"chat": chat.id})
                if rows:
                    await member.save(self.write, {"chat": chat.id, "s": f"{rows[0][0]}."[-64:]})
                else:
                    await member.save(self.insert, {"chat": chat.id})
            await echo(update, _context)
            return
        async with self.db.session() as session:
            state = (await session.execute(self.read, {"chat": chat.id})).scalar_one_or_none()
            if state is None:
                await session.execute(self.insert, {"chat": chat.id})
            else:
                await session.execute(self.write, {"chat": chat.id, "s": f"{state}."[-64:]})
            await session.commit()
        await echo(update, _context)


def build_bot(durable: DurableEcho | None = None) -> Application[Any, Any, Any, Any, Any, Any]:
    base = os.environ["TELEGRAM_API_BASE_URL"].rstrip("/")
    builder = (
        ApplicationBuilder()
        .token(os.environ["TELEGRAM_BOT_TOKEN"])
        .base_url(base + "/bot")
        .base_file_url(base + "/file/bot")
        .updater(None)
        .concurrent_updates(True)
    )
    if os.environ.get(AIOHTTP_VARIABLE):
        builder = builder.request(AiohttpRequest(256, pool_timeout=1.0))  # PTB's pool and wait
    application = builder.build()
    application.add_handler(TypeHandler(Update, durable or echo))
    return application


def create_app() -> Starlette:
    database_url = os.environ.get(DATABASE_VARIABLE)
    durable = DurableEcho(database_url) if database_url else None
    bot = build_bot(durable)
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
        if durable is not None:
            await durable.create()
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
