"""How a ninth-set paper reaches the Town Clerk: a flatbed scan in colour or grey, the practice's
own PDF with its text, a phone scanner app's black-and-white pages (as images, or "searchable"
with the app's words under them), an office copier's PDF, and phone photos (JPEG with EXIF
orientation, a night shot with flash, HEIC, and a photo sent on through a messaging app).
`GROUPS` sorts the conditions into the issue's goal groups; pen pages count as handwritten.
"""

from __future__ import annotations

import io
import random

import numpy as np
import pillow_heif
from PIL import Image, ImageFilter, ImageOps

from tests import ninth_paper
from tests.ninth_sheet import Paper, Sheet, image_pdf, render, to_pdf

CONDITIONS = (
    "scan_colour",
    "scan_grey",
    "text_pdf",
    "searchable_pdf",
    "copier_pdf",
    "app_pdf",
    "app_jpeg",
    "phone_jpeg",
    "phone_flash",
    "phone_heic",
    "message_jpeg",
)
GROUPS: dict[str, tuple[str, ...]] = {
    "clean scans": ("scan_colour", "scan_grey"),
    "text PDFs": ("text_pdf", "searchable_pdf"),
    "image PDFs": ("copier_pdf", "app_pdf"),
    "phone photos": ("app_jpeg", "phone_jpeg", "phone_flash", "phone_heic", "message_jpeg"),
}
DPI = {"paper": 200, "copy": 200, "card": 300, "laminated": 400, "screen": 125}
SMALL = ("card", "laminated")  # on a flatbed, cropped to the object

pillow_heif.register_heif_opener()


def upright(data: bytes) -> Image.Image:
    """An image file as a viewer shows it (EXIF orientation applied)."""
    return ImageOps.exif_transpose(Image.open(io.BytesIO(data)))


def deliver(paper: Paper, condition: str, rng: random.Random) -> tuple[bytes, str, str]:
    """The file, its content type and what its name should add (the EXIF orientation)."""
    if condition == "text_pdf":
        return to_pdf(paper.sheets), "application/pdf", ""
    if condition in ("app_pdf", "searchable_pdf"):
        pages: list[tuple[Image.Image, Sheet | None]] = []
        for sheet in paper.sheets:
            scanned = app_scan(_paper_image(sheet, paper.medium, rng), rng)
            pages.append((scanned, sheet if condition == "searchable_pdf" else None))
        return image_pdf(pages), "application/pdf", ""
    image = _paper_image(paper.certificate, paper.medium, rng)
    if condition == "copier_pdf":
        return image_pdf([(copier(image, paper.medium, rng), None)], 70), "application/pdf", ""
    if condition == "app_jpeg":
        return _jpeg(app_scan(image, rng), 80), "image/jpeg", ""
    if condition.startswith("scan_"):
        scanned = scan(image, paper.medium, rng)
        if condition == "scan_grey":
            data = io.BytesIO()
            scanned.convert("L").save(data, "PNG", optimize=False)
            return data.getvalue(), "image/png", ""
        return _jpeg(scanned, 88), "image/jpeg", ""
    photo = photograph(image, paper.medium, rng, flash=condition == "phone_flash")
    if condition == "phone_heic":
        data = io.BytesIO()
        # x265's fastest preset: the same picture, a ninth of the CPU (the set's drawing budget)
        pillow_heif.from_pillow(photo).save(data, quality=62, enc_params={"preset": "ultrafast"})
        return data.getvalue(), "image/heic", ""
    if condition == "message_jpeg":
        photo.thumbnail((1600, 1600), Image.Resampling.LANCZOS)
        return _jpeg(photo, 66), "image/jpeg", ""
    turn = rng.choice([1, 6, 8, 3, 1, 6]) if condition == "phone_jpeg" else rng.choice([1, 6])
    stored = {
        1: photo,
        6: photo.transpose(Image.Transpose.ROTATE_90),
        8: photo.transpose(Image.Transpose.ROTATE_270),
        3: photo.transpose(Image.Transpose.ROTATE_180),
    }[turn]
    exif = Image.Exif()
    exif[0x0112] = turn
    exif[0x010F], exif[0x0110] = rng.choice([("Apple", "iPhone 13"), ("samsung", "SM-A536U")])
    data = io.BytesIO()
    stored.save(data, "JPEG", quality=87, exif=exif.tobytes())
    return data.getvalue(), "image/jpeg", f"-exif{turn}" if turn != 1 else ""


def _jpeg(image: Image.Image, quality: int) -> bytes:
    data = io.BytesIO()
    image.save(data, "JPEG", quality=quality)
    return data.getvalue()


def _paper_image(sheet: Sheet, medium: str, rng: random.Random) -> Image.Image:
    """The paper as it is by the time it is captured."""
    page = render(sheet, DPI[medium], rng)
    if medium in ("paper", "card") and rng.random() < 0.85:
        page = ninth_paper.handle(page, rng)
    elif medium == "copy":
        page = ninth_paper.photocopy(page, rng).convert("RGB")
    elif medium == "screen":
        page = ninth_paper.screen(page, rng)
    elif medium == "laminated":
        page = ImageOps.expand(page, round(DPI[medium] * 0.12), fill=(236, 238, 240))
    return page


def scan(image: Image.Image, medium: str, rng: random.Random) -> Image.Image:
    """A flatbed: a little crooked; a card cropped with a margin of the lid's white."""
    if medium in SMALL:
        image = ImageOps.expand(image, round(image.width * 0.05), fill=(246, 246, 243))
    if medium == "laminated":
        image = ninth_paper.glare(image, rng)
    image = image.rotate(
        rng.uniform(-0.8, 0.8), Image.Resampling.BICUBIC, fillcolor=(250, 250, 248)
    )
    return image.filter(ImageFilter.GaussianBlur(rng.uniform(0.2, 0.6)))


def copier(image: Image.Image, medium: str, rng: random.Random) -> Image.Image:
    """An office copier's scan to PDF, grey at 200 dpi, smaller papers at the glass's corner."""
    grey = image.convert("L").rotate(
        rng.uniform(-1.2, 1.2), Image.Resampling.BICUBIC, fillcolor=250
    )
    if medium in SMALL:
        grey = grey.resize((grey.width * 200 // DPI[medium], grey.height * 200 // DPI[medium]))
    if grey.width > grey.height:  # a landscape half-sheet or card, laid on a letter glass
        glass = Image.new("L", (1700, 2200), 252)
        glass.paste(grey, (rng.randint(10, 40), rng.randint(10, 40)))
        grey = glass
    return ImageOps.autocontrast(grey, cutoff=(1, 0))


def app_scan(image: Image.Image, rng: random.Random) -> Image.Image:
    """A phone scanner app's page: cropped to the paper, shading evened out by a black and white
    threshold against each pixel's neighbourhood."""
    grey = image.convert("L").rotate(
        rng.uniform(-0.8, 0.8), Image.Resampling.BICUBIC, fillcolor=255
    )
    h, w = grey.height, grey.width
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    light = 0.78 + 0.22 * ((xx / w) * rng.uniform(-1, 1) + (yy / h) * rng.uniform(0, 1)) ** 2
    pixels = np.asarray(grey.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.0))), np.float32)
    pixels = np.clip(pixels * np.clip(light, 0.6, 1.05), 0, 255)
    local = np.asarray(Image.fromarray(pixels.astype(np.uint8)).filter(ImageFilter.BoxBlur(14)))
    bw = np.where(pixels < local.astype(np.float32) - rng.uniform(8, 16), 0, 255).astype(np.uint8)
    return Image.fromarray(bw, "L")


def _quad_to_rect(quad: list[tuple[float, float]], w: int, h: int) -> list[float]:
    """PIL's perspective coefficients taking the photo's quad back to the paper's rectangle."""
    rect = [(0, 0), (w, 0), (w, h), (0, h)]
    rows, rhs = [], []
    for (x, y), (u, v) in zip(quad, rect, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return list(np.linalg.solve(np.array(rows, float), np.array(rhs, float)))


def photograph(image: Image.Image, medium: str, rng: random.Random, flash: bool) -> Image.Image:
    """A phone's photo: on a table (or a screen in a dim room), at a slant, with a shadow or a
    flash's hot spot, a little blur and the sensor's noise."""
    if medium == "laminated":
        image = ninth_paper.glare(image, rng)
    long = 2400
    size = (long, long * 3 // 4) if image.width > image.height else (long * 3 // 4, long)
    fill = rng.uniform(0.74, 0.9)
    fit = min(size[0] * fill / image.width, size[1] * fill / image.height)
    w, h = image.width * fit, image.height * fit
    left, top = (size[0] - w) / 2 + rng.uniform(-0.04, 0.04) * size[0], (size[1] - h) / 2
    jitter = 0.05 * min(w, h)
    quad = [
        (left + dx * w + rng.uniform(-jitter, jitter), top + dy * h + rng.uniform(-jitter, jitter))
        for dx, dy in ((0, 0), (1, 0), (1, 1), (0, 1))
    ]
    coeffs = _quad_to_rect(quad, image.width, image.height)
    table = rng.choice(
        [(120, 86, 58), (188, 182, 170), (70, 72, 78), (150, 120, 92), (208, 206, 200)]
    )
    if medium == "screen":
        table = (28, 26, 30)
    photo = Image.new("RGB", size, table)
    warped = image.convert("RGB").transform(
        size, Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BICUBIC
    )
    mask = Image.new("L", image.size, 255).transform(size, Image.Transform.PERSPECTIVE, coeffs)
    photo.paste(warped, (0, 0), mask)
    if medium == "laminated":
        edge = rng.randrange(4)
        a, b = quad[edge], quad[(edge + 1) % 4]
        share = rng.uniform(0.3, 0.7)
        centre = (sum(x for x, _ in quad) / 4, sum(y for _, y in quad) / 4)
        edge_point = (a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share)
        ninth_paper.thumb(photo, edge_point, centre, rng)
    return _light(photo, medium, rng, flash)


def _light(photo: Image.Image, medium: str, rng: random.Random, flash: bool) -> Image.Image:
    w, h = photo.size
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    yy, xx = yy / h, xx / w
    factor = 0.82 + 0.2 * (xx * rng.uniform(-1, 1) + yy * rng.uniform(-1, 1) + 1) / 2
    if flash:
        cx, cy = rng.uniform(0.35, 0.65), rng.uniform(0.3, 0.6)
        spot = np.exp(-(((xx - cx) ** 2 + (yy - cy) ** 2) / rng.uniform(0.01, 0.03)))
        factor = (0.55 + 0.45 * np.exp(-((xx - 0.5) ** 2 + (yy - 0.5) ** 2) / 0.18)) + 0.45 * spot
    elif medium != "screen" and rng.random() < 0.7:  # the phone's and the hand's shadow
        cx, cy = rng.uniform(0, 1), rng.uniform(0.5, 1)
        factor = factor * (1 - 0.35 * np.exp(-(((xx - cx) ** 2 + (yy - cy) ** 2) / 0.06)))
    tint = np.array(rng.choice([(1.0, 0.97, 0.9), (0.96, 0.98, 1.04), (1.0, 1.0, 1.0)]), np.float32)
    seeded = np.random.default_rng(rng.randrange(2**32))
    blurred = photo.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.4)))
    pixels = np.asarray(blurred, np.float32) * factor[:, :, None] * tint
    pixels += seeded.normal(0, rng.uniform(2.5, 7 if flash else 5), pixels.shape[:2])[:, :, None]
    return Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
