"""What the thirtieth set's phone pictures do to the page before or after it is photographed: a
page printed when the toner was running out (the printed words faded in a pale band down the
sheet, the pen's ink as dark as ever), a splash of water that made an inkjet page's dye feather and
left a tide line (clear of every truth value), a two-panel collage made in a collage app with a
picture of the dog beside the page, and a social story saved to the camera roll (the page on a
blurred backdrop, a caption and a sticker in the margins). Nothing covers a truth value."""

from __future__ import annotations

import random

import cv2
import numpy as np
from PIL import Image, ImageDraw

from tests.thirtieth_canvas import Pen, Scrawl, Sheet, render
from tests.thirtieth_faces import font

Box4 = tuple[float, float, float, float]
SURFACES = ((176, 128, 84), (204, 198, 186), (84, 64, 52), (132, 140, 150), (220, 214, 204))


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float, pad: float = 0) -> bool:
    return all(x1 + pad < a or x0 - pad > c or y1 + pad < b or y0 - pad > d for a, b, c, d in boxes)


def surface(h: int, w: int, rng: random.Random) -> np.ndarray:
    """A table top: a colour, a little mottled (drawn at a quarter and enlarged)."""
    g = np.random.default_rng(rng.randrange(2**32))
    base = np.array(rng.choice(SURFACES), np.float32)
    speck = cv2.GaussianBlur(g.normal(0, 1, (h // 4, w // 4)).astype(np.float32), (0, 0), 2)
    out = base * (1 + 0.05 * speck / (speck.std() + 1e-6))[..., None]
    return np.asarray(cv2.resize(out, (w, h), interpolation=cv2.INTER_LINEAR), np.float32)


def low_toner(sheet: Sheet, dpi: float, rng: random.Random) -> np.ndarray:
    """The page as printed with little toner left: the printed layer faded (most in a band), the
    pen's lines and signatures laid on after at full strength."""
    hand = [m for m in sheet.marks if isinstance(m, Pen | Scrawl)]
    printed = Sheet(sheet.w, sheet.h, sheet.paper, [m for m in sheet.marks if m not in hand])
    a = np.asarray(render(printed, dpi), np.float32)
    w = a.shape[1]
    xx = np.arange(w, dtype=np.float32)
    cx, bw = rng.uniform(0.2, 0.8) * w, rng.uniform(0.08, 0.2) * w
    fade = 0.82 - 0.32 * np.exp(-(((xx - cx) / bw) ** 2))  # 0.5 at the band's middle
    g = np.random.default_rng(rng.randrange(2**32))
    fade = fade[None, :] * (1 + 0.06 * g.normal(0, 1, a.shape[:2])).astype(np.float32)
    paper = np.array(sheet.paper, np.float32)
    a = paper - (paper - a) * fade[..., None]
    if hand:
        pen = np.asarray(render(Sheet(sheet.w, sheet.h, (255, 255, 255), hand), dpi), np.float32)
        a = a * pen / 255
    return a


def spill(page: np.ndarray, boxes: list[Box4], rng: random.Random) -> None:
    """A splash that dried on an inkjet page (in place): inside it the dye feathered and ran a
    little toward the edge, and a darker tide line rims it. It lies clear of boxes."""
    h, w = page.shape[:2]
    r = rng.uniform(0.06, 0.11) * w
    for _ in range(120):
        cx, cy = rng.uniform(0.1, 0.9) * w, rng.uniform(0.1, 0.9) * h
        if clear(boxes, cx - r * 1.2, cy - r * 1.2, cx + r * 1.2, cy + r * 1.2):
            break
    else:
        return
    g = np.random.default_rng(rng.randrange(2**32))
    mask = np.zeros((h, w), np.float32)
    pts = [
        (cx + r * (1 + 0.25 * g.normal()) * np.cos(t), cy + r * (1 + 0.25 * g.normal()) * np.sin(t))
        for t in np.linspace(0, 2 * np.pi, 14, endpoint=False)
    ]
    cv2.fillPoly(mask, [np.array(pts, np.int32)], 1.0)
    mask = cv2.GaussianBlur(mask, (0, 0), r * 0.08)
    run = cv2.GaussianBlur(page, (0, 0), max(1.5, w / 900))
    tint = np.array((0.97, 0.95, 1.0), np.float32)  # the dye's cyan runs farthest
    inside = mask[..., None]
    page[:] = page * (1 - inside) + run * tint * inside
    edge = cv2.GaussianBlur(mask, (0, 0), 2) - cv2.GaussianBlur(mask, (0, 0), 6)
    page[:] = page * (1 - 0.5 * np.clip(edge, 0, 1))[..., None] * 1.0
    page[:] = page * (1 - 0.05 * inside)


def dog_picture(h: int, w: int, rng: random.Random) -> np.ndarray:
    """The other panel: a soft photo of the dog on a couch or the lawn (shapes, out of focus)."""
    g = np.random.default_rng(rng.randrange(2**32))
    back = np.array(rng.choice(((80, 120, 60), (120, 110, 130), (150, 130, 110))), np.float32)
    img = np.ones((h, w, 3), np.float32) * back
    img *= (1 + 0.15 * np.linspace(-1, 1, h))[:, None, None]
    fur = np.array(rng.choice(((150, 100, 50), (40, 34, 30), (220, 190, 140), (200, 200, 196))))
    cx, cy = w * rng.uniform(0.4, 0.6), h * rng.uniform(0.5, 0.65)
    body = np.zeros((h, w), np.float32)
    cv2.ellipse(body, (int(cx), int(cy)), (int(w * 0.3), int(h * 0.2)), 0, 0, 360, 1.0, -1)
    cv2.circle(body, (int(cx + w * 0.18), int(cy - h * 0.2)), int(w * 0.15), 1.0, -1)
    body = cv2.GaussianBlur(body, (0, 0), w / 60)[..., None]
    img = img * (1 - body) + fur.astype(np.float32) * body
    eye = (int(cx + w * 0.22), int(cy - h * 0.23))
    cv2.circle(img, eye, max(3, w // 70), (20, 16, 14), -1)
    img = img + g.normal(0, 3, img.shape).astype(np.float32)
    return np.asarray(cv2.GaussianBlur(img, (0, 0), 2.0), np.float32)


def collage(photo: np.ndarray, rng: random.Random) -> np.ndarray:
    """The page's photo beside the dog's, each in a panel, white borders round both."""
    h, w = photo.shape[:2]
    b = int(w * 0.03)
    dog = dog_picture(h, w, rng)
    panels = [photo, dog] if rng.random() < 0.6 else [dog, photo]
    out = np.full((h + 2 * b, 2 * w + 3 * b, 3), 255, np.float32)
    out[b : b + h, b : b + w] = panels[0]
    out[b : b + h, 2 * b + w : 2 * b + 2 * w] = panels[1]
    return out


def story(photo: np.ndarray, rng: random.Random) -> np.ndarray:
    """A 1080 by 1920 story: the photo across its width on a blurred copy of itself, a caption
    above and a sticker below the page (in the story's margins)."""
    fw, fh = 1080, 1920
    back = cv2.resize(photo, (fw, fh), interpolation=cv2.INTER_AREA)
    back = cv2.GaussianBlur(back, (0, 0), 30) * 0.7
    h, w = photo.shape[:2]
    k = fw * 0.96 / w
    small = cv2.resize(photo, (int(w * k), int(h * k)), interpolation=cv2.INTER_AREA)
    sh, sw = small.shape[:2]
    y0, x0 = (fh - sh) // 2, (fw - sw) // 2
    back[y0 : y0 + sh, x0 : x0 + sw] = small
    pic = Image.fromarray(np.clip(back, 0, 255).astype(np.uint8))
    d = ImageDraw.Draw(pic)
    words = rng.choice(
        (
            "dog license paperwork day",
            "proof of rabies for the town",
            "finally found it!!",
            "adulting: dog edition",
        )
    )
    f = font("inter-bold", 46)
    tw = f.getlength(words)
    top = max(40, y0 // 2 - 30)
    d.rounded_rectangle(
        (fw / 2 - tw / 2 - 24, top, fw / 2 + tw / 2 + 24, top + 70), 18, fill=(255, 255, 255)
    )
    d.text((fw / 2, top + 50), words, font=f, fill=(20, 20, 20), anchor="ms")
    cy = y0 + sh + (fh - y0 - sh) // 2
    col = rng.choice(((250, 200, 40), (255, 120, 160), (90, 200, 255)))
    d.ellipse((fw - 250, cy - 70, fw - 110, cy + 70), fill=col)
    for dx, dy, r in ((-30, -25, 14), (0, -38, 14), (30, -25, 14), (0, 10, 30)):
        d.ellipse(
            (fw - 180 + dx - r, cy + dy - r, fw - 180 + dx + r, cy + dy + r), fill=(60, 40, 30)
        )
    return np.asarray(pic, np.float32)
