"""The ninth held-out set says what it draws: truth on the page, real files, a fixed seed.

Every page's sketch is checked (cheap: what it puts on paper, not drawn); the files themselves for
one page of each condition, since a phone photo takes a second to make.
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
from tests.heldout_certificates import Heldout
from tests.ninth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    ninth_set,
    page_at,
    plan,
    sketch,
)
from tests.ninth_conditions import GROUPS, upright
from tests.ninth_facts import FULL_MONTHS, MONTHS, TODAY, years_later

MAGIC = {
    "image/jpeg": (0, b"\xff\xd8\xff"),
    "image/png": (0, b"\x89PNG\r\n\x1a\n"),
    "application/pdf": (0, b"%PDF-"),
    "image/heic": (4, b"ftypheic"),
}
SKETCHES = [
    (index, layout, condition, *sketch(index, layout)) for index, layout, condition in plan()
]


def _day(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def days_written(words: tuple[str, ...]) -> set[date | None]:
    """Every date a page writes, read by rules of this test's own (month first, as in the US)."""
    found: set[date | None] = set()
    text = " ".join(words)
    for m, d, y in re.findall(r"\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b", text):
        found.add(_day(int(y) + (2000 if len(y) == 2 else 0), int(m), int(d)))
    for y, m, d in re.findall(r"\b(\d{4})-(\d{2})-(\d{2})\b", text):
        found.add(_day(int(y), int(m), int(d)))
    months = "|".join((*FULL_MONTHS, *MONTHS))
    for mon, d, y in re.findall(rf"\b({months}) (\d{{1,2}}),? (\d{{4}})", text, re.IGNORECASE):
        found.add(_day(int(y), MONTHS.index(mon[:3].title()) + 1, int(d)))
    for d, mon, y in re.findall(rf"\b(\d{{1,2}}) ({months}) (\d{{4}})", text, re.IGNORECASE):
        found.add(_day(int(y), MONTHS.index(mon[:3].title()) + 1, int(d)))
    return found


def group_of(layout: str, condition: str) -> str:
    if layout in PEN_LAYOUTS:
        return "handwritten"
    return next(group for group, members in GROUPS.items() if condition in members)


def test_the_balance_is_what_the_module_says() -> None:
    assert len(SKETCHES) == PAGES
    layouts = Counter(s[1] for s in SKETCHES)
    assert set(layouts) == set(LAYOUTS) and set(layouts.values()) == {PAGES // len(LAYOUTS)}
    assert sum(layouts[layout] for layout in PEN_LAYOUTS) >= 24
    assert all(s[4].pen == (s[1] in PEN_LAYOUTS) for s in SKETCHES)
    conditions = Counter(s[2] for s in SKETCHES)
    assert set(conditions) == set(CONDITIONS)
    assert sorted(c for members in GROUPS.values() for c in members) == sorted(CONDITIONS)
    groups = Counter(group_of(s[1], s[2]) for s in SKETCHES)
    assert min(groups[group] for group in (*GROUPS, "handwritten")) >= 8, groups
    facts = [s[5] for s in SKETCHES]
    assert 10 <= sum(f.expires < TODAY for f in facts) <= 14  # about one in seven lapsed
    assert sum(f.tag is None for f in facts) >= 8
    assert sum(not f.expiry_printed for f in facts) >= 8
    assert sum(f.lot is None for f in facts) >= 8
    assert {f.years for f in facts} == {1, 3}
    assert len({f.owner for f in facts}) >= 60 and len({f.practice for f in facts}) >= 10


@pytest.mark.parametrize("planned", SKETCHES, ids=lambda s: f"{s[0]:03d}-{s[1]}")
def test_each_truth_is_on_its_page(planned: tuple) -> None:  # type: ignore[type-arg]
    _, _, _, _, paper, facts = planned
    truth, words = paper.truth, paper.drawn()
    written = plain(" ".join(words))
    for name in ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot"):
        value = getattr(truth, name)
        if value is not None:
            assert f" {plain(value)} " in f" {written} ", name
            assert not is_label(value, tuple(paper.labels)), name
    assert truth.veterinarian is None or not re.search(r"\b(Dr|DVM)\b", truth.veterinarian)
    days = days_written(words)
    assert truth.vaccinated in days
    assert truth.expires == years_later(truth.vaccinated, facts.years)
    assert (truth.expires in days) == facts.expiry_printed
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
    _, paper, _ = sketch(planned[0], planned[1])
    if page.content_type == "application/pdf":
        document = pdfium.PdfDocument(page.data)
        assert len(document) in (1, len(paper.sheets))
        text = " ".join(sheet.get_textpage().get_text_range() for sheet in document)
        claimed = page.condition in ("text_pdf", "searchable_pdf")
        assert (plain(page.truth.owner) in plain(text)) == claimed
        return
    image = upright(page.data)
    assert max(image.size) >= 1000
    assert (image.width > image.height) == paper.certificate.landscape
    claimed_turn = re.search(r"exif(\d)", page.name)
    if claimed_turn:
        assert Image.open(io.BytesIO(page.data)).getexif().get(0x0112) == int(claimed_turn.group(1))


def test_a_seed_draws_the_same_bytes() -> None:
    for planned in _one_of_each_condition():
        if planned[2] in ("text_pdf", "phone_heic", "app_jpeg"):
            assert page_at(*planned)[0].data == _made(planned)[0].data


def test_the_set_takes_a_choice_of_conditions_and_layouts() -> None:
    pages = ninth_set(14, ("text_pdf",))
    assert [(p.layout, p.condition) for p in pages] == [
        ("compendium_form", "text_pdf"),
        ("wallet_card", "text_pdf"),
        ("compendium_form", "text_pdf"),
        ("wallet_card", "text_pdf"),
    ]
    assert {p[1] for p in plan(PAGES, CONDITIONS, ("wallet_card",))} == {"wallet_card"}
