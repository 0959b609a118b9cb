"""How the nineteenth set's phone sees a page: on a table under a light that falls off; held up
in two hands and curled; striped by the sun through window blinds; lying on top of another paper
whose words show around it; shot close with a wide lens that bows the lines and darkens the
corners; or held against a bright window, washed out, the back's print showing through."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter

from tests.nineteenth_canvas import FACES, font

Point = tuple[float, float]


def _np(rng: random.Random) -> np.random.Generator:
    return np.random.default_rng(rng.randrange(2**32))


def warp(
    img: Image.Image,
    fn: Callable[[float, float], Point],
    fill: tuple[int, int, int],
    steps: int = 24,
) -> Image.Image:
    """Each output point drawn from fn(output point) in the source, one small quad at a time."""
    w, h = img.size
    xs = [round(w * i / steps) for i in range(steps + 1)]
    ys = [round(h * j / steps) for j in range(steps + 1)]
    mesh = []
    for i in range(steps):
        for j in range(steps):
            x0, x1, y0, y1 = xs[i], xs[i + 1], ys[j], ys[j + 1]
            quad = (*fn(x0, y0), *fn(x0, y1), *fn(x1, y1), *fn(x1, y0))
            mesh.append(((x0, y0, x1, y1), quad))
    return img.transform(
        (w, h), Image.Transform.MESH, mesh, Image.Resampling.BICUBIC, fillcolor=fill
    )


def _texture(
    size: tuple[int, int], base: tuple[int, int, int], rng: random.Random, grain: float
) -> Image.Image:
    w, h = size
    noise = _np(rng).normal(0, grain, (max(2, h // 8), max(2, w // 8), 1))
    small = np.clip(np.array(base, dtype=np.float32) + noise, 0, 255).astype(np.uint8)
    return Image.fromarray(small, "RGB").resize(size, Image.Resampling.BICUBIC)


def _light(img: Image.Image, rng: random.Random, depth: float) -> Image.Image:
    """A light that falls off evenly across the frame from one side."""
    w, h = img.size
    turn = rng.uniform(0, 2 * math.pi)
    gw, gh = max(2, w // 16), max(2, h // 16)
    yy, xx = np.ogrid[0:gh, 0:gw]
    t = (xx / gw - 0.5) * math.cos(turn) + (yy / gh - 0.5) * math.sin(turn) + 0.5
    gain = (255 * (1 - depth * np.clip(t, 0, 1))).astype(np.uint8)
    ramp = Image.fromarray(gain, "L").resize((w, h), Image.Resampling.BILINEAR)
    return ImageChops.multiply(img, Image.merge("RGB", (ramp, ramp, ramp)))


def on_surface(
    page: Image.Image, rng: random.Random, under: Image.Image | None = None
) -> Image.Image:
    """The page a little turned and in perspective on a table (or on another paper)."""
    w, h = page.size
    m = int(0.09 * max(w, h))
    bg = rng.choice(((120, 86, 58), (180, 176, 168), (64, 70, 78), (150, 120, 90)))
    canvas = _texture((w + 2 * m, h + 2 * m), bg, rng, 18)
    if under is not None:
        canvas.paste(under, (m + int(rng.uniform(-0.5, 0.5) * m), m - int(0.6 * m)))
    shadow = Image.new("L", canvas.size, 0)
    ImageDraw.Draw(shadow).rectangle((m + 10, m + 14, m + w + 10, m + h + 14), fill=110)
    shadow = shadow.filter(ImageFilter.GaussianBlur(12))
    canvas = Image.composite(Image.new("RGB", canvas.size, (20, 20, 20)), canvas, shadow)
    canvas.paste(page, (m, m))
    canvas = canvas.rotate(rng.uniform(-4, 4), resample=Image.Resampling.BICUBIC, fillcolor=bg)
    cw, ch = canvas.size
    j = 0.04 * min(cw, ch)
    quad = (
        rng.uniform(0, j),
        rng.uniform(0, j),
        rng.uniform(0, j),
        ch - rng.uniform(0, j),
        cw - rng.uniform(0, j),
        ch - rng.uniform(0, j),
        cw - rng.uniform(0, j),
        rng.uniform(0, j),
    )
    canvas = canvas.transform((cw, ch), Image.Transform.QUAD, quad, Image.Resampling.BICUBIC)
    return _light(canvas, rng, rng.uniform(0.12, 0.3))


def held_curl(page: Image.Image, rng: random.Random) -> Image.Image:
    """Held up by both side edges: the sheet bows into a cylinder, the lines arc and the side
    margins crowd; two thumbs hold the edges; a room behind, out of focus."""
    w, h = page.size
    m = int(0.1 * w)
    room = _texture((w + 2 * m, h + 2 * m), rng.choice(((150, 140, 125), (95, 100, 110))), rng, 30)
    room = room.filter(ImageFilter.GaussianBlur(6))
    room.paste(page, (m, m))
    hand = ImageDraw.Draw(room)
    skin = rng.choice(((224, 182, 150), (170, 120, 90), (236, 200, 175), (120, 84, 62)))
    for edge in (m + 0.004 * w, m + w - 0.004 * w):  # a thumb over each side margin
        ty = m + h / 2 + rng.uniform(-0.15, 0.15) * h
        hand.ellipse((edge - 0.02 * w, ty - 0.045 * w, edge + 0.02 * w, ty + 0.045 * w), fill=skin)
    cw, ch = room.size
    cx, cy = cw / 2, ch / 2
    c, b, a = rng.uniform(0.08, 0.16), rng.uniform(0.03, 0.07), rng.uniform(-0.025, 0.025)

    def fn(x: float, y: float) -> Point:
        s = (x - cx) / (cw / 2)
        return cx + (x - cx) * (1 + c * s * s) / (1 + c * 0.4), cy + (y - cy) * (
            1 - b * s * s
        ) + a * ch * s * s

    curled = warp(room, fn, (120, 120, 120))
    cut = int(0.04 * cw)
    curled = curled.crop((cut, cut // 2, cw - cut, ch - cut // 2))
    return _light(curled.filter(ImageFilter.GaussianBlur(0.6)), rng, rng.uniform(0.1, 0.25))


def blind_stripes(page: Image.Image, rng: random.Random) -> Image.Image:
    """Sun through venetian blinds: warm bright bands and cool shadow bands across the page."""
    shot = on_surface(page, rng)
    w, h = shot.size
    gw, gh = max(2, w // 4), max(2, h // 4)
    period = rng.uniform(0.05, 0.09) * gh
    angle = math.radians(rng.uniform(-25, 25))
    yy, xx = np.ogrid[0:gh, 0:gw]
    t = (yy * math.cos(angle) + xx * math.sin(angle)).astype(np.float32) / period
    lit = (np.sin(t * 2 * math.pi) > rng.uniform(-0.3, 0.2)).astype(np.float32)
    soft = Image.fromarray((lit * 255).astype(np.uint8), "L").filter(
        ImageFilter.GaussianBlur(period * 0.06)
    )
    k = np.asarray(soft, dtype=np.float32) / 255
    bands = []
    for warm, cool in ((1.0, 0.52), (0.97, 0.56), (0.86, 0.64)):  # sunlit warm, shade cool
        gain = (255 * (k * warm + (1 - k) * cool)).astype(np.uint8)
        bands.append(Image.fromarray(gain, "L").resize((w, h), Image.Resampling.BILINEAR))
    return ImageChops.multiply(shot, Image.merge("RGB", bands))


def _other_paper(size: tuple[int, int], rng: random.Random) -> Image.Image:
    """Another paper from the same pile: a utility bill's lines, its own dates among them."""
    w, h = size
    paper = Image.new("RGB", size, (246, 246, 243))
    pen = ImageDraw.Draw(paper)
    face = font(FACES["tymes"][0], max(12, w // 45))
    lines = (
        "NATIONAL GRID - SERVICE FOR 11/02/2026 TO 12/01/2026",
        "Account 7710-2248-19",
        "Amount due $148.62  Due by 12/22/2026",
        "Previous balance $131.07 - Thank you",
        "Meter read 11/30/2026 (actual)",
        "Questions? 1-800-642-4272",
    )
    y = h * 0.06
    for i in range(28):
        pen.text((w * 0.08, y), lines[i % len(lines)], fill=(70, 70, 80), font=face)
        y += h * 0.032
    return paper.rotate(
        rng.uniform(-9, 9), resample=Image.Resampling.BICUBIC, fillcolor=(246, 246, 243)
    )


def on_other_page(page: Image.Image, rng: random.Random) -> Image.Image:
    return on_surface(page, rng, under=_other_paper(page.size, rng))


def wide_lens(page: Image.Image, rng: random.Random) -> Image.Image:
    """Close with the wide lens: barrel distortion and dark corners."""
    shot = on_surface(page, rng)
    w, h = shot.size
    cx, cy, half = w / 2, h / 2, math.hypot(w, h) / 2
    k = rng.uniform(0.07, 0.13)

    def fn(x: float, y: float) -> Point:
        r2 = ((x - cx) ** 2 + (y - cy) ** 2) / half**2
        f = (1 + k * r2) / (1 + k * 0.55)
        return cx + (x - cx) * f, cy + (y - cy) * f

    bowed = warp(shot, fn, (40, 40, 40))
    yy, xx = np.ogrid[0:h, 0:w]
    r = (np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) / half).astype(np.float32)
    vignette = 1 - rng.uniform(0.35, 0.5) * r**2.2
    out = np.asarray(bowed, dtype=np.float32) * vignette[..., None]
    return Image.fromarray(np.clip(out, 0, 255).astype(np.uint8), "RGB")


def backlit_window(page: Image.Image, rng: random.Random) -> Image.Image:
    """Held against a window: the glass blown out, the sheet washed pale, the words on the back
    showing through mirrored."""
    w, h = page.size
    back = _other_paper((w, h), rng).transpose(Image.Transpose.FLIP_LEFT_RIGHT).convert("L")
    ghost = np.asarray(back, dtype=np.float32)[..., None] / 255
    lit = np.asarray(page, dtype=np.float32) * (0.86 + 0.14 * ghost)
    lit = 255 - (255 - lit) * rng.uniform(0.62, 0.72)
    sheet = Image.fromarray(np.clip(lit, 0, 255).astype(np.uint8), "RGB")
    m = int(0.1 * max(w, h))
    glass = Image.new("RGB", (w + 2 * m, h + 2 * m), (250, 252, 255))
    frame = ImageDraw.Draw(glass)
    bar = int(0.02 * w)
    frame.rectangle((0, m // 3, w + 2 * m, m // 3 + bar), fill=(70, 64, 60))
    frame.rectangle((m // 2, 0, m // 2 + bar, h + 2 * m), fill=(70, 64, 60))
    glass.paste(sheet, (m, m))
    cw, ch = glass.size
    j = 0.03 * min(cw, ch)
    quad = (
        rng.uniform(0, j),
        rng.uniform(0, j),
        rng.uniform(0, j),
        ch - rng.uniform(0, j),
        cw - rng.uniform(0, j),
        ch - rng.uniform(0, j),
        cw - rng.uniform(0, j),
        rng.uniform(0, j),
    )
    return glass.transform((cw, ch), Image.Transform.QUAD, quad, Image.Resampling.BICUBIC)


def grain(img: Image.Image, rng: random.Random, sigma: float) -> Image.Image:
    w, h = img.size
    noise = (_np(rng).standard_normal((h, w, 1), dtype=np.float32) * sigma).astype(np.int16)
    noisy = np.asarray(img, dtype=np.int16) + noise
    return Image.fromarray(np.clip(noisy, 0, 255).astype(np.uint8), "RGB")
