"""A chat draft finished on the web by its signed link; the Telegram start token's shape."""

from __future__ import annotations

import re

from doglicense.flows.pieces import Input
from doglicense.office.residents.crossing import (
    continue_on_web_token,
    read_telegram_start_token,
    telegram_start_token,
)
from doglicense.runtime import Services
from doglicense.service import conversation
from doglicense.storage.models import Record, Resident
from tests.conftest import FakeClock
from tests.formkit import axe_violations, choose, phone, submit, type_answer
from tests.pdfkit import CERTIFICATE


async def test_a_chat_draft_is_finished_on_the_web(services: Services, web: str) -> None:
    clock = services.clock()
    async with services.db.session() as session:
        resident = Resident(telegram_user_id=4242, telegram_chat_id=4242, created_at=clock.now)
        session.add(resident)
        await session.flush()
        await conversation.begin(
            session, resident, "license", clock, channel="telegram", card_payments=False
        )
        for text in [
            "Jane Smith",
            "yes",
            "4401 State Route 31",
            "13041",
            "315-555-0100",
            "Rex",
            "Beagle",
            "brown",
            "female",
            "3 years",
            "no",
            "vet_exemption",
        ]:
            await conversation.step(
                session,
                resident,
                Input.of_text(text),
                clock,
                channel="telegram",
                card_payments=False,
            )
        resident_id = resident.id
    secret = services.settings.session_secret.get_secret_value()
    async with phone() as page:
        await page.goto(f"{web}/forms/continue/{continue_on_web_token(secret, resident_id)}")
        # The web hears back by e-mail: the one question the chat did not ask comes first.
        assert await page.is_visible("text=What is your e-mail address?")
        await type_answer(page, "jane@example.org")
        assert await page.is_visible("text=vet's statement")
        assert await axe_violations(page) == []
        await page.set_input_files(
            "#file",
            files=[
                {
                    "name": "vet.pdf",
                    "mimeType": "application/pdf",
                    "buffer": CERTIFICATE,
                }
            ],
        )
        await submit(page, "button.button:not(.secondary)")
        await page.fill("#date-month", "3")
        await page.fill("#date-day", "1")
        await page.fill("#date-year", "2026")
        await submit(page, "button.button:not(.secondary)")
        await choose(page, "none")
        await choose(page, "no")
        await choose(page, "counter")
        await submit(page, "#confirm")
        assert re.search(r"/forms/done/L-", page.url)
        assert await axe_violations(page) == []
    async with services.db.session() as session:
        record = await session.get(Record, 1)
        assert record is not None and record.resident_id == resident_id
        assert record.channel == "web"


def test_the_telegram_start_token_fits_telegram_s_rules(clock: FakeClock) -> None:
    token = telegram_start_token("s3cret", 12345, now=clock())
    assert len(token) <= 64 and re.fullmatch(r"[A-Za-z0-9_-]+", token)
    assert read_telegram_start_token("s3cret", token, now=clock()) == 12345
    assert read_telegram_start_token("other", token, now=clock()) is None
    forged = token.replace("web-3039", "web-3038")
    assert read_telegram_start_token("s3cret", forged, now=clock()) is None
