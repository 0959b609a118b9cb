"""The thirty-fifth set's PDFs as the service gets them. Text PDFs: a scan run through Acrobat's
ClearScan, the page's printed words redrawn as real text in a look-alike face stretched to the
scanned words' widths and turned with the scan's skew, over a light picture of what was not
printed type (pen, rules, signatures); and a Word document printed to PDF with its tracked changes
showing (the page shrunk beside a markup pane, the changed values underlined in the reviewer's
colour with change bars, and balloons saying which mail-merge field each replaced). Image PDFs: a
phone picture whose page Photos lifted from its background, pasted into Notes and exported (a
JPEG with a soft mask, the background gone white), and a scan shrunk by a Ghostscript "compress
PDF" service to 150 dpi and 4-bit grey (16 levels, two pixels a byte)."""

from __future__ import annotations

import io
import math
import random
import re
import zlib
from dataclasses import replace

import numpy as np
from PIL import Image

from tests.heldout_certificates import Truth
from tests.thirtyfifth_canvas import Box, Mark, Pen, Rule, Scrawl, Shape, Sheet, Text, render
from tests.thirtyfifth_faces import width
from tests.thirtyfifth_pdf import STAMP, _font, draw_sheet, image_pdf, new_pdf

LOOKALIKE = {"cabin": "clearsans", "quicksand": "cantarell", "b612": "cabin",
             "cantarell": "cabin", "clearsans": "cantarell", "charis": "gentium",
             "gentium": "charis"}  # fmt: skip


def _jpeg(img: Image.Image, q: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=q)
    return buf.getvalue()


def clearscan_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    skew = rng.uniform(-0.7, 0.7)
    rest = Sheet(sheet.w, sheet.h, sheet.paper)
    rest.marks = [m for m in sheet.marks if not isinstance(m, Text) or m.stamp]
    back = render(rest, 150).rotate(skew, resample=Image.Resampling.BICUBIC, fillcolor=sheet.paper)
    g = np.random.default_rng(rng.randrange(2**32))
    a = np.asarray(back, np.float32) * np.array((0.97, 0.96, 0.93), np.float32)
    a = a + g.normal(0, 2.0, a.shape)
    pdf = new_pdf(sheet.w, sheet.h, "Adobe Acrobat Pro (64-bit) 24.2.20687; Paper Capture")
    pdf.add_page()
    pic = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    pdf.image(io.BytesIO(_jpeg(pic, 55)), 0, 0, sheet.w, sheet.h)
    cx, cy, t = sheet.w / 2, sheet.h / 2, math.radians(skew)
    for m in sheet.marks:
        if not isinstance(m, Text) or m.stamp:
            continue
        base, bold = m.face.removesuffix("-bold"), m.face.endswith("-bold")
        face = LOOKALIKE.get(base, base) + ("-bold" if bold else "")
        x = cx + (m.x - cx) * math.cos(t) + (m.y - cy) * math.sin(t)
        y = cy - (m.x - cx) * math.sin(t) + (m.y - cy) * math.cos(t)
        _font(pdf, face, m.size)
        pdf.set_stretching(100 * width(m.s, m.face, m.size) / max(width(m.s, face, m.size), 0.1))
        pdf.set_text_color(*m.color)
        with pdf.rotation(m.angle + skew, x, y):
            pdf.text(x, y, m.s)
    pdf.set_stretching(100)
    return bytes(pdf.output())


def scaled(sheet: Sheet, s: float, dx: float = 0, dy: float = 0) -> Sheet:
    """The sheet shrunk by s and moved by (dx, dy)."""

    def pt(p: tuple[float, float]) -> tuple[float, float]:
        return (p[0] * s + dx, p[1] * s + dy)

    def one(m: Mark) -> Mark:
        if isinstance(m, Text | Pen):
            return replace(m, x=m.x * s + dx, y=m.y * s + dy, size=m.size * s)
        if isinstance(m, Rule):
            return replace(m, x0=m.x0 * s + dx, y0=m.y0 * s + dy, x1=m.x1 * s + dx,
                           y1=m.y1 * s + dy, width=m.width * s)  # fmt: skip
        if isinstance(m, Box):
            return replace(m, x=m.x * s + dx, y=m.y * s + dy, w=m.w * s, h=m.h * s,
                           radius=m.radius * s if m.radius > 0 else m.radius)  # fmt: skip
        if isinstance(m, Scrawl):
            return replace(m, points=tuple(pt(p) for p in m.points), width=m.width * s)
        assert isinstance(m, Shape)
        return replace(m, points=tuple(pt(p) for p in m.points))

    out = Sheet(sheet.w * s, sheet.h * s, sheet.paper)
    out.marks = [one(m) for m in sheet.marks]
    return out


def _field(s: str, truth: Truth) -> str:
    if truth.dog and truth.dog in s:
        return "«PatientName»"
    if truth.owner and truth.owner in s:
        return "«ClientFirst» «ClientLast»"
    if re.search(r"\d{1,4}[/.-]\d{1,2}|\b20\d\d\b", s):
        return "«VisitDate»"
    return "«Field" + str(len(s) % 7 + 1) + "»"


def track_changes_pdf(sheet: Sheet, truth: Truth, rng: random.Random) -> bytes:
    s = 0.76
    page = scaled(sheet, s, 24, 40)
    red = rng.choice(((192, 0, 0), (0, 96, 160), (112, 48, 160)))
    values = [i for i, m in enumerate(page.marks) if isinstance(m, Text) and m.value]
    changed = sorted(rng.sample(values, min(len(values), rng.randrange(2, 5))))
    balloons: list[tuple[float, float, str]] = []
    for i in changed:
        m = page.marks[i]
        assert isinstance(m, Text)
        page.marks[i] = replace(m, color=red)
        wd = width(m.s, m.face, m.size)
        page.marks.append(Rule(m.x, m.y + 1.2, m.x + wd, m.y + 1.2, 0.5, red))
        page.marks.append(Rule(14, m.y - m.size, 14, m.y + 2, 0.8, (0, 0, 0)))
        balloons.append((m.x + wd, m.y - m.size / 3, f"Deleted: {_field(m.s, truth)}"))
    pdf = new_pdf(612, 792, "Microsoft® Word for Microsoft 365")
    pdf.add_page()
    draw_sheet(pdf, page)
    pdf.set_fill_color(240, 240, 240)
    pane = 24 + sheet.w * s + 8
    pdf.rect(pane, 0, 612 - pane, 792, style="F")
    who = rng.choice(("Kim Ostrander", "Front Desk 2", "jlafountain", "Reception"))
    last = -100.0
    for x, y, text in [*balloons, (pane, 80.0, "Formatted: Font: 10 pt")]:
        by = max(y - 10, last + 34)
        last = by
        pdf.set_draw_color(*red)
        pdf.set_line_width(0.4)
        pdf.set_dash_pattern(dash=1.5, gap=1.5)
        pdf.line(x + 2, y, pane + 4, by + 10)
        pdf.set_dash_pattern()
        pdf.set_fill_color(255, 255, 255)
        pdf.rect(pane + 4, by, 612 - pane - 12, 26, style="FD", round_corners=True,
                 corner_radius=3)  # fmt: skip
        _font(pdf, "clearsans-bold", 6)
        pdf.set_text_color(*red)
        pdf.text(pane + 8, by + 9, who)
        _font(pdf, "clearsans", 6.5)
        pdf.set_text_color(60, 60, 60)
        pdf.text(pane + 8, by + 20, text)
    return bytes(pdf.output())


def _lifted(sheet: Sheet, rng: random.Random) -> tuple[Image.Image, Image.Image]:
    """The page as a phone saw it, and the mask Photos lifted it out by."""
    import cv2

    k = 1400 / sheet.w
    page = np.asarray(render(sheet, k * 72), np.float32)
    ph, pw = page.shape[:2]
    fw, fh = pw + 160, ph + 160
    j = 40.0
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    dst = src + 80 + np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)],
                              np.float32)  # fmt: skip
    h = cv2.getPerspectiveTransform(src, dst.astype(np.float32))
    pic = cv2.warpPerspective(page, h, (fw, fh), borderValue=(90, 80, 70))
    mask = cv2.warpPerspective(np.ones((ph, pw), np.float32), h, (fw, fh))
    yy, xx = np.mgrid[0:fh, 0:fw].astype(np.float32)
    light = 0.86 + 0.12 * (1 - xx / fw) * (1 - yy / fh)
    pic = pic * light[..., None] * np.array((1.0, 0.98, 0.93), np.float32)
    g = np.random.default_rng(rng.randrange(2**32))
    pic = cv2.GaussianBlur(pic, (0, 0), 0.7) + g.normal(0, 2.5, pic.shape)
    mask = cv2.GaussianBlur(cv2.erode(mask, np.ones((5, 5), np.uint8)), (0, 0), 1.5)
    rgb = Image.fromarray(np.clip(pic, 0, 255).astype(np.uint8))
    return rgb, Image.fromarray((np.clip(mask, 0, 1) * 255).astype(np.uint8))


def lifted_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """Notes' export: a letter page, the lifted picture inside its margins, no text."""
    rgb, alpha = _lifted(sheet, rng)
    w, h = rgb.size
    fit = min(540 / w, 720 / h)
    dw, dh = w * fit, h * fit
    x0, y0 = (612 - dw) / 2, 792 - 36 - dh
    data = _jpeg(rgb, 82)
    smask = zlib.compress(alpha.tobytes(), 6)
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << "
        b"/Im0 5 0 R >> >> /Contents 4 0 R >>",
    ]
    body = b"q %.2f 0 0 %.2f %.2f %.2f cm /Im0 Do Q" % (dw, dh, x0, y0)
    objs.append(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(body), body))
    objs.append(
        b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceRGB "
        b"/BitsPerComponent 8 /Filter /DCTDecode /SMask 6 0 R /Length %d >>\nstream\n"
        % (w, h, len(data))
        + data
        + b"\nendstream"
    )
    objs.append(
        b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray "
        b"/BitsPerComponent 8 /Filter /FlateDecode /Length %d >>\nstream\n"
        % (w, h, len(smask))
        + smask
        + b"\nendstream"
    )
    objs.append(b"<< /Producer (iOS Version 18.1 \\(Build 22B83\\) Quartz PDFContext) "
                b"/CreationDate (%s+00'00') >>" % STAMP)  # fmt: skip
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


def gs4bit_pdf(sheet: Sheet, rng: random.Random) -> bytes:
    """A 300 dpi scan, downsampled to 150 dpi and cut to 16 greys, two pixels a byte."""
    img = (
        render(sheet, 300)
        .convert("L")
        .rotate(rng.uniform(-0.6, 0.6), resample=Image.Resampling.BICUBIC, fillcolor=255)
    )
    g = np.random.default_rng(rng.randrange(2**32))
    a = np.asarray(img, np.float32) * rng.uniform(0.95, 0.99) + g.normal(0, 3.0, img.size[::-1])
    small = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8)).reduce(2)
    q = (np.asarray(small, np.uint16) * 15 + 127) // 255
    hh, ww = q.shape
    if ww % 2:
        q = np.concatenate([q, np.full((hh, 1), 15, np.uint16)], 1)
    packed = ((q[:, 0::2] << 4) | q[:, 1::2]).astype(np.uint8)
    spec = b"/ColorSpace /DeviceGray /BitsPerComponent 4 /Filter /FlateDecode"
    return image_pdf(
        [(zlib.compress(packed.tobytes(), 9), spec, ww, hh, sheet.w, sheet.h)],
        "GPL Ghostscript 10.02.1",
    )
