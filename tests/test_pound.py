"""A town's pound (issue: what the last stop left): where seized dogs are kept and the hours they
are released, read from the town's file when it names one; otherwise the clerk's office's hours
stand in, as for Clay, whose law names no pound's hours. The officer's form starts from the
pound's place; the owner who paid by card reads its hours, in English and Spanish."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from typing import Any

import pytest

from doglicense.law import load_town, parse_town
from doglicense.law.town import Pound
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from tests.clerkkit import make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.redeemkit import paid_by_card
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import FakeTelegram
from tests.test_law_town import clay_data
from tests.test_seizure_collect_missed import _sweep

POUND = {
    "place": "Town Pound, 100 Kennel Road",
    "hours": "Monday to Saturday, 9 a.m. to noon",
    "hours_es": "de lunes a sábado, de 9:00 a 12:00",
}


def test_clay_names_no_pound_and_the_clerk_s_office_hours_stand_in() -> None:
    clay = load_town()
    assert clay.pound is None
    for language in ("en", "es", "fr"):
        assert clay.release_hours(language) == clay.office_hours(language)


def test_a_pound_s_place_and_hours_are_read_in_each_language() -> None:
    town = parse_town("clay", {**clay_data(), "pound": POUND})
    assert town.pound is not None and town.pound.place == POUND["place"]
    assert town.release_hours("es") == POUND["hours_es"]
    assert town.release_hours("en") == town.release_hours("fr") == POUND["hours"]
    assert town.office_hours("en") == load_town().office_hours("en")  # the clerk's, unchanged


@pytest.mark.parametrize(
    ("pound", "message"),
    [
        ({"place": "Town Pound"}, r"\[pound\]: hours must be a non-empty string"),
        ({**POUND, "phone": "1"}, "unknown setting"),
        ({**POUND, "hours_es": ""}, "hours_es must be a non-empty string"),
        ("Town Pound", r"\[pound\] must be a table"),
    ],
)
def test_a_pound_wants_its_place_and_hours_and_nothing_else(pound: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_town("clay", {**clay_data(), "pound": pound})


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_officer_starts_from_the_pound_and_the_owner_reads_its_hours(
    services: Services,
    telegram: FakeTelegram,
    stripe_api: FakeStripe,
    card_bot: Any,
    clock: FakeClock,
    language: str,
) -> None:
    pound = Pound(POUND["place"], POUND["hours"], (("es", POUND["hours_es"]),))
    services.town = replace(services.town, pound=pound)
    await make_staff(services, "olga", Role.OFFICER)
    async with served(services) as url, signed_in(url, "olga") as officer:
        form = (await officer.get("/clerk/seizures")).text
    assert f'name="held_at" value="{POUND["place"]}"' in form, form
    hours = POUND["hours_es" if language == "es" else "hours"]
    async with paid_by_card(
        "telegram", language, services, stripe_api, user=telegram.user(7441), card_bot=card_bot
    ) as paid:
        after = paid.chosen + timedelta(days=1)
        assert (await _sweep(services, clock, after))["seizure_collect_missed"] == 1
        [told] = await paid.read()
    assert f"({hours})" in told.text, told.text  # when to collect the dog: the pound's hours
    clerk = services.town.office_hours(language)
    assert f"(315) 652-3800 ({clerk})" in told.text  # questions: still the clerk's office
