"""Appearance tickets as officers enter them: one-time answer codes, CSV import, prior violations.

Prior violations (R27) are the person's other tickets admitted or found guilty: "the same
person" is the same normalised name and address, or the same dog tag when both tickets carry
one. A name alone is too common to count against someone; an address alone is a household.
"""

from __future__ import annotations

import csv
import io
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, time

from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.answers.parsers import normal_tag
from doglicense.flows.ticket import CODE_LENGTH, normal_ticket_number
from doglicense.law import TownProfile, penalty_tier
from doglicense.office.staff.hashes import password_hasher
from doglicense.storage.office_models import Ticket

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I: read off paper
COUNTED = ("admitted", "found_guilty")  # dispositions that count toward the next tier
CSV_COLUMNS = (
    "number",
    "person_name",
    "person_address",
    "tag_number",
    "section",
    "violation_date",
    "violation_time",
    "return_date",
    "return_time",
    "court",
)
_hasher = password_hasher()
_STREET_WORDS = {
    "street": "st",
    "avenue": "ave",
    "road": "rd",
    "drive": "dr",
    "lane": "ln",
    "court": "ct",
    "place": "pl",
    "boulevard": "blvd",
    "route": "rte",
    "north": "n",
    "south": "s",
    "east": "e",
    "west": "w",
}


def charges(town: TownProfile) -> tuple[tuple[str, str], ...]:
    """The usual charges: the rules of §69-9 [69-10], R23; any AML Article 7 section is typed."""
    del town  # the same in every town under Chapter 69; kept for a profile that adds more
    return (
        ("69-9A", "§69-9A leash"),
        ("69-9B", "§69-9B prohibited places"),
        ("69-9C", "§69-9C damage or waste"),
        ("69-9D", "§69-9D barking"),
        ("69-9E", "§69-9E unsanitary premises"),
    )


def normal_section(text: str) -> str | None:
    """ "69-9A", "§ 69-9(a)" -> "69-9A"; "AML 118" -> "AML 118"; None when it is neither."""
    compact = re.sub(r"[\s§()]+", "", text).upper()
    if found := re.fullmatch(r"69-9([A-E])", compact):
        return f"69-9{found.group(1)}"
    if found := re.fullmatch(
        r"(?:AML|AGM|AGRICULTUREANDMARKETSLAW)(1[01]\d|12[0-4])(\S*)", compact
    ):
        return f"AML {found.group(1)}{found.group(2)}"
    return None


def new_answer_code() -> str:
    """A one-time code printed on the ticket; only its argon2 hash is kept."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def code_matches(ticket: Ticket, code: str) -> bool:
    try:
        return _hasher.verify(ticket.answer_code_hash, code)
    except (VerificationError, InvalidHashError):
        return False


def shown_code(code: str) -> str:
    """As printed: "ABCD-EFGH"."""
    return f"{code[:4]}-{code[4:]}"


class TicketRefused(ValueError):
    """The officer's entry can't be taken; `reason` names the console's notice."""

    def __init__(self, reason: str, row: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.row = row


@dataclass(frozen=True)
class TicketEntry:
    """A ticket as the officer writes it, checked."""

    number: str
    person_name: str
    person_address: str
    tag_number: str | None
    section: str
    violation_at: datetime
    return_at: datetime
    court: str


@dataclass(frozen=True)
class Issued:
    """A ticket entered, and its answer code: shown to the officer this once."""

    ticket: Ticket
    code: str

    @property
    def printed_code(self) -> str:
        return shown_code(self.code)


def _moment(day: str, clock: str, town: TownProfile, reason: str) -> datetime:
    try:
        return datetime.combine(
            date.fromisoformat(day.strip()), time.fromisoformat(clock.strip()), town.tz
        )
    except ValueError as error:
        raise TicketRefused(reason) from error


def entry_of(fields: dict[str, str], town: TownProfile) -> TicketEntry:
    """Check one ticket's fields (the form's or a CSV row's); TicketRefused says what is wrong."""
    number = normal_ticket_number(fields.get("number", ""))
    name = " ".join(fields.get("person_name", "").split())
    address = " ".join(fields.get("person_address", "").split())
    tag = re.sub(r"\D", "", fields.get("tag_number", ""))
    section = normal_section(fields.get("section", ""))
    court = " ".join(fields.get("court", "").split()) or town.court_name
    if number is None:
        raise TicketRefused("ticket_number")
    if not name or not address or len(name) > 200 or len(address) > 400:
        raise TicketRefused("ticket_person")
    if section is None:
        raise TicketRefused("ticket_section")
    violation_at = _moment(
        fields.get("violation_date", ""), fields.get("violation_time", ""), town, "ticket_when"
    )
    return_at = _moment(
        fields.get("return_date", ""), fields.get("return_time", ""), town, "ticket_return"
    )
    if return_at <= violation_at:
        raise TicketRefused("ticket_return")
    return TicketEntry(
        number,
        name,
        address,
        normal_tag(tag) if tag else None,
        section,
        violation_at,
        return_at,
        court[:200],
    )


def _ticket(entry: TicketEntry, code: str, issued_by: int | None, now: datetime) -> Ticket:
    return Ticket(
        number=entry.number,
        answer_code_hash=_hasher.hash(code),
        person_name=entry.person_name,
        person_address=entry.person_address,
        tag_number=entry.tag_number,
        section=entry.section,
        violation_at=entry.violation_at,
        return_at=entry.return_at,
        court=entry.court,
        status="issued",
        issued_by=issued_by,
        created_at=now,
    )


async def issue_tickets(
    session: AsyncSession, entries: Sequence[TicketEntry], *, issued_by: int | None, now: datetime
) -> list[Issued]:
    """Enter tickets, all or none, each with a fresh code; commits. A number used twice refuses."""
    numbers = [e.number for e in entries]
    if len(set(numbers)) != len(numbers):
        raise TicketRefused("ticket_duplicate")
    taken = await session.scalar(select(Ticket.number).where(Ticket.number.in_(numbers)))
    if taken is not None:
        raise TicketRefused("ticket_duplicate")
    issued = []
    for entry in entries:
        code = new_answer_code()
        ticket = _ticket(entry, code, issued_by, now)
        session.add(ticket)
        issued.append(Issued(ticket, code))
    try:
        await session.commit()
    except IntegrityError as error:  # entered meanwhile by another officer
        await session.rollback()
        raise TicketRefused("ticket_duplicate") from error
    return issued


def entries_of_csv(text: str, town: TownProfile) -> list[TicketEntry]:
    """Every row of an officer's CSV (the form's columns, a header line first), checked."""
    reader = csv.DictReader(io.StringIO(text.lstrip("\ufeff")))
    if reader.fieldnames is None or not set(CSV_COLUMNS) - {"tag_number", "court"} <= {
        name.strip() for name in reader.fieldnames
    }:
        raise TicketRefused("csv_columns")
    entries = []
    for row_number, row in enumerate(reader, start=2):
        fields = {(k or "").strip(): (v or "") for k, v in row.items() if isinstance(v, str)}
        try:
            entries.append(entry_of(fields, town))
        except TicketRefused as refused:
            raise TicketRefused(refused.reason, row_number) from refused
    if not entries:
        raise TicketRefused("csv_empty")
    return entries


def _words(text: str) -> str:
    words = re.sub(r"[^a-z0-9 ]+", " ", text.lower()).split()
    return " ".join(_STREET_WORDS.get(word, word) for word in words)


def same_person(one: Ticket, other: Ticket) -> bool:
    """The same person for R27: name and address alike once normalised, or the same tag."""
    if one.tag_number and other.tag_number and one.tag_number == other.tag_number:
        return True
    return _words(one.person_name) == _words(other.person_name) and _words(
        one.person_address
    ) == _words(other.person_address)


async def prior_violation_dates(
    session: AsyncSession, ticket: Ticket, town: TownProfile
) -> list[date]:
    """The dates of the person's other violations admitted or found guilty. R27"""
    others = await session.scalars(
        select(Ticket).where(Ticket.id != ticket.id, Ticket.disposition.in_(COUNTED))
    )
    return [o.violation_at.astimezone(town.tz).date() for o in others if same_person(ticket, o)]


async def tier_of(session: AsyncSession, ticket: Ticket, town: TownProfile) -> int:
    """1, 2 or 3, from the priors in the 5 years before this violation. [69-18], R27"""
    violation_date = ticket.violation_at.astimezone(town.tz).date()
    priors = await prior_violation_dates(session, ticket, town)
    return penalty_tier(violation_date, priors, town)


async def ticket_by_number(session: AsyncSession, number: str) -> Ticket | None:
    return await session.scalar(select(Ticket).where(Ticket.number == number))


async def recent_tickets(session: AsyncSession, limit: int = 50) -> Sequence[Ticket]:
    return (
        await session.scalars(select(Ticket).order_by(Ticket.created_at.desc()).limit(limit))
    ).all()
