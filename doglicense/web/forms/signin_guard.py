"""The sign-in link's guard against login CSRF: no other site, a token bound to this browser.

Opening a link's page gives the browser a random nonce (a SameSite=Strict cookie) and the page's
form a token made from it and the link; using the link needs both, so a page elsewhere cannot
sign a visitor's browser in as the attacker with the attacker's own link.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from urllib.parse import urlsplit

from starlette.requests import Request
from starlette.responses import Response

from doglicense.web.forms.identity import services_of

NONCE_COOKIE = "signin_nonce"
NONCE_MAX_AGE_SECONDS = 24 * 60 * 60  # longer than any link lives


def browser_nonce(request: Request) -> str:
    """This browser's nonce: the cookie's, or a new one (`keep_nonce` sets it)."""
    given = request.cookies.get(NONCE_COOKIE, "")
    if len(given) == 43 and given.replace("-", "").replace("_", "").isalnum():
        return given
    fresh: str = getattr(request.state, "signin_nonce", "") or secrets.token_urlsafe(32)
    request.state.signin_nonce = fresh
    return fresh


def keep_nonce(request: Request, response: Response) -> None:
    fresh = getattr(request.state, "signin_nonce", None)
    if fresh is None:
        return
    services = services_of(request)
    response.set_cookie(
        NONCE_COOKIE,
        fresh,
        max_age=NONCE_MAX_AGE_SECONDS,
        path="/forms/link",
        httponly=True,
        samesite="strict",
        secure=(services.settings.public_base_url or "").startswith("https://"),
    )


def signin_token(request: Request, nonce: str, link: str) -> str:
    secret = services_of(request).settings.session_secret.get_secret_value().encode()
    message = b"resident-signin:" + nonce.encode() + b":" + link.encode()
    return hmac.new(secret, message, hashlib.sha256).hexdigest()


def same_origin(request: Request) -> bool:
    """Not from another site: the browser's Sec-Fetch-Site when it sends one, else the Origin
    (our pages' no-referrer policy makes it "null" from our own forms), else the Referer."""
    fetched_from = request.headers.get("sec-fetch-site")
    if fetched_from is not None:
        return fetched_from in ("same-origin", "none")
    source = request.headers.get("origin", "null")
    if source == "null":
        source = request.headers.get("referer", "")
    if not source:
        return True  # an old browser: the token still binds the form to this browser
    parts = urlsplit(source)
    public = urlsplit(services_of(request).settings.public_base_url or "")
    if public.netloc and (parts.scheme, parts.netloc) == (public.scheme, public.netloc):
        return True
    return bool(parts.netloc) and parts.netloc == request.headers.get("host")


def link_post_ok(request: Request, link: str, given: str) -> bool:
    """The link's POST came from its own page, opened in this browser."""
    nonce = request.cookies.get(NONCE_COOKIE)
    if not nonce or not same_origin(request):
        return False
    return hmac.compare_digest(given.encode(), signin_token(request, nonce, link).encode())
