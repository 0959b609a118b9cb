"""The one place a `stripe.StripeClient` is built from the settings, and every call is bounded."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TypeVar

import stripe

from doglicense.runtime import Services

MAX_NETWORK_RETRIES = 2
T = TypeVar("T")


class CardProcessorUnreachable(Exception):
    """Stripe did not answer in time, could not be reached, or refused the request."""


class CardPaymentsOff(CardProcessorUnreachable):
    """Card payments are not configured: STRIPE_API_KEY is unset (Stripe is out of reach)."""


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


async def ask_stripe(services: Services, call: Awaitable[T]) -> T:
    """Stripe's answer within STRIPE_TIMEOUT_SECONDS (retries included), never inside a
    database transaction; a timeout or a Stripe error is CardProcessorUnreachable."""
    try:
        async with asyncio.timeout(services.settings.stripe_timeout_seconds):
            return await call
    except TimeoutError as error:
        raise CardProcessorUnreachable("no answer in time") from error
    except stripe.StripeError as error:
        raise CardProcessorUnreachable(type(error).__name__) from error
