"""Closing the day (issue 33, item 5): the money of a day paid by card through Stripe and at the
counter through the console, one card payment refunded on rejection, added up by method with
the Town's and the State's shares, in the console, in `doglicense reconcile` and on receipts."""

from __future__ import annotations

import asyncio
import csv
import io
import os
import re
import sys
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from babel.dates import format_date

from doglicense.office.staff.staff import Role
from doglicense.payments.day_close import close_of
from doglicense.payments.reconciliation import daily_reconciliation
from doglicense.runtime import Services
from doglicense.storage.models import Record
from tests.botchat import send
from tests.clerkkit import (
    confirmed,
    csrf_of,
    make_staff,
    pay_at_counter,
    queued_record,
    served,
    signed_in,
)
from tests.conftest import FakeClock
from tests.paytools import card_record, checkout_attempt, eventually, payments, refunds, rows
from tests.standins.stripe_api import FakeStripe
from tests.standins.telegram import FakeTelegram
from tests.test_bot_spanish import LICENSE

DOGLICENSE = Path(sys.executable).with_name("doglicense")


async def _pay_by_check(clerk: httpx.AsyncClient, record: Record, receipt: str) -> None:
    page = await clerk.get(f"/clerk/records/{record.id}")
    paid = await clerk.post(
        f"/clerk/records/{record.id}/payments",
        data={
            "csrf_token": csrf_of(page.text),
            "method": "check",
            "receipt_number": receipt,
            "amount": f"{record.fee_cents // 100}.{record.fee_cents % 100:02d}",
        },
    )
    assert paid.headers.get("location", "").endswith("paid_at_counter"), paid.text


async def a_day_of_money(
    services: Services, stripe_api: FakeStripe, web: str
) -> tuple[Record, Record, Record]:
    """A $5 license paid by card and then rejected (refunded through Stripe), a $5 license
    paid in cash and a $15 one paid by check at the counter, all through the console."""
    await make_staff(services, "pat", Role.CLERK)
    by_card = await card_record(services, telegram_user_id=7101)
    checkout = await checkout_attempt(services, by_card.id)
    assert checkout.stripe_session_id is not None
    await asyncio.to_thread(stripe_api.pay, checkout.stripe_session_id)  # its webhook comes in

    async def card_paid() -> bool:
        return [p.status for p in await payments(services)] == ["paid"]

    await eventually(card_paid)
    in_cash = await queued_record(services, telegram_user=7102, paid=False)
    by_check = await queued_record(services, telegram_user=7103, paid=False, spayed_neutered=False)
    async with signed_in(web, "pat") as clerk:
        await pay_at_counter(clerk, in_cash)
        await _pay_by_check(clerk, by_check, "C-55")
        page = (await clerk.get(f"/clerk/records/{by_card.id}")).text
        asked = await clerk.post(
            f"/clerk/records/{by_card.id}/reject",
            data={"csrf_token": csrf_of(page), "reason": "The dog lives in Cicero."},
        )
        assert (await confirmed(clerk, asked)).headers["location"].endswith("rejected")
    assert [r.status for r in await refunds(services)] == ["pending"]  # asked of Stripe
    return by_card, in_cash, by_check


async def _reconcile(services: Services, day: date, *more: str) -> str:
    env = {**os.environ, "DATABASE_URL": services.settings.resolved_database_url}
    process = await asyncio.create_subprocess_exec(
        str(DOGLICENSE),
        "reconcile",
        "--day",
        day.isoformat(),
        *more,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    output, errors = await process.communicate()
    assert process.returncode == 0, errors.decode()
    return output.decode()


def _cells(html: str, table: str) -> list[list[str]]:
    """The rows of a table of the page below its heading row, each cell's text."""
    body = html.split(f'id="{table}"', 1)[1].split("</thead>", 1)[1].split("</table>", 1)[0]
    rows = re.findall(r"<tr>(.*?)</tr>", body, re.S)
    return [
        [re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", r)]
        for r in rows
    ]


async def test_the_days_close_nets_refunds_by_method_with_the_states_share(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    by_card, in_cash, by_check = await a_day_of_money(services, stripe_api, web)
    today = services.clock().today
    async with signed_in(web, "pat") as clerk:
        page = (await clerk.get(f"/clerk/reports/day?day={today.isoformat()}")).text
        elsewhere = (await clerk.get("/clerk/reports/day?day=2020-01-01")).text
    assert re.search(r'id="deposit">\$20\.00<', page)  # $5 cash and a $15 check
    assert re.search(r'id="to-state">\$4\.00<', page)  # $1 and $3; the refunded card's $1 netted
    methods = {row[0]: row[1:] for row in _cells(page, "methods")}
    # Payments, received, refunded, net, Town license fee, State surcharge, other Town fees.
    assert methods["Card (online)"] == ["1", "$5.00", "-$5.00", "$0.00", "$0.00", "$0.00", "$0.00"]
    assert methods["Cash"] == ["1", "$5.00", "$0.00", "$5.00", "$4.00", "$1.00", "$0.00"]
    assert methods["Check"] == ["1", "$15.00", "$0.00", "$15.00", "$12.00", "$3.00", "$0.00"]
    assert methods["Money order"][1:4] == ["$0.00", "$0.00", "$0.00"]
    assert methods["Total"] == ["3", "$25.00", "-$5.00", "$20.00", "$16.00", "$4.00", "$0.00"]
    lines = _cells(page, "lines")
    assert sorted(row[0] for row in lines) == sorted(
        [by_card.reference, f"Refund of {by_card.reference}", in_cash.reference, by_check.reference]
    )
    refund_row = next(row for row in lines if row[0].startswith("Refund of"))
    assert refund_row[3:7] == ["-$5.00 (Waiting)", "-$4.00", "-$1.00", "$0.00"]
    check_row = next(row for row in lines if row[0] == by_check.reference)
    assert check_row[2:] == ["Check", "$15.00", "$12.00", "$3.00", "$0.00", "Pat", "C-55"]
    assert "No payment or refund on this day." in elsewhere

    # The same close in the terminal, and each line's parts in the CSV.
    close = await _reconcile(services, today, "--totals")
    assert "To deposit (cash, checks, money orders): $20.00" in close
    assert "To the State (surcharges): $4.00" in close
    total = next(line for line in close.splitlines() if line.startswith("Total"))
    assert total.split() == ["Total", "3", "$25.00", "-$5.00", "$20.00", "$16.00", "$4.00", "$0.00"]
    rows = list(csv.DictReader(io.StringIO(await _reconcile(services, today))))
    assert sorted(
        (
            r["reference"],
            r["method"],
            r["amount_cents"],
            r["town_share_cents"],
            r["state_surcharge_cents"],
            r["taken_by"],
        )
        for r in rows
    ) == sorted(
        [
            (by_card.reference, "card", "500", "400", "100", ""),
            (by_card.reference, "card", "-500", "-400", "-100", ""),
            (in_cash.reference, "cash", "500", "400", "100", "Pat"),
            (by_check.reference, "check", "1500", "1200", "300", "Pat"),
        ]
    )


async def test_each_payment_has_a_printable_receipt_apart_from_the_license(
    services: Services, stripe_api: FakeStripe, web: str
) -> None:
    by_card, _in_cash, by_check = await a_day_of_money(services, stripe_api, web)
    card, _cash, check = await payments(services)
    assert card.record_id == by_card.id and check.record_id == by_check.id
    async with signed_in(web, "pat") as clerk:
        record_page = (await clerk.get(f"/clerk/records/{by_check.id}")).text
        day_page = (await clerk.get("/clerk/reports/day")).text
        on_check = await clerk.get(f"/clerk/payments/{check.id}/receipt")
        on_card = await clerk.get(f"/clerk/payments/{card.id}/receipt")
        missing = await clerk.get("/clerk/payments/999999/receipt")
    await make_staff(services, "olly", Role.OFFICER)
    async with signed_in(web, "olly") as officer:  # the money is the clerk's, not the officer's
        assert (await officer.get("/clerk/reports/day")).status_code == 403
        assert (await officer.get(f"/clerk/payments/{check.id}/receipt")).status_code == 403
    async with httpx.AsyncClient(base_url=web) as nobody:
        assert (await nobody.get(f"/clerk/payments/{check.id}/receipt")).status_code == 303
    link = f'href="/clerk/payments/{check.id}/receipt"'
    assert link in record_page and link in day_page
    assert on_check.status_code == 200 and missing.status_code == 404
    facts = dict(re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", on_check.text))
    assert facts["Amount"] == "$15.00"
    assert facts["Town license fee"] == "$12.00"
    assert facts["New York State surcharge"] == "$3.00"
    assert facts["Paid by"] == "Check"
    assert facts["Receipt number"] == "C-55"
    assert facts["Request"] == by_check.reference
    assert facts["Taken by"] == "Pat"
    assert facts["Paid on"].startswith(services.clock().today.strftime("%B"))
    assert "This receipt is not a dog license." in on_check.text
    assert "Tag number" not in on_check.text
    card_facts = dict(re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", on_card.text))
    assert card_facts["Paid by"] == "Card, online"
    assert card_facts["Receipt number"] == card.stripe_payment_intent
    assert card_facts["Taken by"] == "The Town's online payments (Stripe)"
    assert "Refunded: $5.00 on" in on_card.text


async def test_a_spanish_speakers_receipt_is_printed_in_spanish(
    services: Services, fake: FakeTelegram, bot: Any
) -> None:
    user = fake.user(7104, language_code="es")
    for step in LICENSE[1:-2]:  # licensed in Spanish through the bot, to pay at the counter
        await send(user, step)
    await make_staff(services, "pat", Role.CLERK)
    [record] = await rows(services, Record)
    async with served(services) as url, signed_in(url, "pat") as clerk:
        await pay_at_counter(clerk, record)
        [payment] = await payments(services)
        receipt = (await clerk.get(f"/clerk/payments/{payment.id}/receipt")).text
    facts = dict(re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", receipt))
    assert '<html lang="es">' in receipt
    assert f"Recibo de la solicitud {record.reference}" in receipt
    assert "Este recibo no es una licencia de perro." in receipt
    assert facts["Forma de pago"] == "Efectivo"
    assert facts["Recibido por"] == "Pat"
    assert facts["Importe"] == "$5.00"
    assert facts["Pagado el"].startswith(format_date(services.clock().today, "long", locale="es"))


@pytest.mark.parametrize(
    ("stripe_says", "refunded", "to_state"), [("succeeded", 500, 0), ("failed", 0, 100)]
)
async def test_a_refund_counts_on_the_day_it_was_made_unless_stripe_refuses_it(
    services: Services,
    stripe_api: FakeStripe,
    web: str,
    clock: FakeClock,
    stripe_says: str,
    refunded: int,
    to_state: int,
) -> None:
    await a_day_of_money(services, stripe_api, web)
    made_on = services.clock().today
    clock.current += timedelta(days=1)  # Stripe settles the card refund the next day
    [refund] = await refunds(services)
    assert refund.stripe_refund_id is not None
    await asyncio.to_thread(stripe_api.settle_refund, refund.stripe_refund_id, stripe_says)

    async def settled() -> bool:
        return [r.status for r in await refunds(services)] == [stripe_says]

    await eventually(settled)
    async with services.db.session() as session:
        that_day = close_of(await daily_reconciliation(session, made_on, services.town))
        next_day = close_of(
            await daily_reconciliation(session, services.clock().today, services.town)
        )
    card = next(m for m in that_day.methods if m.method == "card")
    assert (card.received_cents, card.refunded_cents) == (500, refunded)
    assert card.state_surcharge_cents == to_state
    assert next_day.report.lines == []
