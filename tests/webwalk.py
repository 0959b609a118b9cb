"""A plain HTTP resident on the web forms: each page's form token, answers, redirects followed."""

from __future__ import annotations

import html
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx

from tests.httpkit import LOCAL_TLS
from tests.pdfkit import CERTIFICATE

PDF = CERTIFICATE  # a real PDF: uploads are measured before they are kept
TAG = re.compile(r"<[^>]+>")
US_DATE = re.compile(r"^\d{1,2}/\d{1,2}/\d{4}$")


class WebResident:
    """One browser: its cookies, the page it is on, and the forms on it."""

    def __init__(self, client: httpx.AsyncClient) -> None:
        self.client = client
        self.page: httpx.Response | None = None

    @property
    def html(self) -> str:
        assert self.page is not None
        return self.page.text

    @property
    def text(self) -> str:
        """The page's words without markup, entities decoded, spaces squeezed."""
        return " ".join(html.unescape(TAG.sub(" ", self.html)).split())

    @property
    def url(self) -> str:
        assert self.page is not None
        return str(self.page.url)

    def csrf(self) -> str:
        found = re.search(r'name="csrf_token" value="([^"]+)"', self.html)
        assert found, "no form token on the page"
        return found.group(1)

    async def open(self, path: str, **headers: str) -> httpx.Response:
        self.page = await self.client.get(path, headers=headers)
        return self.page

    async def post(
        self,
        path: str,
        fields: dict[str, str],
        files: dict[str, tuple[str, bytes, str]] | None = None,
    ) -> httpx.Response:
        data = {"csrf_token": self.csrf(), **fields}
        self.page = await self.client.post(path, data=data, files=files)
        return self.page

    async def answer(self, flow: str, text: str) -> httpx.Response:
        """Typed into the page's box, or a date "M/D/YYYY" into its Month, Day and Year boxes."""
        if 'id="date-month"' in self.html:
            return await self.post(f"/forms/{flow}", date_boxes(text))
        return await self.post(f"/forms/{flow}", {"answer": text})

    async def choose(self, flow: str, key: str) -> httpx.Response:
        return await self.post(f"/forms/{flow}", {"choice": key})

    async def send_file(
        self, flow: str, name: str = "rabies.pdf", data: bytes = PDF
    ) -> httpx.Response:
        return await self.post(
            f"/forms/{flow}", {}, files={"file": (name, data, "application/pdf")}
        )

    async def back(self, flow: str) -> httpx.Response:
        return await self.post(f"/forms/{flow}/back", {})


def date_boxes(text: str) -> dict[str, str]:
    """A date as a resident reads it off a US certificate, "8/5/2025", in the three boxes;
    anything else goes in the Month box as typed."""
    month, day, year = text.split("/") if US_DATE.match(text) else (text, "", "")
    return {"date_month": month, "date_day": day, "date_year": year}


@asynccontextmanager
async def browser(base_url: str, language: str = "en") -> AsyncIterator[WebResident]:
    headers = {"Accept-Language": language}
    async with httpx.AsyncClient(
        verify=LOCAL_TLS,
        base_url=base_url,
        follow_redirects=True,
        trust_env=False,
        headers=headers,
        timeout=30,
    ) as client:
        yield WebResident(client)


async def to_dog_birth(
    resident: WebResident,
    *,
    name: str = "Luna",
    sex: str = "female",
    email: str = "jane@example.org",
) -> None:
    """A license on the web, up to the dog's date of birth."""
    await resident.open("/forms/license")
    await resident.answer("license", "Jane Smith")
    await resident.choose("license", "yes")
    await resident.answer("license", "4401 State Route 31")
    await resident.answer("license", "13041")
    await resident.answer("license", "315-555-0100")
    await resident.answer("license", email)
    await resident.answer("license", name)
    await resident.answer("license", "Beagle")
    await resident.answer("license", "brown")
    await resident.choose("license", sex)


async def license_to_done(resident: WebResident, *, email: str = "jane@example.org") -> str:
    """A whole license paid at the counter: the reference on the done page."""
    await to_dog_birth(resident, email=email)
    await resident.answer("license", "3 years")
    await resident.choose("license", "no")
    await resident.choose("license", "vet_exemption")
    await resident.send_file("license", "vet.pdf")
    await resident.answer("license", "3/1/2026")
    await resident.choose("license", "none")
    await resident.choose("license", "no")
    await resident.choose("license", "counter")
    await resident.choose("license", "nav:confirm")
    found = re.search(r'class="reference">([^<]+)<', resident.html)
    assert found, resident.text
    return found.group(1)
