"""The sixteenth set's conditions, the way a page reaches the service: flatbed scans (colour PNG,
grey JPEG), PDFs (text, searchable, scanned), and phone photos (EXIF-turned JPEG, HEIC, a
messaging app's JPEG, and this set's own: dim lamp light, a low angle, the phone's shadow, the
page cut off at an edge, a laptop screen photographed), with the goal groups they count in."""

from __future__ import annotations

import io
import random

import numpy as np
import pillow_heif
from PIL import Image, ImageFilter

from tests.sixteenth_canvas import Sheet, render
from tests.sixteenth_pdf import image_pdf, text_pdf
from tests.sixteenth_photo import frame_for, laptop, light, phone_shadow, place, safe_cut

SCANS = ("scan_color_png", "scan_grey_jpeg")
TEXT_PDFS = ("text_pdf", "searchable_pdf")
IMAGE_PDFS = ("scanned_pdf",)
PHONE = (
    "exif_jpeg",
    "heic",
    "messenger_jpeg",
    "dim_lamp",
    "low_angle",
    "phone_shadow",
    "cut_edge",
    "laptop_screen",
)
CONDITIONS: tuple[str, ...] = SCANS + TEXT_PDFS + IMAGE_PDFS + PHONE
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
CAMERAS = (
    ("Apple", "iPhone 13"),
    ("Google", "Pixel 7a"),
    ("samsung", "SM-A546U"),
    ("motorola", "moto g stylus"),
)


def _dpi(sheet: Sheet, long_px: int) -> int:
    return max(100, round(long_px / (max(sheet.w, sheet.h) / 25.4)))


def _scan(sheet: Sheet, rng: random.Random, dpi: int, *, grey: bool) -> Image.Image:
    """A flatbed's scan: the sheet a little askew on the glass, its paper a shade darker."""
    page, _ = render(sheet, dpi)
    page = page.rotate(
        rng.uniform(-0.6, 0.6), resample=Image.Resampling.BICUBIC, fillcolor=(250, 250, 250)
    )
    arr = np.asarray(page, np.float32) * rng.uniform(0.94, 0.98) + rng.uniform(2, 8)
    arr += np.random.default_rng(rng.randrange(2**32)).normal(0, 2.0, arr.shape).astype(np.float32)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    return out.convert("L") if grey else out


def _jpeg(img: Image.Image, quality: int, exif: bytes | None = None) -> bytes:
    buf = io.BytesIO()
    if exif is None:
        img.save(buf, format="JPEG", quality=quality)
    else:
        img.save(buf, format="JPEG", quality=quality, exif=exif)
    return buf.getvalue()


def _exif(rng: random.Random, orientation: int = 1) -> bytes:
    exif = Image.Exif()
    make, model = rng.choice(CAMERAS)
    exif[0x010F], exif[0x0110], exif[0x0112] = make, model, orientation
    return exif.tobytes()


def _photo(sheet: Sheet, rng: random.Random, condition: str) -> Image.Image:
    dpi = _dpi(sheet, 1700)
    page, boxes = render(sheet, dpi)
    if condition == "laptop_screen":
        return laptop(page, rng)
    frame = frame_for(page)
    if condition == "cut_edge":
        page, side = safe_cut(page, boxes, rng)
        return light(place(page, rng, frame, fill=0.9, cut=side), rng)
    if condition == "low_angle":
        img = place(page, rng, frame, fill=0.9, keystone=rng.uniform(0.2, 0.28))
        return light(img, rng, blur=0.8)
    img = place(page, rng, frame, fill=rng.uniform(0.8, 0.9))
    if condition == "dim_lamp":
        return light(
            img, rng, gain=rng.uniform(0.5, 0.6), noise=11.0, tint=(1.08, 0.95, 0.72), blur=0.8
        )
    if condition == "phone_shadow":
        return phone_shadow(light(img, rng), rng)
    return light(img, rng)


def produce(sheet: Sheet, condition: str, rng: random.Random) -> tuple[bytes, str, str]:
    """The file's bytes, content type and extension for a sheet in a condition."""
    if condition == "text_pdf":
        return text_pdf(sheet), "application/pdf", "pdf"
    if condition == "searchable_pdf":
        scan = _scan(sheet, rng, _dpi(sheet, 2200), grey=rng.random() < 0.5)
        return image_pdf(sheet, scan, searchable=True), "application/pdf", "pdf"
    if condition == "scanned_pdf":
        scan = _scan(sheet, rng, _dpi(sheet, 2000), grey=rng.random() < 0.6)
        return image_pdf(sheet, scan, searchable=False, quality=70), "application/pdf", "pdf"
    if condition == "scan_color_png":
        buf = io.BytesIO()
        _scan(sheet, rng, _dpi(sheet, 2200), grey=False).save(buf, format="PNG", compress_level=6)
        return buf.getvalue(), "image/png", "png"
    if condition == "scan_grey_jpeg":
        return _jpeg(_scan(sheet, rng, _dpi(sheet, 2200), grey=True), 80), "image/jpeg", "jpg"
    img = _photo(sheet, rng, condition)
    if condition == "exif_jpeg":
        orientation = rng.choice((6, 8, 3))
        turn = {
            6: Image.Transpose.ROTATE_90,
            8: Image.Transpose.ROTATE_270,
            3: Image.Transpose.ROTATE_180,
        }
        return (
            _jpeg(img.transpose(turn[orientation]), 88, _exif(rng, orientation)),
            "image/jpeg",
            "jpg",
        )
    if condition == "heic":
        buf = io.BytesIO()
        pillow_heif.from_pillow(img).save(buf, quality=78)
        return buf.getvalue(), "image/heic", "heic"
    if condition == "messenger_jpeg":
        small = img.resize(
            (img.width * 1280 // max(img.size), img.height * 1280 // max(img.size)),
            Image.Resampling.BILINEAR,
        )
        return _jpeg(small.filter(ImageFilter.UnsharpMask(1.2, 40, 2)), 62), "image/jpeg", "jpg"
    return _jpeg(img, 86, _exif(rng)), "image/jpeg", "jpg"
