"""The `doglicense` command: serve, chat, db upgrade, and the office's chores."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections.abc import Sequence
from datetime import date

from doglicense import backupcli, binding, logs
from doglicense.settings import Settings
from doglicense.storage.migrate import NewerThanTheCode, upgrade

log = logging.getLogger("doglicense")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="doglicense", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="the web app, and the bot when a token is set")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--workers", type=int, default=None, help="webhook mode over PostgreSQL")
    commands.add_parser("chat", help="the resident flows in this terminal")
    db = commands.add_parser("db", help="database chores")
    db.add_argument("action", choices=["upgrade"])
    staff = commands.add_parser("staff", help="console accounts")
    staff_commands = staff.add_subparsers(dest="staff_command", required=True)
    staff_add = staff_commands.add_parser("add", help="add a console account (or reset it)")
    staff_add.add_argument("name", help="the username")
    staff_add.add_argument("--role", choices=["clerk", "officer", "court"], required=True)
    staff_add.add_argument("--full-name", default=None)
    staff_add.add_argument(
        "--password-stdin",
        action="store_true",
        help="read the password from one line of standard input (scripts, no terminal)",
    )
    reconcile = commands.add_parser("reconcile", help="one day's payments and refunds, as CSV")
    reconcile.add_argument("--day", type=date.fromisoformat, required=True, help="YYYY-MM-DD")
    reconcile.add_argument(
        "--totals",
        action="store_true",
        help="the day's close instead: totals by method, the deposit, the State's share",
    )
    commands.add_parser("remind", help="write today's reminders to the outbox (safe to rerun)")
    backupcli.add_commands(commands)
    args = parser.parse_args(argv)
    settings = Settings()
    logs.configure(json_lines=logs.wants_json(settings.environment))  # httpx kept at WARNING
    try:
        return _run(settings, args)
    except NewerThanTheCode as newer:  # every command migrates first: none runs on it
        print(f"doglicense {args.command}: refused: {newer}", file=sys.stderr)
        return 2


def _run(settings: Settings, args: argparse.Namespace) -> int:
    if args.command in ("backup", "restore"):
        return backupcli.run(settings, args)
    if args.command == "db":
        upgrade(settings.resolved_database_url)
        return 0
    if args.command == "staff":
        from doglicense.staffcli import add_staff_account

        upgrade(settings.resolved_database_url)
        return asyncio.run(add_staff_account(settings, args))
    if args.command == "serve" and not _may_serve_on(settings, args.host):
        return 2
    if args.command == "serve" and args.workers is not None:
        from doglicense.workers import WorkersRefused, check_workers, serve_workers

        try:
            check_workers(settings, args.workers)
        except WorkersRefused as refused:
            print(f"doglicense serve: {refused}", file=sys.stderr)
            return 2
        upgrade(settings.resolved_database_url)
        serve_workers(settings, host=args.host, port=args.port, workers=args.workers)
        return 0
    if args.command == "serve":
        from doglicense.serve import serve as run_server

        upgrade(settings.resolved_database_url)
        try:
            asyncio.run(run_server(settings, host=args.host, port=args.port))
        except KeyboardInterrupt:  # Ctrl-C, raised again by uvicorn once all had stopped
            return 130
        return 0
    if args.command == "reconcile":
        from doglicense.payments.day_close import print_day_close
        from doglicense.payments.reconciliation import print_reconciliation

        upgrade(settings.resolved_database_url)
        shown = print_day_close if args.totals else print_reconciliation
        return asyncio.run(shown(settings, args.day, sys.stdout))
    if args.command == "remind":
        from doglicense.chores import remind_command

        upgrade(settings.resolved_database_url)
        return asyncio.run(remind_command(settings, sys.stdout))
    if args.command == "chat":
        from doglicense.terminal import chat

        upgrade(settings.resolved_database_url)
        return asyncio.run(chat(settings, sys.stdin, sys.stdout))
    return 2


def _may_serve_on(settings: Settings, host: str) -> bool:
    """False (said on stderr) for the development secret beyond loopback; a loud warning for
    beyond loopback outside production (decision 0028)."""
    refused = binding.refusal(settings, host)
    if refused is not None:
        log.error("refused to serve: %s", refused)
        print(f"doglicense serve: refused: {refused}", file=sys.stderr)
        return False
    warned = binding.warning(settings, host)
    if warned is not None:
        log.warning(warned)
        print(f"doglicense serve: WARNING: {warned}", file=sys.stderr)
    return True
