"""What the thirty-third set's phone pictures do to the page: the owner's lap (blue denim round
the page, the page bowed over the knees and shaded on the far side), a lawn in daylight (grass
blades over the page's edges, a bright, cool picture), a muddy paw print where the dog stepped on
the page, a corner the puppy chewed off (a bitten, ragged edge, the paper darkened round it), a
glass of water on the table throwing its shadow and its bright caustic lines across the page, and
the Photos app's Live Text with a line selected (the blue tint, the handles and the menu). Nothing
covers a truth value: a prop is moved or left out where it would."""

from __future__ import annotations

import random

import cv2
import numpy as np
from PIL import Image, ImageDraw

from tests.thirtythird_faces import font

Box4 = tuple[float, float, float, float]


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float, pad: float = 0) -> bool:
    return all(x1 + pad < a or x0 - pad > c or y1 + pad < b or y0 - pad > d for a, b, c, d in boxes)


def _noise(h: int, w: int, g: np.random.Generator, blur: float) -> np.ndarray:
    n = cv2.GaussianBlur(g.normal(0, 1, (h // 4, w // 4)).astype(np.float32), (0, 0), blur)
    return np.asarray(cv2.resize(n / (n.std() + 1e-6), (w, h)), np.float32)


def table(h: int, w: int, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array(rng.choice(((176, 138, 96), (210, 204, 192), (96, 80, 66))), np.float32)
    return np.asarray(base * (1 + 0.05 * _noise(h, w, g, 2))[..., None], np.float32)


def denim(h: int, w: int, rng: random.Random) -> np.ndarray:
    """Blue twill: diagonal ribs, a mottled fade, the knees lighter."""
    g = np.random.default_rng(rng.randrange(2**32))
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    rib = 0.5 + 0.5 * np.sin((xx + yy) * 2 * np.pi / rng.uniform(5, 8))
    base = np.array(rng.choice(((52, 72, 118), (70, 96, 140), (38, 48, 80))), np.float32)
    shade = 1 + 0.08 * rib + 0.1 * _noise(h, w, g, 3)
    return np.asarray(base * shade[..., None], np.float32)


def grass(h: int, w: int, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array((72, 118, 48), np.float32) * (1 + 0.18 * _noise(h, w, g, 1.5))[..., None]
    img = Image.fromarray(np.clip(base, 0, 255).astype(np.uint8))
    d = ImageDraw.Draw(img)
    for _ in range(int(h * w / 900)):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        ln = rng.uniform(12, 40)
        c = rng.choice(((60, 110, 40), (110, 160, 70), (40, 80, 30), (140, 170, 90)))
        d.line((x, y, x + rng.uniform(-8, 8), y - ln), fill=c, width=rng.choice((2, 3)))
    return np.asarray(img, np.float32)


def blades_over(img: np.ndarray, page: np.ndarray, boxes: list[Box4], rng: random.Random
                ) -> np.ndarray:  # fmt: skip
    """Grass blades standing over the page's edge (never over a kept string)."""
    edge = cv2.morphologyEx(page, cv2.MORPH_GRADIENT, np.ones((5, 5), np.uint8))
    ys, xs = np.nonzero(edge[::4, ::4] > 0.5)
    out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    d = ImageDraw.Draw(out)
    for i in rng.sample(range(len(xs)), min(len(xs), 260)):
        x, y = xs[i] * 4.0, ys[i] * 4.0
        ln = rng.uniform(20, 55)
        tip = (x + rng.uniform(-14, 14), y - ln)
        if clear(boxes, min(x, tip[0]), tip[1], max(x, tip[0]), y, pad=6):
            c = rng.choice(((70, 120, 45), (100, 150, 60), (50, 95, 35)))
            d.line((x, y, *tip), fill=c, width=rng.choice((2, 3, 4)))
    return np.asarray(out, np.float32)


def paw_print(img: np.ndarray, inside: np.ndarray, boxes: list[Box4], rng: random.Random
              ) -> np.ndarray:  # fmt: skip
    """One or two muddy prints on the page: a pad and four toes, uneven mud, a little smeared."""
    h, w = img.shape[:2]
    g = np.random.default_rng(rng.randrange(2**32))
    mask = np.zeros((h, w), np.float32)
    s = rng.uniform(0.05, 0.075) * w
    for _ in range(rng.choice((1, 2))):
        for _ in range(30):
            cx, cy = rng.uniform(0.15, 0.85) * w, rng.uniform(0.15, 0.85) * h
            box = (cx - 1.1 * s, cy - 1.3 * s, cx + 1.1 * s, cy + 0.9 * s)
            if inside[int(cy), int(cx)] > 0.5 and clear(boxes, *box, pad=0.01 * w):
                break
        else:
            continue
        turn = rng.uniform(-0.6, 0.6)
        c, n = float(np.cos(turn)), float(np.sin(turn))

        def at(dx: float, dy: float, c: float = c, n: float = n, x: float = cx, y: float = cy
               ) -> tuple[int, int]:  # fmt: skip
            return int(x + (dx * c - dy * n) * s), int(y + (dx * n + dy * c) * s)

        cv2.ellipse(mask, at(0, 0.25), (int(0.55 * s), int(0.45 * s)), np.degrees(turn), 0, 360,
                    1.0, -1)  # fmt: skip
        for dx, dy in ((-0.62, -0.45), (-0.22, -0.8), (0.22, -0.8), (0.62, -0.45)):
            cv2.ellipse(mask, at(dx, dy), (int(0.18 * s), int(0.25 * s)), np.degrees(turn), 0,
                        360, 1.0, -1)  # fmt: skip
    mud = np.clip(0.55 + 0.35 * _noise(h, w, g, 1.0), 0.1, 1.0)
    mask = cv2.GaussianBlur(mask, (0, 0), 2.5) * mud * inside
    colour = np.array(rng.choice(((96, 70, 44), (120, 92, 60), (70, 56, 40))), np.float32)
    a = (0.75 * mask)[..., None]
    return np.asarray(img * (1 - a) + colour * a, np.float32)


def bite(pw: int, ph: int, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """The page's alpha with one corner chewed away: overlapping bites, a ragged, damp rim."""
    alpha = np.ones((ph, pw), np.float32)
    r = rng.uniform(0.1, 0.16) * pw
    corners = [(0, 0), (pw, 0), (0, ph), (pw, ph)]
    rng.shuffle(corners)
    for cx, cy in corners:
        if clear(boxes, cx - 1.5 * r, cy - 1.5 * r, cx + 1.5 * r, cy + 1.5 * r, pad=0.01 * pw):
            break
    else:
        return alpha
    g = np.random.default_rng(rng.randrange(2**32))
    for _ in range(rng.randrange(4, 8)):
        ang = rng.uniform(0, 2 * np.pi)
        d = rng.uniform(0.2, 0.75) * r
        bx, by = cx + d * np.cos(ang), cy + d * np.sin(ang)
        cv2.circle(alpha, (int(bx), int(by)), int(rng.uniform(0.35, 0.6) * r), 0.0, -1)
    ragged = cv2.GaussianBlur(g.random((ph, pw)).astype(np.float32), (0, 0), 1.2)
    rim = cv2.dilate(1 - alpha, np.ones((9, 9), np.uint8)) - (1 - alpha)
    return np.asarray(np.where(rim > 0, (ragged > 0.5).astype(np.float32), alpha), np.float32)


def damp(img: np.ndarray, cut: np.ndarray, w: int) -> np.ndarray:
    """Paper darkened and greyed by saliva round the chewed edge."""
    near = cv2.GaussianBlur(cut, (0, 0), 0.012 * w)
    return np.asarray(img * (1 - 0.22 * near[..., None]), np.float32)


def caustics(img: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """A glass of water off the frame's edge: its soft shadow, and bright caustic lines in it."""
    h, w = img.shape[:2]
    g = np.random.default_rng(rng.randrange(2**32))
    r = rng.uniform(0.12, 0.18) * w
    for _ in range(30):
        cx, cy = rng.uniform(0.1, 0.9) * w, rng.uniform(0.1, 0.9) * h
        if clear(boxes, cx - r, cy - 1.6 * r, cx + r, cy + 1.6 * r):
            break
    else:
        cx, cy = rng.choice((-0.02, 1.02)) * w, rng.uniform(0.2, 0.8) * h
    shade = np.zeros((h // 4, w // 4), np.float32)
    cv2.ellipse(shade, (int(cx / 4), int(cy / 4)), (int(r / 4), int(1.6 * r / 4)),
                rng.uniform(-30, 30), 0, 360, 1.0, -1)  # fmt: skip
    shade = cv2.resize(cv2.GaussianBlur(shade, (0, 0), r / 24), (w, h))
    n = _noise(h, w, g, 2.5)
    lines = np.exp(-((n / 0.04) ** 2)) * shade
    warm = np.array((1.0, 0.96, 0.85), np.float32)
    out = img * (1 - 0.3 * shade[..., None]) + 70 * lines[..., None] * warm
    return np.asarray(out, np.float32)


def live_text(view: np.ndarray, sel: Box4 | None, boxes: list[Box4], rng: random.Random
              ) -> np.ndarray:  # fmt: skip
    """A 1179 by 2556 screenshot of the photo in Photos with Live Text on and one line selected."""
    vh, vw = view.shape[:2]
    s = 1179 / vw
    top = 260 + max(0, (2000 - int(vh * s)) // 2)
    pic = cv2.resize(view, (1179, int(vh * s)), interpolation=cv2.INTER_AREA)
    screen = Image.new("RGB", (1179, 2556), (255, 255, 255))
    screen.paste(Image.fromarray(np.clip(pic, 0, 255).astype(np.uint8)), (0, top))
    d = ImageDraw.Draw(screen, "RGBA")
    d.text((80, 92), f"{rng.randrange(7, 12)}:{rng.randrange(60):02d}", font=font("inter-bold", 46),
           fill=(0, 0, 0))  # fmt: skip
    d.text((60, 200), "< Library", font=font("inter", 44), fill=(0, 122, 255))
    d.text((1120, 200), "Edit", font=font("inter", 44), fill=(0, 122, 255), anchor="ra")
    on = [(x0 * s, y0 * s + top, x1 * s, y1 * s + top) for x0, y0, x1, y1 in boxes]
    if sel is not None:
        x0, y0, x1, y1 = sel[0] * s, sel[1] * s + top, sel[2] * s, sel[3] * s + top
        d.rectangle((x0, y0, x1, y1), fill=(0, 122, 255, 70))
        for x, yy in ((x0, y0), (x1, y1)):
            d.line((x, y0, x, y1), fill=(0, 122, 255), width=5)
            d.ellipse((x - 12, yy - 12, x + 12, yy + 12), fill=(0, 122, 255))
        menu = "Copy   Select All   Look Up   Translate   Share"
        mw = font("inter", 36).getlength(menu) + 60
        mx = min(max(20, (x0 + x1) / 2 - mw / 2), 1159 - mw)
        for my in (y0 - 110, y1 + 30):
            if clear(on, mx, my, mx + mw, my + 84, pad=6):
                d.rounded_rectangle((mx, my, mx + mw, my + 84), 18, fill=(40, 40, 42, 245))
                d.text((mx + 30, my + 56), menu, font=font("inter", 36), fill=(255, 255, 255))
                break
    d.rectangle((0, 2330, 1179, 2556), fill=(248, 248, 248))
    for i in range(4):
        cx = 150 + i * 293
        d.rounded_rectangle((cx - 34, 2400, cx + 34, 2468), 12, outline=(0, 122, 255), width=5)
    return np.asarray(screen, np.float32)
