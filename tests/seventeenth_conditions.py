"""The seventeenth set's conditions, the way a page reaches the service: flatbed scans (colour PNG,
grey JPEG), PDFs (text, searchable, scanned), and phone photos (EXIF-turned JPEG, HEIC, a
messaging app's JPEG, and this set's own: glare off a plastic sleeve, a page folded in three, a
shaken hand's motion blur, a checked table cloth under the page, a night photo with the flash),
with the goal groups they count in."""

from __future__ import annotations

import io
import random

import pillow_heif
from PIL import Image

from tests.seventeenth_canvas import Sheet, render
from tests.seventeenth_pdf import image_pdf, text_pdf
from tests.seventeenth_photo import cloth, crease, flash, glare, lay, light, scan, shake, wood

SCANS = ("scan_color_png", "scan_grey_jpeg")
TEXT_PDFS = ("text_pdf", "searchable_pdf")
IMAGE_PDFS = ("scanned_pdf",)
PHONE = (
    "exif_jpeg",
    "heic",
    "messenger_jpeg",
    "sleeve_glare",
    "fold_crease",
    "motion_blur",
    "tablecloth",
    "night_flash",
)
CONDITIONS: tuple[str, ...] = SCANS + TEXT_PDFS + IMAGE_PDFS + PHONE
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": SCANS,
    "text PDFs": TEXT_PDFS,
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHONE,
}
CAMERAS = (
    ("Apple", "iPhone 14"),
    ("Apple", "iPhone 12 mini"),
    ("samsung", "SM-A536U"),
    ("Google", "Pixel 7a"),
    ("motorola", "moto g stylus 5G"),
)


def _jpeg(img: Image.Image, quality: int, exif: Image.Exif | None = None) -> bytes:
    buf = io.BytesIO()
    if exif is None:
        img.save(buf, "JPEG", quality=quality)
    else:
        img.save(buf, "JPEG", quality=quality, exif=exif.tobytes())
    return buf.getvalue()


def _frame(page: Image.Image) -> tuple[int, int]:
    return (1536, 2048) if page.height >= page.width else (2048, 1536)


def photo(page: Image.Image, condition: str, rng: random.Random) -> Image.Image:
    size = _frame(page)
    if condition == "sleeve_glare":
        page = glare(page, rng)
    if condition == "fold_crease":
        page = crease(page, rng)
    ground = cloth(size, rng) if condition == "tablecloth" else wood(size, rng)
    if condition == "night_flash":
        ground = Image.eval(ground, lambda v: int(v * 0.45))
    img = lay(page, rng, ground, fill=rng.uniform(0.78, 0.88))
    if condition == "night_flash":
        return flash(img, rng)
    img = light(img, rng, level=rng.uniform(0.9, 1.04))
    if condition == "motion_blur":
        img = shake(img, rng)
    return img


def produce(sheet: Sheet, condition: str, rng: random.Random) -> tuple[bytes, str, str]:
    """The page's bytes, content type and file extension under the condition."""
    if condition == "text_pdf":
        return text_pdf(sheet), "application/pdf", "pdf"
    page = render(sheet)
    if condition in (*SCANS, *IMAGE_PDFS) and sheet.height < 9 * sheet.dpi:
        bed = Image.new("RGB", (int(8.5 * sheet.dpi), 11 * sheet.dpi), (250, 250, 248))
        bed.paste(page, (sheet.dpi // 4, sheet.dpi // 4))
        page = bed  # a small paper laid in the scanner's corner
    if condition == "scan_color_png":
        buf = io.BytesIO()
        scan(page, rng).save(buf, "PNG")
        return buf.getvalue(), "image/png", "png"
    if condition == "scan_grey_jpeg":
        return _jpeg(scan(page, rng, grey=True), 80), "image/jpeg", "jpg"
    if condition == "searchable_pdf":
        return image_pdf(scan(page, rng), sheet), "application/pdf", "pdf"
    if condition == "scanned_pdf":
        img = scan(page, rng, grey=rng.random() < 0.5)
        return image_pdf(img, dpi=sheet.dpi), "application/pdf", "pdf"
    img = photo(page, condition, rng)
    make, model = rng.choice(CAMERAS)
    exif = Image.Exif()
    exif[0x010F] = make
    exif[0x0110] = model
    if condition == "exif_jpeg":
        turn = rng.choice((3, 6, 8))
        exif[0x0112] = turn
        stored = {
            3: Image.Transpose.ROTATE_180,
            6: Image.Transpose.ROTATE_90,
            8: Image.Transpose.ROTATE_270,
        }[turn]
        return _jpeg(img.transpose(stored), 88, exif), "image/jpeg", "jpg"
    if condition == "heic":
        buf = io.BytesIO()
        pillow_heif.from_pillow(img).save(buf, quality=82)
        return buf.getvalue(), "image/heic", "heic"
    if condition == "messenger_jpeg":
        small = img.resize((img.width * 1600 // max(img.size), img.height * 1600 // max(img.size)))
        return _jpeg(small, 62), "image/jpeg", "jpg"
    return _jpeg(img, 87, exif), "image/jpeg", "jpg"
