"""The fields of a rabies certificate, read from its words (issue 16, item 2): on every layout of
the drawn set, the rabies row of an invoice and not the other vaccines', and a field left empty
whenever it was not read with confidence."""

from __future__ import annotations

import io
from dataclasses import replace
from datetime import date

import pytest

from doglicense.office.documents.certificate_text import Segment, read_words
from doglicense.office.documents.certificate_words import parse_date
from doglicense.office.documents.certificates import Certificate, read_rabies_certificate
from doglicense.office.documents.images import ImageWorkers
from doglicense.office.documents.rabies_fields import RabiesReading, read_fields
from tests.certificate_set import (
    FIELD_NAMES,
    LAYOUTS,
    Page,
    Rule,
    Sample,
    Text,
    TrueFields,
    pdf_with_text,
    picture,
    sample,
)
from tests.wordpages import boxed


def _words(made: Sample) -> list[Segment]:
    return list(read_words(made.data, made.content_type, 50_000_000).segments)


def _as_read(truth: TrueFields) -> dict[str, object]:
    return {name: getattr(truth, name) for name in FIELD_NAMES}


def _fields(reading: RabiesReading) -> dict[str, object]:
    return {name: getattr(reading, name) for name in FIELD_NAMES}


def _line(text: str, y: float, x: float = 36, certainty: float = 1.0) -> Segment:
    return Segment(text, x, y, x + 6 * len(text), y + 10, (certainty,) * len(text.split(" ")))


@pytest.mark.parametrize(
    ("written", "day"),
    [
        ("03/14/2025", date(2025, 3, 14)),
        ("3/14/25", date(2025, 3, 14)),
        ("March 14, 2025", date(2025, 3, 14)),
        ("14-MAR-2025", date(2025, 3, 14)),
        ("MAR-14-2025", date(2025, 3, 14)),  # a form's filled-in field, month first
        ("Marker-14-2025", None),  # a word before figures is no month
        ("Sept 2, 2024", date(2024, 9, 2)),
        ("Jul, 17, 2026", date(2026, 7, 17)),  # a photo's full stop read as a comma
        ("13/45/2025", None),
        ("03/14/2025 and 03/14/2028", None),  # two dates: which one is not for us to guess
    ],
)
def test_dates_in_every_style(written: str, day: date | None) -> None:
    assert parse_date(written) == day


@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_field_of_every_layout_from_a_text_pdf(layout: str) -> None:
    for n in range(4):  # all four date styles, 1 and 3 years, with and without a printed expiry
        made = sample(layout, "pdf_text", n)
        assert _fields(read_fields(_words(made))) == _as_read(made.truth), made.name


def test_the_rabies_row_of_an_invoice_not_the_other_vaccines() -> None:
    made = sample("invoice", "pdf_text", 0)
    words = _words(made)
    printed = {d for s in words if (d := parse_date(s.text))}
    assert len(printed - {made.truth.vaccinated, made.truth.expires}) >= 2  # other vaccines'
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (made.truth.vaccinated, made.truth.expires)
    assert reading.lot == made.truth.lot and reading.product == made.truth.product


def test_only_the_duration_printed_gives_the_expiry() -> None:
    made = sample("card", "pdf_text", 2)  # every third sample prints no expiry
    assert "Expires" not in " ".join(s.text for s in _words(made))
    reading = read_fields(_words(made))
    assert reading.duration_years in (1, 3)
    assert reading.expires == made.truth.expires


def test_an_unsure_word_leaves_its_field_empty() -> None:
    made = sample("card", "pdf_text", 0)
    words = [
        replace(s, certainty=(1.0, 0.6, 1.0)) if s.text.startswith("Owner:") else s
        for s in _words(made)
    ]
    reading = read_fields(words)
    assert reading.owner is None
    assert reading.dog == made.truth.dog and reading.tag == made.truth.tag


def test_dates_that_disagree_with_the_duration_are_left_empty() -> None:
    words = [
        _line("Vaccinated: 03/14/2025", 10),
        _line("Duration: 3 yr", 10, x=250),
        _line("Expires: 03/14/2026", 30),  # one year, not three: a misread somewhere
        _line("Tag #: 25-01234", 50),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires, reading.tag) == (None, None, "25-01234")


def test_two_different_readings_of_a_field_leave_it_empty() -> None:
    words = [_line("Tag #: 25-01234", 10), _line("Rabies tag no.: 25-01284", 40)]
    assert read_fields(words).tag is None


def test_a_form_box_value_is_read_under_its_label() -> None:
    words = [
        _line("OWNER'S NAME", 10),
        _line("Jane Smith", 24),
        _line("SPECIES", 10, x=400),
        _line("Dog", 24, x=400),  # a species, not a dog's name
    ]
    reading = read_fields(words)
    assert reading.owner == "Jane Smith" and reading.dog is None


@pytest.mark.parametrize("condition", ["clean", "phone", "chat_photo"])
def test_ocr_of_each_layout_is_never_wrong(condition: str) -> None:
    right = 0
    for layout in LAYOUTS:
        made = sample(layout, condition, 1)
        got = _fields(read_fields(_words(made)))
        wrong = {k: v for k, v in got.items() if v is not None and v != _as_read(made.truth)[k]}
        assert not wrong, (made.name, wrong)
        right += sum(v is not None for v in got.values())
    assert right >= (26 if condition == "clean" else 23)  # of 27


async def test_the_service_reads_an_upload_and_gives_up_past_the_cap() -> None:
    made = sample("form51", "clean", 3)
    upload = Certificate(made.data, made.content_type, len(made.data), "rabies.png")
    workers = ImageWorkers(1, time_limit=60)
    try:
        reading = await read_rabies_certificate(upload, workers)
    finally:
        workers.close()
    assert reading.tag == made.truth.tag and reading.vaccinated == made.truth.vaccinated
    hurried = ImageWorkers(1, time_limit=0.05)
    try:
        assert await read_rabies_certificate(upload, hurried) == RabiesReading()
    finally:
        hurried.close()


async def test_a_damaged_pdf_reads_as_nothing() -> None:
    damaged = b"%PDF-1.7\n" + b"\x00garbage" * 200
    upload = Certificate(damaged, "application/pdf", len(damaged), "rabies.pdf")
    workers = ImageWorkers(1, time_limit=60)
    try:
        assert await read_rabies_certificate(upload, workers) == RabiesReading()
    finally:
        workers.close()


def test_a_name_cut_by_a_wide_gap_is_left_empty() -> None:
    words = [_line("Veterinarian: Dr. Karen", 10), _line("Whitfield", 10, x=36 + 6 * 23 + 20)]
    assert read_fields(words).veterinarian is None  # never 'Karen' alone


def test_an_invoice_row_run_into_the_next_by_a_tilt_is_left_empty() -> None:
    words = [
        _line("Rabies (Imrab 1) lot 4W9652J", 100),
        _line("08/28/2023", 105, x=300),  # the row below's date, drawn up by the tilt
        _line("08/28/2024", 99, x=304),  # the rabies row's own, just above it
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (None, None)


def _sectioned_form(owner: str, vet: str) -> Page:
    """A form whose sections are headed OWNER, DOG, VETERINARIAN, each with boxes labelled NAME,
    ADDRESS...: a blank box's label must not be taken for its value."""
    ops: list[Text | Rule] = [Text(36, 30, "RABIES VACCINATION CERTIFICATE", 14, bold=True)]
    sections = (
        ("OWNER", (("NAME", owner), ("ADDRESS", "112 Maple Drive, Clay"))),
        ("DOG", (("NAME", "Rex"), ("BREED", "Beagle"))),
        ("VETERINARIAN", (("NAME", vet), ("PHONE", "315 555 0199"))),
    )
    y = 60.0
    for header, boxes in sections:
        ops.append(Text(36, y, header, 9, bold=True))
        for column, (label, value) in enumerate(boxes):
            x = 36 + 260 * column
            ops += [Rule(x, y + 6, x + 250, y + 6), Text(x + 4, y + 16, label, 6.5, bold=True)]
            ops.append(Text(x + 6, y + 32, value, 11))
        y += 56
    ops.append(Text(36, y, "Date vaccinated: 03/14/2025    Expires: 03/14/2026", 10))
    return Page(612, y + 30, "DejaVu Sans", tuple(ops))


@pytest.mark.parametrize("kind", ["text PDF", "scan"])
def test_a_blank_box_proposes_nothing_not_its_label(kind: str) -> None:
    page = _sectioned_form(owner="", vet="")
    if kind == "text PDF":
        data, content_type = pdf_with_text(page), "application/pdf"
    else:
        scan = io.BytesIO()
        picture(page, 200).convert("L").save(scan, format="PNG")
        data, content_type = scan.getvalue(), "image/png"
    reading = read_fields(read_words(data, content_type, 50_000_000).segments)
    assert (reading.owner, reading.veterinarian) == (None, None)
    assert reading.dog in (None, "Rex")
    assert reading.vaccinated == date(2025, 3, 14)


def test_a_one_year_product_with_a_three_year_expiry_is_left_empty() -> None:
    words = [
        _line("Vaccinated: 03/14/2025", 10),
        _line("Expires: 03/14/2028", 30),  # Imrab 1 never lasts three years: a misread year
        _line("Vaccine: Imrab 1", 50),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires, reading.product) == (None, None, "Imrab 1")


def test_a_one_year_product_alone_gives_the_expiry_a_three_year_one_does_not() -> None:
    words = [_line("Vaccinated: 03/14/2025", 10), _line("Vaccine: Imrab 1", 30)]
    assert read_fields(words).expires == date(2026, 3, 14)
    words = [_line("Vaccinated: 03/14/2025", 10), _line("Vaccine: Imrab 3", 30)]
    assert read_fields(words).expires is None  # a first dose of it lasts one year in New York


def test_a_card_s_bare_date_is_the_vaccination_only_when_an_expiry_agrees() -> None:
    card = [_line("Date", 10), _line("03/14/2025", 10, x=120), _line("Tag No.", 30)]
    card.append(_line("25-01234", 30, x=120))
    assert read_fields(card).vaccinated is None
    agreed = read_fields([*card, _line("Exp.", 50), _line("03/14/2028", 50, x=120)])
    assert (agreed.vaccinated, agreed.expires) == (date(2025, 3, 14), date(2028, 3, 14))
    assert agreed.tag == "25-01234"


def test_an_invoice_s_rabies_reminder_gives_the_expiry() -> None:
    words = [
        _line("Date", 85),  # a row's date is the shot's only under a heading that says so
        _line("Description", 85, x=110),
        _line("03/14/2025", 100),
        _line("Rabies vaccine Imrab 3 Lot# 4W9652J", 100, x=110),
        _line("03/14/2025", 115),
        _line("DA2PP vaccine", 115, x=110),
        _line("REMINDERS", 150),
        _line("Rabies", 165, x=56),
        _line("due 03/14/2028", 165, x=300),
        _line("DA2PP", 178, x=56),
        _line("due 03/14/2026", 178, x=300),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2025, 3, 14), date(2028, 3, 14))
    assert reading.lot == "4W9652J"


def test_a_tilted_invoice_row_between_two_rows_of_dates_is_left_empty() -> None:
    # A chat photo's words (invoice-chat_photo-300): the rabies line, drawn aslant, is as tall
    # as two rows; the other vaccine's dates lie a little nearer its middle than its own.
    words = [
        boxed("Bordetella (Bronchi-Shield III)", 268, 853, 736, 907),
        boxed("12/24/2024", 1201, 901, 1384, 936),
        boxed("12/24/2025", 1557, 920, 1741, 958),
        boxed("Rabies 1 Year (Rabvac 1) lot 8X4410T", 259, 918, 871, 973),
        boxed("03/23/2025", 1196, 966, 1381, 1003),
        boxed("03/23/2026", 1554, 987, 1743, 1026),
        boxed("Lyme (Duramune Lyme)", 250, 979, 638, 1029),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (None, None)


def test_a_value_written_larger_than_its_label_is_beside_it() -> None:
    # A county card's words (held-out hand_card-scan-1): the pen's figures stand on the line
    # beside a small printed label, so their middle is above the label's.
    words = [
        boxed("Date", 96, 386, 157, 407),
        boxed("11-16-2025", 260, 360, 520, 401),
        boxed("Exp", 780, 613, 828, 639),
        boxed("11-16-2028", 941, 589, 1194, 633),
    ]
    reading = read_fields(words)
    assert (reading.vaccinated, reading.expires) == (date(2025, 11, 16), date(2028, 11, 16))
