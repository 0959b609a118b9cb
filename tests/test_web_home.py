"""The town's address sends residents to what they can do; the probes answer."""

from __future__ import annotations

import httpx

from doglicense.runtime import Services
from doglicense.web.app import create_app
from tests.httpkit import LOCAL_TLS


async def test_the_home_page_leads_to_the_resident_forms(services: Services) -> None:
    transport = httpx.ASGITransport(app=create_app(services))
    async with httpx.AsyncClient(
        verify=LOCAL_TLS, transport=transport, base_url="http://town"
    ) as client:
        home = await client.get("/")
        assert home.status_code == 302 and home.headers["location"] == "/forms/"
        start = await client.get("/forms/")
        assert start.status_code == 200 and "License a dog" in start.text
        assert (await client.get("/health")).text == "ok"
