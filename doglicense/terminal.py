"""`doglicense chat`: the resident flows in a terminal, to try them without Telegram."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import TextIO

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.bot import render
from doglicense.flows import conversation
from doglicense.flows.engine import BACK, Input
from doglicense.office.certificates import keep_certificate, read_certificate
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.storage.models import Resident
from doglicense.templates import render as render_template

TERMINAL_KEY = "terminal"
COMMANDS = {
    "/license": "license",
    "/renew": "renewal",
    "/moved": "address",
    "/newowner": "ownership",
    "/lost": "lost",
    "/found": "found",
    "/died": "death",
    "/tag": "tag",
}
ENTITIES = {"&amp;": "&", "&#39;": "'", "&#34;": '"', "&lt;": "<", "&gt;": ">"}


def _plain(html: str) -> str:
    text = re.sub(r"<[^>]+>", "", html)
    for entity, char in ENTITIES.items():
        text = text.replace(entity, char)
    return text


async def _resident(services: Services) -> Resident:
    async with services.db.session() as session:
        found = await session.execute(select(Resident).where(Resident.web_key == TERMINAL_KEY))
        resident = found.scalar_one_or_none()
        if resident is None:
            resident = Resident(
                web_key=TERMINAL_KEY, preferred_channel="terminal", created_at=services.now()
            )
            session.add(resident)
            await session.commit()
        return resident


def _show(turn: conversation.Turn, out: TextIO) -> list[str]:
    message = render.turn_message(turn)
    out.write("\n" + _plain(message.text) + "\n")
    keys: list[str] = []
    if message.buttons is not None:
        for row in message.buttons.inline_keyboard:
            for button in row:
                keys.append(str(button.callback_data))
                out.write(f"  {len(keys)}. {button.text}\n")
    return keys


async def chat(settings: Settings, source: TextIO, out: TextIO) -> int:
    """Read a line, take one step, print the answer: until /quit or the end of input."""
    services = Services.from_settings(settings)
    resident = await _resident(services)
    out.write(_plain(render_template("bot/messages/help.txt", town=services.town)) + "\n")
    out.write("Type a number to pick a choice, file:PATH to send a file, /quit to leave.\n")
    keys: list[str] = []
    for raw in source:
        line = raw.strip()
        if line == "/quit":
            break
        async with services.db.session() as session:
            turn = await _turn(services, session, resident, line, keys)
        if turn is None:
            keys = []
            out.write(_plain(render_template("bot/messages/nothing_open.txt")) + "\n")
        else:
            keys = _show(turn, out)
        out.flush()
    await services.db.dispose()
    return 0


async def _turn(
    services: Services, session: AsyncSession, resident: Resident, line: str, keys: list[str]
) -> conversation.Turn | None:
    clock, card = services.clock(), services.card_payments
    if line in COMMANDS:
        return await conversation.begin(
            session, resident, COMMANDS[line], clock, channel="terminal", card_payments=card
        )
    if line == "/back":
        given = Input.of_choice(BACK)
    elif line.isdigit() and 1 <= int(line) <= len(keys):
        given = Input.of_choice(keys[int(line) - 1].removeprefix(render.CHOICE_PREFIX))
    elif line.startswith("file:"):
        path = Path(line.removeprefix("file:").strip())
        data = await asyncio.to_thread(path.read_bytes)
        certificate = await read_certificate(
            data,
            name=path.name,
            max_bytes=services.town.policy.max_upload_bytes,
            images=services.images,
        )
        root = services.settings.documents_dir
        ref = await keep_certificate(
            session, root, certificate, resident_id=resident.id, now=services.now()
        )
        given = Input.of_file(ref)
    else:
        given = Input.of_text(line)
    return await conversation.step(
        session, resident, given, clock, channel="terminal", card_payments=card
    )
