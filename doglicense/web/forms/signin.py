"""Signing in on any browser: a one-time link by e-mail, a reminder's Renew link, signing out
(here, or on every browser at once)."""

from __future__ import annotations

from urllib.parse import quote

from starlette.requests import Request
from starlette.responses import Response

from doglicense.flows.answers.parsers import looks_like_email
from doglicense.flows.redeem import normal_reference
from doglicense.mail.links import read_renew_token
from doglicense.office.residents.email_links import (
    PER_ADDRESS_AN_HOUR,
    VALID_MINUTES,
    ask_for_link,
    normal,
    open_link,
)
from doglicense.office.residents.email_links import use_link as spend_link
from doglicense.office.residents.resident_sessions import end_every_session, end_session
from doglicense.storage.models import Resident
from doglicense.web.forms.identity import (
    begin_session,
    browser_resident,
    csrf_ok,
    services_of,
    session_id,
    sign_browser_in,
)
from doglicense.web.forms.pages import page, resident_page, see_other
from doglicense.web.forms.signin_guard import (
    browser_nonce,
    keep_nonce,
    link_post_ok,
    signin_token,
)

HOME = "/forms/mine"


def _client(request: Request) -> str:
    return request.client.host if request.client else "unknown"


async def _browser_resident(request: Request) -> Resident | None:
    async with services_of(request).db.session() as db:
        return await browser_resident(request, db)


@resident_page
async def sign_in_page(request: Request) -> Response:
    """The address box; a browser signed in already is told as whom, with a way out."""
    resident = await _browser_resident(request)
    return page(
        request,
        "signin.html",
        key=session_id(request) if resident else None,
        state="ask",
        signed_in_as=resident.email if resident else None,
        signed_out=request.query_params.get("signed_out") == "1",
        everywhere=request.query_params.get("everywhere") == "1",
        for_correction=request.query_params.get("for") == "correction",
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
    """The link from the e-mail: a button to use it (a mail scanner's visit spends nothing),
    its form bound to this browser; a browser signed in as someone else is asked first."""
    services = services_of(request)
    secret = services.settings.session_secret.get_secret_value()
    token = request.path_params["token"]
    async with services.db.session() as db:
        opened = await open_link(db, secret, token, services.now())
        browser = await browser_resident(request, db)
    if opened is None:
        return page(request, "signin.html", state="spent", status_code=410)
    other = browser.email if browser and browser.email else None
    response = page(
        request,
        "signin.html",
        state="open",
        purpose=opened.purpose,
        address=opened.address,
        token=token,
        signin_token=signin_token(request, browser_nonce(request), token),
        switch_from=other if other and normal(other) != normal(opened.address) else None,
    )
    keep_nonce(request, response)
    return response


@resident_page
async def use_link(request: Request) -> Response:
    """Spend the link: this browser is now the resident it was for, at "My dogs"; a POST from
    another site, or without the token of the link's page opened here, signs nobody in."""
    services = services_of(request)
    secret = services.settings.session_secret.get_secret_value()
    token = request.path_params["token"]
    form = await request.form()
    if not link_post_ok(request, token, str(form.get("signin_token", ""))):
        async with services.db.session() as db:
            still_good = await open_link(db, secret, token, services.now())
        if still_good is None:  # spent or old: said as for any browser
            return page(request, "signin.html", state="spent", status_code=410)
        return page(request, "signin.html", state="refused", status_code=403)
    async with services.db.session() as db:
        browser = await browser_resident(request, db)
        resident = await spend_link(db, secret, token, browser=browser, now=services.now())
        if resident is None:
            return page(request, "signin.html", state="spent", status_code=410)
        await sign_browser_in(request, db, resident)
        language = resident.language
        await db.commit()
    return see_other(f"{HOME}?signed_in=1&lang={language}")


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
        await sign_browser_in(request, db, resident)
        language = resident.language
        await db.commit()
    tag = request.query_params.get("tag", "")
    target = f"/forms/renewal?lang={language}" + (f"&tag={tag}" if tag.isdigit() else "")
    seized = normal_reference(request.query_params.get("redeem", ""))
    if seized is not None:  # a seizure notice's Redeem link: the redemption of that dog
        target = f"/forms/redeem?lang={language}&tag={quote(seized)}"
    return see_other(target)


@resident_page
async def sign_out(request: Request) -> Response:
    """This browser's session ends (its cookie opens nothing after); the records stay, to sign
    in again by e-mail."""
    form = await request.form()
    sid = session_id(request)
    if sid is None or not csrf_ok(request, sid, str(form.get("csrf_token", ""))):
        return see_other("/forms/signin")
    async with services_of(request).db.session() as db:
        await end_session(db, sid)
        await db.commit()
    begin_session(request, None)
    return see_other("/forms/signin?signed_out=1")


@resident_page
async def sign_out_everywhere(request: Request) -> Response:
    """ "Sign out everywhere" on My dogs: every browser signed in as the resident, this one too."""
    form = await request.form()
    sid = session_id(request)
    if sid is None or not csrf_ok(request, sid, str(form.get("csrf_token", ""))):
        return see_other("/forms/signin")
    async with services_of(request).db.session() as db:
        resident = await browser_resident(request, db)
        if resident is not None:
            await end_every_session(db, resident.id)
        await end_session(db, sid)
        await db.commit()
    begin_session(request, None)
    return see_other("/forms/signin?signed_out=1&everywhere=1")
