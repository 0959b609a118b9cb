"""Who the browser is: the web resident's signed cookie, the form token, the language."""

from __future__ import annotations

import hashlib
import hmac

from itsdangerous import BadSignature, URLSafeSerializer
from starlette.requests import Request
from starlette.responses import Response

from doglicense.office.crossing import status_token
from doglicense.payments.checkout import LOCAL_BASE_URL
from doglicense.runtime import Services
from doglicense.storage.models import Resident
from doglicense.templates.language import LANGUAGES, supported

COOKIE = "resident"
LANGUAGE_COOKIE = "lang"
MAX_AGE_SECONDS = 400 * 24 * 60 * 60  # a license year and a little more


def services_of(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


def _serializer(services: Services) -> URLSafeSerializer:
    return URLSafeSerializer(services.settings.session_secret.get_secret_value(), salt="web-key")


def _secure(services: Services) -> bool:
    return (services.settings.public_base_url or "").startswith("https://")


def web_key(request: Request) -> str | None:
    raw = request.cookies.get(COOKIE)
    if not raw:
        return None
    try:
        value = _serializer(services_of(request)).loads(raw)
    except BadSignature:
        return None
    return value if isinstance(value, str) else None


def set_web_key(request: Request, response: Response, key: str) -> None:
    services = services_of(request)
    response.set_cookie(
        COOKIE,
        _serializer(services).dumps(key),
        max_age=MAX_AGE_SECONDS,
        path="/",
        httponly=True,
        samesite="lax",
        secure=_secure(services),
    )


def csrf_token(request: Request, key: str) -> str:
    """The form token, tied to the browser's key: a form from elsewhere does not pass."""
    secret = services_of(request).settings.session_secret.get_secret_value().encode()
    return hmac.new(secret, b"resident-csrf:" + key.encode(), hashlib.sha256).hexdigest()


def csrf_ok(request: Request, key: str | None, given: str) -> bool:
    return key is not None and hmac.compare_digest(
        given.encode(), csrf_token(request, key).encode()
    )


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
