"""Lost meets found: the open lost reports a found dog may be (and the found reports a lost dog
may be), best first; the officer confirms a pair or sets it aside (issue 17, item 4).

A found dog reported by its tag matches the lost report of the dog on that tag, and nothing else.
Without a tag, the finder's breed, colour and sex are set beside the lost dog's register entry,
loosely (words in common, "lab" meets "Labrador"), and the place it was found beside where the
lost dog was last seen and its owner's address. A sex that differs rules a pair out. The officer
decides; nobody is told on a guess.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import flag_modified
from sqlalchemy.orm.exc import StaleDataError

from doglicense.law import TownProfile
from doglicense.office.lifecycle import QUEUED, Action, move
from doglicense.office.outbox import notify
from doglicense.office.reports.dog_likeness import found_facts, lost_facts, score
from doglicense.office.staff.staff import Role, SignedIn, require
from doglicense.storage.models import Dog, Record, Resident

MATCHED, NOT_THIS = "matched:", "not_match:"  # record flags, followed by the other record's id


class MatchRefused(Exception):
    """The pair is no longer open, no longer a candidate, or was decided meanwhile."""


@dataclass(frozen=True)
class Pair:
    """A found report beside an open lost report, with how well they fit."""

    found: Record
    lost: Record
    dog: Dog | None
    owner: Resident | None
    points: int

    @property
    def photo_id(self) -> int | None:
        """The lost report's photo, when the owner sent one."""
        described = self.lost.answers.get("lost_description")
        return described.get("document_id") if isinstance(described, dict) else None

    @property
    def lost_words(self) -> str:
        described = self.lost.answers.get("lost_description")
        return described if isinstance(described, str) and described != "skip" else ""


def _linked(record: Record, prefix: str) -> set[int]:
    return {int(f.removeprefix(prefix)) for f in record.flags if f.startswith(prefix)}


def matched_with(record: Record) -> int | None:
    """The other record of a confirmed match, if any."""
    return next(iter(_linked(record, MATCHED)), None)


def _fits(found: Record, lost: Record, dog: Dog | None, owner: Resident | None) -> int | None:
    if lost.id in _linked(found, NOT_THIS) or matched_with(found) or matched_with(lost):
        return None
    return score(found_facts(found.answers), lost_facts(lost, dog, owner))


async def _open_lost(session: AsyncSession) -> list[tuple[Record, Dog | None, Resident | None]]:
    rows = await session.execute(
        select(Record, Dog, Resident)
        .outerjoin(Dog, Dog.id == Record.dog_id)
        .outerjoin(Resident, Resident.id == Dog.owner_id)
        .where(Record.kind == "lost", Record.status.in_(QUEUED))
        .order_by(Record.submitted_at, Record.id)
    )
    return [(lost, dog, owner) for lost, dog, owner in rows.all()]


def _best_first(pairs: list[Pair]) -> list[Pair]:
    return sorted(pairs, key=lambda pair: -pair.points)  # stable: oldest first among equals


async def lost_for_found(session: AsyncSession, found: Record) -> list[Pair]:
    """The open lost reports that may be this found dog, best first."""
    if found.kind != "found" or found.status not in QUEUED:
        return []
    pairs = []
    for lost, dog, owner in await _open_lost(session):
        points = _fits(found, lost, dog, owner)
        if points is not None:
            pairs.append(Pair(found, lost, dog, owner, points))
    return _best_first(pairs)


async def found_for_lost(session: AsyncSession, lost: Record) -> list[Pair]:
    """The open found reports that may be this lost dog, best first."""
    if lost.kind != "lost" or lost.status not in QUEUED:
        return []
    dog = await session.get(Dog, lost.dog_id) if lost.dog_id else None
    owner = await session.get(Resident, dog.owner_id) if dog and dog.owner_id else None
    rows = await session.scalars(
        select(Record)
        .where(Record.kind == "found", Record.status.in_(QUEUED))
        .order_by(Record.submitted_at, Record.id)
    )
    pairs = []
    for found in rows:
        points = _fits(found, lost, dog, owner)
        if points is not None:
            pairs.append(Pair(found, lost, dog, owner, points))
    return _best_first(pairs)


async def with_possible_matches(session: AsyncSession, records: list[Record]) -> set[int]:
    """Which of these found or lost reports have an open report that may be the same dog:
    flagged in the queue list, so a match is not left for someone to open the record."""
    if not any(r.kind in ("found", "lost") and r.status in QUEUED for r in records):
        return set()
    lost = await _open_lost(session)
    found = (
        await session.scalars(
            select(Record).where(Record.kind == "found", Record.status.in_(QUEUED))
        )
    ).all()
    flagged = set()
    for one in found:
        for other, dog, owner in lost:
            if _fits(one, other, dog, owner) is not None:
                flagged |= {one.id, other.id}
    return flagged


async def _pair(session: AsyncSession, found_id: int, lost_id: int) -> Pair:
    found, lost = await session.get(Record, found_id), await session.get(Record, lost_id)
    if found is None or lost is None or found.kind != "found" or lost.kind != "lost":
        raise MatchRefused("not_found")
    for pair in await lost_for_found(session, found):
        if pair.lost.id == lost.id:
            return pair
    raise MatchRefused("no_match")


async def _commit(session: AsyncSession, *records: Record) -> None:
    for record in records:
        flag_modified(record, "flags")
    try:
        await session.commit()
    except StaleDataError as late:  # another officer decided the pair meanwhile
        await session.rollback()
        raise MatchRefused("decided") from late


def _finder_reachable(finder: Resident | None, found: Record) -> bool:
    """The finder hears back in chat, or by e-mail from the web; a phone is for the officers."""
    if finder is None:
        return False
    return finder.preferred_channel != "web" or bool(finder.email)


async def confirm(
    session: AsyncSession,
    found_id: int,
    lost_id: int,
    *,
    person: SignedIn,
    town: TownProfile,
    now: datetime,
) -> Pair:
    """ "This is the dog": the found report takes the lost dog, the owner is told the Town has a
    found report that matches (the finder never named) and may write to the finder through the
    relay; the finder is told the owner is found. Commits. The lost report is closed as ever."""
    require(person, Role.OFFICER, Role.CLERK)
    pair = await _pair(session, found_id, lost_id)
    found, lost, dog = pair.found, pair.lost, pair.dog
    found.flags = [*found.flags, f"{MATCHED}{lost.id}"]
    lost.flags = [*lost.flags, f"{MATCHED}{found.id}"]
    if found.dog_id is None and dog is not None:
        found.dog_id = dog.id  # the relay's owner is now the lost dog's owner of record
    move(session, found, Action.CONFIRM_MATCH, actor=person.actor, at=now, note=lost.reference)
    move(session, lost, Action.CONFIRM_MATCH, actor=person.actor, at=now, note=found.reference)
    finder = await session.get(Resident, found.resident_id) if found.resident_id else None
    relay = found.reference if _finder_reachable(finder, found) else None
    owner = await session.get(Resident, lost.resident_id) if lost.resident_id else None
    facts = {
        "lost_reference": lost.reference,
        "reference": found.reference,
        "dog": dog.name if dog else None,
        "tag": dog.tag_number if dog else None,
    }
    if owner is not None:
        notify(
            session,
            owner,
            "found_matched",
            {**facts, "reply_to": relay, "share_offer": relay is not None},
            key=f"found_matched:{found.id}:{lost.id}",
            at=now,
        )
    if finder is not None and relay is not None and owner is not None:
        notify(
            session,
            finder,
            "found_owner_found",
            {**facts, "reply_to": relay, "share_offer": relay is not None},
            key=f"found_owner_found:{found.id}:{lost.id}",
            at=now,
        )
    await _commit(session, found, lost)
    return pair


async def dismiss(
    session: AsyncSession, found_id: int, lost_id: int, *, person: SignedIn, now: datetime
) -> None:
    """ "Not this one": the pair is set aside for good, audited on the found report. Commits."""
    require(person, Role.OFFICER, Role.CLERK)
    pair = await _pair(session, found_id, lost_id)
    pair.found.flags = [*pair.found.flags, f"{NOT_THIS}{pair.lost.id}"]
    move(
        session,
        pair.found,
        Action.NOT_A_MATCH,
        actor=person.actor,
        at=now,
        note=pair.lost.reference,
    )
    await _commit(session, pair.found)
