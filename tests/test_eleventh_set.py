"""The eleventh held-out set (tests/eleventh_certificates.py): every truth value is on its page
as drawn, none is a label, the layouts and conditions are balanced, and each condition's file
opens as what it says it is."""

from __future__ import annotations

import contextlib
import io
import re
from datetime import date

import pillow_heif
import pypdfium2
import pytest
from PIL import Image

from bench.heldout import plain
from tests.eleventh_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    page_at,
    plan,
    sketch,
)
from tests.eleventh_conditions import GROUPS
from tests.eleventh_draw import missing_fonts
from tests.eleventh_facts import TODAY, add_years

pytestmark = pytest.mark.skipif(
    bool(missing_fonts()),
    reason=f"fonts missing (scripts/test.sh installs them): {missing_fonts()}",
)
MONTHS = {
    m: i + 1
    for i, m in enumerate(
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    )
}


def dates_in(text: str) -> set[date]:
    """Every day written on a page, by this test's own reading of US dates."""
    found: set[date] = set()

    def add(y: str, m: int, d: str) -> None:
        year = int(y) + (2000 if len(y) == 2 else 0)
        with contextlib.suppress(ValueError):
            found.add(date(year, m, int(d)))

    for m, d, y in re.findall(r"\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b", text):
        add(y, int(m), d)
    for y, m, d in re.findall(r"\b(\d{4})-(\d{2})-(\d{2})\b", text):
        add(y, int(m), d)
    for d, mon, y in re.findall(r"\b(\d{1,2})-([A-Za-z]{3})-(\d{4})\b", text):
        add(y, MONTHS[mon.lower()], d)
    for mon, d, y in re.findall(r"\b([A-Z][a-z]{2})[a-z]* (\d{1,2}), (\d{4})\b", text):
        if mon.lower() in MONTHS:
            add(y, MONTHS[mon.lower()], d)
    return found


def terms_in(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"\b([13]) ?-?(?:yr|year)\b", text, re.IGNORECASE)}


def is_label(value: object, labels: tuple[str, ...]) -> bool:
    words = {w for label in labels for w in plain(label).split()}
    return bool(plain(value).split()) and all(w in words for w in plain(value).split())


def test_every_truth_value_is_on_its_page_and_none_is_a_label() -> None:
    for index, layout, _ in plan():
        truth, words, labels = sketch(index, layout)
        text = "  ".join(words)
        where = f"page {index} {layout}"
        assert truth.vaccinated in dates_in(text), where
        if truth.expires is not None:
            printed = truth.expires in dates_in(text)
            by_term = any(add_years(truth.vaccinated, n) == truth.expires for n in terms_in(text))
            assert printed or by_term, where
        for name in ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot"):
            value = getattr(truth, name)
            if value is None:
                continue
            assert f" {plain(value)} " in f" {plain(text)} ", f"{where} {name} {value!r}"
            assert not is_label(value, labels), f"{where} {name} {value!r} is a label"


def test_balance_of_layouts_conditions_and_goal_groups() -> None:
    pages = plan()
    assert len(pages) == PAGES == 84
    for layout in LAYOUTS:
        assert sum(p[1] == layout for p in pages) == 12
    assert set(CONDITIONS) == {c for p in pages for c in (p[2],)}
    assert sorted(c for g in GROUPS.values() for c in g) == sorted(CONDITIONS)
    pen = [p for p in pages if p[1] in PEN_LAYOUTS]
    assert len(pen) >= 24
    printed = [p for p in pages if p[1] not in PEN_LAYOUTS]
    counts = {g: sum(p[2] in cs for p in printed) for g, cs in GROUPS.items()}
    assert counts["clean scans"] >= 8 and counts["text PDFs"] >= 10, counts
    assert counts["image PDFs"] >= 10 and counts["phone photos"] >= 20, counts
    truths = [sketch(i, layout)[0] for i, layout, _ in pages]
    assert sum(t.expires is not None and t.expires < TODAY for t in truths) >= 10
    assert sum(t.tag is None for t in truths) >= 8
    assert sum(t.lot is None for t in truths) >= 8
    assert sum(t.expires is None for t in truths) >= 3


MAGIC = {
    "image/png": b"\x89PNG",
    "image/jpeg": b"\xff\xd8\xff",
    "application/pdf": b"%PDF",
}


@pytest.mark.parametrize("condition", CONDITIONS)
def test_one_file_of_each_condition_opens(condition: str) -> None:
    index, layout, _ = next(p for p in plan() if p[2] == condition)
    page, words = page_at(index, layout, condition)
    assert page.condition == condition and page.name.startswith(f"eleventh-{index:03d}-")
    if page.content_type == "image/heic":
        assert page.data[4:12] in (b"ftypheic", b"ftypmif1")
        pillow_heif.register_heif_opener()
    else:
        assert page.data.startswith(MAGIC[page.content_type])
    if page.content_type == "application/pdf":
        pdf = pypdfium2.PdfDocument(page.data)
        assert len(pdf) >= 1
        if condition in ("text_pdf", "searchable_pdf"):
            text = "".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
            assert plain(page.truth.dog) in plain(text)
        pdf.close()
    else:
        with Image.open(io.BytesIO(page.data)) as image:
            image.load()
            assert 800 <= max(image.size) <= 3200
    assert words


def test_same_seed_same_bytes() -> None:
    index, layout, condition = plan()[9]
    first = page_at(index, layout, condition)[0].data
    assert first == page_at(index, layout, condition)[0].data
    # a PDF carries no clock: two draws a second apart would differ in the date and the /ID
    assert not first.startswith(b"%PDF") or b"D:20261203060000" in first
