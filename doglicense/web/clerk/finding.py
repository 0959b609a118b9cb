"""The console's one search, from the box in every page's header."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response

from doglicense.office.desk.search import search
from doglicense.web.clerk.guard import person_of, staff_page
from doglicense.web.clerk.views import page, services_of


@staff_page()
async def search_page(request: Request) -> Response:
    typed = request.query_params.get("q", "").strip()[:200]
    async with services_of(request).db.session() as db:
        found = await search(db, person_of(request), typed) if typed else None
    return page(request, "search.html", q=typed, search_q=typed, found=found)
