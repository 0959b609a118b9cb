"""How a page of the fifteenth set arrives (tests/fifteenth_certificates.py): a flatbed colour
scan (PNG) and a grey one (JPEG), a text PDF and a scanner app's searchable PDF, a scanned PDF,
and phone photos, most of the set: a JPEG with its EXIF orientation, a HEIC, a messaging app's
recompressed JPEG, and this set's own: a flash's hotspot washing out part of the page, the page
small on a patterned tablecloth or a wood table, a little motion blur, a chat app's screenshot
of the photo, and a photo turned a quarter with no EXIF to say so. A two-page paper is one PDF
of both pages; a scan is of its second page (the certificate), a photo of both side by side.
Deterministic: every random draw comes from the page's own random.Random; no file has a clock."""

from __future__ import annotations

import io
import random

import numpy as np
import pillow_heif
from fpdf import FPDF
from PIL import Image, ImageFilter

from tests.fifteenth_draw import FROZEN, Sheet, pdf_of
from tests.fifteenth_photo import clip, flash, gen, motion, photo, screenshot

CONDITIONS = (
    "scan_colour_png",
    "scan_grey_jpeg",
    "text_pdf",
    "searchable_pdf",
    "scan_pdf",
    "phone_jpeg",
    "phone_heic",
    "chat_jpeg",
    "flash_glare_jpeg",
    "tablecloth_jpeg",
    "motion_blur_jpeg",
    "chat_screenshot_png",
    "sideways_jpeg",
)
NEW = ("flash_glare_jpeg", "tablecloth_jpeg", "motion_blur_jpeg", "chat_screenshot_png",
       "sideways_jpeg")  # fmt: skip
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": ("scan_colour_png", "scan_grey_jpeg"),
    "text PDFs": ("text_pdf", "searchable_pdf"),
    "image PDFs": ("scan_pdf",),
    "phone photos": ("phone_jpeg", "phone_heic", "chat_jpeg", *NEW),
}
PEN_CONDITIONS = tuple(c for c in CONDITIONS if c not in GROUPS["text PDFs"])
TYPES = {
    "png": "image/png",
    "jpg": "image/jpeg",
    "heic": "image/heic",
    "pdf": "application/pdf",
}
WHO = ("Mom", "Dana", "Chris (neighbor)", "Kayla", "Town Clerk Office", "Marcus")


def extension(condition: str) -> str:
    if "pdf" in condition:
        return "pdf"
    return {"jpeg": "jpg"}.get(condition.rsplit("_", 1)[1], condition.rsplit("_", 1)[1])


def _dpi(sheet: Sheet, long_side: int) -> int:
    return round(long_side * 72 / max(sheet.w, sheet.h))


def scan(
    sheet: Sheet, rng: random.Random, grey: bool = False, long_side: int = 2200
) -> Image.Image:
    """A flatbed scan: a little skew, the lid's shadow along one edge, sensor noise."""
    page = sheet.raster(_dpi(sheet, long_side))
    page = page.rotate(rng.uniform(-0.9, 0.9), Image.Resampling.BILINEAR, fillcolor=(248, 248, 246))
    a = np.asarray(page, np.float32) * rng.uniform(0.95, 1.0)
    a += gen(rng).standard_normal((*a.shape[:2], 1), dtype=np.float32) * 2.0
    band = rng.randint(16, 40)
    a[:, :band] *= np.linspace(0.9, 1.0, band, dtype=np.float32)[None, :, None]
    image = clip(a).filter(ImageFilter.GaussianBlur(0.55))
    return image.convert("L") if grey else image


def image_pdf(images: list[Image.Image], sheets: list[Sheet]) -> bytes:
    pdf = FPDF(unit="pt", format=(sheets[0].w, sheets[0].h))
    pdf.set_creation_date(FROZEN)
    pdf.set_producer("ScanSnap Manager")
    pdf.set_margin(0)
    for image, sheet in zip(images, sheets, strict=True):
        pdf.add_page(format=(sheet.w, sheet.h))
        buffer = io.BytesIO()
        image.save(buffer, "JPEG", quality=74)
        pdf.image(buffer, 0, 0, sheet.w, sheet.h)
    return bytes(pdf.output())


def subject(sheets: list[Sheet], rng: random.Random) -> Image.Image:
    """What the phone sees, RGBA (alpha where the paper is): the page, or two pages side by
    side, the first a little turned and tucked under the second."""
    dpi = _dpi(sheets[0], 1700)
    pages = [sheet.raster(dpi).convert("RGBA") for sheet in sheets]
    if len(pages) == 1:
        return pages[0]
    first = pages[0].rotate(rng.uniform(-3, 3), Image.Resampling.BICUBIC, expand=True)
    second = pages[1]
    gap = -rng.randint(20, 60)
    w = first.width + gap + second.width
    h = max(first.height, second.height) + 40
    spread = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    spread.alpha_composite(first, (0, rng.randint(0, 40)))
    shade = Image.new("RGBA", second.size, (0, 0, 0, 70))
    spread.alpha_composite(shade, (first.width + gap - 8, 24))
    spread.alpha_composite(second, (first.width + gap, 20))
    return spread


def _jpeg(image: Image.Image, quality: int, exif: Image.Exif | None = None) -> bytes:
    buffer = io.BytesIO()
    kw = {"exif": exif.tobytes()} if exif is not None else {}
    image.save(buffer, "JPEG", quality=quality, **kw)
    return buffer.getvalue()


def _phone_exif(rng: random.Random) -> Image.Exif:
    exif = Image.Exif()
    exif[0x010F], exif[0x0110] = rng.choice(
        (
            ("Apple", "iPhone 13"),
            ("samsung", "SM-A536U"),
            ("Google", "Pixel 6a"),
            ("motorola", "moto g"),
        )
    )
    exif[0x0131] = "Camera"
    return exif


def finish(sheets: list[Sheet], condition: str, rng: random.Random) -> tuple[bytes, str]:
    """The paper's file as it arrives, and its content type."""
    kind = TYPES[extension(condition)]
    if condition == "text_pdf":
        return pdf_of(sheets), kind
    if condition == "searchable_pdf":
        scans = [scan(s, rng, grey=True, long_side=2000) for s in sheets]
        return pdf_of(sheets, scans), kind
    if condition == "scan_pdf":
        grey = rng.random() < 0.5
        return image_pdf([scan(s, rng, grey=grey) for s in sheets], sheets), kind
    if condition == "scan_colour_png":
        buffer = io.BytesIO()
        scan(sheets[-1], rng).save(buffer, "PNG", compress_level=4)
        return buffer.getvalue(), kind
    if condition == "scan_grey_jpeg":
        return _jpeg(scan(sheets[-1], rng, grey=True, long_side=1800), 82), kind
    page = subject(sheets, rng)
    if condition == "tablecloth_jpeg":
        table = rng.choice(("gingham", "plaid", "wood"))
        shot = photo(page, rng, long_side=3000, area=rng.uniform(0.4, 0.5), kind=table)
        return _jpeg(shot, rng.randint(84, 92), _phone_exif(rng)), kind
    shot = photo(page, rng, long_side=2880 if len(sheets) > 1 else 2048)
    if condition == "phone_heic":
        buffer = io.BytesIO()
        pillow_heif.from_pillow(shot).save(buffer, quality=60, enc_params={"preset": "ultrafast"})
        return buffer.getvalue(), kind
    if condition == "chat_jpeg":
        small = shot.resize((shot.width * 1280 // max(shot.size), shot.height * 1280 //
                             max(shot.size)), Image.Resampling.BILINEAR)  # fmt: skip
        return _jpeg(small, rng.randint(52, 64)), kind
    if condition == "flash_glare_jpeg":
        return _jpeg(flash(shot, rng), rng.randint(84, 92), _phone_exif(rng)), kind
    if condition == "motion_blur_jpeg":
        return _jpeg(motion(shot, rng), rng.randint(84, 92), _phone_exif(rng)), kind
    if condition == "chat_screenshot_png":
        buffer = io.BytesIO()
        screenshot(shot, rng, rng.choice(WHO)).save(buffer, "PNG", compress_level=4)
        return buffer.getvalue(), kind
    if condition == "sideways_jpeg":  # held the other way; nothing says to turn it back
        turned = shot.rotate(rng.choice((90, -90)), expand=True)
        return _jpeg(turned, rng.randint(84, 92), _phone_exif(rng)), kind
    exif = _phone_exif(rng)  # phone_jpeg: stored on its side, EXIF says how to show it
    turn = rng.choice((6, 8, 1))
    exif[0x0112] = turn
    if turn in (6, 8):
        shot = shot.rotate(90 if turn == 6 else -90, expand=True)
    return _jpeg(shot, rng.randint(82, 92), exif), kind
