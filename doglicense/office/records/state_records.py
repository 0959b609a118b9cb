"""Records for the State (R29): every license issued, and the surcharges owed per month."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import Dog, License, Resident

CSV_COLUMNS = (
    "tag_number",
    "issued_on",
    "expires_on",
    "dog_name",
    "breed",
    "colour",
    "sex",
    "spayed_neutered",
    "owner_name",
    "owner_address",
    "exempt_type",
    "town_share_cents",
    "state_surcharge_cents",
    "surcharge_paid_by_town_cents",
    "enumeration_cents",
)


async def licenses_issued(
    session: AsyncSession, first: date, last: date
) -> Sequence[tuple[License, Dog, Resident]]:
    """Licenses issued from `first` to `last`, both included, in the order issued."""
    rows = await session.execute(
        select(License, Dog, Resident)
        .join(Dog, Dog.id == License.dog_id)
        .join(Resident, Resident.id == License.owner_id)
        .where(License.issued_on >= first, License.issued_on <= last)
        .order_by(License.issued_on, License.id)
    )
    return [(licence, dog, owner) for licence, dog, owner in rows]


async def licenses_csv(session: AsyncSession, first: date, last: date) -> str:
    """The license register as CSV, as the State Commissioner may ask for it [69-16(A)]."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(CSV_COLUMNS)
    for licence, dog, owner in await licenses_issued(session, first, last):
        writer.writerow(
            [
                licence.tag_number,
                licence.issued_on.isoformat(),
                licence.expires_on.isoformat(),
                _cell(dog.name),
                _cell(dog.breed),
                _cell(dog.colour),
                dog.sex,
                "yes" if licence.spayed_neutered else "no",
                _cell(owner.full_name or ""),
                _cell(owner.address or ""),
                licence.exempt_type or "",
                licence.town_share_cents,
                licence.state_surcharge_cents,
                licence.surcharge_paid_by_town_cents,
                licence.enumeration_cents,
            ]
        )
    return out.getvalue()


def _cell(text: str) -> str:
    # A cell starting with = + - @ would run as a formula in a spreadsheet.
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


@dataclass(frozen=True)
class SurchargeLine:
    """Licenses of one surcharge amount in the month: how many, collected, paid by the town."""

    surcharge_cents: int
    licenses: int
    collected_cents: int
    paid_by_town_cents: int

    @property
    def total_cents(self) -> int:
        return self.collected_cents + self.paid_by_town_cents


@dataclass(frozen=True)
class SurchargeReport:
    """The month's surcharges to remit to the State, by amount per license."""

    first: date
    last: date
    lines: list[SurchargeLine]

    @property
    def licenses(self) -> int:
        return sum(line.licenses for line in self.lines)

    @property
    def collected_cents(self) -> int:
        return sum(line.collected_cents for line in self.lines)

    @property
    def paid_by_town_cents(self) -> int:
        return sum(line.paid_by_town_cents for line in self.lines)

    @property
    def total_cents(self) -> int:
        return self.collected_cents + self.paid_by_town_cents


def month_bounds(month: str) -> tuple[date, date]:
    """ "2026-03" -> March 1 and March 31, 2026; ValueError when it is not a month."""
    first = date.fromisoformat(month + "-01")
    following = (first.replace(day=28) + timedelta(days=4)).replace(day=1)
    return first, following - timedelta(days=1)


async def surcharge_report(session: AsyncSession, month: str) -> SurchargeReport:
    """The State's surcharges for the licenses of one month, exempt licenses included [AML 110]."""
    first, last = month_bounds(month)
    totals: dict[int, list[int]] = {}
    for licence, _dog, _owner in await licenses_issued(session, first, last):
        amount = licence.state_surcharge_cents + licence.surcharge_paid_by_town_cents
        line = totals.setdefault(amount, [0, 0, 0])
        line[0] += 1
        line[1] += licence.state_surcharge_cents
        line[2] += licence.surcharge_paid_by_town_cents
    lines = [SurchargeLine(amount, *totals[amount]) for amount in sorted(totals)]
    return SurchargeReport(first, last, lines)
