"""The queue, one record in full, and its uploaded documents."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from doglicense.flows.registry import FLOWS
from doglicense.office import register
from doglicense.office.decisions import correctable_questions
from doglicense.storage import documents
from doglicense.web.clerk.auth import person_of, staff_page
from doglicense.web.clerk.views import notice, page, services_of


@staff_page()
async def queue_page(request: Request) -> Response:
    services = services_of(request)
    kind = request.query_params.get("kind", "")
    search = request.query_params.get("q", "")
    async with services.db.session() as db:
        items = await register.waiting_records(
            db, person_of(request), now=services.now(), kind=kind, search=search
        )
    return page(request, "queue.html", items=items, kind=kind, q=search, kinds=sorted(FLOWS))


@staff_page()
async def record_page(request: Request) -> Response:
    services = services_of(request)
    async with services.db.session() as db:
        view = await register.record_view(db, request.path_params["record_id"], person_of(request))
    if view is None:
        return notice(request, "not_found", status_code=404)
    return page(
        request,
        "record.html",
        view=view,
        questions=correctable_questions(view.record),
        notice=request.query_params.get("notice", ""),
    )


@staff_page()
async def document_file(request: Request) -> Response:
    services = services_of(request)
    async with services.db.session() as db:
        document = await register.document_for_staff(
            db, request.path_params["document_id"], person_of(request)
        )
    if document is None:
        return notice(request, "not_found", status_code=404)
    data = documents.read(services.settings.documents_dir, document)
    inline = document.content_type in ("image/jpeg", "image/png", "application/pdf")
    headers = {
        "Content-Disposition": "inline" if inline else "attachment",
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "sandbox",
    }
    return Response(data, media_type=document.content_type, headers=headers)
