"""The tenth set's sheet: what a page draws, kept as a list of marks (points, 72 to the inch),
so that it can be drawn as pixels, as a PDF with its words as text, or only listed as words."""

from __future__ import annotations

import functools
import io
import math
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime

from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFilter, ImageFont

TT = "/usr/share/fonts/truetype"
FACES = {
    "pt_sans": (f"{TT}/paratype/PTS55F.ttf", f"{TT}/paratype/PTS75F.ttf"),
    "pt_serif": (f"{TT}/paratype/PTF55F.ttf", f"{TT}/paratype/PTF75F.ttf"),
    "pt_mono": (f"{TT}/paratype/PTM55F.ttf", f"{TT}/paratype/PTM75F.ttf"),
    "clear": (f"{TT}/clear-sans/ClearSans-Regular.ttf", f"{TT}/clear-sans/ClearSans-Bold.ttf"),
    "b612": (
        "/usr/share/fonts/opentype/b612/B612-Regular.otf",
        "/usr/share/fonts/opentype/b612/B612-Bold.otf",
    ),
    "tuffy": (f"{TT}/tuffy/Tuffy.ttf", f"{TT}/tuffy/Tuffy_Bold.ttf"),
    "vollkorn": (f"{TT}/vollkorn/Vollkorn-Regular.ttf", f"{TT}/vollkorn/Vollkorn-Bold.ttf"),
    "gentium": (
        f"{TT}/gentiumplus/GentiumPlus-Regular.ttf",
        f"{TT}/gentiumplus/GentiumPlus-Bold.ttf",
    ),
    "hack": (f"{TT}/hack/Hack-Regular.ttf", f"{TT}/hack/Hack-Bold.ttf"),
    "ocrb": (
        "/usr/share/fonts/opentype/ocr-b/OCRB.otf",
        "/usr/share/fonts/opentype/ocr-b/OCRB.otf",
    ),
}
HANDS = {
    "ecolier": f"{TT}/ecolier-court/Ecolier-court.ttf",
    "yoz": f"{TT}/yozvox-yozfont/YOzBEF.ttf",
    "averia": f"{TT}/averia-gwf/AveriaSansGWF-Italic.ttf",
}
ALL_FONTS = [p for pair in FACES.values() for p in pair] + list(HANDS.values())
INKS = {"black": (25, 25, 35), "blue": (22, 45, 140), "navy": (30, 30, 90)}


@functools.cache
def font(path: str, px: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(path, px)


@dataclass(frozen=True)
class Paper:
    """A page's size (points), its faces and ink."""

    width: float = 612
    height: float = 792
    face: str = "pt_sans"
    head: str = "pt_serif"
    hand: str = "ecolier"
    ink: str = "blue"
    tint: tuple[int, int, int] = (252, 251, 247)


@dataclass
class Sheet:
    paper: Paper
    marks: list[tuple] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)

    def text(self, x, y, s, size=10.0, bold=False, face=None, colour=(20, 20, 20), label=False):
        """A printed run; y is its top. A label is listed among the page's labels as well."""
        if not s:
            return x
        path = FACES[face or self.paper.face][int(bold)]
        self.marks.append(("text", x, y, s, size, path, colour))
        self.words.append(s)
        if label:
            self.labels.append(s.rstrip(":"))
        return x + font(path, 100).getlength(s) * size / 100

    def label(self, x, y, s, size=8.0, **kw):
        return self.text(x, y, s, size, label=True, **kw)

    def hand(self, x, y, s, size=15.0, seed=0, colour=None):
        """A written run: each letter its own size, height and lean."""
        if s:
            ink = colour or INKS[self.paper.ink]
            self.marks.append(("hand", x, y, s, size, HANDS[self.paper.hand], ink, seed))
            self.words.append(s)

    def line(self, x1, y1, x2, y2, width=0.7, colour=(60, 60, 60)):
        self.marks.append(("line", x1, y1, x2, y2, width, colour))

    def rect(self, x1, y1, x2, y2, fill=None, outline=(60, 60, 60), width=0.7):
        self.marks.append(("rect", x1, y1, x2, y2, fill, outline, width))

    def scribble(self, x, y, w, seed, colour=None):
        """A signature nobody could read: a wave, not words."""
        self.marks.append(("scribble", x, y, w, colour or INKS[self.paper.ink], seed))

    def field(self, x, y, name, value, w=150, size=10.0, gap=None):
        """A label over a ruled line with its value printed above the rule."""
        end = self.label(x, y, name)
        self.text(x + (gap if gap is not None else end - x + 5), y - 1, value, size)
        self.line(x, y + size + 3, x + w, y + size + 3, 0.4, (140, 140, 140))

    def raster(self, dpi: int = 200) -> Image.Image:
        k = dpi / 72
        image = Image.new(
            "RGB", (round(self.paper.width * k), round(self.paper.height * k)), self.paper.tint
        )
        draw = ImageDraw.Draw(image)
        for mark in self.marks:
            kind = mark[0]
            if kind == "text":
                _, x, y, s, size, path, colour = mark
                draw.text((x * k, y * k), s, font=font(path, max(6, round(size * k))), fill=colour)
            elif kind == "line":
                _, x1, y1, x2, y2, width, colour = mark
                draw.line(
                    (x1 * k, y1 * k, x2 * k, y2 * k), fill=colour, width=max(1, round(width * k))
                )
            elif kind == "rect":
                _, x1, y1, x2, y2, fill, outline, width = mark
                draw.rectangle(
                    (x1 * k, y1 * k, x2 * k, y2 * k),
                    fill=fill,
                    outline=outline,
                    width=max(1, round(width * k)),
                )
            elif kind == "hand":
                _write(image, k, *mark[1:])
            elif kind == "scribble":
                _, x, y, w, colour, seed = mark
                rng = random.Random(seed)
                points, phase = [], rng.uniform(0, 6)
                for i in range(60):
                    t = i / 59
                    amp = (5 + 3 * math.sin(t * 5 + phase)) * k
                    wave = math.sin(t * rng.uniform(14, 17) + phase) * amp
                    points.append(((x + w * t + math.cos(t * 40) * 4) * k, (y + 8) * k + wave))
                draw.line(points, fill=colour, width=max(2, round(1.0 * k)), joint="curve")
        return image

    def pdf(self) -> bytes:
        """A PDF with its words as text (printed marks only)."""
        doc = FPDF(unit="pt", format=(self.paper.width, self.paper.height))
        doc.set_auto_page_break(False)
        doc.set_creation_date(datetime(2026, 12, 3, tzinfo=UTC))
        doc.add_page()
        faces: dict[str, str] = {}
        for mark in self.marks:
            kind = mark[0]
            if kind == "text":
                _, x, y, s, size, path, colour = mark
                if path not in faces:
                    faces[path] = f"f{len(faces)}"
                    doc.add_font(faces[path], "", path)
                doc.set_font(faces[path], size=size)
                doc.set_text_color(*colour)
                ascent = font(path, 100).getmetrics()[0] * size / 100
                doc.text(x, y + ascent, s)
            elif kind == "line":
                _, x1, y1, x2, y2, width, colour = mark
                doc.set_draw_color(*colour)
                doc.set_line_width(width)
                doc.line(x1, y1, x2, y2)
            elif kind == "rect":
                _, x1, y1, x2, y2, fill, outline, width = mark
                doc.set_line_width(width)
                doc.set_draw_color(*(outline or (255, 255, 255)))
                if fill:
                    doc.set_fill_color(*fill)
                doc.rect(x1, y1, x2 - x1, y2 - y1, style="DF" if fill else "D")
        return bytes(doc.output())


def _write(image: Image.Image, k: float, x, y, s, size, path, ink, seed) -> None:
    """Handwriting: per letter jitter of size and baseline, the word leaning and rising."""
    rng = random.Random(f"{seed}-{s}")
    px = size * k
    layer = Image.new("L", (int(px * (len(s) * 0.75 + 3)), int(px * 2.2)), 0)
    draw = ImageDraw.Draw(layer)
    cx, base = px * 0.3, px * 0.4
    for ch in s:
        f = font(path, max(8, round(px * rng.uniform(0.9, 1.1))))
        draw.text((cx, base + rng.uniform(-0.06, 0.06) * px), ch, font=f, fill=255)
        cx += f.getlength(ch) * rng.uniform(0.95, 1.1) + (px * 0.05 if ch == " " else 0)
    layer = layer.crop((0, 0, int(cx + px * 0.3), layer.height))
    if px > 20:  # a ballpoint's line, not a hairline
        layer = layer.filter(ImageFilter.MaxFilter(3))
    shear = rng.uniform(0.08, 0.25)
    layer = layer.transform(
        layer.size, Image.Transform.AFFINE, (1, shear, -shear * layer.height * 0.6, 0, 1, 0)
    )
    layer = layer.rotate(rng.uniform(-2.5, 2.0), expand=True, resample=Image.Resampling.BILINEAR)
    colour = Image.new("RGB", layer.size, ink)
    image.paste(
        colour, (round(x * k - px * 0.3), round(y * k - px * 0.4)), layer.point(lambda v: v * 0.9)
    )


def png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()
