"""The thirty-sixth set's PDFs as the service gets them. Text PDFs: a report writer's export that
makes bold by overstriking (each bold word printed twice in the regular face, a third of a point
apart, as Crystal Reports and line-printer drivers do, so the text layer holds it twice), and a
practice's export with a big diagonal "CLIENT COPY" watermark drawn as real text behind the page
(its letters among the page's words in the text layer). Image PDFs: a document scanner's grey
picture stored inverted (white as 0) and turned back by the image's /Decode [1 0], and a macOS
Preview export of a colour scan as a progressive JPEG in an ICC-based sRGB colour space."""

from __future__ import annotations

import io
import random
import struct
import zlib
from dataclasses import replace

import numpy as np
from PIL import Image, ImageCms

from tests.thirtysixth_canvas import Mark, Pen, Sheet, Text, render
from tests.thirtysixth_pdf import (
    FROZEN,
    STAMP,
    _font,
    _text,
    draw_sheet,
    image_pdf,
    new_pdf,
    pen,
    shape,
)


def overstrike_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    shift = rng.uniform(0.28, 0.4)
    marks: list[Mark] = []
    for m in sheet.marks:
        if isinstance(m, Text) and m.face.endswith("-bold") and not m.stamp:
            base = replace(m, face=m.face.removesuffix("-bold"))
            marks += [base, replace(base, x=base.x + shift)]
        else:
            marks.append(m)
    page = Sheet(sheet.w, sheet.h, sheet.paper, marks)
    pdf = new_pdf(sheet.w, sheet.h, rng.choice(("Crystal Reports", "SAP Crystal Reports 2020")))
    pdf.add_page()
    draw_sheet(pdf, page)
    return bytes(pdf.output())


def watermark_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    pdf = new_pdf(sheet.w, sheet.h, "ezyVet Report Server 4.2 (wkhtmltopdf 0.12.6)")
    pdf.add_page()
    pdf.set_fill_color(*sheet.paper)
    pdf.rect(0, 0, sheet.w, sheet.h, style="F")
    word = rng.choice(("CLIENT COPY", "COPY", "DUPLICATE"))
    body = next((m.face for m in sheet.marks if isinstance(m, Text)), "lato").removesuffix("-bold")
    size = min(sheet.w, sheet.h) / max(len(word), 4) * 1.5
    _font(pdf, body + "-bold", size)
    grey = rng.randrange(222, 236)
    pdf.set_text_color(grey, grey, grey)
    cx, cy = sheet.w / 2, sheet.h / 2
    with pdf.rotation(rng.uniform(30, 45), cx, cy):
        pdf.text(cx - pdf.get_string_width(word) / 2, cy + size / 3, word)
    for m in sheet.marks:
        if isinstance(m, Text):
            _text(pdf, m)
        elif isinstance(m, Pen):
            pen(pdf, m)
        else:
            shape(pdf, m)
    return bytes(pdf.output())


def decode_inverted_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    img = render(sheet, 200).convert("L")
    img = img.rotate(rng.uniform(-0.5, 0.5), resample=Image.Resampling.BICUBIC, fillcolor=255)
    g = np.random.default_rng(rng.randrange(2**32))
    a = np.asarray(img, np.float32) * rng.uniform(0.95, 0.99) + g.normal(0, 2.0, img.size[::-1])
    inv = 255 - np.clip(a, 0, 255).astype(np.uint8)
    spec = b"/ColorSpace /DeviceGray /BitsPerComponent 8 /Decode [1 0] /Filter /FlateDecode"
    data = zlib.compress(inv.tobytes(), 6)
    return image_pdf([(data, spec, img.size[0], img.size[1], sheet.w, sheet.h)],
                     "PaperStream Capture 3.2 (Fujitsu)")  # fmt: skip


def _write(objs: list[bytes]) -> bytes:
    """Objects numbered from 1 in order; the last is the document's info."""
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
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


def icc_progressive_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    img = render(sheet, 200).rotate(
        rng.uniform(-0.6, 0.6), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    g = np.random.default_rng(rng.randrange(2**32))
    a = np.asarray(img, np.float32) * np.array((0.97, 0.97, 0.95), np.float32)
    a = a + g.normal(0, 2.0, a.shape)
    buf = io.BytesIO()
    Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).save(
        buf, "JPEG", quality=rng.randrange(70, 85), progressive=True, optimize=True
    )
    data = buf.getvalue()
    icc = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    # Little CMS writes the clock into a new profile's header: the set's one date instead
    icc = icc[:24] + struct.pack(">6H", *FROZEN.timetuple()[:6]) + icc[36:]
    w, h = img.size
    body = b"q %.2f 0 0 %.2f 0 0 cm /Im1 Do Q" % (sheet.w, sheet.h)
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /XObject << "
        b"/Im1 5 0 R >> >> /Contents 4 0 R >>" % (sheet.w, sheet.h),
        b"<< /Length %d >>\nstream\n%s\nendstream" % (len(body), body),
        b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace [/ICCBased 6 0 R] "
        b"/BitsPerComponent 8 /Filter /DCTDecode /Length %d >>\nstream\n"
        % (w, h, len(data))
        + data
        + b"\nendstream",
        b"<< /N 3 /Alternate /DeviceRGB /Length %d >>\nstream\n" % len(icc) + icc + b"\nendstream",
        b"<< /Producer (macOS Version 15.1 \\(Build 24B83\\) Quartz PDFContext) "
        b"/Creator (Preview) /CreationDate (%s+00'00') >>" % STAMP,
    ]
    return _write(objs)
