"""The seventeenth set's scans and phone photos: a flatbed's slight turn and tone, and the page laid
on a table and photographed (perspective, light, shadow, grain), with this set's own troubles: a
plastic sleeve's glare, the creases of a page folded in three, a shaken hand, a checked table
cloth, and a night photo with the flash's hot spot."""

from __future__ import annotations

import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

Arr = np.ndarray


def _gen(rng: random.Random) -> np.random.Generator:
    return np.random.default_rng(rng.randrange(1 << 30))


def _clip(a: Arr) -> Image.Image:
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def scan(page: Image.Image, rng: random.Random, grey: bool = False) -> Image.Image:
    """A flatbed scan: turned under a degree, warm paper tone, light sensor noise."""
    img = page.rotate(
        rng.uniform(-0.8, 0.8), resample=Image.Resampling.BICUBIC, fillcolor=(250, 250, 248)
    )
    a = np.asarray(img, dtype=np.float32)
    a = a * rng.uniform(0.95, 0.99) + np.array([6.0, 5.0, 0.0], dtype=np.float32)
    a += _gen(rng).normal(0, 2.0, a.shape[:2])[..., None]
    out = _clip(a).filter(ImageFilter.GaussianBlur(0.45))
    return out.convert("L") if grey else out


def _coeffs(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    rows = []
    rhs = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    sol = np.linalg.solve(np.array(rows, dtype=np.float64), np.array(rhs, dtype=np.float64))
    return [float(c) for c in sol]


def crease(page: Image.Image, rng: random.Random) -> Image.Image:
    """Folded in three (or in half if small): a shadow along each fold and panels lit unevenly."""
    a = np.asarray(page, dtype=np.float32).copy()
    h = a.shape[0]
    folds = (h // 3, 2 * h // 3) if h > 1000 else (h // 2,)
    ys = np.arange(h, dtype=np.float32)[:, None]
    light = np.ones((h, 1), dtype=np.float32)
    for i, fy in enumerate((0, *folds)):
        light[fy:] = rng.uniform(0.9, 1.0) if i % 2 else 1.0
    for fy in folds:
        side = rng.choice((-1, 1))
        d = (ys - fy) * side
        light *= 1 - 0.16 * np.exp(-np.maximum(d, 0) / 22) * (d >= 0)
        light *= 1 + 0.05 * np.exp(-((ys - fy - 3 * side) ** 2) / 6)
    a *= light[..., None]
    return _clip(a)


def glare(page: Image.Image, rng: random.Random) -> Image.Image:
    """In a clear plastic sleeve: a faint haze and one or two long glare streaks."""
    a = np.asarray(page, dtype=np.float32) * 0.93 + 14
    h, w = a.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    for _ in range(rng.randint(1, 2)):
        ang = rng.uniform(0.5, 1.1)
        cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h
        dist = (xx - cx) * np.sin(ang) - (yy - cy) * np.cos(ang)
        along = (xx - cx) * np.cos(ang) + (yy - cy) * np.sin(ang)
        spot = np.exp(-(dist**2) / (2 * (w * 0.045) ** 2)) * np.exp(
            -(along**2) / (2 * (w * 0.4) ** 2)
        )
        a += (255 - a) * (0.5 * spot)[..., None]
    a[: max(4, h // 60)] *= 0.9  # the sleeve's welded edge
    return _clip(a)


def wood(size: tuple[int, int], rng: random.Random) -> Image.Image:
    w, h = size
    gen = _gen(rng)
    base = np.array(rng.choice(((142, 98, 62), (176, 140, 100), (95, 70, 52), (200, 196, 188))))
    grain = np.sin(np.arange(w)[None, :] / rng.uniform(5, 12) + gen.normal(0, 0.4, (h, 1))) * 9
    a = base[None, None, :] + grain[..., None] + gen.normal(0, 4, (h, w))[..., None]
    return _clip(a)


def cloth(size: tuple[int, int], rng: random.Random) -> Image.Image:
    """A checked (gingham) table cloth."""
    w, h = size
    sq = rng.randint(38, 64)
    colour = np.array(rng.choice(((190, 40, 45), (40, 80, 170), (40, 130, 70))), dtype=np.float32)
    yy, xx = np.mgrid[0:h, 0:w]
    cols = ((xx // sq) % 2).astype(np.float32)
    rows = ((yy // sq) % 2).astype(np.float32)
    depth = (cols + rows)[..., None] / 2
    white = np.array([236.0, 232.0, 226.0])
    a = white * (1 - depth) + colour * depth
    a += _gen(rng).normal(0, 6, (h, w))[..., None]
    return _clip(a).filter(ImageFilter.GaussianBlur(1.2))


def lay(
    page: Image.Image,
    rng: random.Random,
    ground: Image.Image,
    fill: float = 0.8,
) -> Image.Image:
    """The page laid on the ground and photographed a little askew; it stays wholly in frame."""
    fw, fh = ground.size
    pw, ph = page.size
    scale = min(fw * fill / pw, fh * fill / ph)
    tw, th = pw * scale, ph * scale
    x0, y0 = (fw - tw) / 2 + rng.uniform(-0.04, 0.04) * fw, (fh - th) / 2
    y0 += rng.uniform(-0.04, 0.04) * fh
    j = 0.035
    quad = [
        (x0 + rng.uniform(-j, j) * fw, y0 + rng.uniform(-j, j) * fh),
        (x0 + tw + rng.uniform(-j, j) * fw, y0 + rng.uniform(-j, j) * fh),
        (x0 + tw + rng.uniform(-j, j) * fw, y0 + th + rng.uniform(-j, j) * fh),
        (x0 + rng.uniform(-j, j) * fw, y0 + th + rng.uniform(-j, j) * fh),
    ]
    quad = [(min(max(x, 8.0), fw - 8.0), min(max(y, 8.0), fh - 8.0)) for x, y in quad]
    src = [(0.0, 0.0), (float(pw), 0.0), (float(pw), float(ph)), (0.0, float(ph))]
    co = _coeffs(quad, src)
    warped = page.transform((fw, fh), Image.Transform.PERSPECTIVE, co, Image.Resampling.BICUBIC)
    mask = Image.new("L", (fw, fh), 0)
    ImageDraw.Draw(mask).polygon(quad, fill=255)
    shadow = mask.filter(ImageFilter.GaussianBlur(14))
    dark = Image.new("RGB", (fw, fh), (20, 18, 16))
    out = Image.composite(dark, ground, shadow.point(lambda v: v // 3))
    out.paste(warped, (0, 0), mask.filter(ImageFilter.GaussianBlur(0.8)))
    return out


def light(
    img: Image.Image, rng: random.Random, level: float = 1.0, grain: float = 3.0
) -> Image.Image:
    """Room light across the frame, a colour cast, sensor grain and the lens's softness."""
    a = np.asarray(img, dtype=np.float32)
    h, w = a.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    gx, gy = rng.uniform(-0.2, 0.2), rng.uniform(-0.2, 0.2)
    field = level * (1 + gx * (xx / w - 0.5) + gy * (yy / h - 0.5))
    cast = np.array([rng.uniform(0.96, 1.03), 1.0, rng.uniform(0.88, 1.0)], dtype=np.float32)
    a = a * field[..., None] * cast + _gen(rng).normal(0, grain, (h, w))[..., None]
    return _clip(a).filter(ImageFilter.GaussianBlur(0.7))


def flash(img: Image.Image, rng: random.Random) -> Image.Image:
    """At night with the flash: a dark room, a bright hot spot, heavy grain and a cold tint."""
    a = np.asarray(img, dtype=np.float32)
    h, w = a.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = rng.uniform(0.35, 0.65) * w, rng.uniform(0.3, 0.6) * h
    r2 = ((xx - cx) / w) ** 2 + ((yy - cy) / h) ** 2
    falloff = 0.42 + 0.7 * np.exp(-r2 / 0.09)
    spot = 0.38 * np.exp(-r2 / 0.004)
    a = a * falloff[..., None] * np.array([0.97, 0.99, 1.04], dtype=np.float32)
    a += (255 - a) * spot[..., None]
    a += _gen(rng).normal(0, 6.5, (h, w))[..., None]
    return _clip(a).filter(ImageFilter.GaussianBlur(0.8))


def shake(img: Image.Image, rng: random.Random) -> Image.Image:
    """A slight motion blur: the hand moved a few pixels along one direction."""
    a = np.asarray(img, dtype=np.float32)
    n = rng.randint(5, 8)
    ang = rng.uniform(0, np.pi)
    pad = n + 1
    p = np.pad(a, ((pad, pad), (pad, pad), (0, 0)), mode="edge")
    acc = np.zeros_like(a)
    h, w = a.shape[:2]
    for t in range(n):
        dx, dy = round(t * np.cos(ang)), round(t * np.sin(ang))
        acc += p[pad + dy : pad + dy + h, pad + dx : pad + dx + w]
    return _clip(acc / n)
