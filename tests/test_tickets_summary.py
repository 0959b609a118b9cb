"""A ticket answered on the web: the summary shows the answer code as checked, never the
ticket's raw facts (walked by hand: "Código de respuesta: {'number': 'T-1001', ...}"), and the
done page sends the resident to the court, not to the Town Clerk's counter."""

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


async def test_the_done_page_sends_an_admitted_ticket_to_the_court_in_spanish(
    services: Services, web: str
) -> None:
    code = await enter_ticket(services, number="S-3")
    async with browser(web, "es") as resident:
        await resident.open("/forms/ticket")
        await resident.answer("ticket", "S-3")
        await resident.answer("ticket", code)
        await resident.choose("ticket", "admit")
        await resident.choose("ticket", "counter")
        await resident.post("/forms/ticket", {"choice": "nav:confirm"})
        assert "/forms/done/TK-" in resident.url
        done = resident.text.split("Su número de referencia", 1)[1]
        court = services.town.court_name
        assert f"Pague $25.00 en el {court}" in done, done
        assert "Pague $25.00 en la oficina de la Secretaria Municipal" not in done
        assert "revisa cada solicitud" not in done  # the court decides a ticket, not the clerk
        assert "El tribunal tiene su respuesta." in done


async def test_the_done_page_of_a_denied_ticket_says_a_new_date_comes(
    services: Services, web: str
) -> None:
    code = await enter_ticket(services, number="S-4")
    async with browser(web) as resident:
        await resident.open("/forms/ticket")
        await resident.answer("ticket", "S-4")
        await resident.answer("ticket", code)
        await resident.choose("ticket", "deny")
        await resident.choose("ticket", "all")
        await resident.answer("ticket", "I was not there.")
        await resident.choose("ticket", "counter")
        assert "Check your answers" in resident.text, resident.text
        await resident.post("/forms/ticket", {"choice": "nav:confirm"})
        done = resident.text.split("Your reference number", 1)[1]
        assert "The court will give you a new date to appear." in done, done
        assert "Town Clerk's office" not in done.split("Follow your request")[0]
