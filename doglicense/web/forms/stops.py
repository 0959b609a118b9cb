"""After a stop on a web form: back to the answer, a new form, or a puppy's reminder by e-mail."""

from __future__ import annotations

from datetime import date

from starlette.requests import Request
from starlette.responses import Response

from doglicense.flows.answers.parsers import looks_like_email
from doglicense.flows.pieces import Stop
from doglicense.flows.registry import FLOWS
from doglicense.office.notices import reminder_choices, reminders
from doglicense.payments.checkout import LOCAL_BASE_URL
from doglicense.runtime import Services
from doglicense.service import conversation, stops
from doglicense.web.forms.flowpages import REOPENED, missing, posted_form, step_back, turn_page
from doglicense.web.forms.identity import browser_resident, services_of
from doglicense.web.forms.pages import resident_page, see_other


def base_url(services: Services) -> str:
    return (services.settings.public_base_url or LOCAL_BASE_URL).rstrip("/")


@resident_page
async def back(request: Request) -> Response:
    """The Back button: the last answer taken back, from a question or from a stop."""
    flow_name: str = request.path_params["flow"]
    services = services_of(request)
    posted = await posted_form(request)
    if isinstance(posted, Response):
        return posted
    key = posted[0]
    if key and flow_name in REOPENED:
        async with services.db.session() as db:
            resident = await browser_resident(request, db)
            clock = services.clock()
            open_draft = resident and await conversation.resume(
                db, resident, clock, card_payments=False
            )
            if resident is not None and open_draft is None:  # a stop: the answers it kept
                await stops.reopen_stopped(
                    db,
                    resident,
                    flow_name,
                    clock,
                    channel="web",
                    card_payments=services.card_payments,
                    back=True,
                )
                return see_other(f"/forms/{flow_name}")
    return await step_back(request, flow_name, key)


@resident_page
async def start_again(request: Request) -> Response:
    """After a stop: a new form, the stopped one set aside."""
    flow_name: str = request.path_params["flow"]
    services = services_of(request)
    posted = await posted_form(request)
    if isinstance(posted, Response):
        return posted
    if flow_name not in FLOWS or posted[0] is None:
        return missing(request)
    clock = services.clock()
    async with services.db.session() as db:
        resident = await browser_resident(request, db)
        if resident is not None:
            await conversation.begin(
                db, resident, flow_name, clock, channel="web", card_payments=services.card_payments
            )
    return see_other(f"/forms/{flow_name}")


@resident_page
async def remind_me(request: Request) -> Response:
    """ "Remind me then" under a puppy too young (R2): an e-mail on the day it turns 4 months."""
    flow_name: str = request.path_params["flow"]
    services = services_of(request)
    posted = await posted_form(request)
    if isinstance(posted, Response):
        return posted
    key, fields = posted
    address = fields.get("email", "").strip()
    clock = services.clock()
    async with services.db.session() as db:
        resident = await browser_resident(request, db) if key else None
        turn = None
        if resident is not None and flow_name in REOPENED:
            turn = await stops.reopen_stopped(
                db, resident, flow_name, clock, channel="web", card_payments=False
            )
        stop = turn.outcome if turn else None
        if resident is None or turn is None or not isinstance(stop, Stop) or not stop.offer:
            return see_other(f"/forms/{flow_name}")
        if not looks_like_email(address):
            return turn_page(request, turn, resident, email_refused=True)
        resident.email = address.lower()
        await reminder_choices.ask_for_reminder(
            db,
            resident,
            reminders.PUPPY,
            date.fromisoformat(str(stop.params["due"])),
            now=clock.now,
            context={"link": f"{base_url(services)}/forms/{flow_name}"},
        )
    return turn_page(request, turn, resident, reminder_set=True)
