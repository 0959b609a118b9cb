"""How a nineteenth-set page reaches the Town Clerk: a flatbed scan (colour PNG, grey JPEG), a
PDF with its words in it (drawn, or a scan with the scanner's invisible OCR words), a scanned or
faxed PDF holding only a picture, or a phone's photo (a JPEG turned by its EXIF, a HEIC, a
messaging app's smaller JPEG, and this set's own: a page held and curled, striped by blinds,
lying on another paper, shot with a wide lens, held against a window)."""

from __future__ import annotations

import io
import random
import re
from collections.abc import Callable

import pillow_heif
from PIL import Image

from tests.nineteenth_canvas import FROZEN, Sheet, pdf_bytes, render
from tests.nineteenth_photo import (
    backlit_window,
    blind_stripes,
    grain,
    held_curl,
    on_other_page,
    on_surface,
    wide_lens,
)

SCANS = ("scan_png", "grey_jpeg")
TEXT_PDFS = ("text_pdf", "searchable_pdf")
IMAGE_PDFS = ("scanned_pdf", "fax_pdf")
PHONE = (
    "exif_jpeg",
    "heic",
    "chat_jpeg",
    "held_curl",
    "blind_stripes",
    "on_other_page",
    "wide_lens",
    "backlit_window",
)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
CONDITIONS: tuple[str, ...] = SCANS + TEXT_PDFS + IMAGE_PDFS + PHONE
SHOTS: dict[str, Callable[[Image.Image, random.Random], Image.Image]] = {
    "held_curl": held_curl,
    "blind_stripes": blind_stripes,
    "on_other_page": on_other_page,
    "wide_lens": wide_lens,
    "backlit_window": backlit_window,
}
ORIENT = {
    6: Image.Transpose.ROTATE_90,
    8: Image.Transpose.ROTATE_270,
    3: Image.Transpose.ROTATE_180,
}


def _scan(sheet: Sheet, dpi: float, rng: random.Random, expand: bool = True) -> Image.Image:
    """The flatbed's copy, the sheet laid a little askew on the glass."""
    page = render(sheet, dpi)
    turn = rng.uniform(-1.2, 1.2)
    return page.rotate(turn, Image.Resampling.BICUBIC, expand=expand, fillcolor=(255, 255, 255))


def _jpeg(img: Image.Image, quality: int, orientation: int = 0, phone: bool = True) -> bytes:
    exif = Image.Exif()
    if phone:  # the camera, never the clock: no DateTime tags
        exif[0x010F] = "Apple"
        exif[0x0110] = "iPhone 13"
    if orientation:
        exif[0x0112] = orientation
    out = io.BytesIO()
    img.save(out, format="JPEG", quality=quality, exif=exif.tobytes())
    return out.getvalue()


def _image_pdf(img: Image.Image, dpi: float) -> bytes:
    out = io.BytesIO()
    img.save(out, format="PDF", resolution=dpi)
    # Pillow stamps the clock's time; the frozen one, the same length, keeps the offsets right
    stamp = FROZEN.strftime("(D:%Y%m%d%H%M%SZ)").encode()
    return re.sub(rb"\(D:\d{14}Z\)", stamp, out.getvalue())


def _fax(sheet: Sheet, rng: random.Random) -> Image.Image:
    """A fax's 204 x 98 dpi: every other row dropped and doubled back, then one bit deep."""
    page = _scan(sheet, 204, rng).convert("L")
    w, h = page.size
    page = page.resize((w, h // 2), Image.Resampling.BOX).resize((w, h), Image.Resampling.NEAREST)
    cut = rng.randint(150, 175)
    return page.point(lambda v: 255 if v > cut else 0).convert("1")


def produce(sheet: Sheet, condition: str, rng: random.Random) -> tuple[bytes, str, str]:
    """The page's file as uploaded: its bytes, content type and file extension."""
    if condition == "text_pdf":
        return pdf_bytes(sheet), "application/pdf", "pdf"
    if condition == "searchable_pdf":
        scan = _scan(sheet, 150, rng, expand=False).convert("L")
        return pdf_bytes(sheet, scan), "application/pdf", "pdf"
    if condition == "scan_png":
        out = io.BytesIO()
        _scan(sheet, 200, rng).save(out, format="PNG", optimize=False)
        return out.getvalue(), "image/png", "png"
    if condition == "grey_jpeg":
        return _jpeg(_scan(sheet, 200, rng).convert("L"), 82, phone=False), "image/jpeg", "jpg"
    if condition == "scanned_pdf":
        grey = _scan(sheet, 150, rng).convert("L")
        buf = io.BytesIO()
        grey.save(buf, format="JPEG", quality=60)
        return _image_pdf(Image.open(buf), 150), "application/pdf", "pdf"
    if condition == "fax_pdf":
        return _image_pdf(_fax(sheet, rng), 204), "application/pdf", "pdf"
    page = render(sheet, rng.uniform(165, 190))
    shot = SHOTS[condition](page, rng) if condition in SHOTS else on_surface(page, rng)
    sigma = rng.uniform(2.5, 5.0)
    shot = grain(shot, rng, 0.8 if condition == "heic" else sigma)  # the HEIC's camera denoises
    if condition == "heic":
        shot.thumbnail((1800, 1800), Image.Resampling.LANCZOS)
        out = io.BytesIO()
        pillow_heif.from_pillow(shot).save(out, quality=62)
        return out.getvalue(), "image/heic", "heic"
    if condition == "chat_jpeg":
        shot.thumbnail((1600, 1600), Image.Resampling.LANCZOS)
        return _jpeg(shot, rng.randint(58, 72), phone=False), "image/jpeg", "jpg"
    if condition == "exif_jpeg":
        orientation = rng.choice((6, 6, 8, 3))
        return _jpeg(shot.transpose(ORIENT[orientation]), 85, orientation), "image/jpeg", "jpg"
    return _jpeg(shot, rng.randint(78, 90)), "image/jpeg", "jpg"
