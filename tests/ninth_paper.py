"""What happened to a ninth-set paper before it was captured: folded in quarters or thirds,
crumpled and flattened, a coffee ring, a dog-eared corner; a copy of a copy off a tired office
copier; a laptop screen's glow and moiré in its bezel; a laminated card's glare and the thumb that
held it. Each works on the drawn page (PIL, numpy) and returns a new image.
"""

from __future__ import annotations

import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageOps


def _shade(image: Image.Image, factor: np.ndarray) -> Image.Image:
    """Multiply the image by a per-pixel factor (paper shading, creases)."""
    pixels = np.asarray(image, np.float32)
    if pixels.ndim == 3:
        factor = factor[:, :, None]
    return Image.fromarray(np.clip(pixels * factor, 0, 255).astype(np.uint8), image.mode)


def _coarse(
    rng: random.Random, shape: tuple[int, int], cells: int, low: float, high: float
) -> np.ndarray:
    seeded = np.random.default_rng(rng.randrange(2**32))
    small = seeded.uniform(low, high, (cells, max(2, cells * shape[1] // shape[0])))
    image = Image.fromarray((small * 100).astype(np.float32), "F")
    return np.asarray(image.resize((shape[1], shape[0]), Image.Resampling.BICUBIC)) / 100


def _crease(factor: np.ndarray, point: tuple[float, float], angle: float, depth: float) -> None:
    """A fold through `point` at `angle`: a dark line, one side lit and the other shaded."""
    h, w = factor.shape
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    normal = np.deg2rad(angle + 90)
    d = (xx - point[0]) * np.cos(normal) + (yy - point[1]) * np.sin(normal)
    width = max(h, w) * 0.004
    factor *= 1 - depth * np.exp(-((d / width) ** 2)) + 0.04 * np.tanh(d / (width * 6))


def handle(page: Image.Image, rng: random.Random) -> Image.Image:
    """One to three of the ways a paper is handled on its way to the Clerk."""
    h, w = page.height, page.width
    factor = np.ones((h, w), np.float32)
    ways = rng.sample(["quarters", "thirds", "crumpled", "coffee", "dog_ear", "none"], 2)
    if "quarters" in ways:
        _crease(factor, (w / 2 + rng.uniform(-20, 20), h / 2), 90 + rng.uniform(-1.5, 1.5), 0.16)
        _crease(factor, (w / 2, h / 2 + rng.uniform(-20, 20)), rng.uniform(-1.5, 1.5), 0.13)
    if "thirds" in ways:
        for share in (1 / 3, 2 / 3):
            _crease(factor, (w / 2, h * share + rng.uniform(-25, 25)), rng.uniform(-2, 2), 0.14)
    if "crumpled" in ways:
        factor *= _coarse(rng, (h, w), 9, 0.86, 1.04)
        for _ in range(rng.randint(4, 8)):
            spot = (rng.uniform(0, w), rng.uniform(0, h))
            _crease(factor, spot, rng.uniform(0, 180), rng.uniform(0.05, 0.14))
    page = _shade(page, factor)
    if "coffee" in ways:
        page = coffee_ring(page, rng)
    if "dog_ear" in ways:
        size = rng.uniform(0.06, 0.11) * min(w, h)
        corner = rng.choice([(w, h), (w, 0), (0, h)])
        sx, sy = (-1 if corner[0] else 1), (-1 if corner[1] else 1)
        fold = [corner, (corner[0] + sx * size, corner[1]), (corner[0], corner[1] + sy * size)]
        ImageDraw.Draw(page).polygon(fold, fill=(170, 170, 165) if page.mode == "RGB" else 170)
    return page


def coffee_ring(page: Image.Image, rng: random.Random) -> Image.Image:
    w, h = page.size
    radius = rng.uniform(0.09, 0.14) * min(w, h) * (2 if min(w, h) < 1400 else 1)
    cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h
    ring = Image.new("L", page.size, 0)
    draw = ImageDraw.Draw(ring)
    draw.ellipse(
        (cx - radius, cy - radius, cx + radius, cy + radius),
        fill=28,
        outline=120,
        width=max(3, round(radius * 0.05)),
    )
    ring = ring.filter(ImageFilter.GaussianBlur(max(1, radius * 0.015)))
    stain = np.asarray(ring, np.float32)[:, :, None] / 255 * np.array([0.45, 0.62, 0.85])
    stained = np.asarray(page.convert("RGB"), np.float32) * (1 - stain)
    return Image.fromarray(np.clip(stained, 0, 255).astype(np.uint8))


def photocopy(page: Image.Image, rng: random.Random, generations: int = 2) -> Image.Image:
    """Copies of copies: grey, harder contrast, a little bigger or smaller, crooked on the glass,
    the lid's dark edges, toner specks and a drum's streaks, once per generation."""
    grey = page.convert("L")
    for _ in range(generations):
        scale = rng.uniform(0.9, 1.03)
        small = grey.resize((round(grey.width * scale), round(grey.height * scale)))
        small = small.rotate(
            rng.uniform(-1.6, 1.6), Image.Resampling.BICUBIC, expand=True, fillcolor=40
        )
        glass = Image.new("L", grey.size, rng.randint(25, 70))  # outside the paper: the open lid
        glass.paste(
            small,
            (
                round((grey.width - small.width) / 2 + rng.uniform(-30, 30)),
                round((grey.height - small.height) / 2 + rng.uniform(-30, 30)),
            ),
        )
        pixels = np.asarray(glass, np.float32)
        pixels = 255 * (pixels / 255) ** rng.uniform(1.3, 1.8)  # each copy darker in the greys
        factor = _coarse(rng, pixels.shape, 5, 0.9, 1.05)
        h, w = pixels.shape
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        edge = np.minimum(np.minimum(xx, w - 1 - xx), np.minimum(yy, h - 1 - yy))
        factor = factor * (1 - rng.uniform(0.35, 0.6) * np.exp(-edge / (0.02 * w)))
        seeded = np.random.default_rng(rng.randrange(2**32))
        specks = seeded.random(pixels.shape) < rng.uniform(0.0008, 0.003)
        pixels = pixels * factor
        pixels[specks] = seeded.uniform(10, 90, int(specks.sum()))
        for _ in range(rng.randint(1, 3)):
            column = rng.randrange(pixels.shape[1] - 4)
            pixels[:, column : column + rng.randint(1, 4)] *= rng.uniform(0.45, 0.8)
        grey = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8), "L")
        grey = grey.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.9)))
    return grey


def screen(page: Image.Image, rng: random.Random) -> Image.Image:
    """A laptop's screen as a camera sees it: glow, washed blacks, a moiré, the bezel around."""
    pixels = np.asarray(page.convert("RGB"), np.float32)
    pixels = 38 + pixels * rng.uniform(0.75, 0.85) + np.array([0, 6, 18])  # backlight, blue
    h, w = pixels.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    f1, f2 = rng.uniform(0.18, 0.3), rng.uniform(0.02, 0.05)
    angle = np.deg2rad(rng.uniform(-25, 25))
    u = xx * np.cos(angle) + yy * np.sin(angle)
    moire = 1 - rng.uniform(0.06, 0.13) * (0.5 + 0.5 * np.sin(u * f1 + np.sin(yy * f2) * 3))
    glow = 1 + 0.12 * np.exp(
        -(((xx - w * rng.uniform(0.3, 0.7)) / (w * 0.5)) ** 2 + ((yy - h * 0.4) / (h * 0.6)) ** 2)
    )
    pixels = pixels * (moire * glow)[:, :, None]
    shown = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
    border = round(w * rng.uniform(0.03, 0.05))
    framed = ImageOps.expand(shown, border, fill=(22, 22, 25))
    ImageDraw.Draw(framed).ellipse(
        (framed.width // 2 - 5, border // 2 - 5, framed.width // 2 + 5, border // 2 + 5),
        fill=(50, 50, 60),
    )
    return framed


def glare(card: Image.Image, rng: random.Random) -> Image.Image:
    """The lamination's shine: a bright, soft streak across part of the card."""
    w, h = card.size
    streak = Image.new("L", (w, h), 0)
    cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h
    length, thick = rng.uniform(0.15, 0.35) * w, rng.uniform(0.05, 0.12) * h
    ImageDraw.Draw(streak).ellipse(
        (cx - length, cy - thick, cx + length, cy + thick), fill=round(rng.uniform(150, 215))
    )
    streak = streak.rotate(rng.uniform(-35, 35), center=(cx, cy))
    streak = streak.filter(ImageFilter.GaussianBlur(thick * 0.6))
    return Image.composite(
        Image.new("RGB", card.size, (250, 250, 252)), card.convert("RGB"), streak
    )


def thumb(
    photo: Image.Image, edge: tuple[float, float], centre: tuple[float, float], rng: random.Random
) -> None:
    """A thumb come in from outside the frame, its tip and nail over the card's edge at `edge`
    (drawn on the photo in place)."""
    size = min(photo.size) * rng.uniform(0.09, 0.13)
    skin = rng.choice([(224, 172, 140), (170, 112, 80), (120, 80, 58), (236, 196, 170)])
    dx, dy = edge[0] - centre[0], edge[1] - centre[1]
    norm = max(1.0, (dx * dx + dy * dy) ** 0.5)
    dx, dy = dx / norm, dy / norm
    tip = (edge[0] - dx * size * 0.5, edge[1] - dy * size * 0.5)
    root = (tip[0] + dx * size * 8, tip[1] + dy * size * 8)
    layer = Image.new("L", photo.size, 0)
    draw = ImageDraw.Draw(layer)
    draw.line([tip, root], fill=255, width=round(size))
    draw.ellipse((tip[0] - size / 2, tip[1] - size / 2, tip[0] + size / 2, tip[1] + size / 2), 255)
    photo.paste(
        Image.new("RGB", photo.size, skin), (0, 0), layer.filter(ImageFilter.GaussianBlur(3))
    )
    nail = (tip[0] + dx * size * 0.35, tip[1] + dy * size * 0.35)
    shine = tuple(min(255, c + 40) for c in skin)
    ImageDraw.Draw(photo).ellipse(
        (nail[0] - size * 0.3, nail[1] - size * 0.3, nail[0] + size * 0.3, nail[1] + size * 0.3),
        fill=shine,
    )
