"""What the thirty-fourth set's phone pictures put round and on the page: a laptop's keyboard
under it (dark keys in rows, the trackpad's edge), a snowy car hood (white snow, cold blue
light, flakes falling past the lens), an ironing board's patterned cover (the page wider than the
board, its sides drooping into shade), a grease spot from a buttered finger (paper gone
translucent and yellow), a parking lot's low-pressure sodium lamp (one orange colour) and the
Magnifier app's yellow-on-black filter. Nothing covers a truth value."""

from __future__ import annotations

import random

import cv2
import numpy as np
from PIL import Image, ImageDraw

from tests.thirtyfourth_faces import font

Box4 = tuple[float, float, float, float]


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float, pad: float = 0) -> bool:
    return all(x1 + pad < a or x0 - pad > c or y1 + pad < b or y0 - pad > d for a, b, c, d in boxes)


def _noise(h: int, w: int, g: np.random.Generator, blur: float) -> np.ndarray:
    n = cv2.GaussianBlur(g.normal(0, 1, (h // 4, w // 4)).astype(np.float32), (0, 0), blur)
    return np.asarray(cv2.resize(n / (n.std() + 1e-6), (w, h)), np.float32)


def keyboard(h: int, w: int, rng: random.Random) -> np.ndarray:
    body = rng.choice(((190, 192, 196), (60, 62, 66), (140, 142, 146)))
    img = Image.new("RGB", (w, h), body)
    d = ImageDraw.Draw(img)
    key = w / 15.5
    for r in range(int(h / key) + 1):
        for c in range(16):
            x, y = c * key + (r % 3) * key * 0.25 - key * 0.5, r * key
            d.rounded_rectangle((x + 5, y + 5, x + key - 5, y + key - 5), 8, fill=(28, 28, 30))
    return np.asarray(img, np.float32)


def snow(h: int, w: int, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array((232, 238, 248), np.float32)
    return np.asarray(base * (1 + 0.03 * _noise(h, w, g, 1.0))[..., None], np.float32)


def flakes(img: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """Flakes near the lens: soft white discs, some large and out of focus."""
    h, w = img.shape[:2]
    layer = np.zeros((h, w), np.float32)
    for _ in range(rng.randrange(40, 90)):
        r = rng.choice((3, 5, 8, 14))
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        if clear(boxes, x - r, y - r, x + r, y + r, pad=4):
            cv2.circle(layer, (int(x), int(y)), r, rng.uniform(0.5, 0.9), -1)
    layer = cv2.GaussianBlur(layer, (0, 0), 2.5)[..., None]
    return np.asarray(img * (1 - layer) + 250 * layer, np.float32)


def ironing_cover(h: int, w: int, rng: random.Random) -> np.ndarray:
    """The floor far below, and the board's cover (a pattern of small flowers) down the middle."""
    g = np.random.default_rng(rng.randrange(2**32))
    floor = np.array(rng.choice(((120, 96, 70), (150, 140, 128))), np.float32)
    img = floor * (1 + 0.06 * _noise(h, w, g, 2))[..., None] * 0.7
    cover = Image.new("RGB", (w, h), rng.choice(((200, 214, 230), (236, 226, 200))))
    d = ImageDraw.Draw(cover)
    ink = rng.choice(((80, 110, 170), (170, 90, 80)))
    for y in range(0, h, 46):
        for x in range((y // 46 % 2) * 23, w, 46):
            d.ellipse((x, y, x + 12, y + 12), outline=ink, width=2)
    c = np.asarray(cover, np.float32)
    return np.asarray(np.concatenate([c[:, :1] * 0 + img[:, :1], c[:, 1:]], 1), np.float32)


def droop(img: np.ndarray, page: np.ndarray, board: tuple[int, int], rng: random.Random
          ) -> np.ndarray:  # fmt: skip
    """The page's sides past the board's edges bent down, out of the light."""
    w = img.shape[1]
    xx = np.arange(w, dtype=np.float32)
    left, right = board
    off = np.clip(np.maximum(left - xx, xx - right) / (0.06 * w), 0, 1)
    dark = 1 - rng.uniform(0.35, 0.5) * off[None, :] * page
    return np.asarray(img * dark[..., None], np.float32)


def grease(img: np.ndarray, page: np.ndarray, boxes: list[Box4], rng: random.Random
           ) -> np.ndarray:  # fmt: skip
    """A buttery thumb's spot: translucent, a little yellow, darker at its rim."""
    h, w = img.shape[:2]
    r = rng.uniform(0.05, 0.08) * w
    for _ in range(40):
        cx, cy = rng.uniform(0.15, 0.85) * w, rng.uniform(0.15, 0.85) * h
        if page[int(cy), int(cx)] > 0.5 and clear(boxes, cx - r, cy - r, cx + r, cy + r, 0.01 * w):
            break
    else:
        return img
    g = np.random.default_rng(rng.randrange(2**32))
    blob = np.zeros((h, w), np.float32)
    cv2.ellipse(blob, (int(cx), int(cy)), (int(r), int(r * rng.uniform(0.6, 0.9))),
                rng.uniform(0, 180), 0, 360, 1.0, -1)  # fmt: skip
    blob = cv2.GaussianBlur(blob, (0, 0), r / 8) * np.clip(0.8 + 0.3 * _noise(h, w, g, 1), 0, 1)
    rim = np.clip(cv2.Laplacian(blob, cv2.CV_32F, ksize=5) * -0.4, 0, 0.3)
    a = (blob * page)[..., None]
    tint = np.array((0.86, 0.8, 0.6), np.float32)
    return np.asarray(img * (1 - a) + img * tint * a - 40 * rim[..., None], np.float32)


def sodium(img: np.ndarray) -> np.ndarray:
    """Low-pressure sodium: one wavelength, every colour an orange of some brightness."""
    lum = img @ np.array((0.3, 0.59, 0.11), np.float32)
    return np.asarray(lum[..., None] * np.array((1.0, 0.62, 0.16), np.float32) * 0.75, np.float32)


def magnifier(view: np.ndarray, rng: random.Random) -> np.ndarray:
    """A 1170 by 2532 screenshot of the Magnifier app, its filter yellow on black."""
    vh, vw = view.shape[:2]
    s = 1170 / vw
    pic = cv2.resize(view, (1170, int(vh * s)), interpolation=cv2.INTER_AREA)
    lum = pic @ np.array((0.3, 0.59, 0.11), np.float32) / 255
    inv = (1 - lum)[..., None] * np.array((255, 236, 20), np.float32)
    screen = np.zeros((2532, 1170, 3), np.float32)
    top = max(0, (2100 - pic.shape[0]) // 2)
    ph = min(pic.shape[0], 2532 - top)
    screen[top : top + ph] = inv[:ph]
    out = Image.fromarray(np.clip(screen, 0, 255).astype(np.uint8))
    d = ImageDraw.Draw(out)
    d.rectangle((0, 2150, 1170, 2532), fill=(28, 28, 30))
    d.line((120, 2230, 1050, 2230), fill=(120, 120, 124), width=8)
    knob = rng.uniform(140, 260)
    d.ellipse((knob - 22, 2208, knob + 22, 2252), fill=(255, 255, 255))
    d.ellipse((525, 2300, 645, 2420), outline=(255, 255, 255), width=8)
    d.text((80, 2480), "Filters: Yellow / Black", font=font("opensans", 34), fill=(235, 235, 235))
    return np.asarray(out, np.float32)
