"""A seized dog redeemed by card through the product on a channel, and its owner's news read there.

The dog licensed by the resident's own flow and approved in the console, seized in the officer's
console (notice in person today), redeemed by card on the day picked from those offered, and paid
through the Stripe stand-in (decision 0046); then the owner's messages are read where they go:
the Telegram stand-in, the SMTP stand-in, or the terminal.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from doglicense.law.seizure import RedemptionPeriod
from doglicense.mail.sender import send_pending_email
from doglicense.office.seizures.seizure_notices import period_of
from doglicense.runtime import Services
from doglicense.storage.office_models import Seizure
from tests.botchat import approve_in_console, talk, texts_of
from tests.standins.smtp import FakeSmtp
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import ChatUser, buttons
from tests.test_email_kinds import parts_of, subject_of
from tests.test_notify_email import use_smtp
from tests.test_seizure_collect_day import offered_from, seizure_record
from tests.test_seizure_online import (
    _all_news,
    _now_local,
    _pays_by_card,
    _seized_today,
    _session_of,
    redeeming_rex,
)
from tests.test_terminal_resident import license_lines_where_cards_are_taken, run
from tests.webwalk import browser, license_to_done

CHANNELS = ("telegram", "email", "terminal")


@dataclass(frozen=True)
class News:
    """One message as its owner reads it: its words flattened to one line, and what goes with it."""

    text: str
    subject: str = ""  # an e-mail's
    page: str = ""  # an e-mail's HTML part
    tap: list[str] = field(default_factory=list)  # the buttons' data under a chat message


@dataclass(frozen=True)
class PaidOwner:
    """The seizure paid for, the days that matter, and the owner's news since the last reading."""

    seizure_id: int
    reference: str
    dog: str
    seized: date
    chosen: date
    last: date
    read: Callable[[], Awaitable[list[News]]]


def flat(text: str) -> str:
    return " ".join(text.split())


def first(offered: list[date], last: date) -> int:
    return 0


async def last_day(services: Services, seizure_id: int) -> date:
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        assert seizure is not None
        period = period_of(seizure, services.town)
    assert isinstance(period, RedemptionPeriod)
    return period.last_day


async def _in_chat(
    services: Services, stripe_api: FakeStripe, user: ChatUser, card_bot: Any, pick: int
) -> tuple[int, Callable[[], Awaitable[list[News]]]]:
    seizure_id = await redeeming_rex(user, services, card_bot)
    await _pays_by_card(user, stripe_api, pick)
    await _all_news(user, services, card_bot)  # the receipt

    async def read() -> list[News]:
        replies = await _all_news(user, services, card_bot)
        return [News(flat(texts_of(r)), tap=[str(d) for _l, d in buttons(r)]) for r in replies]

    return seizure_id, read


async def _on_the_web(
    services: Services, stripe_api: FakeStripe, web: str, language: str, pick: int
) -> int:
    services.settings.public_base_url = web  # Checkout comes back to this browser's page
    async with browser(web, language) as resident:
        await license_to_done(resident)  # Luna, paid at the counter
        await approve_in_console(services)
        seizure_id = await _seized_today(services)
        await resident.open("/forms/redeem?tag=000001")
        await resident.choose("redeem", "card")
        offered = re.findall(r'name="choice" value="([\d-]+)"', resident.html)
        await resident.choose("redeem", offered[pick])
        await resident.choose("redeem", "nav:confirm")  # on to Stripe's page
        assert "/pay/" in resident.url, resident.text
        await asyncio.to_thread(stripe_api.pay, _session_of(stripe_api, resident.url))
    return seizure_id


async def _in_the_terminal(
    services: Services, stripe_api: FakeStripe, folder: Path, language: str, pick: int
) -> int:
    lines = license_lines_where_cards_are_taken(folder)
    await run(services, *lines)
    await approve_in_console(services)
    seizure_id = await _seized_today(services)
    await run(services)  # the receipt, the license and the seizure: read, out of the way
    said = await run(services, "/redeem", "000001", "1", str(pick + 1), "1")  # card, day, confirm
    url = next(word for word in said.split() if "/pay/" in word)
    await asyncio.to_thread(stripe_api.pay, _session_of(stripe_api, url))
    await run(services, f"/language {language}")  # the receipt read; the language from now on
    return seizure_id


@asynccontextmanager
async def paid_by_card(
    channel: str,
    language: str,
    services: Services,
    stripe_api: FakeStripe,
    *,
    user: ChatUser | None = None,
    card_bot: Any = None,
    web: str = "",
    folder: Path | None = None,
    pick: Callable[[list[date], date], int] = first,
) -> AsyncIterator[PaidOwner]:
    """The owner on ``channel`` (``CHANNELS``), speaking ``language``, has paid by card for the
    day ``pick`` chooses among those offered (given the last day); the receipt already read.
    Telegram wants ``user`` and ``card_bot``, e-mail ``web``, the terminal a ``folder``."""
    seized, _ = _now_local(services)
    offered = offered_from(services, seized)
    index = pick(offered, offered[-1])
    async with AsyncExitStack() as stack:
        if channel == "telegram":
            assert user is not None and card_bot is not None
            seizure_id, read = await _in_chat(services, stripe_api, user, card_bot, index)
            await talk(user, [f"/language {language}"])
        elif channel == "email":
            seizure_id = await _on_the_web(services, stripe_api, web, language, index)
            smtp = stack.enter_context(FakeSmtp())
            use_smtp(services, smtp.port)
            await send_pending_email(services)  # the receipts and the seizure's news
            read = _mailbox(services, smtp)
        else:
            assert folder is not None
            seizure_id = await _in_the_terminal(services, stripe_api, folder, language, index)

            async def read() -> list[News]:
                return [News(flat(await run(services)))]

        record = await seizure_record(services, seizure_id)
        yield PaidOwner(
            seizure_id=seizure_id,
            reference=record.reference,
            dog="Luna" if channel == "email" else "Rex",
            seized=seized,
            chosen=date.fromisoformat(record.answers["covers_through"]),
            last=await last_day(services, seizure_id),
            read=read,
        )


def _mailbox(services: Services, smtp: FakeSmtp) -> Callable[[], Awaitable[list[News]]]:
    seen = len(smtp.messages)

    async def read() -> list[News]:
        nonlocal seen
        await send_pending_email(services)
        mail, seen = smtp.messages[seen:], len(smtp.messages)
        return [News(flat(parts_of(m)[0]), subject_of(m), parts_of(m)[1]) for m in mail]

    return read
