"""`doglicense chat`: the same flows in a terminal, from the first line to the clerk's queue."""

from __future__ import annotations

import io
from pathlib import Path

from sqlalchemy import select

from doglicense.runtime import Services
from doglicense.storage.models import Record
from doglicense.terminal import chat
from tests.picturekit import blank_png

PNG = blank_png(8, 8)  # a real picture: uploads are decoded before they are kept


async def test_a_license_from_the_terminal_reaches_the_queue(
    services: Services, tmp_path: Path
) -> None:
    certificate = tmp_path / "rabies.png"
    certificate.write_bytes(PNG)
    lines = [
        "/license",
        "Jane Smith",
        "1",
        "4401 State Route 31",
        "13041",
        "315-555-0100",
        "Rex",
        "Beagle",
        "brown",
        "1",
        "3 years",
        "2",  # male; not spayed
        "1",
        f"file:{certificate}",
        "6/1/2025",
        "6/1/2028",  # a rabies certificate
        "1",
        "2",
        "1",  # not exempt; not enumerated; pay at the counter (the only choice)
        "1",  # confirm
        "/quit",
    ]
    out = io.StringIO()
    assert await chat(services.settings, io.StringIO("\n".join(lines) + "\n"), out) == 0
    text = out.getvalue()
    assert "Please check your answers" in text and "Fee: $15.00" in text
    assert "Thank you! Your request is in." in text and "<b>" not in text
    async with services.db.session() as session:
        record = (await session.execute(select(Record))).scalar_one()
    assert (record.kind, record.status, record.fee_cents) == ("license", "in_queue", 1500)
    assert record.channel == "terminal"
