"""Lost meets seized: an open lost report that matches a seized dog is shown beside it, and a
confirmed match tells the report's owner where the dog is (issue 17, item 4)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from playwright.async_api import Page
from sqlalchemy import select

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, Dog, Record
from doglicense.storage.office_models import Seizure
from tests.clerkkit import PASSWORD, csrf_of, make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.formkit import axe_violations, tab
from tests.standins.telegram import FakeTelegram
from tests.test_clerk_lost import reported_lost
from tests.test_seizures import act, news, seize

UNTAGGED = {"tag_number": "", "identified": "no", "breed": "beagle", "colour": "Brown  and white"}


async def test_a_tagged_dog_meets_its_lost_report_and_the_owner_is_told(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(7201)
    lost = await reported_lost(user, services, clock)  # Rex, tag 000001, lost in Clay Park
    await news(user, services, bot)
    await make_staff(services, "otto", Role.OFFICER)
    clock.set("2026-03-20 15:00")
    async with served(services) as url, signed_in(url, "otto") as officer:
        posted = await seize(officer)
        seizure_id = int(posted.headers["location"].split("/")[-1].split("?")[0])
        page = (await officer.get(f"/clerk/seizures/{seizure_id}")).text
        assert lost.reference in page and "last seen Clay Park" in page
        page = await act(officer, seizure_id, "match", lost_record_id=str(lost.id))
        assert "Match confirmed" in page and f"lost report {lost.reference}" in page
        again = await officer.post(
            f"/clerk/seizures/{seizure_id}/match",
            data={"csrf_token": csrf_of(page), "lost_record_id": str(lost.id)},
        )
        assert again.status_code == 409  # linked once
    held, matched = await news(user, services, bot)
    assert "holding your dog Rex" in held
    assert f"About your lost dog report {lost.reference}" in matched and "Rex" in matched
    assert "Clay Park, by the pond" in matched and "a courtesy, not the legal notice" in matched
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        assert seizure is not None and seizure.lost_record_id == lost.id
        entry = await session.scalar(select(AuditEntry).where(AuditEntry.action == "confirm_match"))
        assert entry is not None and entry.actor == "staff:2"
    async with served(services) as url, signed_in(url, "otto") as officer:
        page = await act(
            officer, seizure_id, "redeem", method="check", receipt_number="R-5", amount="25.00"
        )
        assert "Fees paid: marked redeemed." in page
    [closed] = await news(user, services, bot)  # redeemed: the lost report closes itself
    assert f"Your report {lost.reference} is closed: Rex is found and back home." in closed
    async with services.db.session() as session:
        report = await session.get(Record, lost.id)
        dog = await session.get(Dog, report.dog_id if report else 0)
    assert report is not None and report.status == "closed"
    assert dog is not None and dog.status == "active"


async def test_an_untagged_dog_matches_by_breed_colour_and_sex(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(7202)
    lost = await reported_lost(user, services, clock)  # a female brown and white beagle
    await news(user, services, bot)
    await make_staff(services, "otto", Role.OFFICER)
    clock.set("2026-03-20 15:00")
    async with served(services) as url, signed_in(url, "otto") as officer:
        male = await seize(officer, **UNTAGGED, sex="male")
        page = (await officer.get(male.headers["location"])).text
        assert "No open lost report matches this dog." in page
        female = await seize(officer, **UNTAGGED, sex="female")
        seizure_id = int(female.headers["location"].split("/")[-1].split("?")[0])
        page = (await officer.get(female.headers["location"])).text
        assert lost.reference in page
        wrong = await officer.post(  # the male dog is not this report's
            male.headers["location"].split("?")[0] + "/match",
            data={"csrf_token": csrf_of(page), "lost_record_id": str(lost.id)},
        )
        assert wrong.status_code == 409
        page = await act(officer, seizure_id, "match", lost_record_id=str(lost.id))
        assert "Rex" in page and "Jane Smith" in page  # the register's dog and its owner now
    [matched] = await news(user, services, bot)  # nobody was told of an untagged dog before
    assert f"About your lost dog report {lost.reference}" in matched
    assert "The last day to redeem the dog is March 25, 2026." in matched


@pytest.fixture
async def officer_tab(services: Services, bot: Any) -> AsyncIterator[tuple[Page, str]]:
    """An officer's Chromium tab at a desk's width (signing in is the test's: clocks move)."""
    await make_staff(services, "otto", Role.OFFICER)
    async with served(services) as url, tab(viewport={"width": 1280, "height": 800}) as page:
        yield page, url


async def test_the_officer_records_and_matches_a_seizure_in_chromium(
    services: Services, fake: FakeTelegram, clock: FakeClock, officer_tab: tuple[Page, str]
) -> None:
    page, url = officer_tab
    lost = await reported_lost(fake.user(7203), services, clock)
    clock.set("2026-03-20 15:00")
    await page.goto(url + "/clerk/seizures")
    await page.fill("#username", "otto")
    await page.fill("#password", PASSWORD)
    await page.click("button:has-text('Sign in')")
    await page.wait_for_selector("h1:has-text('Seized dogs')")
    assert await axe_violations(page) == []
    await page.fill("#seized_date", "2026-03-20")
    await page.fill("#seized_time", "08:30")
    await page.fill("#place", "Clay Park, by the pond")
    await page.fill("#held_at", "Clay Animal Shelter")
    await page.fill("#tag_number", "000001")
    await page.check("input[name=identified][value=yes]")
    await page.click("button:has-text('Record the seizure')")
    await page.wait_for_selector("text=Recorded: the dog is held")
    assert await page.is_visible(f"td:has-text('{lost.reference}')")
    assert await axe_violations(page) == []
    await page.click(f"button:has-text('Confirm the match with {lost.reference}')")
    await page.wait_for_selector("text=Match confirmed")
    async with services.db.session() as session:
        record = await session.scalar(select(Record).where(Record.kind == "seizure"))
        seizure = await session.scalar(select(Seizure))
    assert record is not None and seizure is not None and seizure.lost_record_id == lost.id
