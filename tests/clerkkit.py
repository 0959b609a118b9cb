"""Helpers for the console tests: staff, a served app, a queued record, a signed-in client."""

from __future__ import annotations

import asyncio
import html
import re
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
import uvicorn
from sqlalchemy import select

from doglicense.law import load_town
from doglicense.office.desk.decisions import return_for_correction
from doglicense.office.money.payment_outcomes import record_counter_payment
from doglicense.office.records.submissions import submit
from doglicense.office.staff.staff import Role, SignedIn, add_staff
from doglicense.runtime import Services
from doglicense.storage.models import Record, Resident
from doglicense.storage.sign_in_models import Staff
from doglicense.web.app import create_app
from tests.httpkit import LOCAL_TLS

PASSWORD = "correct horse battery staple"

ANSWERS: dict[str, Any] = {
    "owner_name": "Jane Smith",
    "owner_adult": True,
    "address_street": "4401 State Route 31",
    "address_zip": "13041",
    "phone": "315-555-0100",
    "dog_name": "Rex",
    "dog_breed": "Beagle",
    "dog_colour": "brown and white",
    "dog_sex": "female",
    "dog_birth": {"date": "2023-01-01", "estimated": False},
    "spayed_neutered": True,
    "rabies_proof": "certificate",
    "rabies_expires_on": "2028-06-01",
    "exempt_type": "none",
    "payment": "counter",
}


async def make_staff(services: Services, username: str, role: Role) -> None:
    async with services.db.session() as session:
        await add_staff(
            session,
            username=username,
            password=PASSWORD,
            role=role,
            full_name=username.title(),
            now=services.now(),
        )
        await session.commit()


async def queued_record(
    services: Services, *, telegram_user: int = 9001, paid: bool = True, **answers: Any
) -> Record:
    """A license application in the clerk's queue, its fee paid at the counter unless not `paid`."""
    clock = services.clock()
    async with services.db.session() as session:
        resident = Resident(
            telegram_user_id=telegram_user,
            telegram_chat_id=telegram_user,
            preferred_channel="telegram",
            created_at=clock.now,
        )
        session.add(resident)
        await session.flush()
        record = await submit(
            session,
            resident=resident,
            kind="license",
            answers={**ANSWERS, **answers},
            channel="telegram",
            town=load_town(),
            now=clock.now,
            today=clock.today,
        )
        if paid and record.fee_cents:
            cashier = Staff(
                username=f"cashier-{telegram_user}",
                full_name="Cashier",
                role="clerk",
                password_hash="-",
                created_at=clock.now,
            )
            session.add(cashier)
            await session.flush()
            await record_counter_payment(
                session,
                services,
                record,
                method="cash",
                receipt_number="R-1",
                amount_cents=record.fee_cents,
                staff_id=cashier.id,
            )
        await session.commit()
        return record


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@asynccontextmanager
async def served(services: Services) -> AsyncIterator[str]:
    """The whole web app under uvicorn on 127.0.0.1, in this test's event loop."""
    port = _free_port()
    config = uvicorn.Config(
        create_app(services, bound_to="127.0.0.1"),
        host="127.0.0.1",
        port=port,
        log_level="warning",
        lifespan="off",
    )
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve())
    while not server.started:  # noqa: ASYNC110 - uvicorn offers no event to wait on
        await asyncio.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        await task


def csrf_of(html: str) -> str:
    found = re.search(r'name="csrf_token" value="([^"]+)"', html)
    assert found, "no CSRF token on the page"
    return found.group(1)


@asynccontextmanager
async def signed_in(base_url: str, username: str) -> AsyncIterator[httpx.AsyncClient]:
    """An httpx client holding a signed-in console session. It waits 30 s for a page, not
    httpx's 5: a page's speed is the benches' to measure (bench/clerk_minute.py), and on CI's
    two cores a console page once took longer beside a held-out set's drawing."""
    async with httpx.AsyncClient(verify=LOCAL_TLS, base_url=base_url, timeout=30) as client:
        yield await _sign_in(client, username)


async def _sign_in(client: httpx.AsyncClient, username: str) -> httpx.AsyncClient:
    form = await client.get("/clerk/sign-in")
    response = await client.post(
        "/clerk/sign-in",
        data={
            "csrf_token": csrf_of(form.text),
            "username": username,
            "password": PASSWORD,
            "next": "/clerk/",
        },
    )
    assert response.status_code == 303, response.text
    return client


ANN = SignedIn(id=1, username="ann", full_name="Ann", role=Role.CLERK)


async def return_as_clerk(
    services: Services, record_id: int, *, note: str, keys: list[str]
) -> None:
    """Clerk Ann returns the record for correction of these answers, as the console does."""
    async with services.db.session() as session:
        await return_for_correction(
            session, record_id, person=ANN, services=services, note=note, keys=keys
        )
        await session.commit()


async def pay_at_counter(clerk: httpx.AsyncClient, record: Record) -> None:
    """The clerk records the fee taken in cash at the counter, from the record's page."""
    page = await clerk.get(f"/clerk/records/{record.id}")
    paid = await clerk.post(
        f"/clerk/records/{record.id}/payments",
        data={
            "csrf_token": csrf_of(page.text),
            "method": "cash",
            "receipt_number": f"R-{record.id}",
            "amount": f"{record.fee_cents // 100}.{record.fee_cents % 100:02d}",
        },
    )
    assert paid.headers.get("location", "").endswith("paid_at_counter"), paid.text


async def confirmed(client: httpx.AsyncClient, asked: httpx.Response) -> httpx.Response:
    """The clerk's "Yes" on a confirmation page (approve, reject and refund): its form posted as
    shown, hidden fields and all; any other answer is returned as it came."""
    form = re.search(
        r'<form method="post" action="([^"]+)" id="confirm">(.*?)</form>', asked.text, re.S
    )
    if asked.status_code != 200 or form is None:
        return asked
    fields = re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">', form.group(2))
    return await client.post(form.group(1), data={k: html.unescape(v) for k, v in fields})


async def decide_newest(services: Services, kind: str, action: str, **form: str) -> Record:
    """A clerk finishes the newest request of this kind from its page in the console: `record`
    (a report, with a note) or `close` (a lost report, with its outcome)."""
    await make_staff(services, "recorder", Role.CLERK)
    async with services.db.session() as session:
        query = select(Record).where(Record.kind == kind).order_by(Record.id.desc()).limit(1)
        record = (await session.execute(query)).scalar_one()
    async with served(services) as url, signed_in(url, "recorder") as clerk:
        page = (await clerk.get(f"/clerk/records/{record.id}")).text
        asked = await clerk.post(
            f"/clerk/records/{record.id}/{action}", data={"csrf_token": csrf_of(page), **form}
        )
        decided = await confirmed(clerk, asked)
        assert decided.status_code == 303, decided.text
    return record
