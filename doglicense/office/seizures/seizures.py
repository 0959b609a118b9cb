"""Seized dogs: the officer records a seizure and its notice, and marks how it ends (R28).

A seizure's life is its record's status in the officer's queue (held, redeemed, forfeited,
adopted), moved only through lifecycle.py, so every step is guarded and audited. The owner of
record hears of each step through the outbox in the same transaction; what they are told is a
courtesy, never the legal notice, which the officer gives and records here. [69-11]
"""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import flag_modified
from sqlalchemy.orm.exc import StaleDataError

from doglicense.law import TownProfile
from doglicense.law.seizure import NoticeKind, OwnerNotice, RedemptionPeriod
from doglicense.office.documents.certificates import PICTURE_TYPES, Certificate
from doglicense.office.lifecycle import Action, Status, begin, move
from doglicense.office.money.payment_outcomes import refund_unredeemed
from doglicense.office.seizures.seizure_entry import SeizureEntry, SeizureRefused
from doglicense.office.seizures.seizure_notices import period_of, seized_on, tell_owner
from doglicense.office.staff.staff import Role, SignedIn, require
from doglicense.payments.refunds import send_refunds
from doglicense.runtime import Services
from doglicense.storage import documents
from doglicense.storage.folding import folded_words
from doglicense.storage.models import Dog, Record, pending_reference
from doglicense.storage.office_models import Seizure

QUEUE = "officer"
KIND = "seizure"


async def record_seizure(
    session: AsyncSession,
    entry: SeizureEntry,
    *,
    person: SignedIn,
    town: TownProfile,
    now: datetime,
    photo: Certificate | None = None,
) -> Seizure:
    """Record the seizure, held in the officer's queue; the owner of record is told; commits.

    ``photo``: a picture already read and stored outside the transaction
    (certificates.read_certificate, then store_certificate).
    """
    require(person, Role.OFFICER)
    photo_document_id = None
    if photo is not None:
        if not photo.keepable or photo.content_type not in PICTURE_TYPES:
            raise SeizureRefused("seizure_photo")
        if photo.stored is None:
            raise ValueError("a photo is stored (store_certificate) before it is recorded")
        stored = await documents.record(
            session, photo.stored, name=photo.name, resident_id=None, now=now
        )
        photo_document_id = stored.id
    dog = None
    if entry.tag_number is not None:
        dog = await session.scalar(select(Dog).where(Dog.tag_number == entry.tag_number))
    day = entry.seized_at.astimezone(town.tz).date()
    record = Record(
        reference=pending_reference(),
        kind=KIND,
        status=Status.HELD,
        queue=QUEUE,
        channel="console",
        dog_id=dog.id if dog else None,
        answers={},
        event_date=day,
        created_at=now,
    )
    session.add(record)
    await session.flush()
    record.reference = f"SZ-{day:%y%m}-{record.id:05d}"
    record.search_text = folded_words(
        [record.reference, entry.tag_number, entry.place, entry.breed]
    )
    begin(session, record, actor=person.actor, at=now, status=Status.HELD, action="seize")
    seizure = Seizure(
        record_id=record.id,
        seized_at=entry.seized_at,
        place=entry.place,
        held_at=entry.held_at,
        tag_number=entry.tag_number,
        breed=entry.breed or (dog.breed if dog else ""),
        colour=entry.colour or (dog.colour if dog else ""),
        sex=entry.sex or (dog.sex if dog else ""),
        description=entry.description,
        identified=entry.identified,
        shots=[shot.value for shot in entry.shots],
        photo_document_id=photo_document_id,
        dog_id=dog.id if dog else None,
        owner_id=dog.owner_id if dog else None,
        seized_by=person.id,
    )
    session.add(seizure)
    await session.flush()
    await tell_owner(session, seizure, record, "seizure_held", town=town, now=now)
    await session.commit()
    return seizure


async def commit_or_refuse(session: AsyncSession, record: Record) -> None:
    """Commit the move; one made meanwhile by another officer or the daily job wins.

    The record's version is the seizure's lock: written even by a move that keeps it held.
    """
    flag_modified(record, "status")
    try:
        await session.commit()
    except StaleDataError as lost:  # the record's version moved under us
        await session.rollback()
        raise SeizureRefused("seizure_decided") from lost


async def seizure_and_record(session: AsyncSession, seizure_id: int) -> tuple[Seizure, Record]:
    seizure = await session.get(Seizure, seizure_id)
    if seizure is None:
        raise SeizureRefused("not_found")
    record = await session.get(Record, seizure.record_id)
    assert record is not None, "a seizure always has its record"
    return seizure, record


async def record_notice(
    session: AsyncSession,
    seizure_id: int,
    *,
    kind: str,
    given_on: str,
    person: SignedIn,
    town: TownProfile,
    now: datetime,
) -> Seizure:
    """The officer gave notice in person or mailed it certified: the period runs; commits."""
    require(person, Role.OFFICER)
    seizure, record = await seizure_and_record(session, seizure_id)
    try:
        notice = OwnerNotice(NoticeKind(kind), date.fromisoformat(given_on.strip()))
    except ValueError as error:
        raise SeizureRefused("seizure_notice") from error
    today = now.astimezone(town.tz).date()
    if not seized_on(seizure, town) <= notice.given_on <= today:
        raise SeizureRefused("seizure_notice")
    if record.status != Status.HELD:
        raise SeizureRefused("seizure_decided")
    seizure.notice_kind, seizure.notice_on = notice.kind.value, notice.given_on
    words = f"{notice.kind.value} on {notice.given_on.isoformat()}"
    move(session, record, Action.RECORD_NOTICE, actor=person.actor, at=now, note=words)
    await tell_owner(session, seizure, record, "seizure_held", town=town, now=now)
    await commit_or_refuse(session, record)
    return seizure


def forfeit_due(seizure: Seizure, town: TownProfile, today: date) -> bool:
    """Title is forfeited once the last day to redeem has passed [69-11D]; none before notice."""
    period = period_of(seizure, town)
    return isinstance(period, RedemptionPeriod) and today >= period.forfeited_on


async def end_seizure(
    session: AsyncSession,
    seizure_id: int,
    action: Action,
    *,
    actor: str,
    services: Services,
    now: datetime,
    note: str | None = None,
) -> Seizure:
    """Forfeited (only past the last day, the owner told, money paid online to redeem it
    refunded: decision 0032) or adopted; commits, then asks Stripe for the refunds.

    Redeemed is redemptions.py's: the fees are paid first.
    """
    town = services.town
    seizure, record = await seizure_and_record(session, seizure_id)
    if action not in (Action.FORFEIT, Action.ADOPT):  # redeemed only with its fees paid
        raise SeizureRefused("seizure_decided")
    if action is Action.FORFEIT and not forfeit_due(seizure, town, now.astimezone(town.tz).date()):
        raise SeizureRefused("seizure_not_due")
    if (Status(record.status), action) not in {
        (Status.HELD, Action.FORFEIT),
        (Status.FORFEITED, Action.ADOPT),
    }:
        raise SeizureRefused("seizure_decided")
    move(session, record, action, actor=actor, at=now, note=note or None)
    refunds: list[int] = []
    if action is Action.FORFEIT:
        await tell_owner(session, seizure, record, "seizure_forfeited", town=town, now=now)
        refunds = await refund_unredeemed(session, services, record)
    await commit_or_refuse(session, record)
    await send_refunds(services, refunds)
    return seizure


async def officer_end(
    session: AsyncSession,
    seizure_id: int,
    action: str,
    *,
    person: SignedIn,
    services: Services,
    now: datetime,
    note: str = "",
) -> Seizure:
    """The officer marks a dog forfeited or adopted from the console."""
    require(person, Role.OFFICER)
    try:
        chosen = Action(action)
    except ValueError as error:
        raise SeizureRefused("seizure_decided") from error
    return await end_seizure(
        session,
        seizure_id,
        chosen,
        actor=person.actor,
        services=services,
        now=now,
        note=note.strip(),
    )
