"""A local SMTP stand-in on 127.0.0.1 (aiosmtpd): it keeps every message it receives."""

from __future__ import annotations

import asyncio
import socket
import threading
from email import message_from_bytes
from email.message import Message
from types import TracebackType
from typing import Any, Self

from aiosmtpd.controller import Controller


class _Keep:
    def __init__(self) -> None:
        self.messages: list[Message] = []
        self.refuse: dict[str, str] = {}
        self.stall_seconds = 0.0
        self.stalling = threading.Event()

    async def handle_DATA(self, _server: Any, _session: Any, envelope: Any) -> str:
        if self.stall_seconds:  # a slow server: the message is held before it is accepted
            self.stalling.set()
            await asyncio.sleep(self.stall_seconds)
        for recipient in envelope.rcpt_tos:
            if recipient in self.refuse:
                return self.refuse[recipient]
        self.messages.append(message_from_bytes(envelope.original_content))
        return "250 Message accepted for delivery"


class FakeSmtp:
    """Start with `with FakeSmtp() as smtp:`; read `smtp.messages`."""

    def __init__(self) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = int(probe.getsockname()[1])
        self._handler = _Keep()
        self._controller = Controller(self._handler, hostname="127.0.0.1", port=self.port)

    @property
    def messages(self) -> list[Message]:
        return list(self._handler.messages)

    def stall(self, seconds: float) -> threading.Event:
        """Hold each message's DATA this long; the event is set when a message is being held."""
        self._handler.stall_seconds = seconds
        return self._handler.stalling

    def refuse_mail_to(self, address: str, reply: str = "554 5.7.1 Message rejected") -> None:
        """Answer the DATA of a message to `address` with this reply (5xx: for good, 4xx: later)."""
        self._handler.refuse[address] = reply

    def __enter__(self) -> Self:
        self._controller.start()
        return self

    def __exit__(
        self,
        _type: type[BaseException] | None,
        _error: BaseException | None,
        _tb: TracebackType | None,
    ) -> None:
        self._controller.stop()
