"""How a page of the eleventh set reaches the Town: scanned, written as a PDF, faxed, or
photographed with a phone (and perhaps sent through a messaging app first)."""

from __future__ import annotations

import io
import random

import pillow_heif
from PIL import Image, ImageDraw, ImageFilter, ImageOps

from tests.eleventh_draw import Sheet, image_pdf, pages, text_pdf

CONDITIONS = (
    "scan_colour_png",  # a colour flatbed scan, 200 dpi, PNG
    "scan_grey_jpeg",  # a grey flatbed scan, 240 dpi, JPEG
    "text_pdf",  # a PDF written by the office's software: real text
    "searchable_pdf",  # a scanner's PDF with its OCR's invisible words under the picture
    "scan_pdf",  # a PDF holding a scanned page
    "fax_pdf",  # a faxed page, one bit, standard resolution, as a PDF
    "phone_jpeg",  # a phone photo: tilt, shadow, blur, EXIF orientation
    "phone_heic",  # the same from an iPhone, HEIC
    "chat_jpeg",  # a phone photo recompressed by a messaging app
)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": ("scan_colour_png", "scan_grey_jpeg"),
    "text PDFs": ("text_pdf", "searchable_pdf"),
    "image PDFs": ("scan_pdf", "fax_pdf"),
    "phone photos": ("phone_jpeg", "phone_heic", "chat_jpeg"),
}
# pen pages are never written by software
PEN_CONDITIONS = tuple(c for c in CONDITIONS if c not in ("text_pdf", "searchable_pdf"))
EXTENSIONS = {
    "image/png": "png",
    "image/jpeg": "jpg",
    "application/pdf": "pdf",
    "image/heic": "heic",
}


def _scan(image: Image.Image, rng: random.Random) -> Image.Image:
    tilt = rng.uniform(-0.8, 0.8)
    image = image.rotate(tilt, resample=Image.Resampling.BICUBIC, expand=False, fillcolor="white")
    return image.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.6)))


def _fax(image: Image.Image, rng: random.Random, sheet: Sheet, stamp: str) -> Image.Image:
    width = 1728  # a fax line
    image = image.convert("L").resize((width, int(width * sheet.height / sheet.width / 2)))
    image = image.resize((width, image.height * 2), Image.Resampling.NEAREST)
    draw = ImageDraw.Draw(image)
    for _ in range(rng.randint(80, 200)):  # specks
        x, y = rng.randrange(width), rng.randrange(image.height)
        draw.point((x, y), fill=0)
    draw.text((20, 8), stamp, fill=0)
    return image.point(lambda v: 255 if v > 150 else 0).convert("1")


def _photo(image: Image.Image, rng: random.Random) -> Image.Image:
    """The page on a table, seen from a little off square, a hand's shadow across it."""
    w, h = image.size
    margin = int(0.08 * max(w, h))
    table = rng.choice(((112, 84, 60), (188, 180, 168), (64, 70, 78), (150, 120, 96)))
    ground = Image.new("RGB", (w + 2 * margin, h + 2 * margin), table)
    ground.paste(image, (margin, margin))
    W, H = ground.size
    j = [rng.uniform(-0.05, 0.05) * W for _ in range(8)]
    quad = (j[0], j[1], j[2], H + j[3], W + j[4], H + j[5], W + j[6], j[7])
    ground = ground.transform((W, H), Image.Transform.QUAD, quad, Image.Resampling.BILINEAR)
    shade = Image.new("L", (W, H), 0)
    sd = ImageDraw.Draw(shade)
    x0 = rng.uniform(0.3, 0.8) * W
    sd.polygon([(x0, 0), (W, 0), (W, H), (x0 + rng.uniform(-0.3, 0.2) * W, H)], fill=70)
    shade = shade.filter(ImageFilter.GaussianBlur(W / 25))
    ground = Image.composite(Image.new("RGB", (W, H), (20, 20, 30)), ground, shade)
    ground = ground.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.4)))
    warm = Image.new("RGB", (W, H), (255, 236, 200))
    return Image.blend(ground, warm, rng.uniform(0.04, 0.12))


def _jpeg(image: Image.Image, quality: int, orientation: int = 1) -> bytes:
    buffer = io.BytesIO()
    exif = Image.Exif()
    if orientation != 1:
        exif[0x0112] = orientation
        exif[0x010F] = "Apple"
        exif[0x0110] = "iPhone 13"
    image.save(buffer, format="JPEG", quality=quality, exif=exif.tobytes())
    return buffer.getvalue()


def stored_sideways(image: Image.Image, orientation: int) -> Image.Image:
    """The pixels a phone keeps for an upright page with this EXIF orientation."""
    return {
        1: image,
        3: image.transpose(Image.Transpose.ROTATE_180),
        6: image.transpose(Image.Transpose.ROTATE_90),
        8: image.transpose(Image.Transpose.ROTATE_270),
    }[orientation]


def finish(sheet: Sheet, condition: str, rng: random.Random, stamp: str) -> tuple[bytes, str]:
    """The bytes the resident uploads, and their content type."""
    if condition == "text_pdf":
        return text_pdf(sheet), "application/pdf"
    if condition in ("searchable_pdf", "scan_pdf"):
        scans = [_scan(p, rng).convert("L") for p in pages(sheet, 150, with_cover=True)]
        return image_pdf(sheet, scans, searchable=condition == "searchable_pdf"), "application/pdf"
    if condition == "fax_pdf":
        faxed = [_fax(p, rng, sheet, stamp) for p in pages(sheet, 200, with_cover=True)]
        return image_pdf(sheet, faxed, searchable=False), "application/pdf"
    if condition == "scan_colour_png":
        image = _scan(pages(sheet, 200, with_cover=False)[0], rng)
        buffer = io.BytesIO()
        image.save(buffer, format="PNG", dpi=(200, 200))
        return buffer.getvalue(), "image/png"
    if condition == "scan_grey_jpeg":
        image = ImageOps.grayscale(_scan(pages(sheet, 240, with_cover=False)[0], rng))
        buffer = io.BytesIO()
        image.save(buffer, format="JPEG", quality=85, dpi=(240, 240))
        return buffer.getvalue(), "image/jpeg"
    dpi = 180 if sheet.width > 400 else 300
    photo = _photo(pages(sheet, dpi, with_cover=False)[0], rng)
    if condition == "chat_jpeg":
        photo.thumbnail((1280, 1280))
        return _jpeg(photo, rng.randint(45, 62)), "image/jpeg"
    if condition == "phone_jpeg":
        orientation = rng.choice((1, 6, 6, 8, 3))
        return _jpeg(stored_sideways(photo, orientation), rng.randint(80, 92), orientation), (
            "image/jpeg"
        )
    pillow_heif.register_heif_opener()  # an iPhone's HEIC, its pixels upright
    buffer = io.BytesIO()
    photo.save(buffer, format="HEIF", quality=70)
    return buffer.getvalue(), "image/heic"
