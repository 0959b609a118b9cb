"""`doglicense chat`: the terminal conversation, fed one line at a time from another thread."""

from __future__ import annotations

import asyncio
import contextlib
import queue
import re
import threading
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.pieces import Ask
from doglicense.settings import Settings
from doglicense.storage.models import Resident
from doglicense.terminal import TERMINAL_KEY, chat
from tests.journeys.answers import PDF, Answer, png
from tests.journeys.drivers import Screen

COMMAND_OF_FLOW = {
    "license": "/license",
    "renewal": "/renew",
    "address": "/moved",
    "ownership": "/newowner",
    "lost": "/lost",
    "found": "/found",
    "death": "/died",
    "tag": "/tag",
    "redeem": "/redeem",
}
OPTION = re.compile(r"^\s+(\d+)\. (.*)$", re.MULTILINE)
REPLY_SECONDS = 20.0


class _Lines:
    """The terminal's input: lines handed over by the driver; None ends it."""

    def __init__(self) -> None:
        self.waiting: queue.Queue[str | None] = queue.Queue()

    def __iter__(self) -> _Lines:
        return self

    def __next__(self) -> str:
        line = self.waiting.get()
        if line is None:
            raise StopIteration
        return line + "\n"


class _Printed:
    """The terminal's output: each flush (one per line read) is one screen."""

    def __init__(self) -> None:
        self.screens: queue.Queue[str] = queue.Queue()
        self._buffer: list[str] = []

    def write(self, text: str) -> int:
        self._buffer.append(text)
        return len(text)

    def flush(self) -> None:
        self.screens.put("".join(self._buffer))
        self._buffer = []


class TerminalDriver:
    """`doglicense chat` in its own thread and event loop, as a person at a keyboard uses it.

    The resident's language is set with `/language`, as a person at the keyboard sets it.
    """

    channel = "terminal"

    def __init__(self, settings: Settings, language: str, files_dir: Path) -> None:
        self.language = language
        self.settings = settings
        self.files_dir = files_dir
        self._open()

    def _open(self) -> None:
        """`doglicense chat` started, as a resident starts it again after it died."""
        self.lines, self.printed = _Lines(), _Printed()
        self.failure: BaseException | None = None
        self.thread = threading.Thread(target=self._run, args=(self.settings,), daemon=True)
        self.thread.start()
        # It greets (and shows an open question again) before the first line is read; then the
        # resident chooses the language, as a person at the keyboard does with /language.
        self._settle()
        self.lines.waiting.put(f"/language {self.language}")
        self._settle()

    def _settle(self) -> None:
        """Wait for the screen printed now, which no planned line asked for."""
        with contextlib.suppress(queue.Empty):
            self.printed.screens.get(True, REPLY_SECONDS)

    def _run(self, settings: Settings) -> None:
        try:
            asyncio.run(chat(settings, self.lines, self.printed))  # type: ignore[arg-type]
        except BaseException as error:
            self.failure = error
            self.printed.flush()

    async def type(self, line: str) -> Screen:
        restarted = []
        if not self.thread.is_alive():
            ended = repr(self.failure) if self.failure else "without an error"
            self._open()
            restarted.append(f"`doglicense chat` had ended {ended}: started again")
        self.lines.waiting.put(line)
        try:
            text = await asyncio.to_thread(self.printed.screens.get, True, REPLY_SECONDS)
        except queue.Empty:
            return Screen("", problems=[f"the terminal printed nothing after {line!r}"])
        problems = restarted
        if self.failure is not None:
            problems.append(f"the terminal crashed: {type(self.failure).__name__}: {self.failure}")
        labels = [label for _n, label in OPTION.findall(text)]
        return Screen(text, labels, problems)

    async def begin(self, flow: str) -> Screen:
        if flow not in COMMAND_OF_FLOW:
            return Screen("", problems=[f"the terminal has no command for the {flow} flow"])
        return await self.type(COMMAND_OF_FLOW[flow])

    async def send_proof(self, reference: str) -> Screen:
        """/proof: the spay/neuter certificate a request waits for."""
        return await self.type("/proof")

    async def take_code(self, code: str) -> Screen:
        """A new owner's /transfer with the code the old owner handed on (R18)."""
        return await self.type(f"/transfer {code}")

    async def give(self, answer: Answer, ask: Ask) -> Screen:
        if answer.kind == "choice":
            keys = [choice.key for choice in ask.choices]
            if answer.value not in keys:
                return Screen("", problems=[f"no choice {answer.value!r} offered"])
            return await self.type(str(keys.index(answer.value) + 1))
        if answer.kind == "file":
            path = self.files_dir / f"certificate.{answer.value}"
            if not path.exists():
                path.write_bytes(png() if answer.value == "png" else PDF)
            return await self.type(f"file:{path}")
        return await self.type(answer.typed(self.language))

    async def back(self) -> Screen:
        return await self.type("/back")

    async def resident(self, session: AsyncSession) -> Resident | None:
        query = select(Resident).where(Resident.web_key == TERMINAL_KEY)
        return (await session.execute(query)).scalar_one_or_none()

    async def close(self) -> None:
        self.lines.waiting.put(None)
        await asyncio.to_thread(self.thread.join, 20)
