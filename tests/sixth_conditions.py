"""How a sixth-set page reaches the town: scanned, photographed, PDF, faxed, or on a clipboard."""

from __future__ import annotations

import io
import random
from datetime import UTC, datetime

import numpy as np
from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFilter

from tests.sixth_sheet import PRINT_FONTS, PT, Box, Print, Rule, Sheet, render

SCAN = 200 / 25.4  # pixels a millimetre at 200 dpi
FROZEN = datetime(2026, 12, 1, tzinfo=UTC)


def _jpeg(image: Image.Image, quality: int) -> bytes:
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=quality)
    return out.getvalue()


def _on_bed(sheet: Sheet, rng: random.Random, px: float = SCAN) -> Image.Image:
    """A card lies in the scanner's corner on a letter-size bed; a page fills it."""
    page = render(sheet, px, rng)
    if sheet.width < 200 or sheet.height < 250:
        bed = Image.new("RGB", (round(216 * px), round(279 * px)), (244, 244, 242))
        bed.paste(page, (round(rng.uniform(3, 12) * px), round(rng.uniform(3, 12) * px)))
        page = bed
    return page.rotate(
        rng.uniform(-1.6, 1.6), resample=Image.Resampling.BICUBIC, fillcolor=(244, 244, 242)
    )


def _noise(image: Image.Image, rng: random.Random, amount: float) -> Image.Image:
    pixels = np.asarray(image, dtype=np.float32)
    noise = np.random.default_rng(rng.randrange(2**32)).normal(0, amount, pixels.shape[:2])[
        ..., None
    ]
    return Image.fromarray(np.clip(pixels + noise, 0, 255).astype(np.uint8))


def scan(sheet: Sheet, rng: random.Random) -> tuple[bytes, str]:
    return _jpeg(_noise(_on_bed(sheet, rng), rng, 3), rng.randrange(75, 92)), "image/jpeg"


def _pdf_of(image: Image.Image) -> bytes:
    pdf = FPDF(unit="pt", format=(image.width * 72 / 200, image.height * 72 / 200))
    pdf.set_creation_date(FROZEN)
    pdf.add_page()
    pdf.image(io.BytesIO(_jpeg(image, 85)), x=0, y=0, w=pdf.w, h=pdf.h)
    return bytes(pdf.output())


def image_pdf(sheet: Sheet, rng: random.Random) -> tuple[bytes, str]:
    return _pdf_of(_noise(_on_bed(sheet, rng), rng, 2)), "application/pdf"


def fax(sheet: Sheet, rng: random.Random) -> tuple[bytes, str]:
    """A standard-resolution fax: 204 x 98 dpi stretched back, one bit, speckles, dropped lines."""
    page = _on_bed(sheet, rng).convert("L")
    w, h = page.size
    low = page.resize((round(w * 204 / 200), round(h * 98 / 200)), Image.Resampling.BILINEAR)
    grey = np.asarray(low, dtype=np.float32)
    # the machine sets its level on the paper
    grey *= 255 / max(1.0, float(np.percentile(grey, 90)))
    grey += np.random.default_rng(rng.randrange(2**32)).normal(0, 10, grey.shape)
    bits = grey > rng.uniform(180, 205)
    for row in np.random.default_rng(rng.randrange(2**32)).integers(0, bits.shape[0], 6):
        bits[row] = True  # a line the fax machine dropped
    one = (
        Image.fromarray((bits * 255).astype(np.uint8))
        .resize((round(w * 204 / 200), h))
        .convert("1", dither=Image.Dither.NONE)
    )
    out = io.BytesIO()
    one.save(out, format="PNG")
    return out.getvalue(), "image/png"


def _photo(
    page: Image.Image, rng: random.Random, dark: float, table: tuple[int, int, int]
) -> Image.Image:
    """The page on a table, taken at an angle: perspective, light from one side, a shadow, blur."""
    w, h = page.size
    canvas = Image.new("RGB", (int(w * 1.25), int(h * 1.2)), table)
    canvas.paste(page, (int(w * 0.12), int(h * 0.1)))
    cw, ch = canvas.size
    j = lambda: rng.uniform(0.0, 0.07)  # noqa: E731
    quad = (
        cw * j(),
        ch * j(),
        cw * j(),
        ch * (1 - j()),
        cw * (1 - j()),
        ch * (1 - j()),
        cw * (1 - j()),
        ch * j(),
    )
    canvas = canvas.transform((cw, ch), Image.Transform.QUAD, quad, Image.Resampling.BICUBIC)
    light = np.linspace(rng.uniform(0.55, 0.8), 1.0, cw, dtype=np.float32)[None, :]
    light = light if rng.random() < 0.5 else light[:, ::-1]
    shade = Image.new("L", (cw, ch), 0)
    cx, cy = rng.uniform(0.5, 1.0) * cw, rng.uniform(0.5, 1.0) * ch
    ImageDraw.Draw(shade).ellipse(
        (cx - cw * 0.3, cy - ch * 0.25, cx + cw * 0.4, cy + ch * 0.3), fill=90
    )
    shade = shade.filter(ImageFilter.GaussianBlur(cw / 30))
    pixels = np.asarray(canvas, dtype=np.float32) * light[..., None] * dark
    pixels *= 1 - np.asarray(shade, dtype=np.float32)[..., None] / 255
    pixels[..., 2] *= rng.uniform(0.85, 1.0)  # warm indoor light
    out = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
    out = out.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.4)))
    return out.resize((int(cw * 0.85), int(ch * 0.85)), Image.Resampling.BILINEAR)


def photo(sheet: Sheet, rng: random.Random) -> tuple[bytes, str]:
    page = render(sheet, SCAN * 1.1, rng)
    table = rng.choice(((120, 86, 58), (200, 196, 188), (70, 70, 76)))
    return _jpeg(_noise(_photo(page, rng, 1.0, table), rng, 4), rng.randrange(68, 86)), "image/jpeg"


def clipboard(sheet: Sheet, rng: random.Random) -> tuple[bytes, str]:
    """Folded in four, then on a clipboard under a kitchen light: creases, the clip over the top."""
    page = render(sheet, SCAN, rng)
    w, h = page.size
    pixels = np.asarray(page, dtype=np.float32)
    pixels[:, : w // 2] *= 0.9  # one half of the fold faces away from the light
    pixels[h // 2 - 3 : h // 2 + 3] *= 0.6
    pixels[:, w // 2 - 2 : w // 2 + 2] *= 0.7
    page = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
    board = Image.new("RGB", (int(w * 1.12), int(h * 1.12)), (146, 104, 62))
    board.paste(page, (int(w * 0.06), int(h * 0.07)))
    ImageDraw.Draw(board).rounded_rectangle(
        (board.width * 0.3, 0, board.width * 0.7, h * 0.08), 12, fill=(170, 172, 178)
    )
    shot = _photo(board, rng, rng.uniform(0.45, 0.6), (50, 45, 40))
    return _jpeg(_noise(shot, rng, 9), rng.randrange(55, 72)), "image/jpeg"


def text_pdf(sheet: Sheet, rng: random.Random) -> tuple[bytes, str]:
    """A printed kind saved straight to PDF: its words as text, its boxes and rules as lines."""
    pdf = FPDF(unit="mm", format=(sheet.width, sheet.height))
    pdf.set_creation_date(FROZEN)
    pdf.add_page()
    pdf.set_auto_page_break(False)
    for name, path in PRINT_FONTS.items():
        if path.endswith(".ttf"):
            pdf.add_font(name, fname=path)
    for m in sheet.marks:
        if isinstance(m, Box):
            pdf.set_draw_color(*m.colour)
            pdf.set_line_width(m.width)
            if m.fill:
                pdf.set_fill_color(*m.fill)
            pdf.rect(m.x, m.y, m.w, m.h, style="DF" if m.fill else "D")
        elif isinstance(m, Rule):
            pdf.set_draw_color(*m.colour)
            pdf.set_line_width(m.width)
            pdf.line(m.x1, m.y1, m.x2, m.y2)
        elif isinstance(m, Print):
            pdf.set_font("courier" if m.font == "mono" else m.font, size=m.size)
            pdf.set_text_color(*m.colour)
            pdf.text(m.x, m.y + m.size * PT * 0.8, m.text)
    return bytes(pdf.output()), "application/pdf"


CONDITIONS = {
    "scan": scan, "photo": photo, "pdf_image": image_pdf, "fax": fax, "pdf_text": text_pdf,
    "clipboard": clipboard,
}  # fmt: skip
PEN_CONDITIONS = ("scan", "photo", "pdf_image", "fax", "clipboard")  # never a text PDF for a pen
