"""Error pages for residents (400, 403, 404, 405, 413, 500) in their language, plain elsewhere."""

from __future__ import annotations

import logging
from typing import Any

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response

from doglicense.templates.language import speaking
from doglicense.web.forms.identity import language_of
from doglicense.web.forms.pages import page

log = logging.getLogger(__name__)
# Machines and staff read these paths: Starlette's own plain answers suit them.
NOT_RESIDENTS = ("/clerk", "/telegram", "/stripe", "/health", "/ready")


def error_page(request: Request, status: int, headers: dict[str, str] | None = None) -> Response:
    """The resident's error page for `status`, in the language the forms would speak."""
    with speaking(language_of(request)):
        response = page(request, "error.html", status=status, status_code=status)
    response.headers.update(headers or {})
    return response


async def http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    if request.url.path.startswith(NOT_RESIDENTS) or exc.status_code < 400:
        return PlainTextResponse(exc.detail, exc.status_code, headers=exc.headers)
    return error_page(request, exc.status_code, dict(exc.headers or {}))


async def server_error(request: Request, exc: Exception) -> Response:
    """A crash: a page that says sorry (the traceback is logged by Starlette, never shown)."""
    if request.url.path.startswith(NOT_RESIDENTS):
        return PlainTextResponse("Internal Server Error", 500)
    try:
        return error_page(request, 500)
    except Exception:  # the page itself failed: the plain answer, never a second traceback
        log.exception("the error page failed")
        return PlainTextResponse("Internal Server Error", 500)


HANDLERS: dict[Any, Any] = {HTTPException: http_error, 500: server_error}
