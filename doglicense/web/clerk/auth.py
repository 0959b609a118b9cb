"""The console's signed session cookie, its CSRF token, and the guard on every staff page."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import wraps
from urllib.parse import quote

from itsdangerous import BadSignature, URLSafeTimedSerializer
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from doglicense.office.staff import Refused, Role, SignedIn, signed_in_staff
from doglicense.runtime import Services

COOKIE = "clerk_session"
MAX_AGE_SECONDS = 12 * 60 * 60  # one working day
Handler = Callable[[Request], Awaitable[Response]]


@dataclass(frozen=True)
class ConsoleSession:
    """What the cookie carries: a random session id and, once signed in, the staff id."""

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
    staff_id = data.get("staff")
    return ConsoleSession(data["sid"], staff_id if isinstance(staff_id, int) else None)


def new_session(staff_id: int | None = None) -> ConsoleSession:
    return ConsoleSession(secrets.token_urlsafe(24), staff_id)


def set_session(request: Request, response: Response, session: ConsoleSession | None) -> None:
    """Write (or clear) the cookie: HttpOnly, SameSite=Lax, Secure behind https."""
    services = _services(request)
    secure = (services.settings.public_base_url or "").startswith("https://")
    if session is None:
        response.delete_cookie(COOKIE, path="/clerk", httponly=True, samesite="lax", secure=secure)
        return
    value = _serializer(services).dumps({"sid": session.sid, "staff": session.staff_id})
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


def person_of(request: Request) -> SignedIn:
    person: SignedIn = request.state.person
    return person


def staff_page(*roles: Role) -> Callable[[Handler], Handler]:
    """Signed-in staff of these roles only (any role when none named); forms need their token."""

    def wrap(handler: Handler) -> Handler:
        @wraps(handler)
        async def guarded(request: Request) -> Response:
            from doglicense.web.clerk.views import refused

            session = read_session(request)
            person = None
            if session is not None and session.staff_id is not None:
                async with _services(request).db.session() as db:
                    person = await signed_in_staff(db, session.staff_id)
            if session is None or person is None:
                target = quote(request.url.path)
                return RedirectResponse(f"/clerk/sign-in?next={target}", status_code=303)
            request.state.person = person
            request.state.console_session = session
            if request.method == "POST" and not await csrf_ok(request, session):
                return refused(request, "csrf")
            if roles and person.role not in roles:
                return refused(request, "role")
            try:
                return await handler(request)
            except Refused:
                return refused(request, "role")

        return guarded

    return wrap
