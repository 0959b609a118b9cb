"""The State's records (R29): the license register as CSV and the monthly surcharge report."""

from __future__ import annotations

from datetime import date

from starlette.requests import Request
from starlette.responses import Response

from doglicense.office.records import state_records as reports
from doglicense.office.staff.staff import Role
from doglicense.web.clerk.guard import staff_page
from doglicense.web.clerk.views import notice, page, services_of


def _day(text: str | None, default: date) -> date:
    return date.fromisoformat(text) if text else default


@staff_page(Role.CLERK)
async def licenses_csv(request: Request) -> Response:
    services = services_of(request)
    today = services.clock().today
    try:
        first = _day(request.query_params.get("from"), today.replace(month=1, day=1))
        last = _day(request.query_params.get("to"), today)
    except ValueError:
        return notice(request, "bad_dates", status_code=400)
    async with services.db.session() as db:
        text = await reports.licenses_csv(db, first, last)
    name = f"licenses-{first.isoformat()}-{last.isoformat()}.csv"
    return Response(
        text,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )


@staff_page(Role.CLERK)
async def surcharges(request: Request) -> Response:
    services = services_of(request)
    month = request.query_params.get("month") or f"{services.clock().today:%Y-%m}"
    try:
        reports.month_bounds(month)
    except ValueError:
        return notice(request, "bad_dates", status_code=400)
    async with services.db.session() as db:
        report = await reports.surcharge_report(db, month)
    return page(request, "surcharges.html", report=report, month=month)
