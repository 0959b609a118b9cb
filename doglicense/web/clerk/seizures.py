"""The officer's seized dogs: record a seizure, the queue by last day, one dog with its matches."""

from __future__ import annotations

from starlette.datastructures import UploadFile
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from doglicense.office.desk import redemptions
from doglicense.office.documents.certificates import read_certificate, store_certificate
from doglicense.office.lifecycle import Status
from doglicense.office.seizures import lost_matches, seized_and_found, seizure_entry, seizures
from doglicense.office.seizures.seizure_queue import history, seized_dog, seized_dogs
from doglicense.office.staff.staff import Role
from doglicense.payments.counter import COUNTER_METHODS
from doglicense.web.clerk.guard import person_of, staff_page
from doglicense.web.clerk.views import notice, page, services_of

FIELDS = (
    "seized_date",
    "seized_time",
    "place",
    "held_at",
    "tag_number",
    "identified",
    "breed",
    "colour",
    "sex",
    "description",
)


async def _queue_page(request: Request, *, status_code: int = 200, **context: object) -> Response:
    services = services_of(request)
    today = services.clock().today
    async with services.db.session() as db:
        held = await seized_dogs(db, services.town, today)
        forfeited = await seized_dogs(db, services.town, today, statuses=(Status.FORFEITED,))
        paid_online = await redemptions.paid_online_of(db, [item.record.id for item in held])
    pound = services.town.pound  # the officer's form starts from where the Town keeps dogs
    held_at = pound.place if pound else ""
    context.setdefault("form", {"seized_date": today.isoformat(), "held_at": held_at})
    return page(
        request,
        "seizures.html",
        status_code=status_code,
        held=held,
        forfeited=forfeited,
        paid_online=paid_online,
        **context,
    )


@staff_page(Role.OFFICER, Role.CLERK)
async def seizures_page(request: Request) -> Response:
    return await _queue_page(request)


@staff_page(Role.OFFICER)
async def record_seizure(request: Request) -> Response:
    """The officer's form, with an optional photo read before the transaction."""
    services = services_of(request)
    form = await request.form()
    fields = {name: str(form.get(name, "")) for name in FIELDS}
    shots = [str(shot) for shot in form.getlist("shots")]
    upload = form.get("photo")
    photo = None
    if isinstance(upload, UploadFile) and upload.filename:
        limit = services.town.policy.max_upload_bytes
        data = await upload.read(limit + 1)
        if data:
            photo = await read_certificate(
                data, name=upload.filename, max_bytes=limit, images=services.images
            )
            photo = await store_certificate(services.documents, photo)
    try:
        entry = seizure_entry.entry_of(fields, shots, services.town, services.now())
        async with services.db.session() as db:
            seizure = await seizures.record_seizure(
                db,
                entry,
                person=person_of(request),
                town=services.town,
                now=services.now(),
                photo=photo,
            )
    except seizure_entry.SeizureRefused as refused:
        return await _queue_page(request, status_code=400, refused=refused.reason, form=fields)
    return RedirectResponse(f"/clerk/seizures/{seizure.id}?notice=seized", status_code=303)


@staff_page(Role.OFFICER, Role.CLERK)
async def seizure_page(request: Request) -> Response:
    """One seized dog: its facts, period and fees, and the open lost reports that match it."""
    services = services_of(request)
    today = services.clock().today
    async with services.db.session() as db:
        item = await seized_dog(db, request.path_params["seizure_id"], services.town, today)
        if item is None:
            return notice(request, "not_found", status_code=404)
        matches = (
            await lost_matches.open_lost_reports(db, item.seizure)
            if item.record.status == Status.HELD and item.seizure.lost_record_id is None
            else []
        )
        found = await seized_and_found.found_beside_seizure(db, item.seizure)
        audit, staff_names = await history(db, item.record)
        licensing = await redemptions.licensing_needed(db, item.seizure, services)
        online = await redemptions.paid_online(db, item.record.id)
    fees = item.fees(services.town)
    return page(
        request,
        "seizure.html",
        item=item,
        fees=fees,
        paid_online=online,
        owed_cents=max(0, fees.total_cents - online),
        covers_through=item.record.answers.get("covers_through"),
        licence_reference=item.record.answers.get("licence_reference"),
        matches=matches,
        found_reports=found,
        audit=audit,
        staff_names=staff_names,
        licensing=licensing.value,
        methods=sorted(COUNTER_METHODS),
        notice=request.query_params.get("notice", ""),
    )


@staff_page(Role.OFFICER)
async def act(request: Request) -> Response:
    """Record a notice, confirm a match, take the fees and mark redeemed, forfeit or adopt."""
    services = services_of(request)
    seizure_id = request.path_params["seizure_id"]
    action = request.path_params["action"]
    form = await request.form()
    person, now = person_of(request), services.now()
    try:
        async with services.db.session() as db:
            if action == "notice":
                await seizures.record_notice(
                    db,
                    seizure_id,
                    kind=str(form.get("notice_kind", "")),
                    given_on=str(form.get("notice_on", "")),
                    person=person,
                    town=services.town,
                    now=now,
                )
            elif action == "redeem":
                await redemptions.redeem_at_counter(
                    db,
                    seizure_id,
                    person=person,
                    services=services,
                    method=str(form.get("method", "")),
                    receipt_number=str(form.get("receipt_number", "")),
                    amount=str(form.get("amount", "")),
                    license_tag=str(form.get("license_tag", "")),
                )
            elif action == "match":
                lost_id = str(form.get("lost_record_id", ""))
                await lost_matches.confirm_match(
                    db,
                    seizure_id,
                    int(lost_id) if lost_id.isdigit() else 0,
                    person=person,
                    town=services.town,
                    now=now,
                )
            else:
                await seizures.officer_end(
                    db,
                    seizure_id,
                    action,
                    person=person,
                    services=services,
                    now=now,
                    note=str(form.get("note", "")),
                )
    except seizure_entry.SeizureRefused as refused:
        status = 404 if refused.reason == "not_found" else 409
        return notice(request, refused.reason, status_code=status, seizure_id=seizure_id)
    return RedirectResponse(f"/clerk/seizures/{seizure_id}?notice={action}", status_code=303)
