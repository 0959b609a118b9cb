"""The twenty-eighth certificate set itself (not the reader): each truth value is written on its
page as drawn and is no printed label, the tag and lot are written once, every letter drawn has a
glyph in its face, the plan is balanced, every condition can be drawn and every layout drawn in
one, and each file opens as its content type says (a PDF without ToUnicode maps copies out no
truth value though it has text, a corrected PDF keeps the old words under the new ones, a
flattened PDF has outlines and no text, a reduced PDF is one JPEG 2000 picture, a sheet-fed scan
is a colour JPEG at 300 dpi, a straightened scan is grey with black corners, a phone picture is a
large JPEG without a clock, a scanner app's page is 2,200 pixels long), the same seed gives the
same bytes, and no file is over 300 lines. Each condition is drawn once, not with every layout."""

from __future__ import annotations

import io
import re
from collections import Counter
from datetime import date
from functools import cache
from pathlib import Path

import pytest

from tests.twentyeighth_faces import missing_fonts

if missing_fonts():
    pytest.skip(
        f"the twenty-eighth set's fonts are not installed: {missing_fonts()[:3]}",
        allow_module_level=True,
    )

import numpy as np
import pypdfium2 as pdfium
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]
from PIL import Image

from tests.heldout_certificates import Truth
from tests.twentyeighth_canvas import Pen, Text
from tests.twentyeighth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    _draw,
    page_at,
    plan,
    sketch,
    twentyeighth_set,
)
from tests.twentyeighth_conditions import GROUPS, TEXT_PDFS
from tests.twentyeighth_faces import FACES
from tests.twentyeighth_facts import DATE_STYLES, TODAY, fmt_date, plus_years
from tests.twentyeighth_pdf import STAMP, text_pdf

PLAN = plan()
TEXT_FIELDS = ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot")
TERMS = {
    1: ("1 yr", "1yr", "1-year", "1 year", "12 months"),
    3: ("3 yr", "3yr", "3-year", "3 year", "36 months"),
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
    assert 10 <= sum(t.lot is not None for t in truths) <= PAGES / 2
    assert sum(t.owner is None for t in truths) >= 4
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


def _check_pdf(data: bytes, condition: str, index: int, layout: str, truth: Truth) -> None:
    doc = pdfium.PdfDocument(data)
    assert truth.dog is not None and truth.vaccinated is not None
    kinds = Counter(o.type for o in doc[0].get_objects())
    text = _text(data)
    assert STAMP in data
    if condition == "outlined_text_pdf":  # letters as paths: nothing to copy
        assert text.strip() == "" and kinds[2] > 20 and b"/FontFile" not in data
    elif condition == "jpx_reduced_pdf":
        assert text.strip() == "" and kinds == Counter({3: 1}) and b"/JPXDecode" in data
    elif condition == "no_tounicode_pdf":  # text that copies out as glyph numbers
        assert re.search(rb"/ToUnicode \d+ 0 R", data) is None and len(text.strip()) > 40
        assert truth.dog not in text and not any(
            fmt_date(truth.vaccinated, s) in text for s in DATE_STYLES
        )
    else:  # corrected: the old words still in the text, the new ones typed over them
        assert b"/BaseFont /Helvetica" in data and truth.dog in text
        assert any(fmt_date(truth.vaccinated, s) in text for s in DATE_STYLES)
        sheet, _ = _draw(index, layout)
        assert len(text) > len(_text(text_pdf(sheet, "x")))


def _check(data: bytes, content_type: str, condition: str, layout: str, index: int) -> None:
    w, h, pages = _opens(data, content_type)
    assert min(w, h) > 150 and pages == 1
    sheet, _ = _draw(index, layout)
    if condition in ("sheetfed_fringe_scan", "deskew_black_corners"):
        img = Image.open(io.BytesIO(data))
        dpi = 300 if condition == "sheetfed_fringe_scan" else 200
        assert w >= sheet.w * dpi / 72 - 2 and img.mode == ("RGB" if dpi == 300 else "L")
        if condition == "deskew_black_corners":
            a = np.asarray(img)
            assert sum(int(a[y, x]) < 20 for y in (0, -1) for x in (0, -1)) >= 3
    elif content_type == "image/jpeg":  # a phone's picture, not a thumbnail; no clock in it
        assert max(w, h) >= 1800
        exif = Image.open(io.BytesIO(data)).getexif()
        assert 0x0132 not in exif and 0x9003 not in exif.get_ifd(0x8769)
        if condition == "misdetected_corner":
            assert max(w, h) == 2200 and abs(w / h - sheet.w / sheet.h) < 0.01


@pytest.mark.parametrize("condition", CONDITIONS)
def test_every_condition(condition: str) -> None:
    index, layout, _ = next(p for p in PLAN if p[2] == condition)
    page, _ = page_at(index, layout, condition)
    assert page.name == f"twentyeighth-{index:03d}-{layout}-{condition}.{EXT[page.content_type]}"
    assert page.truth == sketch(index, layout)[0]
    _check(page.data, page.content_type, condition, layout, index)
    if page.content_type == "application/pdf":
        _check_pdf(page.data, condition, index, layout, page.truth)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_layout_draws(layout: str) -> None:
    """Each layout as a flattened PDF (every layout has one), the quickest to draw."""
    index, _, condition = next(p for p in PLAN if p[1] == layout and p[2] == "outlined_text_pdf")
    page, _ = page_at(index, layout, condition)
    _check(page.data, page.content_type, condition, layout, index)
    _check_pdf(page.data, condition, index, layout, page.truth)


def test_same_seed_same_bytes() -> None:
    for cond in ("no_tounicode_pdf", "whiteout_edit_pdf", "jpx_reduced_pdf", "misdetected_corner"):
        i, lay, c = next(p for p in PLAN if p[2] == cond)
        assert page_at(i, lay, c)[0].data == page_at(i, lay, c)[0].data


def test_set_subset() -> None:
    pages = twentyeighth_set(count=3, conditions=("no_tounicode_pdf",))
    assert [p.condition for p in pages] == ["no_tounicode_pdf"] * 3
    assert len({p.name for p in pages}) == 3


def test_the_text_pdfs_are_for_printed_papers() -> None:
    assert not any(c in TEXT_PDFS for _, lay, c in PLAN if lay in PEN_LAYOUTS)


def test_no_file_over_300_lines() -> None:
    files = [*(ROOT / "tests").glob("twentyeighth_*.py"), ROOT / "bench" / "twentyeighth.py"]
    files.append(Path(__file__))
    assert len(files) >= 18
    long = {p.name: n for p in files if (n := len(p.read_text().splitlines())) > 300}
    assert long == {}
