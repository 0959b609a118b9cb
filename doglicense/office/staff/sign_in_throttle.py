"""The brake on password guessing: a growing delay per account and address, and per address.

Every try is counted before its password is checked, in one upsert that refuses it when the
delay has not passed: thirty guesses sent at once are five checked, not thirty. The count is kept
per (account, address), so guesses from elsewhere never keep a clerk out of their own account,
and per address, so one address cannot try every username. A success clears both.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import ColumnElement, case, delete, literal, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.sign_in_models import SignInThrottle

FORGET_AFTER_SECONDS = 24 * 60 * 60  # a quiet day wipes the slate


@dataclass(frozen=True)
class Brake:
    """`free` failures pass at once; then `base` seconds, doubling each time, at most `cap`."""

    prefix: str
    free: int
    base: int
    cap: int

    def delay_after(self, failures: int) -> int:
        if failures < self.free:
            return 0
        return int(min(self.cap, self.base * 2 ** (failures - self.free)))


PER_ACCOUNT = Brake("account", free=5, base=30, cap=15 * 60)
PER_ADDRESS = Brake("address", free=10, base=30, cap=15 * 60)


class TooManyAttempts(Exception):
    """Too many failed sign-ins lately from here or for this account: try again later."""


def client_key(client: str) -> str:
    """The address as counted: an IPv6 client owns its whole /64, so it is counted as one."""
    try:
        address = ipaddress.ip_address(client)
    except ValueError:
        return client[:100]
    if address.version == 6:
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


def keys_for(username: str, client: str) -> list[tuple[Brake, str]]:
    where = client_key(client)
    return [
        (PER_ACCOUNT, f"{PER_ACCOUNT.prefix}:{where}:{username}"[:200]),
        (PER_ADDRESS, f"{PER_ADDRESS.prefix}:{where}"),
    ]


def _seconds(now: datetime) -> int:
    return int(now.timestamp())


def _delay_sql(brake: Brake, failures: ColumnElement[int]) -> ColumnElement[int]:
    steps = [(failures < brake.free, literal(0))]
    n = brake.free
    while brake.delay_after(n) < brake.cap:
        steps.append((failures == n, literal(brake.delay_after(n))))
        n += 1
    return case(*steps, else_=literal(brake.cap))


async def _reserve(session: AsyncSession, brake: Brake, key: str, now: int) -> bool:
    """Count one try against `key` unless its delay is running; True when the try may go on."""
    row = SignInThrottle
    insert = postgresql.insert if session.get_bind().dialect.name == "postgresql" else sqlite.insert
    counted = case(
        (row.next_try_at + FORGET_AFTER_SECONDS <= now, literal(1)),
        else_=row.failures + 1,
    )
    statement = (
        insert(row)
        .values(key=key, failures=1, next_try_at=now + brake.delay_after(1))
        .on_conflict_do_update(
            index_elements=[row.key],
            set_={"failures": counted, "next_try_at": now + _delay_sql(brake, counted)},
            where=row.next_try_at <= now,
        )
        .returning(row.failures)
    )
    return (await session.execute(statement)).first() is not None


async def count_try(session: AsyncSession, *, username: str, client: str, now: datetime) -> None:
    """Count this try, or raise TooManyAttempts without counting it when a delay is running."""
    keys = keys_for(username, client)
    at = _seconds(now)
    # Look first, so a refused try never lengthens a delay (nor the other key's count).
    waiting = await session.scalar(
        select(SignInThrottle.key)
        .where(SignInThrottle.key.in_([key for _, key in keys]), SignInThrottle.next_try_at > at)
        .limit(1)
    )
    if waiting is not None:
        raise TooManyAttempts(username)
    for brake, key in keys:
        if not await _reserve(session, brake, key, at):
            raise TooManyAttempts(username)


async def clear(session: AsyncSession, *, username: str, client: str, now: datetime) -> None:
    """A right password: this account and this address start again; stale counts go."""
    stale = _seconds(now) - FORGET_AFTER_SECONDS
    await session.execute(
        delete(SignInThrottle).where(
            SignInThrottle.key.in_([key for _, key in keys_for(username, client)])
            | (SignInThrottle.next_try_at < stale)
        )
    )
