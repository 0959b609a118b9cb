"""What the thirty-second set's phone pictures do to the page: a table top under it or a green
cutting mat with its grid and ruler numbers, a coffee mug's rim out of focus in the foreground,
rain drops on the lens (each a small blurred, magnified and flipped lens of the scene with a
bright rim), a beauty mode's smoothing, brightening and warmth, a video's blocky compression and
motion blur, and a video call's screen round the picture (the call's name and timer, the self
view, the buttons). Nothing covers a truth value: a prop is moved or left out where it would."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image, ImageDraw

from tests.thirtysecond_faces import font

Box4 = tuple[float, float, float, float]
SURFACES = ((176, 128, 84), (204, 198, 186), (84, 64, 52), (132, 140, 150), (220, 214, 204))


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float, pad: float = 0) -> bool:
    return all(x1 + pad < a or x0 - pad > c or y1 + pad < b or y0 - pad > d for a, b, c, d in boxes)


def surface(h: int, w: int, rng: random.Random, colour: tuple[int, int, int] | None) -> np.ndarray:
    """A table top: a colour, a little mottled (drawn at a quarter and enlarged)."""
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array(colour or rng.choice(SURFACES), np.float32)
    speck = cv2.GaussianBlur(g.normal(0, 1, (h // 4, w // 4)).astype(np.float32), (0, 0), 2)
    out = base * (1 + 0.06 * speck / (speck.std() + 1e-6))[..., None]
    return np.asarray(cv2.resize(out, (w, h), interpolation=cv2.INTER_LINEAR), np.float32)


def cutting_mat(h: int, w: int, rng: random.Random) -> np.ndarray:
    """A green self-healing mat: a grid every inch (a finer one between), ruler numbers."""
    mat = Image.new("RGB", (w, h), rng.choice(((38, 110, 78), (30, 96, 84), (52, 70, 120))))
    d = ImageDraw.Draw(mat)
    step = rng.uniform(0.09, 0.12) * min(w, h)
    line = (150, 200, 170)
    for i in range(int(max(w, h) / step * 2) + 2):
        at = i * step / 2
        wd = 2 if i % 2 == 0 else 1
        d.line((at, 0, at, h), fill=line, width=wd)
        d.line((0, at, w, at), fill=line, width=wd)
    f = font("sora", int(step / 4))
    for i in range(1, int(max(w, h) / step) + 1):
        d.text((i * step + 4, 6), str(i), font=f, fill=(240, 236, 150))
        d.text((6, i * step + 4), str(i), font=f, fill=(240, 236, 150))
    return surface(h, w, rng, (128, 128, 128)) / 128 * np.asarray(mat, np.float32)


def foreground_mug(img: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """A mug's rim, near the lens and far out of focus, across a corner of the frame."""
    h, w = img.shape[:2]
    for _ in range(12):
        cx = rng.choice((-0.05, 1.05)) * w
        cy = rng.uniform(0.55, 1.1) * h
        r = rng.uniform(0.22, 0.34) * w
        if clear(boxes, cx - r, cy - r, cx + r, cy + r, pad=0.04 * w):
            break
    else:
        return img
    mask = np.zeros((h, w), np.float32)
    cv2.circle(mask, (int(cx), int(cy)), int(r), 1.0, -1)
    soft = cv2.resize(cv2.GaussianBlur(mask[::8, ::8], (0, 0), 0.02 * w / 8), (w, h))[..., None]
    colour = np.array(rng.choice(((200, 60, 50), (235, 232, 224), (40, 60, 110))), np.float32)
    small = cv2.resize(img, (w // 8, h // 8), interpolation=cv2.INTER_AREA)
    glow = cv2.resize(cv2.GaussianBlur(small, (0, 0), 0.03 * w / 8), (w, h))
    return np.asarray(img * (1 - soft) + (0.75 * colour + 0.25 * glow) * soft, np.float32)


def rain_drops(img: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """Drops on the lens: each shows the scene behind it small, blurred and flipped, rimmed."""
    h, w = img.shape[:2]
    out = img.copy()
    for _ in range(rng.randrange(5, 11)):
        r = rng.uniform(0.02, 0.05) * w
        cx, cy = rng.uniform(r, w - r), rng.uniform(r, h - r)
        if not clear(boxes, cx - r, cy - r, cx + r, cy + r, pad=0.01 * w):
            continue
        x0, y0, x1, y1 = int(cx - r), int(cy - r), int(cx + r), int(cy + r)
        big = int(r * 3)
        bx0, by0 = max(0, int(cx) - big), max(0, int(cy) - big)
        scene = img[by0 : int(cy) + big, bx0 : int(cx) + big]
        lens = cv2.resize(scene[::-1, ::-1], (x1 - x0, y1 - y0))
        lens = cv2.GaussianBlur(lens, (0, 0), r / 10) * 1.08
        mask = np.zeros((y1 - y0, x1 - x0), np.float32)
        cv2.circle(mask, ((x1 - x0) // 2, (y1 - y0) // 2), int(r * 0.95), 1.0, -1)
        rim = mask - cv2.erode(mask, np.ones((5, 5), np.uint8))
        mask = cv2.GaussianBlur(mask, (0, 0), 1.5)[..., None]
        patch = out[y0:y1, x0:x1]
        out[y0:y1, x0:x1] = patch * (1 - mask) + lens * mask + 60 * rim[..., None]
    return out


def beauty(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """A beauty mode: edge-keeping smoothing, lifted shadows and a warm, rosy tone."""
    u8 = np.clip(img, 0, 255).astype(np.uint8)
    d = rng.choice((7, 9))
    smooth = cv2.bilateralFilter(u8, d, rng.uniform(40, 70), rng.uniform(5, 9)).astype(np.float32)
    t = smooth / 255
    lifted = 255 * (t + rng.uniform(0.12, 0.2) * t * (1 - t))
    return np.asarray(lifted * np.array((1.05, 0.99, 0.97), np.float32) + 4, np.float32)


def _recompress(img: np.ndarray, quality: int) -> np.ndarray:
    buf = io.BytesIO()
    Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)).save(buf, "JPEG", quality=quality)
    return np.asarray(Image.open(io.BytesIO(buf.getvalue())).convert("RGB"), np.float32)


def video_frame(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """A frame of a phone video: a little motion blur along the hand's sway, then the video's
    coarse, blocky compression (a soft picture at a lower resolution, quantized in blocks)."""
    n = rng.randrange(3, 8)
    kern = np.zeros((n, n), np.float32)
    if rng.random() < 0.5:
        kern[n // 2, :] = 1
    else:
        np.fill_diagonal(kern, 1)
    img = cv2.filter2D(img, -1, kern / kern.sum())
    h, w = img.shape[:2]
    s = rng.uniform(0.7, 0.85)
    small = cv2.resize(img, (int(w * s), int(h * s)), interpolation=cv2.INTER_AREA)
    small = _recompress(small, rng.randrange(28, 42))
    return np.asarray(cv2.resize(small, (w, h), interpolation=cv2.INTER_LINEAR), np.float32)


def call_screenshot(view: np.ndarray, boxes: list[Box4], rng: random.Random) -> np.ndarray:
    """A 1170 by 2532 screenshot of a video call: the far end's picture of the page (the call's
    compression) full screen, the caller's name and timer, the self view and the buttons."""
    view = _recompress(cv2.resize(view, (540, 960), interpolation=cv2.INTER_AREA), 45)
    pic = Image.fromarray(np.clip(cv2.resize(view, (1170, 2080)), 0, 255).astype(np.uint8))
    screen = Image.new("RGB", (1170, 2532), (18, 18, 20))
    screen.paste(pic, (0, 226))
    d = ImageDraw.Draw(screen)
    d.text((585, 110), rng.choice(("Mom", "Grandma Jo", "Dan (work)", "Aunt Rita")),
           font=font("sora-bold", 46), fill=(255, 255, 255), anchor="ms")  # fmt: skip
    d.text((585, 170), f"{rng.randrange(0, 9)}:{rng.randrange(60):02d}", font=font("sora", 34),
           fill=(200, 200, 200), anchor="ms")  # fmt: skip
    d.rounded_rectangle((60, 2340, 1110, 2480), 40, fill=(44, 44, 48))
    for i, c in enumerate(((90, 90, 96), (90, 90, 96), (90, 90, 96), (230, 50, 50))):
        cx = 190 + i * 265
        d.ellipse((cx - 52, 2358, cx + 52, 2462), fill=c)
    k = 1170 / 1080  # the frame's pixels (1080 by 1920) to the screen's
    on_screen = [(x0 * k, y0 * k + 226, x1 * k, y1 * k + 226) for x0, y0, x1, y1 in boxes]
    for x, y in ((860, 2040), (860, 250), (40, 250), (40, 2040)):  # the self view, out of the way
        if clear(on_screen, x, y, x + 270, y + 280, pad=10):
            d.rounded_rectangle((x, y, x + 270, y + 280), 24, fill=(150, 120, 105))
            d.ellipse((x + 70, y + 60, x + 200, y + 200), fill=(200, 160, 140))
            break
    return np.asarray(screen, np.float32)
