"""The twenty-second certificate set itself (not the reader): each truth value is written on its
page as drawn and is no printed label, the tag and lot are written once, every letter drawn has a
glyph in its face, the plan is balanced, each file opens as its content type says (a records
bundle's paper on its last page), and the same seed gives the same bytes."""

from __future__ import annotations

import io
from collections import Counter
from datetime import date
from functools import cache

import pytest

from tests.twentysecond_canvas import missing_fonts

if missing_fonts():
    pytest.skip(
        f"the twenty-second set's fonts are not installed: {missing_fonts()[:3]}",
        allow_module_level=True,
    )

import pypdfium2 as pdfium
from fontTools.ttLib import TTFont
from PIL import Image, ImageOps

from tests.heldout_certificates import Truth
from tests.twentysecond_canvas import FACES, Pen, Text
from tests.twentysecond_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    _draw,
    page_at,
    plan,
    sketch,
    twentysecond_set,
)
from tests.twentysecond_conditions import GROUPS, IMAGE_PDFS, SCANS
from tests.twentysecond_facts import DATE_STYLES, fmt_date, plus_years

PLAN = plan()
TEXT_FIELDS = ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot")
TERMS = {
    1: ("1 yr", "1yr", "1-year", "1 year", "one year"),
    3: ("3 yr", "3yr", "3-year", "3 year", "three year"),
}


def _dated(d: date, written: list[str]) -> bool:
    return any(fmt_date(d, style) in s for style in DATE_STYLES for s in written)


def _term_written(truth: Truth, written: list[str]) -> bool:
    """The expiry is the shot's date plus a term written on the page (a ticked box, "3 yr"),
    matched whatever its case ("3 YR", "3 Year", "Three year")."""
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
    assert sorted(groups) == sorted(CONDITIONS) and len(groups) == len(CONDITIONS) == 14
    for lay in LAYOUTS:
        conds = [c for _, la, c in PLAN if la == lay]
        phone = sum(groups[c] == "phone photos" for c in conds)
        assert phone == (8 if lay in PEN_LAYOUTS else 5), lay
        texts = sum(groups[c] == "text PDFs" for c in conds)
        assert texts == (0 if lay in PEN_LAYOUTS else 3), lay
    counts = Counter(c for _, _, c in PLAN)
    assert all(counts[c] in (5, 6) for c in GROUPS["phone photos"])
    assert all(counts[c] == 7 for c in GROUPS["clean scans"] + GROUPS["image PDFs"])


@pytest.mark.parametrize(("index", "layout"), [(i, lay) for i, lay, _ in PLAN])
def test_truth_is_written_and_no_label(index: int, layout: str) -> None:
    truth, written, labels = sketch(index, layout)
    assert truth.vaccinated is not None
    assert date(2022, 6, 1) <= truth.vaccinated <= date(2026, 12, 3)
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
    path = FACES[face]
    font = TTFont(path, fontNumber=0) if path.endswith(".ttc") else TTFont(path)
    return frozenset(font.getBestCmap())


@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_letter_has_a_glyph(layout: str) -> None:
    for index in [i for i, lay, _ in PLAN if lay == layout][:6]:
        sheet, _ = _draw(index, layout)
        for m in sheet.marks:
            if isinstance(m, Text | Pen):
                missing = {ch for ch in m.s if ch != " " and ord(ch) not in _cmap(m.face)}
                assert not missing, (m.face, m.s, missing)


def test_truths_vary() -> None:
    truths = [sketch(i, lay)[0] for i, lay, _ in PLAN]
    valid = sum(t.expires is not None and t.expires > date(2026, 12, 4) for t in truths)
    lapsed = sum(t.expires is not None and t.expires <= date(2026, 12, 4) for t in truths)
    assert valid > PAGES / 2 and 5 <= lapsed <= PAGES / 4
    assert 3 <= sum(t.expires is None for t in truths) <= PAGES / 4
    assert 24 <= sum(t.tag is None for t in truths) <= PAGES * 0.55  # 24: papers from Europe
    assert len({t.vaccinated for t in truths}) > PAGES * 0.9


def _opens(data: bytes, content_type: str, condition: str) -> tuple[int, int]:
    if content_type == "application/pdf":
        doc = pdfium.PdfDocument(data)
        assert len(doc) == 1 or condition == "records_bundle_pdf"
        w, h = doc[len(doc) - 1].render(scale=1).to_pil().size
        return int(w), int(h)
    img = Image.open(io.BytesIO(data))
    assert img.format == {"image/png": "PNG", "image/jpeg": "JPEG"}[content_type]
    img.load()
    return ImageOps.exif_transpose(img).size


# one page of each condition, and of each layout
SAMPLE = sorted({c: (i, la, c) for i, la, c in PLAN}.values()) + sorted(
    {la: (i, la, c) for i, la, c in PLAN}.values()
)


@pytest.mark.parametrize(("index", "layout", "condition"), sorted(set(SAMPLE)))
def test_file_opens_as_its_type(index: int, layout: str, condition: str) -> None:
    page, _ = page_at(index, layout, condition)
    ext = {"image/png": "png", "image/jpeg": "jpg", "application/pdf": "pdf"}
    assert page.name == f"twentysecond-{index:03d}-{layout}-{condition}.{ext[page.content_type]}"
    assert page.truth == sketch(index, layout)[0]
    w, h = _opens(page.data, page.content_type, condition)
    assert min(w, h) > 150
    if condition in ("upside_down_scan", "inverted_viewer"):
        assert page.content_type == "image/png"
    if condition == "upside_down_scan":
        assert Image.open(io.BytesIO(page.data)).mode == "L"
    if page.content_type == "image/jpeg" and condition not in SCANS:
        assert max(w, h) >= 1600  # a phone's picture, not a thumbnail
    if condition in ("text_pdf", "records_bundle_pdf"):
        doc = pdfium.PdfDocument(page.data)
        text = doc[len(doc) - 1].get_textpage().get_text_range()
        assert page.truth.vaccinated is not None and page.truth.dog is not None
        assert any(fmt_date(page.truth.vaccinated, s) in text for s in DATE_STYLES)
        assert page.truth.dog in text
        if condition == "records_bundle_pdf":  # the paper comes after a cover page
            assert len(doc) in (2, 3)
            assert "Medical Records Export" in doc[0].get_textpage().get_text_range()
    if condition in IMAGE_PDFS:
        for p in pdfium.PdfDocument(page.data):
            assert p.get_textpage().get_text_range().strip() == ""
    if page.content_type == "application/pdf":  # a fixed creation date, no clock
        assert b"D:20261205142000" in page.data
    if page.content_type == "image/jpeg":
        exif = Image.open(io.BytesIO(page.data)).getexif()
        assert 0x0132 not in exif and 0x9003 not in exif.get_ifd(0x8769)


def test_same_seed_same_bytes() -> None:
    for cond in ("text_pdf", "records_bundle_pdf", "copy_stamp_pdf", "sticky_note"):
        i, lay, c = next(p for p in PLAN if p[2] == cond)
        assert page_at(i, lay, c)[0].data == page_at(i, lay, c)[0].data


def test_set_subset() -> None:
    pages = twentysecond_set(count=3, conditions=("text_pdf",))
    assert [p.condition for p in pages] == ["text_pdf"] * 3
    assert len({p.name for p in pages}) == 3
