"""One-time links by e-mail: sign in on any browser, or confirm an address given in chat.

A link is good once, for 30 minutes. Asking for one answers the same whether or not the address
is known; at most 5 an hour are sent to one address and 20 asked from one client, so the form
can neither flood a mailbox nor tell an asker which addresses are on file (decision 0014).
The asks for one address, and from one client, take their turn on a row lock before they are
counted, so thirty at once are counted one after another, not all against the same count
(decision 0028).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from itsdangerous import BadSignature, URLSafeSerializer
from sqlalchemy import func, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.answers.parsers import looks_like_email
from doglicense.office.outbox import notify
from doglicense.office.residents.joining import can_join, join, sign_out
from doglicense.office.staff.sign_in_throttle import client_key
from doglicense.storage.models import Resident
from doglicense.storage.sign_in_models import EmailLink, SignInThrottle

Purpose = Literal["sign_in", "confirm"]
VALID_MINUTES = 30
VALID_FOR = timedelta(minutes=VALID_MINUTES)
PER_ADDRESS_AN_HOUR = 5
PER_CLIENT_AN_HOUR = 20
SALT = "email-link"


def normal(address: str) -> str:
    return address.strip().lower()


def link_token(secret: str, link_id: int) -> str:
    return URLSafeSerializer(secret, salt=SALT).dumps(link_id)


def read_link_token(secret: str, token: str) -> int | None:
    try:
        value = URLSafeSerializer(secret, salt=SALT).loads(token)
    except BadSignature:
        return None
    return value if isinstance(value, int) else None


async def _take_turn(session: AsyncSession, key: str, now: datetime) -> None:
    """Hold `key`'s row till this transaction ends: another ask with the same key waits here.

    The row is a sign-in throttle's, under a prefix of its own; its time is the last ask's, so
    the throttle's sweep (sign_in_throttle.clear) takes it after a quiet day. On SQLite the
    upsert takes the database's write lock, which is held the same way.
    """
    row = SignInThrottle
    insert = postgresql.insert if session.get_bind().dialect.name == "postgresql" else sqlite.insert
    seconds = int(now.timestamp())
    await session.execute(
        insert(row)
        .values(key=key[:200], failures=0, next_try_at=seconds)
        .on_conflict_do_update(index_elements=[row.key], set_={"next_try_at": seconds})
    )


async def _sent_lately(session: AsyncSession, *, address: str, client: str, now: datetime) -> bool:
    """Over either hourly limit: nothing more is sent, and the asker is told the same."""
    # Address first, then client, in every ask: two asks never wait for each other in a circle.
    await _take_turn(session, f"link-to:{address}", now)
    await _take_turn(session, f"link-from:{client}", now)
    since = now - timedelta(hours=1)
    to_address = await session.scalar(
        select(func.count())
        .select_from(EmailLink)
        .where(EmailLink.address == address, EmailLink.created_at > since)
    )
    from_client = await session.scalar(
        select(func.count())
        .select_from(EmailLink)
        .where(EmailLink.client == client, EmailLink.created_at > since)
    )
    return (to_address or 0) >= PER_ADDRESS_AN_HOUR or (from_client or 0) >= PER_CLIENT_AN_HOUR


async def residents_with(session: AsyncSession, address: str) -> list[Resident]:
    """Everyone who gave this address, the Telegram resident first, then the oldest."""
    found = await session.scalars(
        select(Resident).where(Resident.email == address).order_by(Resident.id)
    )
    return sorted(found, key=lambda r: r.telegram_user_id is None)


async def proven(session: AsyncSession, address: str, *, besides: int | None = None) -> set[int]:
    """The residents who opened a link to this address (link `besides` left out, if given)."""
    query = select(EmailLink.resident_id).where(
        EmailLink.address == address, EmailLink.used_at.is_not(None)
    )
    if besides is not None:
        query = query.where(EmailLink.id != besides)
    return {i for i in (await session.scalars(query)).all() if i is not None}


def sign_in_as(
    known: list[Resident], proven_ids: set[int], asked_by: int | None
) -> Resident | None:
    """Whom a sign-in link to an address makes the browser: one who proved the address, else the
    asking browser's own, else one of the web who typed it. A Telegram chat that only typed it is
    never signed in to from a browser: it joins by /email's confirmation (decision 0049)."""
    for wanted in (lambda r: r.id in proven_ids, lambda r: r.id == asked_by):
        found = next((r for r in known if wanted(r)), None)
        if found is not None:
            return found
    return next((r for r in known if r.telegram_user_id is None), None)


async def ask_for_link(
    session: AsyncSession,
    purpose: Purpose,
    address: str,
    *,
    client: str,
    now: datetime,
    resident: Resident | None = None,
    asked_by: int | None = None,
) -> EmailLink | None:
    """Queue a one-time link to `address`; None when nothing is sent (unknown, or too many).

    To sign in, the link goes to an address some resident gave; to confirm, `resident` (who gave
    the address in chat) is the one who asked. The caller commits and tells the asker the same
    thing either way.
    """
    address, client = normal(address), client_key(client)
    limited = await _sent_lately(session, address=address, client=client, now=now)
    if purpose == "sign_in":
        known = await residents_with(session, address)
        resident = sign_in_as(known, await proven(session, address), asked_by)
    link = EmailLink(
        purpose=purpose,
        address=address,
        resident_id=resident.id if resident else None,
        asked_by=asked_by,
        client=client,
        created_at=now,
        expires_at=now + VALID_FOR,
    )
    if limited:  # kept to be counted, and dead on arrival: no link was sent for it
        link.expires_at = now
    session.add(link)
    await session.flush()
    if resident is None or limited:
        return None
    context = {"link_id": link.id, "to": address, "minutes": VALID_MINUTES}
    message = notify(
        session, resident, f"email_link_{purpose}", context, key=f"email-link:{link.id}", at=now
    )
    message.channel = "email"
    return link


async def give_address(
    session: AsyncSession, resident: Resident, given: str, *, client: str, now: datetime
) -> str:
    """/email in a chat: a confirmation link to the address given. What to tell the resident:
    "sent", "bad" (not an address) or "how" (none given). The caller commits."""
    if not given:
        return "how"
    if not looks_like_email(given):
        return "bad"
    await ask_for_link(session, "confirm", given, client=client, now=now, resident=resident)
    return "sent"


@dataclass(frozen=True)
class Opened:
    """A link's row, found good: still to be used by `use_link`."""

    link_id: int
    purpose: str
    address: str
    asked_by: int | None


async def open_link(session: AsyncSession, secret: str, token: str, now: datetime) -> Opened | None:
    """The link behind a token, unused and unexpired; None for any other."""
    link_id = read_link_token(secret, token)
    link = await session.get(EmailLink, link_id) if link_id is not None else None
    if link is None or link.used_at is not None or link.expires_at <= now:
        return None
    if link.resident_id is None:
        return None
    return Opened(link.id, link.purpose, link.address, link.asked_by)


async def use_link(
    session: AsyncSession,
    secret: str,
    token: str,
    *,
    browser: Resident | None,
    now: datetime,
) -> Resident | None:
    """Spend a link (once: a second use finds it spent) and return the resident it signs in.

    The address is proven: every resident who gave it, and the browser's resident that asked
    for this link with no address of its own, are one person, joined into the one the link was
    for (a link forwarded to another browser takes nothing from it). Only those who proved the
    address before, and the browser that asked, keep their ways in; a browser that only typed
    it is signed out, and a chat that only typed it stays apart (decision 0049). The caller
    commits and gives the browser that resident's key.
    """
    opened = await open_link(session, secret, token, now)
    if opened is None:
        return None
    spent = await session.execute(
        update(EmailLink)
        .where(EmailLink.id == opened.link_id, EmailLink.used_at.is_(None))
        .values(used_at=now)
        .execution_options(synchronize_session=False)
    )
    if getattr(spent, "rowcount", 0) != 1:
        return None
    link = await session.get(EmailLink, opened.link_id)
    resident = await session.get(Resident, link.resident_id) if link and link.resident_id else None
    if resident is None:
        return None
    if opened.purpose == "confirm":
        resident.email = opened.address
    trusted = await proven(session, opened.address, besides=opened.link_id)
    if browser is not None and browser.id == opened.asked_by:
        trusted.add(browser.id)  # the browser that asked for the link is the one opening it
    if opened.purpose == "confirm":
        trusted.add(resident.id)  # the chat that asked, agreed to from the mailbox
    if resident.id not in trusted and resident.telegram_user_id is None:
        await sign_out(session, resident)  # its other browsers only typed the address
    others = [r for r in await residents_with(session, opened.address) if r.id != resident.id]
    if browser is not None and browser.email is None and browser.id == opened.asked_by:
        others.append(browser)
    for other in others:
        if other.id not in trusted and other.telegram_user_id is not None:
            continue  # a chat that only typed the address stays itself (decision 0049)
        if can_join(resident, other):
            await join(session, resident, other, now=now, ways_in=other.id in trusted)
    return resident
