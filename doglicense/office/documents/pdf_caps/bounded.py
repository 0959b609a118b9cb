"""The bounded pass over a PDF's bytes: its objects read in file order, each cap checked."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from doglicense.office.documents.pdf_caps.streams import (
    CHUNK,
    capped,
    from_a85,
    from_hex,
    inflated,
    run_length,
    unreadable,
)
from doglicense.office.documents.refusals import PictureRefused

BOXES = ("/MediaBox", "/CropBox", "/BleedBox", "/TrimBox", "/ArtBox")


SIZED_CODECS = {"/DCTDecode", "/DCT", "/JPXDecode", "/CCITTFaxDecode", "/CCF", "/JBIG2Decode"}


TOP_LEVEL_WORDS = {b"obj", b"endobj", b"endstream", b"xref", b"trailer", b"startxref", b"f", b"n"}


VALUE_WORDS = {b"true", b"false", b"null", b"R"}


DELIMITERS = rb"()<>\[\]{}/%"


TOKEN = re.compile(
    rb"(?P<space>(?:[\x00\t\n\x0c\r ]+|%[^\r\n]*)+)"
    rb"|(?P<open><<|\[)|(?P<close>>>|\])"
    rb"|(?P<hex><[0-9A-Fa-f\x00\t\n\x0c\r ]*>)"
    rb"|(?P<string>\()"
    rb"|(?P<name>/[^\x00\t\n\x0c\r " + DELIMITERS + rb"]*)"
    rb"|(?P<word>[^\x00\t\n\x0c\r " + DELIMITERS + rb"]+)"
)


NUMBER = re.compile(rb"[+-]?(?:\d+\.?\d*|\.\d+)\Z")


PARENS = re.compile(rb"\\.|[()]", re.DOTALL)


# Another format's markup where a PDF has none: the page of a `%PDF-` + HTML polyglot.
MARKUP = re.compile(rb"<(?:!doctype|html|head|body|script|iframe|svg|img|object|embed)\b", re.I)


END = re.compile(rb"%%EOF[\x00\t\n\x0c\r ]*\Z")


@dataclass(frozen=True)
class PdfLimits:
    """What a certificate needs, with room: a scan or an export of one to three pages."""

    max_pages: int = 5
    max_page_points: float = 14400.0  # 200 in, PDF's own largest page without UserUnit
    max_inflated_bytes: int = 100 * 2**20  # decision 0029: three colour pages scanned lossless
    max_nesting: int = 32
    max_pixels: int = 50_000_000  # a picture inside, as a photo sent alone


@dataclass(frozen=True)
class _Ref:
    number: int


class PdfPass:
    """One pass over a PDF: what it has seen so far, checked against the limits as it grows."""

    def __init__(self, limits: PdfLimits) -> None:
        self.limits = limits
        self.pages: set[int] = set()  # object numbers: a page saved again is the same page
        self.inflated = 0
        self.largest_box = 0.0
        self.largest_unit = 1.0
        self.plain: dict[int, Any] = {}  # numbers and arrays kept as objects, for references
        self.sized: list[dict[str, Any]] = []  # boxes, UserUnits, pictures: measured at the end
        self.filtered: list[tuple[int, int]] = []  # spans of compressed stream data

    def objects(self, data: bytes, in_stream: int = 0, header: int = 0) -> None:
        """Every object of `data`: the file, or object stream `in_stream` with `header` objects."""
        stack: list[list[Any]] = []
        top: list[Any] = []  # the file: values since the last keyword; a stream: all of them
        number, position = 0, 0
        while position < len(data):
            match = TOKEN.match(data, position)
            if match is None:
                raise unreadable()  # a byte no PDF token starts with: another format's data
            kind, token = match.lastgroup, match.group()
            position = match.end()
            value: Any
            if kind == "space":
                continue
            if kind == "open":
                if len(stack) >= self.limits.max_nesting:
                    raise unreadable()
                stack.append([token])
                continue
            if kind == "close":
                if not stack or (stack[-1][0] == b"<<") != (token == b">>"):
                    raise unreadable()
                items = stack.pop()[1:]
                value = self.dictionary(items) if token == b">>" else items
            elif kind == "string":
                position, value = _string_end(data, position), b"()"
            elif kind == "hex":
                value = b"<>"
            elif kind == "name":
                value = token.decode("latin-1")
            elif NUMBER.match(token):
                value = float(token) if b"." in token else int(token)
            else:
                into = stack[-1] if stack else top
                last_two = into[-2:] if len(into) >= (3 if stack else 2) else []
                if token == b"R" and len(last_two) == 2 and _integers(last_two):
                    value = _Ref(last_two[0])
                    del into[-2:]
                elif token in VALUE_WORDS:
                    value = token
                elif stack or in_stream:
                    raise unreadable()
                elif token == b"obj" and len(top) >= 2 and _integers(top[-2:]):
                    number = top[-2]
                    top.clear()
                    continue
                elif token == b"stream" and top and isinstance(top[-1], dict):
                    position = self.stream(data, position, top[-1], number)
                    continue
                elif token in TOP_LEVEL_WORDS:
                    if token == b"endobj" and top:
                        self.keep(number, top[-1])
                    top.clear()
                    continue
                else:
                    raise unreadable()  # a word no PDF has: another format's text
            (stack[-1] if stack else top).append(value)
            if not stack and in_stream:
                index = len(top) - 1 - 2 * header
                if 0 <= index < header and isinstance(top[2 * index], int):
                    self.keep(top[2 * index], value)
        if stack:
            raise unreadable()

    def keep(self, number: int, value: Any) -> None:
        """An object read whole: a page counted, a number or an array kept for references."""
        if isinstance(value, dict) and value.get("/Type") == "/Page":
            self.pages.add(number)
            if len(self.pages) > self.limits.max_pages:
                raise PictureRefused("pdf_too_many_pages", limit=self.limits.max_pages)
        elif isinstance(value, int | float | list):
            self.plain[number] = value

    def dictionary(self, items: list[Any]) -> dict[str, Any]:
        if len(items) % 2 or not all(isinstance(key, str) for key in items[::2]):
            raise unreadable()
        found = dict(zip(items[::2], items[1::2], strict=True))
        if "/Encrypt" in found:
            raise PictureRefused("pdf_locked")  # its streams cannot be measured unopened
        count = found.get("/Count")
        if (
            found.get("/Type") == "/Pages"
            and isinstance(count, int)
            and count > self.limits.max_pages
        ):
            raise PictureRefused("pdf_too_many_pages", limit=self.limits.max_pages)
        if "/UserUnit" in found or "/Width" in found or any(box in found for box in BOXES):
            self.sized.append(found)
        return found

    def stream(self, data: bytes, position: int, described: dict[str, Any], number: int) -> int:
        """A stream's data inflated within the cap; where the parse goes on after it."""
        start = position + (2 if data.startswith(b"\r\n", position) else 1)
        length = self.resolve(described.get("/Length"))
        stop = start + length if isinstance(length, int) and length >= 0 else -1
        if stop < 0 or not re.match(rb"[\x00\t\n\x0c\r ]*endstream", data[stop : stop + 64]):
            stop = data.find(b"endstream", start)  # a wrong /Length: as a reader finds the end
            if stop < 0:
                raise unreadable()
        filters = self.resolve(described.get("/Filter"))
        names = [filters] if isinstance(filters, str) else filters or []
        if not isinstance(names, list):
            raise unreadable()
        if names:
            self.filtered.append((start, stop))
        kept: list[bytes] = []
        for chunk in self.decoded(memoryview(data)[start:stop], names):
            self.inflated += len(chunk)
            if self.inflated > self.limits.max_inflated_bytes:
                raise PictureRefused("pdf_too_large")
            if described.get("/Type") == "/ObjStm":
                kept.append(chunk)
        if kept:
            header = self.resolve(described.get("/N"))
            self.objects(b"".join(kept), number or -1, header if isinstance(header, int) else 0)
        return stop

    def decoded(self, raw: memoryview, names: list[Any]) -> Iterator[bytes]:
        """The stream through its filters, each stage in chunks and capped on its own too."""
        chunks: Iterator[bytes] = (bytes(raw[at : at + CHUNK]) for at in range(0, len(raw), CHUNK))
        for place, name in enumerate(names):
            if name in ("/FlateDecode", "/Fl"):
                chunks = inflated(chunks)
            elif name in ("/ASCIIHexDecode", "/AHx"):
                chunks = iter([from_hex(b"".join(chunks))])
            elif name in ("/ASCII85Decode", "/A85"):
                chunks = iter([from_a85(b"".join(chunks))])
            elif name in ("/RunLengthDecode", "/RL"):
                chunks = run_length(b"".join(chunks))
            elif not (name in SIZED_CODECS and place == len(names) - 1):
                raise unreadable()  # LZW, a crypt filter, a name unknown: not measurable here
            chunks = capped(chunks, self.limits.max_inflated_bytes)
        return chunks

    def resolve(self, value: Any) -> Any:
        return self.plain.get(value.number) if isinstance(value, _Ref) else value

    def measure(self, found: dict[str, Any]) -> None:
        """A page's boxes times its UserUnit, and a picture's pixels, against the caps."""
        unit = self.resolve(found.get("/UserUnit", 1))
        if not isinstance(unit, int | float) or unit <= 0:
            raise unreadable()
        self.largest_unit = max(self.largest_unit, unit)
        for key in BOXES:
            box = [self.resolve(side) for side in self.resolve(found.get(key)) or []]
            if len(box) not in (0, 4) or not all(isinstance(x, int | float) for x in box):
                raise unreadable()
            if box:
                side = max(abs(box[2] - box[0]), abs(box[3] - box[1]))
                self.largest_box = max(self.largest_box, side)
                if side * unit > self.limits.max_page_points:
                    raise PictureRefused("pdf_too_large")
        width, height = self.resolve(found.get("/Width")), self.resolve(found.get("/Height"))
        if found.get("/Subtype") == "/Image" and _integers([width, height]):
            pixels = width * height
            if pixels > self.limits.max_pixels:
                raise PictureRefused("pdf_too_large")


def _integers(values: list[Any]) -> bool:
    return all(isinstance(value, int) and not isinstance(value, bool) for value in values)


def _string_end(data: bytes, position: int) -> int:
    """Past a literal string's closing parenthesis (balanced ones inside, escapes skipped)."""
    depth = 1
    for match in PARENS.finditer(data, position):
        if match.group() == b"(":
            depth += 1
        elif match.group() == b")":
            depth -= 1
            if depth == 0:
                return match.end()
    raise unreadable()
