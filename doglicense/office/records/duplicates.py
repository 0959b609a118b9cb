"""A resident's second request for the same dog, named a likely duplicate for the clerk.

The same resident, the same kind, the same dog (its name folded as the console's search folds
it, or the tag a renewal names), sent earlier and not rejected or withdrawn.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.office.documents.machine_checks import Duplicate
from doglicense.office.lifecycle import Status
from doglicense.storage.folding import fold
from doglicense.storage.models import Record

STANDING_ASIDE = (Status.REJECTED, Status.WITHDRAWN)
KINDS = ("license", "renewal")


def same_dog(one: Record, other: Record) -> bool:
    """Two requests of one resident for the same dog, by its name or the tag renewed."""
    if one.resident_id != other.resident_id or one.kind != other.kind:
        return False
    if one.kind == "renewal":
        return bool(one.answers.get("renew_dog")) and (
            one.answers.get("renew_dog") == other.answers.get("renew_dog")
        )
    name = fold(str(one.answers.get("dog_name") or ""))
    return bool(name) and name == fold(str(other.answers.get("dog_name") or ""))


async def likely_duplicates(
    session: AsyncSession, records: Sequence[Record]
) -> dict[int, list[Duplicate]]:
    """For each license or renewal among `records`, the same resident's earlier requests for the
    same dog still standing, by record id."""
    records = [r for r in records if r.kind in KINDS and r.resident_id]
    if not records:
        return {}
    others = (
        await session.scalars(
            select(Record)
            .where(
                Record.resident_id.in_({r.resident_id for r in records}),
                Record.kind.in_(KINDS),
                Record.status.not_in(STANDING_ASIDE),
            )
            .order_by(Record.id)
        )
    ).all()
    found: dict[int, list[Duplicate]] = defaultdict(list)
    for record in records:
        for other in others:
            if other.id < record.id and same_dog(record, other):
                found[record.id].append(Duplicate(other.id, other.reference, other.status))
    return found
