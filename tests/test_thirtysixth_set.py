"""The thirty-sixth certificate set itself (not the reader): each truth value is written on its
page as drawn and is no printed label, the tag and lot are written once, every letter drawn has a
glyph in its face, the plan is balanced, every condition can be drawn and every layout drawn in
one, and each file opens as its content type says (an overstruck report PDF has its words twice,
a watermark PDF the watermark and the page's words as text, an inverted-decode PDF a grey picture
with /Decode [1 0], an ICC PDF a progressive JPEG in an ICC-based colour space, a fingertip scan a
300 dpi colour JPEG longer than the page, an aged-lamp scan a 200 dpi colour PNG, a phone picture
a large JPEG without a clock), the same seed gives the same bytes, and no file is over 300 lines.
Each condition is drawn once, not with every layout."""

from __future__ import annotations

import io
import struct
from collections import Counter
from datetime import date
from functools import cache
from pathlib import Path

import pytest

from tests.thirtysixth_faces import missing_fonts

if missing_fonts():
    pytest.skip(
        f"the thirty-sixth set's fonts are not installed: {missing_fonts()[:3]}",
        allow_module_level=True,
    )

import numpy as np
import pypdfium2 as pdfium
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]
from PIL import Image

from tests.heldout_certificates import Truth
from tests.thirtysixth_canvas import Pen, Text
from tests.thirtysixth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    _draw,
    page_at,
    plan,
    sketch,
    thirtysixth_set,
)
from tests.thirtysixth_conditions import GROUPS, TEXT_PDFS
from tests.thirtysixth_faces import FACES
from tests.thirtysixth_facts import DATE_STYLES, TODAY, fmt_date, plus_years
from tests.thirtysixth_pdf import FROZEN, STAMP

PLAN = plan()
TEXT_FIELDS = ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot")
TERMS = {
    1: ("1 yr", "1-year", "1 year", "12 months"),
    3: ("3 yr", "3-year", "3 year", "36 months"),
}
ROOT = Path(__file__).parent.parent
EXT = {"image/png": "png", "image/jpeg": "jpg", "application/pdf": "pdf"}


def _dated(d: date, written: list[str]) -> bool:
    return any(fmt_date(d, style) in s for style in DATE_STYLES for s in written)


def _term_written(truth: Truth, written: list[str]) -> bool:
    """The expiry is the shot's date plus a term written on the page ("3 yr", "1 year")."""
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
        assert truth.expires in (plus_years(truth.vaccinated, 1), plus_years(truth.vaccinated, 3))
        # A date, or a term written beside the shot (the card's term is circled on "1 yr / 3 yr")
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
    return frozenset(TTFont(FACES[face], fontNumber=0).getBestCmap())


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
    assert valid > PAGES / 2 and 3 <= lapsed <= PAGES / 4
    assert 2 <= sum(t.expires is None for t in truths) <= PAGES / 3
    assert 12 <= sum(t.tag is None for t in truths) <= PAGES * 0.55
    assert 2 <= sum(t.lot is not None for t in truths) <= PAGES / 3
    assert sum(t.product is not None for t in truths) >= 2
    assert sum(t.veterinarian is None for t in truths) >= 4
    assert len({t.vaccinated for t in truths}) > PAGES * 0.85
    assert len({t.dog for t in truths}) > 25


def _opens(data: bytes, content_type: str) -> tuple[int, int, int]:
    """The first page's size as a viewer shows it, and the number of pages."""
    if content_type == "application/pdf":
        doc = pdfium.PdfDocument(data)
        w, h = doc[0].render(scale=1).to_pil().size
        return int(w), int(h), len(doc)
    img = Image.open(io.BytesIO(data))
    assert img.format == {"image/png": "PNG", "image/jpeg": "JPEG"}[content_type]
    img.load()
    return img.size[0], img.size[1], 1


def _text(data: bytes) -> str:
    return str(pdfium.PdfDocument(data)[0].get_textpage().get_text_range())


def _check_pdf(data: bytes, condition: str, truth: Truth, index: int, layout: str) -> None:
    doc = pdfium.PdfDocument(data)
    assert truth.dog is not None and len(doc) == 1
    text = _text(data)
    assert STAMP in data
    if condition == "overstrike_bold_report_pdf":
        assert truth.dog in text and b"Crystal Reports" in data
    elif condition == "client_copy_watermark_text_pdf":
        assert truth.dog in text and ("COPY" in text or "DUPLICATE" in text)
    else:  # one picture, no text layer
        assert text.strip() == ""
        if condition == "decode_inverted_gray_pdf":
            assert b"/Decode [1 0]" in data and b"/DeviceGray" in data
        else:
            assert b"/ICCBased 6 0 R" in data and b"/DCTDecode" in data
        img = doc[0].render(scale=0.5).to_pil().convert("L")
        assert np.median(np.asarray(img)) > 200  # white paper


def _check(data: bytes, content_type: str, condition: str, layout: str, index: int) -> None:
    w, h, pages = _opens(data, content_type)
    assert min(w, h) > 150 and pages == 1
    sheet, _ = _draw(index, layout)
    img = Image.open(io.BytesIO(data)) if content_type != "application/pdf" else None
    if condition == "fingers_holding_flat_scan":
        assert img is not None and img.format == "JPEG" and img.mode == "RGB"
        assert w == round(sheet.w * 300 / 72) and h > round(sheet.h * 300 / 72)
    elif condition == "aged_lamp_magenta_scan":
        assert img is not None and img.format == "PNG" and img.mode == "RGB"
        assert abs(w - sheet.w * 200 / 72) < 3
    elif content_type == "image/jpeg":  # a phone's picture, not a thumbnail; no clock in it
        assert img is not None and max(w, h) >= 1800
        exif = img.getexif()
        assert 0x0132 not in exif and 0x9003 not in exif.get_ifd(0x8769)


@pytest.mark.parametrize("condition", CONDITIONS)
def test_every_condition(condition: str) -> None:
    index, layout, _ = next(p for p in PLAN if p[2] == condition)
    page, _ = page_at(index, layout, condition)
    assert page.name == f"thirtysixth-{index:03d}-{layout}-{condition}.{EXT[page.content_type]}"
    assert page.truth == sketch(index, layout)[0]
    _check(page.data, page.content_type, condition, layout, index)
    if page.content_type == "application/pdf":
        _check_pdf(page.data, condition, page.truth, index, layout)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_layout_draws(layout: str) -> None:
    """Each layout as an inverted-decode grey PDF (every layout has one), among the quickest to
    draw."""
    index, _, condition = next(
        p for p in PLAN if p[1] == layout and p[2] == "decode_inverted_gray_pdf"
    )
    page, _ = page_at(index, layout, condition)
    _check(page.data, page.content_type, condition, layout, index)
    _check_pdf(page.data, condition, page.truth, index, layout)


def test_same_seed_same_bytes() -> None:
    for cond in (
        "overstrike_bold_report_pdf",
        "client_copy_watermark_text_pdf",
        "weighted_by_keys_and_wallet",
    ):
        i, lay, c = next(p for p in PLAN if p[2] == cond)
        assert page_at(i, lay, c)[0].data == page_at(i, lay, c)[0].data


def test_an_icc_profile_carries_the_set_s_date_not_the_clock() -> None:
    i, lay, c = next(p for p in PLAN if p[2] == "icc_progressive_jpeg_pdf")
    data = page_at(i, lay, c)[0].data
    start = data.index(b"stream\n", data.index(b"/Alternate /DeviceRGB")) + len(b"stream\n")
    assert data[start + 24 : start + 36] == struct.pack(">6H", *FROZEN.timetuple()[:6])


def test_set_subset() -> None:
    pages = thirtysixth_set(count=3, conditions=("client_copy_watermark_text_pdf",))
    assert [p.condition for p in pages] == ["client_copy_watermark_text_pdf"] * 3
    assert len({p.name for p in pages}) == 3


def test_the_text_pdfs_are_for_printed_papers() -> None:
    assert not any(c in TEXT_PDFS for _, lay, c in PLAN if lay in PEN_LAYOUTS)


def test_no_file_over_300_lines() -> None:
    files = [*(ROOT / "tests").glob("thirtysixth_*.py"), ROOT / "bench" / "thirtysixth.py"]
    files.append(Path(__file__))
    assert len(files) >= 20
    long = {p.name: n for p in files if (n := len(p.read_text().splitlines())) > 300}
    assert long == {}
