"""A change of owner in the Town (R15, R18): the invitation the old owner hands on, its code, and
the dog the new owner's license takes over with its tag.

The old owner's report is the transfer record: it names the dog and the owner of record, so the
new owner gives nothing but the code (decision 0033). The code is an HMAC of that record under
SESSION_SECRET: nothing to store, and void once the dog has changed hands.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from doglicense.flows.answers.parsers import normal_tag
from doglicense.flows.reports import GIVEN_AWAY
from doglicense.storage.models import Dog, Record, Resident
from doglicense.storage.repositories import dog_by_tag

GIVEN = GIVEN_AWAY  # the dog's status from the old owner's report to the new owner's license
INVITED = "transfer_invited"  # the report's flag: a new owner in the Town was invited
TAKES_OVER = "transfer"  # the new owner's license record's flag: it continues the dog's tag
TRANSFER_PREFIX = "transfer-"  # a Telegram deep link's start parameter
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I: read off paper
CODE_CHARS = 10  # 50 bits: not guessed online
TYPED_CODE = re.compile(r"(\d{1,6})[^A-Z0-9]*([A-Z2-9]{5})[^A-Z0-9]*([A-Z2-9]{5})")


@dataclass(frozen=True)
class Invitation:
    """An open transfer: the old owner's report and the dog it gives on."""

    report: Record
    dog: Dog


def code_for(secret: str, *, record_id: int, dog_id: int, owner_id: int, tag: str) -> str:
    """The printed code, "000001-ABCDE-FGHJK": the dog's tag, then the record's signature."""
    message = f"transfer-code:{record_id}:{dog_id}:{owner_id}".encode()
    number = int.from_bytes(hmac.new(secret.encode(), message, hashlib.sha256).digest()[:8])
    letters = []
    for _ in range(CODE_CHARS):
        number, index = divmod(number, len(CODE_ALPHABET))
        letters.append(CODE_ALPHABET[index])
    return f"{tag}-{''.join(letters[:5])}-{''.join(letters[5:])}"


def code_of(record: Record, secret: str) -> str | None:
    """The code of an in-town transfer report; None for any other record."""
    facts = invitation_facts(record)
    return None if facts is None else code_for(secret, **facts)


def invitation_facts(record: Record) -> dict[str, Any] | None:
    """What the code is made of, kept in an e-mail's context so the sender can write it."""
    if record.kind != "ownership" or INVITED not in record.flags:
        return None
    if record.dog_id is None or record.resident_id is None:
        return None
    return {
        "record_id": record.id,
        "dog_id": record.dog_id,
        "owner_id": record.resident_id,
        "tag": str(record.answers["transfer_dog"]),
    }


def typed_code(text: str) -> str | None:
    """A code as typed ("000001 abcde fghjk", "1-ABCDE-FGHJK"), as printed; None if it isn't one."""
    found = TYPED_CODE.fullmatch(text.strip().upper())
    if found is None:
        return None
    return f"{normal_tag(found[1])}-{found[2]}-{found[3]}"


async def _open_report(session: AsyncSession, dog: Dog) -> Record | None:
    """The owner of record's latest in-town transfer report of the dog, while it is given on."""
    if dog.status != GIVEN or dog.owner_id is None:
        return None
    reports = await session.scalars(
        select(Record)
        .where(Record.kind == "ownership", Record.dog_id == dog.id)
        .where(Record.resident_id == dog.owner_id)
        .order_by(Record.id.desc())
    )
    return next((r for r in reports if INVITED in r.flags), None)


async def invitation_by_code(
    session: AsyncSession, text: str, secret: str, *, new_owner: Resident
) -> Invitation | None:
    """The open transfer a typed code names; None for a wrong, used or one's own code."""
    code = typed_code(text)
    if code is None:
        return None
    dog = await dog_by_tag(session, code.split("-")[0])
    if dog is None or dog.owner_id == new_owner.id:
        return None
    report = await _open_report(session, dog)
    expected = code_of(report, secret) if report is not None else None
    if report is None or expected is None or not hmac.compare_digest(code, expected):
        return None
    return Invitation(report, dog)


def _signature(secret: str, dog_id: int, owner_id: int) -> str:
    mac = hmac.new(secret.encode(), f"transfer:{dog_id}:{owner_id}".encode(), hashlib.sha256)
    return base64.urlsafe_b64encode(mac.digest()[:16]).decode().rstrip("=")


def invite_token(record: Record, secret: str) -> str | None:
    """The Telegram deep link's token (decision 0006): the dog, signed for its owner of record."""
    facts = invitation_facts(record)
    if facts is None:
        return None
    return f"{facts['dog_id']}-{_signature(secret, facts['dog_id'], facts['owner_id'])}"


async def invitation_by_token(
    session: AsyncSession, token: str, secret: str, *, new_owner: Resident
) -> Invitation | None:
    """The open transfer a deep link names, when its signature holds for the owner of record."""
    dog_id, _, signature = token.partition("-")
    if not dog_id.isdigit():
        return None
    dog = await session.get(Dog, int(dog_id))
    if dog is None or dog.owner_id in (None, new_owner.id):
        return None
    assert dog.owner_id is not None
    if not hmac.compare_digest(signature, _signature(secret, dog.id, dog.owner_id)):
        return None
    report = await _open_report(session, dog)
    return None if report is None else Invitation(report, dog)


def prefill(invitation: Invitation) -> dict[str, Any]:
    """What the new owner's license flow starts with: the dog's facts, its kept tag (R15) and
    the report it continues. The owner's questions (name, address, phone) are the new owner's."""
    dog = invitation.dog
    facts: dict[str, Any] = {
        "transfer_tag": dog.tag_number,
        "transfer_from": invitation.report.reference,
        "dog_name": dog.name,
        "dog_breed": dog.breed,
        "dog_colour": dog.colour,
        "dog_sex": dog.sex,
    }
    if dog.birth_date is not None:
        facts["dog_birth"] = {"date": dog.birth_date.isoformat(), "estimated": False}
    return facts


async def given_away(session: AsyncSession, resident_id: int) -> list[tuple[Dog, date | None]]:
    """The dogs this resident gave to a new owner in the Town who has licensed them since, each
    with the day it changed hands: shown to the old owner as gone, with nothing to do."""
    rows = await session.execute(
        select(Record, Dog)
        .join(Dog, Dog.id == Record.dog_id)
        .where(Record.resident_id == resident_id, Record.kind == "ownership")
        .where(Dog.owner_id != resident_id)
        .options(selectinload(Dog.licenses))
        .order_by(Record.id)
    )
    seen: dict[int, tuple[Dog, date | None]] = {}
    for report, dog in rows:
        if INVITED in report.flags and dog.tag_number:
            seen[dog.id] = (dog, report.event_date)
    return list(seen.values())


async def linked_records(session: AsyncSession, record: Record) -> list[Record]:
    """For the clerk, each side of a change of owner in the Town: the report a new owner's
    license continues, or the licenses that continue a report."""
    if record.kind == "license" and record.answers.get("transfer_from"):
        found = await session.scalars(
            select(Record).where(Record.reference == str(record.answers["transfer_from"]))
        )
        return list(found)
    if record.kind == "ownership" and INVITED in record.flags and record.dog_id is not None:
        found = await session.scalars(
            select(Record)
            .where(Record.kind == "license", Record.dog_id == record.dog_id)
            .order_by(Record.id)
        )
        return [r for r in found if r.answers.get("transfer_from") == record.reference]
    return []
