"""Why an uploaded picture or PDF is not kept: the refusal, naming the template that says why."""

from __future__ import annotations

from typing import Any


class PictureRefused(Exception):
    """A picture we will not keep or show; `reason` names the refusal template."""

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.params = params


class Spent(Exception):
    """A job answered, but its worker's heap (or an engine's own allocator) ran out on the way:
    the answer stands, and the worker is not trusted with the next file."""

    def __init__(self, answer: Any) -> None:
        super().__init__("spent")
        self.answer = answer
