"""After the questions: the confirmation, paying by card, Stripe's return pages, a correction."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from doglicense.flows.answers.parsers import looks_like_email
from doglicense.office.lifecycle import Status
from doglicense.office.records.corrections import open_correction
from doglicense.office.reports.transfers import code_of
from doglicense.office.residents.card_offers import checkout_returned, offer_card_payment
from doglicense.office.residents.crossing import read_status_token
from doglicense.office.residents.web_residents import record_of, send_status_link
from doglicense.office.seizures.online_redemption import waiting_redemption
from doglicense.payments.balance import balance_of
from doglicense.service.transfers import web_address
from doglicense.storage.models import Record, Resident
from doglicense.web.forms.identity import (
    browser_resident,
    csrf_ok,
    services_of,
    session_id,
    status_link,
)
from doglicense.web.forms.pages import page, resident_page, see_other


async def _own_record(request: Request, reference: str) -> tuple[Resident, Record] | None:
    """The browser's resident and its record; None for anyone else's reference."""
    async with services_of(request).db.session() as db:
        resident = await browser_resident(request, db)
        record = await record_of(db, resident, reference) if resident else None
    return (resident, record) if resident and record else None


async def _done(
    request: Request,
    resident: Resident,
    record: Record,
    *,
    came_back: str = "",
    redeem_reference: str | None = None,
) -> Response:
    services = services_of(request)
    secret = services.settings.session_secret.get_secret_value()
    async with services.db.session() as db:
        balance = await balance_of(db, record)  # a correction's difference, not the whole fee
    return page(
        request,
        "done.html",
        transfer_code=code_of(record, secret),  # an in-town change of owner: handed on (R18)
        transfer_web=web_address(services.settings),
        key=session_id(request),
        record=record,
        came_back=came_back,
        awaiting_payment=record.status == Status.AWAITING_PAYMENT,
        balance=balance,
        card=services.card_payments,
        status_link=status_link(services, resident),
        email=resident.email,
        tz=services.town.tz,
        redeem_reference=redeem_reference,
    )


@resident_page
async def done_page(request: Request) -> Response:
    """The confirmation, with the reference number; only for the resident who sent it."""
    own = await _own_record(request, request.path_params["reference"])
    if own is None:
        return page(request, "notice.html", notice="not_yours", status_code=404)
    resident, record = own
    waiting = None
    if record.kind in ("license", "renewal"):  # sent from a redemption: the way back to it
        async with services_of(request).db.session() as db:
            waiting = await waiting_redemption(db, resident.id)
    return await _done(request, resident, record, redeem_reference=waiting)


@resident_page
async def payment_returned(request: Request) -> Response:
    """Stripe's success and cancel pages: the record's page for its owner, thanks for others."""
    reference = request.query_params.get("reference", "")
    came_back = "paid" if request.url.path.endswith("/done") else "cancelled"
    own = await _own_record(request, reference)
    if own is not None:
        return await _done(request, *own, came_back=came_back)
    # Paid from a chat's link (or another browser): what was paid and where the answer will come.
    stripe_session = request.query_params.get("session_id", "")
    paid = await checkout_returned(services_of(request), reference, stripe_session)
    record, payment = paid if paid else (None, None)
    return page(
        request,
        "payment_returned.html",
        came_back=came_back,
        reference=reference,
        record=record,
        payment=payment,
    )


@resident_page
async def pay(request: Request) -> Response:
    """Pay a record by card (again): a Checkout link reused or a new attempt."""
    reference: str = request.path_params["reference"]
    own = await _own_record(request, reference)
    form = await request.form()
    if own is None or not csrf_ok(request, session_id(request), str(form.get("csrf_token", ""))):
        return page(request, "notice.html", notice="not_yours", status_code=404)
    resident, record = own
    offer = await offer_card_payment(services_of(request), record.id, resident_id=resident.id)
    if offer.state == "open" and offer.url:
        return see_other(offer.url)
    return await _done(request, resident, record, came_back=offer.state)


@resident_page
async def email_link(request: Request) -> Response:
    """The resident gives an e-mail address: the status link goes there too."""
    reference: str = request.path_params["reference"]
    form = await request.form()
    address = str(form.get("email", "")).strip()
    key = session_id(request)
    if not csrf_ok(request, key, str(form.get("csrf_token", ""))):
        return page(request, "notice.html", notice="expired_form", status_code=403)
    services = services_of(request)
    async with services.db.session() as db:
        resident = await browser_resident(request, db) if key else None
        record = await record_of(db, resident, reference) if resident else None
        if resident is None or record is None:
            return page(request, "notice.html", notice="not_yours", status_code=404)
        if not looks_like_email(address):
            return page(
                request,
                "notice.html",
                notice="bad_email",
                status_code=400,
                back=f"/forms/done/{reference}",
            )
        resident.email = address.lower()
        send_status_link(
            db,
            resident,
            link=status_link(services, resident),
            reference=reference,
            now=services.now(),
            record=record,
            town=services.town,
        )
        await db.commit()
    return see_other(f"/forms/done/{reference}?emailed=1")


@resident_page
async def make_correction(request: Request) -> Response:
    """ "Make the correction" on the status page: the returned questions open in the resident's
    own browser; another (a forwarded e-mail's reader) is asked to sign in first, since a status
    link alone never signs a browser in (issue 27: it would show the address and the dogs)."""
    services = services_of(request)
    secret = services.settings.session_secret.get_secret_value()
    resident_id = read_status_token(secret, request.path_params["token"])
    if resident_id is None:
        return page(request, "notice.html", notice="bad_link", status_code=404)
    async with services.db.session() as db:
        resident = await db.get(Resident, resident_id)
        if resident is None:
            return page(request, "notice.html", notice="not_yours", status_code=404)
        browser = await browser_resident(request, db)
        if browser is None or browser.id != resident.id:
            return see_other("/forms/signin?for=correction")
        record = await open_correction(
            db, resident, request.path_params["reference"], now=services.now()
        )
        if record is None:
            return page(request, "notice.html", notice="not_yours", status_code=404)
        kind = record.kind
        await db.commit()
    return see_other(f"/forms/{kind}")
