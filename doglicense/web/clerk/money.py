"""Closing the day in the console, and a payment's printable receipt."""

from __future__ import annotations

from datetime import date

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response

from doglicense.office.staff.staff import Role
from doglicense.payments.day_close import close_of
from doglicense.payments.receipts import receipt_of
from doglicense.payments.reconciliation import daily_reconciliation
from doglicense.templates import render
from doglicense.templates.language import speaking
from doglicense.web.clerk.guard import staff_page
from doglicense.web.clerk.views import notice, page, services_of


@staff_page(Role.CLERK)
async def day_page(request: Request) -> Response:
    services = services_of(request)
    try:
        text = request.query_params.get("day")
        day = date.fromisoformat(text) if text else services.clock().today
    except ValueError:
        return notice(request, "bad_dates", status_code=400)
    async with services.db.session() as db:
        report = await daily_reconciliation(db, day, services.town)
    return page(request, "day.html", close=close_of(report), day=day)


@staff_page(Role.CLERK)
async def receipt(request: Request) -> Response:
    services = services_of(request)
    async with services.db.session() as db:
        found = await receipt_of(db, request.path_params["payment_id"])
    if found is None:
        return notice(request, "not_found", status_code=404)
    with speaking(found.language):  # printed for the resident, in the resident's language
        html = render(
            "documents/receipt.html",
            receipt=found,
            town=services.town,
            tz=services.town.tz,
            lang=found.language,
        )
    return HTMLResponse(html, headers={"Cache-Control": "no-store"})
