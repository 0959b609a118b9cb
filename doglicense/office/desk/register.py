"""What the console shows: the queue with its payment states, one record in full, the dogs."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import func, literal, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from doglicense.flows.answers.parsers import looks_like_tag, normal_tag
from doglicense.flows.registry import FLOWS
from doglicense.office.desk.claims import QUEUE_OF_ROLE, may_view
from doglicense.office.desk.search import Decider, deciders_of, dog_of, owner_of
from doglicense.office.lifecycle import QUEUED, Status
from doglicense.office.staff.staff import Role, SignedIn
from doglicense.office.staff.staff_names import actor_names, staff_names
from doglicense.payments.balance import Balance, balance_of, balances
from doglicense.storage.database import Database
from doglicense.storage.folding import fold
from doglicense.storage.models import AuditEntry, Document, Dog, License, Record, Resident
from doglicense.storage.office_models import Payment, Refund, Seizure
from doglicense.storage.repositories import audit_of, license_of_record, payments_of, queue
from doglicense.storage.tags import DogOnTag, dog_on_tag_at_once

WAITING = (*QUEUED, Status.AWAITING_PAYMENT)


@dataclass(frozen=True)
class QueueItem:
    """One line of the queue: the record and what the clerk needs at a glance."""

    record: Record
    age_days: int
    payment_state: str
    claimed_by: str | None
    owner: str = ""
    dog: str = ""
    owed_cents: int = 0  # the fee, or what a correction added to a fee paid

    @property
    def ready(self) -> bool:
        """Waiting for the clerk's validation, nothing owed: not waiting for a payment."""
        return self.record.status in QUEUED and self.payment_state in ("paid", "nothing_owed")


@dataclass(frozen=True)
class Answer:
    key: str
    label: str
    value: Any
    document_id: int | None = None


@dataclass
class RecordView:
    """A record in full: answers under the clerk's labels, documents, payments, history."""

    record: Record
    resident: Resident | None
    answers: list[Answer]
    documents: list[Document]
    payments: Sequence[Payment]
    refunds: Sequence[Refund]
    audit: Sequence[AuditEntry]
    license: License | None
    claimed_by: str | None
    staff_names: dict[str, str] = field(default_factory=dict)
    decided_by: Decider | None = None
    balance: Balance | None = None  # paid, refunded since, owed

    @property
    def owed_cents(self) -> int:
        return self.balance.owed_cents if self.balance else self.record.fee_cents


async def waiting_records(
    session: AsyncSession,
    person: SignedIn,
    *,
    now: datetime,
    kind: str | None = None,
    search: str | None = None,
) -> list[QueueItem]:
    """The records awaiting validation (and payment) that this person may see, oldest first."""
    queue_name = None if person.role is Role.CLERK else QUEUE_OF_ROLE[person.role]
    records = await queue(
        session,
        list(WAITING),
        kind=kind or None,
        queue_name=queue_name,
        search=(search or "").strip() or None,
        limit=200,
    )
    money = await balances(session, records)
    # Paid: nothing owed now (a correction that raised the fee owes the difference).
    paid = {r.id for r in records if money[r.id].paid_cents and not money[r.id].owed_cents}
    names = await staff_names(session, {r.claimed_by for r in records if r.claimed_by})
    resident_ids = {r.resident_id for r in records if r.resident_id}
    residents = {
        p.id: p
        for p in (await session.scalars(select(Resident).where(Resident.id.in_(resident_ids))))
    }
    dog_ids = {r.dog_id for r in records if r.dog_id}
    dogs = {d.id: d for d in (await session.scalars(select(Dog).where(Dog.id.in_(dog_ids))))}
    return [
        QueueItem(
            record=r,
            age_days=(now - (r.submitted_at or r.created_at)).days,
            payment_state=_payment_state(r, r.id in paid),
            claimed_by=names.get(r.claimed_by) if r.claimed_by else None,
            owner=owner_of(r, residents.get(r.resident_id or 0)),
            dog=dog_of(r, dogs.get(r.dog_id or 0)),
            owed_cents=money[r.id].owed_cents,
        )
        for r in records
    ]


def _payment_state(record: Record, paid: bool) -> str:
    if paid:
        return "paid"
    if record.fee_cents == 0:
        return "nothing_owed"
    if record.status == Status.AWAITING_PAYMENT:
        return "awaiting_payment"
    return "at_counter" if record.payment_choice == "counter" else "unpaid"


async def record_view(session: AsyncSession, record_id: int, person: SignedIn) -> RecordView | None:
    """The record in full, or None when it does not exist or is not this person's to see."""
    record = await session.get(Record, record_id, populate_existing=True)
    if record is None or not may_view(person, record):
        return None
    answers = labelled(record)
    document_ids = [a.document_id for a in answers if a.document_id]
    documents = list(
        (await session.execute(select(Document).where(Document.id.in_(document_ids)))).scalars()
    )
    payments = await payments_of(session, record.id)
    refunds = (
        (
            await session.execute(
                select(Refund).where(Refund.payment_id.in_([p.id for p in payments]))
            )
        )
        .scalars()
        .all()
    )
    audit = await audit_of(session, record.id)
    names = await staff_names(session, {record.claimed_by} if record.claimed_by else set())
    return RecordView(
        record=record,
        resident=await session.get(Resident, record.resident_id) if record.resident_id else None,
        answers=answers,
        documents=documents,
        payments=payments,
        refunds=refunds,
        audit=audit,
        license=await license_of_record(session, record.id),
        claimed_by=names.get(record.claimed_by) if record.claimed_by else None,
        staff_names=await actor_names(session, audit),
        decided_by=(await deciders_of(session, [record])).get(record.id),
        balance=await balance_of(session, record),
    )


def labelled(record: Record) -> list[Answer]:
    flow = FLOWS.get(record.kind)
    labels = {q.key: q.label for q in flow.questions} if flow else {}
    ordered = [k for k in labels if k in record.answers]
    ordered += [k for k in record.answers if k not in labels]
    answers = []
    for key in ordered:
        value = record.answers[key]
        document_id = value.get("document_id") if isinstance(value, dict) else None
        answers.append(Answer(key, labels.get(key, key), value, document_id or None))
    return answers


async def document_for_staff(
    session: AsyncSession, document_id: int, person: SignedIn
) -> Document | None:
    """A document, when it belongs to a record this person may see."""
    document = await session.get(Document, document_id)
    if document is None or person.role is Role.CLERK:
        return document
    if person.role is Role.OFFICER:  # a seized dog's photo is the officer's own
        photo = select(Seizure.id).where(Seizure.photo_document_id == document_id)
        if await session.scalar(photo) is not None:
            return document
    records = await session.execute(
        select(Record).where(Record.queue == QUEUE_OF_ROLE[person.role])
    )
    for record in records.scalars():
        if any(a.document_id == document_id for a in labelled(record)):
            return document
    return None


async def dog_holding_tag(db: Database, search: str) -> DogOnTag | None:
    """The dog whose tag number was typed (an officer with a found dog), by the one-statement
    look-up outside any transaction; None when the search is not a tag or no dog holds it."""
    tag = normal_tag(search)  # "2", "#2" and "000 002" name the tag printed "000002"
    if not looks_like_tag(tag):
        return None
    return await dog_on_tag_at_once(db, tag)


async def find_dogs(session: AsyncSession, search: str, *, limit: int = 50) -> Sequence[Dog]:
    """Dogs by tag number, name or breed, or their owner's name, e-mail or phone, accents and
    case aside (storage/folding.py)."""
    query = select(Dog).options(selectinload(Dog.owner)).order_by(Dog.name, Dog.id).limit(limit)
    words = fold(search).split()
    if words:
        text = Dog.search_text + literal(" ") + func.coalesce(Resident.search_text, "")
        query = query.outerjoin(Resident, Resident.id == Dog.owner_id).where(
            *(text.contains(word, autoescape=True) for word in words)
        )
    return (await session.execute(query)).scalars().all()


@dataclass(frozen=True)
class DogView:
    dog: Dog
    owner: Resident | None
    licenses: Sequence[License]
    records: Sequence[Record]


async def dog_view(session: AsyncSession, dog_id: int) -> DogView | None:
    """A dog with its owner of record, its licenses, and every record (and report) about it."""
    dog = await session.get(Dog, dog_id, options=[selectinload(Dog.licenses)])
    if dog is None:
        return None
    records = (
        (
            await session.execute(
                select(Record).where(Record.dog_id == dog.id).order_by(Record.created_at.desc())
            )
        )
        .scalars()
        .all()
    )
    owner = await session.get(Resident, dog.owner_id) if dog.owner_id else None
    return DogView(dog, owner, dog.licenses, records)


async def license_with_dog(
    session: AsyncSession, license_id: int
) -> tuple[License, Dog, Resident] | None:
    """A license with its dog and owner, for the printable certificate."""
    licence = await session.get(License, license_id)
    if licence is None:
        return None
    dog = await session.get(Dog, licence.dog_id)
    owner = await session.get(Resident, licence.owner_id)
    assert dog is not None and owner is not None
    return licence, dog, owner
