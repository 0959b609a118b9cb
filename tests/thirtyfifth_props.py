"""What the thirty-fifth set's phone pictures put round and on the page: the top of a wire dog
crate under it (the wires' grid seen round the page and pressed through it as faint ridges), a
vet's stainless exam table (brushed steel, a bright band from the ceiling light, a cold cast), a
moving box (kraft cardboard, a marker's room name, a strip of packing tape over the page's
margin), a fingertip over a corner of the lens (a soft, translucent pink blur), a torch held over
the page in a dark room, and the Photos app's crop editor round the picture (a PNG screenshot
with the thirds grid over the page). Nothing covers a truth value."""

from __future__ import annotations

import random

import cv2
import numpy as np
from PIL import Image, ImageDraw

from tests.thirtyfifth_faces import font

Box4 = tuple[float, float, float, float]


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float, pad: float = 0) -> bool:
    return all(x1 + pad < a or x0 - pad > c or y1 + pad < b or y0 - pad > d for a, b, c, d in boxes)


def _noise(h: int, w: int, g: np.random.Generator, blur: float) -> np.ndarray:
    n = cv2.GaussianBlur(g.normal(0, 1, (h // 4, w // 4)).astype(np.float32), (0, 0), blur)
    return np.asarray(cv2.resize(n / (n.std() + 1e-6), (w, h)), np.float32)


def _grid(h: int, w: int, step: int, width: int) -> np.ndarray:
    m = np.zeros((h, w), np.float32)
    m[:, [x for x in range(step // 3, w, step)]] = 1
    m[[y for y in range(step // 3, h, step)], :] = 1
    return np.asarray(cv2.dilate(m, np.ones((width, width), np.uint8)), np.float32)


def crate(h: int, w: int, rng: random.Random) -> np.ndarray:
    """A dark floor far below, the crate's tray, and the wire grid over it."""
    g = np.random.default_rng(rng.randrange(2**32))
    floor = np.array(rng.choice(((60, 50, 44), (40, 40, 44))), np.float32)
    img = floor * (1 + 0.1 * _noise(h, w, g, 2))[..., None]
    wire = _grid(h, w, rng.randrange(110, 150), 7)[..., None]
    metal = np.array(rng.choice(((30, 30, 32), (175, 178, 182))), np.float32)
    return np.asarray(img * (1 - wire) + metal * wire, np.float32)


def ridges(img: np.ndarray, page: np.ndarray, rng: random.Random) -> np.ndarray:
    """The wires pressed up through the paper: faint light and dark lines a grid apart."""
    h, w = page.shape
    g = cv2.GaussianBlur(_grid(h, w, rng.randrange(110, 150), 3), (0, 0), 4)
    shade = 1 - 0.07 * g * page + 0.03 * np.roll(g, 6, 0) * page
    return np.asarray(img * shade[..., None], np.float32)


def steel(h: int, w: int, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    streak = cv2.resize(g.normal(0, 1, (h // 2, 8)).astype(np.float32), (w, h))
    base = 175 + 10 * streak + 6 * _noise(h, w, g, 3)
    yy, xx = np.mgrid[0:h:8, 0:w:8].astype(np.float32)
    band = np.exp(-((((xx * 0.6 + yy * 0.8) / max(h, w) - rng.uniform(0.3, 0.7)) / 0.06) ** 2))
    img = (base + 60 * cv2.resize(band, (w, h)))[..., None] * np.array(
        (0.95, 0.99, 1.04), np.float32
    )
    return np.asarray(img, np.float32)


def cardboard(h: int, w: int, rng: random.Random) -> np.ndarray:
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array((176, 136, 92), np.float32)
    flutes = 0.03 * np.sin(np.arange(w, dtype=np.float32) / 9.0)[None, :]
    img = base * (1 + 0.05 * _noise(h, w, g, 2) + flutes)[..., None]
    out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    d = ImageDraw.Draw(out)
    word = rng.choice(("KITCHEN", "DOG STUFF", "OFFICE", "FILES - KEEP"))
    d.text((w * 0.05, h * 0.975), word, font=font("staypuft", int(h * 0.05)), fill=(25, 25, 30),
           anchor="ls")  # fmt: skip
    return np.asarray(out, np.float32)


def tape(img: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """A strip of clear packing tape across the top or bottom of the picture, clear of values."""
    h, w = img.shape[:2]
    band = int(0.06 * h)
    for y in [int(h * f) for f in (0.02, 0.9, 0.05, 0.86)]:
        if clear(boxes, 0, y, w, y + band, 0.01 * h):
            yy = np.arange(h, dtype=np.float32)[:, None]
            m = ((yy >= y) & (yy < y + band)).astype(np.float32) * np.ones((1, w), np.float32)
            m = cv2.GaussianBlur(m, (0, 0), 1.5)[..., None]
            shine = np.exp(-(((yy - y - band * 0.3) / (band * 0.08)) ** 2))[..., None]
            tint = np.array((1.0, 0.97, 0.86), np.float32)
            return np.asarray(img * (1 - m) + (img * tint * 0.96 + 40 * shine) * m, np.float32)
    return img


def fingertip(img: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    h, w = img.shape[:2]
    corners = [(0, 0), (w, 0), (0, h), (w, h)]
    rng.shuffle(corners)
    for r in (0.28, 0.22, 0.17, 0.13):
        for cx, cy in corners:
            rad = r * w
            if clear(boxes, cx - rad * 0.8, cy - rad * 0.8, cx + rad * 0.8, cy + rad * 0.8):
                m = np.zeros((h // 8, w // 8), np.float32)
                cv2.circle(m, (int(cx / 8), int(cy / 8)), int(rad / 8), 1.0, -1)
                m = cv2.resize(cv2.GaussianBlur(m, (0, 0), rad / 32), (w, h))[..., None]
                skin = np.array((226, 150, 128), np.float32)
                small = cv2.resize(img, (w // 8, h // 8), interpolation=cv2.INTER_AREA)
                glow = cv2.resize(cv2.GaussianBlur(small, (0, 0), 3), (w, h))
                return np.asarray(img * (1 - m) + (0.55 * skin + 0.45 * glow) * m, np.float32)
    return img


def torch(img: np.ndarray, rng: random.Random) -> np.ndarray:
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h:8, 0:w:8].astype(np.float32)
    cx, cy = rng.uniform(0.42, 0.58) * w, rng.uniform(0.42, 0.58) * h
    r2 = ((xx - cx) / (0.55 * w)) ** 2 + ((yy - cy) / (0.55 * h)) ** 2
    light = cv2.resize(0.18 + 0.95 * np.exp(-r2 * 1.4), (w, h))
    return np.asarray(img * light[..., None] * np.array((0.96, 1.0, 1.06), np.float32), np.float32)


def crop_editor(view: np.ndarray, rng: random.Random) -> np.ndarray:
    """A 1170 by 2532 screenshot of Photos' crop editor: the picture with the crop frame, the
    thirds grid over it, and the straighten dial."""
    vh, vw = view.shape[:2]
    s = 1090 / vw
    pic = cv2.resize(view, (1090, int(vh * s)), interpolation=cv2.INTER_AREA)
    ph = min(pic.shape[0], 1900)
    pic = pic[:ph]
    screen = Image.new("RGB", (1170, 2532), (0, 0, 0))
    top = 250 + (1900 - ph) // 2
    screen.paste(Image.fromarray(np.clip(pic, 0, 255).astype(np.uint8)), (40, top))
    over = Image.new("RGBA", screen.size, (0, 0, 0, 0))
    d = ImageDraw.Draw(over)
    x0, y0, x1, y1 = 40, top, 1130, top + ph
    for i in (1, 2):
        d.line((x0 + (x1 - x0) * i // 3, y0, x0 + (x1 - x0) * i // 3, y1), (255, 255, 255, 110), 2)
        d.line((x0, y0 + (y1 - y0) * i // 3, x1, y0 + (y1 - y0) * i // 3), (255, 255, 255, 110), 2)
    d.rectangle((x0, y0, x1, y1), outline=(255, 255, 255, 230), width=3)
    for cx, cy, sx, sy in ((x0, y0, 1, 1), (x1, y0, -1, 1), (x0, y1, 1, -1), (x1, y1, -1, -1)):
        d.line((cx, cy, cx + 70 * sx, cy), (255, 255, 255, 255), 9)
        d.line((cx, cy, cx, cy + 70 * sy), (255, 255, 255, 255), 9)
    screen.paste(over, (0, 0), over)
    d2 = ImageDraw.Draw(screen)
    ui = font("clearsans", 40)
    d2.text((60, 150), "Cancel", font=ui, fill=(255, 255, 255))
    d2.text((1110, 150), "Done", font=font("clearsans-bold", 40), fill=(255, 204, 0), anchor="ra")
    d2.text((585, 2230), f"{rng.randrange(-9, 10)}°", font=ui, fill=(255, 204, 0), anchor="ma")
    for i in range(-20, 21):
        x = 585 + i * 26
        d2.line((x, 2300, x, 2330 if i % 5 else 2345), fill=(170, 170, 170), width=3)
    for i, word in enumerate(("AUTO", "STRAIGHTEN", "VERTICAL", "HORIZONTAL")):
        d2.text((150 + i * 290, 2420), word, font=font("clearsans", 26), fill=(200, 200, 200),
                anchor="ma")  # fmt: skip
    return np.asarray(screen, np.float32)
