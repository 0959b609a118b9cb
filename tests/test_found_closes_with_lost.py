"""Issue 32 item 14: a found report closes when its lost report closes as found by the owner's
"is home", and the finder is told in their channel and language."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from doglicense.bot.render import FOUND_AGAIN_PREFIX
from doglicense.bot.sender import send_pending
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import Record
from tests.botchat import talk, texts_of
from tests.clerkkit import csrf_of, make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.standins.telegram import FakeTelegram
from tests.test_clerk_lost import reported_lost
from tests.test_found_matches import reported_found_in_chat
from tests.test_found_relay import unread_until


async def test_the_owner_s_is_home_closes_the_found_report_and_tells_the_finder_in_spanish(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    owner = fake.user(7411)
    lost = await reported_lost(owner, services, clock)
    finder = fake.user(7412, first_name="Finder")
    await talk(finder, ["/language es"])
    await reported_found_in_chat(finder, tag="000001")
    async with services.db.session() as session:
        found = await session.scalar(select(Record).where(Record.kind == "found"))
    assert found is not None
    await make_staff(services, "otto", Role.OFFICER)
    async with served(services) as url, signed_in(url, "otto") as officer:
        page = (await officer.get(f"/clerk/records/{found.id}")).text
        confirmed = await officer.post(
            f"/clerk/records/{found.id}/matches",
            data={
                "csrf_token": csrf_of(page),
                "found_id": str(found.id),
                "lost_id": str(lost.id),
                "decision": "confirm",
            },
        )
        assert confirmed.status_code == 303, confirmed.text
    await talk(owner, ["/status", ("press", f"{FOUND_AGAIN_PREFIX}000001")])
    await send_pending(services, bot.bot)
    home = await unread_until(finder, "el perro que encontró ya está en casa con su dueño")
    assert f"Cerramos su reporte de perro encontrado {found.reference}" in texts_of(home)
    async with services.db.session() as session:
        closed = {r.kind: r.status for r in await session.scalars(select(Record))}
    assert closed["found"] == "closed" and closed["lost"] == "closed", closed
