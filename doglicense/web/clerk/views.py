"""Rendering a console page: the template, the signed-in person, the form token, the town."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from doglicense.payments.checkout import LOCAL_BASE_URL
from doglicense.runtime import Services
from doglicense.templates import render
from doglicense.web.clerk.auth import csrf_token


def page(request: Request, name: str, *, status_code: int = 200, **context: Any) -> HTMLResponse:
    services: Services = request.app.state.services
    session = getattr(request.state, "console_session", None)
    html = render(
        f"web/clerk/{name}",
        person=getattr(request.state, "person", None),
        csrf=csrf_token(request, session) if session is not None else "",
        town=services.town,
        tz=services.town.tz,
        public_url=(services.settings.public_base_url or LOCAL_BASE_URL).rstrip("/"),
        **context,
    )
    response = HTMLResponse(html, status_code=status_code)
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Frame-Options"] = "DENY"
    return response


def refused(request: Request, reason: str) -> Response:
    """403 with a page that says why, in the template's words."""
    return page(request, "notice.html", status_code=403, notice=reason)


def notice(request: Request, reason: str, *, status_code: int, **context: Any) -> Response:
    return page(request, "notice.html", status_code=status_code, notice=reason, **context)


def services_of(request: Request) -> Services:
    services: Services = request.app.state.services
    return services
