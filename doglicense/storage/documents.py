"""Uploaded certificates: checked by their bytes, stored by content hash outside the database."""

from __future__ import annotations

import hashlib
import os
import threading
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import Document

SIGNATURES: tuple[tuple[bytes, int, str], ...] = (
    (b"\xff\xd8\xff", 0, "image/jpeg"),
    (b"\x89PNG\r\n\x1a\n", 0, "image/png"),
    (b"%PDF-", 0, "application/pdf"),
)
HEIF_BRANDS = {b"heic", b"heix", b"heim", b"heis", b"mif1", b"msf1", b"hevc"}


def sniff(data: bytes) -> str:
    """The type the bytes really are, whatever the file claims."""
    for magic, offset, content_type in SIGNATURES:
        if data[offset : offset + len(magic)] == magic:
            return content_type
    if data[4:8] == b"ftyp" and data[8:12] in HEIF_BRANDS:
        return "image/heic"
    return "application/octet-stream"


def path_for(root: Path, sha256: str) -> Path:
    return root / sha256[:2] / sha256


async def store(
    session: AsyncSession,
    root: Path,
    data: bytes,
    *,
    name: str | None,
    resident_id: int | None,
    now: datetime,
    reading: dict[str, Any] | None = None,
) -> Document:
    """Write the bytes once per content and record what they are (and what was read off them)."""
    digest = hashlib.sha256(data).hexdigest()
    target = path_for(root, digest)
    if not target.exists():
        write_once(target, data)
    document = Document(
        sha256=digest,
        content_type=sniff(data),
        size_bytes=len(data),
        original_name=(name or "")[:200] or None,
        resident_id=resident_id,
        reading=reading,
        created_at=now,
    )
    session.add(document)
    await session.flush()
    return document


def write_once(target: Path, data: bytes) -> None:
    """Write a file whose name is its content's: each writer (process and thread) to a partial
    file of its own, then an atomic rename, so writers of the same content never meet halfway."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(f".{os.getpid()}-{threading.get_ident()}.part")
    partial.write_bytes(data)
    partial.replace(target)


def read(root: Path, document: Document) -> bytes:
    return path_for(root, document.sha256).read_bytes()
