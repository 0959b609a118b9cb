"""Thirty sign-in links asked at once for one address: five are sent, as for thirty asked in turn.

Issue 27, item 3: the limits were a count, then an insert, so thirty requests at once all read
the same count and 19 e-mails went to one mailbox (decision 0028).
"""

from __future__ import annotations

import asyncio
import re

import httpx

from doglicense.office.residents.email_links import PER_ADDRESS_AN_HOUR
from doglicense.runtime import Services
from tests.httpkit import LOCAL_TLS
from tests.mailkit import sent_mail
from tests.test_email_kinds import subject_of
from tests.webwalk import browser, license_to_done

ADDRESS = "jane@example.org"
AT_ONCE = 30


def hidden_fields(html: str) -> dict[str, str]:
    """The sign-in form's hidden fields, whatever they are (a token, if the form carries one)."""
    fields = re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', html)
    return dict(fields)


async def ask(web: str) -> httpx.Response:
    """One asker, on its own client: opens the sign-in page and asks for a link to ADDRESS."""
    async with httpx.AsyncClient(
        verify=LOCAL_TLS, base_url=web, trust_env=False, timeout=60
    ) as client:
        form = await client.get("/forms/signin")
        data = {**hidden_fields(form.text), "email": ADDRESS}
        return await client.post("/forms/signin", data=data)


async def test_thirty_asks_at_once_send_five_links(services: Services, web: str) -> None:
    async with browser(web) as resident:
        await license_to_done(resident, email=ADDRESS)
    await sent_mail(services)  # the request's receipt: out of the way
    answers = await asyncio.gather(*(ask(web) for _ in range(AT_ONCE)))
    assert {answer.status_code for answer in answers} == {200}
    assert len({answer.text for answer in answers}) == 1  # the same answer, sent or not
    mails = await sent_mail(services)
    assert len(mails) == PER_ADDRESS_AN_HOUR == 5
    assert {subject_of(mail) for mail in mails} == {"Your link to sign in"}
