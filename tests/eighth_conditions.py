"""How a page of the eighth set reaches the town: scanned, faxed, saved as PDF, or photographed.

A paper page may first get what papers get in a resident's hands: a clinic's stamp partly over
the vaccination date, a highlighter over the expiry, a signature across the words, punched
holes, a staple. Then it is scanned (colour 300 dpi, grey 200 dpi), put in a PDF by a scanner,
faxed (1 bit, 200 x 100 dpi shown stretched), or photographed by a phone (perspective, warm or
cool light, a shadow, blur, JPEG 60-85 with EXIF orientation, HEIC, or a messaging app's
1600 px JPEG at quality 60). Born-digital pages are also kept as their text PDF.
"""

from __future__ import annotations

import io
import random

import numpy as np
import pillow_heif
from PIL import Image, ImageDraw, ImageFilter, ImageOps

from tests.eighth_sheet import HANDS, Sheet, font, picture, text_pdf

pillow_heif.register_heif_opener()

SCANS = ("scan_colour", "scan_grey")
IMAGE_PDFS = ("scanner_pdf", "fax_pdf")
PHOTOS = ("phone_jpeg", "phone_heic", "messaging_jpeg")
CONDITIONS = (*SCANS, "text_pdf", *IMAGE_PDFS, *PHOTOS)
GROUPS = {  # the issue's goal groups; pen pages are counted as handwritten whatever their path
    "clean scans": SCANS,
    "text PDFs": ("text_pdf",),
    "image PDFs": IMAGE_PDFS,
    "phone photos": PHOTOS,
}
ROTATIONS = {
    6: Image.Transpose.ROTATE_90,
    8: Image.Transpose.ROTATE_270,
    3: Image.Transpose.ROTATE_180,
}


def deliver(sheet: Sheet, condition: str, rng: random.Random) -> tuple[bytes, str, str]:
    """The file, its content type, and a word for the page's name (its marks and orientation)."""
    if condition == "text_pdf":
        return text_pdf(sheet, "Rabies vaccination certificate"), "application/pdf", "text"
    long_inches = max(sheet.width, sheet.height) / 25.4
    dpi = {"scan_colour": 300, "scan_grey": 200, "scanner_pdf": 200, "fax_pdf": 200}.get(
        condition, max(200, round(2300 / long_inches))
    )
    paper = picture(sheet, dpi)
    marks = dress(paper, sheet, rng, dpi)
    if condition in SCANS or condition in IMAGE_PDFS:
        scan = paper.rotate(rng.uniform(-0.7, 0.7), Image.Resampling.BICUBIC, fillcolor="white")
        if condition == "scan_colour":
            return _saved(scan, "JPEG", quality=90), "image/jpeg", marks
        grey = scan.convert("L")
        if condition == "scan_grey":
            return _saved(grey, "PNG", optimize=False), "image/png", marks
        if condition == "scanner_pdf":
            jpeg = Image.open(io.BytesIO(_saved(grey, "JPEG", quality=78)))
            return _saved(jpeg, "PDF", resolution=200.0), "application/pdf", marks
        return _saved(fax(grey, rng), "PDF", resolution=200.0), "application/pdf", marks
    photo = photograph(paper, rng)
    if condition == "messaging_jpeg":
        photo.thumbnail((1600, 1600), Image.Resampling.LANCZOS)
        return _saved(photo, "JPEG", quality=60), "image/jpeg", marks
    if condition == "phone_heic":
        heic = _saved(photo, "HEIF", quality=70, enc_params={"preset": "ultrafast"})
        return heic, "image/heic", marks
    orientation = rng.choice((1, 1, 6, 8, 3))
    exif = Image.Exif()
    exif[0x0112] = orientation
    stored = photo.transpose(ROTATIONS[orientation]) if orientation in ROTATIONS else photo
    data = _saved(stored, "JPEG", quality=rng.randint(60, 85), exif=exif.tobytes())
    return data, "image/jpeg", f"{marks}-exif{orientation}"


def _saved(image: Image.Image, kind: str, **options: object) -> bytes:
    out = io.BytesIO()
    image.save(out, kind, **options)
    return out.getvalue()


def dress(paper: Image.Image, sheet: Sheet, rng: random.Random, dpi: int) -> str:
    """At most one or two things a paper picks up; returns their names for the page's name."""
    scale = dpi / 25.4
    done = []
    draw = ImageDraw.Draw(paper, "RGBA")
    if "expires" in sheet.marks and rng.random() < 0.3:
        x0, y0, x1, y1 = (v * scale for v in sheet.marks["expires"])
        draw.rectangle((x0 - 6, y0 - 4, x1 + 6, y1 + 2), fill=(255, 238, 0, 90))
        done.append("highlit")
    if "vaccinated" in sheet.marks and rng.random() < 0.25:
        x0, y0, x1, y1 = sheet.marks["vaccinated"]
        _stamp(paper, sheet, rng, (x1 - 6) * scale, (y0 - 10) * scale, dpi)
        done.append("stamped")
    if sheet.width > 150 and rng.random() < 0.25:
        for y in (0.25, 0.5, 0.75) if sheet.height > 200 else (0.3, 0.7):
            cx, cy, r = 9 * scale, sheet.height * y * scale, 3.2 * scale
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(40, 40, 40, 255))
        draw.line((8 * scale, 6 * scale, 20 * scale, 9 * scale), fill=(120, 120, 125), width=4)
        done.append("punched")
    if rng.random() < 0.2:
        name = rng.choice(("J. Kowalczyk", "M. Ortiz", "R. Tran", "K. Brooks"))
        face = font(HANDS["delphine"], round(28 * dpi / 72))
        size = round(face.size)
        layer = Image.new("L", (size * len(name), size * 2), 0)
        ImageDraw.Draw(layer).text((10, size), name, font=face, fill=210, anchor="ls")
        layer = layer.rotate(rng.uniform(5, 14), expand=True, resample=Image.Resampling.BICUBIC)
        ink = Image.new("RGB", layer.size, (20, 30, 90))
        paper.paste(ink, (round(paper.width * 0.45), round(paper.height * 0.8)), layer)
        done.append("signed")
    return "-".join(done) or "plain"


def _stamp(
    paper: Image.Image, sheet: Sheet, rng: random.Random, x: float, y: float, dpi: int
) -> None:
    """A clinic's rubber stamp, tilted, in violet or red, its ink uneven."""
    face = font("/usr/share/fonts/truetype/croscore/Arimo-Bold.ttf", round(11 * dpi / 72))
    words = rng.choice(("PAID", "VACCINE GIVEN", "COPY"))
    size = round(face.size)
    width = round(face.getlength(words)) + size * 2
    layer = Image.new("L", (width, size * 3), 0)
    draw = ImageDraw.Draw(layer)
    draw.rectangle((3, 3, width - 4, face.size * 3 - 4), outline=190, width=max(2, dpi // 100))
    draw.text((face.size, face.size * 2), words, font=face, fill=190, anchor="ls")
    patchy = np.where(_noise(rng, layer.size, 60) > -38, 1.0, 0.5)
    layer = Image.fromarray((np.asarray(layer) * patchy).astype(np.uint8))
    layer = layer.rotate(rng.uniform(-12, 12), expand=True, resample=Image.Resampling.BICUBIC)
    ink = Image.new("RGB", layer.size, rng.choice(((110, 40, 150), (190, 30, 40))))
    paper.paste(ink, (round(x), round(y)), layer)


def fax(grey: Image.Image, rng: random.Random) -> Image.Image:
    """Standard-resolution fax: half the lines, 1 bit, drawn back at full height."""
    half = grey.resize((grey.width, grey.height // 2), Image.Resampling.BOX)
    noisy = np.asarray(half, dtype=np.float32) + _noise(rng, half.size, 18)
    one_bit = Image.fromarray(np.where(noisy > 120, 255, 0).astype(np.uint8))
    return one_bit.resize(grey.size, Image.Resampling.NEAREST).convert("1")


def photograph(paper: Image.Image, rng: random.Random) -> Image.Image:
    """The page lying on a table, seen by a phone held at a slant, under a room's light."""
    w, h = paper.size
    canvas = (round(w * 1.16), round(h * 1.12))
    table = rng.choice(((118, 92, 68), (200, 196, 188), (70, 74, 82), (160, 130, 96)))
    jitter = [rng.uniform(-0.035, 0.035) * w for _ in range(8)]
    corners = [
        (w * 0.08 + jitter[0], h * 0.06 + jitter[1]),
        (w * 1.08 + jitter[2], h * 0.05 + jitter[3]),
        (w * 1.09 + jitter[4], h * 1.07 + jitter[5]),
        (w * 0.07 + jitter[6], h * 1.06 + jitter[7]),
    ]
    source = [(0, 0), (w, 0), (w, h), (0, h)]
    coeffs = _perspective(corners, source)
    page = paper.transform(canvas, Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BICUBIC)
    mask = Image.new("L", paper.size, 255).transform(
        canvas, Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BILINEAR
    )
    photo = Image.composite(page, Image.new("RGB", canvas, table), mask)
    light = np.linspace(rng.uniform(0.7, 0.9), rng.uniform(0.98, 1.08), canvas[0])[None, :, None]
    light = light * np.linspace(1.02, rng.uniform(0.85, 1.0), canvas[1])[:, None, None]
    tint = np.array(rng.choice(((1.0, 0.93, 0.8), (0.95, 0.97, 1.0), (1.0, 0.97, 0.9))))
    lit = np.asarray(photo, dtype=np.float32) * light * tint
    small = (canvas[0] // 8, canvas[1] // 8)  # a soft edge: drawn small, blurred, enlarged
    shadow = Image.new("L", small, 0)
    edge = rng.uniform(0.55, 0.85) * small[0]
    ImageDraw.Draw(shadow).polygon(
        [(edge, 0), (small[0], 0), (small[0], small[1]), (edge + rng.uniform(-40, 40), small[1])],
        fill=90,
    )
    shadow = shadow.filter(ImageFilter.GaussianBlur(8)).resize(canvas, Image.Resampling.BILINEAR)
    shade = np.asarray(shadow, dtype=np.float32)[..., None]
    lit *= 1 - shade / 255 * rng.uniform(0.2, 0.45)
    lit += _noise(rng, canvas, 8)[..., None]
    image = Image.fromarray(np.clip(lit, 0, 255).astype(np.uint8))
    return image.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.3)))


def _perspective(
    target: list[tuple[float, float]], source: list[tuple[int, int]]
) -> tuple[float, ...]:
    """Pillow's eight coefficients taking a photo's point back to the paper's."""
    rows = []
    for (x, y), (u, v) in zip(target, source, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    values = np.array([c for point in source for c in point], dtype=np.float64)
    return tuple(float(c) for c in np.linalg.solve(np.array(rows, dtype=np.float64), values))


def _noise(rng: random.Random, size: tuple[int, int], sigma: float) -> np.ndarray:
    """Gaussian grain from the page's own seed (Pillow's effect_noise is not seeded)."""
    grain = np.random.default_rng(rng.randrange(2**32)).normal(0, sigma, (size[1], size[0]))
    return grain.astype(np.float32)


def upright(data: bytes) -> Image.Image:
    """The picture as a viewer shows it (EXIF orientation applied)."""
    return ImageOps.exif_transpose(Image.open(io.BytesIO(data)))
