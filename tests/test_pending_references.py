"""A record's reference before its number is known fits its column on PostgreSQL whatever the
clock says: a seizure recorded at a moment with microseconds once failed there (a 33-character
'pending-seizure-1796281137.141501' in a 32-character column), where SQLite let it pass."""

from __future__ import annotations

import re
from datetime import UTC, datetime

from doglicense.runtime import Services
from doglicense.storage.models import Record, pending_reference
from tests.conftest import FakeClock
from tests.test_seizure_collect_day import seizure_record
from tests.test_seizure_online import _seized_today


async def test_a_seizure_recorded_at_any_moment_gets_its_reference(
    services: Services, clock: FakeClock
) -> None:
    clock.current = datetime(2026, 12, 3, 6, 58, 57, 141501, tzinfo=UTC)
    seizure_id = await _seized_today(services)
    record = await seizure_record(services, seizure_id)
    assert re.fullmatch(r"SZ-2612-\d{5}", record.reference), record.reference


def test_a_pending_reference_fits_the_column_and_is_never_the_same_twice() -> None:
    column = Record.__table__.c.reference.type.length  # type: ignore[attr-defined]
    made = {pending_reference() for _ in range(1000)}
    assert len(made) == 1000
    assert max(len(reference) for reference in made) <= column
