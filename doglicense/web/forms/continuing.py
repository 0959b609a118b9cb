"""A chat draft continued on the web: the signed link from /web opens it in this browser."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from doglicense.law import license_fee, replacement_tag_fee
from doglicense.office.residents.crossing import read_continue_on_web_token
from doglicense.office.residents.web_residents import draft_flow_of
from doglicense.storage.models import Resident
from doglicense.web.forms.identity import services_of, sign_browser_in
from doglicense.web.forms.pages import page, resident_page, see_other


@resident_page
async def continue_on_web(request: Request) -> Response:
    services = services_of(request)
    secret = services.settings.session_secret.get_secret_value()
    resident_id = read_continue_on_web_token(secret, request.path_params["token"])
    if resident_id is None:
        return page(request, "notice.html", notice="bad_link", status_code=404)
    async with services.db.session() as db:
        resident = await db.get(Resident, resident_id)
        if resident is None:
            return page(request, "notice.html", notice="bad_link", status_code=404)
        flow = await draft_flow_of(db, resident)
        await sign_browser_in(request, db, resident)  # a chat resident, now on this browser too
        await db.commit()
    target = f"/forms/{flow}" if flow else "/forms/"
    return see_other(target)


@resident_page
async def start_page(request: Request) -> Response:
    """/forms/: what a resident can do here, what it costs (law/), what to have ready."""
    services = services_of(request)
    town = services.town
    fees = {
        "spayed": license_fee(town, spayed_neutered=True).total_cents,
        "not_spayed": license_fee(town, spayed_neutered=False).total_cents,
        "enumeration": license_fee(town, spayed_neutered=True, enumerated=True).enumeration_cents,
        "tag": replacement_tag_fee(town),
    }
    return page(request, "start.html", fees=fees, card=services.card_payments)
