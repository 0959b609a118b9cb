"""`doglicense staff add`: a console account, its password read without echo or from stdin."""

from __future__ import annotations

import argparse
import getpass
import sys

from doglicense.office.staff.staff import Role, add_staff
from doglicense.runtime import Services
from doglicense.settings import Settings

MIN_PASSWORD = 12


NO_TERMINAL = (
    "There is no terminal to ask for the password. Pass it on one line of standard input"
    " with --password-stdin, for example:\n"
    "  printf '%s\\n' \"$PASSWORD\" | doglicense staff add NAME --role clerk --password-stdin"
)


def _password(from_stdin: bool) -> str | None:
    if from_stdin:
        line = sys.stdin.readline()
        if not line:
            print(
                "No password on standard input (--password-stdin reads one line).", file=sys.stderr
            )
            return None
        return line.rstrip("\r\n")
    if not sys.stdin.isatty():  # getpass would read a pipe without a prompt, or fail at its end
        print(NO_TERMINAL, file=sys.stderr)
        return None
    try:
        first = getpass.getpass("Password: ")
        again = getpass.getpass("Password again: ")
    except (EOFError, KeyboardInterrupt):
        print("\nNo account added.", file=sys.stderr)
        return None
    if first != again:
        print("The passwords differ.", file=sys.stderr)
        return None
    return first


async def add_staff_account(settings: Settings, args: argparse.Namespace) -> int:
    password = _password(args.password_stdin)
    if password is None:
        return 1
    if len(password) < MIN_PASSWORD:
        print(f"A password needs at least {MIN_PASSWORD} characters.", file=sys.stderr)
        return 1
    services = Services.from_settings(settings)
    try:
        async with services.db.session() as session:
            await add_staff(
                session,
                username=args.name,
                password=password,
                role=Role(args.role),
                full_name=args.full_name,
                now=services.now(),
            )
            await session.commit()
    finally:
        await services.db.dispose()
    print(f"{args.name} can sign in as {args.role}.")
    return 0
