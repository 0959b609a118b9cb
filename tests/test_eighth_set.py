"""The eighth held-out set says what it draws: truth on the page, real files, a fixed seed.

Every page's steps are checked (cheap); the files themselves for one page of each condition,
since a phone photo takes a second or two to make.
"""

from __future__ import annotations

import functools
import io
import re
from collections import Counter
from datetime import date

import pypdfium2 as pdfium
import pytest
from PIL import Image

from bench.heldout import is_label, plain
from tests.eighth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    page_at,
    plan,
    sketch,
)
from tests.eighth_conditions import GROUPS, upright
from tests.eighth_facts import MONTHS, TODAY, years_later
from tests.heldout_certificates import Heldout

MAGIC = {
    "image/jpeg": (0, b"\xff\xd8\xff"),
    "image/png": (0, b"\x89PNG\r\n\x1a\n"),
    "application/pdf": (0, b"%PDF-"),
    "image/heic": (4, b"ftypheic"),
}
SKETCHES = [
    (index, layout, condition, *sketch(index, layout)) for index, layout, condition in plan()
]


def days_written(words: tuple[str, ...]) -> set[date]:
    """Every date a page writes, read by rules of this test's own (month first, as in the US)."""
    found = set()
    text = " ".join(words)
    for m, d, y in re.findall(r"\b(\d{1,2})[/-](\d{1,2})[/-](\d{2}(?:\d{2})?)\b", text):
        found.add(date(int(y) + (2000 if len(y) == 2 else 0), int(m), int(d)))
    months = "|".join(MONTHS)
    for mon, d, y in re.findall(rf"\b({months})[a-z]* (\d{{1,2}}),? (\d{{4}})", text):
        found.add(date(int(y), MONTHS.index(mon) + 1, int(d)))
    for d, mon, y in re.findall(rf"\b(\d{{2}})-({months.upper()})-(\d{{4}})", text):
        found.add(date(int(y), MONTHS.index(mon.title()) + 1, int(d)))
    return found


def test_the_balance_is_what_the_module_says() -> None:
    assert len(SKETCHES) == PAGES
    layouts = Counter(s[1] for s in SKETCHES)
    assert set(layouts) == set(LAYOUTS) and set(layouts.values()) == {PAGES // len(LAYOUTS)}
    assert sum(layouts[layout] for layout in PEN_LAYOUTS) >= 20
    conditions = Counter(s[2] for s in SKETCHES)
    assert set(conditions) == set(CONDITIONS)
    for group, members in GROUPS.items():
        assert sum(conditions[c] for c in members) >= 8, group
    facts = [s[5] for s in SKETCHES]
    lapsed = [f for f in facts if f.expires < TODAY]
    assert len(lapsed) >= 8
    assert sum(f.tag is None for f in facts) >= 8
    assert sum(not f.expiry_printed for f in facts) >= 8
    assert {f.years for f in facts} == {1, 3}


@pytest.mark.parametrize("planned", SKETCHES, ids=lambda s: f"{s[0]:03d}-{s[1]}")
def test_each_truth_is_on_its_page(planned: tuple) -> None:  # type: ignore[type-arg]
    _, _, _, _, sheet, facts = planned
    truth, words = facts.truth(), sheet.drawn()
    written = plain(" ".join(words))
    for name in ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot"):
        value = getattr(truth, name)
        if value is not None:
            assert f" {plain(value)} " in f" {written} ", name
            assert not is_label(value, tuple(sheet.labels)), name
    days = days_written(words)
    assert truth.vaccinated in days
    assert truth.expires == years_later(truth.vaccinated, facts.years)
    if facts.expiry_printed:
        assert truth.expires in days
    assert truth.vaccinated <= TODAY


@functools.cache
def _made(planned: tuple[int, str, str]) -> tuple[Heldout, tuple[str, ...]]:
    return page_at(*planned)


def _one_of_each_condition() -> list[tuple[int, str, str]]:
    chosen: dict[str, tuple[int, str, str]] = {}
    for index, layout, condition in plan():
        chosen.setdefault(condition, (index, layout, condition))
    return list(chosen.values())


@pytest.mark.parametrize("planned", _one_of_each_condition(), ids=lambda p: p[2])
def test_the_file_is_what_it_says(planned: tuple[int, str, str]) -> None:
    page, _ = _made(planned)
    offset, magic = MAGIC[page.content_type]
    assert page.data[offset : offset + len(magic)] == magic
    assert 5_000 < len(page.data) < 6_000_000
    if page.content_type == "application/pdf":
        document = pdfium.PdfDocument(page.data)
        text = document[0].get_textpage().get_text_range()
        assert (plain(page.truth.owner) in plain(text)) == (page.condition == "text_pdf")
        return
    image = upright(page.data)
    assert max(image.size) >= 1000
    _, sheet, _ = sketch(planned[0], planned[1])
    landscape = sheet.width > sheet.height
    assert (image.width > image.height) == landscape
    claimed = re.search(r"exif(\d)", page.name)
    if claimed:
        assert Image.open(io.BytesIO(page.data)).getexif().get(0x0112) == int(claimed.group(1))


def test_a_seed_draws_the_same_bytes() -> None:
    for planned in _one_of_each_condition():
        if planned[2] in ("scan_grey", "text_pdf", "phone_heic", "phone_jpeg"):
            assert page_at(*planned)[0].data == _made(planned)[0].data
