"""On the web, the spay/neuter certificate a request waits for: its question opened again."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from doglicense.office.records.later_proof import open_proof
from doglicense.web.forms.identity import browser_resident, services_of
from doglicense.web.forms.pages import page, resident_page, see_other


@resident_page
async def send_proof(request: Request) -> Response:
    """ "Send the certificate" under a request in My dogs: in the resident's own browser only
    (a status link alone never signs a browser in), the question opens as a correction does."""
    services = services_of(request)
    async with services.db.session() as db:
        resident = await browser_resident(request, db)
        if resident is None:
            return see_other("/forms/signin?for=correction")
        record = await open_proof(
            db, resident, now=services.now(), reference=request.path_params["reference"]
        )
        if record is None:
            return page(request, "notice.html", notice="not_yours", status_code=404)
        kind = record.kind
        await db.commit()
    return see_other(f"/forms/{kind}")
