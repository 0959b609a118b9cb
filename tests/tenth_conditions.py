"""How a tenth-set page reaches the Clerk: a flatbed scan, a PDF with its words as text (or a
scanner's searchable one), a PDF of a scanned picture or a fax, a phone's photo, HEIC or a
messaging app's recompressed copy."""

from __future__ import annotations

import io
import random
from datetime import UTC, datetime

import numpy as np
import pillow_heif
from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFilter

from tests.tenth_draw import Sheet, font

CONDITIONS = (
    "scan_colour",
    "scan_grey",
    "text_pdf",
    "searchable_pdf",
    "image_pdf",
    "fax_pdf",
    "phone_jpeg",
    "phone_heic",
    "chat_jpeg",
)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": ("scan_colour", "scan_grey"),
    "text PDFs": ("text_pdf", "searchable_pdf"),
    "image PDFs": ("image_pdf", "fax_pdf"),
    "phone photos": ("phone_jpeg", "phone_heic", "chat_jpeg"),
}
# one round of twelve pages of a layout: printed pages, and pen pages (which have no text PDF)
PRINTED_ROUND = (
    "phone_jpeg", "scan_colour", "text_pdf", "image_pdf", "chat_jpeg", "searchable_pdf",
    "phone_heic", "fax_pdf", "phone_jpeg", "scan_grey", "text_pdf", "chat_jpeg",
)  # fmt: skip
PEN_ROUND = (
    "phone_jpeg", "scan_colour", "chat_jpeg", "image_pdf", "phone_heic", "scan_grey",
    "phone_jpeg", "fax_pdf", "chat_jpeg", "scan_colour", "phone_heic", "phone_jpeg",
)  # fmt: skip
TYPES = {"jpg": "image/jpeg", "png": "image/png", "pdf": "application/pdf", "heic": "image/heic"}


def jpeg(image: Image.Image, quality: int, exif: Image.Exif | None = None) -> bytes:
    out = io.BytesIO()
    image.save(out, "JPEG", quality=quality, exif=exif or Image.Exif())
    return out.getvalue()


def scanned(image: Image.Image, rng: random.Random) -> Image.Image:
    """A flatbed's: a hair of skew, a grey border, a little noise."""
    image = image.rotate(
        rng.uniform(-0.8, 0.8), resample=Image.Resampling.BILINEAR, fillcolor=(235, 235, 232)
    )
    noise = np.random.default_rng(rng.randrange(1 << 30)).normal(
        0, 5, (image.height, image.width, 1)
    )
    pixels = np.clip(np.asarray(image, dtype=np.int16) + noise.astype(np.int16), 0, 255)
    return Image.fromarray(pixels.astype(np.uint8))


def image_pdf(image: Image.Image, dpi: int, invisible: Sheet | None = None) -> bytes:
    """A PDF holding one picture of the page; a scanner's OCR layer of its words, unseen."""
    width, height = image.width * 72 / dpi, image.height * 72 / dpi
    doc = FPDF(unit="pt", format=(width, height))
    doc.set_auto_page_break(False)
    doc.set_creation_date(datetime(2026, 12, 3, tzinfo=UTC))
    doc.add_page()
    doc.image(image, 0, 0, width, height)
    if invisible is not None:
        doc.text_mode = "INVISIBLE"
        names: dict[str, str] = {}
        for mark in invisible.marks:
            if mark[0] == "text":
                _, x, y, s, size, path, _colour = mark
                if path not in names:
                    names[path] = f"f{len(names)}"
                    doc.add_font(names[path], "", path)
                doc.set_font(names[path], size=size)
                doc.text(x, y + font(path, 100).getmetrics()[0] * size / 100, s)
    return bytes(doc.output())


def photo(image: Image.Image, rng: random.Random, long_side: int) -> Image.Image:
    """A phone's photo of the page on a table: tilted in perspective, shaded, a little soft."""
    margin = 0.08
    w, h = image.size
    cw, ch = int(w * (1 + 2 * margin)), int(h * (1 + 2 * margin))
    table = rng.choice(((120, 96, 70), (200, 200, 196), (70, 72, 80), (160, 130, 100)))
    canvas = Image.new("RGB", (cw, ch), table)
    canvas.paste(image, (int(w * margin), int(h * margin)))
    j = lambda: rng.uniform(-0.05, 0.05)  # noqa: E731
    corners = [
        (j() * cw, j() * ch),
        (cw * (1 + j()), j() * ch),
        (cw * (1 + j()), ch * (1 + j())),
        (j() * cw, ch * (1 + j())),
    ]
    target = [(0, 0), (cw, 0), (cw, ch), (0, ch)]
    rows = []
    for (x, y), (u, v) in zip(target, corners, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    coeffs = np.linalg.solve(
        np.array(rows, float), np.array([c for p in corners for c in p], float)
    )
    scale = long_side / max(cw, ch)
    canvas = canvas.resize((int(cw * scale), int(ch * scale)), Image.Resampling.BILINEAR)
    coeffs = coeffs * np.array([1, 1, scale, 1, 1, scale, 1 / scale, 1 / scale])
    shot = canvas.transform(
        canvas.size,
        Image.Transform.PERSPECTIVE,
        tuple(coeffs),
        Image.Resampling.BILINEAR,
        fillcolor=table,
    )
    shade = Image.new("L", shot.size, 0)
    draw = ImageDraw.Draw(shade)
    x0 = rng.uniform(0.3, 0.8) * shot.width
    draw.polygon(
        [
            (x0, 0),
            (shot.width, 0),
            (shot.width, shot.height),
            (x0 + rng.uniform(-200, 200), shot.height),
        ],
        fill=70,
    )
    shade = shade.filter(ImageFilter.GaussianBlur(40))
    shot = Image.composite(Image.new("RGB", shot.size, (0, 0, 0)), shot, shade)
    return shot.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 1.1)))


def deliver(sheet: Sheet, condition: str, rng: random.Random) -> tuple[bytes, str]:
    """The file the Clerk gets, and its extension."""
    if condition == "text_pdf":
        return sheet.pdf(), "pdf"
    if condition == "scan_colour":
        return jpeg(scanned(sheet.raster(200), rng), 90), "jpg"
    if condition == "scan_grey":
        out = io.BytesIO()
        scanned(sheet.raster(240), rng).convert("L").save(out, "PNG", optimize=False)
        return out.getvalue(), "png"
    if condition == "searchable_pdf":
        return image_pdf(scanned(sheet.raster(200), rng).convert("L"), 200, sheet), "pdf"
    if condition == "image_pdf":
        return image_pdf(scanned(sheet.raster(200), rng).convert("L"), 200), "pdf"
    if condition == "fax_pdf":
        grey = sheet.raster(200).convert("L").rotate(rng.uniform(-1.2, 1.2), fillcolor=255)
        return image_pdf(grey.point(lambda v: 255 if v > 150 else 0).convert("1"), 200), "pdf"
    picture = photo(sheet.raster(150 if condition == "chat_jpeg" else 200), rng, 2400)
    if condition == "chat_jpeg":  # a messaging app's copy: smaller, squeezed, no EXIF
        picture.thumbnail((1280, 1280))
        return jpeg(picture, 58), "jpg"
    turn = rng.choice((1, 6, 8, 3)) if condition == "phone_jpeg" else 1
    exif = Image.Exif()
    exif[0x010F], exif[0x0110] = "Apple", rng.choice(("iPhone 13", "iPhone 15 Pro", "Pixel 7"))
    exif[0x0112] = turn  # the pixels lie turned; the tag tells a viewer to turn them back
    stored = {1: picture, 6: picture.transpose(Image.Transpose.ROTATE_90)}.get(turn)
    if stored is None:
        stored = picture.transpose(
            Image.Transpose.ROTATE_270 if turn == 8 else Image.Transpose.ROTATE_180
        )
    if condition == "phone_heic":
        out = io.BytesIO()
        pillow_heif.from_pillow(picture).save(out, quality=70)
        return out.getvalue(), "heic"
    return jpeg(stored, 86, exif), "jpg"
