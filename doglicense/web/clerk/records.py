"""The queue, one record in full, and its uploaded documents."""

from __future__ import annotations

import logging

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from doglicense.flows.registry import FLOWS
from doglicense.office.desk import record_checks, register
from doglicense.office.desk.decisions import correctable_questions
from doglicense.office.desk.report_details import report_details
from doglicense.office.documents.certificates import preview_for_clerk
from doglicense.office.documents.machine_checks import Check
from doglicense.office.documents.refusals import PictureRefused
from doglicense.office.reports import found_matches, transfers
from doglicense.office.seizures import seized_and_found
from doglicense.office.seizures.seizure_queue import seizure_of_record
from doglicense.office.staff.staff import Role
from doglicense.office.tickets.court_desk import answers_nobody_works
from doglicense.runtime import Services
from doglicense.storage import documents
from doglicense.storage.document_store import DocumentMissing
from doglicense.storage.models import Document
from doglicense.templates import render
from doglicense.templates.language import speaking
from doglicense.web.clerk.guard import person_of, staff_page
from doglicense.web.clerk.matches import pairs_of
from doglicense.web.clerk.views import notice, page, services_of

log = logging.getLogger(__name__)

EXTENSIONS = {
    "image/jpeg": "jpg",
    "image/png": "png",
    "image/heic": "heic",
    "application/pdf": "pdf",
}

# The kinds of record the queue holds: a redemption is paid on the seizure's own record, which
# the officer works on the seizures page.
QUEUE_KINDS = sorted(name for name in FLOWS if name != "redeem")


@staff_page()
async def queue_page(request: Request) -> Response:
    services = services_of(request)
    kind = request.query_params.get("kind", "")
    search = request.query_params.get("q", "")
    only_green = request.query_params.get("checks") == "green"
    async with services.db.session() as db:
        lines = await record_checks.checked_queue(
            db,
            person_of(request),
            services=services,
            kind=kind,
            search=search,
            only_green=only_green,
        )
        matched = await found_matches.with_possible_matches(db, [li.item.record for li in lines])
        unworked = (
            await answers_nobody_works(db, services.town)
            if person_of(request).role is Role.CLERK
            else 0
        )
    return page(
        request,
        "queue.html",
        lines=lines,
        matched=matched,
        kind=kind,
        q=search,
        checks=request.query_params.get("checks", ""),
        kinds=QUEUE_KINDS,
        unworked=unworked,
    )


@staff_page()
async def record_page(request: Request) -> Response:
    services = services_of(request)
    async with services.db.session() as db:
        view = await register.record_view(db, request.path_params["record_id"], person_of(request))
        seizure_id = await seizure_of_record(db, view.record.id) if view else None
        pairs = await pairs_of(db, view.record) if view else []
        linked = await transfers.linked_records(db, view.record) if view else []
        seized = await seized_and_found.seized_beside_found(db, view.record) if view else []
        details = await report_details(db, view.record) if view else None
        checks = (
            await record_checks.checks_of_record(
                db, view.record, town=services.town, today=services.clock().today
            )
            if view
            else []
        )
    if view is None:
        return notice(request, "not_found", status_code=404)
    if seizure_id is not None:  # a seized dog's record is read on its own page
        return RedirectResponse(f"/clerk/seizures/{seizure_id}", status_code=303)
    return page(
        request,
        "record.html",
        view=view,
        questions=correctable_questions(view.record),
        pairs=pairs,
        transfers=linked,
        seized=seized,
        details=details,
        checks=checks,
        duplicate_reason=duplicate_reason(view, checks),
        notice=request.query_params.get("notice", ""),
    )


def duplicate_reason(view: register.RecordView, checks: list[Check]) -> str:
    """The reason "Reject as a duplicate" sends, written by us, not by the clerk: in the words
    and the language its resident reads ("" where no earlier request is named)."""
    earlier = next((check.facts["of"][0] for check in checks if check.key == "duplicate"), None)
    if earlier is None:
        return ""
    paid = any(payment.status == "paid" for payment in view.payments)
    with speaking(view.resident.language if view.resident else None):
        return render("bot/messages/duplicate_reason.txt", reference=earlier.reference, paid=paid)


@staff_page()
async def document_file(request: Request) -> Response:
    """A picture as a bounded preview (never the original's pixels); a PDF as it was sent."""
    services = services_of(request)
    document = await _document(request, services)
    if document is None:
        return notice(request, "not_found", status_code=404)
    if document.content_type == "application/pdf":
        data = await _read(services, document)
        if data is None:
            return notice(request, "file_missing", status_code=404)
        return Response(data, media_type=document.content_type, headers=_headers("inline"))
    if not document.content_type.startswith("image/"):
        return await original_file(request)
    try:
        preview = await preview_for_clerk(services.documents, document, services.images)
    except PictureRefused:
        return notice(request, "no_preview", status_code=422)
    except DocumentMissing:
        _missing(services, document)
        return notice(request, "file_missing", status_code=404)
    return Response(preview, media_type="image/jpeg", headers=_headers("inline"))


@staff_page()
async def original_file(request: Request) -> Response:
    """The bytes the resident sent, always as a download: the browser never renders them here."""
    services = services_of(request)
    document = await _document(request, services)
    if document is None:
        return notice(request, "not_found", status_code=404)
    data = await _read(services, document)
    if data is None:
        return notice(request, "file_missing", status_code=404)
    extension = EXTENSIONS.get(document.content_type, "bin")
    disposition = f'attachment; filename="document-{document.id}.{extension}"'
    return Response(data, media_type=document.content_type, headers=_headers(disposition))


async def _read(services: Services, document: Document) -> bytes | None:
    """The stored document's bytes, outside any transaction; None when the store has none."""
    try:
        return await documents.read(services.documents, document)
    except DocumentMissing:
        _missing(services, document)
        return None


def _missing(services: Services, document: Document) -> None:
    """A document whose row is kept and whose bytes are not: a restore that left them out."""
    log.error("document %s: its file is missing from %s", document.id, services.documents.where)


async def _document(request: Request, services: Services) -> Document | None:
    async with services.db.session() as db:
        return await register.document_for_staff(
            db, request.path_params["document_id"], person_of(request)
        )


def _headers(disposition: str) -> dict[str, str]:
    return {
        "Content-Disposition": disposition,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "sandbox",
    }
