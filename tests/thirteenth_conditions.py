"""How a page of the thirteenth set arrives (tests/thirteenth_certificates.py): flatbed scans,
a photocopy of a photocopy, text and searchable PDFs, scanned and faxed PDFs, phone photos (JPEG
with EXIF orientation, HEIC, a messaging app's recompression), a photo through a plastic sleeve
with glare and a photo of a page that was folded in thirds and crumpled. Deterministic: every
random draw comes from the page's own random.Random, and no file carries a clock."""

from __future__ import annotations

import io
import itertools
import random

import numpy as np
import pillow_heif
from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFilter, ImageOps

from tests.thirteenth_draw import FROZEN, Sheet, font

CONDITIONS = (
    "scan_colour_png",
    "scan_grey_jpeg",
    "copy_of_copy_png",
    "text_pdf",
    "searchable_pdf",
    "scan_pdf",
    "fax_pdf",
    "phone_jpeg",
    "phone_heic",
    "chat_jpeg",
    "sleeve_glare_jpeg",
    "folded_jpeg",
)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": ("scan_colour_png", "scan_grey_jpeg", "copy_of_copy_png"),
    "text PDFs": ("text_pdf", "searchable_pdf"),
    "image PDFs": ("scan_pdf", "fax_pdf"),
    "phone photos": ("phone_jpeg", "phone_heic", "chat_jpeg", "sleeve_glare_jpeg", "folded_jpeg"),
}
PEN_CONDITIONS = tuple(c for c in CONDITIONS if c not in ("text_pdf", "searchable_pdf"))
EXTENSIONS = {
    "image/png": "png",
    "image/jpeg": "jpg",
    "image/heic": "heic",
    "application/pdf": "pdf",
}


def _dpi(sheet: Sheet, long_side: int) -> int:
    return round(long_side * 72 / max(sheet.w, sheet.h))


def _noise(rng: random.Random) -> np.random.Generator:
    return np.random.default_rng(rng.randrange(2**32))


def _clip(a: np.ndarray) -> Image.Image:
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def scan(
    sheet: Sheet, rng: random.Random, grey: bool = False, long_side: int = 2200
) -> Image.Image:
    """A flatbed scan: a little skew, the lid's shadow at one edge, sensor noise."""
    page = sheet.raster(_dpi(sheet, long_side))
    page = page.rotate(rng.uniform(-0.8, 0.8), Image.Resampling.BILINEAR, fillcolor=(250, 250, 250))
    a = np.asarray(page, dtype=np.float32)
    a = a * rng.uniform(0.96, 1.0) + _noise(rng).normal(0, 2.0, (*a.shape[:2], 1)).round()
    edge = np.linspace(0.93, 1.0, 24)
    a[:, :24] *= edge[None, :, None]
    image = _clip(a).filter(ImageFilter.GaussianBlur(0.5))
    return image.convert("L") if grey else image


def copy_of_copy(sheet: Sheet, rng: random.Random) -> Image.Image:
    """Twice through an office copier, then scanned: contrast up, grey fill gone, toner specks,
    each generation a little shifted and scaled, a dark band where the lid did not close."""
    image = sheet.raster(_dpi(sheet, 1650)).convert("L")
    gen = _noise(rng)
    for _ in range(2):
        w, h = image.size
        scale = rng.uniform(0.985, 1.01)
        image = image.resize((round(w * scale), round(h * scale)), Image.Resampling.BILINEAR)
        image = image.rotate(rng.uniform(-0.7, 0.7), Image.Resampling.BILINEAR, fillcolor=255)
        image = ImageOps.pad(image, (w, h), color=255, centering=(rng.random(), rng.random()))
        a = np.asarray(image.filter(ImageFilter.GaussianBlur(0.7)), dtype=np.float32)
        a = 255 / (1 + np.exp(-(a - 150) / 18))  # the copier's steep curve
        a[gen.random(a.shape) < 0.0009] = 40
        image = _clip(a)
    a = np.asarray(image, dtype=np.float32)
    band = rng.randint(10, 40)
    a[:, -band:] *= np.linspace(1.0, 0.35, band)[None, :]
    return _clip(a)


def fax(sheet: Sheet, rng: random.Random, header: str) -> Image.Image:
    """A standard-resolution fax: 200 x 100 dpi, one bit, the sending machine's header line."""
    page = sheet.raster(_dpi(sheet, 2200)).convert("L")
    w, h = page.size
    page = page.rotate(rng.uniform(-1.2, 1.2), Image.Resampling.BILINEAR, fillcolor=255)
    page = page.resize((w, h // 2), Image.Resampling.BILINEAR).resize(
        (w, h), Image.Resampling.NEAREST
    )
    strip = Image.new("L", (w, 34), 255)
    ImageDraw.Draw(strip).text((20, 6), header, font=font("ocra", 22), fill=0)
    page.paste(strip, (0, 0))
    threshold = rng.randint(135, 175)
    return page.point(lambda v: 255 if v > threshold else 0).convert("1", dither=Image.Dither.NONE)


def image_pdf(image: Image.Image, sheet: Sheet, jpeg: bool = True) -> bytes:
    pdf = FPDF(unit="pt", format=(sheet.w, sheet.h))
    pdf.set_creation_date(FROZEN)
    pdf.set_margin(0)
    pdf.add_page()
    if jpeg:
        buffer = io.BytesIO()
        image.save(buffer, "JPEG", quality=72)
        pdf.image(buffer, 0, 0, sheet.w, sheet.h)
    else:
        pdf.image(image, 0, 0, sheet.w, sheet.h)
    return bytes(pdf.output())


def _coefficients(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    """PIL's perspective coefficients taking output points dst to input points src."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return [float(c) for c in np.linalg.solve(np.array(rows), np.array(rhs))]


TABLES = ((128, 92, 62), (196, 170, 130), (70, 72, 78), (214, 214, 208), (150, 40, 40))


def photo(
    page: Image.Image, rng: random.Random, size: tuple[int, int] = (1500, 2000)
) -> Image.Image:
    """The page on a table, photographed from a slant: perspective, a hand's or phone's shadow,
    warm light, slight blur and noise."""
    w, h = size
    pw, ph = page.size
    scale = min(w / pw, h / ph) * rng.uniform(0.78, 0.9)
    cx, cy = w / 2 + rng.uniform(-60, 60), h / 2 + rng.uniform(-60, 60)
    hw, hh = pw * scale / 2, ph * scale / 2
    j = lambda: rng.uniform(-0.06, 0.06) * hw  # noqa: E731
    tilt = rng.uniform(-0.07, 0.07) * hw
    dst = [(cx - hw + j() + tilt, cy - hh + j()), (cx + hw + j() + tilt, cy - hh + j())]
    dst += [(cx + hw + j() - tilt, cy + hh + j()), (cx - hw + j() - tilt, cy + hh + j())]
    src = [(0.0, 0.0), (float(pw), 0.0), (float(pw), float(ph)), (0.0, float(ph))]
    coeffs = _coefficients(dst, src)
    warped = page.convert("RGB").transform(size, Image.Transform.PERSPECTIVE, coeffs,
                                           Image.Resampling.BILINEAR)  # fmt: skip
    mask = Image.new("L", page.size, 255).transform(size, Image.Transform.PERSPECTIVE, coeffs)
    table = np.ones((h, w, 3), np.float32) * np.array(rng.choice(TABLES), np.float32)
    gen = _noise(rng)
    grain = np.asarray(Image.fromarray(gen.integers(0, 255, (h // 40, w // 40), dtype=np.uint8))
                       .resize((w, h), Image.Resampling.BICUBIC), np.float32)  # fmt: skip
    table += (grain[..., None] - 128) * 0.12
    a = np.asarray(warped, np.float32)
    m = np.asarray(mask, np.float32)[..., None] / 255
    a = a * m + table * (1 - m)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    angle = rng.uniform(0, 2 * np.pi)
    ramp = np.cos(angle) * xx / w + np.sin(angle) * yy / h
    light = 1.0 - rng.uniform(0.1, 0.3) * (ramp - ramp.min()) / (np.ptp(ramp) + 1e-6)
    if rng.random() < 0.6:  # the phone's shadow, soft-edged
        edge = rng.uniform(0.15, 0.45) * w
        light *= 1 - 0.28 / (1 + np.exp((xx + yy * rng.uniform(-0.3, 0.3) - edge) / 40))
    a *= light[..., None] * np.array([1.0, rng.uniform(0.95, 0.99), rng.uniform(0.86, 0.95)])
    a += gen.normal(0, 4.0, (h, w, 1))
    return _clip(a).filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.4)))


def sleeve(image: Image.Image, rng: random.Random) -> Image.Image:
    """Through a clear plastic sleeve: a haze over all, a broad glare from a ceiling light, the
    sleeve's edge and a few scratches."""
    a = np.asarray(image, np.float32)
    h, w = a.shape[:2]
    a = a * 0.86 + 0.14 * 235
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    gx, gy = rng.uniform(0.25, 0.75) * w, rng.uniform(0.2, 0.8) * h
    t = rng.uniform(0, np.pi)
    u = (xx - gx) * np.cos(t) + (yy - gy) * np.sin(t)
    v = -(xx - gx) * np.sin(t) + (yy - gy) * np.cos(t)
    glare = np.exp(-((u / (0.32 * w)) ** 2) - (v / (0.06 * h)) ** 2) * rng.uniform(0.45, 0.7)
    a = a * (1 - glare[..., None]) + 255 * glare[..., None]
    edge = rng.randint(int(w * 0.05), int(w * 0.12))
    a[:, edge : edge + 3] *= 0.8
    image = _clip(a)
    pen = ImageDraw.Draw(image)
    for _ in range(rng.randint(3, 7)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        pen.line([(x, y), (x + rng.uniform(-300, 300), y + rng.uniform(-80, 80))],
                 fill=(238, 238, 238), width=1)  # fmt: skip
    return image


def folded(page: Image.Image, rng: random.Random) -> Image.Image:
    """Folded in thirds (a small sheet in half) for an envelope and crumpled in a pocket: each
    panel lit differently, creases dark with a bright lip, the paper's surface wandering."""
    a = np.asarray(page.convert("RGB"), np.float32)
    h, w = a.shape[:2]
    gen = _noise(rng)
    small = gen.normal(0, 1, (2, 9, 7)).astype(np.float32)
    field = [np.asarray(Image.fromarray(s).resize((w, h), Image.Resampling.BICUBIC)) for s in small]
    amp = rng.uniform(4, 8)
    yy, xx = np.mgrid[0:h, 0:w]
    sy = np.clip(yy + (field[0] * amp).astype(int), 0, h - 1)
    sx = np.clip(xx + (field[1] * amp).astype(int), 0, w - 1)
    a = a[sy, sx]
    shade = 1 + field[0][..., None] * 0.025
    folds = [h // 3, 2 * h // 3] if h < 1.35 * w else [h // 2]  # a letter in thirds
    lows = [0, *folds, h]
    for top, bottom in itertools.pairwise(lows):
        shade[top:bottom] *= rng.uniform(0.86, 1.02)
    for y in folds:
        y += rng.randint(-15, 15)
        shade[y - 3 : y + 3] *= 0.7
        shade[y + 3 : y + 9] *= 1.06
    return _clip(a * shade)


def _jpeg(image: Image.Image, quality: int, exif: Image.Exif | None = None) -> bytes:
    buffer = io.BytesIO()
    kw = {"exif": exif.tobytes()} if exif is not None else {}
    image.save(buffer, "JPEG", quality=quality, **kw)
    return buffer.getvalue()


def finish(sheet: Sheet, condition: str, rng: random.Random, header: str) -> tuple[bytes, str]:
    """The page's file as it arrives, and its content type."""
    if condition == "text_pdf":
        return sheet.pdf(), "application/pdf"
    if condition == "searchable_pdf":
        return sheet.pdf(scan(sheet, rng, grey=True, long_side=2000)), "application/pdf"
    if condition == "scan_pdf":
        return image_pdf(scan(sheet, rng, grey=rng.random() < 0.5), sheet), "application/pdf"
    if condition == "fax_pdf":
        return image_pdf(fax(sheet, rng, header), sheet, jpeg=False), "application/pdf"
    if condition in ("scan_colour_png", "copy_of_copy_png"):
        image = scan(sheet, rng) if condition == "scan_colour_png" else copy_of_copy(sheet, rng)
        buffer = io.BytesIO()
        image.save(buffer, "PNG", compress_level=3)
        return buffer.getvalue(), "image/png"
    if condition == "scan_grey_jpeg":
        return _jpeg(scan(sheet, rng, grey=True), 82), "image/jpeg"
    page = sheet.raster(_dpi(sheet, 1700))
    if condition == "folded_jpeg":
        page = folded(page, rng)
    shot = photo(page, rng)
    if condition == "phone_heic":
        buffer = io.BytesIO()
        heif = pillow_heif.from_pillow(shot)
        heif.save(buffer, quality=62, enc_params={"preset": "ultrafast"})
        return buffer.getvalue(), "image/heic"
    if condition == "chat_jpeg":
        return _jpeg(shot.resize((960, 1280), Image.Resampling.LANCZOS), 58), "image/jpeg"
    if condition == "sleeve_glare_jpeg":
        return _jpeg(sleeve(shot, rng), 86), "image/jpeg"
    exif = Image.Exif()
    exif[0x010F], exif[0x0110] = "Google", "Pixel 7a"
    turn = rng.choice((6, 8, 1))
    exif[0x0112] = turn
    if turn == 6:
        shot = shot.rotate(90, expand=True)  # stored on its side; the viewer turns it clockwise
    elif turn == 8:
        shot = shot.rotate(-90, expand=True)
    return _jpeg(shot, rng.randint(80, 90), exif), "image/jpeg"
