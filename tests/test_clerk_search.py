"""The console's one search (issue 33, items 1 and 2): from every page's header, over every
request, decided or not, and every dog, by owner, dog, reference, tag, e-mail or phone, with
accents and capitals set aside alike on SQLite and PostgreSQL, best match first."""

from __future__ import annotations

import re
from typing import Any

import httpx
from sqlalchemy import select

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.folding import fold, folded_words
from doglicense.storage.models import Record
from tests.botchat import approve_in_console, dog, talk
from tests.clerkkit import confirmed, csrf_of, make_staff, served, signed_in
from tests.standins.telegram import FakeTelegram
from tests.test_bot_reports import license_steps
from tests.webwalk import browser, license_to_done


def owner_steps(name: str, phone: str) -> list[Any]:
    return ["/license", name, ("tap", "yes"), "4401 State Route 31", "13041", phone]


async def references(services: Services) -> dict[str, Record]:
    """Each request by its dog's name."""
    async with services.db.session() as session:
        records = (await session.execute(select(Record))).scalars().all()
    return {record.answers["dog_name"]: record for record in records}


async def reject_in_console(clerk: httpx.AsyncClient, record: Record, reason: str) -> None:
    page = await clerk.get(f"/clerk/records/{record.id}")
    asked = await clerk.post(
        f"/clerk/records/{record.id}/reject",
        data={"csrf_token": csrf_of(page.text), "reason": reason},
    )
    rejected = await confirmed(clerk, asked)  # the refund's amount is confirmed first
    told = rejected.headers.get("location", "")
    assert told.endswith("?notice=rejected_unpaid"), rejected.text  # nothing was paid
    after = (await clerk.get(told)).text
    assert "Rejected: the resident is told. Nothing was paid, so nothing is refunded." in after


def found_references(html: str) -> list[str]:
    return re.findall(r'href="/clerk/records/\d+">([^<]+)</a>', html)


async def test_one_search_finds_every_request_and_dog_by_any_of_its_words(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    await talk(
        fake.user(3301),
        license_steps(owner_steps=owner_steps("Carmen Díaz", "315-555-0101"), dog_steps=dog("Rex")),
    )
    await approve_in_console(services)  # Rex, tag 000001, Carmen Díaz's
    await talk(
        fake.user(3302),
        license_steps(
            owner_steps=owner_steps("Susan Parker", "315-555-0199"), dog_steps=dog("Rexy")
        ),
    )
    await make_staff(services, "clerk", Role.CLERK)
    await make_staff(services, "officer", Role.OFFICER)
    async with served(services) as url:
        async with browser(url) as resident:  # Luna, on the web form with an e-mail address
            await license_to_done(resident, email="jane.smith@example.org")
        records = await references(services)
        async with signed_in(url, "clerk") as clerk, signed_in(url, "officer") as officer:
            await reject_in_console(clerk, records["Rexy"], "Not a resident of the Town.")
            for page in ("/clerk/", "/clerk/dogs", f"/clerk/records/{records['Rex'].id}"):
                html = (await clerk.get(page)).text
                assert 'action="/clerk/search"' in html, page  # the box in every page's header

            async def search(typed: str, who: httpx.AsyncClient = clerk) -> str:
                return (await who.get("/clerk/search", params={"q": typed})).text

            rex, rexy, luna = (records[n].reference for n in ("Rex", "Rexy", "Luna"))
            for typed in ("diaz", "DIAZ", "Díaz", "díaz", "carmen diaz", "Carmen DÍAZ rex"):
                found = await search(typed)
                assert found_references(found) == [rex], typed
                assert 'href="/clerk/dogs/' in found and ">Rex</a>" in found, typed
            parker = await search("parker")  # decided: rejected, refunded, still found
            assert found_references(parker) == [rexy]
            assert 'Rejected<br><span class="by">by Clerk,' in parker
            assert found_references(await search("3155550199")) == [rexy]
            assert found_references(await search("315-555-0199")) == [rexy]
            assert found_references(await search("Jane.Smith@Example.org")) == [luna]
            assert found_references(await search(rexy.lower())) == [rexy]
            tag = await search("#1")
            assert ">Rex</a>" in tag and "Rexy" not in tag
            # Best match first: the whole word "rex" before "rexy", though Rexy's is newer.
            assert found_references(await search("rex")) == [rex, rexy]
            assert found_references(await search("50%")) == []  # LIKE's own signs are letters
            # An officer finds dogs, not the clerk's requests.
            by_officer = await search("parker", officer)
            assert found_references(by_officer) == [] and "No request matches" in by_officer


def test_folding_sets_aside_case_accents_and_letters_nfkd_leaves_whole() -> None:
    assert fold("Carmen DÍAZ") == fold("carmen diaz") == "carmen diaz"
    assert fold("Øyvind Łukasz Straße  Ærø") == "oyvind lukasz strasse aero"
    assert fold("Nuñez O’Brien") == "nunez o'brien"
    assert folded_words(["José Díaz", "315-555-0100", "L-2612-00001", None]) == (
        "jose diaz 315-555-0100 3155550100 l-2612-00001"
    )
