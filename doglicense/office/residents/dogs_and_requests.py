"""A resident's own page: each dog and what can be done for it, each request and what comes next."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import EarlyRenewal, TownProfile, early_renewal
from doglicense.office.lifecycle import OPEN, Status
from doglicense.office.reports.owner_reports import ALL_DOGS, DOG_KEY
from doglicense.office.reports.stolen import stolen_dog_ids
from doglicense.office.reports.transfers import GIVEN, given_away
from doglicense.office.residents.court_dates import CourtDate, court_dates
from doglicense.office.seizures.online_redemption import held_dogs
from doglicense.storage.models import Dog, License, Record, Resident
from doglicense.storage.office_models import Payment, Refund
from doglicense.storage.repositories import dogs_of, records_of

# What a dog's owner can start for it, by the dog's status, in the page's order. The flows' own
# "which dog" questions decide the same (tests/test_forms_my_dogs.py checks they agree).
ACTIONS: dict[str, tuple[str, ...]] = {
    "active": ("renewal", "address", "ownership", "lost", "death", "tag"),
    "lost": ("ownership", "death"),
}
# A dog whose license has ended (R17, R21): its license prints as ended, never as current.
ENDED = ("moved_away", "transferred", "dead")
LICENSED_BY = ("license", "renewal")  # the requests whose approval issues a license
REFUND_GONE = ("failed", "canceled")  # a refund that did not happen gave nothing back


@dataclass(frozen=True)
class DogLine:
    """One of the resident's tagged dogs: its license's end and the requests it can start."""

    name: str
    tag_number: str
    status: str
    status_since: date | None
    license_expires_on: date | None
    actions: tuple[str, ...]
    stolen: bool = False  # reported stolen, not lost: said so
    # Before the first renewal reminder, renewing is offered as early, with what it would cover.
    early: EarlyRenewal | None = None


@dataclass(frozen=True)
class RequestLine:
    """One request and what the resident does next: pay, correct, print the license, or nothing."""

    record: Record
    dog_name: str
    tag_number: str
    all_dogs: bool
    paid_cents: int
    refunded_cents: int
    licence: bool  # a license was issued by it: printable
    ended_on: date | None = None  # its dog's license ended that day (a death, a move away)
    ended: bool = False

    @property
    def next_step(self) -> str:
        status = self.record.status
        if status == Status.AWAITING_PAYMENT:
            return "pay"
        if status == Status.RETURNED:
            return "correct"
        if status == Status.REJECTED:
            return "rejected"
        if status == Status.APPROVED and self.licence:
            return "licence"
        if self._owed_at_counter:
            return "pay_at_counter"
        return ""

    @property
    def _owed_at_counter(self) -> bool:
        record = self.record
        waiting = record.status in (Status.IN_QUEUE, Status.RESUBMITTED)
        return waiting and record.payment_choice == "counter" and self.paid_cents == 0


@dataclass(frozen=True)
class DogsAndRequests:
    dogs: list[DogLine]
    requests: list[RequestLine]
    court_dates: dict[int, CourtDate] = field(default_factory=dict)  # by record id

    @property
    def empty(self) -> bool:
        return not self.dogs and not self.requests


def dog_line(
    dog: Dog,
    town: TownProfile,
    today: date,
    *,
    renewal_open: bool,
    held: bool = False,
    stolen: bool = False,
) -> DogLine:
    latest = max(dog.licenses, key=lambda lic: lic.expires_on, default=None)
    actions = ACTIONS.get(dog.status, ())
    if held:  # the dog control officer holds it: redeemed online first of all (R28)
        actions = ("redeem", *actions)
    if renewal_open or latest is None:  # one renewal at a time; none without a license
        actions = tuple(a for a in actions if a != "renewal")
    early = None
    if latest is not None and "renewal" in actions:
        early = early_renewal(latest.expires_on, today, latest.rabies_expires_on, town)
    if early is not None:  # not a task yet: offered after the rest
        actions = (*(a for a in actions if a != "renewal"), "renewal")
    return DogLine(
        name=dog.name,
        tag_number=dog.tag_number or "",
        status=dog.status,
        status_since=dog.status_since,
        license_expires_on=latest.expires_on if latest else None,
        actions=actions,
        stolen=stolen and dog.status == "lost",
        early=early,
    )


def given_line(dog: Dog, day: date | None) -> DogLine:
    """A dog given to a new owner in the Town (R18): gone, with nothing to renew or report."""
    return DogLine(dog.name, dog.tag_number or "", GIVEN, day, None, ())


async def dogs_and_requests(
    session: AsyncSession, resident_id: int, town: TownProfile, today: date
) -> DogsAndRequests:
    """Everything the resident's page shows, in a few queries whatever the number of requests."""
    dogs = [d for d in await dogs_of(session, resident_id) if d.tag_number]
    records = list(await records_of(session, resident_id))
    renewing = {r.dog_id for r in records if r.kind == "renewal" and r.status in OPEN and r.dog_id}
    held = await held_dogs(session, resident_id)
    stolen = stolen_dog_ids(records)
    lines = [
        dog_line(
            d, town, today, renewal_open=d.id in renewing, held=d.id in held, stolen=d.id in stolen
        )
        for d in dogs
    ]
    given = await given_away(session, resident_id)
    lines += [given_line(dog, day) for dog, day in given]
    requests = await _request_lines(session, records, [*dogs, *(dog for dog, _ in given)])
    return DogsAndRequests(lines, requests, await court_dates(session, records, town.tz))


async def _request_lines(
    session: AsyncSession, records: Sequence[Record], owned: Sequence[Dog]
) -> list[RequestLine]:
    ids = [r.id for r in records]
    if not ids:
        return []
    known = {d.id: d for d in owned}
    others = {r.dog_id for r in records if r.dog_id and r.dog_id not in known}
    if others:  # a dog given to a new owner since: its name is still the request's
        known |= {d.id: d for d in await session.scalars(select(Dog).where(Dog.id.in_(others)))}
    paid_query = (
        select(
            Payment.record_id, func.sum(func.coalesce(Payment.received_cents, Payment.amount_cents))
        )
        .where(Payment.record_id.in_(ids), Payment.paid_at.is_not(None))
        .group_by(Payment.record_id)
    )
    refund_query = (
        select(Payment.record_id, func.sum(Refund.amount_cents))
        .join(Refund, Refund.payment_id == Payment.id)
        .where(Payment.record_id.in_(ids), Refund.status.not_in(REFUND_GONE))
        .group_by(Payment.record_id)
    )
    paid = {record_id: int(total or 0) for record_id, total in await session.execute(paid_query)}
    refunded = {
        record_id: int(total or 0) for record_id, total in await session.execute(refund_query)
    }
    licensed = set(
        await session.scalars(select(License.record_id).where(License.record_id.in_(ids)))
    )
    lines = []
    for record in records:
        dog = known.get(record.dog_id) if record.dog_id else None
        # A license of a dog given on since prints nothing: the new owner's license is current.
        gone = dog is not None and (dog.owner_id != record.resident_id or dog.status == GIVEN)
        chosen = record.answers.get(DOG_KEY.get(record.kind, ""))
        lines.append(
            RequestLine(
                record=record,
                dog_name=dog.name if dog else str(record.answers.get("dog_name") or ""),
                tag_number=(dog.tag_number or "") if dog else "",
                all_dogs=dog is None and chosen == ALL_DOGS,
                paid_cents=paid.get(record.id, 0),
                refunded_cents=refunded.get(record.id, 0),
                licence=record.id in licensed and not gone,
                ended_on=dog.status_since if dog is not None and dog.status in ENDED else None,
                ended=dog is not None and dog.status in ENDED,
            )
        )
    return lines


async def licence_of(
    session: AsyncSession, resident_id: int, reference: str
) -> tuple[License, Dog, Resident] | None:
    """The license a resident's own request issued, to print; None for anyone else's, and for a
    dog given to a new owner since (R18: theirs is the license now)."""
    row = (
        await session.execute(
            select(License, Dog, Resident)
            .join(Record, Record.id == License.record_id)
            .join(Dog, Dog.id == License.dog_id)
            .join(Resident, Resident.id == License.owner_id)
            .where(Record.reference == reference, Record.resident_id == resident_id)
            .where(Dog.owner_id == resident_id, Dog.status != GIVEN)
        )
    ).first()
    return (row[0], row[1], row[2]) if row else None
