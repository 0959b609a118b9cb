"""The eighteenth set's conditions: how a page reaches the clerk. Flatbed scans (a colour PNG and
a grey JPEG), a text PDF and a scanner's searchable PDF (the picture with the words laid
invisibly over it) for printed papers, scanned image-only PDFs (colour, and a copier's black and
white), and phone photos: a JPEG turned by its EXIF orientation, a HEIC, a messaging app's
recompressed JPEG, and this set's own five: a steep angle with the page small in the frame, a
thumb over one edge, a coffee ring, a page crumpled and flattened, and a screenshot of the chat
the photo was sent in. GROUPS sorts them into the four goal groups."""

from __future__ import annotations

import io
import random

import numpy as np
from PIL import Image, ImageFilter

from tests.eighteenth_canvas import Sheet, render, text_pdf
from tests.eighteenth_photo import (
    chat_screenshot,
    coffee_ring,
    corners_for,
    crumple,
    lay,
    light,
    surface,
    thumb,
)

SCANS = ("scan_png", "scan_gray_jpeg")
TEXT_PDFS = ("text_pdf", "searchable_pdf")
IMAGE_PDFS = ("scanned_pdf", "bw_scanned_pdf")
PHONE = (
    "exif_jpeg",
    "heic",
    "chat_jpeg",
    "steep_angle",
    "thumb_edge",
    "coffee_ring",
    "crumpled",
    "chat_screenshot",
)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
CONDITIONS: tuple[str, ...] = (*SCANS, *TEXT_PDFS, *IMAGE_PDFS, *PHONE)


def _dpi(sheet: Sheet, long_side: int) -> float:
    """The resolution that gives the page's long side `long_side` pixels."""
    return 72 * long_side / max(sheet.width, sheet.height)


def _scanned(sheet: Sheet, rng: random.Random, dpi: float = 200) -> Image.Image:
    """A flatbed's picture: a hair off square, the lid's grey border, a little noise."""
    page = render(sheet, dpi, rng)
    page = page.rotate(
        rng.uniform(-0.8, 0.8), Image.Resampling.BICUBIC, expand=True, fillcolor=(238, 238, 236)
    )
    pixels = np.asarray(page, dtype=np.float32) * rng.uniform(0.96, 1.0)
    pixels += np.random.default_rng(rng.randrange(1 << 32)).normal(0, 2.5, pixels.shape)
    return Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8), "RGB")


def _jpeg(image: Image.Image, quality: int, exif: bytes = b"") -> bytes:
    out = io.BytesIO()
    image.save(out, "JPEG", quality=quality, exif=exif) if exif else image.save(
        out, "JPEG", quality=quality
    )
    return out.getvalue()


def _image_pdf(sheet: Sheet, image: Image.Image) -> bytes:
    from fpdf import FPDF

    from tests.eighteenth_canvas import PDF_DATE

    pdf = FPDF(unit="pt", format=(sheet.width, sheet.height))
    pdf.set_creation_date(PDF_DATE)
    pdf.add_page()
    pdf.image(image, x=0, y=0, w=sheet.width, h=sheet.height)
    return bytes(pdf.output())


def photograph(sheet: Sheet, condition: str, rng: random.Random) -> Image.Image:
    """The page on a surface, seen by a phone; `condition` adds its own harm."""
    page = render(sheet, _dpi(sheet, 1900), rng)
    if condition == "coffee_ring":
        page = coffee_ring(page, rng)
    if condition == "crumpled":
        page = crumple(page, rng)
    portrait = sheet.height >= sheet.width * 0.9
    frame = (1536, 2048) if portrait else (2048, 1536)
    fill, tilt = rng.uniform(0.84, 0.93), rng.uniform(0.0, 0.07)
    if condition == "steep_angle":
        frame = (2250, 3000) if portrait else (3000, 2250)
        fill, tilt = rng.uniform(0.6, 0.7), rng.uniform(0.22, 0.3)
    kind = rng.choice(("wood", "counter", "rug" if condition == "steep_angle" else "wood"))
    corners = corners_for(page.size, frame, fill, tilt, rng)
    image = lay(page, frame, corners, surface(frame, kind, rng))
    if condition == "thumb_edge":
        image = thumb(image, corners, rng)
    return light(image, rng, warm=rng.uniform(0, 0.6), grain=rng.uniform(3, 6))


def produce(sheet: Sheet, condition: str, rng: random.Random) -> tuple[bytes, str, str]:
    """The page's file in `condition`: (bytes, content type, file extension)."""
    if condition == "text_pdf":
        return text_pdf(sheet), "application/pdf", "pdf"
    if condition == "searchable_pdf":
        image = Image.open(io.BytesIO(_jpeg(_scanned(sheet, rng), 80)))
        return text_pdf(sheet, image), "application/pdf", "pdf"
    if condition == "scan_png":
        out = io.BytesIO()
        _scanned(sheet, rng).save(out, "PNG", optimize=False, compress_level=6)
        return out.getvalue(), "image/png", "png"
    if condition == "scan_gray_jpeg":
        return _jpeg(_scanned(sheet, rng).convert("L"), 82), "image/jpeg", "jpg"
    if condition == "scanned_pdf":
        image = Image.open(io.BytesIO(_jpeg(_scanned(sheet, rng, 170), 78)))
        return _image_pdf(sheet, image), "application/pdf", "pdf"
    if condition == "bw_scanned_pdf":
        grey = _scanned(sheet, rng, 240).convert("L").filter(ImageFilter.GaussianBlur(0.5))
        bits = grey.point(lambda v: 255 if v > rng.choice((150, 165, 180)) else 0).convert("1")
        return _image_pdf(sheet, bits), "application/pdf", "pdf"
    photo = photograph(sheet, condition, rng)
    if condition == "heic":
        import pillow_heif

        heif = pillow_heif.from_pillow(photo)
        out = io.BytesIO()
        heif.save(out, quality=72, enc_params={"preset": "ultrafast"})
        return out.getvalue(), "image/heic", "heic"
    if condition == "exif_jpeg":
        turn = rng.choice((3, 6, 8, 6))
        stored = photo.transpose(
            {
                3: Image.Transpose.ROTATE_180,
                6: Image.Transpose.ROTATE_90,
                8: Image.Transpose.ROTATE_270,
            }[turn]
        )
        exif = Image.Exif()
        exif[0x0112] = turn
        exif[0x010F] = rng.choice(("Apple", "samsung", "Google"))
        return _jpeg(stored, 88, exif.tobytes()), "image/jpeg", "jpg"
    if condition == "chat_jpeg":
        small = photo.resize(
            (photo.width * 3 // 4, photo.height * 3 // 4), Image.Resampling.BILINEAR
        )
        once = Image.open(io.BytesIO(_jpeg(small, 70)))
        return _jpeg(once, rng.randint(55, 65)), "image/jpeg", "jpg"
    if condition == "chat_screenshot":
        out = io.BytesIO()
        chat_screenshot(photo, rng).save(out, "PNG", compress_level=6)
        return out.getvalue(), "image/png", "png"
    return _jpeg(photo, rng.randint(80, 90)), "image/jpeg", "jpg"
