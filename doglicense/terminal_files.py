"""A certificate's file named on the terminal (`doglicense chat`): its path recognised, the file
read, checked and stored, as an upload is."""

from __future__ import annotations

import asyncio
from pathlib import Path

from doglicense.office.documents.certificates import (
    Certificate,
    read_certificate,
    store_certificate,
)
from doglicense.runtime import Services


def dropped_path(line: str) -> str:
    """A file's path typed without "file:", or dropped on the terminal (some quote it): read as
    the file, not as an unknown command ("/home/jane/rabies.pdf")."""
    bare = line.strip("'\"")
    if not bare.startswith(("/", "~")) or bare == "/back":
        return line
    path = Path(bare).expanduser()
    try:
        found = path.is_file()
    except OSError:  # a name too long for the disk: no file, an answer like any other
        return line
    return f"file:{path}" if found else line


async def certificate_file(services: Services, line: str) -> Certificate | None:
    """`file:PATH` read, checked and stored; None when the file can't be read."""
    path = Path(line.removeprefix("file:").strip())
    try:
        data = await asyncio.to_thread(path.read_bytes)
    except OSError:
        return None
    certificate = await read_certificate(
        data,
        name=path.name,
        max_bytes=services.town.policy.max_upload_bytes,
        images=services.images,
    )
    return await store_certificate(services.documents, certificate)
