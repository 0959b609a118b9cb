"""The court clerk's pages: ticket answers waiting, and the forms that act on one."""

from __future__ import annotations

from datetime import date, datetime, time

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from doglicense.office.staff.staff import Role
from doglicense.office.staff.staff_names import actor_names
from doglicense.office.tickets import court
from doglicense.office.tickets.court_desk import works_the_court
from doglicense.web.clerk.guard import person_of, staff_page
from doglicense.web.clerk.views import notice, page, refused, services_of


def _back(record_id: int, note: str) -> Response:
    return RedirectResponse(f"/clerk/court/{record_id}?notice={note}", status_code=303)


def _cents(text: str) -> int:
    """ "75", "75.00" or "$75.5" as cents; ValueError otherwise."""
    dollars, _, cents = text.strip().lstrip("$").partition(".")
    if not dollars.isdigit() or (cents and not (cents.isdigit() and len(cents) <= 2)):
        raise ValueError(text)
    return int(dollars) * 100 + int(cents.ljust(2, "0") or 0)


@staff_page(Role.COURT, Role.CLERK)
async def court_page(request: Request) -> Response:
    services = services_of(request)
    if not works_the_court(person_of(request), services.town):
        return refused(request, "role")
    async with services.db.session() as db:
        answers = await court.waiting_answers(db)
    return page(request, "court.html", answers=answers)


@staff_page(Role.COURT, Role.CLERK)
async def answer_page(request: Request) -> Response:
    services = services_of(request)
    if not works_the_court(person_of(request), services.town):
        return refused(request, "role")
    async with services.db.session() as db:
        answer = await court.answer_view(db, request.path_params["record_id"])
        staff_names = await actor_names(db, answer.audit) if answer else {}
    if answer is None:
        return notice(request, "not_found", status_code=404)
    return page(
        request,
        "court_answer.html",
        answer=answer,
        staff_names=staff_names,
        notice=request.query_params.get("notice", ""),
    )


@staff_page(Role.COURT, Role.CLERK)  # a clerk only where the town says so (court.py refuses)
async def act(request: Request) -> Response:
    """One of the court's actions on an answer, by the last part of the path."""
    record_id: int = request.path_params["record_id"]
    action: str = request.path_params["action"]
    services, person = services_of(request), person_of(request)
    form = {k: str(v) for k, v in (await request.form()).items()}
    async with services.db.session() as db:
        try:
            if action == "penalty":
                await court.set_penalty(
                    db, services, record_id, person, cents=_cents(form.get("amount", ""))
                )
            elif action == "return":
                when = datetime.combine(
                    date.fromisoformat(form.get("date", "")),
                    time.fromisoformat(form.get("time", "")),
                    services.town.tz,
                )
                await court.set_return(
                    db, services, record_id, person, when=when, place=form.get("place", "")
                )
            elif action == "appeared":
                await court.appeared(
                    db, services, record_id, person, outcome=form.get("outcome", "")
                )
            elif action == "failed":
                await court.failed_to_appear(db, services, record_id, person)
            elif action == "close":
                await court.close_paid(db, services, record_id, person)
            else:
                return notice(request, "not_found", status_code=404)
        except court.CourtRefused as refused:
            await db.rollback()
            return _back(record_id, refused.reason)
        except ValueError:
            await db.rollback()
            return _back(record_id, "court_bad_input")
    return _back(record_id, f"court_{action}_done")
