"""The owner of record's reports (R18-R22): deadlines, the dog's status, the finder's message."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.found import NO_TAG
from doglicense.law import TownProfile, days_late, is_in_town, replacement_tag_fee
from doglicense.office.lifecycle import QUEUED, Action, move
from doglicense.office.outbox import notify, queue_message
from doglicense.office.reports import transfers
from doglicense.office.reports.found_closing import close_with_lost
from doglicense.storage.models import Dog, Record, Resident
from doglicense.storage.repositories import dog_by_tag, dogs_of
from doglicense.storage.tags import DogOnTag, dog_on_tag

REPORT_KINDS = ("address", "ownership", "lost", "found", "death", "tag")
OFFICER_KINDS = ("lost", "found")  # animal control officers see these at once
DOG_KEY = {
    "address": "moved_dog",
    "ownership": "transfer_dog",
    "lost": "lost_dog",
    "death": "death_dog",
    "tag": "tag_dog",
}
EVENT_KEY = {
    "address": "move_date",
    "ownership": "transfer_date",
    "lost": "lost_date",
    "death": "death_date",
}
# What became of a lost or stolen dog when its report is closed, and the flag that says so
LOST_OUTCOME_FLAG = {
    "found_home": "lost_found_home",
    "still_missing": "lost_still_missing",
    "other": "lost_closed_other",
}
# Every status a dog on the register can have; the console names each in words.
DOG_STATUSES = ("active", "lost", "dead", "moved_away", "transferred", transfers.GIVEN)
ALL_DOGS = "all"


@dataclass(frozen=True)
class ReportFee:
    """What a report owes: nothing, or a replacement tag [69-14], R8."""

    replacement_tag_cents: int = 0

    @property
    def total_cents(self) -> int:
        return self.replacement_tag_cents

    def parts(self) -> dict[str, Any]:
        tag = {"replacement_tag_cents": self.replacement_tag_cents} if self.total_cents else {}
        return {**tag, "total_cents": self.total_cents}


def report_fee(kind: str, town: TownProfile) -> ReportFee:
    return ReportFee(replacement_tag_fee(town) if kind == "tag" else 0)


def _day(value: Any) -> date | None:
    return date.fromisoformat(value) if isinstance(value, str) and value else None


def _license_end(dog: Dog) -> date | None:
    latest = max(dog.licenses, key=lambda lic: lic.expires_on, default=None)
    return latest.expires_on if latest else None


def lateness(kind: str, event: date, dogs: list[Dog], today: date, town: TownProfile) -> int:
    """Days past the deadline; a death is due before or at renewal (R21), the rest in 10 days."""
    if kind == "death":
        ends = [end for end in map(_license_end, dogs) if end is not None]
        return max(0, (today - min(ends)).days) if ends else 0
    return days_late(event, today, town)


def moves_away(answers: dict[str, Any], town: TownProfile) -> bool:
    zip_code = answers.get("address_zip")
    if not isinstance(zip_code, str):
        return False
    return is_in_town(zip_code, town) is False or answers.get("address_in_town") is False


async def _reported_dogs(session: AsyncSession, kind: str, record: Record) -> list[Dog]:
    """The dogs a report is about, only ever the reporter's own (a found dog is read apart)."""
    if kind == "found":
        return []
    value = record.answers.get(DOG_KEY[kind])
    assert record.resident_id is not None
    if value == ALL_DOGS:
        return [d for d in await dogs_of(session, record.resident_id) if d.status == "active"]
    dog = await dog_by_tag(session, str(value))
    return [dog] if dog is not None and dog.owner_id == record.resident_id else []


def _new_status(kind: str, answers: dict[str, Any], town: TownProfile) -> tuple[str | None, str]:
    """The dog's new status and the record's flag, by what was reported."""
    if kind == "address":
        return ("moved_away", "moved_away") if moves_away(answers, town) else (None, "")
    if kind == "ownership":
        if answers.get("new_owner_in_town") is False:
            return "transferred", "transferred"
        return transfers.GIVEN, transfers.INVITED  # the tag goes on with the dog (R15)
    return {"lost": ("lost", ""), "death": ("dead", "")}.get(kind, (None, ""))


async def take(
    session: AsyncSession, record: Record, *, town: TownProfile, now: datetime, today: date
) -> None:
    """A report on submission: its queue, deadline and lateness (R22), the dogs' new status."""
    kind, answers = record.kind, record.answers
    record.queue = "officer" if kind in OFFICER_KINDS else "clerk"
    dogs = await _reported_dogs(session, kind, record)
    if len(dogs) == 1:
        record.dog_id = dogs[0].id
    # A finder's dog is only read, never changed: the tag look-up's one statement.
    found = None
    if kind == "found" and answers["found_tag"] != NO_TAG:
        found = await dog_on_tag(await session.connection(), answers["found_tag"])
        if found:
            record.dog_id = found.dog_id
    flags = list(record.flags)
    event = _day(answers.get(EVENT_KEY.get(kind, "")))
    if event is not None:
        record.event_date = event
        record.days_late = lateness(kind, event, dogs, today, town)
        if record.days_late:
            flags.append("late")
    status, flag = _new_status(kind, answers, town)
    if flag:
        flags.append(flag)
    for dog in dogs:
        if status:
            dog.status = status
            dog.status_since = event or today
    if kind == "found":
        flags.append(await _tell_owner(session, record, found, now=now))
    record.flags = flags
    if len(dogs) == 1 and transfers.INVITED in flags:
        _invite_by_email(session, record, dogs[0], now=now)


def _invite_by_email(session: AsyncSession, record: Record, dog: Dog, *, now: datetime) -> None:
    """The new owner's address, when the old owner gave it: the code and the web link, there."""
    to = record.answers.get("new_owner_email")
    facts = transfers.invitation_facts(record)
    if not isinstance(to, str) or "@" not in to or facts is None or record.resident_id is None:
        return
    queue_message(
        session,
        resident_id=record.resident_id,  # written in the old owner's language, to the new owner
        channel="email",
        template="transfer_invite",
        context={"to": to, "transfer": facts, "dog": dog.name, "tag": dog.tag_number},
        key=f"record:{record.id}:transfer_invite",
        at=now,
    )


async def _tell_owner(
    session: AsyncSession, record: Record, dog: DogOnTag | None, *, now: datetime
) -> str:
    """The finder's message goes to the owner of record; the finder learns nothing of the owner."""
    if record.answers.get("found_tag") == NO_TAG:
        return "no_tag"  # the officers look for the owner from the description
    owner = await session.get(Resident, dog.owner_id) if dog and dog.owner_id else None
    if (
        dog is None
        or owner is None
        or dog.status in ("dead", "transferred", "moved_away", transfers.GIVEN)
    ):
        return "tag_unknown"
    answers = record.answers
    way_back = answers.get("finder_contact")
    notify(
        session,
        owner,
        "found_dog",
        {
            "reference": record.reference,
            "dog": dog.name,
            "tag": dog.tag_number,
            "where": answers.get("found_where"),
            "message": answers.get("found_message"),
            "phone": None if way_back == "chat" else way_back,
            "reply_to": record.reference if way_back == "chat" else None,  # the relay
        },
        key=f"record:{record.id}:found_dog",
        at=now,
    )
    return "owner_told"


async def found_again(
    session: AsyncSession, resident: Resident, tag_number: str, *, now: datetime
) -> Dog | None:
    """A lost dog is home: its open lost report is closed and the dog is active again."""
    dog = await dog_by_tag(session, tag_number)
    if dog is None or dog.owner_id != resident.id or dog.status != "lost":
        return None
    home_again(dog, now.date())
    open_reports = await session.execute(
        select(Record).where(
            Record.kind == "lost", Record.dog_id == dog.id, Record.status.in_(list(QUEUED))
        )
    )
    for record in open_reports.scalars():
        move(session, record, Action.FOUND_HOME, actor=f"resident:{resident.id}", at=now)
        record.flags = [*record.flags, LOST_OUTCOME_FLAG["found_home"]]
        await close_with_lost(session, record, actor=f"resident:{resident.id}", at=now)
    return dog


def home_again(dog: Dog, day: date) -> None:
    """A lost dog is home: active again (a dog recorded dead or gone meanwhile stays so)."""
    if dog.status == "lost":
        dog.status = "active"
        dog.status_since = day
