"""Staff accounts: argon2 password hashes, sign-in with a brake on guessing, and roles."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import SignInAttempt, Staff

MAX_FAILURES = 5
FAILURE_WINDOW = timedelta(minutes=15)
_hasher = PasswordHasher()
# Verifying against this when the username is unknown keeps the timing the same.
_DUMMY_HASH = _hasher.hash("no such account")


class Role(StrEnum):
    CLERK = "clerk"
    OFFICER = "officer"
    COURT = "court"


class Refused(PermissionError):
    """The signed-in person's role does not allow this."""


class TooManyAttempts(Exception):
    """Too many failed sign-ins for this username lately: try again later."""


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
    """The account when the password matches; a failure is recorded; too many are refused."""
    username = username.strip()[:64]
    since = now - FAILURE_WINDOW
    failures = (
        await session.execute(
            select(func.count(SignInAttempt.id)).where(
                SignInAttempt.username == username, SignInAttempt.at >= since
            )
        )
    ).scalar_one()
    if failures >= MAX_FAILURES:
        raise TooManyAttempts(username)
    staff = await staff_by_username(session, username)
    if _verify(staff.password_hash if staff else _DUMMY_HASH, password) and staff and staff.active:
        await session.execute(delete(SignInAttempt).where(SignInAttempt.username == username))
        if _hasher.check_needs_rehash(staff.password_hash):
            staff.password_hash = _hasher.hash(password)
        return SignedIn.of(staff)
    session.add(SignInAttempt(username=username, client=client[:64], at=now))
    return None


def _verify(password_hash: str, password: str) -> bool:
    try:
        return _hasher.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False
