"""Uploaded documents: checked by their bytes, kept by content hash in the document store."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.document_store import DocumentStore
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


def original_key(sha256: str) -> str:
    """Where the bytes of that hash are kept, in any store: `ab/abcdef...`, as on disk always."""
    return f"{sha256[:2]}/{sha256}"


def preview_key(sha256: str, side: int) -> str:
    return f"previews/{sha256}-{side}.jpg"


@dataclass(frozen=True)
class Stored:
    """Bytes kept in the store, not yet named by a row."""

    sha256: str
    content_type: str
    size_bytes: int


async def put(store: DocumentStore, data: bytes) -> Stored:
    """Keep the bytes once per content. Called before the transaction that records them: a
    document kept whose row never commits is harmless, a row without its bytes is not."""
    digest = hashlib.sha256(data).hexdigest()
    await store.put(original_key(digest), data)
    return Stored(digest, sniff(data), len(data))


async def record(
    session: AsyncSession,
    stored: Stored,
    *,
    name: str | None,
    resident_id: int | None,
    now: datetime,
    reading: dict[str, Any] | None = None,
) -> Document:
    """The row naming bytes already kept (and what was read off them)."""
    document = Document(
        sha256=stored.sha256,
        content_type=stored.content_type,
        size_bytes=stored.size_bytes,
        original_name=(name or "")[:200] or None,
        resident_id=resident_id,
        reading=reading,
        created_at=now,
    )
    session.add(document)
    await session.flush()
    return document


async def read(store: DocumentStore, document: Document) -> bytes:
    """The document's bytes (DocumentMissing when the store has none): outside a transaction."""
    return await store.get(original_key(document.sha256))
