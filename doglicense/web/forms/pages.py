"""Rendering a resident's page: the template, the language and its switch, the form token."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import wraps
from typing import Any
from urllib.parse import urlencode

from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from doglicense.templates import render
from doglicense.templates.language import speaking, spoken
from doglicense.web.forms.identity import (
    csrf_token,
    language_of,
    remember_language,
    services_of,
    set_web_key,
    web_key,
)

Handler = Callable[[Request], Awaitable[Response]]


def resident_page(handler: Handler) -> Handler:
    """Run the handler in the resident's language; a ?lang= switch is remembered."""

    @wraps(handler)
    async def in_language(request: Request) -> Response:
        with speaking(language_of(request)) as language:
            response = await handler(request)
        remember_language(request, response, language)
        return response

    return in_language


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
    """A page of templates/web/forms/; `key` is the browser's web key (set as the cookie)."""
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
        my_dogs=bool(key or web_key(request)),  # the header's "My dogs": this browser has one
        **context,
    )
    response = HTMLResponse(html, status_code=status_code)
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["Content-Language"] = language
    if key:
        set_web_key(request, response, key)
    return response


def see_other(url: str, *, key: str | None = None, request: Request | None = None) -> Response:
    response = RedirectResponse(url, status_code=303)
    if key and request is not None:
        set_web_key(request, response, key)
    return response
