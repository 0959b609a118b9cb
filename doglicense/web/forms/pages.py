"""Rendering a resident's page: the template, the language and its switch, the form token."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import wraps
from typing import Any
from urllib.parse import urlencode

from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from doglicense.office.residents.resident_sessions import exchange_web_key
from doglicense.templates import render
from doglicense.templates.language import speaking, spoken
from doglicense.web.forms.identity import (
    begin_session,
    browser_resident,
    csrf_token,
    language_of,
    limits_of,
    old_web_key,
    remember_language,
    services_of,
    session_id,
    write_session_cookie,
)

Handler = Callable[[Request], Awaitable[Response]]


def resident_page(handler: Handler) -> Handler:
    """Run the handler in the resident's language; a ?lang= switch is remembered, a session
    begun or ended is written to the cookie, an earlier release's cookie exchanged first."""

    @wraps(handler)
    async def in_language(request: Request) -> Response:
        await _exchange_old_cookie(request)
        request.state.known_by_address = await _known_by_address(request)
        with speaking(language_of(request)) as language:
            response = await handler(request)
        remember_language(request, response, language)
        write_session_cookie(request, response)
        return response

    return in_language


async def _exchange_old_cookie(request: Request) -> None:
    """The resident key an earlier release put in the cookie becomes a session, once."""
    key = old_web_key(request)
    if key is None:
        return
    services = services_of(request)
    async with services.db.session() as db:
        sid = await exchange_web_key(db, key, now=services.now(), limits=limits_of(services))
        await db.commit()
    if sid is not None:
        begin_session(request, sid)
        request.state.exchanged_web_key = key


async def _known_by_address(request: Request) -> bool:
    """The browser's resident has an e-mail address to sign in by elsewhere: its header need
    not offer "Sign in" (a form begun anonymously makes a resident who has none)."""
    if session_id(request) is None:
        return False
    async with services_of(request).db.session() as db:
        resident = await browser_resident(request, db)
        return resident is not None and resident.email is not None


def switch_link(request: Request, language: str) -> str:
    query = {k: v for k, v in request.query_params.items() if k != "lang"}
    return request.url.path + "?" + urlencode({**query, "lang": language})


def page(
    request: Request,
    name: str,
    *,
    key: str | None = None,
    status_code: int = 200,
    **context: Any,
) -> HTMLResponse:
    """A page of templates/web/forms/; `key`: the browser's session id, when the page acts as
    its resident (its forms carry the token made from it)."""
    services = services_of(request)
    language = spoken()
    other = "es" if language == "en" else "en"
    html = render(
        f"web/forms/{name}",
        lang=language,
        switch_to=other,
        switch_href=switch_link(request, other),
        csrf=csrf_token(request, key) if key else "",
        town=services.town,
        my_dogs=bool(key or session_id(request)),  # the header's "My dogs": this browser has one
        sign_in=not getattr(request.state, "known_by_address", False),
        **context,
    )
    response = HTMLResponse(html, status_code=status_code)
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["Content-Language"] = language
    return response


def see_other(url: str) -> Response:
    return RedirectResponse(url, status_code=303)
