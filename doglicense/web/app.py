"""The Starlette application: health, the Telegram webhook, and the mounted sections."""

from __future__ import annotations

import json
import logging
import secrets
from importlib.resources import files
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route
from telegram import Update

from doglicense.bot.webhook_reply import replies_of, worth_waiting_for
from doglicense.runtime import Services
from doglicense.storage.migrate import SchemaCheck
from doglicense.web import clerk, errors, forms, mailpages
from doglicense.web.headers import SecurityHeaders
from doglicense.web.stripe_webhook import stripe_webhook

log = logging.getLogger(__name__)
CERTIFICATE_CSS = files("doglicense.templates").joinpath("documents/license.css").read_text()


async def health(_request: Request) -> Response:
    return PlainTextResponse("ok")


async def home(_request: Request) -> Response:
    """The town's address for residents: what they can do, on the web form."""
    return RedirectResponse("/forms/", status_code=302)


async def certificate_stylesheet(_request: Request) -> Response:
    """The printed license's look: a stylesheet, as the policy allows no inline style."""
    return Response(
        CERTIFICATE_CSS, media_type="text/css", headers={"Cache-Control": "max-age=3600"}
    )


async def ready(request: Request) -> Response:
    """Ready for traffic: the database answers, carries the newest migration and matches the
    models; else 503 with what is missing (a table, a column...)."""
    services: Services = request.app.state.services
    problems = await request.app.state.schema_check.problems(services.db.engine)
    if not problems:
        return PlainTextResponse("ready")
    return PlainTextResponse("not ready: " + "; ".join(problems), status_code=503)


async def telegram_webhook(request: Request) -> Response:
    """Telegram's POST: the secret token compared in constant time, then handed to the bot; the
    answer carries the tap's answer, or the update's reply when it is ready in time."""
    services: Services = request.app.state.services
    application = request.app.state.bot
    expected = services.settings.telegram_webhook_secret
    given = request.headers.get("X-Telegram-Bot-Api-Secret-Token", "")
    if application is None or expected is None:
        return PlainTextResponse("not found", status_code=404)
    if not secrets.compare_digest(given.encode(), expected.get_secret_value().encode()):
        return PlainTextResponse("forbidden", status_code=403)
    body = await request.body()
    try:
        update = _update_of(body, application.bot)
    except Exception as refused:  # whatever an untrusted body breaks, it is a bad request
        log.warning(
            "telegram webhook refused a body that is no update: %s (%d bytes)",
            type(refused).__name__,
            len(body),
        )
        return PlainTextResponse("bad request", status_code=400)
    answer = _tap_answer(update, services)
    replies = replies_of(application)
    wait = services.settings.telegram_webhook_reply_wait
    reply = None
    if answer is None and replies is not None and wait > 0 and worth_waiting_for(update):
        reply = replies.expect(update.update_id)  # before it is queued: its handlers hold
    await application.update_queue.put(update)
    if replies is not None and reply is not None:
        answer = await replies.answer(reply, application.bot, wait=wait)
    return JSONResponse(answer or {"ok": True})


# Kept below this many: an answered tap whose update never reached its handler is forgotten.
MOST_TAPS_REMEMBERED = 10_000


def _tap_answer(update: Update, services: Services) -> dict[str, str] | None:
    """A tap's answerCallbackQuery, carried by this response (the Bot API runs the one method a
    webhook's answer names), so the button's spinner stops without a request of its own."""
    query = update.callback_query
    if query is None:
        return None
    if len(services.taps_answered) >= MOST_TAPS_REMEMBERED:
        services.taps_answered.clear()
    services.taps_answered.add(query.id)  # before the update is queued: the bot then skips it
    return {"method": "answerCallbackQuery", "callback_query_id": query.id}


def _update_of(body: bytes, bot: Any) -> Update:
    """The update in a webhook body; ValueError (or RecursionError) when there is none."""
    payload = json.loads(body)
    if not isinstance(payload, dict) or not isinstance(payload.get("update_id"), int):
        raise ValueError("not a Telegram update")
    return Update.de_json(payload, bot)


def create_app(services: Services, *, bot: Any = None, bound_to: str | None = None) -> Starlette:
    """The app; `bound_to` is the host it is served on (unknown: no /dev/mail)."""
    routes = [
        Route("/", home),
        Route("/health", health),
        Route("/ready", ready),
        Route("/documents/license.css", certificate_stylesheet),
        Route("/telegram", telegram_webhook, methods=["POST"]),
        Route("/stripe/webhook", stripe_webhook, methods=["POST"]),
        clerk.mount(),
        *forms.routes(),
        *mailpages.routes(services),
    ]
    app = Starlette(
        routes=routes,
        middleware=[Middleware(SecurityHeaders, services=services)],
        exception_handlers=errors.HANDLERS,
    )
    app.state.services = services
    app.state.bot = bot
    app.state.bound_to = bound_to
    app.state.schema_check = SchemaCheck()
    return app
