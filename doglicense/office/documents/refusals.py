"""Why an uploaded picture or PDF is not kept: the refusal, naming the template that says why."""

from __future__ import annotations

from typing import Any


class PictureRefused(Exception):
    """A picture we will not keep or show; `reason` names the refusal template."""

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.params = params
