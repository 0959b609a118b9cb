"""How the eighteenth set photographs a page with a phone: the page laid on a surface (wood, a
counter, a patterned rug) and seen in perspective under uneven light with the camera's noise and
softness; and the harms this set adds that residents' photos really carry: a coffee cup's ring
on the paper, a page that was crumpled and flattened again (creases and a rippled surface), a
thumb and finger holding one edge, a steep angle that leaves the page small and keystoned in the
frame, and the photo seen again as a screenshot of the chat where it was sent. Every random draw
comes from the page's own generator, so the same seed gives the same picture."""

from __future__ import annotations

import math
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

Corners = list[tuple[float, float]]
UI_FONT = "/usr/share/fonts/opentype/mplus/Mplus2-Regular.otf"


def _noise(rng: random.Random, shape: tuple[int, ...], sigma: float) -> np.ndarray:
    return np.random.default_rng(rng.randrange(1 << 32)).normal(0, sigma, shape)


def surface(size: tuple[int, int], kind: str, rng: random.Random) -> Image.Image:
    """A table, a counter or a rug to lay the page on."""
    w, h = size
    gen = np.random.default_rng(rng.randrange(1 << 32))
    xs, ys = np.meshgrid(np.arange(w), np.arange(h))
    if kind == "wood":
        grain = np.sin(ys / rng.uniform(9, 20) + 3 * np.sin(xs / 180.0)) * 14
        base = np.array([150, 104, 66])
        pixels = base[None, None, :] + grain[..., None] + gen.normal(0, 4, (h, w, 1))
    elif kind == "rug":  # a patterned carpet: a diamond lattice in two colours
        cell = rng.uniform(40, 70)
        lattice = (np.abs((xs + ys) % (2 * cell) - cell) < cell * 0.18) | (
            np.abs((xs - ys) % (2 * cell) - cell) < cell * 0.18
        )
        a, b = np.array([128, 36, 40]), np.array([214, 180, 110])
        pixels = np.where(lattice[..., None], b, a) + gen.normal(0, 10, (h, w, 3))
    else:  # a speckled counter
        pixels = np.array([196, 192, 184])[None, None, :] + gen.normal(0, 9, (h, w, 1))
    return Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8), "RGB")


def _coefficients(frame: Corners, page: Corners) -> list[float]:
    """Pillow's perspective data mapping frame points onto the page's corners."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(frame, page, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return [float(c) for c in np.linalg.solve(np.array(rows), np.array(rhs))]


def lay(
    page: Image.Image, frame: tuple[int, int], corners: Corners, ground: Image.Image
) -> Image.Image:
    """The page seen with its corners at `corners` (clockwise from top-left)."""
    w, h = page.size
    data = _coefficients(corners, [(0, 0), (w, 0), (w, h), (0, h)])
    seen = page.transform(frame, Image.Transform.PERSPECTIVE, data, Image.Resampling.BICUBIC)
    mask = Image.new("L", page.size, 255).transform(
        frame, Image.Transform.PERSPECTIVE, data, Image.Resampling.BILINEAR
    )
    shadow = mask.filter(ImageFilter.GaussianBlur(14)).point(lambda v: int(v * 0.45))
    out = Image.composite(Image.new("RGB", frame, (35, 30, 28)), ground, shadow)
    return Image.composite(seen, out, mask)


def corners_for(
    page: tuple[int, int], frame: tuple[int, int], fill: float, tilt: float, rng: random.Random
) -> Corners:
    """Where the page's corners fall: `fill` of the frame, the far edge `tilt` narrower."""
    fw, fh = frame
    scale = min(fw / page[0], fh / page[1]) * fill
    w, h = page[0] * scale, page[1] * scale
    cx = fw / 2 + rng.uniform(-0.04, 0.04) * fw
    cy = fh / 2 + rng.uniform(-0.03, 0.03) * fh
    turn = math.radians(rng.uniform(-4, 4))
    pts = [
        (-w / 2 * (1 - tilt), -h / 2),
        (w / 2 * (1 - tilt), -h / 2),
        (w / 2, h / 2),
        (-w / 2, h / 2),
    ]
    jitter = 0.012 * w
    return [
        (
            cx + x * math.cos(turn) - y * math.sin(turn) + rng.uniform(-jitter, jitter),
            cy + x * math.sin(turn) + y * math.cos(turn) + rng.uniform(-jitter, jitter),
        )
        for x, y in pts
    ]


def light(
    image: Image.Image, rng: random.Random, warm: float = 0.0, grain: float = 4.0
) -> Image.Image:
    """Uneven light across the frame, a colour cast, the sensor's noise and a little softness."""
    w, h = image.size
    xs, ys = np.meshgrid(np.linspace(-1, 1, w), np.linspace(-1, 1, h))
    angle = rng.uniform(0, math.tau)
    ramp = 1 + rng.uniform(0.06, 0.16) * (xs * math.cos(angle) + ys * math.sin(angle))
    vignette = 1 - 0.1 * (xs**2 + ys**2)
    cast = np.array([1 + 0.05 * warm, 1.0, 1 - 0.12 * warm])
    pixels = np.asarray(image, dtype=np.float32) * (ramp * vignette)[..., None] * cast
    pixels += _noise(rng, pixels.shape, grain)
    out = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8), "RGB")
    return out.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 0.9)))


def coffee_ring(page: Image.Image, rng: random.Random) -> Image.Image:
    """A mug's ring and a paler splash, the paper tinted brown through them, text still showing."""
    w, h = page.size
    xs, ys = np.meshgrid(np.arange(w), np.arange(h))
    stain = np.zeros((h, w), np.float32)
    radius = min(w, h) * rng.uniform(0.13, 0.2)
    for _ in range(rng.choice((1, 2))):
        cx, cy = rng.uniform(0.15, 0.85) * w, rng.uniform(0.2, 0.8) * h
        dist = np.hypot(xs - cx, (ys - cy) * rng.uniform(0.93, 1.07))
        wobble = 1 + 0.03 * np.sin(np.arctan2(ys - cy, xs - cx) * rng.randint(3, 7))
        rim = np.exp(-(((dist - radius * wobble) / (radius * 0.035)) ** 2))
        inside = (dist < radius * wobble) * 0.22
        stain = np.maximum(stain, rim * 0.75 + inside)
    brown = np.array([150, 95, 45], np.float32)
    pixels = np.asarray(page, dtype=np.float32)
    alpha = np.clip(stain, 0, 0.8)[..., None]
    mixed = pixels * (1 - alpha) + np.minimum(pixels, brown + pixels * 0.35) * alpha
    return Image.fromarray(np.clip(mixed, 0, 255).astype(np.uint8), "RGB")


def crumple(page: Image.Image, rng: random.Random) -> Image.Image:
    """Creases as straight folds of light and shade, and the paper's surface rippled by a mesh."""
    w, h = page.size
    xs, ys = np.meshgrid(np.arange(w), np.arange(h))
    shade = np.ones((h, w), np.float32)
    for _ in range(rng.randint(7, 12)):
        angle = rng.uniform(0, math.pi)
        px, py = rng.uniform(0, w), rng.uniform(0, h)
        side = (xs - px) * math.sin(angle) - (ys - py) * math.cos(angle)
        shade *= 1 + np.where(side > 0, 1, -1) * rng.uniform(0.015, 0.04)
        shade *= 1 - 0.16 * np.exp(-((side / 2.2) ** 2))
    pixels = np.asarray(page, dtype=np.float32) * shade[..., None]
    flat = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8), "RGB")
    step, amp = 120, min(w, h) * 0.004
    mesh = []
    grid = {
        (i, j): (i * step + rng.uniform(-amp, amp), j * step + rng.uniform(-amp, amp))
        for i in range(w // step + 2)
        for j in range(h // step + 2)
    }
    for i in range(w // step + 1):
        for j in range(h // step + 1):
            box = (i * step, j * step, (i + 1) * step, (j + 1) * step)
            quad = (*grid[i, j], *grid[i, j + 1], *grid[i + 1, j + 1], *grid[i + 1, j])
            mesh.append((box, quad))
    paper = page.getpixel((3, 3))
    return flat.transform(
        page.size, Image.Transform.MESH, mesh, Image.Resampling.BILINEAR, fillcolor=paper
    )


def thumb(image: Image.Image, corners: Corners, rng: random.Random) -> Image.Image:
    """A thumb reaching in from the frame's side over the middle of the page's left or right
    edge, the hand's shadow beside it; it covers a strip of margin, not the writing."""
    left_side = rng.random() < 0.5
    a, b = (corners[0], corners[3]) if left_side else (corners[1], corners[2])
    t = rng.uniform(0.35, 0.65)
    ex, ey = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
    page_w = math.dist(corners[0], corners[1])
    reach = page_w * rng.uniform(0.012, 0.03)
    girth = page_w * rng.uniform(0.1, 0.13)
    tip = ex + reach if left_side else ex - reach
    root = (-girth, ey + girth * rng.uniform(0.5, 1.5)) if left_side else (
        image.width + girth, ey + girth * rng.uniform(0.5, 1.5))  # fmt: skip
    skin = rng.choice(((224, 172, 140), (198, 140, 105), (141, 96, 68), (236, 192, 160)))
    shadow = Image.new("L", image.size, 0)
    ImageDraw.Draw(shadow).line((root, (tip, ey + girth * 0.5)), fill=110, width=int(girth))
    shadow = shadow.filter(ImageFilter.GaussianBlur(girth * 0.35))
    out = Image.composite(Image.new("RGB", image.size, (40, 32, 28)), image, shadow)
    layer = Image.new("L", image.size, 0)
    draw = ImageDraw.Draw(layer)
    back = tip - girth / 2 if left_side else tip + girth / 2
    draw.line((root, (back, ey)), fill=255, width=int(girth))
    draw.ellipse((back - girth / 2, ey - girth / 2, back + girth / 2, ey + girth / 2), fill=255)
    layer = layer.filter(ImageFilter.GaussianBlur(1.5))
    xs = np.linspace(-1, 1, image.width)[None, :] * (1 if left_side else -1)
    ys = (np.arange(image.height)[:, None] - ey) / girth
    tone = np.clip(1.0 - 0.25 * np.abs(ys) + 0.02 * xs, 0.6, 1.05)
    flesh = np.clip(np.array(skin, np.float32)[None, None, :] * tone[..., None], 0, 255)
    out = Image.composite(Image.fromarray(flesh.astype(np.uint8), "RGB"), out, layer)
    nail = ImageDraw.Draw(out)
    nx = back - girth * 0.05 if left_side else back - girth * 0.35
    nail.ellipse(
        (nx, ey - girth * 0.28, nx + girth * 0.4, ey + girth * 0.22),
        fill=tuple(min(255, c + 28) for c in skin),
    )
    return out


def chat_screenshot(photo: Image.Image, rng: random.Random) -> Image.Image:
    """A 1080x2340 screenshot: status bar, chat header, the photo as a sent image, a reply bar."""
    w, h = 1080, 2340
    dark = rng.random() < 0.4
    bg, bar, ink = ((18, 18, 20), (32, 32, 36), (235, 235, 235)) if dark else (
        (236, 229, 221), (0, 94, 84), (20, 20, 20))  # fmt: skip
    shot = Image.new("RGB", (w, h), bg)
    draw = ImageDraw.Draw(shot)
    ui = ImageFont.truetype(UI_FONT, 34)
    small = ImageFont.truetype(UI_FONT, 26)
    draw.rectangle((0, 0, w, 250), fill=bar)
    draw.text((40, 22), f"{rng.randint(7, 11)}:{rng.randint(10, 59)}", font=ui, fill="white")
    draw.text((900, 22), f"{rng.randint(20, 97)}%", font=ui, fill="white")
    draw.text((40, 150), "<", font=ui, fill="white")
    draw.ellipse((90, 130, 170, 210), fill=(120, 160, 200))
    contact = rng.choice(("Mike", "Mom", "Jen (work)", "Dad"))
    draw.text((195, 140), contact, font=ui, fill="white")
    draw.text((195, 182), "online", font=small, fill=(210, 230, 225))
    box_w, box_h = 900, 1800
    scale = min(box_w / photo.width, box_h / photo.height)
    sent = photo.resize(
        (int(photo.width * scale), int(photo.height * scale)), Image.Resampling.LANCZOS
    )
    left, top = w - sent.width - 40, 300
    bubble = (220, 248, 198) if not dark else (0, 92, 75)
    draw.rounded_rectangle((left - 12, top - 12, w - 28, top + sent.height + 60), 24, fill=bubble)
    shot.paste(sent, (left, top))
    stamp = f"{rng.randint(1, 12)}:{rng.randint(10, 59)} PM"
    draw.text((w - 200, top + sent.height + 10), stamp, font=small, fill=ink)
    draw.rounded_rectangle(
        (30, h - 150, w - 150, h - 50), 50, fill=(255, 255, 255) if not dark else bar
    )
    draw.text((80, h - 120), "Message", font=ui, fill=(140, 140, 140))
    draw.ellipse((w - 130, h - 150, w - 30, h - 50), fill=(0, 150, 136))
    return shot
