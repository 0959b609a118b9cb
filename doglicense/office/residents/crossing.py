"""Moving between channels: signed links from chat to web and from web to Telegram.

Decision: a resident is one Resident row whatever the channel. Chat to web: the browser is given
the chat resident's web key, so the draft, the dogs and the records come along. Web to Telegram:
a Telegram user we have never seen becomes the same resident; one we know already is joined with
the web resident (office/residents/joining.py): the link made in that browser and opened in that
chat is
the confirmation on both sides (decision 0014). Only a web resident already tied to another
Telegram account keeps its own history, handing over its open draft alone.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from datetime import datetime

from itsdangerous import BadSignature, URLSafeTimedSerializer
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.residents.joining import can_join, join
from doglicense.storage.models import Resident
from doglicense.storage.repositories import active_draft, deactivate_drafts, resident_by_telegram

CONTINUE_MAX_AGE_SECONDS = 30 * 60
STATUS_MAX_AGE_SECONDS = 400 * 24 * 60 * 60  # a license year and a little more
TELEGRAM_PREFIX = "web-"


def _serializer(secret: str, salt: str) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(secret, salt=salt)


def continue_on_web_token(secret: str, resident_id: int) -> str:
    return _serializer(secret, "continue-on-web").dumps(resident_id)


def read_continue_on_web_token(secret: str, token: str) -> int | None:
    try:
        value = _serializer(secret, "continue-on-web").loads(
            token, max_age=CONTINUE_MAX_AGE_SECONDS
        )
    except BadSignature:
        return None
    return value if isinstance(value, int) else None


def status_token(secret: str, resident_id: int) -> str:
    return _serializer(secret, "resident-status").dumps(resident_id)


def read_status_token(secret: str, token: str) -> int | None:
    try:
        value = _serializer(secret, "resident-status").loads(token, max_age=STATUS_MAX_AGE_SECONDS)
    except BadSignature:
        return None
    return value if isinstance(value, int) else None


def _mac(secret: str, body: str) -> str:
    digest = hmac.new(secret.encode(), b"telegram-start:" + body.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:16]).decode().rstrip("=")


def telegram_start_token(secret: str, resident_id: int, *, now: datetime) -> str:
    """A Telegram start parameter: only A-Z a-z 0-9 _ -, well under 64 characters."""
    expires = int(now.timestamp()) + CONTINUE_MAX_AGE_SECONDS
    body = f"{resident_id:x}_{expires:x}"
    return f"{TELEGRAM_PREFIX}{body}_{_mac(secret, body)}"


def read_telegram_start_token(secret: str, token: str, *, now: datetime) -> int | None:
    parts = token.removeprefix(TELEGRAM_PREFIX).split("_", 2)  # the MAC may hold "_" too
    if len(parts) != 3:
        return None
    resident_hex, expires_hex, mac = parts
    if not hmac.compare_digest(
        mac.encode(), _mac(secret, f"{resident_hex}_{expires_hex}").encode()
    ):
        return None
    try:
        resident_id, expires = int(resident_hex, 16), int(expires_hex, 16)
    except ValueError:
        return None
    return resident_id if now.timestamp() <= expires else None


async def continue_in_telegram(
    session: AsyncSession,
    web_resident_id: int,
    *,
    user_id: int,
    chat_id: int,
    language: str | None,
    now: datetime,
) -> Resident | None:
    """The resident who goes on in this Telegram chat, with the web draft; does not commit."""
    web = await session.get(Resident, web_resident_id)
    if web is None:
        return None
    known = await resident_by_telegram(session, user_id)
    if known is None:
        web.telegram_user_id, web.telegram_chat_id = user_id, chat_id
        web.preferred_channel = "telegram"
        return web
    if can_join(known, web):
        await join(session, known, web, now=now)
    elif known.id != web.id:
        draft = await active_draft(session, web.id)
        if draft is not None:
            await deactivate_drafts(session, known.id)
            draft.resident_id, draft.updated_at = known.id, now
    return known
