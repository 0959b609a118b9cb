"""Security headers on every response: what a page may load, who may frame it, what leaks out.

HTML gets a Content-Security-Policy without inline script or style (the pages use none: every
style is a stylesheet of our own), so an injected tag does nothing; no page may be framed; the
Referer header never carries a status link's token to another site; HSTS once we are on https.
"""

from __future__ import annotations

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from doglicense.runtime import Services

POLICY = "; ".join(
    [
        "default-src 'none'",
        "script-src 'none'",
        "style-src 'self'",
        "img-src 'self'",
        "base-uri 'none'",
        "frame-ancestors 'none'",  # the printable certificate too: no page is framed
    ]
)
HSTS = "max-age=31536000"


class SecurityHeaders:
    """Pure ASGI middleware, so a streamed file passes through untouched but for its headers."""

    def __init__(self, app: ASGIApp, services: Services) -> None:
        self.app = app
        self.services = services

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        https = scope.get("scheme") == "https" or (
            self.services.settings.public_base_url or ""
        ).startswith("https://")

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers["X-Content-Type-Options"] = "nosniff"
                headers["Referrer-Policy"] = "no-referrer"
                if headers.get("content-type", "").startswith("text/html"):
                    headers["Content-Security-Policy"] = POLICY
                    headers["X-Frame-Options"] = "DENY"
                if https:
                    headers["Strict-Transport-Security"] = HSTS
            await send(message)

        await self.app(scope, receive, send_with_headers)
