"""A seized dog (R28): the officer records it in the console, the owner is told in their channel,
the last day follows from the notice recorded, the daily job reminds and forfeits on the day."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.chores import remind
from doglicense.mail.sender import send_pending_email
from doglicense.office.desk import redemptions
from doglicense.office.seizures import seizures
from doglicense.office.staff.staff import Role, SignedIn
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, Record
from doglicense.storage.office_models import Seizure
from tests.botchat import PNG, approve_queue, licensed_dog, texts_of
from tests.clerkkit import csrf_of, make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.s3kit import both_stores, kept
from tests.standins.smtp import FakeSmtp
from tests.standins.telegram import ChatUser, FakeTelegram
from tests.test_email_kinds import parts_of, subject_of
from tests.test_notify_email import use_smtp
from tests.webwalk import browser, license_to_done

SHELTER = "Clay Animal Shelter, 7340 Henry Clay Blvd"


async def seize(officer: httpx.AsyncClient, **fields: Any) -> httpx.Response:
    """The officer's form on the seized dogs page, posted as the browser does."""
    page = (await officer.get("/clerk/seizures")).text
    files = fields.pop("files", None)
    data = {
        "csrf_token": csrf_of(page),
        "seized_date": "2026-03-20",
        "seized_time": "08:30",
        "place": "Clay Park, by the pond",
        "held_at": SHELTER,
        "tag_number": "1",
        "identified": "yes",
        "breed": "",
        "colour": "",
        "sex": "",
        "description": "Red collar, friendly",
        **fields,
    }
    return await officer.post("/clerk/seizures", data=data, files=files)


async def act(officer: httpx.AsyncClient, seizure_id: int, action: str, **data: str) -> str:
    page = (await officer.get(f"/clerk/seizures/{seizure_id}")).text
    done = await officer.post(
        f"/clerk/seizures/{seizure_id}/{action}", data={"csrf_token": csrf_of(page), **data}
    )
    assert done.status_code == 303, done.text
    return (await officer.get(done.headers["location"])).text


async def news(user: ChatUser, services: Services, bot: Any) -> list[str]:
    """Every message waiting in the outbox sent, and this resident's read."""
    sent = await send_pending(services, bot.bot)
    return [texts_of(await user.reply()) for _ in range(sent)]


async def rex_licensed_and_seized(
    user: ChatUser, services: Services, bot: Any, clock: FakeClock, **fields: Any
) -> tuple[str, int]:
    """Rex licensed through the bot and approved in the console, then seized on Friday the 20th;
    the served console's URL (kept serving by the caller) is not needed: the seizure's id."""
    await licensed_dog(user, services, rabies_expires="6/1/2028")
    await news(user, services, bot)  # the receipt and the license: read, out of the way
    await make_staff(services, "otto", Role.OFFICER)
    clock.set("2026-03-20 10:00")
    async with served(services) as url, signed_in(url, "otto") as officer:
        posted = await seize(officer, **fields)
        assert posted.status_code == 303, posted.text
        seizure_id = int(posted.headers["location"].split("/")[-1].split("?")[0])
        page = (await officer.get(posted.headers["location"])).text
    return page, seizure_id


@both_stores
async def test_the_officer_records_a_seizure_and_the_owner_is_told_in_chat(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(7101)
    page, seizure_id = await rex_licensed_and_seized(
        user,
        services,
        bot,
        clock,
        shots=["rabies"],
        files={"photo": ("rex.png", PNG, "image/png")},
    )
    assert "Recorded: the dog is held" in page and "Not recorded yet" in page
    assert "Rex" in page and "Jane Smith" in page and "$15.00" in page  # the rabies shot
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        assert seizure is not None and seizure.photo_document_id is not None
        facts = (seizure.tag_number, seizure.identified, seizure.shots)
        assert facts == ("000001", True, ["rabies"])
        record = await session.get(Record, seizure.record_id)
        assert record is not None and (record.kind, record.status, record.queue) == (
            "seizure",
            "held",
            "officer",
        )
        [entry] = (
            await session.scalars(select(AuditEntry).where(AuditEntry.record_id == record.id))
        ).all()
        assert (entry.action, entry.to_status, entry.actor) == ("seize", "held", "staff:2")
    async with served(services) as url, signed_in(url, "otto") as officer:
        photo = await officer.get(f"/clerk/documents/{seizure.photo_document_id}")
        assert photo.status_code == 200 and photo.headers["content-type"] == "image/jpeg"
        assert photo.content in kept(services.settings).values()  # its preview, in the store
        dog_page = (await officer.get(f"/clerk/dogs/{seizure.dog_id}")).text
        assert f"{record.reference}</a> – Seized by the dog control officer, Held" in dog_page
        from_dog = await officer.get(f"/clerk/records/{record.id}")
        assert from_dog.headers["location"] == f"/clerk/seizures/{seizure_id}"
    [told] = await news(user, services, bot)
    assert "holding your dog Rex (tag 000001)" in told and "Clay Park, by the pond" in told
    assert SHELTER in told and "proof of its license" in told
    assert "Impoundment: $25.00" in told and "Rabies shot: $15.00" in told
    assert "Boarding, 0 days so far: $0.00" in told and "Total today: $40.00" in told
    assert "Each further day of boarding adds $15.00." in told
    assert "will give you notice in person or by certified mail" in told  # no day made up
    when = "The last day is then 7 days after the day you are told in person, or 9 days after"
    assert "not known yet" in told and when in told, told  # when it will be known, as R28 counts
    assert "weekend or holiday, the last day is the next business day" in told
    assert "a courtesy, not the legal notice" in told
    clerk = f"call the Town Clerk at {services.town.clerk_phone} (Monday to Friday, 8:30 a.m."
    assert clerk in told  # the clerk's phone and hours


@pytest.mark.parametrize(
    ("kind", "given_on", "last_day"),
    [
        ("personal", "2026-03-20", "March 27, 2026"),  # 7 days after personal notice
        ("certified_mail", "2026-03-20", "March 30, 2026"),  # 9 from mailing: Sunday -> Monday
    ],
)
async def test_the_last_day_follows_from_the_notice_recorded(
    services: Services,
    fake: FakeTelegram,
    bot: Any,
    clock: FakeClock,
    kind: str,
    given_on: str,
    last_day: str,
) -> None:
    user = fake.user(7102)
    _, seizure_id = await rex_licensed_and_seized(user, services, bot, clock)
    await news(user, services, bot)  # told of the seizure, no day yet
    clock.set("2026-03-20 15:00")
    async with served(services) as url, signed_in(url, "otto") as officer:
        refused = await officer.post(
            f"/clerk/seizures/{seizure_id}/notice",
            data={
                "csrf_token": csrf_of((await officer.get("/clerk/seizures")).text),
                "notice_kind": kind,
                "notice_on": "2026-03-19",  # before the seizure: refused
            },
        )
        assert refused.status_code == 409
        page = await act(officer, seizure_id, "notice", notice_kind=kind, notice_on=given_on)
        assert f"Last day to redeem</dt><dd>{last_day}" in page
        queue = (await officer.get("/clerk/seizures")).text
        assert last_day in queue
    [told] = await news(user, services, bot)
    assert f"The last day to redeem the dog is {last_day}." in told


async def test_an_unidentified_dog_is_held_five_days_from_its_seizure(
    services: Services, clock: FakeClock
) -> None:
    await make_staff(services, "otto", Role.OFFICER)
    clock.set("2026-03-20 10:00")
    async with served(services) as url, signed_in(url, "otto") as officer:
        refused = await seize(officer, tag_number="", identified="", breed="Beagle")
        assert refused.status_code == 400 and "Say whether the dog carried" in refused.text
        posted = await seize(officer, tag_number="", identified="no", breed="Beagle")
        assert posted.status_code == 303
        page = (await officer.get(posted.headers["location"])).text
    assert "Last day to redeem</dt><dd>March 25, 2026" in page  # 5 days from seizure
    assert "Record the notice" not in page  # the period does not wait for one


async def test_the_daily_job_reminds_the_owner_and_forfeits_the_dog_on_the_right_day(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(7103)
    _, seizure_id = await rex_licensed_and_seized(user, services, bot, clock)
    async with served(services) as url, signed_in(url, "otto") as officer:
        await act(officer, seizure_id, "notice", notice_kind="personal", notice_on="2026-03-20")
    await news(user, services, bot)  # the seizure, then the notice's last day: Friday the 27th
    for day, expected in [
        ("2026-03-24", {"seizure_reminder": 0, "seizure_forfeited": 0}),
        ("2026-03-25", {"seizure_reminder": 1, "seizure_forfeited": 0}),  # two days before
        ("2026-03-26", {"seizure_reminder": 1, "seizure_forfeited": 0}),  # one day before
        ("2026-03-27", {"seizure_reminder": 0, "seizure_forfeited": 0}),  # the last day: held
    ]:
        clock.set(f"{day} 08:00")
        written = await remind(services)
        assert {k: written[k] for k in expected} == expected, day
        assert sum((await remind(services)).values()) == 0  # the cron run and the job: once
    two, one = await news(user, services, bot)
    assert "the last day to redeem Rex is March 27, 2026" in two
    assert "Boarding, 5 days so far: $75.00" in two and "Boarding, 6 days so far" in one
    async with served(services) as url, signed_in(url, "otto") as officer:
        early = await officer.post(
            f"/clerk/seizures/{seizure_id}/forfeit",
            data={"csrf_token": csrf_of((await officer.get("/clerk/seizures")).text)},
        )
        assert early.status_code == 409  # not before the last day has passed
    clock.set("2026-03-28 07:00")  # past the last day, before the daily job
    async with served(services) as url, signed_in(url, "otto") as officer:
        page = (await officer.get(f"/clerk/seizures/{seizure_id}")).text
        late = await officer.post(
            f"/clerk/seizures/{seizure_id}/redeem",
            data={
                "csrf_token": csrf_of(page),
                "method": "cash",
                "receipt_number": "R-1",
                "amount": "145.00",
            },
        )
        assert late.status_code == 409 and "forfeited to the Town" in late.text
    clock.set("2026-03-28 08:00")
    assert (await remind(services))["seizure_forfeited"] == 1
    assert (await remind(services))["seizure_forfeited"] == 0
    [forfeited] = await news(user, services, bot)
    assert "Rex was not redeemed by March 27, 2026" in forfeited and "forfeited" in forfeited
    async with served(services) as url, signed_in(url, "otto") as officer:
        page = await act(officer, seizure_id, "adopt", note="Adopted by the Lees")
    assert "Marked adopted." in page and "by the daily job" in page
    async with services.db.session() as session:
        actions = (
            await session.scalars(
                select(AuditEntry.action)
                .join(Seizure, Seizure.record_id == AuditEntry.record_id)
                .order_by(AuditEntry.id)
            )
        ).all()
    assert actions == ["seize", "record_notice", "forfeit", "adopt"]


async def test_a_redeemed_dog_is_out_of_the_queue_and_only_the_officer_acts(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(7104)
    _, seizure_id = await rex_licensed_and_seized(user, services, bot, clock)
    await make_staff(services, "ann", Role.CLERK)
    await make_staff(services, "jo", Role.COURT)
    async with served(services) as url:
        async with signed_in(url, "jo") as court:
            assert (await court.get("/clerk/seizures")).status_code == 403
        async with signed_in(url, "ann") as clerk:
            queue = (await clerk.get("/clerk/seizures")).text
            assert "Record a seizure" not in queue and "Rex" in queue
            page = (await clerk.get(f"/clerk/seizures/{seizure_id}")).text
            denied = await clerk.post(
                f"/clerk/seizures/{seizure_id}/redeem", data={"csrf_token": csrf_of(page)}
            )
            assert denied.status_code == 403
        async with signed_in(url, "otto") as officer:
            page = await act(
                officer, seizure_id, "redeem", method="cash", receipt_number="R-9", amount="25"
            )
            assert "marked redeemed." in page and "Fees paid: mark redeemed" not in page
            assert "Rex" not in (await officer.get("/clerk/seizures")).text.split("<h2>")[1]
            again = await officer.post(
                f"/clerk/seizures/{seizure_id}/redeem", data={"csrf_token": csrf_of(page)}
            )
            assert again.status_code == 409


@pytest.mark.parametrize(
    ("language", "words"),
    [
        (
            "en",
            [
                "Your dog is held by the dog control officer",
                "holding your dog Luna (tag 000001)",
                "Total today: $25.00",
                "a courtesy, not the legal notice",
                "Monday to Friday",
                "is then 7 days after the day you are told in person, or 9 days after the day",
            ],
        ),
        (
            "es",
            [
                "El agente de control de animales tiene a su perro",
                "tiene a su perro Luna (placa 000001)",
                "Total hoy: $25.00",
                "una cortesía, no el aviso legal",
                "de lunes a viernes",
                "será 7 días después del día en que se le avise en persona, o 9 días después",
            ],
        ),
    ],
)
async def test_a_web_resident_is_told_of_the_seizure_by_e_mail_in_their_language(
    services: Services, web: str, clock: FakeClock, language: str, words: list[str]
) -> None:
    async with browser(web, language) as resident:
        await license_to_done(resident)  # the address asked in the flow
    await approve_queue(services)
    await make_staff(services, "otto", Role.OFFICER)
    with FakeSmtp() as smtp:
        use_smtp(services, smtp.port)
        before = await send_pending_email(services)  # the receipt and the approval
        clock.set("2026-03-20 10:00")
        async with signed_in(web, "otto") as officer:
            assert (await seize(officer)).status_code == 303
        assert await send_pending_email(services) == 1
        [mail] = smtp.messages[before:]
    text, page = parts_of(mail)
    assert words[0] in subject_of(mail) and mail["To"] == "jane@example.org"
    for word in words[1:]:
        assert word in text, text
    assert services.town.clerk_phone in text and SHELTER in page


async def test_the_queue_puts_the_notice_to_give_first_then_the_nearest_last_day(
    services: Services, clock: FakeClock
) -> None:
    await make_staff(services, "otto", Role.OFFICER)
    clock.set("2026-03-20 10:00")
    async with served(services) as url, signed_in(url, "otto") as officer:
        for day, breed in [("2026-03-20", "Later"), ("2026-03-18", "Sooner")]:
            posted = await seize(
                officer, seized_date=day, tag_number="", identified="no", breed=breed
            )
            assert posted.status_code == 303
        await seize(officer, tag_number="", identified="yes", breed="Unnoticed")
        held = (await officer.get("/clerk/seizures")).text.split("<h2>")[1]
    rows = held.split("<tr>")[2:]
    assert len(rows) == 3 and "Unnoticed" in rows[0]  # awaiting notice: first
    left = 'data-label="Days left">{}</td>'.format
    assert "Sooner" in rows[1] and "March 23, 2026" in rows[1] and left(3) in rows[1]
    assert "Later" in rows[2] and "March 25, 2026" in rows[2] and left(5) in rows[2]
    assert "<strong>To give</strong>" in rows[0]


async def test_a_move_made_meanwhile_wins_and_the_late_one_is_refused(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    user = fake.user(7105)
    _, seizure_id = await rex_licensed_and_seized(user, services, bot, clock)
    officer = SignedIn(id=2, username="otto", full_name="Otto", role=Role.OFFICER)
    async with services.db.session() as late:
        # Read as held before the redemption (and kept: the session's copy is what it acts on).
        seen = await seizures.seizure_and_record(late, seizure_id)
        async with services.db.session() as counter:
            await redemptions.redeem_at_counter(
                counter,
                seizure_id,
                person=officer,
                services=services,
                method="cash",
                receipt_number="R-2",
                amount="25.00",
            )
        with pytest.raises(seizures.SeizureRefused) as refused:
            await seizures.record_notice(
                late,
                seizure_id,
                kind="personal",
                given_on="2026-03-20",
                person=officer,
                town=services.town,
                now=services.now(),
            )
    assert refused.value.reason == "seizure_decided" and len(seen) == 2
    async with services.db.session() as session:
        seizure = await session.get(Seizure, seizure_id)
        record = await session.get(Record, seizure.record_id if seizure else 0)
    assert seizure is not None and seizure.notice_kind is None
    assert record is not None and record.status == "redeemed"
