"""The machine's checks gathered for records from the database, a few queries for a whole queue,
and "Approve all green": each record approved by the same decision as one by one.

What was read off a certificate was kept with its document at upload; nothing is read again here.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile
from doglicense.office.desk import claims, decisions
from doglicense.office.desk.register import QueueItem, waiting_records
from doglicense.office.documents.machine_checks import (
    Check,
    OnFile,
    RecordFacts,
    Term,
    all_green,
    checks_of,
)
from doglicense.office.lifecycle import QUEUED
from doglicense.office.records.certificate_uses import certificate_id, earlier_uses
from doglicense.office.records.duplicates import likely_duplicates
from doglicense.office.records.licensing import license_term
from doglicense.office.staff.staff import SignedIn
from doglicense.storage.models import Document, Dog, License, Record, Resident

if TYPE_CHECKING:
    from doglicense.runtime import Services

CHECKED_KINDS = claims.LICENSE_KINDS


async def checks_of_record(
    session: AsyncSession, record: Record, *, town: TownProfile, today: date
) -> list[Check]:
    """One record's checks, as its page and the page that confirms its approval show them."""
    checks = await checks_of_records(session, [record], town=town, today=today)
    return checks.get(record.id, [])


async def checks_of_records(
    session: AsyncSession, records: Sequence[Record], *, town: TownProfile, today: date
) -> dict[int, list[Check]]:
    """The checks of each license or renewal among `records`, by record id."""
    records = [r for r in records if r.kind in CHECKED_KINDS]
    if not records:
        return {}
    document_ids = {i for i in map(certificate_id, records) if i}
    documents = {
        d.id: d
        for d in (
            await session.execute(select(Document).where(Document.id.in_(document_ids)))
        ).scalars()
    }
    dog_ids = {r.dog_id for r in records if r.dog_id}
    dogs = {
        d.id: d for d in (await session.execute(select(Dog).where(Dog.id.in_(dog_ids)))).scalars()
    }
    licenses: dict[int, list[License]] = defaultdict(list)
    for licence in (
        await session.execute(select(License).where(License.dog_id.in_(dog_ids)))
    ).scalars():
        licenses[licence.dog_id].append(licence)
    resident_ids = {r.resident_id for r in records if r.resident_id}
    resident_ids |= {lic.owner_id for each in licenses.values() for lic in each}
    residents = {
        p.id: p
        for p in (
            await session.execute(select(Resident).where(Resident.id.in_(resident_ids)))
        ).scalars()
    }
    uses = await earlier_uses(session, records)
    duplicates = await likely_duplicates(session, records)
    found = {}
    for record in records:
        document = documents.get(certificate_id(record) or 0)
        dog = dogs.get(record.dog_id or 0)
        resident = residents.get(record.resident_id or 0)
        previous = max(
            (lic for lic in licenses.get(record.dog_id or 0, []) if lic.record_id != record.id),
            key=lambda lic: lic.expires_on,
            default=None,
        )
        expires, capped, rabies = license_term(record, previous, town=town, today=today)
        facts = RecordFacts(
            answers=record.answers,
            reading=document.reading if document else None,
            why_not_read=_why_not_read(record, document),
            dog_name=str(record.answers.get("dog_name") or (dog.name if dog else "")),
            owner_name=str(
                record.answers.get("owner_name") or (resident.full_name if resident else "") or ""
            ),
            term=Term(expires, capped, rabies),
            earlier_uses=uses.get(record.id, ()),
            previous_owner=_previous_owner(record, previous, residents),
            on_file=_on_file(record, dog),
            duplicates=duplicates.get(record.id, ()),
        )
        found[record.id] = checks_of(facts, today=today)
    return found


def _previous_owner(
    record: Record, previous: License | None, residents: dict[int, Resident]
) -> str:
    """A new owner's license: the name of the owner whose license the dog had (R18)."""
    if "transfer" not in record.flags or previous is None:
        return ""
    owner = residents.get(previous.owner_id)
    return (owner.full_name or "") if owner and owner.id != record.resident_id else ""


def _on_file(record: Record, dog: Dog | None) -> OnFile | None:
    """A renewal that sent no rabies certificate of its own (nor an exemption): the one on file
    counts (office/records/licensing.py `license_term`)."""
    if record.kind != "renewal" or dog is None or "rabies_proof" in record.answers:
        return None
    return OnFile(
        dog_active=dog.status == "active",
        owner_is_applicant=dog.owner_id == record.resident_id,
        documents_sent=any(
            isinstance(value, dict) and value.get("document_id")
            for value in record.answers.values()
        ),
    )


def _why_not_read(record: Record, document: Document | None) -> str:
    if record.answers.get("rabies_proof") == "vet_exemption":
        return "exemption"
    if document is None:
        return "no_certificate"  # a renewal whose certificate on file still covers, or the counter
    return "not_read"  # sent before certificates were read


@dataclass
class BulkApproval:
    """What "Approve all green" did: the references approved, and those skipped with why."""

    approved: list[str] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)


async def approve_all_green(
    session: AsyncSession,
    shown: Sequence[tuple[int, int]],
    *,
    person: SignedIn,
    services: Services,
) -> BulkApproval:
    """Approve each record shown (id, version) that is still as shown and still all green,
    through `decisions.approve` one by one: an audit entry each, the resident told, the tag
    issued. A record claimed by another clerk, changed meanwhile, no longer green or unpaid is
    skipped and reported."""
    done = BulkApproval()
    for record_id, version in shown:
        record = await session.get(Record, record_id, populate_existing=True)
        if record is None:
            continue
        reference = record.reference
        skip = await _why_skip(session, record, version, person, services)
        if skip:
            await session.rollback()
            done.skipped.append((reference, skip))
            continue
        try:
            await decisions.approve(
                session, record_id, person=person, services=services, expected_version=version
            )
        except claims.ClaimedByOther:
            done.skipped.append((reference, "claimed"))
        except claims.AlreadyDecided:
            done.skipped.append((reference, "changed"))
        except claims.NotPaid:
            done.skipped.append((reference, "not_paid"))
        except claims.ProofAwaited:
            done.skipped.append((reference, "proof_awaited"))
        else:
            done.approved.append(reference)
    return done


async def _why_skip(
    session: AsyncSession, record: Record, version: int, person: SignedIn, services: Services
) -> str | None:
    if record.claimed_by not in (None, person.id):
        return "claimed"
    if record.version != version or record.status not in QUEUED:
        return "changed"
    checks = await checks_of_records(
        session, [record], town=services.town, today=services.clock().today
    )
    if not all_green(checks.get(record.id, [])):
        return "not_green"
    return None


@dataclass(frozen=True)
class CheckedItem:
    """A line of the queue with its checks (none for kinds that are not checked)."""

    item: QueueItem
    checks: list[Check]

    @property
    def green(self) -> bool:
        return all_green(self.checks)


async def checked_queue(
    session: AsyncSession,
    person: SignedIn,
    *,
    services: Services,
    kind: str = "",
    search: str = "",
    only_green: bool = False,
) -> list[CheckedItem]:
    """The queue as `register.waiting_records` gives it, each line with its checks; only the
    records whose checks are all green when asked."""
    clock = services.clock()
    items = await waiting_records(session, person, now=clock.now, kind=kind, search=search)
    checks = await checks_of_records(
        session, [i.record for i in items], town=services.town, today=clock.today
    )
    lines = [CheckedItem(item, checks.get(item.record.id, [])) for item in items]
    return [line for line in lines if line.green] if only_green else lines
