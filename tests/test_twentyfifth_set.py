"""The twenty-fifth certificate set itself (not the reader): each truth value is written on its
page as drawn and is no printed label, the tag and lot are written once, every letter drawn has a
glyph in its face, the plan is balanced, every layout can be drawn in every condition and each
file opens as its content type says (a turned page keeps its words, the paper behind a cover is
the second page, an image PDF has no text, a screenshot is a PNG, a forwarded picture is cut to
1,600 pixels), the same seed gives the same bytes, and no file is over 300 lines."""

from __future__ import annotations

import io
from collections import Counter
from datetime import date
from functools import cache
from pathlib import Path

import pytest

from tests.twentyfifth_canvas import missing_fonts

if missing_fonts():
    pytest.skip(
        f"the twenty-fifth set's fonts are not installed: {missing_fonts()[:3]}",
        allow_module_level=True,
    )

import pypdfium2 as pdfium
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]
from PIL import Image

from tests.heldout_certificates import Truth
from tests.twentyfifth_canvas import FACES, Pen, Text
from tests.twentyfifth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    _draw,
    page_at,
    plan,
    sketch,
    twentyfifth_set,
)
from tests.twentyfifth_conditions import GROUPS, IMAGE_PDFS, TEXT_PDFS
from tests.twentyfifth_facts import DATE_STYLES, TODAY, fmt_date, plus_years
from tests.twentyfifth_pdf import STAMP

PLAN = plan()
TEXT_FIELDS = ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot")
TERMS = {1: ("1 yr", "1-year", "1 year", "one year"), 3: ("3 yr", "3-year", "3 year", "three year")}
ROOT = Path(__file__).parent.parent


def _dated(d: date, written: list[str]) -> bool:
    return any(fmt_date(d, style) in s for style in DATE_STYLES for s in written)


def _term_written(truth: Truth, written: list[str]) -> bool:
    """The expiry is the shot's date plus a term written on the page ("3 yr", "three year")."""
    assert truth.vaccinated is not None
    for years in (1, 3):
        if truth.expires == plus_years(truth.vaccinated, years):
            return any(m in s.lower() for m in TERMS[years] for s in written)
    return False


def test_plan_is_balanced() -> None:
    assert len(PLAN) == PAGES == 84
    assert [i for i, _, _ in PLAN] == list(range(PAGES))
    assert len(LAYOUTS) == 7 and set(PEN_LAYOUTS) <= set(LAYOUTS) and len(PEN_LAYOUTS) == 3
    assert set(Counter(lay for _, lay, _ in PLAN).values()) == {12}
    groups = {c: g for g, conds in GROUPS.items() for c in conds}
    assert list(GROUPS) == ["clean scans", "text PDFs", "image PDFs", "phone photos"]
    assert sorted(groups) == sorted(CONDITIONS) and len(groups) == len(CONDITIONS) == 12
    for lay in LAYOUTS:
        conds = [c for _, la, c in PLAN if la == lay]
        phone = sum(groups[c] == "phone photos" for c in conds)
        assert phone == (6 if lay in PEN_LAYOUTS else 5), lay
        texts = sum(groups[c] == "text PDFs" for c in conds)
        assert texts == (0 if lay in PEN_LAYOUTS else 3), lay
    counts = Counter(c for _, _, c in PLAN)
    assert all(counts[c] in (6, 7) for c in GROUPS["phone photos"])
    assert all(counts[c] in (8, 9) for c in GROUPS["clean scans"] + GROUPS["image PDFs"])
    assert all(counts[c] == 6 for c in GROUPS["text PDFs"])


@pytest.mark.parametrize(("index", "layout"), [(i, lay) for i, lay, _ in PLAN])
def test_truth_is_written_and_no_label(index: int, layout: str) -> None:
    truth, written, labels = sketch(index, layout)
    assert truth.vaccinated is not None
    assert date(2023, 1, 1) <= truth.vaccinated < TODAY
    assert _dated(truth.vaccinated, written)
    if truth.expires is not None:
        assert truth.vaccinated < truth.expires
        assert _dated(truth.expires, written) or _term_written(truth, written)
    for name in TEXT_FIELDS:
        value = getattr(truth, name)
        if value is None:
            continue
        assert any(value in s for s in written), (name, value)
        assert value not in labels, (name, value)
    for name in ("tag", "lot"):
        value = getattr(truth, name)
        if value is not None:
            assert sum(s.count(value) for s in written) == 1, (name, value)
    assert set(labels) <= set(written)


@cache
def _cmap(face: str) -> frozenset[int]:
    return frozenset(TTFont(FACES[face]).getBestCmap())


@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_letter_has_a_glyph(layout: str) -> None:
    for index in [i for i, lay, _ in PLAN if lay == layout]:
        sheet, _ = _draw(index, layout)
        for m in sheet.marks:
            if isinstance(m, Text | Pen):
                missing = {ch for ch in m.s if ch != " " and ord(ch) not in _cmap(m.face)}
                assert not missing, (m.face, m.s, missing)


def test_truths_vary() -> None:
    truths = [sketch(i, lay)[0] for i, lay, _ in PLAN]
    valid = sum(t.expires is not None and t.expires > TODAY for t in truths)
    lapsed = sum(t.expires is not None and t.expires <= TODAY for t in truths)
    assert valid > PAGES / 2 and 4 <= lapsed <= PAGES / 4
    assert 8 <= sum(t.expires is None for t in truths) <= PAGES / 3
    assert 8 <= sum(t.tag is None for t in truths) <= PAGES * 0.45
    assert len({t.vaccinated for t in truths}) > PAGES * 0.85
    assert len({t.dog for t in truths}) > 25


def _opens(data: bytes, content_type: str) -> tuple[int, int, int]:
    """The first page's size as a viewer shows it, and the number of pages."""
    if content_type == "application/pdf":
        doc = pdfium.PdfDocument(data)
        w, h = doc[len(doc) - 1].render(scale=1).to_pil().size
        return int(w), int(h), len(doc)
    img = Image.open(io.BytesIO(data))
    assert img.format == {"image/png": "PNG", "image/jpeg": "JPEG"}[content_type]
    img.load()
    return img.size[0], img.size[1], 1


def sheet_tall(index: int, layout: str) -> bool:
    sheet, _ = _draw(index, layout)
    return sheet.h > sheet.w


def _first(layout: str) -> int:
    return next(i for i, lay, _ in PLAN if lay == layout)


@pytest.mark.parametrize("condition", CONDITIONS)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_layout_in_every_condition(layout: str, condition: str) -> None:
    index = _first(layout)
    page, _ = page_at(index, layout, condition)
    ext = {"image/png": "png", "image/jpeg": "jpg", "application/pdf": "pdf"}
    assert page.name == f"twentyfifth-{index:03d}-{layout}-{condition}.{ext[page.content_type]}"
    assert page.truth == sketch(index, layout)[0]
    w, h, pages = _opens(page.data, page.content_type)
    assert min(w, h) > 150
    assert pages == (2 if condition == "cover_page_pdf" else 1)
    if page.content_type == "image/jpeg" and "scan" not in condition:
        assert max(w, h) >= 1600  # a phone's picture, not a thumbnail
    if condition == "whatsapp_forward":
        assert max(w, h) == 1600
    if condition == "turned_page_pdf":  # the page shows sideways
        assert (w > h) == (sheet_tall(index, layout))
    if condition == "viewer_screenshot":
        assert page.content_type == "image/png" and w > h
    if condition in TEXT_PDFS:
        doc = pdfium.PdfDocument(page.data)
        text = doc[len(doc) - 1].get_textpage().get_text_range()
        assert page.truth.dog is not None and page.truth.vaccinated is not None
        if layout not in PEN_LAYOUTS:  # a pen's words in a text PDF are pictures
            assert page.truth.dog in text
            assert any(fmt_date(page.truth.vaccinated, s) in text for s in DATE_STYLES)
        assert len(text.strip()) > 40
    if condition in IMAGE_PDFS:
        doc = pdfium.PdfDocument(page.data)
        assert all(p.get_textpage().get_text_range().strip() == "" for p in doc)
    if page.content_type == "application/pdf":  # a fixed creation date, no clock
        assert STAMP in page.data
    if page.content_type == "image/jpeg":
        exif = Image.open(io.BytesIO(page.data)).getexif()
        assert 0x0132 not in exif and 0x9003 not in exif.get_ifd(0x8769)


def test_same_seed_same_bytes() -> None:
    for cond in ("cover_page_pdf", "carbon_photocopy_pdf", "held_in_hand", "sticky_note_scan"):
        i, lay, c = next(p for p in PLAN if p[2] == cond)
        assert page_at(i, lay, c)[0].data == page_at(i, lay, c)[0].data


def test_set_subset() -> None:
    pages = twentyfifth_set(count=3, conditions=("turned_page_pdf",))
    assert [p.condition for p in pages] == ["turned_page_pdf"] * 3
    assert len({p.name for p in pages}) == 3


def test_no_file_over_300_lines() -> None:
    files = [*(ROOT / "tests").glob("twentyfifth_*.py"), ROOT / "bench" / "twentyfifth.py"]
    files.append(Path(__file__))
    assert len(files) >= 11
    long = {p.name: n for p in files if (n := len(p.read_text().splitlines())) > 300}
    assert long == {}
