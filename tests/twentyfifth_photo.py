"""The twenty-fifth set's phone pictures: the page on a clipboard shot at a slant (the steel clip
over its top edge), held up in one hand (the fingers over the margin, the room behind out of
focus, the page bowed), in a dim lamp-lit kitchen (a warm cast, a pool of light, heavy sensor
noise), in a clear sheet protector (haze, the lamp's streaks of glare, the punched strip), a paper
that was crumpled and flattened again (creases that shade and bend the lines), and a picture
forwarded through WhatsApp (at most 1,600 pixels, 4:2:0 chroma, quality near 60, over-sharpened
before). Nothing laid on the page covers a truth value; every picture is a JPEG whose long side
is at least 1,600 pixels."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.twentyfifth_canvas import Sheet, keep_boxes, render

Box4 = tuple[float, float, float, float]


def _clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float) -> bool:
    return all(x1 < a or x0 > c or y1 < b or y0 > d for a, b, c, d in boxes)


def _clipboard(page: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """The page on a masonite board, the board's steel clip over the page's top edge where no
    truth value lies."""
    h, w = page.shape[:2]
    pad, above = int(w * 0.04), int(h * 0.1)
    board = np.empty((h + above + pad, w + 2 * pad, 3), np.float32)
    board[:] = np.array(rng.choice(((150, 104, 60), (128, 88, 52), (70, 100, 140))), np.float32)
    board[above : above + h, pad : pad + w] = page
    cw = int(w * rng.uniform(0.3, 0.4))
    for drop in (0.06, 0.045, 0.03, 0.015, 0.0):
        ch = int(h * drop)
        x0 = int(rng.uniform(0.1, 0.9) * w - cw / 2)
        if _clear(boxes, x0, 0, x0 + cw, ch + 4):
            break
    x0 = max(x0, 0) + pad
    top = above - int(h * 0.05)
    yy = np.linspace(0, 1, above + ch - top)[:, None, None]
    board[top : above + ch, x0 : x0 + cw] = 150 + 80 * np.sin(yy * 3.1) ** 2
    board[above + ch : above + ch + 5, x0 : x0 + cw] *= 0.55  # its shadow
    return board


def _fingers(page: np.ndarray, boxes: list[Box4], rng: random.Random) -> None:
    """A thumb over the left or right margin, where no truth value lies."""
    h, w = page.shape[:2]
    skin = np.array(rng.choice(((224, 172, 140), (190, 130, 96), (140, 96, 70))), np.float32)
    tw, th = int(w * 0.075), int(h * 0.09)
    for _ in range(40):
        side = rng.choice((0, 1))
        cy = int(rng.uniform(0.2, 0.85) * h)
        x0 = -tw // 2 if side == 0 else w - tw // 2
        if _clear(boxes, x0, cy - th // 2, x0 + tw, cy + th // 2):
            yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
            d = ((xx - x0 - tw / 2) / (tw / 2)) ** 2 + ((yy - cy) / (th / 2)) ** 2
            a = np.clip((1 - d) * 6, 0, 1)[..., None]
            shade = np.clip(1.1 - 0.3 * d, 0.7, 1.1)[..., None]
            page[:] = page * (1 - a) + skin * shade * a
            return


def _background(kind: str, h: int, w: int, g: np.random.Generator) -> np.ndarray:
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind == "clipboard_angle":  # a table under the board: painted, a little worn
        base = 150 + 10 * np.sin(xx / 300) + g.normal(0, 3, (h, w))
        return np.stack([base * 0.7, base * 0.8, base], -1)
    if kind == "held_in_hand":  # a room out of focus: a window's light, a dark shelf
        base = 90 + 80 * np.exp(-(((xx - w * 0.8) / (w * 0.3)) ** 2)) + 20 * np.sin(yy / 90)
        return np.stack([base, base * 0.95, base * 0.85], -1)
    if kind == "lamp_lit_kitchen":  # a butcher-block counter
        grain = 14 * np.sin(xx / 7 + 2 * np.sin(yy / 80)) + g.normal(0, 4, (h, w))
        return np.stack([150 + grain, 110 + grain, 70 + grain * 0.6], -1)
    if kind == "plastic_sleeve":  # a grey desk mat
        base = 70 + g.normal(0, 2, (h, w))
        return np.stack([base, base + 4, base + 8], -1)
    # a dark sofa's cushion (the crumpled page's, the forwarded picture's)
    base = 48 + 8 * np.sin(xx / 40) * np.sin(yy / 55) + g.normal(0, 5, (h, w))
    return np.stack([base * 1.1, base, base * 0.95], -1)


def _crease_field(h: int, w: int, rng: random.Random) -> np.ndarray:
    """The light and shade of a sheet crumpled and flattened: random crease lines, each a ridge."""
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    shade = np.zeros((h, w), np.float32)
    for _ in range(rng.randrange(7, 13)):
        ang = rng.uniform(0, np.pi)
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        d = (xx - cx) * np.sin(ang) - (yy - cy) * np.cos(ang)
        s = rng.uniform(0.006, 0.012) * max(h, w)
        shade += rng.uniform(0.04, 0.09) * np.tanh(d / s) * np.exp(-((d / (3 * s)) ** 2))
    return shade


def photo(sheet: Sheet, kind: str, rng: random.Random, keep: set[str]) -> Image.Image:
    g = np.random.default_rng(rng.randrange(2**32))
    frame_w, frame_h = rng.choice(((2448, 3264), (2268, 3024), (1920, 2560)))
    if sheet.w > sheet.h:
        frame_w, frame_h = frame_h, frame_w
    fill = rng.uniform(0.62, 0.7) if kind == "clipboard_angle" else rng.uniform(0.7, 0.84)
    k = min(frame_w * fill / sheet.w, frame_h * fill / sheet.h)
    page: np.ndarray = np.asarray(render(sheet, k * 72), np.float32).copy()
    boxes = keep_boxes(sheet, keep, k)
    ph, pw = page.shape[:2]
    if kind == "held_in_hand":
        _fingers(page, boxes, rng)
    if kind == "rewrinkled_paper":
        shade = _crease_field(ph, pw, rng)
        page *= (1 + shade)[..., None]
        dy = cv2.GaussianBlur(shade, (0, 0), 3) * ph * 0.01
        mx, my = np.meshgrid(np.arange(pw, dtype=np.float32), np.arange(ph, dtype=np.float32))
        page = cv2.remap(page, mx, my + dy, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    if kind == "held_in_hand":  # the page bows away from the hand
        mx, my = np.meshgrid(np.arange(pw, dtype=np.float32), np.arange(ph, dtype=np.float32))
        bow = (np.sin(mx / pw * np.pi) * ph * rng.uniform(0.01, 0.025)).astype(np.float32)
        page = cv2.remap(page, mx, my - bow, cv2.INTER_LINEAR, borderValue=(0, 0, 0))
    if kind == "clipboard_angle":
        page = _clipboard(page, boxes, rng)
        ph, pw = page.shape[:2]
    bg: np.ndarray = _background(kind, frame_h, frame_w, g).astype(np.float32)
    if kind == "held_in_hand":
        bg = cv2.GaussianBlur(bg, (0, 0), 25)
    j = 0.05 * min(frame_w, frame_h)
    ox = (frame_w - pw) / 2 + rng.uniform(-j, j)
    oy = (frame_h - ph) / 2 + rng.uniform(-j, j)
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    quad = np.array([(ox, oy), (ox + pw, oy), (ox + pw, oy + ph), (ox, oy + ph)], np.float32)
    tilt = j * (2.2 if kind == "clipboard_angle" else 0.8)
    quad[0, 0] += tilt * rng.uniform(0.6, 1.0)
    quad[1, 0] -= tilt * rng.uniform(0.6, 1.0)
    quad += np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)], np.float32) * 0.4
    m = cv2.getPerspectiveTransform(src, quad)
    size = (frame_w, frame_h)
    warped = cv2.warpPerspective(page, m, size, flags=cv2.INTER_LINEAR)
    alpha = cv2.warpPerspective(np.ones((ph, pw), np.float32), m, size)
    img = warped * alpha[..., None] + bg * (1 - alpha[..., None])
    return Image.fromarray(np.clip(_light(img, kind, rng, g), 0, 255).astype(np.uint8))


def _light(img: np.ndarray, kind: str, rng: random.Random, g: np.random.Generator) -> np.ndarray:
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = rng.uniform(0.1, 0.9) * w, rng.uniform(0.1, 0.9) * h
    pool = np.exp(-(((xx - cx) / (0.7 * w)) ** 2 + ((yy - cy) / (0.7 * h)) ** 2))
    sigma = rng.uniform(1.5, 4)
    if kind == "lamp_lit_kitchen":  # dim, warm, noisy
        img = img * (0.28 + 0.3 * pool)[..., None] * np.array((1.15, 0.92, 0.62), np.float32)
        img = np.power(np.clip(img, 0, 255) / 255, 0.8) * 255
        sigma = rng.uniform(7, 11)
        chroma = cv2.resize(g.normal(0, 5, (h // 4, w // 4, 3)).astype(np.float32), (w, h))
        img = img + chroma
    elif kind == "plastic_sleeve":  # a haze, two streaks of glare, the punched strip
        img = img * 0.9 + 20
        for _ in range(2):
            ang, off = rng.uniform(0.5, 1.1), rng.uniform(0.2, 0.8) * w
            d = (xx - off) * np.cos(ang) + (yy - h / 2) * np.sin(ang) - rng.uniform(-0.2, 0.2) * w
            streak = np.exp(-((d / (0.025 * w)) ** 2)) * rng.uniform(0.35, 0.5)
            img = img + (255 - img) * streak[..., None]
        strip = int(w * 0.035)
        side = slice(0, strip) if rng.random() < 0.5 else slice(w - strip, w)
        img[:, side] = img[:, side] * 0.85 + 30
        for hy in (0.2, 0.5, 0.8):
            r, hx = int(strip * 0.22), (strip // 2 if side.start == 0 else w - strip // 2)
            cv2.circle(img, (hx, int(hy * h)), r, (40.0, 40.0, 40.0), -1)
    else:
        img = img * (0.82 + 0.22 * pool)[..., None]
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.7, 1.3))
    return img + g.normal(0, sigma, img.shape).astype(np.float32)


def photo_jpeg(img: Image.Image, kind: str, rng: random.Random) -> bytes:
    """The camera's JPEG; WhatsApp's forward is over-sharpened, cut to 1,600 px and squeezed."""
    buf = io.BytesIO()
    if kind == "whatsapp_forward":
        arr = np.asarray(img, np.float32)
        soft = cv2.GaussianBlur(arr, (0, 0), 2.0)
        arr = np.clip(arr + rng.uniform(0.8, 1.4) * (arr - soft), 0, 255)
        img = Image.fromarray(arr.astype(np.uint8))
        k = 1600 / max(img.size)
        img = img.resize(
            (round(img.size[0] * k), round(img.size[1] * k)), Image.Resampling.BILINEAR
        )
        img.save(buf, format="JPEG", quality=rng.randrange(55, 66), subsampling=2)
    else:
        img.save(buf, format="JPEG", quality=rng.randrange(78, 90))
    return buf.getvalue()
