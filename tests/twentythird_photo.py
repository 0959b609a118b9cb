"""The twenty-third set's phone photos of a page: by a window whose panes are reflected in it,
held up in one hand (a thumb over the margin, fingers behind the far edge), in a dim room (noise
and a shaken hand's smear), its lower edge curling up off the table, taken by an iPhone and kept
as HEIC (the pixels stored on their side, an EXIF orientation to turn them), and inside a clear
sheet protector (haze, glare bands, creases). A photo of a monitor and
a chat app's screenshot are in tests/twentythird_screens.py. Nothing laid on the page covers a
string that carries a truth value."""

from __future__ import annotations

import io
import math
import random

import cv2
import numpy as np
import pillow_heif
from PIL import Image, ImageDraw, ImageFilter

from tests.twentythird_canvas import Sheet, keep_boxes, render

Arr = np.ndarray
SKIN = ((224, 180, 150), (198, 150, 112), (150, 104, 74), (236, 196, 170), (112, 76, 54))


def backdrop(rng: random.Random, w: int, h: int, kind: str) -> Arr:
    """A table or a room as the camera sees it behind the page."""
    g = np.random.default_rng(rng.randrange(2**32))
    tones = {
        "wood": ((150, 108, 70), (120, 84, 52)),
        "desk": ((188, 186, 180), (160, 158, 152)),
        "cloth": ((70, 84, 110), (52, 64, 88)),
        "room": ((196, 190, 176), (120, 116, 108)),
        "dark": ((40, 36, 34), (24, 22, 22)),
    }[kind]
    a, b = (np.array(t, np.float32) for t in tones)
    yy = np.linspace(0, 1, h, dtype=np.float32)[:, None, None]
    bg = a * (1 - yy) + b * yy + np.zeros((h, w, 3), np.float32)
    if kind == "wood":
        xx = np.arange(w, dtype=np.float32)[None, :]
        wave = np.sin(yy[..., 0] * rng.uniform(30, 60) + np.sin(xx / rng.uniform(80, 200)) * 2)
        bg *= (1 + 0.06 * wave)[..., None]
    noise = g.normal(0, 8, (h // 8 + 1, w // 8 + 1)).astype(np.float32)
    return bg + cv2.resize(noise, (w, h))[..., None]


def frame_size(sheet: Sheet, big: bool = False) -> tuple[int, int]:
    long, short = (2400, 1800) if big else (2016, 1512)
    return (long, short) if sheet.w > sheet.h else (short, long)


def page_image(sheet: Sheet, long_px: int = 1900) -> tuple[Image.Image, float]:
    k = long_px / max(sheet.w, sheet.h)
    return render(sheet, k * 72), k


def place(
    page: Arr, bg: Arr, rng: random.Random, fill: float, tilt: float, alpha: Arr | None = None
) -> Arr:
    """The page laid on bg as the phone sees it: turned a little, its far edge shrunk by tilt."""
    h, w = page.shape[:2]
    bh, bw = bg.shape[:2]
    s = min(bw * fill / w, bh * fill / h)
    cx, cy = bw / 2 + rng.uniform(-0.02, 0.02) * bw, bh / 2 + rng.uniform(-0.02, 0.02) * bh
    a = math.radians(rng.uniform(-4, 4))
    far = rng.choice(("top", "left", "right", "bottom"))
    corners = []
    for x, y in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        shrink = {"top": y < 0, "bottom": y > 0, "left": x < 0, "right": x > 0}[far]
        j = (1 - tilt if shrink else 1) * (1 + rng.uniform(-0.012, 0.012))
        xs, ys = (x * s * j, y * s) if far in ("top", "bottom") else (x * s, y * s * j)
        corners.append(
            (cx + xs * math.cos(a) - ys * math.sin(a), cy + xs * math.sin(a) + ys * math.cos(a))
        )
    m = cv2.getPerspectiveTransform(
        np.array([(0, 0), (w, 0), (w, h), (0, h)], np.float32), np.array(corners, np.float32)
    )
    warped = cv2.warpPerspective(page, m, (bw, bh), flags=cv2.INTER_AREA)
    ones = np.ones((h, w), np.float32) if alpha is None else alpha
    mask = cv2.warpPerspective(ones, m, (bw, bh), flags=cv2.INTER_LINEAR)[..., None]
    shadow = cv2.GaussianBlur(mask, (0, 0), 14)
    if shadow.ndim == 2:
        shadow = shadow[..., None]
    bg = bg * (1 - 0.35 * np.roll(shadow, (9, 7), (0, 1)))
    return bg * (1 - mask) + warped * mask


def _window(img: Arr, rng: random.Random) -> Arr:
    """A window's panes reflected off the paper: two soft bright panes split by a mullion."""
    h, w = img.shape[:2]
    layer = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(layer)
    x0, y0 = rng.uniform(-0.2, 0.4) * w, rng.uniform(-0.2, 0.3) * h
    pw, ph, skew = rng.uniform(0.3, 0.45) * w, rng.uniform(0.5, 0.8) * h, rng.uniform(-0.2, 0.2) * w
    for i in range(2):
        left = x0 + i * (pw / 2 + 0.02 * w)
        d.polygon(
            [
                (left, y0),
                (left + pw / 2, y0),
                (left + pw / 2 + skew, y0 + ph),
                (left + skew, y0 + ph),
            ],
            fill=255,
        )
    glow = np.asarray(layer.filter(ImageFilter.GaussianBlur(w / 60)), np.float32) / 255
    strength = rng.uniform(0.22, 0.34)
    out = img + glow[..., None] * strength * (262 - img) * np.array((0.95, 0.98, 1.0), np.float32)
    return np.asarray(out * (1 - 0.08 * glow[..., None]), np.float32)


def _hand(
    page: Image.Image, k: float, keep: list[tuple[float, float, float, float]], rng: random.Random
) -> tuple[Arr, Arr]:
    """The page on a larger transparent canvas with a thumb over one margin and fingertips
    showing past the opposite edge; gives the picture and its alpha."""
    w, h = page.size
    m = int(0.08 * max(w, h))
    canvas = Image.new("RGB", (w + 2 * m, h + 2 * m), (0, 0, 0))
    alpha = Image.new("L", canvas.size, 0)
    skin = rng.choice(SKIN)
    d, da = ImageDraw.Draw(canvas), ImageDraw.Draw(alpha)
    tw, th = int(0.075 * max(w, h)), int(0.12 * max(w, h))
    side = rng.choice(("left", "right", "bottom"))
    for i in range(3):  # fingertips behind the opposite edge, drawn before the page
        if side == "bottom":
            fx, fy = m + w * (0.3 + 0.15 * i), m - th * 0.2
        else:
            fx = m + w + tw * 0.15 if side == "left" else m - tw * 0.15
            fy = m + h * (0.35 + 0.12 * i)
        fb = (fx - tw * 0.42, fy - tw * 0.42, fx + tw * 0.42, fy + tw * 0.42)
        d.ellipse(fb, fill=tuple(int(c * 0.82) for c in skin))
        da.ellipse(fb, fill=255)
    canvas.paste(page, (m, m))
    alpha.paste(255, (m, m, m + w, m + h))
    box = (0.0, 0.0, 0.0, 0.0)
    for _ in range(60):
        t = rng.uniform(0.25, 0.75)
        if side == "bottom":
            box = (m + t * w - tw / 2, m + h - th * 0.55, m + t * w + tw / 2, m + h + th * 0.45)
        else:
            cx = m - tw * 0.05 if side == "left" else m + w + tw * 0.05
            box = (cx - tw / 2, m + t * h - th / 2, cx + tw / 2, m + t * h + th / 2)
        clear = all(
            box[2] < bx0 + m - 8
            or box[0] > bx1 + m + 8
            or box[3] < by0 + m - 8
            or box[1] > by1 + m + 8
            for bx0, by0, bx1, by1 in keep
        )
        if clear:
            break
    shadow = Image.new("L", canvas.size, 0)
    ImageDraw.Draw(shadow).ellipse([v + tw * 0.08 for v in box], fill=110)
    shadow = shadow.filter(ImageFilter.GaussianBlur(tw * 0.12))
    canvas.paste((40, 30, 25), (0, 0), shadow)
    thumb = Image.new("L", canvas.size, 0)
    ImageDraw.Draw(thumb).ellipse(box, fill=255)
    lit = Image.linear_gradient("L").resize(canvas.size).point(lambda v: 190 + v // 4)
    tone = Image.merge("RGB", [lit.point(lambda v, c=c: v * c // 255) for c in skin])
    canvas.paste(tone, (0, 0), thumb.filter(ImageFilter.GaussianBlur(2)))
    da.ellipse(box, fill=255)
    nail = (box[0] + tw * 0.25, box[1] + th * 0.08, box[2] - tw * 0.25, box[1] + th * 0.38)
    d.ellipse(nail, fill=tuple(min(255, c + 28) for c in skin))
    arr = np.asarray(canvas, np.float32)
    shade = cv2.GaussianBlur(np.asarray(alpha, np.float32) / 255, (0, 0), 3)
    return arr, np.minimum(shade * 1.2, 1.0)


def _curl(page: Arr, rng: random.Random) -> Arr:
    """The page's bottom edge lifting off the table: rows squeezed and shaded toward it."""
    h, w = page.shape[:2]
    start = rng.uniform(0.75, 0.88) * h
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    t = np.clip((yy - start) / (h - start), 0, 1)
    lift = (t**2) * (h - start) * rng.uniform(0.45, 0.65)
    src_y = yy + lift * (1 - 0.3 * np.sin(np.pi * xx / w))
    out = cv2.remap(page, xx, np.minimum(src_y, h - 1), cv2.INTER_LINEAR)
    return np.asarray(out * (1 - 0.35 * t**1.5)[..., None], np.float32)


def _low_light(img: Arr, rng: random.Random) -> Arr:
    g = np.random.default_rng(rng.randrange(2**32))
    n = rng.randrange(5, 9)
    kernel = np.zeros((n, n), np.float32)
    a = rng.uniform(0, math.pi)
    for i in range(n):
        c = n // 2 + (i - n // 2) * np.array((math.sin(a), math.cos(a)))
        kernel[round(float(c[0])), round(float(c[1]))] = 1
    img = cv2.filter2D(img, -1, kernel / kernel.sum())
    dark = img * rng.uniform(0.5, 0.62) * np.array((1.0, 0.96, 0.82), np.float32)
    noise = g.normal(0, rng.uniform(7, 11), img.shape[:2])[..., None] + g.normal(0, 4, img.shape)
    return dark + noise.astype(np.float32)


def _sleeve(img: Arr, rng: random.Random) -> Arr:
    """A clear sheet protector over the picture: haze, glare bands, thin bright creases."""
    h, w = img.shape[:2]
    out = img * 0.92 + 255 * 0.07
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    for _ in range(rng.randrange(1, 3)):
        a = rng.uniform(0.5, 1.1)
        d = (xx * math.cos(a) + yy * math.sin(a)) / max(w, h) - rng.uniform(0.2, 0.9)
        band = np.exp(-(d**2) / (2 * rng.uniform(0.015, 0.04) ** 2)) * rng.uniform(0.25, 0.38)
        out = out + band[..., None] * (255 - out)
    layer = Image.new("L", (w, h), 0)
    dr = ImageDraw.Draw(layer)
    for _ in range(rng.randrange(3, 7)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        pts = [(x + i * 12 * math.cos(0.8), y + i * 9 + 6 * math.sin(i / 3)) for i in range(30)]
        dr.line(pts, fill=120, width=2)
    crease = np.asarray(layer.filter(ImageFilter.GaussianBlur(1.2)), np.float32) / 255
    return out + crease[..., None] * (255 - out) * 0.5


def _heic(img: Image.Image, rng: random.Random) -> bytes:
    """An iPhone's HEIC: the picture coded on its side, its EXIF orientation 6 (and the HEIF's own
    rotation, which libheif writes from it) turning it upright."""
    side = img.transpose(Image.Transpose.ROTATE_90)
    exif = Image.Exif()
    exif[0x0112] = 6
    exif[0x010F] = "Apple"
    exif[0x0110] = rng.choice(("iPhone 13", "iPhone 14 Pro", "iPhone 15"))
    heif = pillow_heif.from_pillow(side)
    buf = io.BytesIO()
    heif.save(buf, quality=rng.randrange(55, 70), exif=exif.tobytes())
    return buf.getvalue()


def photo(sheet: Sheet, condition: str, rng: random.Random, keep: set[str]) -> Image.Image:
    """The page photographed in condition (not the screens), as the camera's RGB picture."""
    page_img, k = page_image(sheet)
    bw, bh = frame_size(sheet)
    kind = {"held_in_hand": "room", "low_light": "dark"}.get(condition) or rng.choice(
        ("wood", "desk", "cloth")
    )
    bg = backdrop(rng, bw, bh, kind)
    alpha = None
    if condition == "held_in_hand":
        page, alpha = _hand(page_img, k, keep_boxes(sheet, keep, k), rng)
    else:
        page = np.asarray(page_img, np.float32)
    if condition == "curled_page":
        page = _curl(page, rng)
    fill = 0.86 if condition != "held_in_hand" else 0.95
    img = place(page, bg, rng, fill, rng.uniform(0.02, 0.08), alpha)
    if condition == "window_reflection":
        img = _window(img, rng)
    elif condition == "low_light":
        img = _low_light(img, rng)
    elif condition == "sheet_protector":
        img = _sleeve(img, rng)
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))


def photo_bytes(img: Image.Image, condition: str, rng: random.Random) -> tuple[bytes, str, str]:
    if condition == "heic_photo":
        return _heic(img, rng), "image/heic", "heic"
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=72 if condition == "low_light" else 84)
    return buf.getvalue(), "image/jpeg", "jpg"
