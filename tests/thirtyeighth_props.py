"""What the thirty-eighth set's phone pictures put round and on the page: a bathroom floor's square
tiles and grout lines, a coir doormat's bristly brown weave with its woven border, a cork board
with coloured push pins at the page's corners, and a dog's leash lying in a loop with a tennis
ball beside it, and a cheap lens's colour fringes (red and blue pulled apart toward the edges).
Nothing covers a truth value."""

from __future__ import annotations

import math
import random

import cv2
import numpy as np

Box4 = tuple[float, float, float, float]


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float, pad: float = 0) -> bool:
    return all(x1 + pad < a or x0 - pad > c or y1 + pad < b or y0 - pad > d for a, b, c, d in boxes)


def _noise(h: int, w: int, g: np.random.Generator, blur: float) -> np.ndarray:
    n = cv2.GaussianBlur(g.normal(0, 1, (h // 4, w // 4)).astype(np.float32), (0, 0), blur)
    return np.asarray(cv2.resize(n / (n.std() + 1e-6), (w, h)), np.float32)


def _lay(img: np.ndarray, m: np.ndarray, colour: np.ndarray, shadow: float = 0.45) -> np.ndarray:
    """An object (mask m, colour an RGB or a picture) laid on the picture with its soft shadow
    down and to the right (worked out only round the object)."""
    ys, xs = np.nonzero(m)
    if len(ys) == 0:
        return img
    h, w = m.shape
    y0, y1 = max(0, ys.min() - 40), min(h, ys.max() + 60)
    x0, x1 = max(0, xs.min() - 40), min(w, xs.max() + 60)
    sub, mm = img[y0:y1, x0:x1], m[y0:y1, x0:x1]
    sh = cv2.GaussianBlur(np.roll(mm, (12, 12), (0, 1)), (0, 0), 8)[..., None]
    part = sub * (1 - shadow * sh)
    m3 = cv2.GaussianBlur(mm, (0, 0), 1.0)[..., None]
    paint = colour if colour.ndim == 1 else colour[y0:y1, x0:x1]
    out = img.copy()
    out[y0:y1, x0:x1] = part * (1 - m3) + paint * m3
    return np.asarray(out, np.float32)


def tiles(h: int, w: int, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array(rng.choice(((222, 218, 210), (196, 206, 214), (90, 92, 96))), np.float32)
    img = base * (1 + 0.03 * _noise(h, w, g, 5))[..., None]
    side = int(rng.uniform(0.16, 0.24) * w)
    ox, oy = rng.randrange(side), rng.randrange(side)
    grout = np.array((150, 146, 138), np.float32)
    for x in range(-ox, w, side):
        img[:, max(0, x) : max(0, x + 6)] = grout
    for y in range(-oy, h, side):
        img[max(0, y) : max(0, y + 6)] = grout
    return np.asarray(img, np.float32)


def doormat(h: int, w: int, rng: random.Random) -> np.ndarray:
    """Coir bristles (short brown strokes every way) inside a darker woven border."""
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array(rng.choice(((150, 104, 58), (132, 92, 52))), np.float32)
    fibre = g.normal(0, 1, (h // 2, w // 2)).astype(np.float32)
    fibre = cv2.resize(cv2.GaussianBlur(fibre, (0, 0), 0.7), (w, h))
    streak = cv2.filter2D(fibre, -1, np.eye(7, dtype=np.float32) / 7)
    img = base * (1 + 0.18 * streak / (streak.std() + 1e-6) * 0.5)[..., None]
    rim = int(0.05 * min(h, w))
    dark = np.array((70, 48, 30), np.float32)
    for sl in ((slice(0, rim), slice(None)), (slice(h - rim, h), slice(None)),
               (slice(None), slice(0, rim)), (slice(None), slice(w - rim, w))):  # fmt: skip
        img[sl] = dark * (1 + 0.1 * fibre[sl])[..., None]
    return np.asarray(img, np.float32)


def corkboard(h: int, w: int, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array((176, 132, 86), np.float32)
    img = base * (1 + 0.08 * _noise(h, w, g, 1.5))[..., None]
    grain = (g.random((h // 2, w // 2)) < 0.06).astype(np.float32)
    grain = cv2.resize(cv2.GaussianBlur(grain, (0, 0), 0.8), (w, h))[..., None]
    return np.asarray(img * (1 - 0.35 * grain), np.float32)


PINS = ((220, 30, 40), (30, 90, 210), (250, 210, 20), (30, 160, 70), (240, 240, 240))


def pins(img: np.ndarray, corners: list[tuple[float, float]], boxes: list[Box4],
         rng: random.Random) -> np.ndarray:  # fmt: skip
    """A push pin near each corner of the page (inside it, where it covers nothing needed)."""
    h, w = img.shape[:2]
    cx, cy = sum(x for x, _ in corners) / 4, sum(y for _, y in corners) / 4
    r = 0.014 * w
    out = img
    for px, py in corners:
        for t in (0.04, 0.06, 0.09, 0.12, 0.16):
            x, y = px + (cx - px) * t, py + (cy - py) * t
            if clear(boxes, x - r, y - r, x + r, y + r, 4):
                m = np.zeros((h, w), np.float32)
                cv2.circle(m, (int(x), int(y)), int(r), 1.0, -1, cv2.LINE_AA)
                out = _lay(out, m, np.array(rng.choice(PINS), np.float32), 0.55)
                cv2.circle(out, (int(x - r / 3), int(y - r / 3)), max(1, int(r / 4)),
                           (255, 255, 255), -1)  # fmt: skip
                break
    return out


def leash_and_ball(img: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """A tennis ball and a leash's loop of strap, each where it covers nothing needed (else off
    the page, on the table)."""
    h, w = img.shape[:2]
    out = img
    r = 0.045 * w
    for _ in range(150):
        x, y = rng.uniform(r, w - r), rng.uniform(r, h - r)
        if clear(boxes, x - r, y - r, x + r, y + r, 6):
            m = np.zeros((h, w), np.float32)
            cv2.circle(m, (int(x), int(y)), int(r), 1.0, -1, cv2.LINE_AA)
            out = _lay(out, m, np.array((206, 226, 60), np.float32), 0.5)
            a0 = rng.uniform(0, math.pi)
            arc = [(x + 0.8 * r * math.cos(a0 + t / 10), y + 0.8 * r * math.sin(a0 + t / 10) * 0.4)
                   for t in range(-12, 13)]  # fmt: skip
            cv2.polylines(
                out, [np.array(arc, np.int32)], False, (245, 245, 235), max(2, int(r / 10))
            )
            break
    strap = np.array(rng.choice(((200, 30, 40), (20, 60, 140), (30, 30, 34), (230, 110, 20))),
                     np.float32)  # fmt: skip
    thick = max(6, int(0.012 * w))
    for _ in range(150):
        cx, cy = rng.uniform(0.15, 0.85) * w, rng.uniform(0.15, 0.85) * h
        rx, ry = rng.uniform(0.08, 0.16) * w, rng.uniform(0.05, 0.1) * w
        if clear(boxes, cx - rx - thick, cy - ry - thick, cx + rx + thick, cy + ry + thick, 6):
            m = np.zeros((h, w), np.float32)
            cv2.ellipse(m, (int(cx), int(cy)), (int(rx), int(ry)), rng.uniform(0, 180), 0, 360,
                        1.0, thick, cv2.LINE_AA)  # fmt: skip
            out = _lay(out, m, strap, 0.4)
            clip_at = (int(cx + rx), int(cy))
            cv2.circle(out, clip_at, int(thick * 1.2), (170, 170, 176), -1, cv2.LINE_AA)
            break
    return out


def fringes(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """A cheap lens's lateral colour: red drawn out and blue drawn in, more toward the edges."""
    h, w = img.shape[:2]
    k = rng.uniform(0.004, 0.008)
    out = img.copy()
    for ch, scale in ((0, 1 + k), (2, 1 - k)):
        m = cv2.getRotationMatrix2D((w / 2, h / 2), 0, scale)
        out[..., ch] = cv2.warpAffine(img[..., ch], m, (w, h), borderMode=cv2.BORDER_REPLICATE)
    return out
