"""Who the browser is: the resident's session (a signed cookie), the form token, the language."""

from __future__ import annotations

import hashlib
import hmac
from datetime import timedelta
from typing import cast

from itsdangerous import BadSignature, URLSafeSerializer
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.requests import Request
from starlette.responses import Response

from doglicense.office.residents.crossing import status_token
from doglicense.office.residents.resident_sessions import (
    Limits,
    end_session,
    session_resident,
    start_session,
)
from doglicense.office.residents.web_residents import new_web_resident
from doglicense.payments.checkout import LOCAL_BASE_URL
from doglicense.runtime import Services
from doglicense.storage.models import Resident
from doglicense.templates.language import LANGUAGES, supported

COOKIE = "resident"
LANGUAGE_COOKIE = "lang"
MAX_AGE_SECONDS = 400 * 24 * 60 * 60  # the language cookie: a license year and a little more
_UNSET = object()


def services_of(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


def _serializer(services: Services) -> URLSafeSerializer:
    secret = services.settings.session_secret.get_secret_value()
    return URLSafeSerializer(secret, salt="resident-session")


def _secure(services: Services) -> bool:
    return (services.settings.public_base_url or "").startswith("https://")


def limits_of(services: Services) -> Limits:
    settings = services.settings
    return Limits(
        idle=timedelta(days=settings.resident_session_idle_days),
        longest=timedelta(days=settings.resident_session_max_days),
    )


def session_id(request: Request) -> str | None:
    """The browser's session id: one begun by this request, else the cookie's (signed)."""
    begun = getattr(request.state, "resident_sid", _UNSET)
    if begun is not _UNSET:
        return cast(str | None, begun)
    raw = request.cookies.get(COOKIE)
    if not raw:
        return None
    try:
        value = _serializer(services_of(request)).loads(raw)
    except BadSignature:
        return None
    sid = value.get("sid") if isinstance(value, dict) else None
    return sid if isinstance(sid, str) else None


def old_web_key(request: Request) -> str | None:
    """An earlier release's cookie: the resident's permanent key, signed (decision 0027)."""
    raw = request.cookies.get(COOKIE)
    if not raw or session_id(request) is not None:
        return None
    secret = services_of(request).settings.session_secret.get_secret_value()
    try:
        value = URLSafeSerializer(secret, salt="web-key").loads(raw)
    except BadSignature:
        return None
    return value if isinstance(value, str) else None


def begin_session(request: Request, sid: str | None) -> None:
    """This request's answer gives the browser this session (None: signs it out)."""
    request.state.resident_sid = sid
    request.state.resident_cookie_changed = True


def write_session_cookie(request: Request, response: Response) -> None:
    """The cookie, when this request began or ended a session: HttpOnly, SameSite=Lax."""
    if not getattr(request.state, "resident_cookie_changed", False):
        return
    services = services_of(request)
    sid = session_id(request)
    if sid is None:
        response.delete_cookie(COOKIE, path="/", httponly=True, samesite="lax")
        return
    response.set_cookie(
        COOKIE,
        _serializer(services).dumps({"sid": sid}),
        max_age=int(limits_of(services).longest.total_seconds()),
        path="/",
        httponly=True,
        samesite="lax",
        secure=_secure(services),
    )


async def browser_resident(request: Request, db: AsyncSession) -> Resident | None:
    """The resident this browser is signed in as, while its session lasts."""
    sid = session_id(request)
    if sid is None:
        return None
    services = services_of(request)
    return await session_resident(db, sid, now=services.now(), limits=limits_of(services))


async def sign_browser_in(request: Request, db: AsyncSession, resident: Resident) -> None:
    """A new session for the resident (the browser's old one ended: no fixation); caller commits."""
    services = services_of(request)
    old = session_id(request)
    if old is not None:
        await end_session(db, old)
    sid = await start_session(db, resident.id, now=services.now(), limits=limits_of(services))
    begin_session(request, sid)


async def forms_resident(request: Request, db: AsyncSession, *, language: str) -> Resident:
    """The browser's resident, or a new one signed in on this browser (the caller commits)."""
    resident = await browser_resident(request, db)
    if resident is None:
        resident = await new_web_resident(db, language=language, now=services_of(request).now())
        await sign_browser_in(request, db, resident)
    return resident


def csrf_token(request: Request, key: str) -> str:
    """The form token, tied to the browser's session id: a form from elsewhere does not pass."""
    secret = services_of(request).settings.session_secret.get_secret_value().encode()
    return hmac.new(secret, b"resident-csrf:" + key.encode(), hashlib.sha256).hexdigest()


def csrf_ok(request: Request, key: str | None, given: str) -> bool:
    """The token of this session; or, on the request that exchanged an earlier release's cookie,
    that cookie's token (a page opened before the upgrade still sends its answer)."""
    for bound in (key, getattr(request.state, "exchanged_web_key", None)):
        if bound and hmac.compare_digest(given.encode(), csrf_token(request, bound).encode()):
            return True
    return False


def language_of(request: Request) -> str:
    """?lang= (the visible switch), then the cookie it leaves, then Accept-Language."""
    chosen = request.query_params.get("lang") or request.cookies.get(LANGUAGE_COOKIE)
    if chosen:
        return supported(chosen)
    ranked = []
    for part in request.headers.get("accept-language", "").split(","):
        code, _, quality = part.strip().partition(";q=")
        try:
            weight = float(quality) if quality else 1.0
        except ValueError:
            weight = 0.0
        base = code.split("-")[0].lower()
        if base in LANGUAGES:
            ranked.append((weight, base))
    return max(ranked)[1] if ranked else supported(None)


def remember_language(request: Request, response: Response, language: str) -> None:
    if request.query_params.get("lang"):
        response.set_cookie(
            LANGUAGE_COOKIE, language, max_age=MAX_AGE_SECONDS, path="/", samesite="lax"
        )


def status_link(services: Services, resident: Resident) -> str:
    """The resident's own page of dogs and requests, by a signed link."""
    base = (services.settings.public_base_url or LOCAL_BASE_URL).rstrip("/")
    secret = services.settings.session_secret.get_secret_value()
    return f"{base}/forms/status/{status_token(secret, resident.id)}"
