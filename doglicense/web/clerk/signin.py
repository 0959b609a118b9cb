"""Signing in and out of the console."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from doglicense.office.staff.staff import TooManyAttempts, sign_in
from doglicense.web.clerk.auth import (
    csrf_ok,
    end_console_session,
    new_session,
    read_session,
    set_session,
    signed_in_session,
)
from doglicense.web.clerk.guard import staff_page
from doglicense.web.clerk.views import page, refused, services_of


def _safe_next(target: str) -> str:
    # Only a console path: never an open redirect to another site.
    return target if target.startswith("/clerk/") and not target.startswith("//") else "/clerk/"


async def sign_in_form(request: Request) -> Response:
    session = read_session(request) or new_session()
    request.state.console_session = session
    response = page(request, "sign_in.html", next=_safe_next(request.query_params.get("next", "")))
    set_session(request, response, session)
    return response


async def sign_in_post(request: Request) -> Response:
    session = read_session(request)
    if not await csrf_ok(request, session):
        return refused(request, "csrf")
    assert session is not None
    request.state.console_session = session
    form = await request.form()
    username, password = str(form.get("username", "")), str(form.get("password", ""))
    target = _safe_next(str(form.get("next", "")))
    services = services_of(request)
    client = request.client.host if request.client else "unknown"
    async with services.db.session() as db:
        try:
            person = await sign_in(
                db, username=username, password=password, client=client, now=services.now()
            )
        except TooManyAttempts:
            return page(request, "sign_in.html", status_code=429, next=target, error="later")
        await db.commit()
    if person is None:
        return page(request, "sign_in.html", status_code=401, next=target, error="wrong")
    response = RedirectResponse(target, status_code=303)
    set_session(request, response, await signed_in_session(request, person))
    return response


@staff_page()
async def sign_out(request: Request) -> Response:
    await end_console_session(request)  # the old cookie, wherever it went, no longer signs in
    response = RedirectResponse("/clerk/sign-in", status_code=303)
    set_session(request, response, None)
    return response
