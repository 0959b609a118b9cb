"""How a fifth-set page reaches us: scanned, photographed, a PDF, crumpled, or a screenshot.

Every condition takes the drawn `Page` and a seeded random source and returns the upload's bytes
and content type; nothing is stored, every page is drawn anew from its seed.
"""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from datetime import UTC, datetime

import numpy as np
from fpdf import FPDF
from PIL import Image, ImageDraw, ImageEnhance, ImageFilter

from tests.fifth_ink import FONTS, Page

Upload = tuple[bytes, str]

_FROZEN = datetime(2026, 12, 3, 6, 0, tzinfo=UTC)  # every PDF's creation date


def _jpeg(picture: Image.Image, quality: int) -> bytes:
    out = io.BytesIO()
    picture.convert("RGB").save(out, "JPEG", quality=quality)
    return out.getvalue()


def _png(picture: Image.Image) -> bytes:
    out = io.BytesIO()
    picture.save(out, "PNG")
    return out.getvalue()


def _scanned(page: Page, rng: random.Random) -> Image.Image:
    """A flatbed's copy: a little crooked, a grey tint, specks of dust."""
    picture = page.image.rotate(
        rng.uniform(-1.5, 1.5), Image.Resampling.BICUBIC, fillcolor=(250, 250, 250)
    )
    picture = ImageEnhance.Brightness(picture).enhance(rng.uniform(0.9, 0.98))
    pixels = np.asarray(picture).astype(np.int16)
    noise = np.random.default_rng(rng.randrange(2**32)).normal(0, 6, pixels.shape[:2])[..., None]
    return Image.fromarray(np.clip(pixels + noise, 0, 255).astype(np.uint8))


def scan(page: Page, rng: random.Random) -> Upload:
    picture = _scanned(page, rng)
    return (
        (_jpeg(picture, 88), "image/jpeg") if rng.random() < 0.5 else (_png(picture), "image/png")
    )


def _quad(size: tuple[int, int], rng: random.Random, spread: float) -> list[float]:
    w, h = size

    def j(v: float) -> float:
        return v + rng.uniform(-spread, spread)

    return [j(0), j(0), j(0), h + j(0), w + j(0), h + j(0), w + j(0), j(0)]


def _photographed(picture: Image.Image, rng: random.Random, light: float = 1.0) -> Image.Image:
    """A phone held over a table: perspective, a gradient of light, a hand's shadow, soft focus."""
    w, h = picture.size
    margin = int(0.08 * max(w, h))
    table = Image.new(
        "RGB",
        (w + 2 * margin, h + 2 * margin),
        rng.choice(((120, 90, 60), (70, 70, 75), (200, 195, 185))),
    )
    table.paste(picture, (margin, margin))
    spread = 0.05 * max(w, h)
    quad = _quad(table.size, rng, spread)
    shot = table.transform(table.size, Image.Transform.QUAD, quad, Image.Resampling.BICUBIC)
    shot = shot.rotate(rng.uniform(-4, 4), Image.Resampling.BICUBIC, fillcolor=(60, 60, 60))
    gw, gh = shot.size
    ramp = (
        np.linspace(rng.uniform(0.6, 0.85), rng.uniform(1.0, 1.1), gw)[None, :]
        * np.linspace(rng.uniform(0.8, 1.0), 1.0, gh)[:, None]
    )
    lit = np.asarray(shot).astype(np.float32) * ramp[..., None] * light
    shade = Image.new("L", shot.size, 0)
    x0 = rng.randint(0, gw // 2)
    ImageDraw.Draw(shade).polygon(
        [
            (x0, gh),
            (x0 + gw // 3, int(gh * 0.55)),
            (x0 + gw // 2, int(gh * 0.6)),
            (x0 + gw // 2, gh),
        ],
        fill=90,
    )
    shade = shade.filter(ImageFilter.GaussianBlur(gw / 30))
    lit *= 1 - np.asarray(shade, dtype=np.float32)[..., None] / 255
    shot = Image.fromarray(np.clip(lit, 0, 255).astype(np.uint8))
    shot = shot.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 1.6)))
    long_side = rng.choice((1600, 2016, 2400))
    scale = long_side / max(shot.size)
    return shot.resize(
        (int(shot.width * scale), int(shot.height * scale)), Image.Resampling.BILINEAR
    )


def photo(page: Page, rng: random.Random) -> Upload:
    return _jpeg(_photographed(page.image, rng), rng.randint(62, 82)), "image/jpeg"


def pdf_image(page: Page, rng: random.Random) -> Upload:
    """A scanner app's PDF: the scanned picture, one page."""
    out = io.BytesIO()
    _scanned(page, rng).convert("RGB").save(out, "PDF", resolution=float(page.dpi))
    return out.getvalue(), "application/pdf"


def pdf_text(page: Page, rng: random.Random) -> Upload:
    """A practice system's PDF: the words as text in their own font, the rest as a picture."""
    points = 72 / page.dpi
    pdf = FPDF(unit="pt", format=(page.width * points, page.height * points))
    pdf.set_creation_date(_FROZEN)  # the same seed must give the same bytes
    pdf.set_auto_page_break(False)
    pdf.add_page()
    under = io.BytesIO()
    page.under.convert("RGB").save(under, "PNG")
    pdf.image(under, 0, 0, page.width * points, page.height * points)
    for face in {p.font for p in page.printed}:
        pdf.add_font(f"fifth-{face}", fname=FONTS.get(face, face))  # not a core font's name
    for p in page.printed:
        pdf.set_font(f"fifth-{p.font}", size=p.size * points)
        pdf.set_text_color(*p.fill)
        pdf.text(p.x * points, p.y * points, p.text)
    return bytes(pdf.output()), "application/pdf"


def _crumple(picture: Image.Image, rng: random.Random) -> Image.Image:
    """Paper that was folded in four and crushed in a pocket: bent lines, creases, dim light."""
    w, h = picture.size
    small = picture.resize((w // 2, h // 2), Image.Resampling.BILINEAR)
    sw, sh = small.size
    yy, xx = np.mgrid[0:sh, 0:sw].astype(np.float32)
    dx = np.zeros_like(xx)
    dy = np.zeros_like(yy)
    for _ in range(4):
        f, phase, amp = rng.uniform(1.5, 4), rng.uniform(0, 6.3), rng.uniform(2, 6)
        dx += amp * np.sin(yy / sh * f * np.pi + phase)
        dy += amp * np.sin(xx / sw * f * np.pi + phase)
    src = np.asarray(small)
    xs = np.clip(np.rint(xx + dx), 0, sw - 1).astype(int)
    ys = np.clip(np.rint(yy + dy), 0, sh - 1).astype(int)
    bent = src[ys, xs].astype(np.float32)
    light = np.ones((sh, sw), np.float32) * rng.uniform(0.55, 0.8)  # low light
    for _ in range(rng.randint(3, 6)):  # creases: a bright side and a dark side
        a, b = rng.uniform(-1, 1), rng.uniform(0, 1)
        dist = (yy / sh - b) - a * (xx / sw - 0.5)
        light += 0.18 * np.exp(-((dist * 60) ** 2)) * np.sign(dist + 1e-6)
    light = np.clip(light, 0.3, 1.2)
    bent *= light[..., None]
    bent += np.random.default_rng(rng.randrange(2**32)).normal(0, 9, bent.shape[:2])[..., None]
    out = Image.fromarray(np.clip(bent, 0, 255).astype(np.uint8)).resize(
        (w, h), Image.Resampling.BILINEAR
    )
    return out.filter(ImageFilter.GaussianBlur(0.8))


def crumpled(page: Page, rng: random.Random) -> Upload:
    return _jpeg(_photographed(_crumple(page.image, rng), rng), 70), "image/jpeg"


def low_light(page: Page, rng: random.Random) -> Upload:
    """A photo at the kitchen table at night: dim, yellow, grainy."""
    shot = _photographed(page.image, rng, light=rng.uniform(0.45, 0.6))
    pixels = np.asarray(shot).astype(np.float32) * np.array([1.0, 0.92, 0.7])
    pixels += np.random.default_rng(rng.randrange(2**32)).normal(0, 12, pixels.shape[:2])[..., None]
    return _jpeg(Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8)), 65), "image/jpeg"


def screenshot(page: Page, rng: random.Random) -> Upload:
    return _png(page.image), "image/png"


def cropped(page: Page, rng: random.Random) -> Upload:
    """The resident cropped to the vaccine list: the status bar and the bottom gone, PNG."""
    w, h = page.image.size
    return _png(
        page.image.crop((0, rng.randint(150, 280), w, h - rng.randint(200, 600)))
    ), "image/png"


def shared(page: Page, rng: random.Random) -> Upload:
    """Sent through a messaging app first: shrunk to 720 wide and recompressed."""
    w, h = page.image.size
    small = page.image.resize((720, int(h * 720 / w)), Image.Resampling.BILINEAR)
    return _jpeg(small, rng.randint(45, 65)), "image/jpeg"


def rephoto(page: Page, rng: random.Random, dim: float = 1.0) -> Upload:
    """A photo of the phone's screen taken with another phone: bezel, moire, glare, tilt."""
    w, h = page.image.size
    screen = np.asarray(page.image).astype(np.float32)
    yy, xx = np.mgrid[0:h, 0:w]
    moire = 1 + 0.08 * np.sin((xx * 0.9 + yy * 0.35) * rng.uniform(0.5, 0.8))
    glare = 1 + 0.35 * np.exp(
        -(((xx - w * rng.random()) / w) ** 2 + ((yy - h * rng.random()) / h) ** 2) * 8
    )
    lit = screen * (moire * dim)[..., None] + 60 * (glare - 1)[..., None]
    phone = Image.new("RGB", (w + 120, h + 160), (15, 15, 18))
    phone.paste(Image.fromarray(np.clip(lit, 0, 255).astype(np.uint8)), (60, 80))
    return _jpeg(_photographed(phone, rng), rng.randint(60, 80)), "image/jpeg"


def rephoto_dim(page: Page, rng: random.Random) -> Upload:
    return rephoto(page, rng, dim=0.7)


CONDITIONS: dict[str, Callable[[Page, random.Random], Upload]] = {
    "scan": scan, "photo": photo, "pdf_image": pdf_image, "pdf_text": pdf_text,
    "crumpled": crumpled, "low_light": low_light, "screenshot": screenshot, "cropped": cropped,
    "shared": shared, "rephoto": rephoto, "rephoto_dim": rephoto_dim,
}  # fmt: skip
