"""The clerk's decision forms: claim, approve, record or close a report, return, reject.

Approving and rejecting are asked twice: the first post claims the record and
shows what will happen to the money, by its amount; only the confirmation (with the record's
version and the amount as shown) decides.
"""

from __future__ import annotations

from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from doglicense.office.desk import claims, counter, decisions, record_checks, register
from doglicense.office.lifecycle import Action, can
from doglicense.office.records.submissions import PROOF_AWAITED
from doglicense.office.staff.staff import Role
from doglicense.payments.counter import CounterPaymentRefused
from doglicense.web.clerk.guard import person_of, staff_page
from doglicense.web.clerk.views import notice, page, services_of


def _back(record_id: int, note: str = "") -> Response:
    suffix = f"?notice={note}" if note else ""
    return RedirectResponse(f"/clerk/records/{record_id}{suffix}", status_code=303)


def _lost(request: Request, record_id: int, error: claims.AlreadyDecided) -> Response:
    reason = "claimed" if isinstance(error, claims.ClaimedByOther) else "already_decided"
    if isinstance(error, claims.ChangedMeanwhile):
        reason = "changed_meanwhile"
    return notice(request, reason, status_code=409, record_id=record_id)


def _number(form: FormData, name: str) -> int | None:
    value = str(form.get(name, ""))
    return int(value) if value.isdigit() else None


async def _confirmation(
    request: Request, record_id: int, action: Action, *, reason: str = ""
) -> Response:
    """The record claimed by this clerk, and the page that asks to confirm the decision, naming
    what is paid and what is given back."""
    services = services_of(request)
    person = person_of(request)
    async with services.db.session() as db:
        view = await register.record_view(db, record_id, person)
        if view is None:
            return notice(request, "not_found", status_code=404)
        if not can(view.record, action):
            return notice(request, "already_decided", status_code=409, record_id=record_id)
        if action is Action.APPROVE and PROOF_AWAITED in view.record.flags:
            return _back(record_id, "proof_awaited")
        if action is Action.APPROVE and view.record.fee_cents > 0 and view.owed_cents:
            return _back(record_id, "not_paid")
        try:
            await claims.claim(db, record_id, person=person, services=services)
        except claims.AlreadyDecided as error:
            return _lost(request, record_id, error)
        view = await register.record_view(db, record_id, person)
        assert view is not None
        held_cents = await decisions.held_now(db, view.payments)
        checks = await record_checks.checks_of_record(
            db, view.record, town=services.town, today=services.clock().today
        )
    return page(
        request,
        "confirm.html",
        view=view,
        action=str(action),
        reason=reason,
        held=decisions.refundable(view.payments),
        held_cents=held_cents,
        not_green=[c for c in checks if c.level in ("red", "amber")],
    )


@staff_page()
async def claim(request: Request) -> Response:
    record_id: int = request.path_params["record_id"]
    services = services_of(request)
    async with services.db.session() as db:
        try:
            await claims.claim(db, record_id, person=person_of(request), services=services)
        except claims.AlreadyDecided as error:
            return _lost(request, record_id, error)
    return _back(record_id, "claimed_by_you")


@staff_page(Role.CLERK)
async def approve(request: Request) -> Response:
    record_id: int = request.path_params["record_id"]
    services = services_of(request)
    form = await request.form()
    if form.get("confirmed") != "yes":
        return await _confirmation(request, record_id, Action.APPROVE)
    async with services.db.session() as db:
        try:
            await decisions.approve(
                db,
                record_id,
                person=person_of(request),
                services=services,
                expected_version=_number(form, "version"),
            )
        except claims.AlreadyDecided as error:
            return _lost(request, record_id, error)
        except claims.NotPaid:
            return _back(record_id, "not_paid")
        except claims.ProofAwaited:
            return _back(record_id, "proof_awaited")
    return _back(record_id, "approved")


@staff_page(Role.CLERK)
async def approve_all_green(request: Request) -> Response:
    """ "Approve all green": every record the queue showed green, each approved as one by one."""
    services = services_of(request)
    form = await request.form()
    shown = []
    for value in form.getlist("record"):
        record_id, _, version = str(value).partition(":")
        if record_id.isdigit() and version.isdigit():
            shown.append((int(record_id), int(version)))
    async with services.db.session() as db:
        done = await record_checks.approve_all_green(
            db, shown, person=person_of(request), services=services
        )
    return page(request, "approved_green.html", done=done)


@staff_page()
async def record_report(request: Request) -> Response:
    """A report taken into the records: closed, the resident told."""
    record_id: int = request.path_params["record_id"]
    services = services_of(request)
    form = await request.form()
    async with services.db.session() as db:
        try:
            await decisions.record_report(
                db,
                record_id,
                person=person_of(request),
                services=services,
                note=str(form.get("note", "")).strip(),
            )
        except claims.AlreadyDecided as error:
            return _lost(request, record_id, error)
        except claims.NotPaid:
            return _back(record_id, "not_paid")
    return _back(record_id, "recorded")


@staff_page()
async def close_lost(request: Request) -> Response:
    """A lost dog's report closed with its outcome: home, still missing, or other with a note."""
    record_id: int = request.path_params["record_id"]
    services = services_of(request)
    form = await request.form()
    async with services.db.session() as db:
        try:
            await decisions.close_lost_report(
                db,
                record_id,
                person=person_of(request),
                services=services,
                outcome=str(form.get("outcome", "")),
                note=str(form.get("note", "")),
            )
        except claims.AlreadyDecided as error:
            return _lost(request, record_id, error)
        except ValueError:
            return _back(record_id, "close_needs_outcome")
    return _back(record_id, "lost_closed")


@staff_page(Role.CLERK)
async def counter_payment(request: Request) -> Response:
    """Money taken at the counter: cash, check, money order or card on the terminal."""
    record_id: int = request.path_params["record_id"]
    services = services_of(request)
    form = await request.form()
    async with services.db.session() as db:
        try:
            await counter.take_counter_payment(
                db,
                record_id,
                person=person_of(request),
                services=services,
                method=str(form.get("method", "")),
                receipt_number=str(form.get("receipt_number", "")),
                amount=str(form.get("amount", "")),
            )
        except CounterPaymentRefused:
            return _back(record_id, "payment_refused")
    return _back(record_id, "paid_at_counter")


@staff_page()
async def return_record(request: Request) -> Response:
    record_id: int = request.path_params["record_id"]
    services = services_of(request)
    form = await request.form()
    keys = [str(k) for k in form.getlist("question")]
    async with services.db.session() as db:
        try:
            await decisions.return_for_correction(
                db,
                record_id,
                person=person_of(request),
                services=services,
                note=str(form.get("note", "")),
                keys=keys,
            )
        except claims.AlreadyDecided as error:
            return _lost(request, record_id, error)
        except ValueError:
            return _back(record_id, "return_needs_note")
    return _back(record_id, "returned")


@staff_page()
async def reject(request: Request) -> Response:
    record_id: int = request.path_params["record_id"]
    services = services_of(request)
    form = await request.form()
    reason = str(form.get("reason", ""))
    if not reason.strip():
        return _back(record_id, "reject_needs_reason")
    if form.get("confirmed") != "yes":
        return await _confirmation(request, record_id, Action.REJECT, reason=reason)
    async with services.db.session() as db:
        try:
            await decisions.reject(
                db,
                record_id,
                person=person_of(request),
                services=services,
                reason=reason,
                expected_version=_number(form, "version"),
                expected_refund_cents=_number(form, "refund_cents"),
            )
        except claims.AlreadyDecided as error:
            return _lost(request, record_id, error)
        except ValueError:
            return _back(record_id, "reject_needs_reason")
    # The refund the clerk confirmed is what was held (checked in decisions.reject).
    return _back(record_id, "rejected" if _number(form, "refund_cents") else "rejected_unpaid")
