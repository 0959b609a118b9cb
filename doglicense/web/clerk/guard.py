"""The guard on every staff page: signed in, of the right role, and a form with its token."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from urllib.parse import quote

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from doglicense.office.staff.staff import Refused, Role, SignedIn, session_person
from doglicense.web.clerk.auth import ConsoleSession, Handler, csrf_ok, read_session
from doglicense.web.clerk.views import refused, services_of


def person_of(request: Request) -> SignedIn:
    person: SignedIn = request.state.person
    return person


def staff_page(*roles: Role) -> Callable[[Handler], Handler]:
    """Signed-in staff of these roles only (any role when none named); forms need their token."""

    def wrap(handler: Handler) -> Handler:
        @wraps(handler)
        async def guarded(request: Request) -> Response:
            services = services_of(request)
            session = read_session(request)
            person = None
            if session is not None:
                async with services.db.session() as db:
                    person = await session_person(db, session.sid, now=services.now())
            if session is None or person is None:
                target = quote(request.url.path)
                return RedirectResponse(f"/clerk/sign-in?next={target}", status_code=303)
            request.state.person = person
            request.state.console_session = ConsoleSession(session.sid, person.id)
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
