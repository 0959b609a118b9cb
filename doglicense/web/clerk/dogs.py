"""The dog register and the printable license certificate."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from doglicense.office.desk import register
from doglicense.office.staff.staff import Role
from doglicense.templates import render
from doglicense.web.clerk.guard import staff_page
from doglicense.web.clerk.views import notice, page, services_of


@staff_page(Role.CLERK, Role.OFFICER)
async def dogs_page(request: Request) -> Response:
    search = request.query_params.get("q", "")
    tagged = await register.dog_holding_tag(services_of(request).db, search)
    if tagged is not None:  # a tag number names one dog: straight to it
        return RedirectResponse(f"/clerk/dogs/{tagged.dog_id}", status_code=303)
    async with services_of(request).db.session() as db:
        dogs = await register.find_dogs(db, search)
    return page(request, "dogs.html", dogs=dogs, q=search)


@staff_page(Role.CLERK, Role.OFFICER)
async def dog_page(request: Request) -> Response:
    async with services_of(request).db.session() as db:
        view = await register.dog_view(db, request.path_params["dog_id"])
    if view is None:
        return notice(request, "not_found", status_code=404)
    return page(request, "dog.html", view=view)


@staff_page(Role.CLERK)
async def certificate(request: Request) -> Response:
    services = services_of(request)
    async with services.db.session() as db:
        found = await register.license_with_dog(db, request.path_params["license_id"])
    if found is None:
        return notice(request, "not_found", status_code=404)
    licence, dog, owner = found
    exempt = services.town.exempt_label(licence.exempt_type) if licence.exempt_type else None
    html = render(
        "documents/license.html",
        license=licence,
        dog=dog,
        owner=owner,
        town=services.town,
        exempt_label=exempt,
    )
    return HTMLResponse(html, headers={"Cache-Control": "no-store"})
