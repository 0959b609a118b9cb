"""Documents in a folder of this machine (`var/documents`): the default, for one host."""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import AsyncIterator
from pathlib import Path

from doglicense.storage.document_store import DocumentMissing


class FolderStore:
    """One file per key under `root`, written whole or not at all."""

    def __init__(self, root: Path) -> None:
        self.root = root

    @property
    def where(self) -> str:
        return str(self.root)

    def path_for(self, key: str) -> Path:
        return self.root / key

    async def put(self, key: str, data: bytes) -> None:
        target = self.path_for(key)
        if not await asyncio.to_thread(target.exists):
            await asyncio.to_thread(write_once, target, data)

    async def get(self, key: str) -> bytes:
        try:
            return await asyncio.to_thread(self.path_for(key).read_bytes)
        except FileNotFoundError as missing:
            raise DocumentMissing(key) from missing

    async def all_keys(self) -> AsyncIterator[str]:
        for path in await asyncio.to_thread(self._files):
            yield path.relative_to(self.root).as_posix()

    def _files(self) -> list[Path]:
        if not self.root.is_dir():
            return []
        # A ".part" file is a write in progress, not yet a document.
        return sorted(p for p in self.root.rglob("*") if p.is_file() and p.suffix != ".part")


def write_once(target: Path, data: bytes) -> None:
    """Write a file whose name is its content's: each writer (process and thread) to a partial
    file of its own, then an atomic rename, so writers of the same content never meet halfway."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f"{target.name}.{os.getpid()}-{threading.get_ident()}.part")
    partial.write_bytes(data)
    partial.replace(target)
