"""Which records sent the same rabies certificate: its content hash, and the tag read off it
with the vaccination date, kept on each record at submission and found again by an index."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.documents.machine_checks import EarlierUse
from doglicense.office.records.duplicates import same_dog
from doglicense.storage.models import Document, Record


def certificate_id(record: Record) -> int | None:
    """The rabies certificate's document, when the record was sent with one."""
    if record.answers.get("rabies_proof") != "certificate":
        return None
    sent = record.answers.get("rabies_certificate")
    return int(sent["document_id"]) if isinstance(sent, dict) and sent.get("document_id") else None


def tag_and_date(reading: dict[str, Any] | None, answers: dict[str, Any]) -> str | None:
    """The rabies tag read off a certificate with its vaccination date: one vaccination."""
    if not reading or not reading.get("tag"):
        return None
    vaccinated = reading.get("vaccinated") or answers.get("rabies_vaccinated_on")
    if not vaccinated:
        return None
    return f"{''.join(str(reading['tag']).upper().split())}|{vaccinated}"


async def note_certificate(session: AsyncSession, record: Record) -> None:
    """At submission (and resubmission): the certificate's hash, and its tag and date, kept on
    the record, so that a later record sending the same one is found by an index."""
    document_id = certificate_id(record)
    document = await session.get(Document, document_id) if document_id else None
    record.certificate_sha256 = document.sha256 if document else None
    record.certificate_tag_date = (
        tag_and_date(document.reading, record.answers) if document else None
    )


async def earlier_uses(
    session: AsyncSession, records: Sequence[Record]
) -> dict[int, list[EarlierUse]]:
    """Records of other dogs that sent the same certificate before each of `records`."""
    hashes = {r.certificate_sha256 for r in records if r.certificate_sha256}
    keys = {r.certificate_tag_date for r in records if r.certificate_tag_date}
    if not hashes and not keys:
        return {}
    others = (
        (
            await session.execute(
                select(Record)
                .where(
                    or_(
                        Record.certificate_sha256.in_(hashes),
                        Record.certificate_tag_date.in_(keys),
                    )
                )
                .order_by(Record.id)
            )
        )
        .scalars()
        .all()
    )
    uses: dict[int, list[EarlierUse]] = defaultdict(list)
    for record in records:
        for other in others:
            if other.id >= record.id or (record.dog_id and other.dog_id == record.dog_id):
                continue
            if same_dog(record, other):  # the same dog again: a likely duplicate, not reuse
                continue
            same_file = bool(record.certificate_sha256) and (
                other.certificate_sha256 == record.certificate_sha256
            )
            same_tag = bool(record.certificate_tag_date) and (
                other.certificate_tag_date == record.certificate_tag_date
            )
            if same_file or same_tag:
                dog = str(other.answers.get("dog_name") or "")
                uses[record.id].append(EarlierUse(other.reference, dog, same_file))
    return uses
