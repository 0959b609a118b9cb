"""POST /stripe/webhook: Stripe's signature checked on the raw body, then the event applied once."""

from __future__ import annotations

import logging

import stripe
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response

from doglicense.payments.webhooks import NotYetKnown, apply_event
from doglicense.runtime import Services

log = logging.getLogger(__name__)
TOLERANCE_SECONDS = 300  # Stripe's default: an older signed timestamp is a replay


async def stripe_webhook(request: Request) -> Response:
    """Verify, then hand to payments/; a forged or stale delivery changes nothing (400)."""
    services: Services = request.app.state.services
    secret = services.settings.stripe_webhook_secret
    if secret is None:
        return PlainTextResponse("not found", status_code=404)
    payload = await request.body()
    signature = request.headers.get("stripe-signature", "")
    try:
        event = stripe.Webhook.construct_event(
            payload, signature, secret.get_secret_value(), tolerance=TOLERANCE_SECONDS
        )
    except (stripe.SignatureVerificationError, ValueError):
        log.warning("stripe webhook refused: bad signature or payload")
        return PlainTextResponse("bad signature", status_code=400)
    try:
        outcome = await apply_event(services, event)
    except NotYetKnown:
        return PlainTextResponse("not yet", status_code=503)  # Stripe delivers it again later
    return PlainTextResponse(outcome)
