"""Lost meets found (issue 17, item 4): a found dog's report set beside the open lost reports that
may be its dog, in the console; a confirmed match tells the owner (the finder never named) and
the finder; the relay between them; contact details shared only when both sides agree."""

from __future__ import annotations

from collections.abc import AsyncIterator
from email.message import Message
from typing import Any

import httpx
import pytest
from playwright.async_api import Page
from sqlalchemy import select

from doglicense.bot.sender import send_pending
from doglicense.office.reports import dog_likeness, relay, relay_sharing
from doglicense.office.reports.dog_likeness import DogFacts, score
from doglicense.office.seizures.lost_matches import matches
from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.models import AuditEntry, Dog, Record, Resident
from doglicense.storage.office_models import Seizure
from tests.botchat import button_data, licensed_dog, talk, texts_of
from tests.clerkkit import PASSWORD, csrf_of, make_staff, served, signed_in
from tests.conftest import FakeClock
from tests.formkit import axe_violations, choose, phone, submit, tab, type_answer
from tests.httpkit import LOCAL_TLS
from tests.mailkit import link_in, sent_mail
from tests.standins.telegram import ChatUser, FakeTelegram
from tests.test_clerk_lost import reported_lost
from tests.test_email_kinds import parts_of, subject_of
from tests.test_found_relay import unread_until
from tests.test_seizures import seize

# Rex, on the register: a female beagle, brown and white, of 4401 State Route 31 (tests/botchat).
REX = DogFacts(
    tag="000001",
    breed="Beagle",
    colour="brown and white",
    sex="female",
    places=("Clay Park", "4401 State Route 31, 13041"),
)


def untagged(**facts: Any) -> DogFacts:
    return DogFacts(tag=None, **facts)


def test_a_tag_matches_its_dog_and_nothing_else() -> None:
    assert score(DogFacts(tag="000001"), REX) == dog_likeness.TAG_SCORE
    assert score(DogFacts(tag="000002"), REX) is None
    assert score(DogFacts(tag="000002"), DogFacts(tag=None)) is None


def test_an_untagged_dog_is_matched_loosely_on_words() -> None:
    everything = untagged(
        breed="beagle mix", colour="White with BROWN", sex="female", places=("clay park pond",)
    )
    assert score(everything, REX) == 3 + 2 + 2 + 1
    assert score(untagged(breed="Beagles"), REX) == 3  # a plural is the same word
    assert score(untagged(breed="lab"), DogFacts(tag="1", breed="Labrador Retriever")) == 3
    assert score(untagged(colour="brownish", sex="female"), REX) == 2 + 2
    assert score(untagged(breed="beagle", places=("Route 31 by the gas station",)), REX) == 3 + 1
    assert score(untagged(breed="beagle", sex="male"), REX) is None  # the sex rules it out
    assert score(untagged(breed="poodle", colour="black", sex="female"), REX) is None
    assert score(untagged(breed="a dog", colour="the"), REX) is None  # small words say nothing
    # Accents and capitals set aside as the console's search sets them aside (issue 33, item 2).
    assert score(untagged(colour="Marrón"), DogFacts(tag="1", colour="marron")) == 2
    assert score(untagged(breed="Çoban Köpeği"), DogFacts(tag="1", breed="coban kopegi")) == 3


def test_a_finders_not_sure_rules_nothing_out_and_an_old_report_has_a_description() -> None:
    facts = dog_likeness.found_facts(
        {"found_tag": "no_tag", "found_sex": "not_sure", "found_description": "small beagle"}
    )
    assert facts.sex is None and score(facts, REX) == 3
    tagged = dog_likeness.found_facts({"found_tag": "000001", "found_breed": "poodle"})
    assert tagged == DogFacts(tag="000001")


async def found_on_the_web(web: str) -> str:
    """A finder on a phone's browser: a dog without a tag, described; the reference."""
    async with phone() as page:
        await page.goto(f"{web}/forms/found")
        heading = await page.inner_text("h1")  # the question alone, the "no tag" hint below it
        assert heading.strip().endswith("tag?"), heading
        await choose(page, "no_tag")
        await type_answer(page, "Beagle mix")
        await type_answer(page, "White with brown patches")
        assert await page.is_visible("text=Is the dog male or female?")
        assert await axe_violations(page) == []
        await choose(page, "female")
        await type_answer(page, "Small, red collar, no tag")
        await type_answer(page, "Clay Park, near the pond")
        await type_answer(page, "At my home on Oak Road")
        await type_answer(page, "315-555-0199")
        hint = await page.inner_text("main")  # why a finder gives it: not a receipt or renewals
        assert "the owner never sees your address" in hint and "renewal" not in hint, hint
        await type_answer(page, "finder@example.org")  # how a web finder hears back
        assert await page.is_visible("text=Beagle mix")
        await submit(page, "#confirm")
        assert "/forms/done/" in page.url
        return await page.inner_text(".reference")


async def record_by_reference(services: Services, reference: str) -> Record:
    async with services.db.session() as session:
        record = await session.scalar(select(Record).where(Record.reference == reference))
    assert record is not None
    return record


def to(mails: list[Message], address: str, words: str) -> str:
    """The text of the one e-mail to this address whose subject has these words."""
    [mail] = [m for m in mails if m["To"] == address and words in subject_of(m)]
    return parts_of(mail)[0]


WORDS = {
    "en": {
        "matched": "the Town has a report of a found dog that matches Rex",
        "relay": "Reply to write to the person who found the dog",
        "clerk": "call the Town Clerk at",
        "write": "Type your message to the person who found your dog.",
        "waiting": "Nothing is shared until the other side agrees too",
        "shared": "You both agreed to share your contact details. The person who found Rex",
        "from_finder": "A message from the person who found Rex (tag 000001):",
    },
    "es": {
        "matched": "el Municipio tiene un aviso de un perro encontrado que coincide con Rex",
        "relay": "Elija Responder para escribir a la persona que encontró al perro",
        "clerk": "Llame a la Secretaria Municipal al",
        "write": "Escriba su mensaje para la persona que encontró a su perro.",
        "waiting": "No se comparte nada hasta que la otra parte también acepte",
        "shared": "Ambos aceptaron compartir sus datos de contacto. La persona que encontró a Rex",
        "from_finder": "Un mensaje de la persona que encontró a Rex (placa 000001):",
    },
}
OWNER_SECRETS = ("Jane", "Smith", "555-0100")  # her street is the Town Hall's, in every footer
FINDER_SECRETS = ("555-0199", "finder@example.org", "Oak Road")


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_web_finders_untagged_dog_meets_a_lost_report_and_the_owner_is_told_in_chat(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock, web: str, language: str
) -> None:
    words = WORDS[language]
    owner = fake.user(7301, language_code=language)
    lost = await reported_lost(owner, services, clock)  # Rex, lost in Clay Park on the 19th
    await send_pending(services, bot.bot)
    clock.set("2026-03-20 15:00")
    found_reference = await found_on_the_web(web)
    found = await record_by_reference(services, found_reference)
    assert found.answers["found_sex"] == "female" and found.dog_id is None
    await sent_mail(services)  # the finder's receipt, out of the way

    await make_staff(services, "otto", Role.OFFICER)
    async with served(services) as url, signed_in(url, "otto") as officer:
        page = (await officer.get(f"/clerk/records/{found.id}")).text
        assert "Open lost reports that may be this dog" in page
        assert lost.reference in page and "Clay Park" in page and "Beagle mix" in page
        assert "This is the dog" in page and "Not this one" in page
        other_way = (await officer.get(f"/clerk/records/{lost.id}")).text  # either order
        assert found_reference in other_way and "Found dogs that may be this lost dog" in other_way
        confirmed = await officer.post(
            f"/clerk/records/{found.id}/matches",
            data={
                "csrf_token": csrf_of(page),
                "found_id": str(found.id),
                "lost_id": str(lost.id),
                "decision": "confirm",
            },
            follow_redirects=True,
        )
        assert "Match confirmed" in confirmed.text
        again = await officer.post(  # matched once
            f"/clerk/records/{found.id}/matches",
            data={
                "csrf_token": csrf_of(page),
                "found_id": str(found.id),
                "lost_id": str(lost.id),
                "decision": "confirm",
            },
            follow_redirects=True,
        )
        assert again.status_code == 409

    assert await send_pending(services, bot.bot) == 1
    told = await unread_until(owner, words["matched"])
    text = texts_of(told)
    assert lost.reference in text and words["relay"] in text and words["clerk"] in text
    assert not any(secret in text for secret in FINDER_SECRETS)
    reply, share = button_data(told)
    assert (reply, share) == (f"relay:{found_reference}", f"share:{found_reference}")
    to_finder = to(await sent_mail(services), "finder@example.org", found_reference)
    assert "the Town has found its owner" in to_finder or "ha encontrado a su dueño" in to_finder
    assert not [s for s in OWNER_SECRETS if s in to_finder], to_finder

    # The relay: the owner writes, the finder answers from the e-mail's link.
    assert words["write"] in texts_of(await talk(owner, [("press", reply)]))
    await talk(owner, ["Thank you! Is she eating?"])
    mails = await sent_mail(services)
    [message] = [m for m in mails if m["To"] == "finder@example.org"]
    assert "Thank you! Is she eating?" in parts_of(message)[0]
    async with httpx.AsyncClient(verify=LOCAL_TLS) as client:
        link = link_in(message, "/forms/reply/")
        await client.post(link, data={"words": "Yes, she ate well"})
    assert await send_pending(services, bot.bot) == 1
    answer = await unread_until(owner, words["from_finder"])
    assert "Yes, she ate well" in texts_of(answer)

    # Contact details: the owner agrees; nothing is shared until the finder agrees too.
    [agree] = button_data(await talk(owner, [("press", share)]))  # what would be sent, first
    waiting = await talk(owner, [("press", agree)])
    assert words["waiting"] in texts_of(waiting)
    offer = to(await sent_mail(services), "finder@example.org", "Rex")
    assert not any(secret in offer for secret in OWNER_SECRETS)
    async with httpx.AsyncClient(verify=LOCAL_TLS) as client:
        asked = await client.post(link, data={"share": "yes"})  # a name first (issue 32, item 4)
        assert 'name="name"' in asked.text and 'name="phone"' not in asked.text
        await client.post(link, data={"share": "details", "name": "Sam Lee"})
        done = await client.post(link, data={"share": "agree"})
    assert "each of you has been sent" in done.text or "cada uno ha recibido" in done.text
    assert await send_pending(services, bot.bot) == 1
    shared = texts_of(await unread_until(owner, words["shared"]))
    assert "(315) 555-0199" in shared and "finder@example.org" in shared
    details = to(await sent_mail(services), "finder@example.org", "Rex")
    assert "Jane Smith" in details and "555-0100" in details
    async with services.db.session() as session:
        found_now = await session.get(Record, found.id)
        entries = (await session.scalars(select(AuditEntry.action))).all()
    assert found_now is not None and found_now.dog_id == lost.dog_id
    assert {"owner_shares", "finder_shares"} <= set(found_now.flags)
    assert entries.count("confirm_match") == 2  # on the found report and on the lost one


async def reported_found_in_chat(finder: ChatUser, *, tag: str | None = None) -> None:
    """A chat finder: by tag, or without one, a female beagle found in Clay Park."""
    if tag:
        steps: list[Any] = ["/found", tag, "At 5 Oak Road", "She is safe", ("tap", "chat")]
    else:
        steps = ["/found", ("tap", "no_tag"), "beagle", "brown", ("tap", "female"), "small"]
        steps += ["Clay Park", "At 5 Oak Road", ("tap", "chat")]
    await talk(finder, [*steps, ("tap", "nav:confirm")])


async def test_a_tagged_found_dog_meets_the_open_lost_report_of_its_tag(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    owner = fake.user(7311)
    lost = await reported_lost(owner, services, clock)
    finder = fake.user(7312, first_name="Finder")
    await reported_found_in_chat(finder, tag="000001")
    async with services.db.session() as session:
        found = await session.scalar(select(Record).where(Record.kind == "found"))
    assert found is not None
    await make_staff(services, "otto", Role.OFFICER)
    async with served(services) as url, signed_in(url, "otto") as officer:
        # Issue 29, item 5: the queue list flags both reports, before anyone opens them.
        queue = (await officer.get("/clerk/")).text
        for reference in (found.reference, lost.reference):
            row = queue.split(f">{reference}</a>", 1)[1].split("</tr>", 1)[0]
            assert "Possible match" in row, reference
        page = (await officer.get(f"/clerk/records/{found.id}")).text
        assert lost.reference in page and "Tag 000001" in page
        await officer.post(
            f"/clerk/records/{found.id}/matches",
            data={
                "csrf_token": csrf_of(page),
                "found_id": str(found.id),
                "lost_id": str(lost.id),
                "decision": "confirm",
            },
            follow_redirects=True,
        )
        closing = (await officer.get(f"/clerk/records/{lost.id}")).text
        assert "Matched: the dog of a found report and a lost report" in closing
        closed = await officer.post(  # the officer closes the lost report, as ever
            f"/clerk/records/{lost.id}/close",
            data={"csrf_token": csrf_of(closing), "outcome": "found_home"},
            follow_redirects=True,
        )
        assert closed.status_code == 200
    await send_pending(services, bot.bot)
    told = await unread_until(owner, "the Town has a report of a found dog that matches Rex")
    assert "Finder" not in texts_of(told)
    thanked = await unread_until(finder, "the Town has found its owner")
    assert not any(secret in texts_of(thanked) for secret in OWNER_SECRETS)
    home = await unread_until(finder, "the dog you found is home with its owner")
    assert f"closed your found dog report {found.reference}" in texts_of(home)  # issue 32, 14
    async with services.db.session() as session:
        report = await session.get(Record, lost.id)
        found_report = await session.get(Record, found.id)
    assert report is not None and report.status == "closed" and "lost_found_home" in report.flags
    assert found_report is not None and found_report.status == "closed"


@pytest.fixture
async def officer_tab(services: Services, bot: Any) -> AsyncIterator[tuple[Page, str]]:
    """An officer's Chromium tab at a desk's width, on a served console."""
    await make_staff(services, "otto", Role.OFFICER)
    async with served(services) as url, tab(viewport={"width": 1280, "height": 800}) as page:
        yield page, url


async def test_a_lost_report_made_after_the_found_one_is_set_aside_with_not_this_one(
    services: Services,
    fake: FakeTelegram,
    bot: Any,
    clock: FakeClock,
    officer_tab: tuple[Page, str],
) -> None:
    page, url = officer_tab
    owner = fake.user(7321)
    clock.set("2026-03-15 09:00")
    await reported_found_in_chat(fake.user(7322))  # found first, lost reported later
    lost = await reported_lost(owner, services, clock)
    async with services.db.session() as session:
        found = await session.scalar(select(Record).where(Record.kind == "found"))
    assert found is not None
    await page.goto(f"{url}/clerk/records/{lost.id}")
    await page.fill("#username", "otto")
    await page.fill("#password", PASSWORD)
    await page.click("button:has-text('Sign in')")
    pair = page.locator("article.pair")
    await pair.wait_for()
    assert found.reference in await pair.inner_text() and "beagle" in await pair.inner_text()
    assert await axe_violations(page) == []
    await page.click("button:has-text('Not this one')")
    await page.wait_for_selector("text=Set aside: that pair is not shown again.")
    assert await page.is_visible("text=No found dog matches this lost dog.")
    await page.goto(f"{url}/clerk/records/{found.id}")
    assert await page.is_visible("text=No open lost report matches this dog.")
    async with services.db.session() as session:
        entry = await session.scalar(select(AuditEntry).where(AuditEntry.action == "not_a_match"))
    assert entry is not None and entry.note == lost.reference and entry.record_id == found.id
    await send_pending(services, bot.bot)
    for message in owner.messages:  # nobody is told on a guess
        assert "found dog that matches" not in texts_of(message)


async def test_only_the_two_sides_may_share_and_one_side_alone_shares_nothing(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    owner = fake.user(7331)
    await reported_lost(owner, services, clock)
    finder = fake.user(7332)
    await reported_found_in_chat(finder, tag="000001")
    async with services.db.session() as session:
        found = await session.scalar(select(Record).where(Record.kind == "found"))
        stranger = Resident(language="en", created_at=clock())
        session.add(stranger)
        await session.flush()
        assert found is not None
        assert await relay.share(session, stranger, found.reference, now=clock()) is None
        finder_row = await session.get(Resident, found.resident_id)
        assert finder_row is not None
        # Nothing to give yet: a name and a phone first (issue 32, item 4).
        assert await relay.share(session, finder_row, found.reference, now=clock()) is None
        details = {"name": "Sam Lee", "phone": "315-555-0142"}
        await relay_sharing.filled(session, finder_row, found.reference, details)
        assert await relay.share(session, finder_row, found.reference, now=clock()) == "waiting"
        again = await relay.share(session, finder_row, found.reference, now=clock())
        assert again == "waiting"  # asked once
        await session.commit()
    await send_pending(services, bot.bot)
    offer = await unread_until(owner, "would like to exchange contact details with you")
    assert button_data(offer) == [f"relay:{found.reference}", f"share:{found.reference}"]
    for message in owner.messages + finder.messages:
        assert "You both agreed" not in texts_of(message)


async def test_a_seized_dog_is_set_beside_the_found_reports_that_may_be_it(
    services: Services, fake: FakeTelegram, bot: Any, clock: FakeClock
) -> None:
    """Issue 29, item 5: a finder reports a dog the officer has already seized (or seizes
    after): the found report's page names the held dog, the seizure's page the report; by tag,
    or for an untagged dog by breed, colour and sex."""
    owner = fake.user(7331)
    await licensed_dog(owner, services, rabies_expires="6/1/2028")  # Rex, tag 000001
    await reported_found_in_chat(fake.user(7332), tag="000001")
    await reported_found_in_chat(fake.user(7333))  # no tag: a female brown beagle
    await make_staff(services, "otto", Role.OFFICER)
    today = services.clock().today.isoformat()
    async with served(services) as url, signed_in(url, "otto") as officer:
        tagged = await seize(officer, seized_date=today, seized_time="00:01", tag_number="1")
        plain = await seize(
            officer,
            seized_date=today,
            seized_time="00:02",
            tag_number="",
            identified="no",
            breed="Beagle",
            colour="brown and white",
            sex="female",
        )
        ids = [int(r.headers["location"].split("/")[-1].split("?")[0]) for r in (tagged, plain)]
        async with services.db.session() as session:
            found = (
                await session.scalars(
                    select(Record).where(Record.kind == "found").order_by(Record.id)
                )
            ).all()
            seized = {
                i: (await session.scalar(select(Seizure).where(Seizure.id == i))) for i in ids
            }
            references = {
                i: await session.scalar(
                    select(Record.reference).where(Record.id == s.record_id)  # type: ignore[union-attr]
                )
                for i, s in seized.items()
            }
        for report, seizure_id, other in ((found[0], ids[0], ids[1]), (found[1], ids[1], ids[0])):
            page = (await officer.get(f"/clerk/records/{report.id}")).text
            assert "Seized dogs that may be this dog" in page
            assert references[seizure_id] in page and references[other] not in page
            held = (await officer.get(f"/clerk/seizures/{seizure_id}")).text
            assert "Found reports that may be this dog" in held and report.reference in held


def test_a_seized_dog_meets_its_register_entry_with_accents_and_capitals_set_aside() -> None:
    seized = Seizure(tag_number=None, breed="Pastor  Alemán", colour="MARRÓN", sex="male")
    on_file = Dog(tag_number="000001", breed="pastor aleman", colour="marron", sex="male")
    assert matches(seized, on_file)
    assert not matches(
        seized, Dog(tag_number="000002", breed="pastor aleman", colour="negro", sex="male")
    )
