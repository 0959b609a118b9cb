"""The twenty-first certificate set itself (not the reader): each truth value is written on its page
as drawn and is no printed label, the tag and lot are written once, the plan is balanced, each
file opens as its content type says, and the same seed gives the same bytes."""

from __future__ import annotations

import io
from collections import Counter
from datetime import date

import pytest

from tests.twentyfirst_canvas import missing_fonts

if missing_fonts():
    pytest.skip(
        f"the twenty-first set's fonts are not installed: {missing_fonts()[:3]}",
        allow_module_level=True,
    )

import pypdfium2 as pdfium
from PIL import Image, ImageOps

from tests.heldout_certificates import Truth
from tests.twentyfirst_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    page_at,
    plan,
    sketch,
    twentyfirst_set,
)
from tests.twentyfirst_conditions import GROUPS, IMAGE_PDFS, SCANS
from tests.twentyfirst_facts import DATE_STYLES, fmt_date, plus_years

PLAN = plan()
TEXT_FIELDS = ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot")


def _dated(d: date, written: list[str]) -> bool:
    return any(fmt_date(d, style) in s for style in DATE_STYLES for s in written)


TERMS = {
    1: ("1 yr", "1yr", "1-year", "1 year", "one year"),
    3: ("3 yr", "3yr", "3-year", "3 year", "three year"),
}


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
    per_layout = Counter(lay for _, lay, _ in PLAN)
    assert set(per_layout.values()) == {12}
    groups = {c: g for g, conds in GROUPS.items() for c in conds}
    assert list(GROUPS) == ["clean scans", "text PDFs", "image PDFs", "phone photos"]
    assert sorted(groups) == sorted(CONDITIONS) and len(groups) == len(CONDITIONS)
    for lay in LAYOUTS:
        conds = [c for _, la, c in PLAN if la == lay]
        phone = sum(groups[c] == "phone photos" for c in conds)
        assert phone == (8 if lay in PEN_LAYOUTS else 5), lay
        if lay in PEN_LAYOUTS:
            assert not any(groups[c] == "text PDFs" for c in conds), lay
        else:
            assert sum(groups[c] == "text PDFs" for c in conds) == 3, lay
    counts = Counter(c for _, _, c in PLAN)
    assert all(counts[c] in (5, 6) for c in GROUPS["phone photos"])
    assert all(counts[c] == 7 for c in GROUPS["clean scans"] + GROUPS["image PDFs"])
    assert sum(groups[c] == "phone photos" for _, _, c in PLAN) > PAGES / 2


@pytest.mark.parametrize(("index", "layout"), [(i, lay) for i, lay, _ in PLAN])
def test_truth_is_written_and_no_label(index: int, layout: str) -> None:
    truth, written, labels = sketch(index, layout)
    assert truth.vaccinated is not None and date(2023, 1, 1) <= truth.vaccinated <= date(
        2026, 12, 3
    )
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


def test_truths_vary() -> None:
    truths = [sketch(i, lay)[0] for i, lay, _ in PLAN]
    valid = sum(t.expires is not None and t.expires > date(2026, 12, 4) for t in truths)
    lapsed = sum(t.expires is not None and t.expires <= date(2026, 12, 4) for t in truths)
    assert valid > PAGES / 2 and 3 <= lapsed <= PAGES / 4
    assert 3 <= sum(t.expires is None for t in truths) <= PAGES / 3
    assert len({t.vaccinated for t in truths}) > PAGES * 0.9


def _opens(page_data: bytes, content_type: str, condition: str) -> tuple[int, int]:
    if content_type == "application/pdf":
        doc = pdfium.PdfDocument(page_data)
        assert len(doc) == 1
        w, h = doc[0].render(scale=1).to_pil().size
        return int(w), int(h)
    img = Image.open(io.BytesIO(page_data))
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
    ext = {"image/png": "png", "image/jpeg": "jpg", "image/heic": "heic", "application/pdf": "pdf"}
    assert page.name == f"twentyfirst-{index:03d}-{layout}-{condition}.{ext[page.content_type]}"
    assert page.truth == sketch(index, layout)[0]
    w, h = _opens(page.data, page.content_type, condition)
    assert min(w, h) > 150
    if condition in ("two_up_scan", "viewer_screenshot"):
        assert page.content_type == "image/png"
    if condition == "two_up_scan":  # two letter pages side by side, in grey
        assert Image.open(io.BytesIO(page.data)).mode == "L" and w > h
    if page.content_type == "image/jpeg" and condition not in SCANS:
        assert max(w, h) >= 1600  # a phone's picture, not a thumbnail
    if condition == "document_camera":
        assert (w, h) == (3840, 2160)
    if condition == "text_pdf":
        text = pdfium.PdfDocument(page.data)[0].get_textpage().get_text_range()
        vaccinated = page.truth.vaccinated
        assert vaccinated is not None
        assert any(fmt_date(vaccinated, s) in text for s in DATE_STYLES)
    if condition == "browser_print_pdf":  # the page's words, and the browser's lines round it
        text = pdfium.PdfDocument(page.data)[0].get_textpage().get_text_range()
        assert page.truth.dog is not None and page.truth.dog in text
        assert "https://portal.example.net/records/" in text
    if condition in IMAGE_PDFS:
        for p in pdfium.PdfDocument(page.data):
            assert p.get_textpage().get_text_range().strip() == ""
    if page.content_type == "application/pdf":  # a fixed creation date, no clock
        assert b"D:20261205093000" in page.data
    if page.content_type == "image/jpeg":
        exif = Image.open(io.BytesIO(page.data)).getexif()
        assert 0x0132 not in exif and 0x9003 not in exif.get_ifd(0x8769)


def test_same_seed_same_bytes() -> None:
    for cond in ("text_pdf", "browser_print_pdf", "scanner_app_pdf", "crumpled", "low_light_noise"):
        i, lay, c = next(p for p in PLAN if p[2] == cond)
        assert page_at(i, lay, c)[0].data == page_at(i, lay, c)[0].data


def test_set_subset() -> None:
    pages = twentyfirst_set(count=3, conditions=("text_pdf",))
    assert [p.condition for p in pages] == ["text_pdf"] * 3
    assert len({p.name for p in pages}) == 3
