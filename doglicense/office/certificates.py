"""An uploaded certificate taken in: its type from its bytes, iPhone photos made JPEG, stored."""

from __future__ import annotations

import io
from datetime import datetime
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.engine import FileRef
from doglicense.storage import documents

HEIF_TYPES = ("image/heic", "image/heif")


def heic_to_jpeg(data: bytes) -> bytes:
    """A HEIC photo as a JPEG a clerk's browser can show (pillow-heif decodes it)."""
    from PIL import Image
    from pillow_heif import register_heif_opener

    register_heif_opener()
    with Image.open(io.BytesIO(data)) as image:
        out = io.BytesIO()
        image.convert("RGB").save(out, format="JPEG", quality=90)
    return out.getvalue()


async def take_certificate(
    session: AsyncSession,
    root: Path,
    data: bytes,
    *,
    name: str | None,
    resident_id: int,
    now: datetime,
) -> FileRef:
    """Store what the flows accept; anything else becomes a FileRef the parser refuses."""
    kind = documents.sniff(data)
    if kind in HEIF_TYPES:
        try:
            data = heic_to_jpeg(data)
        except (OSError, ValueError):
            return FileRef(0, documents.sniff(b""), len(data), name)  # unreadable: refused
        kind = "image/jpeg"
    if kind == "application/octet-stream":
        return FileRef(0, kind, len(data), name)  # not stored: refused by type
    stored = await documents.store(session, root, data, name=name, resident_id=resident_id, now=now)
    return FileRef(stored.id, stored.content_type, stored.size_bytes, name)
