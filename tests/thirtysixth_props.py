"""What the thirty-sixth set's phone pictures put round and on the page: a dark table under a
string of holiday lights (their out-of-focus discs round the page and their coloured glow on it),
a pool table's green felt, holiday gift wrap, keys and a wallet laid on the page's corners to hold
it flat (its middle still bowed), a toddler's crayon scribbles in the page's empty places, and a
ring light's ring of glare on the paper. Nothing covers a truth value."""

from __future__ import annotations

import random

import cv2
import numpy as np

Box4 = tuple[float, float, float, float]


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float, pad: float = 0) -> bool:
    return all(x1 + pad < a or x0 - pad > c or y1 + pad < b or y0 - pad > d for a, b, c, d in boxes)


def _noise(h: int, w: int, g: np.random.Generator, blur: float) -> np.ndarray:
    n = cv2.GaussianBlur(g.normal(0, 1, (h // 4, w // 4)).astype(np.float32), (0, 0), blur)
    return np.asarray(cv2.resize(n / (n.std() + 1e-6), (w, h)), np.float32)


LIGHTS = ((255, 70, 60), (60, 220, 90), (255, 200, 80), (80, 140, 255), (255, 240, 210))


def lights_table(h: int, w: int, rng: random.Random) -> np.ndarray:
    """A dark walnut table and the bokeh of a string of lights."""
    g = np.random.default_rng(rng.randrange(2**32))
    grain = cv2.resize(g.normal(0, 1, (h // 6, 12)).astype(np.float32), (w, h))
    img = np.array((58, 38, 26), np.float32) * (1 + 0.12 * grain)[..., None]
    glow = np.zeros((h // 4, w // 4, 3), np.float32)
    for _ in range(rng.randrange(26, 40)):
        c = np.array(rng.choice(LIGHTS), np.float32)
        cx, cy = rng.uniform(0, w / 4), rng.uniform(0, h / 4)
        r = rng.uniform(10, 24)
        cv2.circle(glow, (int(cx), int(cy)), int(r), (c * 0.6).tolist(), -1, cv2.LINE_AA)
    glow = cv2.resize(cv2.GaussianBlur(glow, (0, 0), 1.2), (w, h))
    return np.asarray(img + glow, np.float32)


def glow_on_page(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """The lights' colours spilled softly over the picture, and a warm, dim room."""
    h, w = img.shape[:2]
    spill = np.zeros((h // 16, w // 16, 3), np.float32)
    for _ in range(4):
        c = np.array(rng.choice(LIGHTS), np.float32) / 255
        cv2.circle(spill, (rng.randrange(w // 16), rng.randrange(h // 16)),
                   rng.randrange(w // 40, w // 20), c.tolist(), -1)  # fmt: skip
    spill = cv2.resize(cv2.GaussianBlur(spill, (0, 0), w / 160), (w, h))
    warm = np.array((1.0, 0.9, 0.74), np.float32)
    return np.asarray(img * warm * 0.85 + img * spill * 0.18, np.float32)


def felt(h: int, w: int, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array(rng.choice(((24, 110, 60), (20, 92, 70), (30, 70, 120))), np.float32)
    fuzz = g.normal(0, 1, (h, w)).astype(np.float32) * 0.06 + 0.05 * _noise(h, w, g, 3)
    img = base * (1 + fuzz)[..., None]
    rail = int(0.05 * h)
    img[:rail] = np.array((70, 40, 22), np.float32)
    bx, by = rng.uniform(0.1, 0.9) * w, h - rng.uniform(0.04, 0.09) * h
    cv2.circle(img, (int(bx), int(by)), int(0.035 * w), (235, 232, 220), -1, cv2.LINE_AA)
    return np.asarray(img, np.float32)


def gift_wrap(h: int, w: int, rng: random.Random) -> np.ndarray:
    ground, fig = rng.choice((((170, 24, 36), (240, 230, 210)), ((20, 90, 52), (230, 40, 40)),
                              ((24, 40, 110), (235, 235, 240))))  # fmt: skip
    img = np.empty((h, w, 3), np.float32)
    img[:] = ground
    step = int(rng.uniform(0.07, 0.1) * w)
    for y in range(0, h + step, step):
        for x in range(-step, w + step, step):
            ox = x + (step // 2 if (y // step) % 2 else 0)
            pts = np.array([(ox, y - step // 3), (ox - step // 5, y + step // 6),
                            (ox + step // 5, y + step // 6)], np.int32)  # fmt: skip
            cv2.fillPoly(img, [pts], fig, cv2.LINE_AA)
            cv2.circle(img, (ox + step // 2, y + step // 2), step // 14, fig, -1, cv2.LINE_AA)
    crease = np.abs(np.sin(np.linspace(0, 3.3, w, dtype=np.float32)))[None, :, None]
    return np.asarray(img * (0.88 + 0.12 * crease), np.float32)


def keys_and_wallet(img: np.ndarray, corners: list[tuple[float, float]], boxes: list[Box4],
                    rng: random.Random) -> np.ndarray:  # fmt: skip
    """A wallet and a set of keys on two of the page's corners, and the page bowed between."""
    h, w = img.shape[:2]
    out = img.copy()
    order = list(range(4))
    rng.shuffle(order)
    placed = 0
    for i in order:
        cx, cy = corners[i]
        r = 0.09 * w if placed == 0 else 0.07 * w
        if not clear(boxes, cx - r, cy - r, cx + r, cy + r) or placed == 2:
            continue
        m = np.zeros((h, w), np.float32)
        if placed == 0:  # a wallet
            rect = ((cx, cy), (2.2 * r, 1.6 * r), rng.uniform(-30, 30))
            cv2.fillPoly(m, [cv2.boxPoints(rect).astype(np.int32)], 1.0, cv2.LINE_AA)
            colour = np.array(rng.choice(((70, 42, 28), (28, 26, 30))), np.float32)
        else:  # keys: a ring and three keys
            cv2.circle(m, (int(cx), int(cy)), int(r * 0.35), 1.0, int(r * 0.06) + 2)
            for a in rng.sample(range(0, 360, 30), 3):
                t = np.radians(a)
                end = (int(cx + r * np.cos(t)), int(cy + r * np.sin(t)))
                cv2.line(m, (int(cx), int(cy)), end, 1.0, int(r * 0.16))
            colour = np.array((150, 148, 140), np.float32)
        shadow = cv2.GaussianBlur(np.roll(m, (12, 12), (0, 1)), (0, 0), 9)[..., None]
        out = out * (1 - 0.45 * shadow)
        m3 = cv2.GaussianBlur(m, (0, 0), 1.2)[..., None]
        out = out * (1 - m3) + colour * m3
        placed += 1
    yy = np.linspace(-1, 1, h, dtype=np.float32)[:, None]
    bow = 1 - 0.08 * np.exp(-((yy * 3) ** 2))
    return np.asarray(out * bow[..., None], np.float32)


CRAYONS = ((220, 40, 40), (40, 90, 210), (40, 160, 60), (250, 150, 20), (150, 60, 170))


def crayon(page: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """Waxy loops and zigzags where nothing needed is written."""
    h, w = page.shape[:2]
    g = np.random.default_rng(rng.randrange(2**32))
    out = page.copy()
    done = 0
    for _ in range(60):
        if done >= 3:
            break
        bw, bh = rng.uniform(0.12, 0.25) * w, rng.uniform(0.05, 0.12) * h
        x0, y0 = rng.uniform(0, w - bw), rng.uniform(0, h - bh)
        if not clear(boxes, x0, y0, x0 + bw, y0 + bh, 0.01 * w):
            continue
        m = np.zeros((h, w), np.float32)
        pts = []
        for t in np.linspace(0, 1, 40):
            px = x0 + bw * (0.5 + 0.45 * np.sin(7 * t + done)) * rng.uniform(0.9, 1.0)
            pts.append((px, y0 + bh * (0.5 + 0.45 * np.cos(11 * t)) * rng.uniform(0.9, 1.0)))
        cv2.polylines(m, [np.array(pts, np.int32)], False, 1.0, max(3, int(w / 200)), cv2.LINE_AA)
        wax = np.clip(g.normal(0.75, 0.25, (h, w)), 0, 1).astype(np.float32)
        m = (m * wax)[..., None]
        c = np.array(rng.choice(CRAYONS), np.float32)
        out = out * (1 - 0.85 * m) + c * 0.85 * m
        done += 1
    return np.asarray(out, np.float32)


def ring_light(img: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """A ring light's reflection on the paper: a bright ring kept off the truth, a cool cast."""
    h, w = img.shape[:2]
    out = img * np.array((0.97, 1.0, 1.05), np.float32)
    for _ in range(40):
        cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h
        r = rng.uniform(0.08, 0.16) * w
        m = np.zeros((h // 4, w // 4), np.float32)
        cv2.circle(m, (int(cx / 4), int(cy / 4)), int(r / 4), 1.0, max(2, int(r / 40)))
        m = cv2.resize(cv2.GaussianBlur(m, (0, 0), 2.5), (w, h))
        if all(m[int(b):int(d) + 1, int(a):int(c) + 1].max(initial=0) < 0.08
               for a, b, c, d in boxes):  # fmt: skip
            m = np.clip(m * 1.6, 0, 1)[..., None]
            return np.asarray(out * (1 - m) + 250 * m, np.float32)
    return np.asarray(out, np.float32)
