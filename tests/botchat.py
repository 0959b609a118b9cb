"""Helpers for whole conversations through the real PTB Application and the Bot API stand-in."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from pydantic import SecretStr
from sqlalchemy import select
from telegram.ext import Application

from doglicense.bot.app import MAX_PER_SECOND, build_application
from doglicense.office.records.licensing import issue_license
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import Draft, License, Record
from tests.clerkkit import confirmed, csrf_of, make_staff, served, signed_in
from tests.pdfkit import CERTIFICATE
from tests.picturekit import blank_png
from tests.standins.telegram import ChatUser, FakeTelegram

TOKEN = "123456:TEST-token-for-the-stand-in"
PNG = blank_png(8, 8)  # a real picture: uploads are decoded before they are kept
PDF = CERTIFICATE  # a real PDF: uploads are measured before they are kept

Step = str | tuple[str, Any]


@asynccontextmanager
async def running_bot(
    services: Services, fake: FakeTelegram, *, max_per_second: float | None = MAX_PER_SECOND
) -> AsyncIterator[Application[Any, Any, Any, Any, Any, Any]]:
    """The real Application, long-polling the stand-in, as `doglicense serve` runs it
    (`max_per_second=None` lifts Telegram's send cap, for bursts bigger than 30 a second)."""
    services.settings.telegram_bot_token = SecretStr(TOKEN)
    services.settings.telegram_api_base_url = fake.url
    application = build_application(services, max_per_second=max_per_second)
    async with application:
        assert application.updater is not None
        await application.updater.start_polling(poll_interval=0.0, timeout=1)
        await application.start()
        try:
            yield application
        finally:
            await application.updater.stop()
            await application.stop()


async def send(user: ChatUser, step: Step) -> dict[str, Any]:
    """Send one answer: text, ("tap", key), ("photo", bytes) or ("pdf", bytes); the bot's reply."""
    if isinstance(step, str):
        if step.startswith("/"):
            command, *args = step.split(maxsplit=1)
            user.command(command, args[0] if args else None)
        else:
            user.say(step)
    elif step[0] == "tap":
        user.tap("c:" + step[1])
    elif step[0] == "menu":
        user.tap("m:" + step[1])
    elif step[0] == "press":  # a button as sent, prefix and all (one under a notice)
        user.tap(step[1])
    elif step[0] == "photo":
        user.send_photo(step[1])
    elif step[0] == "pdf":
        user.send_document(step[1], mime_type="application/pdf", file_name="certificate.pdf")
    elif step[0] == "file":
        data, mime, name = step[1]
        user.send_document(data, mime_type=mime, file_name=name)
    elif step[0] == "sticker":
        user.send_sticker()
    else:
        raise ValueError(step)
    # A picture is read in an image worker, OCR included, within the product's 15 s cap.
    picture = not isinstance(step, str) and step[0] in ("photo", "pdf", "file")
    return await user.reply(timeout=30 if picture else 10)


async def open_draft_answers(services: Services) -> dict[str, Any]:
    """The answers kept in the one open draft, as the database holds them."""
    async with services.db.session() as session:
        draft = (await session.execute(select(Draft).where(Draft.active))).scalar_one()
    return dict(draft.state["answers"])


async def talk(user: ChatUser, steps: list[Step]) -> dict[str, Any]:
    reply: dict[str, Any] = {}
    for step in steps:
        reply = await send(user, step)
    return reply


def owner(zip_code: str = "13041") -> list[Step]:
    return [
        "/license",
        "Jane Smith",
        ("tap", "yes"),
        "4401 State Route 31",
        zip_code,
        "315-555-0100",
    ]


def dog(name: str = "Rex", birth: str = "3 years") -> list[Step]:
    return [name, "Beagle", "brown and white", ("tap", "female"), birth]


# Year first: one reading in both languages (a Spanish speaker's 6/1/2025 reads two ways: asked).
RABIES = [("tap", "certificate"), ("photo", PNG), "2025-06-01", "2028-06-01"]


def texts_of(reply: dict[str, Any]) -> str:
    return str(reply.get("text", ""))


def button_data(reply: dict[str, Any]) -> list[str]:
    markup = reply.get("reply_markup") or {}
    return [b.get("callback_data", "") for row in markup.get("inline_keyboard", []) for b in row]


async def approve_queue(
    services: Services, kinds: tuple[str, ...] = ("license", "renewal")
) -> list[License]:
    """The clerk approves every queued license or renewal, as the console does."""
    issued = []
    async with services.db.session() as session:
        query = select(Record).where(
            Record.status.in_(["in_queue", "resubmitted"]), Record.kind.in_(kinds)
        )
        records = list((await session.execute(query)).scalars())
        clock = services.clock()
        for record in records:
            issued.append(
                await issue_license(
                    session,
                    record,
                    town=services.town,
                    actor="staff:1",
                    now=clock.now,
                    today=clock.today,
                )
            )
        await session.commit()
    return issued


def one_way(us_date: str) -> str:
    """A US "6/1/2028" as "2028-06-01": a Spanish speaker's 6/1 reads two ways and is asked."""
    month, day, year = us_date.split("/")
    return f"{year}-{int(month):02d}-{int(day):02d}"


async def licensed_dog(user: ChatUser, services: Services, *, rabies_expires: str) -> License:
    """A dog licensed on 2026-03-10 through the bot and approved by a clerk in the console."""
    await talk(
        user,
        [
            *owner(),
            *dog(),
            ("tap", "yes"),
            ("pdf", PDF),
            ("tap", "certificate"),
            ("photo", PNG),
            "2025-06-01",  # year first: one reading in English and in Spanish
            one_way(rabies_expires),
            ("tap", "none"),
            ("tap", "no"),
            ("tap", "counter"),
            ("tap", "nav:confirm"),
        ],
    )
    [licence] = await approve_in_console(services)
    return licence


async def approve_in_console(
    services: Services, kinds: tuple[str, ...] = ("license", "renewal")
) -> list[License]:
    """A clerk signs in to the console over HTTP and approves every queued license or renewal,
    taking an unpaid fee at the counter first, as the Town Clerk's office does."""
    await make_staff(services, "approver", Role.CLERK)
    async with services.db.session() as session:
        waiting = ["awaiting_payment", "in_queue", "resubmitted"]
        query = select(Record.id).where(Record.status.in_(waiting), Record.kind.in_(kinds))
        record_ids = list((await session.execute(query.order_by(Record.id))).scalars())
    async with served(services) as url, signed_in(url, "approver") as client:
        for record_id in record_ids:
            page = (await client.get(f"/clerk/records/{record_id}")).text
            fee = re.search(r'name="amount" inputmode="decimal" value="([^"]+)"', page)
            if fee is not None:  # owed and not paid: the resident pays at the counter
                paid = await client.post(
                    f"/clerk/records/{record_id}/payments",
                    data={
                        "csrf_token": csrf_of(page),
                        "method": "cash",
                        "receipt_number": f"R-{record_id}",
                        "amount": fee.group(1),
                    },
                )
                assert paid.headers["location"].endswith("paid_at_counter"), paid.headers
                page = (await client.get(f"/clerk/records/{record_id}")).text
            approved = await confirmed(
                client,
                await client.post(
                    f"/clerk/records/{record_id}/approve", data={"csrf_token": csrf_of(page)}
                ),
            )
            assert approved.headers.get("location", "").endswith("approved"), approved.text
    async with services.db.session() as session:
        query = select(License).where(License.record_id.in_(record_ids)).order_by(License.id)
        return list((await session.execute(query)).scalars())
