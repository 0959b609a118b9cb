"""Lost meets found in the console: the pairs beside a found or a lost report, and the officer's
"This is the dog" or "Not this one"."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from doglicense.office.reports import found_matches
from doglicense.office.staff.staff import Role
from doglicense.storage.models import Record
from doglicense.web.clerk.guard import person_of, staff_page
from doglicense.web.clerk.views import notice, services_of


async def pairs_of(session: AsyncSession, record: Record) -> list[found_matches.Pair]:
    """The candidates shown side by side with this report, best first."""
    if record.kind == "found":
        return await found_matches.lost_for_found(session, record)
    if record.kind == "lost":
        return await found_matches.found_for_lost(session, record)
    return []


@staff_page(Role.OFFICER, Role.CLERK)
async def decide(request: Request) -> Response:
    """A pair confirmed (the owner and the finder told) or set aside; back to the report."""
    record_id: int = request.path_params["record_id"]
    services = services_of(request)
    form = await request.form()
    found_id, lost_id = str(form.get("found_id", "")), str(form.get("lost_id", ""))
    decision = str(form.get("decision", ""))
    if not (found_id.isdigit() and lost_id.isdigit()) or decision not in ("confirm", "dismiss"):
        return notice(request, "not_found", status_code=404)
    person, now = person_of(request), services.now()
    try:
        async with services.db.session() as db:
            if decision == "confirm":
                await found_matches.confirm(
                    db, int(found_id), int(lost_id), person=person, town=services.town, now=now
                )
            else:
                await found_matches.dismiss(db, int(found_id), int(lost_id), person=person, now=now)
    except found_matches.MatchRefused as refused:
        status = 404 if str(refused) == "not_found" else 409
        return notice(request, "match_gone", status_code=status, record_id=record_id)
    note = "found_match_confirmed" if decision == "confirm" else "found_match_dismissed"
    return RedirectResponse(f"/clerk/records/{record_id}?notice={note}", status_code=303)
