"""`doglicense chat`: the resident flows in a terminal, to try them without Telegram."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TextIO

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense import terminal_files, terminal_news
from doglicense.bot import render
from doglicense.flows.pieces import BACK, Input
from doglicense.office.documents.certificates import (
    Certificate,
    keep_certificate,
)
from doglicense.office.notices import reminder_choices
from doglicense.runtime import Services
from doglicense.service import conversation, later_proof, transfers, turns
from doglicense.settings import Settings
from doglicense.storage.models import Resident
from doglicense.templates import render as render_template
from doglicense.templates.language import speaking, supported

log = logging.getLogger(__name__)

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
    "/ticket": "ticket",
    "/redeem": "redeem",
}


@dataclass
class Reply:
    """A line's words and the buttons a number picks (None: keep the last); then the open
    question, said after any news that was waiting, its choices numbered after theirs."""

    text: str
    keys: list[str] | None = field(default_factory=list)
    pay: int | None = None  # a record whose card link is asked for after the step's commit
    turn: turns.Turn | None = None
    after: str = ""  # said after the question (the code a dog's old owner hands on)


_plain = terminal_news.plain


async def _resident(session: AsyncSession, services: Services) -> Resident:
    """The terminal's one resident, loaded in this step's session so its details are kept."""
    found = await session.execute(select(Resident).where(Resident.web_key == TERMINAL_KEY))
    resident = found.scalar_one_or_none()
    if resident is None:
        resident = Resident(
            web_key=TERMINAL_KEY, preferred_channel="terminal", created_at=services.now()
        )
        session.add(resident)
        await session.flush()
    return resident


def _shown(turn: turns.Turn, lead: str = "", lead_keys: tuple[str, ...] = ()) -> Reply:
    """The turn after `lead`; its buttons numbered after the lead's own (`lead_keys`)."""
    return Reply(lead, list(lead_keys), turn=turn)


async def chat(settings: Settings, source: TextIO, out: TextIO) -> int:
    """Read a line, take one step, print the answer: until /quit or the end of input."""
    services = Services.from_settings(settings)
    try:
        keys = await _say(services, out, "/start", [])
        for raw in source:
            line = raw.strip()
            if line == "/quit":
                break
            keys = await _say(services, out, line, keys)
    finally:
        await services.db.dispose()
    return 0


async def _say(services: Services, out: TextIO, line: str, keys: list[str]) -> list[str]:
    """Answer one line; a failure is told kindly and the conversation goes on."""
    line = terminal_files.dropped_path(line)
    try:
        # A file is read and stored before the transaction: both can take seconds.
        certificate = (
            await terminal_files.certificate_file(services, line)
            if line.startswith("file:")
            else None
        )
        async with services.db.session() as session:
            resident = await _resident(session, services)
            waiting = await terminal_news.waiting(session, resident)
            with speaking(resident.language):
                reply = await _reply(services, session, resident, line, keys, certificate)
                reply = await _told(services, session, resident, reply, keys, waiting)
                who, language = resident.id, resident.language
                await session.commit()
            if reply.pay is not None:  # Stripe is asked only now, after the commit
                base = keys if reply.keys is None else reply.keys
                with speaking(language):
                    link, its = await terminal_news.card_offer(services, who, reply.pay, len(base))
                reply = Reply(f"{reply.text}\n\n{link}".strip(), [*base, *its])
    except Exception:
        log.exception("a terminal step failed")
        reply = Reply(_plain(render_template("bot/messages/sorry.txt", town=services.town)), None)
    out.write("\n" + reply.text + "\n")
    out.flush()
    return keys if reply.keys is None else reply.keys


async def _told(
    services: Services,
    session: AsyncSession,
    resident: Resident,
    reply: Reply,
    keys: list[str],
    waiting: list[int],
) -> Reply:
    """The reply's words, then the news that was `waiting` before this line (a clerk's note on a
    returned request), then the open question, then the news this step made (its receipt): the
    choices numbered in the order they are read. The caller commits."""
    said, numbered = [reply.text], list(keys if reply.keys is None else reply.keys)
    earlier, more = await terminal_news.news(
        session, services, resident, first=len(numbered) + 1, only=waiting
    )
    said.append(earlier)
    numbered += more
    if reply.turn is not None:
        asked, its = terminal_news.asked(reply.turn, first=len(numbered) + 1)
        said.append(asked)
        numbered += its
    said.append(reply.after)
    later, more = await terminal_news.news(session, services, resident, first=len(numbered) + 1)
    said.append(later)
    numbered += more
    changed = reply.keys is not None or len(numbered) > len(keys)
    return Reply("\n\n".join(p for p in said if p), numbered if changed else None, reply.pay)


async def _reply(
    services: Services,
    session: AsyncSession,
    resident: Resident,
    line: str,
    keys: list[str],
    certificate: Certificate | None = None,
) -> Reply:
    clock, card = services.clock(), services.card_payments
    command, _, argument = line.partition(" ")
    if command in COMMANDS:
        turn = await conversation.begin(
            session, resident, COMMANDS[command], clock, channel="terminal", card_payments=card
        )
        return _shown(turn)
    if command == "/proof":
        proof_turn = await later_proof.send_proof(
            session, resident, clock, channel="terminal", card_payments=card
        )
        if proof_turn is None:
            return Reply(_plain(render_template("bot/messages/no_proof_awaited.txt")))
        return _shown(proof_turn)
    if command in ("/stop_reminders", "/start_reminders"):
        on = command == "/start_reminders"
        await reminder_choices.set_reminders(session, resident, enabled=on)
        return Reply(_plain(render_template(f"bot/messages/reminders_{'on' if on else 'off'}.txt")))
    if command == "/email":
        return Reply(await terminal_news.email(services, session, resident, argument))
    if command == "/transfer":
        return await _transfer(services, session, resident, argument)
    if command in ("/start", "/help"):
        intro = render_template("bot/messages/help.txt", town=services.town)
        intro += "\n\n" + render_template("bot/messages/terminal_keys.txt")
        return await _then_where_we_are(services, session, resident, _plain(intro))
    if command == "/status":
        text, home = await terminal_news.status(services, session, resident)
        return await _then_where_we_are(services, session, resident, text, home)
    if command == "/cancel":
        left = await conversation.cancel(session, resident)
        return Reply(_plain(render_template("bot/messages/cancelled.txt", left=left)))
    if command == "/language":
        resident.language = supported(argument or ("en" if resident.language == "es" else "es"))
        with speaking(resident.language):
            said = _plain(render_template("bot/messages/language_set.txt"))
            return await _then_where_we_are(services, session, resident, said)
    if line.startswith("/") and line != "/back":
        lead = _plain(render_template("bot/messages/unknown_command.txt", town=services.town))
        return await _then_where_we_are(services, session, resident, lead)
    number = line.isdigit() and line[0] != "0" and 1 <= int(line) <= len(keys)
    picked = keys[int(line) - 1] if number else ""
    if picked.startswith(render.PAY_PREFIX):  # "Try again" under a link that did not come
        return Reply("", None, pay=int(picked.removeprefix(render.PAY_PREFIX)))
    if relayed := await terminal_news.pressed(session, services, resident, picked):
        return Reply(*relayed)
    if opened := terminal_news.flow_of(picked):  # "Renew now", "Redeem" under a message
        turn = await conversation.begin(
            session,
            resident,
            opened[0],
            clock,
            channel="terminal",
            card_payments=card,
            prefill=opened[1],
        )
        return _shown(turn)
    if relayed := await terminal_news.written_back(session, services, resident, line):
        return Reply(*relayed)
    given = await _input(services, session, resident, line, keys, certificate)
    if given is None:
        lead = _plain(render_template("bot/messages/terminal_file_unreadable.txt"))
        return await _then_where_we_are(services, session, resident, lead)
    stepped = await conversation.step(
        session, resident, given, clock, channel="terminal", card_payments=card
    )
    if stepped is None:
        return Reply(_plain(render_template("bot/messages/nothing_open.txt")))
    shown = _shown(stepped)
    if stepped.record is not None and terminal_news.card_wanted(stepped.record):
        shown.pay = stepped.record.id
    invitation = await transfers.invitation_text(
        session, stepped.record, services.settings, telegram=services.settings.telegram_bot_username
    )
    if invitation is not None:  # the code the old owner hands on (R18)
        shown.after = _plain(invitation)
    return shown


async def _transfer(
    services: Services, session: AsyncSession, resident: Resident, code: str
) -> Reply:
    """/transfer CODE: the license of a dog given to this resident, on its own tag."""
    if not code.strip():
        return Reply(_plain(render_template("bot/messages/transfer_ask_code.txt")))
    turn = await transfers.begin_by_code(
        session,
        resident,
        code,
        services.clock(),
        secret=services.settings.session_secret.get_secret_value(),
        channel="terminal",
        card_payments=services.card_payments,
    )
    if turn is None:
        return Reply(
            _plain(render_template("bot/messages/transfer_link_invalid.txt", town=services.town))
        )
    return _shown(turn)


async def _then_where_we_are(
    services: Services,
    session: AsyncSession,
    resident: Resident,
    lead: str,
    lead_keys: tuple[str, ...] = (),
) -> Reply:
    """`lead` (its own choices numbered first), then the open question again with its numbers
    (after a restart too)."""
    turn = await conversation.resume(
        session,
        resident,
        services.clock(),
        card_payments=services.card_payments,
        channel="terminal",
    )
    return Reply(lead, list(lead_keys)) if turn is None else _shown(turn, lead, lead_keys)


async def _input(
    services: Services,
    session: AsyncSession,
    resident: Resident,
    line: str,
    keys: list[str],
    certificate: Certificate | None,
) -> Input | None:
    """A typed line as flow input: a number picks a button; None when a file can't be read."""
    if line == "/back":
        return Input.of_choice(BACK)
    # "000001" is a tag number as printed, not the first button: a choice has no leading zero.
    if line.isdigit() and line[0] != "0" and 1 <= int(line) <= len(keys):
        return Input.of_choice(keys[int(line) - 1].removeprefix(render.CHOICE_PREFIX))
    if not line.startswith("file:"):
        return Input.of_text(line)
    if certificate is None:
        return None
    return Input.of_file(
        await keep_certificate(session, certificate, resident_id=resident.id, now=services.now())
    )
