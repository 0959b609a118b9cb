"""Residents' browser sessions: a random id in the cookie, its hash here, ended by signing out."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import Resident
from doglicense.storage.sign_in_models import ResidentSession

TOUCH_EVERY = timedelta(minutes=5)  # last_seen_at is written at most this often


@dataclass(frozen=True)
class Limits:
    """How long a session lasts unused (idle) and at most, however busy (longest)."""

    idle: timedelta
    longest: timedelta


def _hashed(sid: str) -> str:
    return hashlib.sha256(sid.encode()).hexdigest()


async def start_session(
    session: AsyncSession, resident_id: int, *, now: datetime, limits: Limits
) -> str:
    """A new session for this resident: its id goes in the cookie; the caller commits."""
    sid = secrets.token_urlsafe(32)
    await session.execute(
        delete(ResidentSession).where(
            (ResidentSession.last_seen_at < now - limits.idle)
            | (ResidentSession.started_at < now - limits.longest)
        )
    )
    session.add(
        ResidentSession(
            sid_hash=_hashed(sid), resident_id=resident_id, started_at=now, last_seen_at=now
        )
    )
    await session.flush()
    return sid


async def session_resident(
    session: AsyncSession, sid: str, *, now: datetime, limits: Limits
) -> Resident | None:
    """Who holds this session id, while it is neither ended, idle too long nor too old."""
    found = await session.scalar(
        select(ResidentSession).where(ResidentSession.sid_hash == _hashed(sid))
    )
    if found is None:
        return None
    if found.last_seen_at <= now - limits.idle or found.started_at <= now - limits.longest:
        return None
    if found.last_seen_at <= now - TOUCH_EVERY:
        found.last_seen_at = now
        await session.commit()  # kept even when the page only reads
    return await session.get(Resident, found.resident_id)


async def end_session(session: AsyncSession, sid: str) -> None:
    """Signing out: the session id is no good any more, wherever the cookie went."""
    await session.execute(delete(ResidentSession).where(ResidentSession.sid_hash == _hashed(sid)))


async def end_every_session(session: AsyncSession, resident_id: int) -> int:
    """Signing out everywhere: every browser of the resident is signed out; how many were."""
    ended = await session.execute(
        delete(ResidentSession).where(ResidentSession.resident_id == resident_id)
    )
    return int(getattr(ended, "rowcount", 0) or 0)


async def exchange_web_key(
    session: AsyncSession, web_key: str, *, now: datetime, limits: Limits
) -> str | None:
    """An earlier release's cookie (the resident's permanent key), honoured once: the key is
    cleared as the session starts, so a copy of the old cookie opens nothing after."""
    resident_id = await session.scalar(select(Resident.id).where(Resident.web_key == web_key))
    if resident_id is None:
        return None
    cleared = await session.execute(
        update(Resident)
        .where(Resident.id == resident_id, Resident.web_key == web_key)
        .values(web_key=None)
        .execution_options(synchronize_session=False)
    )
    if getattr(cleared, "rowcount", 0) != 1:  # another request exchanged it first
        return None
    return await start_session(session, resident_id, now=now, limits=limits)
