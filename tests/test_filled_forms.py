"""Answers a resident's software kept apart from the page (decision 0083): a fillable PDF form
saved from a browser or Acrobat keeps its typed answers in its fields, not in its text, and is
read with them where their boxes stand; a PNG whose paper is see-through (an app's export, its
hidden colour black) is read as shown on a white page, not as a black one."""

from __future__ import annotations

import io
from datetime import date

import numpy
from PIL import Image

from doglicense.office.documents.certificate_text import read_words
from doglicense.office.documents.rabies_fields import read_fields
from tests.certificate_set import draw, picture

LIMIT = 50_000_000

# (label, value, field type): a text field, and a tick box whose value is no typed answer
FORM = [
    ("Dog's name", "Nacho", "/Tx"),
    ("Rabies vaccination date", "11/23/2024", "/Tx"),
    ("Valid until", "11/23/2027", "/Tx"),
    ("Rabies tag number", "", "/Tx"),
    ("Spayed or neutered", "/Yes", "/Btn"),
]


def _fillable_pdf() -> bytes:
    """A one-page form: its labels in the page's text, its answers only in its fields."""
    lines = [
        f"BT /F1 10 Tf 40 {700 - 30 * i} Td ({label}) Tj ET" for i, (label, *_) in enumerate(FORM)
    ]
    content = "\n".join(lines).encode()
    fields = [5 + i for i in range(len(FORM))]
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields ["
        + b" ".join(b"%d 0 R" % n for n in fields)
        + b"] >> >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
        b" /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>"
        b" /Annots [" + b" ".join(b"%d 0 R" % n for n in fields) + b"] >>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
    ]
    for i, (_label, value, kind) in enumerate(FORM):
        y = 700 - 30 * i
        shown = f"/V {value}" if kind == "/Btn" else f"/V ({value})"
        objects.append(
            f"<< /Type /Annot /Subtype /Widget /FT {kind} /T (field{i}) {shown} /P 3 0 R"
            f" /Rect [200 {y - 4} 360 {y + 12}] >>".encode()
        )
    out = io.BytesIO()
    out.write(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    start = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    out.write(b"".join(b"%010d 00000 n \n" % offset for offset in offsets))
    out.write(
        b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, start)
    )
    return out.getvalue()


def test_a_fillable_form_s_typed_answers_are_read_beside_their_labels() -> None:
    words = read_words(_fillable_pdf(), "application/pdf", LIMIT)
    assert words.source == "text layer"
    texts = [s.text for s in words.segments]
    assert "Nacho" in texts and "11/23/2024" in texts
    assert "/Yes" not in texts and "Yes" not in texts  # a tick box: no typed answer
    date_given = next(s for s in words.segments if s.text == "11/23/2024")
    label = next(s for s in words.segments if s.text == "Rabies vaccination date")
    assert abs(date_given.y0 - label.y0) < 10 and date_given.x0 > label.x1  # beside its label
    reading = read_fields(words.segments)
    assert (reading.vaccinated, reading.expires) == (date(2024, 11, 23), date(2027, 11, 23))
    assert reading.tag is None  # an empty field: nothing typed


def test_a_see_through_png_is_read_as_on_white_paper() -> None:
    drawn = draw("form51", 3)
    grey = numpy.asarray(picture(drawn.page, 200).convert("L"))
    # the ink opaque, the paper see-through; every pixel's hidden colour black
    rgba = numpy.zeros((*grey.shape, 4), dtype=numpy.uint8)
    rgba[..., 3] = 255 - grey
    out = io.BytesIO()
    Image.fromarray(rgba, "RGBA").save(out, format="PNG")
    reading = read_fields(read_words(out.getvalue(), "image/png", LIMIT).segments)
    assert (reading.vaccinated, reading.expires) == (drawn.truth.vaccinated, drawn.truth.expires)
