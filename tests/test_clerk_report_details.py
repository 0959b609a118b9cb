"""A replacement tag's record names the dog, the owner and where to send the tag; a change of
address shows the old address and the new one; the seized dogs' list says which are paid online
(issue 33, item 9): at a desk and on a phone."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from tests.botchat import talk
from tests.clerkkit import PASSWORD, make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.formkit import axe_violations, phone, tab
from tests.standins.telegram import FakeTelegram
from tests.test_clerk_every_kind import approve, license_rex, post, records, visible_text
from tests.test_forms_phone_width import assert_fits
from tests.test_seizure_online import _seized_today


async def _newest(services: Services, client: httpx.AsyncClient, kind: str) -> tuple[int, str]:
    record = (await records(services))[-1]
    assert record.kind == kind
    page = (await client.get(f"/clerk/records/{record.id}")).text
    return record.id, " ".join(visible_text(page).split())


async def _moved_and_tag(services: Services, fake: FakeTelegram, url: str) -> tuple[int, int]:
    """Jane licenses Rex, moves, and asks for a new tag; what the clerk reads of each."""
    jane = fake.user(6101)
    await license_rex(jane)
    async with signed_in(url, "clerk") as clerk:
        await approve(clerk, (await records(services))[-1])
        moved = ["/moved", ("tap", "dog:000001"), "12 Elm Street", "13090", "2026-03-09"]
        await talk(jane, [*moved, ("tap", "move_kept"), ("tap", "nav:confirm")])  # 03-09: before
        address_id, shown = await _newest(services, clerk, "address")
        assert "Address 4401 State Route 31, 13041 → 12 Elm Street, 13090" in shown
        assert "Dog Rex, Beagle, brown and white – tag 000001" in shown
        path = f"/clerk/records/{address_id}"
        await post(clerk, path, f"{path}/record", note="")
        _, shown = await _newest(services, clerk, "address")  # recorded: still old → new
        assert "Address 4401 State Route 31, 13041 → 12 Elm Street, 13090" in shown
        tag = ["/tag", ("tap", "dog:000001"), ("tap", "counter"), ("tap", "nav:confirm")]
        await talk(jane, tag)
        tag_id, shown = await _newest(services, clerk, "tag")
        assert "Dog Rex, Beagle, brown and white – tag 000001" in shown
        assert "Owner Jane Smith, (315) 555-0100" in shown
        assert "Send the tag to 12 Elm Street, 13090" in shown
    return address_id, tag_id


@pytest.mark.slow
async def test_a_new_tag_and_a_move_read_at_a_desk_and_on_a_phone(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    clock.set("2026-03-10 10:00")
    await make_staff(services, "clerk", Role.CLERK)
    await _seized_today(services, tag_number="", identified="no", breed="Beagle")
    async with served(services) as url:
        address_id, tag_id = await _moved_and_tag(services, fake, url)
        for screen in (phone(), tab(viewport={"width": 1280, "height": 900})):
            async with screen as page:
                await page.goto(url + "/clerk/sign-in")
                await page.fill("#username", "clerk")
                await page.fill("#password", PASSWORD)
                await page.click("button:has-text('Sign in')")
                await page.wait_for_selector("#find")
                for record_id, words in ((address_id, "→ 12 Elm Street"), (tag_id, "12 Elm")):
                    await page.goto(f"{url}/clerk/records/{record_id}")
                    assert words in await page.inner_text("#report-details")
                    if page.viewport_size and page.viewport_size["width"] == 390:
                        await assert_fits(page)
                    assert await axe_violations(page) == []
                # The seized dogs, a column saying which are paid online (none here yet).
                await page.goto(f"{url}/clerk/seizures")
                assert await page.inner_text("td.paid-online") == "No"
                if page.viewport_size and page.viewport_size["width"] == 390:
                    await assert_fits(page)
                assert await axe_violations(page) == []
