"""The PDF writing the sets from the twenty-ninth on share (the twenty-eighth set's, its shape
followed): a sheet (tests/set_canvas.py) drawn on an fpdf2 page in the sheet's faces (the fonts
embedded as subsets; pen lines and stamped words as pictures, as a program's signature and stamp
images are), and image PDFs written by hand, object by object (a picture a page, its dictionary's
colour space and filter given whole, and no text layer). Every PDF of a set carries the set's one
fixed creation date, so the same seed gives the same bytes: a set's tests/<set>_pdf.py binds its
faces and its date in a Writer and gives its other modules the Writer's functions by the names
they import."""

from __future__ import annotations

import io
from dataclasses import dataclass
from datetime import datetime

import numpy as np
from fpdf import FPDF
from PIL import Image, ImageDraw

from tests.set_canvas import Box, Pen, Rule, Scrawl, Shape, Sheet, Text
from tests.set_faces import Faces

K = 4.0  # pixels a point of a pen's or a stamp's picture


def pdf_date(frozen: datetime) -> bytes:
    """The creation date as a PDF writes it (b"D:20261207170500")."""
    return frozen.strftime("D:%Y%m%d%H%M%S").encode()


def new_pdf(w: float, h: float, producer: str, frozen: datetime) -> FPDF:
    pdf = FPDF(unit="pt", format=(w, h))
    pdf.set_creation_date(frozen)
    pdf.set_producer(producer)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    return pdf


def use_font(pdf: FPDF, face: str, size: float, faces: Faces) -> None:
    if face not in pdf.fonts:
        pdf.add_font(face, "", faces.FACES[face])
    pdf.set_font(face, "", size)


def shape(pdf: FPDF, m: Box | Rule | Scrawl | Shape) -> None:
    if isinstance(m, Box):
        style = ("F" if m.fill else "") + ("D" if m.line else "")
        if m.fill:
            pdf.set_fill_color(*m.fill)
        if m.line:
            pdf.set_draw_color(*m.line)
            pdf.set_line_width(m.width)
        if not style:
            return
        if m.radius < 0:
            pdf.ellipse(m.x, m.y, m.w, m.h, style=style)
        else:
            rounded = {"round_corners": True, "corner_radius": m.radius} if m.radius else {}
            pdf.rect(m.x, m.y, m.w, m.h, style=style, **rounded)  # type: ignore[arg-type]
    elif isinstance(m, Shape):
        pdf.set_fill_color(*m.fill)
        pdf.polygon(list(m.points), style="F")
    elif isinstance(m, Rule):
        pdf.set_draw_color(*m.color)
        pdf.set_line_width(m.width)
        pdf.set_dash_pattern(dash=m.dash, gap=m.dash) if m.dash else pdf.set_dash_pattern()
        pdf.line(m.x0, m.y0, m.x1, m.y1)
        pdf.set_dash_pattern()
    else:
        pdf.set_draw_color(*m.color)
        pdf.set_line_width(m.width)
        pdf.polyline(list(m.points))


def stamped(pdf: FPDF, m: Text, faces: Faces) -> None:
    """A stamped word as the stamp's picture (turned with it)."""
    f = faces.font(m.face, round(m.size * K))
    px = round(m.size * K)
    img = Image.new("L", (int(f.getlength(m.s)) + 8, int(px * 1.7)), 0)
    ImageDraw.Draw(img).text((4, px * 1.25), m.s, font=f, fill=255, anchor="ls")
    a = np.asarray(img, np.float32) * faces.stamp_ink(m.stamp, (img.size[1], img.size[0]))
    rgba = Image.new("RGBA", img.size, (*m.color, 0))
    rgba.putalpha(Image.fromarray(a.astype(np.uint8)))
    with pdf.rotation(m.angle, m.x, m.y):
        pdf.image(rgba, m.x - 4 / K, m.y - px * 1.25 / K, img.size[0] / K, img.size[1] / K)


def pen(pdf: FPDF, m: Pen, faces: Faces) -> None:
    patch, x0, y0 = faces.pen_patch(m.s, m.face, m.size, m.seed, m.slant, (m.x, m.y), K, m.tool)
    rgba = Image.new("RGBA", patch.size, (*m.color, 0))
    rgba.putalpha(patch)
    pdf.image(rgba, x0, y0, patch.size[0] / K, patch.size[1] / K)


def text(pdf: FPDF, m: Text, faces: Faces) -> None:
    if m.stamp:
        stamped(pdf, m, faces)
        return
    use_font(pdf, m.face, m.size, faces)
    pdf.set_text_color(*m.color)
    if m.angle:
        with pdf.rotation(m.angle, m.x, m.y):
            pdf.text(m.x, m.y, m.s)
    else:
        pdf.text(m.x, m.y, m.s)


def draw_sheet(pdf: FPDF, sheet: Sheet) -> None:
    """The sheet's marks on pdf's current page, in the sheet's order and faces."""
    pdf.set_fill_color(*sheet.paper)
    pdf.rect(0, 0, sheet.w, sheet.h, style="F")
    for m in sheet.marks:
        if isinstance(m, Text):
            text(pdf, m, sheet.faces)
        elif isinstance(m, Pen):
            pen(pdf, m, sheet.faces)
        else:
            shape(pdf, m)


def text_pdf(sheet: Sheet, producer: str, frozen: datetime) -> bytes:
    pdf = new_pdf(sheet.w, sheet.h, producer, frozen)
    pdf.add_page()
    draw_sheet(pdf, sheet)
    return bytes(pdf.output())


def image_pdf(
    pages: list[tuple[bytes, bytes, int, int, float, float]],
    producer: str,
    frozen: datetime,
    draw: bytes = b"",
) -> bytes:
    """Pictures, one a page filling it: (data, the image dictionary's colour space, filter and
    decode entries, width px, height px, w pt, h pt). No text layer. draw: the content stream
    (the picture filling the page unless given)."""
    n = len(pages)
    objs: list[bytes] = [b"<< /Type /Catalog /Pages 2 0 R >>"]
    kids = b" ".join(b"%d 0 R" % (3 + 3 * i) for i in range(n))
    objs.append(b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, n))
    for i, (data, spec, wpx, hpx, w, h) in enumerate(pages):
        content, image = 4 + 3 * i, 5 + 3 * i
        objs.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /XObject << "
            b"/Im%d %d 0 R >> >> /Contents %d 0 R >>" % (w, h, i, image, content)
        )
        body = draw.replace(b"/Im0", b"/Im%d" % i) or b"q %.2f 0 0 %.2f 0 0 cm /Im%d Do Q" % (
            w,
            h,
            i,
        )
        objs.append(b"<< /Length %d >>\nstream\n%s\nendstream" % (len(body), body))
        objs.append(
            b"<< /Type /XObject /Subtype /Image /Width %d /Height %d %s /Length %d >>\n"
            b"stream\n" % (wpx, hpx, spec, len(data)) + data + b"\nendstream"
        )
    objs.append(
        b"<< /Producer (%s) /CreationDate (%s+00'00') >>" % (producer.encode(), pdf_date(frozen))
    )
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


def filter_spec(data: bytes, filt: str, cmyk: bool = False) -> bytes:
    """An image dictionary's colour space and filter for a picture given by its filter's name:
    DCTDecode (JPEG bytes of an RGB or grey picture, or with cmyk Adobe's inverted CMYK JPEG),
    JPXDecode (JPEG 2000 bytes, which carry their own colour space) or LZWDecode (an old scanning
    program's grey picture)."""
    colour = b"" if filt == "JPXDecode" else b"/ColorSpace /DeviceRGB /BitsPerComponent 8 "
    if filt == "DCTDecode" and Image.open(io.BytesIO(data)).mode == "L":
        colour = b"/ColorSpace /DeviceGray /BitsPerComponent 8 "
    if filt == "LZWDecode":
        colour = b"/ColorSpace /DeviceGray /BitsPerComponent 8 "
    if cmyk:
        colour = b"/ColorSpace /DeviceCMYK /BitsPerComponent 8 /Decode [1 0 1 0 1 0 1 0] "
    return colour + b"/Filter /" + filt.encode()


@dataclass(frozen=True)
class Writer:
    """One set's PDF writing: the set's faces (for marks drawn without their sheet) and the one
    creation date every PDF of the set carries."""

    faces: Faces
    frozen: datetime

    @property
    def stamp(self) -> bytes:
        return pdf_date(self.frozen)

    def new_pdf(self, w: float, h: float, producer: str) -> FPDF:
        return new_pdf(w, h, producer, self.frozen)

    def text_pdf(self, sheet: Sheet, producer: str) -> bytes:
        return text_pdf(sheet, producer, self.frozen)

    def image_pdf(
        self,
        pages: list[tuple[bytes, bytes, int, int, float, float]],
        producer: str,
        draw: bytes = b"",
    ) -> bytes:
        return image_pdf(pages, producer, self.frozen, draw)

    def filtered_image_pdf(
        self,
        pages: list[tuple[bytes, str, int, int, float, float]],
        producer: str,
        cmyk: bool = False,
    ) -> bytes:
        """image_pdf with each picture given by its filter's name (filter_spec) in place of its
        dictionary's entries: the twenty-ninth and thirtieth sets' form."""
        specs = [(d, filter_spec(d, f, cmyk), wpx, hpx, w, h) for d, f, wpx, hpx, w, h in pages]
        return image_pdf(specs, producer, self.frozen)

    def font(self, pdf: FPDF, face: str, size: float) -> None:
        use_font(pdf, face, size, self.faces)

    def text(self, pdf: FPDF, m: Text) -> None:
        text(pdf, m, self.faces)

    def stamped(self, pdf: FPDF, m: Text) -> None:
        stamped(pdf, m, self.faces)

    def pen(self, pdf: FPDF, m: Pen) -> None:
        pen(pdf, m, self.faces)
