"""The sixteenth set's phone photos: the page laid on a table or a bed and photographed (tilt,
light falling off, sensor noise, a little softness), and this set's own ways a photo goes wrong:
dim lamp light with grain, a low angle's strong keystone, the phone's own shadow across the page,
the page running off the frame, and the PDF photographed off a laptop's screen (moiré)."""

from __future__ import annotations

import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

Box = tuple[int, int, int, int]


def _coeffs(dst: list[tuple[float, float]], src: list[tuple[float, float]]) -> list[float]:
    """PIL's perspective coefficients taking output points dst to input points src."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return [float(c) for c in np.linalg.solve(np.array(rows, float), np.array(rhs, float))]


def background(rng: random.Random, size: tuple[int, int]) -> Image.Image:
    w, h = size
    kind = rng.choice(("wood", "counter", "quilt"))
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    nrng = np.random.default_rng(rng.randrange(2**32))
    if kind == "wood":
        grain = np.sin(yy / rng.uniform(9, 16) + np.sin(xx / 160) * 3) * 0.5 + 0.5
        base = np.array([128, 86, 52], np.float32) * (0.75 + 0.3 * grain[..., None])
    elif kind == "counter":
        speck = nrng.normal(0, 14, (h, w, 1)).astype(np.float32)
        base = np.array([170, 168, 160], np.float32) + speck
    else:
        check = ((xx // 60 + yy // 60) % 2)[..., None]
        base = np.where(
            check > 0, np.array([92, 110, 150], np.float32), np.array([200, 190, 170], np.float32)
        )
        base = base + nrng.normal(0, 6, (h, w, 1)).astype(np.float32)
    return Image.fromarray(np.clip(base, 0, 255).astype(np.uint8))


def place(
    page: Image.Image,
    rng: random.Random,
    frame: tuple[int, int],
    *,
    fill: float = 0.84,
    keystone: float = 0.0,
    cut: str = "",
) -> Image.Image:
    """The page warped onto a background; keystone narrows its top edge; cut puts one of its
    edges outside the frame."""
    fw, fh = frame
    pw, ph = page.size
    scale = min(fw * fill / pw, fh * fill / ph)
    w, h = pw * scale, ph * scale
    cx, cy = fw / 2 + rng.uniform(-0.04, 0.04) * fw, fh / 2 + rng.uniform(-0.03, 0.03) * fh
    j = 0.025 * min(fw, fh)
    top = w * keystone / 2
    quad = [
        (cx - w / 2 + top, cy - h / 2),
        (cx + w / 2 - top, cy - h / 2),
        (cx + w / 2, cy + h / 2),
        (cx - w / 2, cy + h / 2),
    ]
    quad = [(x + rng.uniform(-j, j), y + rng.uniform(-j, j)) for x, y in quad]
    if cut == "left":
        quad[0], quad[3] = (-2.0, quad[0][1]), (-2.0, quad[3][1])
    elif cut == "right":
        quad[1], quad[2] = (fw + 2.0, quad[1][1]), (fw + 2.0, quad[2][1])
    elif cut == "bottom":
        quad[2], quad[3] = (quad[2][0], fh + 2.0), (quad[3][0], fh + 2.0)
    src = [(0.0, 0.0), (float(pw), 0.0), (float(pw), float(ph)), (0.0, float(ph))]
    co = _coeffs(quad, src)
    warped = page.transform(frame, Image.Transform.PERSPECTIVE, co, Image.Resampling.BICUBIC)
    mask = Image.new("L", page.size, 255).transform(
        frame, Image.Transform.PERSPECTIVE, co, Image.Resampling.BILINEAR
    )
    out = background(rng, frame)
    shadow = mask.filter(ImageFilter.GaussianBlur(14)).point(lambda v: int(v * 0.45))
    out.paste((20, 15, 10), (9, 12), shadow)
    out.paste(warped, (0, 0), mask)
    return out


def light(
    img: Image.Image,
    rng: random.Random,
    *,
    gain: float = 1.0,
    noise: float = 3.0,
    tint: tuple[float, float, float] = (1.0, 1.0, 1.0),
    blur: float = 0.6,
) -> Image.Image:
    """Light falling off from one side, a colour cast, sensor grain and a lens's softness."""
    w, h = img.size
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    lx, ly = rng.uniform(0, w), rng.uniform(0, h * 0.6)
    dist = np.hypot(xx - lx, yy - ly) / np.hypot(w, h)
    fall = (1.0 - 0.35 * dist)[..., None] * gain
    arr = np.asarray(img, np.float32) * fall * np.array(tint, np.float32)
    nrng = np.random.default_rng(rng.randrange(2**32))
    arr += nrng.normal(0, noise, arr.shape).astype(np.float32)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    return out.filter(ImageFilter.GaussianBlur(blur)) if blur > 0 else out


def phone_shadow(img: Image.Image, rng: random.Random) -> Image.Image:
    """The phone and the hand holding it block the lamp: a soft dark band across the page."""
    w, h = img.size
    mask = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(mask)
    side = rng.choice(("top", "right", "bottom"))
    a, b = rng.uniform(0.25, 0.45), rng.uniform(0.2, 0.35)
    if side == "top":
        d.polygon(
            [
                (w * a, 0),
                (w * (a + b), 0),
                (w * (a + b + 0.1), h * 0.45),
                (w * (a + 0.05), h * 0.5),
            ],
            fill=255,
        )
    elif side == "right":
        d.polygon(
            [
                (w, h * a),
                (w, h * (a + b)),
                (w * 0.55, h * (a + b - 0.05)),
                (w * 0.5, h * (a + 0.03)),
            ],
            fill=255,
        )
    else:
        d.polygon(
            [
                (w * a, h),
                (w * (a + b), h),
                (w * (a + b - 0.05), h * 0.55),
                (w * (a + 0.08), h * 0.6),
            ],
            fill=255,
        )
    mask = mask.filter(ImageFilter.GaussianBlur(min(w, h) * 0.03))
    dark = Image.eval(img, lambda v: int(v * 0.5))
    return Image.composite(dark, img, mask)


def safe_cut(page: Image.Image, boxes: list[Box], rng: random.Random) -> tuple[Image.Image, str]:
    """The page with part of one margin side lost, never into a value."""
    w, h = page.size
    side = rng.choice(("left", "right", "bottom"))
    if side == "left":
        room = min([b[0] for b in boxes] + [w]) - 0.01 * w
        n = int(max(0.0, min(room, w * 0.12)) * rng.uniform(0.5, 0.9))
        return page.crop((n, 0, w, h)), side
    if side == "right":
        room = w - max([b[2] for b in boxes] + [0]) - 0.01 * w
        n = int(max(0.0, min(room, w * 0.12)) * rng.uniform(0.5, 0.9))
        return page.crop((0, 0, w - n, h)), side
    room = h - max([b[3] for b in boxes] + [0]) - 0.01 * h
    n = int(max(0.0, min(room, h * 0.2)) * rng.uniform(0.5, 0.9))
    return page.crop((0, 0, w, h - n)), side


def laptop(page: Image.Image, rng: random.Random) -> Image.Image:
    """The PDF open full-height in a viewer on a laptop, photographed: the screen's pixel grid
    beats against the camera's (moiré), a cold cast and the room's reflection."""
    sw, sh = 1800, 1125
    screen = Image.new("RGB", (sw, sh), (50, 52, 56))
    d = ImageDraw.Draw(screen)
    d.rectangle((0, 0, sw, 44), fill=(32, 33, 36))
    d.rectangle((sw // 2 - 120, 12, sw // 2 + 120, 32), fill=(60, 62, 66))
    ph = sh - 70
    pw = int(page.width * ph / page.height)
    screen.paste(page.resize((pw, ph), Image.Resampling.LANCZOS), ((sw - pw) // 2, 58))
    arr = np.asarray(screen, np.float32)
    xx = np.arange(sw, dtype=np.float32)
    grid = 0.88 + 0.12 * np.cos(xx * 2 * np.pi / 3.0)  # the LCD's columns
    arr = arr * grid[None, :, None]
    yy, xx2 = np.mgrid[0:sh, 0:sw].astype(np.float32)
    period, ang = rng.uniform(26, 44), rng.uniform(0.3, 1.2)
    moire = 1.0 + 0.07 * np.sin((xx2 * np.cos(ang) + yy * np.sin(ang)) * 2 * np.pi / period)
    arr = arr * moire[..., None] * np.array([0.92, 0.98, 1.08], np.float32)
    shot = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    bezel = Image.new("RGB", (sw + 80, sh + 80), (18, 18, 20))
    bezel.paste(shot, (40, 40))
    frame = (2016, 1512)
    out = place(bezel, rng, frame, fill=0.94)
    glare = Image.new("L", frame, 0)
    gx = rng.uniform(0.2, 0.8) * frame[0]
    ImageDraw.Draw(glare).ellipse((gx - 300, -200, gx + 300, 500), fill=60)
    out = Image.composite(
        Image.new("RGB", frame, (255, 255, 255)), out, glare.filter(ImageFilter.GaussianBlur(120))
    )
    return light(out, rng, noise=4.0, blur=0.9)


def frame_for(page: Image.Image) -> tuple[int, int]:
    return (2016, 1512) if page.width > page.height else (1512, 2016)
