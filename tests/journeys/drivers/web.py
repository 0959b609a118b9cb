"""The web form over HTTP: a client that reads each page's forms and links and follows them."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

import httpx
from itsdangerous import URLSafeSerializer
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.pieces import Ask
from doglicense.office.residents.email_links import link_token
from doglicense.runtime import Services
from doglicense.storage.models import Resident
from doglicense.storage.office_models import OutboxMessage
from doglicense.storage.sign_in_models import ResidentSession
from tests.httpkit import LOCAL_TLS
from tests.journeys.answers import FILES, PDF, Answer, png
from tests.journeys.checks import visible_html
from tests.journeys.clerk import FRESH_CONNECTIONS
from tests.journeys.drivers import Screen


@dataclass
class Form:
    action: str
    fields: dict[str, str] = field(default_factory=dict)  # hidden and text inputs by name
    choices: dict[str, str] = field(default_factory=dict)  # value -> label (radios, buttons)
    has_file: bool = False
    has_text: bool = False
    label_for: dict[str, str] = field(default_factory=dict)


class PageReader(HTMLParser):
    """The forms and links of a page, as a browser would offer them."""

    def __init__(self) -> None:
        super().__init__()
        self.forms: list[Form] = []
        self.links: list[str] = []
        self._button: tuple[str, str] | None = None
        self._label: str | None = None
        self._radio_ids: dict[str, str] = {}
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "a" and "href" in a:
            self.links.append(a["href"])
        elif tag == "form":
            self.forms.append(Form(a.get("action", "")))
        elif tag in ("input", "textarea") and self.forms:
            form, kind, name = self.forms[-1], a.get("type", "text"), a.get("name", "")
            if kind == "radio":
                form.choices[a.get("value", "")] = ""
                self._radio_ids[a.get("id", "")] = a.get("value", "")
            elif kind == "file":
                form.has_file = True
            elif name:
                form.fields[name] = a.get("value", "")
                form.has_text = form.has_text or name == "answer"
        elif tag == "button" and self.forms and a.get("name") == "choice":
            self._button, self._text = (a.get("value", ""), ""), []
        elif tag == "label" and a.get("for") in self._radio_ids:
            self._label, self._text = self._radio_ids[a["for"]], []

    def handle_data(self, data: str) -> None:
        self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "button" and self._button and self.forms:
            self.forms[-1].choices[self._button[0]] = " ".join("".join(self._text).split())
            self._button = None
        elif tag == "label" and self._label is not None and self.forms:
            self.forms[-1].choices[self._label] = " ".join("".join(self._text).split())
            self._label = None


STATUS_LINK = re.compile(r'href="([^"]+)" id="status-link"')


class WebDriver:
    """One browser (one cookie jar) filling in the resident forms in `language`."""

    channel = "web"

    def __init__(self, base_url: str, language: str, session_secret: str) -> None:
        self.language = language
        self.client = httpx.AsyncClient(
            verify=LOCAL_TLS,
            base_url=base_url,
            follow_redirects=True,
            timeout=30,
            limits=FRESH_CONNECTIONS,
        )
        self.secret = session_secret
        self.page = ""
        self.url = ""
        self.flow = ""
        self.status_link = ""  # "My dogs and requests", from the last done page
        self.reader = PageReader()

    async def _go(self, method: str, url: str, **kwargs: Any) -> Screen:
        response = await self.client.request(method, url, **kwargs)
        problems = [
            f"{r.request.method} {r.request.url.path} answered {r.status_code}"
            for r in [*response.history, response]
            if r.status_code >= 500 or r.status_code in (403, 404, 405)
        ]
        self.page, self.url = response.text, str(response.url)
        if found := STATUS_LINK.search(self.page):
            self.status_link = found.group(1)
        self.reader = PageReader()
        self.reader.feed(self.page)
        labels = [label for form in self.reader.forms for label in form.choices.values()]
        boxes = [f.fields["answer"] for f in self.reader.forms if "answer" in f.fields]
        answer_box = boxes[0] if boxes else None
        return Screen(visible_html(self.page), labels, problems, answer_box)

    def _form(self, action: str) -> Form | None:
        return next((f for f in self.reader.forms if f.action == action), None)

    async def begin(self, flow: str) -> Screen:
        self.flow = flow
        home = await self._go("GET", f"/forms/?lang={self.language}")
        if f"/forms/{flow}" not in self.reader.links:
            home.problems.append(f"the start page has no link to /forms/{flow}")
        screen = await self._go("GET", f"/forms/{flow}")
        again = self._form(f"/forms/{flow}/again")
        if again is not None:  # the last form of this kind stopped; a new one, as a person would
            screen = await self._go("POST", again.action, data=again.fields)
        screen.problems[:0] = home.problems
        return screen

    async def send_proof(self, reference: str) -> Screen:
        """ "Send the certificate" under the request in My dogs."""
        mine = await self._go("GET", "/forms/mine")
        link = f"/forms/proof/{reference}"
        if link not in self.reader.links:
            mine.problems.append(f"My dogs has no link to {link}")
            return mine
        return await self._go("GET", link)

    async def open(self, path: str) -> Screen:
        """A page of this browser's, opened again (as from its history)."""
        return await self._go("GET", path)

    async def take_code(self, code: str) -> Screen:
        """A new owner types the code on /forms/transfer, found from the start page (R18)."""
        self.flow = "license"
        home = await self._go("GET", f"/forms/?lang={self.language}")
        if "/forms/transfer" not in self.reader.links:
            home.problems.append("the start page has no link to /forms/transfer")
        await self._go("GET", "/forms/transfer")
        form = self._form("/forms/transfer")
        if form is None:
            return Screen(visible_html(self.page), problems=["no form for the transfer code"])
        screen = await self._go("POST", form.action, data={**form.fields, "code": code})
        screen.problems[:0] = home.problems
        return screen

    async def give(self, answer: Answer, ask: Ask) -> Screen:
        form = self._form(f"/forms/{self.flow}")
        if form is None:
            return Screen(visible_html(self.page), problems=["no answer form on the page"])
        data = {k: v for k, v in form.fields.items() if k != "answer"}
        files: dict[str, tuple[str, bytes, str]] = {}
        if answer.kind == "choice":
            if answer.value not in form.choices:
                return Screen("", problems=[f"no choice {answer.value!r} on the page"])
            data["choice"] = answer.value
        elif answer.kind == "file":
            if not form.has_file:
                return Screen("", problems=["no file field on the page"])
            name, mime = FILES[answer.value]
            files["file"] = (name, png() if answer.value == "png" else PDF, mime)
        elif "date_month" in form.fields:  # the Month, Day and Year boxes
            data.update(answer.in_date_boxes(self.language))
        elif form.has_text:
            data["answer"] = answer.typed(self.language)
        # else: a typed answer where the page has no text box: Continue with nothing chosen
        if form.has_file and not files:
            files["file"] = ("", b"", "application/octet-stream")  # a browser's empty file field
        return await self._go("POST", form.action, data=data, files=files or None)

    async def status_page(self) -> Screen | None:
        """The resident's own page of dogs and requests, by the link the done page gave."""
        if not self.status_link:
            return None
        path = httpx.URL(self.status_link).path
        return await self._go("GET", f"{path}?lang={self.language}")

    async def my_dogs_page(self) -> Screen:
        """The same page for this browser's own resident: "My dogs" in the header."""
        if "/forms/mine" not in self.reader.links:
            screen = await self._go("GET", f"/forms/mine?lang={self.language}")
            screen.problems.append("the page has no link to /forms/mine")
            return screen
        return await self._go("GET", f"/forms/mine?lang={self.language}")

    async def back(self) -> Screen:
        form = self._form(f"/forms/{self.flow}/back")
        if form is None:
            return Screen("", problems=["no Back button on the page"])
        return await self._go("POST", form.action, data=form.fields)

    async def signed_in_elsewhere(self, services: Services) -> Screen | None:
        """Another device: sign in by the e-mailed link (the one the outbox holds), then the
        resident's "My dogs" there. None when the resident gave no address.

        The resident goes on on that device: the first browser only typed the address, so it is
        signed out when the address is proven elsewhere (decision 0049)."""
        async with services.db.session() as session:
            resident = await self.resident(session)
            address = resident.email if resident else None
        if not address:
            return None
        here = self.client
        self.client = httpx.AsyncClient(
            verify=LOCAL_TLS,
            base_url=here.base_url,
            follow_redirects=True,
            timeout=30,
            limits=FRESH_CONNECTIONS,
        )
        try:  # a new phone lands on the start page and finds sign-in in its header
            home = await self._go("GET", f"/forms/?lang={self.language}")
            if "/forms/signin" not in self.reader.links:
                home.problems.append("a new browser's start page has no link to /forms/signin")
                return home
            await self._go("GET", "/forms/signin")
            asked = await self._go("POST", "/forms/signin", data={"email": address})
            async with services.db.session() as session:
                sent = await session.scalar(
                    select(OutboxMessage)
                    .where(OutboxMessage.template == "email_link_sign_in")
                    .order_by(OutboxMessage.id.desc())
                )
            if sent is None or sent.context.get("to") != address.lower():
                asked.problems.append(f"no sign-in link was sent to {address}")
                return asked
            link = f"/forms/link/{link_token(self.secret, sent.context['link_id'])}"
            opened = await self._go("GET", link)
            button = self._form(link)
            if button is None:
                opened.problems.append("the sign-in link's page has no button to sign in")
                return opened
            mine = await self._go("POST", link, data=button.fields)
            if "/forms/mine" not in self.url:
                mine.problems.append(f"signing in led to {self.url}, not to My dogs")
            here, self.client = self.client, here  # the first browser is the one closed below
            return mine
        finally:
            await self.client.aclose()
            self.client = here

    async def resident(self, session: AsyncSession) -> Resident | None:
        cookie = self.client.cookies.get("resident")
        if not cookie:
            return None
        return await resident_of_cookie(session, self.secret, cookie)

    async def close(self) -> None:
        await self.client.aclose()


async def resident_of_cookie(session: AsyncSession, secret: str, cookie: str) -> Resident | None:
    """The resident whose session the browser's cookie carries (decision 0027)."""
    sid = URLSafeSerializer(secret, salt="resident-session").loads(cookie)["sid"]
    query = (
        select(Resident)
        .join(ResidentSession)
        .where(ResidentSession.sid_hash == hashlib.sha256(sid.encode()).hexdigest())
    )
    return (await session.execute(query)).scalar_one_or_none()
