"""The e-mail's pages: the link that stops reminders, and /dev/mail on a developer's machine."""

from __future__ import annotations

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import BaseRoute, Route

from doglicense.binding import dev_mail_shown, is_loopback
from doglicense.mail import folder
from doglicense.mail.stopping import resident_of_stop_link, stop_reminders_by_link
from doglicense.runtime import Services
from doglicense.templates import render
from doglicense.templates.language import speaking
from doglicense.web.forms.pages import page, resident_page


def _services(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


@resident_page
async def stop_reminders(request: Request) -> Response:
    """GET asks (a link checker must not stop anything); POST stops, also one click (RFC 8058)."""
    token = request.path_params["token"]
    services = _services(request)
    if request.method == "POST":
        resident = await stop_reminders_by_link(services, token)
    else:
        resident = await resident_of_stop_link(services, token)
    if resident is None:
        return page(request, "notice.html", notice="bad_link", status_code=404)
    with speaking(resident.language):
        return page(request, "reminders_stop.html", stopped=request.method == "POST")


def _dev_mail_here(request: Request) -> bool:
    """Served on loopback with the development secret, asked from this machine, not by a proxy:
    the pages hold every resident's sign-in links (decision 0028)."""
    services = _services(request)
    forwarded = "forwarded" in request.headers or "x-forwarded-for" in request.headers
    return (
        dev_mail_shown(services.settings, request.app.state.bound_to)
        and request.client is not None
        and is_loopback(request.client.host)
        and not forwarded
    )


def _dev_page(name: str, **context: object) -> HTMLResponse:
    response = HTMLResponse(render(f"web/devmail/{name}", **context))
    response.headers["Cache-Control"] = "no-store"
    return response


async def dev_mail(request: Request) -> Response:
    """Every e-mail written to var/mail/, newest first."""
    if not _dev_mail_here(request):
        raise HTTPException(404)  # as any unknown page: nothing says there is one elsewhere
    settings = _services(request).settings
    return _dev_page("list.html", mails=folder.kept(settings), smtp=bool(settings.smtp_host))


async def dev_mail_one(request: Request) -> Response:
    """One e-mail: its headers and text; its HTML part at .../html."""
    if not _dev_mail_here(request):
        raise HTTPException(404)  # as any unknown page: nothing says there is one elsewhere
    kept = folder.one(_services(request).settings, request.path_params["name"])
    if kept is None:
        return HTMLResponse("not found", status_code=404)
    if request.path_params.get("part") == "html":
        return HTMLResponse(kept.html)
    return _dev_page("one.html", mail=kept)


def routes(services: Services) -> list[BaseRoute]:
    mail: list[BaseRoute] = [
        Route("/mail/stop/{token}", stop_reminders, methods=["GET", "POST"]),
    ]
    if services.settings.environment != "production":  # never a page in production
        mail += [
            Route("/dev/mail", dev_mail),
            Route("/dev/mail/{name}", dev_mail_one),
            Route("/dev/mail/{name}/{part:str}", dev_mail_one),
        ]
    return mail
