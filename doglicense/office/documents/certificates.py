"""An uploaded certificate taken in: checked before it is stored, iPhone photos made JPEG.

Every channel calls `read_certificate` and `store_certificate` outside any database transaction
(pictures are decoded in the image workers, which can take seconds; the document store may be a
bucket across the network), then `keep_certificate` in its session to record the row.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from datetime import date, datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.pieces import FileRef, Refusal
from doglicense.office.documents.images import PREVIEW_SIDE, ImageWorkers
from doglicense.office.documents.rabies_fields import RabiesReading
from doglicense.office.documents.refusals import PictureRefused
from doglicense.office.documents.second_engine import fields_of
from doglicense.storage import documents
from doglicense.storage.document_store import DocumentMissing, DocumentStore
from doglicense.storage.models import Document

log = logging.getLogger(__name__)

PICTURE_TYPES = ("image/jpeg", "image/png", "image/heic")
KEPT_TYPES = (*PICTURE_TYPES, "application/pdf")
REFUSED_WHEN_DRAWN = {"pdf_too_large"}  # office/documents/images.py: a PDF's worker replaced


@dataclass(frozen=True)
class Certificate:
    """An upload read and checked, not yet stored: the bytes to keep, or why it is refused."""

    data: bytes
    content_type: str
    size_bytes: int  # as the resident sent it
    name: str | None
    refusal: Refusal | None = None
    reading: dict[str, str] | None = None  # what was read off it, for the resident to confirm
    fields_read: dict[str, Any] | None = None  # every field read, kept for the clerk's checks
    stored: documents.Stored | None = None  # its bytes kept in the document store

    @property
    def keepable(self) -> bool:
        return self.refusal is None and self.content_type in KEPT_TYPES


async def read_certificate(
    data: bytes, *, name: str | None, max_bytes: int, images: ImageWorkers
) -> Certificate:
    """The type from the bytes; a picture decoded in a worker, within its pixel and time caps,
    a PDF measured there within its page, size and content caps (nothing drawn before); then
    its words read there too, the dates found kept for the resident to confirm."""
    kind = documents.sniff(data)
    if len(data) > max_bytes:
        too_big = Refusal("file_too_big", limit_mb=max_bytes // 2**20)
        return Certificate(b"", kind, len(data), name, too_big)
    if kind not in KEPT_TYPES:
        read = Certificate(data, kind, len(data), name)
    else:
        try:
            picture = await images.read(data, kind)
        except PictureRefused as refused:
            refusal = Refusal(refused.reason, **refused.params)
            return Certificate(b"", kind, len(data), name, refusal)
        read = Certificate(picture.data, picture.content_type, len(data), name)
    try:
        reading = await read_rabies_certificate(read, images)
    except PictureRefused as refused:  # drawing it ran a worker out of memory: not kept
        return Certificate(b"", kind, len(data), name, Refusal(refused.reason, **refused.params))
    return replace(read, reading=as_answers(reading), fields_read=reading_as_json(reading))


def reading_as_json(reading: RabiesReading) -> dict[str, Any]:
    """Every field read, dates as ISO dates: kept with the document for the clerk's checks."""
    return {
        key: value.isoformat() if isinstance(value, date) else value
        for key, value in reading.filled().items()
    }


def as_answers(reading: RabiesReading) -> dict[str, str] | None:
    """A reading as the flow keeps it: the dates under their questions' keys, as ISO dates;
    the vaccination date alone too, confirmed before the expiry is asked (decision 0066)."""
    if reading.vaccinated is None:
        return None  # the resident is asked to confirm dates, so without one there is nothing
    found = {
        "rabies_vaccinated_on": reading.vaccinated.isoformat(),
        "rabies_expires_on": reading.expires.isoformat() if reading.expires else None,
        "tag": reading.tag,
        "veterinarian": reading.veterinarian,
        # the expiry counted from the printed term, none read: the resident is told so
        "expires_counted": str(reading.expires_counted) if reading.expires_counted else None,
    }
    return {key: value for key, value in found.items() if value}


async def store_certificate(store: DocumentStore, certificate: Certificate) -> Certificate:
    """The accepted bytes kept in the document store, before the transaction that records them."""
    if not certificate.keepable:
        return certificate
    return replace(certificate, stored=await documents.put(store, certificate.data))


async def keep_certificate(
    session: AsyncSession,
    certificate: Certificate,
    *,
    resident_id: int,
    now: datetime,
) -> FileRef:
    """Store what was accepted; anything else becomes a FileRef the flow refuses, unwritten."""
    if not certificate.keepable:
        return FileRef(
            0,
            certificate.content_type,
            certificate.size_bytes,
            certificate.name,
            certificate.refusal,
        )
    if certificate.stored is None:
        raise ValueError("a certificate is stored (store_certificate) before it is recorded")
    stored = await documents.record(
        session,
        certificate.stored,
        name=certificate.name,
        resident_id=resident_id,
        now=now,
        reading=certificate.fields_read,
    )
    # The size sent is what the limit is about: a HEIC made JPEG may come out larger.
    return FileRef(
        stored.id,
        stored.content_type,
        certificate.size_bytes,
        certificate.name,
        reading=certificate.reading,
    )


async def read_rabies_certificate(certificate: Certificate, images: ImageWorkers) -> RabiesReading:
    """What the certificate says, as far as it was read with confidence; nothing when it could
    not be read in time (the resident then types every answer, as before). A PDF that took its
    worker past the memory limit as it was drawn (a bomb the measure missed) is PictureRefused."""
    if not certificate.keepable:
        return RabiesReading()
    try:
        page = await images.words(certificate.data, certificate.content_type)
    except PictureRefused as refused:
        if refused.reason in REFUSED_WHEN_DRAWN:
            raise
        log.info("certificate not read: %s", refused.reason)
        return RabiesReading()
    return fields_of(page)


async def preview_for_clerk(
    store: DocumentStore, document: Document, images: ImageWorkers
) -> bytes:
    """A bounded JPEG of a stored picture, made once per content and kept beside the originals.

    Raises PictureRefused for a picture too large or damaged to show (one stored before the caps),
    DocumentMissing when the original is gone from the store.
    """
    cached = documents.preview_key(document.sha256, PREVIEW_SIDE)
    try:
        return await store.get(cached)
    except DocumentMissing:
        pass  # not made yet, here or on another host
    original = await documents.read(store, document)
    made = await images.preview(original, documents.sniff(original))
    await store.put(cached, made)
    return made
