"""The clerk's side of a journey, through the console over HTTP: read the record, take the
fee at the counter, approve or record it, and see that the resident was told."""

from __future__ import annotations

import itertools
import re
from datetime import datetime, timedelta

import httpx
from sqlalchemy import func, select

from doglicense.office.staff.staff import Role
from doglicense.runtime import Services
from doglicense.storage.office_models import OutboxMessage
from doglicense.templates import money
from tests.clerkkit import PASSWORD, confirmed, make_staff
from tests.httpkit import LOCAL_TLS
from tests.journeys.checks import plain_problems, visible_html

CSRF = re.compile(r'name="csrf_token" value="([^"]+)"')
_receipts = itertools.count(1)
# No kept-alive connection: uvicorn closes idle ones after 5 s, and a reuse racing the close
# reads nothing (httpx.ReadError) on a loaded machine.
FRESH_CONNECTIONS = httpx.Limits(max_keepalive_connections=0)


class Console:
    """A member of staff (the clerk, or an officer) signed in to the console over HTTP."""

    def __init__(self, base_url: str, services: Services, role: Role = Role.CLERK) -> None:
        self.client = httpx.AsyncClient(
            verify=LOCAL_TLS, base_url=base_url, timeout=30, limits=FRESH_CONNECTIONS
        )
        self.services = services
        self.role = role

    async def sign_in(self) -> None:
        username = f"explorer-{self.role.value}"
        await make_staff(self.services, username, self.role)
        form = await self.client.get("/clerk/sign-in")
        found = CSRF.search(form.text)
        assert found, "no CSRF token on the sign-in page"
        signed = await self.client.post(
            "/clerk/sign-in",
            data={
                "csrf_token": found.group(1),
                "username": username,
                "password": PASSWORD,
                "next": "/clerk/",
            },
        )
        assert signed.status_code == 303, signed.text

    async def _told(self, resident_id: int) -> int:
        async with self.services.db.session() as session:
            query = select(func.count()).where(OutboxMessage.resident_id == resident_id)
            return int(await session.scalar(query) or 0)

    async def review(
        self,
        record_id: int,
        resident_id: int,
        *,
        shown: list[str],
        fee_cents: int,
        decide: bool = True,
    ) -> list[str]:
        """Every answer and the law's fee on the record's page; then pay, decide, tell."""
        path = f"/clerk/records/{record_id}"
        page = await self.client.get(path)
        if page.status_code != 200:
            return [f"the console answered {page.status_code} for {path}"]
        text = " ".join(visible_html(page.text).split())
        problems = [f"console: {p}" for p in plain_problems(text)]
        problems += [f"the console does not show the answer {s!r}" for s in shown if s not in text]
        if f"Fee {money(fee_cents)}" not in text:
            fee = re.search(r"Fee (\S+)", text)
            problems.append(
                f"the console shows the fee {fee.group(1) if fee else '?'}, "
                f"the law gives {money(fee_cents)}"
            )
        csrf = CSRF.search(page.text)
        token = csrf.group(1) if csrf else ""
        if not decide:  # a ticket's answer goes to the court, which decides elsewhere
            return problems
        if f'action="{path}/payments"' in page.text:
            await self.client.post(
                f"{path}/payments",
                data={
                    "csrf_token": token,
                    "method": "cash",
                    "receipt_number": f"R-{next(_receipts)}",
                    "amount": f"{fee_cents // 100}.{fee_cents % 100:02d}",
                },
            )
            page = await self.client.get(path)  # approving is offered once the fee is paid
        told = await self._told(resident_id)
        # A lost dog's report is closed with its outcome; the rest are approved or recorded.
        decisions = {"approve": {}, "record": {}, "close": {"outcome": "found_home", "note": ""}}
        for action, fields in decisions.items():
            if f'action="{path}/{action}"' in page.text:
                asked = await self.client.post(
                    f"{path}/{action}", data={"csrf_token": token, **fields}
                )
                decided = await confirmed(self.client, asked)  # the amount named, then "Yes"
                if action == "approve" and decided is asked:
                    problems.append("approving was not asked to be confirmed")
                after = visible_html(decided.text)
                if decided.status_code >= 400 or "not paid" in after.lower():
                    problems.append(f"{action} answered {decided.status_code}: {after[:120]!r}")
                break
        else:
            return [
                *problems,
                "the clerk can neither approve, record nor close it (only return/reject)",
            ]
        if await self._told(resident_id) <= told:
            problems.append("the resident was not told of the clerk's decision")
        register = await self.client.get("/clerk/dogs")
        problems += [f"the register: {p}" for p in plain_problems(visible_html(register.text))]
        return problems

    async def enter_ticket(
        self, number: str, violation: datetime, language: str = "en"
    ) -> str | None:
        """An officer enters a ticket in the console; its answer code, printed once, as the
        resident reads it in their language beside the web address (None: not there)."""
        form = await self.client.get("/clerk/tickets")
        csrf = CSRF.search(form.text)
        returned = violation + timedelta(days=30)
        local, back = (
            violation.astimezone(self.services.town.tz),
            returned.astimezone(self.services.town.tz),
        )
        page = await self.client.post(
            "/clerk/tickets",
            data={
                "csrf_token": csrf.group(1) if csrf else "",
                "number": number,
                "person_name": "Jane O'Neill",
                "person_address": "4401 State Route 31, Clay",
                "tag_number": "",
                "section": "69-9A",
                "violation_date": local.date().isoformat(),
                "violation_time": local.strftime("%H:%M"),
                "return_date": back.date().isoformat(),
                "return_time": back.strftime("%H:%M"),
                "court": "",
            },
        )
        words = re.search(
            rf'<div class="how-to-answer" lang="{language}">(.*?)</div>', page.text, re.S
        )
        printed = " ".join(words.group(1).split()) if words else ""
        if "/forms/ticket" not in printed or number not in printed:
            return None
        code = re.search(r"(?:Your answer code|Su código de respuesta): ([A-Z0-9-]+)", printed)
        return code.group(1) if code else None

    async def seize(self, tag_number: str) -> str | None:
        """An officer records a seizure a few minutes ago (by the dog's tag, or an untagged dog)
        and, for a tagged dog, the personal notice: the seizure's reference, or None."""
        form = await self.client.get("/clerk/seizures")
        csrf = CSRF.search(form.text)
        local = (self.services.now() - timedelta(minutes=5)).astimezone(self.services.town.tz)
        posted = await self.client.post(
            "/clerk/seizures",
            data={
                "csrf_token": csrf.group(1) if csrf else "",
                "seized_date": local.date().isoformat(),
                "seized_time": local.strftime("%H:%M"),
                "place": "Clay Park, by the pond",
                "held_at": "Clay Animal Shelter, 7340 Henry Clay Blvd",
                "tag_number": tag_number,
                "identified": "yes" if tag_number else "no",
                "breed": "Beagle",
                "colour": "brown",
                "sex": "",
                "description": "Red collar",
            },
        )
        if posted.status_code != 303:
            return None
        where = posted.headers["location"].split("?")[0]
        page = await self.client.get(where)
        if tag_number:
            csrf = CSRF.search(page.text)
            await self.client.post(
                f"{where}/notice",
                data={
                    "csrf_token": csrf.group(1) if csrf else "",
                    "notice_kind": "personal",
                    "notice_on": local.date().isoformat(),
                },
            )
        reference = re.search(r"SZ-\d{4}-\d{5}", page.text)
        return reference.group(0) if reference else None

    async def close(self) -> None:
        await self.client.aclose()
