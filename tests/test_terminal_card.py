"""`doglicense chat` pays by card: after the step the Checkout link is printed, as the bot puts
it on a button; paid on Stripe's stand-in, the payment is heard at the next line."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.models import Record
from doglicense.storage.office_models import Payment
from tests.botchat import PDF
from tests.conftest import FakeClock
from tests.paytools import use_stripe
from tests.standins.stripe_api import FakeStripe
from tests.test_payments_card import _session_of
from tests.test_terminal_resident import license_lines, run

WORDS = {
    "en": ("Here is your link to pay $15.00 for request", "Pay $15.00 by card: ", "by card"),
    "es": (
        "Este es su enlace para pagar $15.00 por la solicitud",
        "Pagar $15.00 con tarjeta: ",
        "con tarjeta",
    ),
}


def typed_license(certificate: Path, language: str) -> list[str]:
    """The terminal's license lines as a resident of that language types them (in Spanish, the
    age in Spanish and dates day first, a day past 12: no two readings)."""
    spanish = {"3 years": "3 años", "6/1/2025": "15/6/2025", "6/1/2028": "15/6/2028"}
    lines = license_lines(certificate)
    return [spanish.get(line, line) for line in lines] if language == "es" else lines


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_terminal_prints_the_card_link_and_the_payment_is_heard(
    services: Services, clock: FakeClock, stripe_api: FakeStripe, tmp_path: Path, language: str
) -> None:
    use_stripe(services, clock, stripe_api.url)
    certificate = tmp_path / "rabies.pdf"
    certificate.write_bytes(PDF)
    said = await run(services, f"/language {language}", *typed_license(certificate, language))
    link_words, button, by_card = WORDS[language]
    assert link_words in said, said
    url = next(line.split(button, 1)[1] for line in said.splitlines() if button in line)
    await asyncio.to_thread(stripe_api.pay, _session_of(stripe_api, url.strip()))  # its webhook
    async with services.db.session() as session:
        record = await session.scalar(select(Record).where(Record.kind == "license"))
        paid = await session.scalar(select(Payment).where(Payment.status == "paid"))
    assert record is not None and paid is not None and paid.amount_cents == 1500
    heard = await run(services, "/status")  # the receipt, shown as the terminal starts
    assert f"{record.reference}\n" in heard and f": $15.00 {by_card}" in heard, heard
