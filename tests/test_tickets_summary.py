"""A ticket answer's summary shows its answer code as checked, never the ticket's raw facts
(walked by hand: "Código de respuesta: {'number': 'T-1001', 'return at': ...}")."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from doglicense.runtime import Services
from tests.conftest import FakeClock
from tests.paytools import serving
from tests.ticketkit import enter_ticket
from tests.webwalk import browser

RAW = ("{", "'number'", "penalty cents", "tier")


@pytest.fixture
async def web(services: Services, clock: FakeClock) -> AsyncIterator[str]:
    async with serving(services) as url:
        yield url


async def test_the_web_summary_says_the_code_was_checked_in_spanish(
    services: Services, web: str
) -> None:
    code = await enter_ticket(services, number="S-1")
    async with browser(web, "es") as resident:
        await resident.open("/forms/ticket")
        await resident.answer("ticket", "S-1")
        await resident.answer("ticket", code)
        await resident.choose("ticket", "admit")
        await resident.choose("ticket", "counter")
        assert "Revise sus respuestas" in resident.text
        summary = resident.text.split("Revise sus respuestas", 1)[1]
        assert "Código de respuesta verificado" in summary, summary
        assert not [raw for raw in RAW if raw in summary], summary
        assert code not in summary  # the code is the ticket's secret: not shown back
