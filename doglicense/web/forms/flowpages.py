"""/forms/<flow>: one question per page, answered by a plain form post (no script needed)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession
from starlette.requests import Request
from starlette.responses import Response

from doglicense.flows.pieces import BACK, Ask, FileRef, Finished, Input, InputKind, Stop
from doglicense.flows.registry import FLOWS
from doglicense.office.documents.certificates import (
    Certificate,
    keep_certificate,
    read_certificate,
    store_certificate,
)
from doglicense.office.lifecycle import Status
from doglicense.office.records.corrections import correction_in_hand
from doglicense.office.residents.card_offers import offer_card_payment
from doglicense.office.residents.crossing import telegram_start_token
from doglicense.office.seizures.online_redemption import card_due
from doglicense.runtime import Services
from doglicense.service import conversation, stops, turns
from doglicense.storage.models import Record, Resident
from doglicense.templates.language import spoken
from doglicense.web.forms.identity import (
    browser_resident,
    csrf_ok,
    forms_resident,
    services_of,
    session_id,
)
from doglicense.web.forms.pages import page, resident_page, see_other
from doglicense.web.forms.uploads import Posted, TooLarge, read_post
from doglicense.web.forms.views import question_view, summary_view

# Flows whose stops the engine decides from the answers, so a stopped form can be reopened
# (a ticket's stops come from the ticket itself).
REOPENED = frozenset(name for name in FLOWS if name != "ticket")


def telegram_link(services: Services, resident: Resident) -> str | None:
    """The deep link that carries this draft into the Telegram chat, when the bot is known."""
    username = services.settings.telegram_bot_username
    if not username:
        return None
    secret = services.settings.session_secret.get_secret_value()
    token = telegram_start_token(secret, resident.id, now=services.now())
    return f"https://t.me/{username}?start={token}"


def turn_page(
    request: Request,
    turn: turns.Turn,
    resident: Resident,
    *,
    status_code: int = 200,
    correction: Record | None = None,
    reminder_set: bool = False,
    email_refused: bool = False,
    nothing_chosen: bool = False,
    typed_date: tuple[str, str, str] | None = None,
) -> Response:
    """A question, the summary, or a stop, as a page; `correction`: the record being corrected;
    `typed_date`: a refused date's boxes as the resident typed them, shown again."""
    key, outcome = session_id(request), turn.outcome
    services = services_of(request)
    common: dict[str, Any] = {
        "flow": turn.flow.name,
        "can_go_back": bool(turn.state.history),
        "correction": correction,
    }
    if isinstance(outcome, Stop):
        return page(
            request,
            "stop.html",
            key=key,
            stop=outcome,
            email=resident.email,
            reminder_set=reminder_set,
            email_refused=email_refused,
            status_code=400 if email_refused else 200,
            can_restart=turn.flow.name in REOPENED,  # a ticket's stop has no way back
            **{**common, "can_go_back": common["can_go_back"] and turn.flow.name in REOPENED},
        )
    assert isinstance(outcome, Ask)
    telegram = telegram_link(services, resident)
    if outcome.question is None:
        summary = summary_view(turn, outcome)
        return page(
            request,
            "summary.html",
            key=key,
            summary=summary,
            telegram=telegram,
            status_code=status_code,
            **common,
        )
    view = question_view(turn, outcome, nothing_chosen=nothing_chosen, typed_date=typed_date)
    return page(
        request,
        "question.html",
        key=key,
        question=view,
        telegram=telegram,
        status_code=status_code,
        **common,
    )


@resident_page
async def flow_page(request: Request) -> Response:
    """Where the resident's draft of this flow stands; a new draft when there is none."""
    flow_name: str = request.path_params["flow"]
    if flow_name not in FLOWS:
        return missing(request)
    tag = request.query_params.get("tag")
    if tag is not None and FLOWS[flow_name].dog_question is not None:
        return await _for_dog(request, flow_name, tag)
    services = services_of(request)
    clock, card = services.clock(), services.card_payments
    async with services.db.session() as db:
        resident = await forms_resident(request, db, language=spoken())
        resident.language = spoken()
        turn = await conversation.resume(db, resident, clock, card_payments=card, channel="web")
        if (turn is None or turn.flow.name != flow_name) and flow_name in REOPENED:
            turn = await stops.reopen_stopped(
                db, resident, flow_name, clock, channel="web", card_payments=card
            )
        if turn is None or turn.flow.name != flow_name:
            turn = await conversation.begin(
                db, resident, flow_name, clock, channel="web", card_payments=card
            )
        correction = await correction_in_hand(db, resident)
        await db.commit()
    return turn_page(request, turn, resident, correction=correction)


async def _for_dog(request: Request, flow_name: str, tag: str) -> Response:
    """A dog's own link on "My dogs" (/forms/renewal?tag=000002): the flow with that dog chosen,
    the tag taken as if typed; a refused tag is shown on the question, as a typed one is."""
    services = services_of(request)
    clock, card = services.clock(), services.card_payments
    async with services.db.session() as db:
        resident = await forms_resident(request, db, language=spoken())
        resident.language = spoken()
        turn = await conversation.begin_for_dog(
            db, resident, flow_name, tag, clock, channel="web", card_payments=card
        )
        correction = await correction_in_hand(db, resident)
        await db.commit()
    if isinstance(turn.outcome, Ask) and turn.outcome.refusal is not None:
        return turn_page(request, turn, resident, correction=correction)
    return see_other(f"/forms/{flow_name}")


async def _input_of(
    db: AsyncSession,
    posted: Posted,
    certificate: Certificate | None,
    resident: Resident,
    services: Services,
) -> Input:
    if posted.too_big:
        return Input.of_file(FileRef(0, posted.file_type, posted.too_big))
    if certificate is not None:
        ref = await keep_certificate(
            db,
            certificate,
            resident_id=resident.id,
            now=services.now(),
        )
        return Input.of_file(ref)
    if posted.choice:
        return Input.of_choice(posted.choice)
    if posted.text is not None:
        return Input.of_text(posted.text)
    return Input(InputKind.OTHER)


@resident_page
async def answer(request: Request) -> Response:
    """One answer: refused (the same page, with why), or on to the next page."""
    flow_name: str = request.path_params["flow"]
    services = services_of(request)
    key = session_id(request)
    try:
        posted = await read_post(request, services.town.policy.max_upload_bytes)
    except TooLarge:
        return page(request, "error.html", status=413, status_code=413)
    if not posted.too_big and not csrf_ok(request, key, posted.csrf):
        return page(request, "notice.html", notice="expired_form", status_code=403)
    return await _step(request, flow_name, key, posted, services)


async def _step(
    request: Request, flow_name: str, key: str | None, posted: Posted, services: Services
) -> Response:
    certificate = None
    if posted.file is not None and key:  # read before the transaction: it can take seconds
        certificate = await read_certificate(
            posted.file,
            name=posted.file_name,
            max_bytes=services.town.policy.max_upload_bytes,
            images=services.images,
        )
        certificate = await store_certificate(services.documents, certificate)
    async with services.db.session() as db:
        resident = await browser_resident(request, db) if key else None
        if resident is None:
            return see_other(f"/forms/{flow_name}")
        resident.language = spoken()  # dates are read as this page's language writes them
        given = await _input_of(db, posted, certificate, resident, services)
        turn = await conversation.step(
            db,
            resident,
            given,
            services.clock(),
            channel="web",
            card_payments=services.card_payments,
        )
        correction = await correction_in_hand(db, resident) if turn else None
    if turn is None:
        return see_other(f"/forms/{flow_name}")
    outcome, record = turn.outcome, turn.record
    if isinstance(outcome, Stop):  # said here: a ticket's stop is not shown again later
        return turn_page(request, turn, resident)
    if isinstance(outcome, Finished) and record is not None:
        by_card = record.status == Status.AWAITING_PAYMENT and record.payment_choice == "card"
        if by_card or card_due(record):
            offer = await offer_card_payment(services, record.id, resident_id=resident.id)
            if offer.state == "open" and offer.url:
                return see_other(offer.url)
        return see_other(f"/forms/done/{record.reference}")
    if isinstance(outcome, Ask) and outcome.refusal is not None:
        nothing = given.kind is InputKind.OTHER  # a page sent with no choice made
        return turn_page(
            request,
            turn,
            resident,
            correction=correction,
            nothing_chosen=nothing,
            typed_date=posted.date_parts,
        )
    return see_other(f"/forms/{turn.flow.name}")


async def posted_form(request: Request) -> tuple[str | None, dict[str, str]] | Response:
    """The browser's session id and the form's fields, or the page refusing an expired form."""
    key = session_id(request)
    form = await request.form()
    if not csrf_ok(request, key, str(form.get("csrf_token", ""))):
        return page(request, "notice.html", notice="expired_form", status_code=403)
    return key, {name: value for name, value in form.items() if isinstance(value, str)}


async def step_back(request: Request, flow_name: str, key: str | None) -> Response:
    """The last answer taken back and its question asked again."""
    return await _step(request, flow_name, key, Posted(choice=BACK), services_of(request))


def missing(request: Request) -> Response:
    return page(request, "notice.html", notice="no_such_form", status_code=404)
