"""How a page of the twelfth set reaches the Town: scanned, written as a PDF, faxed, photographed
with a phone (perhaps sent through a messaging app first), or, for a phone's screen, captured."""

from __future__ import annotations

import io
import random

import pillow_heif
from PIL import Image, ImageDraw, ImageFilter, ImageOps

from tests.twelfth_draw import Sheet, Word, image_pdf, text_pdf

CONDITIONS = (
    "scan_colour_png",  # a colour flatbed scan, 200 dpi, PNG
    "scan_grey_jpeg",  # a grey flatbed scan, 240 dpi, JPEG
    "text_pdf",  # a PDF written by the office's software: real text
    "searchable_pdf",  # a scanner's PDF with its OCR's invisible words under the picture
    "scan_pdf",  # a PDF holding a scanned page
    "fax_pdf",  # a faxed page, one bit, 200 x 100 dpi, as a PDF
    "phone_jpeg",  # a phone photo: tilt, shadow, blur, EXIF orientation
    "phone_heic",  # the same from an iPhone, HEIC
    "chat_jpeg",  # a phone photo (or a screenshot) recompressed by a messaging app
    "screenshot_png",  # a phone's own screenshot, at the screen's pixels
)
GROUPS: dict[str, tuple[str, ...]] = {
    # a screenshot is counted with the clean scans: its pixels are as sharp, straight and
    # evenly lit as a flatbed's, nothing a camera does to a page happens to it
    "clean scans": ("scan_colour_png", "scan_grey_jpeg", "screenshot_png"),
    "text PDFs": ("text_pdf", "searchable_pdf"),
    "image PDFs": ("scan_pdf", "fax_pdf"),
    "phone photos": ("phone_jpeg", "phone_heic", "chat_jpeg"),
}
# pen pages are never written by software, nor are they a phone's screen
PEN_CONDITIONS = tuple(
    c for c in CONDITIONS if c not in ("text_pdf", "searchable_pdf", "screenshot_png")
)
# a screen is captured, or captured and sent through a messaging app: never scanned or printed
SCREEN_CONDITIONS = ("screenshot_png", "chat_jpeg")
EXTENSIONS = {
    "image/png": "png",
    "image/jpeg": "jpg",
    "application/pdf": "pdf",
    "image/heic": "heic",
}
OCR_SLIPS = {
    "0": "O",
    "O": "0",
    "1": "l",
    "l": "1",
    "rn": "m",
    "S": "5",
    "B": "8",
    "é": "e",
    "e": "c",
}


def _jpeg(image: Image.Image, quality: int, exif: bytes | None = None) -> bytes:
    buffer = io.BytesIO()
    kwargs = {"exif": exif} if exif else {}
    image.save(buffer, format="JPEG", quality=quality, **kwargs)
    return buffer.getvalue()


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False, compress_level=3)
    return buffer.getvalue()


def _scanned(sheet: Sheet, dpi: float, rng: random.Random) -> Image.Image:
    image = sheet.render(dpi)
    angle = rng.uniform(-1.2, 1.2)
    image = image.rotate(angle, resample=Image.Resampling.BICUBIC, fillcolor=(250, 250, 248))
    return image.filter(ImageFilter.GaussianBlur(0.5))


def _photo(sheet: Sheet, rng: random.Random) -> Image.Image:
    """The page on a table, photographed from a little off square, a shadow across it."""
    page = sheet.render(150)
    w, h = page.size
    margin = int(max(w, h) * 0.12)
    table = rng.choice([(120, 96, 70), (170, 170, 165), (60, 62, 70), (200, 190, 170)])
    canvas = Image.new("RGB", (w + 2 * margin, h + 2 * margin), table)
    canvas.paste(page, (margin, margin))
    cw, ch = canvas.size
    j = [rng.uniform(-0.05, 0.05) * cw for _ in range(8)]
    quad = (j[0], j[1], j[2], ch + j[3], cw + j[4], ch + j[5], cw + j[6], j[7])
    canvas = canvas.transform(canvas.size, Image.Transform.QUAD, quad, Image.Resampling.BICUBIC)
    shade = Image.new("L", canvas.size, 0)
    draw = ImageDraw.Draw(shade)
    corner = rng.choice([(0, 0), (cw, 0), (0, ch), (cw, ch)])
    radius = rng.uniform(0.5, 0.9) * max(cw, ch)
    draw.ellipse(
        (corner[0] - radius, corner[1] - radius, corner[0] + radius, corner[1] + radius),
        fill=rng.randint(50, 90),
    )
    shade = shade.filter(ImageFilter.GaussianBlur(60))
    canvas = Image.composite(Image.new("RGB", canvas.size, (20, 20, 25)), canvas, shade)
    canvas = canvas.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.3)))
    long_side = rng.choice([1600, 2016, 2400])
    scale = long_side / max(canvas.size)
    return canvas.resize((round(cw * scale), round(ch * scale)), Image.Resampling.LANCZOS)


def _oriented(image: Image.Image, rng: random.Random) -> tuple[Image.Image, bytes]:
    """Pixels stored as the sensor held them, with the EXIF tag that turns them upright."""
    orientation, turn = rng.choice(
        [
            (1, None),
            (6, Image.Transpose.ROTATE_90),
            (8, Image.Transpose.ROTATE_270),
            (3, Image.Transpose.ROTATE_180),
        ]
    )
    stored = image.transpose(turn) if turn is not None else image
    exif = Image.Exif()
    exif[0x0112] = orientation
    exif[0x010F] = "Apple"
    return stored, exif.tobytes()


def _ocr_words(sheet: Sheet, rng: random.Random, keep: str) -> list[Word]:
    """The words as a scanner's OCR might have read them: now and then a letter wrong."""
    words = []
    for item in sheet.items:
        if not isinstance(item, Word):
            continue
        text = item.text
        if keep not in text and rng.random() < 0.12:
            wrong, right = rng.choice(list(OCR_SLIPS.items()))
            text = text.replace(wrong, right, 1)
        words.append(Word(item.x, item.y, text, item.key, item.size, item.colour))
    return words


def finish(sheet: Sheet, condition: str, rng: random.Random, stamp: str) -> tuple[bytes, str]:
    """The uploaded bytes and their content type. `stamp` is the fax header's sender line; its
    first word-run that is the dog's name is kept right in a searchable PDF's OCR layer."""
    if sheet.screen:
        shot = sheet.render()
        if condition == "screenshot_png":
            return _png(shot), "image/png"
        if condition == "chat_jpeg":
            small = shot.resize(
                (shot.width * 2 // 3, shot.height * 2 // 3), Image.Resampling.LANCZOS
            )
            return _jpeg(small, rng.randint(55, 72)), "image/jpeg"
        raise ValueError(f"a screen is not {condition}")
    if condition == "scan_colour_png":
        return _png(_scanned(sheet, 200, rng)), "image/png"
    if condition == "scan_grey_jpeg":
        return _jpeg(_scanned(sheet, 240, rng).convert("L"), 80), "image/jpeg"
    if condition == "text_pdf":
        return text_pdf(sheet), "application/pdf"
    if condition == "searchable_pdf":
        picture = _scanned(sheet, 200, rng).convert("L")
        keep = stamp.split("|")[-1]
        return image_pdf(
            picture, sheet.width, sheet.height, _ocr_words(sheet, rng, keep)
        ), "application/pdf"
    if condition == "scan_pdf":
        return image_pdf(_scanned(sheet, 150, rng), sheet.width, sheet.height), "application/pdf"
    if condition == "fax_pdf":
        page = _scanned(sheet, 200, rng).convert("L")
        page = page.resize(
            (page.width, page.height // 2), Image.Resampling.BOX
        )  # 100 lines an inch
        header = Image.new("L", (page.width, 26), 255)
        ImageDraw.Draw(header).text((10, 4), stamp.split("|")[0], fill=0, font_size=18)
        faxed = Image.new("L", (page.width, page.height + 26), 255)
        faxed.paste(header, (0, 0))
        faxed.paste(page, (0, 26))
        one_bit = faxed.point(lambda v: 255 if v > 150 else 0).convert(
            "1", dither=Image.Dither.NONE
        )
        return image_pdf(one_bit, sheet.width, sheet.height + 18), "application/pdf"
    photo = _photo(sheet, rng)
    if condition == "chat_jpeg":
        small = photo.resize(
            (photo.width * 3 // 5, photo.height * 3 // 5), Image.Resampling.BILINEAR
        )
        if max(small.size) < 900:
            small = photo
        return _jpeg(ImageOps.exif_transpose(small) or small, rng.randint(45, 65)), "image/jpeg"
    stored, exif = _oriented(photo, rng)
    if condition == "phone_jpeg":
        return _jpeg(stored, rng.randint(78, 90), exif), "image/jpeg"
    if condition == "phone_heic":
        heif = pillow_heif.from_pillow(stored)
        buffer = io.BytesIO()
        heif.save(buffer, quality=70, exif=exif)
        return buffer.getvalue(), "image/heic"
    raise ValueError(condition)
