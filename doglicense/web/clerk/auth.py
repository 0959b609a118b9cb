"""The console's session cookie and its CSRF token (web/clerk/guard.py guards every staff page).

The cookie carries a signed random id; who is signed in lives in the database (`staff_sessions`),
so signing out, a new password or an idle hour ends the session whatever the browser kept.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from itsdangerous import BadSignature, URLSafeTimedSerializer
from starlette.requests import Request
from starlette.responses import Response

from doglicense.office.staff.staff import (
    SignedIn,
    end_session,
    start_session,
)
from doglicense.runtime import Services

COOKIE = "clerk_session"
MAX_AGE_SECONDS = 12 * 60 * 60  # one working day
Handler = Callable[[Request], Awaitable[Response]]


@dataclass(frozen=True)
class ConsoleSession:
    """A random session id (the cookie's) and, once the database vouches for it, the staff id."""

    sid: str
    staff_id: int | None = None


def _services(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


def _serializer(services: Services) -> URLSafeTimedSerializer:
    secret = services.settings.session_secret.get_secret_value()
    return URLSafeTimedSerializer(secret, salt="clerk-session")


def read_session(request: Request) -> ConsoleSession | None:
    raw = request.cookies.get(COOKIE)
    if not raw:
        return None
    try:
        data = _serializer(_services(request)).loads(raw, max_age=MAX_AGE_SECONDS)
    except BadSignature:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("sid"), str):
        return None
    return ConsoleSession(data["sid"])


def new_session() -> ConsoleSession:
    """A session before signing in: it only ties the sign-in form to its CSRF token."""
    return ConsoleSession(secrets.token_urlsafe(24))


async def signed_in_session(request: Request, person: SignedIn) -> ConsoleSession:
    """A new id at sign-in (no session fixation), recorded so that it can be ended."""
    services = _services(request)
    async with services.db.session() as db:
        sid = await start_session(db, person, now=services.now())
    return ConsoleSession(sid, person.id)


async def end_console_session(request: Request) -> None:
    session = read_session(request)
    if session is not None:
        async with _services(request).db.session() as db:
            await end_session(db, session.sid)


def set_session(request: Request, response: Response, session: ConsoleSession | None) -> None:
    """Write (or clear) the cookie: HttpOnly, SameSite=Lax, Secure behind https."""
    services = _services(request)
    secure = (services.settings.public_base_url or "").startswith("https://")
    if session is None:
        response.delete_cookie(COOKIE, path="/clerk", httponly=True, samesite="lax", secure=secure)
        return
    value = _serializer(services).dumps({"sid": session.sid})
    response.set_cookie(
        COOKIE,
        value,
        max_age=MAX_AGE_SECONDS,
        path="/clerk",
        httponly=True,
        samesite="lax",
        secure=secure,
    )


def csrf_token(request: Request, session: ConsoleSession) -> str:
    """The form token, tied to the session id: a form from another session does not pass."""
    secret = _services(request).settings.session_secret.get_secret_value().encode()
    return hmac.new(secret, b"csrf:" + session.sid.encode(), hashlib.sha256).hexdigest()


async def csrf_ok(request: Request, session: ConsoleSession | None) -> bool:
    if session is None:
        return False
    given = str((await request.form()).get("csrf_token", ""))
    return hmac.compare_digest(given.encode(), csrf_token(request, session).encode())
