"""A practice portal's records export: a cover page and a privacy notice before the rabies
certificate, all three pages text. Every page's text layer is read, so the certificate on the
third is (decision 0075)."""

from __future__ import annotations

from fpdf import FPDF

from doglicense.office.documents.certificate_text import read_words
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import FAMILIES, FONT_DIRS, Rule, TrueFields, draw


def _bundle(pages_before: int) -> tuple[bytes, TrueFields]:
    drawn = draw("form51", 2)
    page = drawn.page
    pdf = FPDF(unit="pt", format=(page.width, page.height))
    pdf.set_auto_page_break(False)
    regular, bold = FAMILIES[page.family]
    folder = next(d for d in FONT_DIRS if (d / regular).exists())
    pdf.add_font("body", "", str(folder / regular))
    pdf.add_font("body", "B", str(folder / bold))
    front = [
        ["VetLink Client Records", "Medical Records Export", "Generated 12/01/2026 at 11:29 AM"],
        ["Notice of Privacy Practices", "Rabies certificates may be sent to your town clerk."],
    ]
    for lines in front[:pages_before]:
        pdf.add_page()
        pdf.set_font("body", "", 11)
        for n, line in enumerate(lines):
            pdf.text(60, 80 + 24 * n, line)
    pdf.add_page()
    for op in page.ops:
        if isinstance(op, Rule):
            pdf.line(op.x0, op.y0, op.x1, op.y1)
        else:
            pdf.set_font("body", "B" if op.bold else "", op.size)
            pdf.text(op.x, op.y, op.text)
    return bytes(pdf.output()), drawn.truth


def test_a_certificate_on_the_third_page_of_an_export_is_read() -> None:
    for pages_before in (0, 1, 2):
        data, truth = _bundle(pages_before)
        reading = read_fields(read_words(data, "application/pdf", 50_000_000).segments)
        assert reading.vaccinated == truth.vaccinated, pages_before
        assert reading.vaccinated is not None
