"""Reading a resident's form post: the fields, and at most one certificate, size-limited early."""

from __future__ import annotations

from dataclasses import dataclass

from starlette.datastructures import UploadFile
from starlette.requests import Request

SLACK_BYTES = 256 * 1024  # the form's other fields and the multipart framing
DRAIN_LIMIT_BYTES = 64 * 1024 * 1024  # past this we stop listening and answer 413


@dataclass(frozen=True)
class Posted:
    """What one form post carried."""

    csrf: str = ""
    choice: str | None = None
    text: str | None = None
    file: bytes | None = None
    file_name: str | None = None
    file_type: str = "application/octet-stream"
    too_big: int = 0  # the size of a file refused unread, in bytes
    date_parts: tuple[str, str, str] | None = None  # a date's Month, Day and Year boxes as typed


class TooLarge(Exception):
    """A body far past any certificate: not read at all."""


async def read_post(request: Request, limit: int) -> Posted:
    """The form, or for a body past `limit` (by Content-Length) only the fact that it was too big.

    A too-big body is drained rather than read, so the browser sees our answer and not a reset.
    """
    declared = int(request.headers.get("content-length") or 0)
    if declared > limit + SLACK_BYTES:
        if declared > DRAIN_LIMIT_BYTES:
            raise TooLarge
        async for _chunk in request.stream():
            pass
        return Posted(too_big=declared)
    form = await request.form(max_files=1, max_fields=20)
    upload = form.get("file")
    data, name, claimed = None, None, "application/octet-stream"
    if isinstance(upload, UploadFile) and upload.filename:
        data = await upload.read(limit + 1)  # a chunked body has no length to check first
        name, claimed = upload.filename, upload.content_type or claimed
        await upload.close()
        if len(data) > limit:
            return Posted(
                csrf=str(form.get("csrf_token", "")), too_big=len(data), file_type=claimed
            )
        if not data:
            data, name = None, None
    choice = form.get("choice")
    text = form.get("answer")
    parts = tuple(str(form.get(f"date_{box}", "")).strip()[:20] for box in ("month", "day", "year"))
    date_parts = (parts[0], parts[1], parts[2]) if "date_year" in form else None
    if date_parts is not None:
        text = date_typed(*date_parts)
        term = form.get("term")  # a vaccine's term chosen where its expiry is asked
        if not any(date_parts) and term in ("1", "3"):
            text = "1 year" if term == "1" else "3 years"
    return Posted(
        csrf=str(form.get("csrf_token", "")),
        choice=choice if isinstance(choice, str) and choice else None,
        text=text if isinstance(text, str) else None,
        file=data,
        file_name=name,
        file_type=claimed,
        date_parts=date_parts,
    )


def date_typed(month: str, day: str, year: str) -> str:
    """The three boxes as one answer the date parser reads one way only: year first in numbers
    (2025-8-5), or "August 5 2025" for a month written as a word. Never day and month alone."""
    if month.isdigit():
        return f"{year}-{month}-{day}"
    return f"{month} {day} {year}"
