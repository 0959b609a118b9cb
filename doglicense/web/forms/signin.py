"""Signing in on any browser: a one-time link by e-mail, a reminder's Renew link, signing out."""

from __future__ import annotations

from urllib.parse import quote

from starlette.requests import Request
from starlette.responses import Response

from doglicense.flows.parsers import looks_like_email
from doglicense.flows.redeem import normal_reference
from doglicense.mail.links import read_renew_token
from doglicense.office.email_links import (
    PER_ADDRESS_AN_HOUR,
    VALID_MINUTES,
    ask_for_link,
    open_link,
)
from doglicense.office.email_links import use_link as spend_link
from doglicense.office.web_residents import resident_by_web_key, web_key_of
from doglicense.storage.models import Resident
from doglicense.web.forms.identity import COOKIE, csrf_ok, services_of, web_key
from doglicense.web.forms.pages import page, resident_page, see_other

HOME = "/forms/mine"


def _client(request: Request) -> str:
    return request.client.host if request.client else "unknown"


async def _browser_resident(request: Request) -> Resident | None:
    key = web_key(request)
    if not key:
        return None
    async with services_of(request).db.session() as db:
        return await resident_by_web_key(db, key)


@resident_page
async def sign_in_page(request: Request) -> Response:
    """The address box; a browser signed in already is told as whom, with a way out."""
    resident = await _browser_resident(request)
    return page(
        request,
        "signin.html",
        key=resident.web_key if resident else None,
        state="ask",
        signed_in_as=resident.email if resident else None,
        signed_out=request.query_params.get("signed_out") == "1",
    )


@resident_page
async def ask_for_sign_in(request: Request) -> Response:
    """Send a link if the address is on file; the page says the same whether or not it is."""
    form = await request.form()
    address = str(form.get("email", "")).strip()
    if not looks_like_email(address):
        return page(request, "signin.html", state="ask", bad_email=address, status_code=400)
    services = services_of(request)
    browser = await _browser_resident(request)
    async with services.db.session() as db:
        await ask_for_link(
            db,
            "sign_in",
            address,
            client=_client(request),
            now=services.now(),
            asked_by=browser.id if browser else None,
        )
        await db.commit()
    return page(
        request,
        "signin.html",
        state="sent",
        address=address,
        minutes=VALID_MINUTES,
        per_hour=PER_ADDRESS_AN_HOUR,
    )


@resident_page
async def link_page(request: Request) -> Response:
    """The link from the e-mail: a button to use it (a mail scanner's visit spends nothing)."""
    services = services_of(request)
    secret = services.settings.session_secret.get_secret_value()
    async with services.db.session() as db:
        opened = await open_link(db, secret, request.path_params["token"], services.now())
    if opened is None:
        return page(request, "signin.html", state="spent", status_code=410)
    return page(
        request,
        "signin.html",
        state="open",
        purpose=opened.purpose,
        address=opened.address,
        token=request.path_params["token"],
    )


@resident_page
async def use_link(request: Request) -> Response:
    """Spend the link: this browser is now the resident it was for, at "My dogs"."""
    services = services_of(request)
    secret = services.settings.session_secret.get_secret_value()
    key = web_key(request)
    async with services.db.session() as db:
        browser = await resident_by_web_key(db, key) if key else None
        resident = await spend_link(
            db, secret, request.path_params["token"], browser=browser, now=services.now()
        )
        if resident is None:
            return page(request, "signin.html", state="spent", status_code=410)
        key, language = web_key_of(resident), resident.language
        await db.commit()
    return see_other(f"{HOME}?signed_in=1&lang={language}", key=key, request=request)


@resident_page
async def renew_from_reminder(request: Request) -> Response:
    """A reminder's Renew link: this browser signs in and the renewal opens for the dog."""
    services = services_of(request)
    resident_id = read_renew_token(services.settings, request.path_params["token"])
    if resident_id is None:
        return page(request, "signin.html", state="spent", status_code=410)
    async with services.db.session() as db:
        resident = await db.get(Resident, resident_id)
        if resident is None:
            return page(request, "signin.html", state="spent", status_code=410)
        key, language = web_key_of(resident), resident.language
        await db.commit()
    tag = request.query_params.get("tag", "")
    target = f"/forms/renewal?lang={language}" + (f"&tag={tag}" if tag.isdigit() else "")
    seized = normal_reference(request.query_params.get("redeem", ""))
    if seized is not None:  # a seizure notice's Redeem link: the redemption of that dog
        target = f"/forms/redeem?lang={language}&tag={quote(seized)}"
    return see_other(target, key=key, request=request)


@resident_page
async def sign_out(request: Request) -> Response:
    """This browser forgets the resident; the records stay, to sign in again by e-mail."""
    form = await request.form()
    if not csrf_ok(request, web_key(request), str(form.get("csrf_token", ""))):
        return see_other("/forms/signin")
    response = see_other("/forms/signin?signed_out=1")
    response.delete_cookie(COOKIE, path="/")
    return response
