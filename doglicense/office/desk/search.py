"""The console's one search: every record and every dog, decided or not, best match first.

A search is folded (storage/folding.py) and split into words; a record or dog is found when each
word is somewhere in its folded text (with its resident's name, e-mail and phone), and ranked by
how well the words match: a whole reference or tag, then whole words, then starts of words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import ColumnElement, and_, case, func, literal, select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.answers.parsers import looks_like_tag, normal_tag
from doglicense.office.desk.claims import QUEUE_OF_ROLE
from doglicense.office.lifecycle import Status
from doglicense.office.staff.staff import Role, SignedIn
from doglicense.storage.folding import PHONE_LIKE, fold
from doglicense.storage.models import AuditEntry, Dog, Record, Resident
from doglicense.storage.sign_in_models import Staff

LIMIT = 50
DECIDED = (
    Status.APPROVED,
    Status.REJECTED,
    Status.CLOSED,
    Status.WITHDRAWN,
    Status.REDEEMED,
    Status.FORFEITED,
    Status.ADOPTED,
)


@dataclass(frozen=True)
class Decider:
    """Who decided a record, and when: a staff member's name, else the actor ("system:daily")."""

    actor: str
    name: str | None
    at: datetime


@dataclass(frozen=True)
class FoundRecord:
    record: Record
    owner: str
    dog: str
    decided_by: Decider | None


@dataclass(frozen=True)
class FoundDog:
    dog: Dog
    owner: Resident | None


@dataclass(frozen=True)
class Found:
    records: list[FoundRecord]
    dogs: list[FoundDog]


def search_words(typed: str) -> list[str]:
    """The typed search as folded words; a tag number typed as read ("#1") in its printed form."""
    tag = normal_tag(typed)
    if looks_like_tag(tag):
        return [tag]
    folded = fold(typed)
    if PHONE_LIKE.fullmatch(folded):  # a phone number, however written: its digits
        return ["".join(c for c in folded if c.isdigit())]
    return folded.split()[:8]  # more words than a name and a dog add nothing


def _escaped(word: str) -> str:
    return word.replace("/", "//").replace("%", "/%").replace("_", "/_")


def _score(
    text: ColumnElement[str], words: Sequence[str]
) -> tuple[ColumnElement[bool], ColumnElement[int]]:
    """Every word somewhere in `text` (the filter), and its rank: a whole word 3, a word's start
    2, inside a word 1, summed over the words."""
    spaced = literal(" ") + text + literal(" ")
    found: list[ColumnElement[bool]] = []
    rank: list[ColumnElement[int]] = []
    for word in words:
        w = _escaped(word)
        found.append(text.like(f"%{w}%", escape="/"))
        rank.append(
            case(
                (spaced.like(f"% {w} %", escape="/"), 3),
                (spaced.like(f"% {w}%", escape="/"), 2),
                else_=1,
            )
        )
    total = rank[0]
    for more in rank[1:]:
        total = total + more
    return and_(*found), total


async def search(session: AsyncSession, person: SignedIn, typed: str) -> Found:
    """Records and dogs this person may see that match the search, best first, newest next."""
    words = search_words(typed)
    if not words:
        return Found([], [])
    return Found(await _records(session, person, words), await _dogs(session, person, words))


async def _records(session: AsyncSession, person: SignedIn, words: list[str]) -> list[FoundRecord]:
    text = Record.search_text + literal(" ") + func.coalesce(Resident.search_text, "")
    matches, rank = _score(text, words)
    exact = case((func.lower(Record.reference) == " ".join(words), 10), else_=0)
    query = (
        select(Record, Resident, Dog)
        .outerjoin(Resident, Resident.id == Record.resident_id)
        .outerjoin(Dog, Dog.id == Record.dog_id)
        .where(matches)
        .order_by((rank + exact).desc(), Record.created_at.desc(), Record.id.desc())
        .limit(LIMIT)
    )
    if person.role is not Role.CLERK:
        query = query.where(Record.queue == QUEUE_OF_ROLE[person.role])
    rows = (await session.execute(query)).all()
    deciders = await deciders_of(session, [record for record, _, _ in rows])
    return [
        FoundRecord(
            record=record,
            owner=owner_of(record, resident),
            dog=dog_of(record, dog),
            decided_by=deciders.get(record.id),
        )
        for record, resident, dog in rows
    ]


async def _dogs(session: AsyncSession, person: SignedIn, words: list[str]) -> list[FoundDog]:
    if person.role is Role.COURT:  # the court works from its answers, not the register
        return []
    query = select(Dog, Resident).outerjoin(Resident, Resident.id == Dog.owner_id).limit(LIMIT)
    if len(words) == 1 and looks_like_tag(words[0]):  # a tag names one dog, by its index
        return [
            FoundDog(d, o)
            for d, o in await session.execute(query.where(Dog.tag_number == words[0]))
        ]
    text = Dog.search_text + literal(" ") + func.coalesce(Resident.search_text, "")
    matches, rank = _score(text, words)
    query = query.where(matches).order_by(rank.desc(), Dog.name, Dog.id)
    return [FoundDog(dog, owner) for dog, owner in (await session.execute(query)).all()]


def owner_of(record: Record, resident: Resident | None) -> str:
    """The owner as the record names them, else the resident behind it."""
    named = record.answers.get("owner_name") or (resident.full_name if resident else "")
    return str(named or "")


def dog_of(record: Record, dog: Dog | None) -> str:
    """The dog as the record names it, else the register's dog it is about."""
    return str(record.answers.get("dog_name") or (dog.name if dog else "") or "")


async def deciders_of(session: AsyncSession, records: Sequence[Record]) -> dict[int, Decider]:
    """Who moved each decided record to its decision, by record id (the latest such move)."""
    ids = [r.id for r in records if r.status in DECIDED]
    if not ids:
        return {}
    moves = await session.execute(
        select(AuditEntry.record_id, AuditEntry.actor, AuditEntry.at)
        .where(AuditEntry.record_id.in_(ids), AuditEntry.to_status.in_(list(DECIDED)))
        .order_by(AuditEntry.id)
    )
    last = {record_id: (actor, at) for record_id, actor, at in moves}
    staff_ids = {int(a.split(":")[1]) for a, _ in last.values() if a.startswith("staff:")}
    rows = await session.execute(select(Staff.id, Staff.full_name).where(Staff.id.in_(staff_ids)))
    names = {staff_id: name for staff_id, name in rows}
    found = {}
    for record_id, (actor, at) in last.items():
        kind, _, number = actor.partition(":")
        name = names.get(int(number)) if kind == "staff" and number.isdigit() else None
        found[record_id] = Decider(actor, name, at)
    return found
