"""Channel drivers: one resident on one channel, in one language, answering as a person would.

Each driver starts a flow, gives an answer (typed, tapped, uploaded), goes back, and returns
the Screen the resident then sees; the runner never talks to a channel otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.pieces import Ask
from doglicense.storage.models import Resident
from tests.journeys.answers import Answer


@dataclass
class Screen:
    """What the resident sees after one action: the words, the buttons, and channel troubles."""

    text: str
    buttons: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # a 5xx, a button that is not there
    typed_in: str | None = None  # a web page's answer box as it comes: what it already holds

    @property
    def everything(self) -> str:
        return "\n".join([self.text, *self.buttons])


class Driver(Protocol):
    channel: str  # as records name it: "telegram", "web", "terminal"
    language: str

    async def begin(self, flow: str) -> Screen: ...

    async def give(self, answer: Answer, ask: Ask) -> Screen: ...

    async def back(self) -> Screen: ...

    async def send_proof(self, reference: str) -> Screen: ...

    async def resident(self, session: AsyncSession) -> Resident | None: ...

    async def close(self) -> None: ...
