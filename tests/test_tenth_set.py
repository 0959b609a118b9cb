"""The tenth held-out set says what it draws: every truth value is among the page's drawn words
(dates read by this test's own rules: month-first, day-first where the layout writes day-first,
English and Spanish month names), no truth value is a label, the set is balanced as promised, a
file of each condition opens as what it claims to be, and the same seed gives the same bytes."""

from __future__ import annotations

import contextlib
import io
import os
import re
from collections import Counter
from datetime import date
from pathlib import Path

import pillow_heif
import pypdfium2
import pytest
from PIL import Image

from tests.tenth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    compose,
    page_at,
    plan,
    truth,
)
from tests.tenth_conditions import GROUPS, TYPES
from tests.tenth_draw import ALL_FONTS

missing = [path for path in ALL_FONTS if not os.path.exists(path)]
pytestmark = pytest.mark.skipif(
    bool(missing), reason=f"fonts missing (scripts/test.sh installs them): {missing}"
)

DAY_FIRST = ("canadian_form", "spanish_certificate")
EN = "jan feb mar apr may jun jul aug sep oct nov dec"
ES = "ene feb mar abr may jun jul ago sep oct nov dic"
ES_LONG = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre"
MONTHS = {m: i + 1 for names in (EN, ES, ES_LONG) for i, m in enumerate(names.split(" "))}
MONTHS["sept"] = 9
NAME = r"([A-Za-zé]{3,10})\.?"


def month(word: str) -> int | None:
    word = word.casefold()
    return MONTHS.get(word) or MONTHS.get(word[:4]) or MONTHS.get(word[:3])


def year(text: str) -> int:
    return int(text) + 2000 if len(text) == 2 else int(text)


def dates(text: str, day_first: bool) -> set[date]:
    """Every day a run of text writes, by this test's rules."""
    found: list[tuple[int, int, int]] = []
    for y, m, d in re.findall(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b", text):
        found.append((int(y), int(m), int(d)))
    for a, b, y in re.findall(r"\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b", text):
        d, m = (a, b) if day_first else (b, a)
        found.append((year(y), int(m), int(d)))
    for name, d, y in re.findall(NAME + r" (\d{1,2}),? (\d{4}|\d{2})\b", text):
        if month(name):
            found.append((year(y), month(name), int(d)))
    for d, name, y in re.findall(
        r"\b(\d{1,2})[ -](?:de )?" + NAME + r"[ -](?:de )?(\d{4}|\d{2})\b", text
    ):
        if month(name):
            found.append((year(y), month(name), int(d)))
    days = set()
    for y, m, d in found:
        with contextlib.suppress(ValueError):
            days.add(date(y, m, d))
    return days


def terms(text: str) -> set[int]:
    """The terms in years a run marks: '3 yr', '36 months', '12 mo.', '1 año', '12 mois'."""
    years = set()
    for n, unit in re.findall(r"\b(\d{1,2}) ?(year|yr|mo|months|mois|año)", text, re.IGNORECASE):
        years.add(int(n) // 12 if unit.lower().startswith("mo") else int(n))
    return years


def plain(text: object) -> str:
    return re.sub(r"[^a-z0-9]+", " ", str(text).casefold()).strip()


def is_label(value: object, labels: tuple[str, ...]) -> bool:
    words = {w for label in labels for w in plain(label).split()}
    said = plain(value).split()
    return bool(said) and all(w in words for w in said)


def add_years(day: date, years: int) -> date:
    return date(day.year + years, day.month, min(day.day, 28 if day.month == 2 else 31))


PLAN = plan()


def test_the_plan_is_balanced() -> None:
    assert len(PLAN) == PAGES == 84
    assert Counter(layout for _, layout, _ in PLAN) == {layout: 12 for layout in LAYOUTS}
    assert {condition for _, _, condition in PLAN} == set(CONDITIONS)
    pen = [c for _, layout, c in PLAN if layout in PEN_LAYOUTS]
    assert len(pen) >= 24 and "text_pdf" not in pen and "searchable_pdf" not in pen
    printed = Counter(c for _, layout, c in PLAN if layout not in PEN_LAYOUTS)
    groups = {name: sum(printed[c] for c in members) for name, members in GROUPS.items()}
    assert groups["clean scans"] >= 8 and groups["text PDFs"] >= 10
    assert groups["image PDFs"] >= 10 and groups["phone photos"] >= 20
    assert set(GROUPS) == {"clean scans", "text PDFs", "image PDFs", "phone photos"}
    assert sorted(c for members in GROUPS.values() for c in members) == sorted(CONDITIONS)


def test_every_truth_is_on_its_page_and_none_is_a_label() -> None:
    kinds: Counter[str] = Counter()
    for index, layout, _ in PLAN:
        _, sheet, facts = compose(index, layout)
        t = truth(facts)
        text = "\n".join(sheet.words)
        days = set().union(*(dates(word, layout in DAY_FIRST) for word in sheet.words))
        assert t.vaccinated in days, (index, layout, t.vaccinated)
        marked = {add_years(t.vaccinated, n) for n in set().union(*map(terms, sheet.words))}
        assert t.expires in days | marked, (index, layout, t.expires)
        kinds["no printed expiry"] += t.expires not in days
        kinds["lapsed"] += t.expires < date(2026, 12, 3)
        labels = tuple(dict.fromkeys(sheet.labels))
        for name in ("tag", "veterinarian", "clinic", "dog", "owner", "product", "lot"):
            value = getattr(t, name)
            kinds[f"no {name}"] += value is None
            if value is None:
                continue
            assert f" {plain(value)} " in f" {plain(text)} ", (index, layout, name, value)
            assert not is_label(value, labels), (index, layout, name, value)
        assert not re.search(r"^(dr|dvm)\b|\bdvm$", plain(t.veterinarian))
        assert "#" not in (t.tag or "") and not plain(t.tag or "").startswith("no ")
    assert kinds["lapsed"] >= 8 and kinds["no printed expiry"] >= 8
    assert kinds["no tag"] >= 8 and kinds["no lot"] >= 5 and kinds["no clinic"] >= 1


def opened(data: bytes, content_type: str) -> tuple[int, int]:
    if content_type == "application/pdf":
        assert data.startswith(b"%PDF-")
        page = pypdfium2.PdfDocument(data)[0]
        return tuple(round(v) for v in page.get_size())  # type: ignore[return-value]
    if content_type == "image/heic":
        assert data[4:12] in (b"ftypheic", b"ftypmif1", b"ftypheix")
        assert pillow_heif.is_supported(data)
        return pillow_heif.open_heif(data).size
    magic = {"image/jpeg": b"\xff\xd8\xff", "image/png": b"\x89PNG"}[content_type]
    assert data.startswith(magic)
    with Image.open(io.BytesIO(data)) as image:
        image.load()
        return image.size


def test_a_file_of_each_condition_opens_as_what_it_claims() -> None:
    for condition in CONDITIONS:
        index, layout, _ = next(p for p in PLAN if p[2] == condition)
        page, words = page_at(index, layout, condition)
        assert page.content_type in TYPES.values()
        assert page.name == f"tenth-{index:03d}-{layout}-{condition}.{page.name.rsplit('.', 1)[1]}"
        width, height = opened(page.data, page.content_type)
        assert max(width, height) <= 3000 and min(width, height) > 100
        if condition == "text_pdf":
            text = pypdfium2.PdfDocument(page.data)[0].get_textpage().get_text_range()
            assert plain(page.truth.dog) in plain(text) and words
        if condition == "phone_jpeg":
            with Image.open(io.BytesIO(page.data)) as image:
                assert image.getexif().get(0x0112) in (1, 3, 6, 8)


def test_the_same_seed_draws_the_same_bytes() -> None:
    for condition in ("text_pdf", "scan_grey"):
        index, layout, _ = next(p for p in PLAN if p[2] == condition)
        assert (
            page_at(index, layout, condition)[0].data == page_at(index, layout, condition)[0].data
        )


def test_the_files_are_short() -> None:
    here = Path(__file__).parent
    for path in [*here.glob("tenth_*.py"), Path(__file__), here.parent / "bench" / "tenth.py"]:
        assert len(path.read_text().splitlines()) <= 300, path
