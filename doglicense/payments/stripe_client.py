"""The one place a `stripe.StripeClient` is built from the settings."""

from __future__ import annotations

import stripe

from doglicense.runtime import Services

MAX_NETWORK_RETRIES = 2


class CardPaymentsOff(Exception):
    """Card payments are not configured: STRIPE_API_KEY is unset."""


def stripe_client(services: Services) -> stripe.StripeClient:
    """A client for this process's settings; retries network errors a couple of times."""
    key = services.settings.stripe_api_key
    if key is None:
        raise CardPaymentsOff("STRIPE_API_KEY is not set")
    base = services.settings.stripe_api_base
    return stripe.StripeClient(
        key.get_secret_value(),
        base_addresses={"api": base.rstrip("/")} if base else None,
        max_network_retries=MAX_NETWORK_RETRIES,
    )
