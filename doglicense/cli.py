"""The `doglicense` command: serve, chat, db upgrade, and the office's chores."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections.abc import Sequence

from doglicense.settings import Settings
from doglicense.storage.migrate import upgrade

log = logging.getLogger("doglicense")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="doglicense", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="the web app, and the bot when a token is set")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    commands.add_parser("chat", help="the resident flows in this terminal")
    db = commands.add_parser("db", help="database chores")
    db.add_argument("action", choices=["upgrade"])
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    logging.getLogger("httpx").setLevel(logging.WARNING)  # its lines carry the bot token
    settings = Settings()
    if args.command == "db":
        upgrade(settings.resolved_database_url)
        return 0
    if args.command == "serve":
        from doglicense.serve import serve as run_server

        upgrade(settings.resolved_database_url)
        asyncio.run(run_server(settings, host=args.host, port=args.port))
        return 0
    if args.command == "chat":
        from doglicense.terminal import chat

        upgrade(settings.resolved_database_url)
        return asyncio.run(chat(settings, sys.stdin, sys.stdout))
    return 2
