"""The fifteenth held-out set (tests/fifteenth_certificates.py): every truth value is written on its
page as drawn and none is a printed label, the layouts and conditions are balanced as planned
(most pages phone photos, no handwritten paper as a text PDF), each condition's file opens as
its content type says, and the same seed gives the same bytes with no clock in them."""

from __future__ import annotations

import contextlib
import functools
import io
import re
import unicodedata
from collections import Counter
from datetime import date

import pillow_heif
import pypdfium2
import pytest
from PIL import Image

from tests.fifteenth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    page_at,
    plan,
    sketch,
)
from tests.fifteenth_conditions import GROUPS, NEW, PEN_CONDITIONS
from tests.fifteenth_draw import missing_fonts
from tests.fifteenth_facts import TODAY

pytestmark = pytest.mark.skipif(
    bool(missing_fonts()),
    reason=f"fonts missing (scripts/test.sh installs them): {missing_fonts()}",
)
DAY_FIRST = ("certificado_pr", "quebec_bilingual")  # numeric dates written day first
MONTH_NAMES = (  # in English, Spanish and French
    "january february march april may june july august september october november december",
    "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
)
MAGIC = {"image/png": b"\x89PNG", "image/jpeg": b"\xff\xd8\xff", "application/pdf": b"%PDF"}


def plain(value: object) -> str:
    text = unicodedata.normalize("NFC", str(value)).casefold()
    return " ".join(re.sub(r"[^\w]+", " ", text).split())


def dates_in(text: str, day_first: bool) -> set[date]:
    """Every full date written: 8/5/2025, 08/05/25 and 8-5-25 (month first in New York, day
    first in Puerto Rico and Québec), 2025-08-05, Aug 5, 2025, 5-ago-2025, 5 de agosto de 2025,
    5 août 2025."""
    found: set[date] = set()

    def add(y: str, m: int | None, d: str) -> None:
        year = int(y) + 2000 if len(y) == 2 else int(y)
        if m is not None:
            with contextlib.suppress(ValueError):
                found.add(date(year, m, int(d)))

    def month(name: str) -> int | None:
        """The month a name or its first three letters or more (Aug, ago, juil) names."""
        for line in MONTH_NAMES:
            for n, full in enumerate(line.split(), 1):
                if len(name) >= 3 and full.startswith(name.casefold().rstrip(".")):
                    return n
        return None

    for y, m, d in re.findall(r"\b(\d{4})-(\d{2})-(\d{2})\b", text):
        add(y, int(m), d)
    for a, b, y in re.findall(r"\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b", text):
        add(y, int(b if day_first else a), a if day_first else b)
    for m, d, y in re.findall(r"\b([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})\b", text):
        add(y, month(m), d)
    for d, m, y in re.findall(r"\b(\d{1,2})(?: de |-| )(\w{3,10})(?: de |-| )(\d{4})\b", text):
        add(y, month(m), d)
    return found


def is_label(value: object, labels: tuple[str, ...]) -> bool:
    words = {w for label in labels for w in plain(label).split()}
    return bool(plain(value).split()) and all(w in words for w in plain(value).split())


@functools.cache
def drawn(index: int, layout: str, condition: str) -> tuple[bytes, str, str]:
    page, _ = page_at(index, layout, condition)
    return page.data, page.content_type, page.name


def test_every_truth_value_is_on_its_page_and_none_is_a_label() -> None:
    for index, layout, _ in plan():
        truth, words, labels = sketch(index, layout)
        text = "  ".join(words)
        where = f"page {index} {layout}"
        found = dates_in(text, layout in DAY_FIRST)
        assert truth.vaccinated is not None and truth.vaccinated in found, where
        assert truth.expires is None or truth.expires in found, where
        assert truth.expires is None or truth.expires > truth.vaccinated, where
        assert set(labels) <= set(words), f"{where}: a label that is not printed"
        values = [w for w in words if w not in labels]
        for name in ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot"):
            value = getattr(truth, name)
            if value is None:
                continue
            assert f" {plain(value)} " in f" {plain(text)} ", f"{where} {name} {value!r}"
            assert not is_label(value, labels), f"{where} {name} {value!r} is a label"
            if name in ("tag", "lot"):
                held = [w for w in values if f" {plain(value)} " in f" {plain(w)} "]
                assert len(held) == 1, f"{where} {name} {value!r} written {len(held)} times"


def test_balance_of_layouts_conditions_and_goal_groups() -> None:
    pages = plan()
    assert len(pages) == PAGES == 84 and len(LAYOUTS) == 7 and len(PEN_LAYOUTS) == 3
    assert list(GROUPS) == ["clean scans", "text PDFs", "image PDFs", "phone photos"]
    assert sorted(c for g in GROUPS.values() for c in g) == sorted(CONDITIONS)
    assert set(NEW) <= set(GROUPS["phone photos"]) and len(NEW) == 5
    photos = GROUPS["phone photos"]
    for layout in LAYOUTS:
        mine = [c for _, lay, c in pages if lay == layout]
        assert len(mine) == 12, layout
        assert sum(c in photos for c in mine) >= 8, layout
        assert set(photos) <= set(mine), f"{layout} misses a kind of photo"
        if layout in PEN_LAYOUTS:
            assert set(mine) <= set(PEN_CONDITIONS), layout
        else:
            assert {"text_pdf", "searchable_pdf", "scan_pdf"} <= set(mine), layout
    counts = Counter(c for _, _, c in pages)
    assert counts == {
        **{c: 7 for c in photos},
        "phone_jpeg": 10,
        "scan_colour_png": 5,
        "scan_grey_jpeg": 5,
        "text_pdf": 4,
        "searchable_pdf": 4,
        "scan_pdf": 7,
    }
    assert sum(c in photos for c in counts.elements()) == 59
    assert plan(conditions=("scan_pdf",)) == [p for p in pages if p[2] == "scan_pdf"]
    assert plan(layouts=("clinic_log",)) == [p for p in pages if p[1] == "clinic_log"]


def test_truths_leave_empty_what_pages_do_not_print() -> None:
    truths = [(layout, sketch(i, layout)[0]) for i, layout, _ in plan()]
    assert all(t.vaccinated is not None and t.vaccinated < TODAY for _, t in truths)
    assert sum(t.expires is None for _, t in truths) >= 15
    assert sum(t.expires is not None and t.expires < TODAY for _, t in truths) >= 8
    assert sum(t.tag is None for _, t in truths) >= 15
    assert sum(t.veterinarian is None for _, t in truths) >= 4
    assert all(t.expires is None for layout, t in truths if layout == "clinic_log")
    assert all(
        t.lot is None and t.product is None for lay, t in truths if lay == "daycare_verification"
    )
    assert all(t.clinic and t.dog and t.owner for _, t in truths)


@pytest.mark.parametrize("condition", CONDITIONS)
def test_one_file_of_each_condition_opens(condition: str) -> None:
    index, layout, _ = next(p for p in plan() if p[2] == condition)
    data, content_type, name = drawn(index, layout, condition)
    truth = sketch(index, layout)[0]
    assert name.rsplit(".", 1)[0] == f"fifteenth-{index:03d}-{layout}-{condition}"
    if content_type == "image/heic":
        assert data[4:12] in (b"ftypheic", b"ftypmif1") and name.endswith(".heic")
        pillow_heif.register_heif_opener()
    else:
        assert data.startswith(MAGIC[content_type])
    if content_type != "application/pdf":
        with Image.open(io.BytesIO(data)) as image:
            image.load()
            assert 1000 <= max(image.size) <= 3200, image.size
            turn = image.getexif().get(0x0112)
            assert 0x0132 not in image.getexif() and 0x9003 not in image.getexif()
        if condition == "chat_screenshot_png":
            assert image.size == (1170, 2532)
        if condition == "sideways_jpeg":
            assert turn in (None, 1), "a sideways photo has nothing saying to turn it"
        return
    pdf = pypdfium2.PdfDocument(data)
    pages = len(pdf)
    text = "".join(pdf[i].get_textpage().get_text_range() for i in range(pages))
    pdf.close()
    assert pages == (2 if layout == "visit_record_2p" else 1)
    if condition in GROUPS["text PDFs"]:
        for value in (truth.dog, truth.lot, truth.clinic):
            if value is not None:
                assert plain(value) in plain(text), (condition, value)
    else:
        assert not text.strip(), f"{condition} has a text layer"


def test_a_two_page_record_is_one_pdf_with_the_certificate_second() -> None:
    index, layout, condition = next(
        p for p in plan() if p[1] == "visit_record_2p" and p[2] == "text_pdf"
    )
    data, _, _ = drawn(index, layout, condition)
    pdf = pypdfium2.PdfDocument(data)
    first, second = (pdf[i].get_textpage().get_text_range() for i in range(2))
    pdf.close()
    truth = sketch(index, layout)[0]
    assert "VISIT RECORD" in first and "RABIES VACCINATION CERTIFICATE" in second
    assert truth.lot is not None and truth.lot in second and truth.lot not in first


def test_pen_layouts_never_get_text_pdfs() -> None:
    for layout in PEN_LAYOUTS:
        assert not [
            p for p in plan(count=3 * PAGES) if p[1] == layout and p[2] in GROUPS["text PDFs"]
        ]
        with pytest.raises(ValueError):
            page_at(LAYOUTS.index(layout), layout, "text_pdf")


@pytest.mark.parametrize(
    "condition",
    ["text_pdf", "searchable_pdf", "phone_heic", "sideways_jpeg", "chat_screenshot_png"],
)
def test_same_seed_same_bytes_and_no_clock(condition: str) -> None:
    index, layout, _ = next(p for p in plan() if p[2] == condition)
    data, _, _ = drawn(index, layout, condition)
    assert page_at(index, layout, condition)[0].data == data
    if condition.endswith("pdf"):
        assert b"D:20261204090000" in data


def test_each_module_of_the_set_is_short_and_says_what_it_is() -> None:
    from pathlib import Path

    for path in sorted(Path(__file__).parent.glob("fifteenth_*.py")):
        text = path.read_text()
        assert len(text.splitlines()) <= 300, path
        assert text.startswith('"""'), path
