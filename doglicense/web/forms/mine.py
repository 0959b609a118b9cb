"""My dogs and requests: for the browser's resident, or by the signed status link; the licence.

A status link travels (a forwarded e-mail, a shared screen): it shows the dogs and where each
request stands; the owner's address only to the browser that is the resident's own (0028).
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession
from starlette.requests import Request
from starlette.responses import Response

from doglicense.office.residents.crossing import read_status_token, status_token
from doglicense.office.residents.dogs_and_requests import (
    ENDED,
    DogsAndRequests,
    dogs_and_requests,
    licence_of,
)
from doglicense.runtime import Services
from doglicense.storage.models import Resident
from doglicense.web.forms.identity import browser_resident, services_of, session_id
from doglicense.web.forms.licence_pdf import pdf_response
from doglicense.web.forms.pages import page, resident_page


def _token(services: Services, resident_id: int) -> str:
    return status_token(services.settings.session_secret.get_secret_value(), resident_id)


def _token_resident_id(request: Request) -> int | None:
    secret = services_of(request).settings.session_secret.get_secret_value()
    return read_status_token(secret, request.path_params["token"])


async def _browser_is_theirs(request: Request, db: AsyncSession, resident_id: int) -> bool:
    """The resident behind this browser's cookie is the one the link is for."""
    browser = await browser_resident(request, db)
    return browser is not None and browser.id == resident_id


def _mine(
    request: Request,
    shown: DogsAndRequests | None,
    *,
    token: str,
    key: str | None,
    signed_in_as: str | None = None,
    session_ended: bool = False,
) -> Response:
    """The page; `key` only when the browser is the resident's own (its actions need it)."""
    services = services_of(request)
    return page(
        request,
        "status.html",
        key=key,
        shown=shown,
        own=key is not None,
        token=token,
        card=services.card_payments,
        today=services.clock().today,
        tz=services.town.tz,
        signed_in_as=signed_in_as,
        request_signed_in=request.query_params.get("signed_in") == "1",
        session_ended=session_ended,
    )


@resident_page
async def my_dogs_page(request: Request) -> Response:
    """The browser's own resident's dogs and requests; a browser with none is shown how to start."""
    services = services_of(request)
    key = session_id(request)
    async with services.db.session() as db:
        resident = await browser_resident(request, db)
        shown = (
            await dogs_and_requests(db, resident.id, services.town, services.clock().today)
            if resident
            else None
        )
    if resident is None:  # a cookie whose session has ended (signed out elsewhere, or idle)
        return _mine(request, None, token="", key=None, session_ended=key is not None)
    token = _token(services, resident.id)
    return _mine(request, shown, token=token, key=key, signed_in_as=resident.email)


@resident_page
async def status_page(request: Request) -> Response:
    """The same page by the signed link: to look at on any browser; acting needs this browser's
    own resident (signed in), so a forwarded link starts nothing and pays nothing."""
    resident_id = _token_resident_id(request)
    if resident_id is None:
        return page(request, "notice.html", notice="bad_link", status_code=404)
    async with services_of(request).db.session() as db:
        resident = await db.get(Resident, resident_id)
        if resident is None:
            return page(request, "notice.html", notice="bad_link", status_code=404)
        services = services_of(request)
        shown = await dogs_and_requests(db, resident.id, services.town, services.clock().today)
        own = session_id(request) if await _browser_is_theirs(request, db, resident.id) else None
    return _mine(request, shown, token=request.path_params["token"], key=own)


async def _licence(
    request: Request,
    resident_id: int | None,
    *,
    back: str,
    by_link: bool = False,
    as_pdf: bool = False,
) -> Response:
    """The printable license (or its PDF); by a status link, without the owner's address unless
    the browser is the resident's own."""
    found, own = None, not by_link
    if resident_id is not None:
        async with services_of(request).db.session() as db:
            found = await licence_of(db, resident_id, request.path_params["reference"])
            if by_link:
                own = await _browser_is_theirs(request, db, resident_id)
    if found is None:
        return page(request, "notice.html", notice="not_yours", status_code=404)
    licence, dog, owner = found
    town = services_of(request).town
    exempt = town.exempt_label(licence.exempt_type) if licence.exempt_type else None
    if as_pdf and dog.status not in ENDED:  # an ended license is never drawn as valid paper
        facts = {"license": licence, "dog": dog, "owner": owner, "exempt_label": exempt}
        return await pdf_response(town, owner_address_shown=own, **facts)
    return page(
        request,
        "licence.html",
        license=licence,
        dog=dog,
        owner=owner,
        exempt_label=exempt,
        back=back,
        owner_address_shown=own,
        pdf_href=request.url.path.rstrip("/") + "/pdf",
        ended=dog.status in ENDED,  # a death, a move away: the page says so, never "Expires"
    )


@resident_page
async def licence_page(request: Request) -> Response:
    """The printable license of a request of the browser's own resident; "not yours" otherwise."""
    async with services_of(request).db.session() as db:
        resident = await browser_resident(request, db)
    return await _licence(request, resident.id if resident else None, back="/forms/mine")


@resident_page
async def status_licence_page(request: Request) -> Response:
    """The printable license by the status link (the approval e-mail's "See and print")."""
    back = f"/forms/status/{request.path_params['token']}"
    return await _licence(request, _token_resident_id(request), back=back, by_link=True)


@resident_page
async def licence_pdf_page(request: Request) -> Response:
    """The license as a PDF, for the browser's own resident."""
    async with services_of(request).db.session() as db:
        resident = await browser_resident(request, db)
    resident_id = resident.id if resident else None
    return await _licence(request, resident_id, back="/forms/mine", as_pdf=True)


@resident_page
async def status_licence_pdf_page(request: Request) -> Response:
    """The license as a PDF by the status link: the owner's address as on its page."""
    back = f"/forms/status/{request.path_params['token']}"
    resident_id = _token_resident_id(request)
    return await _licence(request, resident_id, back=back, by_link=True, as_pdf=True)
