"""The officer's ticket pages: enter one ticket, import a CSV, print a ticket with its code."""

from __future__ import annotations

from starlette.datastructures import UploadFile
from starlette.requests import Request
from starlette.responses import Response

from doglicense.office.staff.staff import Role
from doglicense.office.tickets import tickets
from doglicense.storage.office_models import Ticket
from doglicense.web.clerk.guard import person_of, staff_page
from doglicense.web.clerk.views import notice, page, services_of

FIELDS = tickets.CSV_COLUMNS
MAX_CSV_BYTES = 1_000_000


async def _list_page(request: Request, *, status_code: int = 200, **context: object) -> Response:
    services = services_of(request)
    async with services.db.session() as db:
        recent = await tickets.recent_tickets(db)
    context.setdefault("form", {"court": services.town.court_name})
    return page(
        request, "tickets.html", status_code=status_code, recent=recent, columns=FIELDS, **context
    )


@staff_page(Role.OFFICER)
async def tickets_page(request: Request) -> Response:
    return await _list_page(request)


@staff_page(Role.OFFICER)
async def enter_ticket(request: Request) -> Response:
    """One ticket from the form; the printable ticket with its answer code, shown this once."""
    services = services_of(request)
    form = await request.form()
    fields = {name: str(form.get(name, "")) for name in FIELDS}
    try:
        entry = tickets.entry_of(fields, services.town)
        async with services.db.session() as db:
            issued = await tickets.issue_tickets(
                db, [entry], issued_by=person_of(request).id, now=services.now()
            )
    except tickets.TicketRefused as refused:
        return await _list_page(request, status_code=400, refused=refused, form=fields)
    return page(request, "ticket_printed.html", issued=issued)


@staff_page(Role.OFFICER)
async def import_tickets(request: Request) -> Response:
    """A CSV of tickets (the form's columns), all or none; each printed with its code."""
    services = services_of(request)
    form = await request.form()
    upload = form.get("file")
    data = await upload.read(MAX_CSV_BYTES + 1) if isinstance(upload, UploadFile) else b""
    try:
        if not data or len(data) > MAX_CSV_BYTES:
            raise tickets.TicketRefused("csv_empty")
        entries = tickets.entries_of_csv(data.decode("utf-8", errors="replace"), services.town)
        async with services.db.session() as db:
            issued = await tickets.issue_tickets(
                db, entries, issued_by=person_of(request).id, now=services.now()
            )
    except tickets.TicketRefused as refused:
        return await _list_page(request, status_code=400, refused=refused)
    return page(request, "ticket_printed.html", issued=issued)


@staff_page(Role.OFFICER, Role.COURT)
async def ticket_page(request: Request) -> Response:
    """A ticket again, for reprinting: its answer code is not kept, so it is not shown."""
    services = services_of(request)
    async with services.db.session() as db:
        ticket = await db.get(Ticket, request.path_params["ticket_id"])
    if ticket is None:
        return notice(request, "not_found", status_code=404)
    return page(request, "ticket_printed.html", issued=[], reprinted=ticket)
