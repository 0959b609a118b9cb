"""The thirty-third set's PDFs as the service gets them. Text PDFs: a practice system's old report
writer that prints with the PDF's standard fonts and does not embed them (Helvetica, Times and
Courier by name, WinAnsi encoding; the viewer supplies its own), and a paper produced in a court
case by a law office, Bates-numbered in the footer and with an exhibit sticker in a free corner
(Acrobat's Bates numbering and a stamp; the page's own text kept). Image PDFs: an office copier's
"compact" colour scan (a 16-colour palette, /Indexed, 4 bits a pixel), and ImageMagick's
`-monochrome -compress RLE` (a 300 dpi one-bit picture under /RunLengthDecode)."""

from __future__ import annotations

import random
import zlib

import numpy as np
from fpdf import FPDF
from PIL import Image

from tests.thirtythird_canvas import Pen, Sheet, Text, render
from tests.thirtythird_pdf import STAMP, draw_sheet, new_pdf, pen, shape, stamped
from tests.thirtythird_spots import keep_boxes

CORE = {"tinos": "times", "caladea": "times"}  # the rest are sans: Helvetica


def _core(pdf: FPDF, m: Text) -> None:
    base, bold = m.face.removesuffix("-bold"), m.face.endswith("-bold")
    pdf.set_font(CORE.get(base, "helvetica"), "B" if bold else "", m.size)
    pdf.set_text_color(*m.color)
    s = m.s.encode("cp1252", "replace").decode("cp1252")
    with pdf.rotation(m.angle, m.x, m.y):
        pdf.text(m.x, m.y, s)


def core_fonts_pdf(sheet: Sheet) -> bytes:
    """The sheet with every printed word in a standard, unembedded font."""
    pdf = new_pdf(sheet.w, sheet.h, "Crystal Reports")
    pdf.set_creator("AVImark Report Writer")
    pdf.add_page()
    pdf.set_fill_color(*sheet.paper)
    pdf.rect(0, 0, sheet.w, sheet.h, style="F")
    for m in sheet.marks:
        if isinstance(m, Text):
            stamped(pdf, m) if m.stamp else _core(pdf, m)
        elif isinstance(m, Pen):
            pen(pdf, m)
        else:
            shape(pdf, m)
    return bytes(pdf.output())


def bates_pdf(sheet: Sheet, rng: random.Random, keep: set[str]) -> bytes:
    """The page as produced in a case: its own text, a Bates number, an exhibit sticker."""
    pdf = new_pdf(sheet.w, sheet.h, "Adobe Acrobat Pro 2020 (Bates Numbering)")
    pdf.add_page()
    draw_sheet(pdf, sheet)
    boxes = keep_boxes(sheet, keep, 1.0)
    w, h = 92.0, 44.0
    spots = [(sheet.w - w - 14, sheet.h - h - 22), (14, sheet.h - h - 22),
             (sheet.w - w - 14, 12), (14, 12)]  # fmt: skip
    rng.shuffle(spots)
    for x, y in spots:
        if all(x + w < a or x > c or y + h < b or y > d for a, b, c, d in boxes):
            pdf.set_fill_color(255, 236, 120)
            pdf.set_draw_color(120, 100, 20)
            pdf.set_line_width(0.6)
            pdf.rect(x, y, w, h, style="FD", round_corners=True, corner_radius=4)
            pdf.set_text_color(40, 30, 0)
            pdf.set_font("helvetica", "B", 13)
            pdf.text(x + 10, y + 19, f"EXHIBIT {rng.choice('ABCDE')}")
            pdf.set_font("helvetica", "", 7)
            case = f"{rng.randrange(2024, 2027)}-{rng.randrange(100, 999)}"
            pdf.text(x + 10, y + 33, f"Index No. {case}")
            break
    pdf.set_font("helvetica", "B", 9)
    pdf.set_text_color(0, 0, 0)
    word = rng.choice(("PLTF", "RESP", "DEF"))
    pdf.text(sheet.w - 110, sheet.h - 8, f"{word}{rng.randrange(1, 400):06d}")
    return bytes(pdf.output())


def _scan(sheet: Sheet, rng: random.Random, dpi: int) -> Image.Image:
    img = render(sheet, dpi).rotate(
        rng.uniform(-0.6, 0.6), resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper
    )
    g = np.random.default_rng(rng.randrange(2**32))
    arr = np.asarray(img, np.float32) * rng.uniform(0.95, 0.99) + g.normal(
        0, 2.0, (img.size[1], img.size[0], 3)
    )
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def _pdf(w: float, h: float, wpx: int, hpx: int, head: bytes, data: bytes, who: bytes) -> bytes:
    body = b"q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q" % (w, h)
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /XObject << "
        b"/Im0 5 0 R >> >> /Contents 4 0 R >>" % (w, h),
        b"<< /Length %d >>\nstream\n%s\nendstream" % (len(body), body),
        b"<< /Type /XObject /Subtype /Image /Width %d /Height %d %s /Length %d >>\nstream\n"
        % (wpx, hpx, head, len(data))
        + data
        + b"\nendstream",
        b"<< /Producer (%s) /CreationDate (%s+00'00') >>" % (who, STAMP),
    ]
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


def indexed_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """A 200 dpi colour scan cut to 16 colours: an /Indexed picture, 4 bits a pixel."""
    img = _scan(sheet, rng, 200).quantize(16, method=Image.Quantize.MEDIANCUT, dither=0)
    idx = np.asarray(img, np.uint8)
    if idx.shape[1] % 2:
        idx = np.pad(idx, ((0, 0), (0, 1)))
    packed = (idx[:, 0::2] << 4) | idx[:, 1::2]
    pal = bytes(img.getpalette()[: 16 * 3])  # type: ignore[index]
    head = (b"/ColorSpace [/Indexed /DeviceRGB 15 <%s>] /BitsPerComponent 4 /Filter /FlateDecode"
            % pal.hex().upper().encode())  # fmt: skip
    data = zlib.compress(packed.tobytes(), 6)
    who = b"KONICA MINOLTA bizhub C360i (Compact PDF)"
    return _pdf(sheet.w, sheet.h, img.size[0], img.size[1], head, data, who)


def _runlength(data: bytes) -> bytes:
    """PDF's RunLengthDecode coding: runs of one byte as 257 - n, literals as n - 1."""
    out, i, n = bytearray(), 0, len(data)
    while i < n:
        j = i
        while j + 1 < n and data[j + 1] == data[i] and j - i < 127:
            j += 1
        if j > i:
            out += bytes((257 - (j - i + 1), data[i]))
            i = j + 1
            continue
        j = i + 1
        while j < n and j - i < 128 and not (j + 1 < n and data[j] == data[j + 1]):
            j += 1
        out += bytes((j - i - 1,)) + data[i:j]
        i = j
    return bytes(out + b"\x80")


def runlength_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """A 300 dpi one-bit picture (ImageMagick's -monochrome) under /RunLengthDecode."""
    grey = _scan(sheet, rng, 300).convert("L")
    bits = Image.fromarray(np.where(np.asarray(grey) > rng.randrange(150, 175), 255, 0)
                           .astype(np.uint8)).convert("1", dither=Image.Dither.NONE)  # fmt: skip
    raw = bits.tobytes()
    head = b"/ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /RunLengthDecode"
    return _pdf(sheet.w, sheet.h, bits.size[0], bits.size[1], head, _runlength(raw),
                b"ImageMagick 6.9.12-98 Q16 x86_64 https://legacy.imagemagick.org")  # fmt: skip
