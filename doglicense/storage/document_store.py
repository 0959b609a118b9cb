"""Where uploaded documents' bytes are kept: one interface, a local folder or an S3 bucket.

Keys are content-addressed (`ab/abcdef...` for an original, `previews/...` for a picture made of
one), so a key always names the same bytes: writing one twice, or leaving one whose row was never
committed, is harmless. Each call may go over the network: never inside a database transaction.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Protocol


class DocumentMissing(LookupError):
    """No bytes are kept under the key (a restore that left the documents out, say)."""


class DocumentStore(Protocol):
    """The bytes of uploaded documents, by key."""

    @property
    def where(self) -> str:
        """Where the documents are, for an operator's log: never a secret."""
        ...

    async def put(self, key: str, data: bytes) -> None:
        """Keep `data` under `key`, unless bytes are already kept there (the same, by hash)."""
        ...

    async def get(self, key: str) -> bytes:
        """The bytes under `key`; DocumentMissing when there are none."""
        ...

    def all_keys(self) -> AsyncIterator[str]:
        """Every key kept, for a backup."""
        ...
