"""The thirty-second set's PDFs as the service gets them. Text PDFs: a document printed two pages to
a sheet by Windows' Microsoft Print to PDF (the page and the one after it side by side on a
landscape sheet, each shrunk to fit), and a blank form that was scanned and then filled in with
Acrobat's Fill & Sign (the form a picture, only the typed values a text layer, set in the tool's
own Helvetica a little off the scanned lines). Image PDFs: a scan that went through Inkscape and
was saved by cairo, which paints the picture as a tiling pattern filling a rectangle rather than
drawing it, and a scan re-packed onto A4 by pdfjam (LaTeX's pdfpages: the letter page a Form
XObject holding the picture, scaled and centred on the A4 sheet)."""

from __future__ import annotations

import io
import random
import zlib
from dataclasses import replace

import numpy as np
from PIL import Image

from tests.thirtysecond_canvas import INK, Box, Mark, Pen, Rule, Scrawl, Sheet, Text, render
from tests.thirtysecond_pdf import STAMP, draw_sheet, new_pdf

A4 = (595.28, 841.89)


def _scaled(m: Mark, s: float, dx: float, dy: float) -> Mark:
    if isinstance(m, Text | Pen):
        return replace(m, x=m.x * s + dx, y=m.y * s + dy, size=m.size * s)
    if isinstance(m, Box):
        radius = m.radius * s if m.radius > 0 else m.radius
        return replace(m, x=m.x * s + dx, y=m.y * s + dy, w=m.w * s, h=m.h * s,
                       width=m.width * s, radius=radius)  # fmt: skip
    if isinstance(m, Rule):
        return replace(m, x0=m.x0 * s + dx, y0=m.y0 * s + dy, x1=m.x1 * s + dx, y1=m.y1 * s + dy,
                       width=m.width * s, dash=m.dash * s)  # fmt: skip
    pts = tuple((x * s + dx, y * s + dy) for x, y in m.points)
    if isinstance(m, Scrawl):
        return replace(m, points=pts, width=m.width * s)
    return replace(m, points=pts)


def second_page(sheet: Sheet, face: str) -> Sheet:
    """The printout's second page: the paper's back matter, in the page's own face."""
    back = Sheet(sheet.w, sheet.h, sheet.paper)
    lines = (
        "Please keep this document with your dog's records.",
        "A copy of a current rabies certificate may be requested at any time.",
        "Questions about this form may be directed to the office that issued it.",
    )
    for i, line in enumerate(lines):
        back.text(48, 80 + i * 16, line, face, 9.5, INK)
    back.text(sheet.w / 2, sheet.h - 30, "Page 2 of 2", face, 8, INK, align="c")
    return back


def two_up_pdf(sheet: Sheet) -> bytes:
    """Pages per sheet: 2. A landscape letter sheet, each page shrunk into its half."""
    w, h = 792.0, 612.0
    s = min((w / 2 - 24) / sheet.w, (h - 24) / sheet.h)
    face = next((m.face for m in sheet.marks if isinstance(m, Text)), "lato")
    marks: list[Mark] = []
    for i, page in enumerate((sheet, second_page(sheet, face))):
        dx = i * w / 2 + (w / 2 - sheet.w * s) / 2
        dy = (h - sheet.h * s) / 2
        marks.append(Box(dx, dy, sheet.w * s, sheet.h * s, page.paper, (200, 200, 200), 0.3))
        marks += [_scaled(m, s, dx, dy) for m in page.marks]
    pdf = new_pdf(w, h, "Microsoft: Print To PDF")
    pdf.add_page()
    draw_sheet(pdf, Sheet(w, h, (255, 255, 255), marks))
    return bytes(pdf.output())


def fill_sign_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """The blank form scanned at 150 dpi (a hair turned and shifted), the typed values over it."""
    blank = Sheet(sheet.w, sheet.h, sheet.paper,
                  [m for m in sheet.marks if not (isinstance(m, Text) and m.value)])  # fmt: skip
    img = render(blank, 150).rotate(
        rng.uniform(-0.4, 0.4), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    g = np.random.default_rng(rng.randrange(2**32))
    a = np.asarray(img.convert("L"), np.float32) * 0.97 + g.normal(0, 2.0, img.size[::-1])
    buf = io.BytesIO()
    Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).save(buf, format="JPEG", quality=80)
    pdf = new_pdf(sheet.w, sheet.h, "Adobe Acrobat Pro (64-bit) 24.2.20933")
    pdf.set_creator("Adobe Acrobat Pro (64-bit) 24.2.20933 - Fill & Sign")
    pdf.add_page()
    pdf.image(io.BytesIO(buf.getvalue()), 0, 0, sheet.w, sheet.h)
    dx, dy = rng.uniform(-2.5, 2.5), rng.uniform(-2.5, 1.5)
    pdf.set_text_color(0, 0, 0)
    for m in sheet.marks:
        if isinstance(m, Text) and m.value:
            pdf.set_font("helvetica", "", m.size * 0.95)
            pdf.text(m.x + dx, m.y + dy, m.s)
    return bytes(pdf.output())


def _scan(sheet: Sheet, rng: random.Random, dpi: int) -> Image.Image:
    img = render(sheet, dpi).rotate(
        rng.uniform(-0.7, 0.7), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    g = np.random.default_rng(rng.randrange(2**32))
    arr = np.asarray(img, np.float32) * rng.uniform(0.94, 0.99) + g.normal(
        0, 2.0, (img.size[1], img.size[0], 3)
    )
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def raw_pdf(objs: list[bytes], producer: str, creator: str) -> bytes:
    """Objects 1.. as given (1 the catalog), then the info dictionary, the xref and trailer."""
    objs = [*objs, b"<< /Producer (%s) /Creator (%s) /CreationDate (%s+00'00') >>"
            % (producer.encode(), creator.encode(), STAMP)]  # fmt: skip
    out = bytearray(b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, obj in enumerate(objs):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (i + 1, obj)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R >>\n" % (len(objs) + 1, len(objs))
    out += b"startxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)


def _stream(head: bytes, data: bytes) -> bytes:
    return b"<< %s /Length %d >>\nstream\n" % (head, len(data)) + data + b"\nendstream"


def cairo_pattern_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """A 150 dpi colour scan as cairo writes it: a tiling pattern holding the picture, one
    rectangle the page's size filled with it."""
    dpi = 150
    img = _scan(sheet, rng, dpi)
    wpx, hpx = img.size
    w, h = sheet.w, sheet.h
    data = zlib.compress(np.asarray(img).tobytes(), 6)
    paint = b"q %d 0 0 %d 0 0 cm /I1 Do Q" % (wpx, hpx)
    content = b"q 0 0 %.2f %.2f re W n /Pattern cs /P1 scn 0 0 %.2f %.2f re f Q" % (w, h, w, h)
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Contents 4 0 R /Resources "
        b"<< /Pattern << /P1 5 0 R >> >> >>" % (w, h),
        _stream(b"", content),
        _stream(
            b"/Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 %d %d] "
            b"/XStep %d /YStep %d /Matrix [%.6f 0 0 %.6f 0 0] /Resources << /XObject << /I1 6 0 R"
            b" >> >>" % (wpx, hpx, wpx, hpx, w / wpx, h / hpx),
            paint,
        ),
        _stream(
            b"/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceRGB "
            b"/BitsPerComponent 8 /Interpolate true /Filter /FlateDecode" % (wpx, hpx),
            data,
        ),
    ]
    return raw_pdf(objs, "cairo 1.18.0 (https://cairographics.org)", "Inkscape 1.3.2")


def pdfjam_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """A 200 dpi grey JPEG scan of the letter page as a Form XObject, scaled onto A4 and centred,
    as pdfjam (pdfpages) places each page it re-packs."""
    dpi = 200
    img = _scan(sheet, rng, dpi).convert("L")
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=rng.randrange(70, 86))
    wpx, hpx = img.size
    w, h = sheet.w, sheet.h
    s = min(A4[0] / w, A4[1] / h)
    tx, ty = (A4[0] - w * s) / 2, (A4[1] - h * s) / 2
    content = b"q %.5f 0 0 %.5f %.3f %.3f cm /Fm1 Do Q" % (s, s, tx, ty)
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Contents 4 0 R /Resources "
        b"<< /XObject << /Fm1 5 0 R >> >> >>" % A4,
        _stream(b"", content),
        _stream(
            b"/Type /XObject /Subtype /Form /FormType 1 /BBox [0 0 %.2f %.2f] /Resources "
            b"<< /XObject << /Im1 6 0 R >> >>" % (w, h),
            b"q %.2f 0 0 %.2f 0 0 cm /Im1 Do Q" % (w, h),
        ),
        _stream(
            b"/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray "
            b"/BitsPerComponent 8 /Filter /DCTDecode" % (wpx, hpx),
            buf.getvalue(),
        ),
    ]
    return raw_pdf(objs, "pdfTeX-1.40.25", "LaTeX with pdfpages package (pdfjam 3.10)")
