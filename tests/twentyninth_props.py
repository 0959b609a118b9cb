"""What the twenty-ninth set's phone pictures have in them besides the page: what it lies on (a
kitchen table's planks, a speckled counter, a dark desk), the reading glasses put down on it (the
lenses magnify what lies under them and reflect the window), the ghosts a bright ceiling light
just out of frame throws across the picture, the red ring, arrow and words the owner drew over
the photo in the phone's markup editor, and the first page of a stapled pair folded back behind
the one photographed. Nothing but a lens's ghost or a ring's hoop lies over a truth value, and
those only faintly or round it."""

from __future__ import annotations

import random

import cv2
import numpy as np
from PIL import Image, ImageDraw

from tests.twentyninth_faces import font

Box4 = tuple[float, float, float, float]
SURFACES = ((168, 120, 78), (196, 190, 178), (70, 52, 44), (150, 108, 70), (210, 205, 196))


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float, pad: float = 0) -> bool:
    return all(x1 + pad < a or x0 - pad > c or y1 + pad < b or y0 - pad > d for a, b, c, d in boxes)


def surface(h: int, w: int, rng: random.Random) -> np.ndarray:
    """A table's planks or a speckled counter, h by w pixels (drawn at a quarter and enlarged)."""
    full = (w, h)
    h, w = h // 4, w // 4
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array(rng.choice(SURFACES), np.float32)
    if rng.random() < 0.5:  # planks and their grain
        grain = cv2.GaussianBlur(
            g.normal(0, 1, (h, w)).astype(np.float32), (0, 0), sigmaX=15, sigmaY=0.6
        )
        grain /= grain.std() + 1e-6
        tone = 1 + 0.05 * grain + 0.05 * np.sin(np.floor(np.arange(h) / (h / 5))[:, None] * 2.1)
        out = base * tone[..., None]
        out[(np.arange(h) % max(1, h // 5)) < 1] *= 0.6
        return np.asarray(cv2.resize(out, full, interpolation=cv2.INTER_LINEAR), np.float32)
    speck = g.normal(0, 1, (h, w)).astype(np.float32)
    out = base * (1 + 0.06 * speck)[..., None]
    return np.asarray(cv2.resize(out, full, interpolation=cv2.INTER_LINEAR), np.float32)


def glasses(img: np.ndarray, boxes: list[Box4], rng: random.Random, scale: float) -> bool:
    """Reading glasses laid on the page clear of boxes: two lenses that magnify what lies under
    them, their rims and bridge, the temples folded under; True when they found room."""
    h, w = img.shape[:2]
    rx, ry = 0.065 * scale, 0.045 * scale
    for _ in range(80):
        cx, cy = rng.uniform(0.15, 0.85) * w, rng.uniform(0.1, 0.9) * h
        gap = rx * 2.5
        if clear(
            boxes, cx - gap / 2 - rx * 1.3, cy - ry * 1.4, cx + gap / 2 + rx * 1.3, cy + ry * 1.4
        ):
            break
    else:
        return False
    tint = np.array(rng.choice(((0.97, 0.95, 0.9), (0.93, 0.95, 0.97))), np.float32)
    rim = np.array(rng.choice(((30, 22, 20), (80, 50, 30), (120, 20, 40))), np.float32)
    mag = rng.uniform(1.25, 1.5)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    for lx in (cx - gap / 2, cx + gap / 2):
        d = ((xx - lx) / rx) ** 2 + ((yy - cy) / ry) ** 2
        inside = d < 1
        mapx = np.where(inside, lx + (xx - lx) / mag, xx).astype(np.float32)
        mapy = np.where(inside, cy + (yy - cy) / mag, yy).astype(np.float32)
        seen = cv2.remap(img, mapx, mapy, cv2.INTER_LINEAR)
        shine = np.clip(
            1 - ((xx - lx + rx * 0.3) / (rx * 0.5)) ** 2 - ((yy - cy + ry * 0.4) / (ry * 0.2)) ** 2,
            0,
            1,
        )
        seen = seen * tint + 60 * shine[..., None]
        img[inside] = seen[inside]
        ring = (d >= 1) & (d < 1.12)
        img[ring] = rim
    cv2.line(
        img,
        (int(cx - gap / 2 + rx), int(cy - ry * 0.2)),
        (int(cx + gap / 2 - rx), int(cy - ry * 0.2)),
        rim.tolist(),
        max(2, int(rx / 14)),
    )
    for sx in (-1, 1):
        x0 = cx + sx * (gap / 2 + rx * 0.98)
        cv2.line(
            img,
            (int(x0), int(cy - ry * 0.3)),
            (int(x0 - sx * rx * 0.7), int(cy + ry * 0.9)),
            rim.tolist(),
            max(2, int(rx / 16)),
        )
    return True


def flare(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """A light just above the frame: a veil from that edge and ghosts strung through the centre."""
    h, w = img.shape[:2]
    sx, sy = rng.uniform(0.2, 0.8) * w, -0.08 * h
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    veil = np.exp(-(((xx - sx) ** 2 + (yy - sy) ** 2) / (0.45 * h) ** 2))
    out = img * (1 - 0.35 * veil[..., None]) + 250 * 0.35 * veil[..., None]
    cx, cy = w / 2, h / 2
    for t in (0.4, 0.75, 1.2, 1.55, 1.9):
        gx, gy = sx + (cx - sx) * t * 1.05, sy + (cy - sy) * t * 1.05
        r = w * rng.uniform(0.02, 0.08)
        colour = np.array(
            rng.choice(((120, 255, 160), (255, 170, 90), (150, 140, 255), (255, 240, 200))),
            np.float32,
        )
        disc = np.clip(1.2 - np.sqrt((xx - gx) ** 2 + (yy - gy) ** 2) / r, 0, 1) ** 0.7
        a = rng.uniform(0.07, 0.16) * disc[..., None]
        out = out * (1 - a) + colour * a
    return np.asarray(out, np.float32)


def markup(img: np.ndarray, ring: Box4, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """The markup editor's red pen: a loose ring round ring (a box), an arrow to it from the margin
    and a word or two in its text box where they cover no box."""
    h, w = img.shape[:2]
    pic = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    d = ImageDraw.Draw(pic)
    red = rng.choice(((255, 45, 35), (240, 20, 60), (250, 80, 20)))
    lw = max(4, int(w / 260))
    x0, y0, x1, y1 = ring
    mx, my, rx, ry = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2 + 3 * lw, (y1 - y0) / 2 + 3 * lw
    turns = np.linspace(0.3, 2 * np.pi + 0.7, 60)
    wob = 1 + 0.05 * np.sin(turns * 3 + rng.uniform(0, 6))
    d.line(
        [(mx + rx * wob[i] * np.cos(t), my + ry * wob[i] * np.sin(t)) for i, t in enumerate(turns)],
        fill=red,
        width=lw,
        joint="curve",
    )
    words = rng.choice(
        ("rabies shot", "Rabies!", "here's the date", "proof of rabies", "see circled")
    )
    f = font("lsans-bold", int(w / 28))
    tw = f.getlength(words)
    for ty in sorted(
        (y0 - h * 0.12, y1 + h * 0.08, y0 - h * 0.22, y1 + h * 0.18), key=lambda _: rng.random()
    ):
        tx = min(max(10, mx - tw / 2 + rng.uniform(-w * 0.15, w * 0.15)), w - tw - 10)
        if 20 < ty < h - 60 and clear(boxes, tx, ty - w / 28, tx + tw, ty + 8, 6):
            d.text((tx, ty), words, font=f, fill=red, anchor="ls")
            tip = (mx, y0 - 2 * lw) if ty < y0 else (mx, y1 + 2 * lw)
            d.line([(tx + tw / 2, ty + (8 if ty < y0 else -w / 28 - 6)), tip], fill=red, width=lw)
            break
    return np.asarray(pic, np.float32)


def staple(img: np.ndarray, corner: tuple[float, float], scale: float, rng: random.Random) -> None:
    """A staple through the top-left corner: a short bright steel bar with its shadow, and the
    paper dented round it."""
    x, y = corner
    ln = scale * 0.028
    ang = np.radians(rng.uniform(20, 60))
    p0 = (int(x + scale * 0.02), int(y + scale * 0.03))
    p1 = (int(p0[0] + ln * np.cos(ang)), int(p0[1] - ln * np.sin(ang)))
    dent = np.zeros(img.shape[:2], np.float32)
    cv2.circle(dent, p0, int(scale * 0.04), 1.0, -1)
    dent = cv2.GaussianBlur(dent, (0, 0), scale * 0.015)
    img *= (1 - 0.12 * dent)[..., None]
    cv2.line(
        img, (p0[0] + 3, p0[1] + 3), (p1[0] + 3, p1[1] + 3), (70, 70, 70), max(2, int(scale / 500))
    )
    cv2.line(img, p0, p1, (205, 208, 214), max(2, int(scale / 500)))
