"""`doglicense staff add`, run as a clerk would run it, then signing in with that password."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.sign_in_models import Staff

DOGLICENSE = Path(sys.executable).with_name("doglicense")


async def _staff_add(services: Services, *args: str, password: str) -> tuple[int, str]:
    env = {**os.environ, "DATABASE_URL": services.settings.resolved_database_url}
    process = await asyncio.create_subprocess_exec(
        str(DOGLICENSE),
        "staff",
        "add",
        *args,
        "--password-stdin",
        env=env,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    output, _ = await process.communicate((password + "\n").encode())
    return process.returncode or 0, output.decode()


async def test_staff_add_makes_an_account_with_a_hashed_password(services: Services) -> None:
    code, output = await _staff_add(
        services,
        "ann",
        "--role",
        "clerk",
        "--full-name",
        "Ann Clerk",
        password="a long enough password",
    )
    assert code == 0, output
    assert "ann can sign in as clerk" in output
    async with services.db.session() as session:
        staff = (await session.execute(select(Staff))).scalar_one()
    assert (staff.username, staff.role, staff.full_name) == ("ann", "clerk", "Ann Clerk")
    assert staff.password_hash.startswith("$argon2") and "long enough" not in staff.password_hash


async def test_staff_add_refuses_a_short_password(services: Services) -> None:
    code, output = await _staff_add(services, "bob", "--role", "officer", password="short")
    assert code == 1 and "at least 12 characters" in output
    async with services.db.session() as session:
        assert (await session.execute(select(Staff))).first() is None


async def _staff_add_without_a_terminal(
    services: Services, *args: str, given: bytes
) -> tuple[int, str]:
    """Run as cron or a deploy script would: standard input a pipe, no terminal at all."""
    env = {**os.environ, "DATABASE_URL": services.settings.resolved_database_url}
    process = await asyncio.create_subprocess_exec(
        str(DOGLICENSE),
        "staff",
        "add",
        *args,
        env=env,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        start_new_session=True,  # no controlling terminal: getpass cannot open /dev/tty
    )
    output, _ = await process.communicate(given)
    return process.returncode or 0, output.decode()


async def test_staff_add_without_a_terminal_says_how_to_pass_the_password(
    services: Services,
) -> None:
    code, output = await _staff_add_without_a_terminal(
        services, "cat", "--role", "clerk", given=b""
    )
    assert code == 1 and "Traceback" not in output and "EOFError" not in output, output
    assert "--password-stdin" in output and "no terminal" in output
    code, output = await _staff_add_without_a_terminal(
        services, "cat", "--role", "clerk", "--password-stdin", given=b""
    )
    assert code == 1 and "Traceback" not in output
    assert "No password on standard input" in output
    code, output = await _staff_add_without_a_terminal(
        services, "cat", "--role", "clerk", "--password-stdin", given=b"a long enough password\n"
    )
    assert code == 0 and "cat can sign in as clerk" in output, output
    async with services.db.session() as session:
        assert (await session.execute(select(Staff.username))).scalar_one() == "cat"
