"""POST /stripe/webhook: the raw body and its signature handed to the office, the answer mapped."""

from __future__ import annotations

import logging

from starlette.background import BackgroundTask
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response

from doglicense.office.money.stripe_events import BadEvent, NotYetKnown, take_stripe_event
from doglicense.runtime import Services

log = logging.getLogger(__name__)


async def stripe_webhook(request: Request) -> Response:
    """A forged, stale or malformed delivery changes nothing (400); the office applies the rest."""
    services: Services = request.app.state.services
    if services.settings.stripe_webhook_secret is None:
        return PlainTextResponse("not found", status_code=404)
    payload = await request.body()
    signature = request.headers.get("stripe-signature", "")
    try:
        taken = await take_stripe_event(services, payload, signature)
    except BadEvent as refused:
        # The reason only: never the payload, the signature or the secret.
        log.warning("stripe webhook refused: %s", refused)
        return PlainTextResponse("bad event", status_code=400)
    except NotYetKnown:
        return PlainTextResponse("not yet", status_code=503)  # Stripe delivers it again later
    # Stripe's answer first; calls back to Stripe (refunds, a new link) after it is sent.
    follow_up = BackgroundTask(taken.follow_up) if taken.follow_up else None
    return PlainTextResponse(taken.outcome, background=follow_up)
