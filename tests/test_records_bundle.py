"""A practice portal's records export: a cover page and a privacy notice before the rabies
certificate, all three pages text. Every page's text layer is read, so the certificate on the
third is (decision 0075)."""

from __future__ import annotations

from doglicense.office.documents.certificate_text import read_words
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import draw, pdf_with_text

FRONT = (
    ("VetLink Client Records", "Medical Records Export", "Generated 12/01/2026 at 11:29 AM"),
    ("Notice of Privacy Practices", "Rabies certificates may be sent to your town clerk."),
)


def test_a_certificate_on_the_third_page_of_an_export_is_read() -> None:
    drawn = draw("form51", 2)
    assert drawn.truth.vaccinated is not None
    for pages_before in (0, 1, 2):
        data = pdf_with_text(drawn.page, FRONT[:pages_before])
        reading = read_fields(read_words(data, "application/pdf", 50_000_000).segments)
        assert reading.vaccinated == drawn.truth.vaccinated, pages_before
