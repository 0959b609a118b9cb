"""The twenty-sixth certificate set itself (not the reader): each truth value is written on its
page as drawn and is no printed label, the tag and lot are written once, every letter drawn has a
glyph in its face, the plan is balanced, every layout can be drawn in every condition and each
file opens as its content type says (a filled-in form's values are in its fields and not in the
page's text, a secured PDF opens without a password and keeps its words, an image PDF has no
text, a striped PDF is many pictures, a transparent PNG is transparent where the paper was), the
same seed gives the same bytes, and no file is over 300 lines."""

from __future__ import annotations

import io
from collections import Counter
from datetime import date
from functools import cache
from pathlib import Path

import pytest

from tests.twentysixth_canvas import missing_fonts

if missing_fonts():
    pytest.skip(
        f"the twenty-sixth set's fonts are not installed: {missing_fonts()[:3]}",
        allow_module_level=True,
    )

import numpy as np
import pypdfium2 as pdfium
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]
from PIL import Image

from tests.heldout_certificates import Truth
from tests.twentysixth_canvas import FACES, Pen, Text
from tests.twentysixth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    _draw,
    page_at,
    plan,
    sketch,
    twentysixth_set,
)
from tests.twentysixth_conditions import GROUPS, IMAGE_PDFS, TEXT_PDFS
from tests.twentysixth_facts import DATE_STYLES, TODAY, fmt_date, plus_years
from tests.twentysixth_form import fields_of
from tests.twentysixth_pdf import STAMP

PLAN = plan()
TEXT_FIELDS = ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot")
TERMS = {1: ("1 yr", "1-year", "1 year"), 3: ("3 yr", "3-year", "3 year")}
ROOT = Path(__file__).parent.parent


def _dated(d: date, written: list[str]) -> bool:
    return any(fmt_date(d, style) in s for style in DATE_STYLES for s in written)


def _term_written(truth: Truth, written: list[str]) -> bool:
    """The expiry is the shot's date plus a term written on the page ("3 yr", "1-year")."""
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
        for m in fields_of(sheet):  # a form field's Helvetica writes Windows-1252
            m.s.encode("cp1252")


def test_truths_vary() -> None:
    truths = [sketch(i, lay)[0] for i, lay, _ in PLAN]
    valid = sum(t.expires is not None and t.expires > TODAY for t in truths)
    lapsed = sum(t.expires is not None and t.expires <= TODAY for t in truths)
    assert valid > PAGES / 2 and 3 <= lapsed <= PAGES / 4
    assert 6 <= sum(t.expires is None for t in truths) <= PAGES / 3
    assert 8 <= sum(t.tag is None for t in truths) <= PAGES * 0.45
    assert 10 <= sum(t.lot is not None for t in truths) <= PAGES / 2
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


def _first(layout: str) -> int:
    return next(i for i, lay, _ in PLAN if lay == layout)


def _text(data: bytes) -> str:
    return str(pdfium.PdfDocument(data)[0].get_textpage().get_text_range())


def _ink(data: bytes, forms: bool) -> int:
    """How many dark pixels the page shows, drawn with its form fields or without."""
    doc = pdfium.PdfDocument(data)
    if forms:
        doc.init_forms()
    grey = np.asarray(doc[0].render(scale=1, may_draw_forms=forms).to_pil().convert("L"))
    return int((grey < 100).sum())


def _check_pdf(page_data: bytes, condition: str, truth: Truth, pen: bool) -> None:
    text = _text(page_data)
    assert truth.dog is not None and truth.vaccinated is not None
    if condition in IMAGE_PDFS:
        assert text.strip() == ""
        images = [o for o in pdfium.PdfDocument(page_data)[0].get_objects() if o.type == 3]
        assert len(images) > 8 if condition == "striped_image_pdf" else len(images) == 1
    elif condition == "secured_pdf":
        assert b"/Encrypt" in page_data and len(text.strip()) > 40
        if not pen:
            assert truth.dog in text
            assert any(fmt_date(truth.vaccinated, s) in text for s in DATE_STYLES)
    else:
        assert STAMP in page_data and page_data.count(b"%%EOF") == 2
        assert b"/AcroForm" in page_data and len(text.strip()) > 40
        if not pen:  # the values are in the fields, drawn only by a viewer that fills forms
            assert truth.dog not in text and b"(" + truth.dog.encode() + b")" in page_data
            assert _ink(page_data, True) > _ink(page_data, False) + 400


@pytest.mark.parametrize("condition", CONDITIONS)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_layout_in_every_condition(layout: str, condition: str) -> None:
    index = _first(layout)
    page, _ = page_at(index, layout, condition)
    ext = {"image/png": "png", "image/jpeg": "jpg", "application/pdf": "pdf"}
    assert page.name == f"twentysixth-{index:03d}-{layout}-{condition}.{ext[page.content_type]}"
    assert page.truth == sketch(index, layout)[0]
    w, h, pages = _opens(page.data, page.content_type)
    assert min(w, h) > 150 and pages == 1
    if page.content_type == "image/jpeg":  # a phone's picture, not a thumbnail; no clock in it
        assert max(w, h) >= 1800
        exif = Image.open(io.BytesIO(page.data)).getexif()
        assert 0x0132 not in exif and 0x9003 not in exif.get_ifd(0x8769)
    if condition == "transparent_png":
        img = np.asarray(Image.open(io.BytesIO(page.data)))
        assert img.shape[2] == 4
        clear = img[..., 3] == 0
        assert clear.mean() > 0.5 and (img[clear][:, :3] == 0).all()
        assert (img[..., 3] > 200).mean() > 0.002  # the ink
    if condition == "adf_slip_scan":  # grey, and longer than the page for the slipped band
        sheet, _ = _draw(index, layout)
        assert Image.open(io.BytesIO(page.data)).mode == "L" and h / w > sheet.h / sheet.w
    if condition == "photo_printed_pdf":
        assert (w, h) in ((612, 792), (792, 612))
    if page.content_type == "application/pdf":
        _check_pdf(page.data, condition, page.truth, layout in PEN_LAYOUTS)


def test_same_seed_same_bytes() -> None:
    for cond in ("fillable_form_pdf", "secured_pdf", "striped_image_pdf", "torn_and_taped"):
        i, lay, c = next(p for p in PLAN if p[2] == cond)
        assert page_at(i, lay, c)[0].data == page_at(i, lay, c)[0].data


def test_set_subset() -> None:
    pages = twentysixth_set(count=3, conditions=("secured_pdf",))
    assert [p.condition for p in pages] == ["secured_pdf"] * 3
    assert len({p.name for p in pages}) == 3


def test_the_text_pdfs_are_for_printed_papers() -> None:
    assert not any(c in TEXT_PDFS for _, lay, c in PLAN if lay in PEN_LAYOUTS)


def test_no_file_over_300_lines() -> None:
    files = [*(ROOT / "tests").glob("twentysixth_*.py"), ROOT / "bench" / "twentysixth.py"]
    files.append(Path(__file__))
    assert len(files) >= 13
    long = {p.name: n for p in files if (n := len(p.read_text().splitlines())) > 300}
    assert long == {}
