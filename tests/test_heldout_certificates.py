"""The held-out certificate set (issue 28) is fixed by its seed, prints what its truth says,
and its benchmark counts a label proposed as a value."""

from __future__ import annotations

from datetime import date

from bench import heldout as bench
from doglicense.office.documents.certificate_text import read_words
from tests.heldout_certificates import CONDITIONS, LAYOUTS, heldout


def test_a_sample_is_the_same_every_time() -> None:
    for layout in LAYOUTS:  # a PDF carries the time it was made: pictures are compared
        assert heldout(layout, "photo", 1).data == heldout(layout, "photo", 1).data
    assert heldout("state_form", "scan", 0).data != heldout("state_form", "scan", 1).data


def test_a_text_pdf_prints_every_true_field_and_its_labels() -> None:
    for layout in LAYOUTS:
        made = heldout(layout, "pdf_text", 2)
        text = " ".join(s.text for s in read_words(made.data, made.content_type, 10**8).segments)
        for name in ("owner", "dog", "tag", "lot", "product"):
            value = getattr(made.truth, name)
            assert value is None or value in text, (made.name, name)
        assert made.labels and all(label.split()[0] in text for label in made.labels)


def test_every_condition_makes_a_page() -> None:
    kinds = {heldout("hand_card", c, 0).content_type for c in CONDITIONS}
    assert kinds == {"image/png", "image/jpeg", "application/pdf"}


def test_the_benchmark_counts_labels_proposed_and_absent_fields() -> None:
    assert bench.is_label("OWNER'S NAME", ("OWNER'S NAME:", "Tag No."))
    assert not bench.is_label("Jane Smith", ("OWNER'S NAME:",))
    assert bench.outcome(None, None) is None  # not on the page, not proposed: not counted
    assert bench.outcome(None, "Rex") == "wrong"
    assert bench.outcome(date(2025, 1, 2), date(2025, 1, 2)) == "right"
    report = bench.measure([heldout(layout, "pdf_text", 0) for layout in LAYOUTS])
    assert len(report.seconds) == 3 and report.tallies["all"].counted >= 25
    assert bench.table(report)[2].startswith("| all |")
