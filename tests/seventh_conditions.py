"""How a seventh-set page reaches the Town: the file a resident's scanner, phone or clinic made.

scan300 is a colour flatbed scan saved as JPEG, scan150 a grey office scan saved as PNG,
pdf_text the practice system's own PDF, pdf_image a scanner's PDF of pictures, photo_jpeg a
phone's JPEG (often with the picture stored sideways and an EXIF orientation saying so, as
phones do), photo_heic an iPhone's HEIC, screenshot a phone's PNG of a portal's screen.
"""

from __future__ import annotations

import io
import random

import numpy
import pillow_heif
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageOps

from tests.seventh_sheet import Page, image_pdf, picture, text_pdf

CONTENT_TYPES = {
    "scan300": "image/jpeg",
    "scan150": "image/png",
    "pdf_text": "application/pdf",
    "pdf_image": "application/pdf",
    "photo_jpeg": "image/jpeg",
    "photo_heic": "image/heic",
    "screenshot": "image/png",
}
PHONE = (3024, 4032)  # a 12-megapixel phone camera, portrait


def _on_the_glass(page: Page, dpi: float) -> Image.Image:
    """A card lies in the scanner's corner on a letter-size bed; a page fills it."""
    image = picture(page, dpi)
    if page.width >= 8:
        return image
    bed = Image.new("RGB", (round(8.5 * dpi), round(11 * dpi)), (250, 250, 250))
    bed.paste(image, (round(0.25 * dpi), round(0.25 * dpi)))
    return bed


def _skew(image: Image.Image, degrees: float) -> Image.Image:
    fill = (250, 250, 250) if image.mode == "RGB" else 250
    return image.rotate(degrees, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=fill)


def scan(page: Page, rng: random.Random, dpi: float, grey: bool) -> Image.Image:
    image = _skew(_on_the_glass(page, dpi), rng.uniform(-1.2, 1.2))
    image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.7)))
    if grey:  # an office copier's grey: no pure white, no pure black
        image = image.convert("L").point(lambda v: 28 + v * 0.84)
    return image


def _coefficients(
    target: list[tuple[float, float]], source: list[tuple[float, float]]
) -> list[float]:
    """PIL's perspective coefficients taking each target corner back to its source corner."""
    rows = []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    flat = [c for corner in source for c in corner]
    return [float(c) for c in numpy.linalg.solve(numpy.array(rows), numpy.array(flat))]


def photo(page: Page, rng: random.Random) -> Image.Image:
    """A phone held over the page on a table: tilt, perspective, uneven light, a soft focus."""
    landscape = page.width > page.height
    width, height = PHONE[::-1] if landscape else PHONE
    fill = rng.uniform(0.7, 0.9)
    dpi = fill * min(width / page.width, height / page.height)
    sheet = picture(page, dpi)
    table = rng.choice(((122, 92, 64), (196, 190, 180), (60, 62, 66), (214, 200, 170)))
    frame = Image.new("RGB", (width, height), table)
    grain = numpy.random.default_rng(rng.randrange(1 << 32)).normal(
        128, 22, (height // 8, width // 8)
    )
    noise = Image.fromarray(grain.clip(0, 255).astype(numpy.uint8)).resize((width, height))
    frame = Image.blend(frame, Image.merge("RGB", (noise, noise, noise)), 0.12)
    cx, cy = (
        width / 2 + rng.uniform(-0.05, 0.05) * width,
        height / 2 + rng.uniform(-0.04, 0.04) * height,
    )
    angle = numpy.radians(rng.uniform(-7, 7))
    cos, sin = float(numpy.cos(angle)), float(numpy.sin(angle))
    half_w, half_h, lean = sheet.width / 2, sheet.height / 2, 0.04 * sheet.width
    target = []
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        x, y = sx * half_w + rng.uniform(-lean, lean), sy * half_h + rng.uniform(-lean, lean)
        target.append((cx + x * cos - y * sin, cy + x * sin + y * cos))
    source = [(0.0, 0.0), (sheet.width, 0.0), (sheet.width, sheet.height), (0.0, sheet.height)]
    coefficients = _coefficients(target, [(float(u), float(v)) for u, v in source])
    perspective = Image.Transform.PERSPECTIVE
    warped = sheet.transform((width, height), perspective, coefficients, Image.Resampling.BICUBIC)
    mask = Image.new("L", sheet.size, 255).transform((width, height), perspective, coefficients)
    frame.paste(warped, mask=mask)
    toward = float(numpy.radians(rng.uniform(0, 360)))  # the window's side of the room
    ys, xs = numpy.mgrid[0:1:64j, 0:1:48j] if not landscape else numpy.mgrid[0:1:48j, 0:1:64j]
    slope = (xs * numpy.cos(toward) + ys * numpy.sin(toward)) / 1.42 + 0.5
    light = Image.fromarray((150 + 105 * slope.clip(0, 1)).astype(numpy.uint8)).resize(
        (width, height)
    )
    shadow = Image.new("L", (width, height), 255)
    corner = rng.choice(((0, 0), (width, 0), (width, height), (0, height)))
    reach = (width * 0.6, height * 0.5)  # a hand's or the phone's own shadow from one corner
    box = (corner[0] - reach[0], corner[1] - reach[1], corner[0] + reach[0], corner[1] + reach[1])
    ImageDraw.Draw(shadow).ellipse(box, fill=rng.randrange(150, 200))
    shade = ImageChops.multiply(light, shadow.filter(ImageFilter.GaussianBlur(width / 25)))
    frame = ImageChops.multiply(frame, Image.merge("RGB", [shade] * 3))
    return frame.filter(ImageFilter.GaussianBlur(rng.uniform(0.8, 2.0)))


def _jpeg(image: Image.Image, quality: int, orientation: int = 1) -> bytes:
    out = io.BytesIO()
    exif = Image.Exif()
    exif[0x0112] = orientation
    exif[0x010F], exif[0x0110] = "Apple", "iPhone 15"
    image.save(out, "JPEG", quality=quality, exif=exif.tobytes())
    return out.getvalue()


def _stored_sideways(image: Image.Image, rng: random.Random) -> tuple[Image.Image, int]:
    """The sensor's pixels and the EXIF orientation that turns them back upright."""
    orientation = rng.choice((1, 6, 6, 8, 3))
    undo = {
        1: None,
        3: Image.Transpose.ROTATE_180,
        6: Image.Transpose.ROTATE_90,
        8: Image.Transpose.ROTATE_270,
    }
    turn = undo[orientation]
    return (image if turn is None else image.transpose(turn)), orientation


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG", optimize=False)
    return out.getvalue()


def arrive(pages: list[Page], condition: str, rng: random.Random) -> bytes:
    """The bytes of the file a resident uploads, for `pages` arriving under `condition`."""
    if condition == "pdf_text":
        return text_pdf(pages)
    if condition == "pdf_image":
        grey = [scan(page, rng, 200, grey=True) for page in pages]
        return image_pdf(grey, 200, quality=rng.randrange(60, 85))
    if condition == "scan300":
        return _jpeg(scan(pages[0], rng, 300, grey=False), rng.randrange(80, 93))
    if condition == "scan150":
        return _png(scan(pages[0], rng, 150, grey=True))
    if condition == "screenshot":
        return _png(picture(pages[0], 300))
    shot = photo(pages[0], rng)
    if condition == "photo_jpeg":
        stored, orientation = _stored_sideways(shot, rng)
        return _jpeg(stored, rng.randrange(78, 92), orientation)
    if condition == "photo_heic":
        pillow_heif.register_heif_opener()
        out = io.BytesIO()
        shot.save(out, "HEIF", quality=rng.randrange(55, 75), enc_params={"preset": "ultrafast"})
        return out.getvalue()
    raise ValueError(condition)


def upright(data: bytes) -> Image.Image:
    """The picture as a viewer shows it: HEIC decoded, EXIF orientation applied."""
    pillow_heif.register_heif_opener()
    return ImageOps.exif_transpose(Image.open(io.BytesIO(data)))
