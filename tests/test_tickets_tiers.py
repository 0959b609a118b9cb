"""The penalty tier of an admitted ticket (R27): the same person's priors in five years."""

from __future__ import annotations

from typing import Any

import pytest

from doglicense.office.tickets.tickets import tier_of
from doglicense.runtime import Services
from tests.botchat import talk, texts_of
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.ticketkit import enter_ticket, local, ticket_named

PRIORS = [  # (violation day of a prior, its disposition)
    ("2021-03-10 10:00", "admitted"),  # exactly five years before: counts
    ("2023-07-01 10:00", "found_guilty"),
    ("2025-11-20 10:00", "admitted"),
]
OLDER = ("2021-03-09 10:00", "admitted")  # a day more than five years before: never counts


@pytest.mark.parametrize(("priors", "tier"), [(0, 1), (1, 2), (2, 3), (3, 3)])
async def test_the_tier_counts_admitted_or_found_priors_in_five_years(
    services: Services, clock: FakeClock, priors: int, tier: int
) -> None:
    clock.set("2026-03-10 12:00")
    await enter_ticket(
        services, number="OLD", violation_at=local(services, OLDER[0]), disposition=OLDER[1]
    )
    for n, (when, disposition) in enumerate(PRIORS[:priors]):
        await enter_ticket(
            services,
            number=f"P-{n}",
            violation_at=local(services, when),
            name="JANE  smith" if n % 2 else "Jane Smith",
            address="4401 State Rte. 31, Clay" if n % 2 else "4401 state route 31 clay",
            disposition=disposition,
        )
    await enter_ticket(
        services,
        number="DENIED",
        violation_at=local(services, "2025-01-05 10:00"),
        disposition="denied",
    )
    await enter_ticket(
        services,
        number="OTHER",
        name="John Smith",
        violation_at=local(services, "2025-02-05 10:00"),
        disposition="admitted",
    )
    await enter_ticket(services, number="NOW", violation_at=local(services, "2026-03-10 09:00"))
    ticket = await ticket_named(services, "NOW")
    async with services.db.session() as session:
        assert await tier_of(session, ticket, services.town) == tier


async def test_a_prior_of_the_same_dog_counts_at_another_address(
    services: Services, clock: FakeClock
) -> None:
    clock.set("2026-03-10 12:00")
    await enter_ticket(
        services,
        number="P",
        address="1 Elm St",
        tag="000123",
        violation_at=local(services, "2025-06-01 10:00"),
        disposition="admitted",
    )
    await enter_ticket(
        services, number="NOW", tag="000123", violation_at=local(services, "2026-03-10 09:00")
    )
    ticket = await ticket_named(services, "NOW")
    async with services.db.session() as session:
        assert await tier_of(session, ticket, services.town) == 2


@pytest.mark.parametrize(
    ("priors", "shown"),
    [(0, "the penalty is $25.00"), (1, "the penalty is $50.00"), (2, "set by the Town Justice")],
)
async def test_the_resident_is_shown_the_penalty_of_their_tier(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, priors: int, shown: str
) -> None:
    clock.set("2026-03-10 12:00")
    for n, (when, disposition) in enumerate(PRIORS[1 : 1 + priors]):
        await enter_ticket(
            services, number=f"P-{n}", violation_at=local(services, when), disposition=disposition
        )
    code = await enter_ticket(services, number="NOW")
    asked = await talk(fake.user(7100 + priors), ["/ticket", "NOW", code])
    assert shown in texts_of(asked)
