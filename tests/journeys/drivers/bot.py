"""The bot: the real python-telegram-bot Application, over HTTP to the Bot API stand-in."""

from __future__ import annotations

import asyncio
import itertools

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from telegram import Bot

from doglicense.bot.render import CHOICE_PREFIX
from doglicense.bot.sender import send_pending
from doglicense.flows.pieces import BACK, Ask
from doglicense.runtime import Services
from doglicense.storage.models import Resident
from tests.journeys.answers import PDF, Answer, png
from tests.journeys.drivers import Screen
from tests.standins.telegram import ChatUser, FakeTelegram

COMMAND_OF_FLOW = {
    "license": "/license",
    "renewal": "/renew",
    "address": "/moved",
    "ownership": "/newowner",
    "lost": "/lost",
    "found": "/found",
    "death": "/died",
    "tag": "/tag",
    "ticket": "/ticket",
    "redeem": "/redeem",
}
REPLY_SECONDS = 10.0
STRAY_SECONDS = 3.0  # an unknown command: a reply comes at once, or never
_user_ids = itertools.count(70_001)


class BotDriver:
    """One Telegram user chatting with the bot in `language`."""

    channel = "telegram"

    def __init__(self, fake: FakeTelegram, language: str) -> None:
        self.language = language
        self.user: ChatUser = fake.user(next(_user_ids), language_code=language)
        self.fake = fake

    async def _replies(self, seconds: float = REPLY_SECONDS, settle: float = 0.0) -> Screen:
        """The bot's answer to the last update: its first message, and any right behind it
        (`settle`: how long "right behind" may take, when a notice may come first)."""
        try:
            messages = [await self.user.reply(timeout=seconds)]
        except TimeoutError:
            return Screen("", problems=["the bot did not answer"])
        if settle:
            await asyncio.sleep(settle)
        while more := self.fake._take_next_message(self.user.id):
            messages.append(more)
        text = "\n\n".join(str(m.get("text") or m.get("caption") or "") for m in messages)
        labels = [
            str(button.get("text", ""))
            for m in messages
            for row in (m.get("reply_markup") or {}).get("inline_keyboard", [])
            for button in row
        ]
        return Screen(text, labels)

    def _unread(self) -> list[str]:
        stray = []
        while more := self.fake._take_next_message(self.user.id):
            stray.append(str(more.get("text") or ""))
        return stray

    async def news(self, services: Services, bot: Bot) -> Screen:
        """What the Town sent meanwhile (the outbox's Telegram messages), as this user reads it;
        a notice may come in several messages, hence the settle."""
        self._unread()
        await send_pending(services, bot)
        return await self._replies(settle=0.3)

    async def begin(self, flow: str) -> Screen:
        self._unread()
        self.user.command(COMMAND_OF_FLOW[flow])
        # A notice sent meanwhile (a decision's message) may come just before the question.
        return await self._replies(settle=0.1)

    async def send_proof(self, reference: str) -> Screen:
        """/proof: the spay/neuter certificate a request waits for."""
        self._unread()
        self.user.command("/proof")
        return await self._replies(settle=0.1)

    async def take_code(self, code: str) -> Screen:
        """A new owner's /transfer with the code the old owner handed on (R18)."""
        self._unread()
        self.user.command("/transfer", code)
        return await self._replies(settle=0.1)

    async def give(self, answer: Answer, ask: Ask) -> Screen:
        self._unread()
        if answer.kind == "choice":
            try:
                self.user.tap(CHOICE_PREFIX + answer.value)
            except LookupError:
                return Screen("", problems=[f"no button {answer.value!r} to tap"])
        elif answer.kind == "file" and answer.value == "png":
            self.user.send_photo(png())
        elif answer.kind == "file":
            self.user.send_document(PDF, mime_type="application/pdf", file_name="certificate.pdf")
        else:
            self.user.say(answer.typed(self.language))
        return await self._replies()

    async def back(self) -> Screen:
        self._unread()
        try:
            self.user.tap(CHOICE_PREFIX + BACK)
        except LookupError:
            return Screen("", problems=["no Back button"])
        return await self._replies()

    async def say(self, text: str) -> Screen:
        """Anything typed outside a flow: a command the bot may not know."""
        self._unread()
        if text.startswith("/"):
            self.user.command(text)
        else:
            self.user.say(text)
        return await self._replies(STRAY_SECONDS)

    async def resident(self, session: AsyncSession) -> Resident | None:
        query = select(Resident).where(Resident.telegram_user_id == self.user.id)
        return (await session.execute(query)).scalar_one_or_none()

    async def close(self) -> None:
        return None
