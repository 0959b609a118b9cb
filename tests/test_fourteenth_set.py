"""The fourteenth held-out set (tests/fourteenth_certificates.py): every truth value is on its page
as drawn, none is a label, layouts and conditions are balanced, each condition's file opens as
its content type says, and the same seed gives the same bytes with no clock in them."""

from __future__ import annotations

import contextlib
import io
import itertools
import re
import unicodedata
from datetime import date

import pillow_heif
import pypdfium2
import pytest
from PIL import Image

from tests.fourteenth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    page_at,
    plan,
    sketch,
)
from tests.fourteenth_conditions import GROUPS, NEW, PEN_CONDITIONS
from tests.fourteenth_draw import missing_fonts
from tests.fourteenth_facts import TODAY, add_years

pytestmark = pytest.mark.skipif(
    bool(missing_fonts()),
    reason=f"fonts missing (scripts/test.sh installs them): {missing_fonts()}",
)
MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
MONTH = {m: n for n, m in enumerate(MONTHS, 1)}


def plain(value: object) -> str:
    text = unicodedata.normalize("NFC", str(value)).lower()
    return " ".join(re.sub(r"[^\w]+", " ", text).split())


def dates_in(text: str) -> set[date]:
    """Every full date written on a page, as a New York page writes them: 3/4/2026, 03/04/2026,
    3/4/26 (month first), ISO, March 4th, 2026 / Mar 4 2026, and 4-MAR-26 / 04-MAR-2026."""
    found: set[date] = set()

    def add(y: str, month: str | int, d: str) -> None:
        m = month if isinstance(month, int) else MONTH.get(month[:3].lower())
        year = int(y) + 2000 if len(y) == 2 else int(y)
        if m is not None:
            with contextlib.suppress(ValueError):
                found.add(date(year, m, int(d)))

    for y, m, d in re.findall(r"\b(\d{4})-(\d{2})-(\d{2})\b", text):
        add(y, int(m), d)
    for m, d, y in re.findall(r"\b(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})\b", text):
        add(y, int(m), d)
    for d, m, y in re.findall(r"\b(\d{1,2})-([A-Za-z]{3})-(\d{4}|\d{2})\b", text):
        add(y, m, d)
    for m, d, y in re.findall(r"\b([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b", text):
        add(y, m, d)
    return found


TERM = r"\b([13]) ?-?(?:yr|year)s?\b"


def terms_in(words: list[str], labels: tuple[str, ...]) -> set[int]:
    """A term box crossed (an "X" drawn just before the option's label), else a term written as
    a value; the options a form prints are labels, not terms."""
    crossed = set()
    for before, after in itertools.pairwise(words):
        if before == "X" and after in labels:
            crossed |= {int(n) for n in re.findall(TERM, after, re.IGNORECASE)}
    values = "  ".join(w for w in words if w not in labels and w != "X")
    return crossed | {int(n) for n in re.findall(TERM, values, re.IGNORECASE)}


def is_label(value: object, labels: tuple[str, ...]) -> bool:
    words = {w for label in labels for w in plain(label).split()}
    return bool(plain(value).split()) and all(w in words for w in plain(value).split())


def test_every_truth_value_is_on_its_page_and_none_is_a_label() -> None:
    for index, layout, _ in plan():
        truth, words, labels = sketch(index, layout)
        text = "  ".join(words)
        where = f"page {index} {layout}"
        assert truth.vaccinated is not None and truth.vaccinated in dates_in(text), where
        terms = terms_in(words, labels)
        if truth.expires is None:
            assert not terms, f"{where}: a term is printed, so the expiry is known"
        else:
            by_term = any(add_years(truth.vaccinated, n) == truth.expires for n in terms)
            assert truth.expires in dates_in(text) or by_term, where
        values = [w for w in words if w not in labels]
        for name in ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot"):
            value = getattr(truth, name)
            if value is None:
                continue
            assert f" {plain(value)} " in f" {plain(text)} ", f"{where} {name} {value!r}"
            assert not is_label(value, labels), f"{where} {name} {value!r} is a label"
            if name in ("tag", "lot", "clinic", "dog"):
                held = [w for w in values if f" {plain(value)} " in f" {plain(w)} "]
                assert len(held) == 1, f"{where} {name} {value!r} printed {len(held)} times"


def test_balance_of_layouts_conditions_and_goal_groups() -> None:
    pages = plan()
    assert len(pages) == PAGES == 84 and len(LAYOUTS) == 7 and len(PEN_LAYOUTS) == 2
    for layout in LAYOUTS:
        assert sum(p[1] == layout for p in pages) == 12
    assert set(CONDITIONS) == {p[2] for p in pages} and len(NEW) >= 2
    assert sorted(c for g in GROUPS.values() for c in g) == sorted(CONDITIONS)
    assert list(GROUPS) == ["clean scans", "text PDFs", "image PDFs", "phone photos"]
    pen = [p for p in pages if p[1] in PEN_LAYOUTS]
    assert len(pen) == 24 and {p[2] for p in pen} <= set(PEN_CONDITIONS)
    counts = {g: sum(p[2] in cs for p in pages) for g, cs in GROUPS.items()}
    assert all(n >= 10 for n in counts.values()), counts
    printed = [p for p in pages if p[1] not in PEN_LAYOUTS]
    assert sum(p[2] in GROUPS["phone photos"] for p in printed) >= 20
    truths = [sketch(i, layout)[0] for i, layout, _ in pages]
    assert sum(t.expires is not None and t.expires < TODAY for t in truths) >= 8
    assert sum(t.tag is None for t in truths) >= 6
    assert sum(t.lot is None for t in truths) >= 4
    assert sum(t.owner is None for t in truths) >= 2
    assert sum(t.expires is None for t in truths) >= 2
    assert sum(t.clinic is None for t in truths) >= 2
    assert all(t.vaccinated is not None and t.vaccinated < TODAY for t in truths)


MAGIC = {"image/png": b"\x89PNG", "image/jpeg": b"\xff\xd8\xff", "application/pdf": b"%PDF"}


@pytest.mark.parametrize("condition", CONDITIONS)
def test_one_file_of_each_condition_opens(condition: str) -> None:
    index, layout, _ = next(p for p in plan() if p[2] == condition)
    page, words = page_at(index, layout, condition)
    assert page.name.rsplit(".", 1)[0] == f"fourteenth-{index:03d}-{layout}-{condition}"
    assert page.layout == layout and page.condition == condition and words
    if page.content_type == "image/heic":
        assert page.data[4:12] in (b"ftypheic", b"ftypmif1")
        pillow_heif.register_heif_opener()
    else:
        assert page.data.startswith(MAGIC[page.content_type])
    if page.content_type != "application/pdf":
        with Image.open(io.BytesIO(page.data)) as image:
            image.load()
            assert 800 <= max(image.size) <= 3200, image.size
        return
    pdf = pypdfium2.PdfDocument(page.data)
    text = "".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    pdf.close()
    if condition in ("text_pdf", "searchable_pdf"):
        for value in (page.truth.dog, page.truth.lot, page.truth.clinic):
            if value is not None:
                assert plain(value) in plain(text), (condition, value)
    else:
        assert not text.strip(), f"{condition} has a text layer"


def test_same_seed_same_bytes_and_no_clock() -> None:
    index, layout, condition = next(p for p in plan() if p[2] == "searchable_pdf")
    first = page_at(index, layout, condition)[0].data
    assert first == page_at(index, layout, condition)[0].data
    assert b"D:20261203060000" in first
    index, layout, condition = next(p for p in plan() if p[2] == "text_pdf")
    first = page_at(index, layout, condition)[0].data
    assert first == page_at(index, layout, condition)[0].data
    assert b"D:20261203060000" in first
    for condition in NEW:
        index, layout, _ = next(p for p in plan() if p[2] == condition)
        assert (
            page_at(index, layout, condition)[0].data == page_at(index, layout, condition)[0].data
        )
