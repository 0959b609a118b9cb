"""Nagle's algorithm is off on the service's connections even on a socket made without TCP's
protocol number (uvicorn's `--workers` socket, `--fd`, gunicorn): decision 0026."""

from __future__ import annotations

import asyncio
import socket
from typing import Any

import httpx
import pytest
import uvicorn

from doglicense.web.nodelay import NoDelayHTTP
from tests.httpkit import LOCAL_TLS


async def _answer(scope: dict[str, Any], receive: Any, send: Any) -> None:
    assert scope["type"] == "http"
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b"ok"})


async def _nodelay_of_served_connections(http: Any) -> set[int]:
    """TCP_NODELAY of the server's side of a kept-alive connection, the listening socket made
    as uvicorn's own `Config.bind_socket` makes it (protocol 0)."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    config = uvicorn.Config(_answer, http=http, lifespan="off", log_config=None)
    server = uvicorn.Server(config)
    serving = asyncio.create_task(server.serve(sockets=[listener]))
    try:
        while not server.started:  # noqa: ASYNC110 - uvicorn's Server says so by a flag only
            await asyncio.sleep(0.01)
        async with httpx.AsyncClient(
            verify=LOCAL_TLS
        ) as client:  # the connection stays open while we look
            assert (await client.get(f"http://127.0.0.1:{port}/")).text == "ok"
            return {
                connection.transport.get_extra_info("socket").getsockopt(
                    socket.IPPROTO_TCP, socket.TCP_NODELAY
                )
                for connection in server.server_state.connections
            }
    finally:
        server.should_exit = True
        await serving
        listener.close()


@pytest.mark.parametrize(("http", "nagle_off"), [("h11", False), (NoDelayHTTP, True)])
async def test_nagle_on_a_socket_made_without_tcp_s_number(http: Any, nagle_off: bool) -> None:
    """uvicorn's own protocol leaves Nagle on there (the trap: each answer on a kept-alive
    connection waited ~40 ms for the client's delayed ACK); ours turns it off."""
    seen = await _nodelay_of_served_connections(http)
    assert len(seen) == 1
    assert (seen.pop() != 0) is nagle_off
