"""Staff accounts: argon2 password hashes, sign-in with a brake on guessing, sessions, roles."""

from __future__ import annotations

import asyncio
import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.staff.hashes import password_hasher
from doglicense.office.staff.sign_in_throttle import TooManyAttempts, clear, count_try
from doglicense.storage.sign_in_models import Staff, StaffSession

__all__ = ["TooManyAttempts"]  # the sign-in page catches it from here

IDLE_LIMIT = timedelta(hours=1)
SESSION_LIMIT = timedelta(hours=12)  # one working day, however busy
TOUCH_EVERY = timedelta(minutes=1)  # last_seen_at is written at most this often
_hasher = password_hasher()
# Verifying against this when the username is unknown keeps the timing the same.
_DUMMY_HASH = _hasher.hash("no such account")


class Role(StrEnum):
    CLERK = "clerk"
    OFFICER = "officer"
    COURT = "court"


class Refused(PermissionError):
    """The signed-in person's role does not allow this."""


@dataclass(frozen=True)
class SignedIn:
    """Who is at the console: enough to decide and to audit, nothing secret."""

    id: int
    username: str
    full_name: str
    role: Role

    @property
    def actor(self) -> str:
        return f"staff:{self.id}"

    @classmethod
    def of(cls, staff: Staff) -> SignedIn:
        return cls(staff.id, staff.username, staff.full_name, Role(staff.role))


def require(person: SignedIn, *roles: Role) -> None:
    """Refuse unless the person holds one of the roles."""
    if person.role not in roles:
        raise Refused(f"{person.role} may not do this")


async def add_staff(
    session: AsyncSession,
    *,
    username: str,
    password: str,
    role: Role,
    now: datetime,
    full_name: str | None = None,
) -> Staff:
    """A new account, or a new password and role for an existing one."""
    existing = await staff_by_username(session, username)
    staff = existing or Staff(username=username, created_at=now)
    staff.full_name = full_name or staff.full_name or username
    staff.role = role
    staff.password_hash = _hasher.hash(password)
    staff.active = True
    session.add(staff)
    await session.flush()
    if existing is not None:  # a new password ends every session signed in with the old one
        await session.execute(delete(StaffSession).where(StaffSession.staff_id == staff.id))
    return staff


async def staff_by_username(session: AsyncSession, username: str) -> Staff | None:
    result = await session.execute(select(Staff).where(Staff.username == username))
    return result.scalar_one_or_none()


async def signed_in_staff(session: AsyncSession, staff_id: int) -> SignedIn | None:
    staff = await session.get(Staff, staff_id)
    return SignedIn.of(staff) if staff is not None and staff.active else None


async def sign_in(
    session: AsyncSession, *, username: str, password: str, client: str, now: datetime
) -> SignedIn | None:
    """The account when the password matches; every try is counted first, too many refused."""
    username = username.strip()[:64]
    try:
        await count_try(session, username=username, client=client, now=now)
    except TooManyAttempts:
        await session.commit()  # what was counted before the refusal stands
        raise
    await session.commit()  # the count stands, and no lock is held while the hash is checked
    staff = await staff_by_username(session, username)
    checked = await asyncio.to_thread(
        _verify, staff.password_hash if staff else _DUMMY_HASH, password
    )
    if not (checked and staff and staff.active):
        return None
    await clear(session, username=username, client=client, now=now)
    if _hasher.check_needs_rehash(staff.password_hash):
        staff.password_hash = _hasher.hash(password)
    await session.commit()
    return SignedIn.of(staff)


def _hashed(sid: str) -> str:
    return hashlib.sha256(sid.encode()).hexdigest()


async def start_session(session: AsyncSession, person: SignedIn, *, now: datetime) -> str:
    """A new session for someone just signed in: its id goes in the cookie, its hash here."""
    sid = secrets.token_urlsafe(32)
    await session.execute(
        delete(StaffSession).where(
            (StaffSession.last_seen_at < now - IDLE_LIMIT)
            | (StaffSession.started_at < now - SESSION_LIMIT)
        )
    )
    session.add(
        StaffSession(sid_hash=_hashed(sid), staff_id=person.id, started_at=now, last_seen_at=now)
    )
    await session.commit()
    return sid


async def session_person(session: AsyncSession, sid: str, *, now: datetime) -> SignedIn | None:
    """Who holds this session id, while it is neither ended, idle too long nor too old."""
    found = await session.scalar(select(StaffSession).where(StaffSession.sid_hash == _hashed(sid)))
    if found is None:
        return None
    if found.last_seen_at <= now - IDLE_LIMIT or found.started_at <= now - SESSION_LIMIT:
        return None
    person = await signed_in_staff(session, found.staff_id)
    if person is not None and found.last_seen_at <= now - TOUCH_EVERY:
        found.last_seen_at = now
        await session.commit()
    return person


async def end_session(session: AsyncSession, sid: str) -> None:
    """Signing out: the session id is no good any more, wherever the cookie went."""
    await session.execute(delete(StaffSession).where(StaffSession.sid_hash == _hashed(sid)))
    await session.commit()


def _verify(password_hash: str, password: str) -> bool:
    try:
        return _hasher.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False
