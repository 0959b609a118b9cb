"""uvicorn's HTTP protocol with Nagle's algorithm off on every connection, whatever made its socket.

uvicorn writes a response in two parts (headers, then body). With Nagle on, the body waits until
the client acknowledges the headers, and a client on a kept-alive connection delays that ACK by
~40 ms: each connection then carries at most ~25 answers a second. asyncio turns Nagle off only
on sockets whose protocol number says TCP; a listening socket made with protocol 0 (uvicorn's own
`--workers` socket, `--fd`, systemd socket activation, gunicorn) hands out connections with Nagle
on. Telegram posts a resident's updates one after another on one connection, so every step paid
it: two workers answered 16-22 steps a second where one answered 120-190 (docs/decisions/0026).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket

from uvicorn.protocols.http.h11_impl import H11Protocol

INTERNET = (socket.AF_INET, socket.AF_INET6)


def without_nagle(transport: asyncio.BaseTransport) -> None:
    """TCP_NODELAY on the connection under `transport` (nothing for a Unix socket)."""
    sock = transport.get_extra_info("socket")
    if sock is None or sock.family not in INTERNET or sock.type != socket.SOCK_STREAM:
        return
    with contextlib.suppress(OSError):  # the peer may be gone already
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


class NoDelayHTTP(H11Protocol):
    """uvicorn's h11 protocol (what it runs without httptools) on a connection without Nagle."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        without_nagle(transport)
        super().connection_made(transport)
