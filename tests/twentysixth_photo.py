"""The twenty-sixth set's phone pictures: outdoors on a weathered picnic table under a tree (hard
dappled leaf shadows, blue in the shade and warm in the sun), a night-mode shot that merged two
frames a hand's tremor apart (every stroke doubled by a fainter ghost), an over-processed "smart
HDR" picture (the page's tones flattened, every edge haloed, colours pushed), a page torn across
and taped back (tests/twentysixth_props.py), a cheap camera app that burns the date and time into
the corner in orange, and the dog's metal rabies tag lying on the page. Nothing laid on the page
covers a truth value; every picture is a JPEG whose long side is at least 1,800 pixels."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from tests.twentysixth_canvas import Sheet, keep_boxes, render
from tests.twentysixth_faces import font
from tests.twentysixth_props import tag, torn

Tagged = tuple[bool, str, int, str]  # the tag: face up, its number, its year, the back's phone


def _surface(kind: str, h: int, w: int, g: np.random.Generator) -> np.ndarray:
    """What the page lies on."""
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    if kind == "leaf_shadow_picnic":  # grey weathered planks with dark gaps
        plank = (yy // (h / 7)).astype(np.int32)
        base = 150 + 12 * np.sin(xx / 23 + plank * 1.7) + g.normal(0, 6, (h, w))
        base[(yy % (h / 7)) < h / 140] = 40
        return np.stack([base, base * 0.95, base * 0.86], -1)
    if kind == "handshake_double":  # a dark walnut desk
        grain = 10 * np.sin(xx / 11 + 3 * np.sin(yy / 170)) + g.normal(0, 3, (h, w))
        return np.stack([70 + grain, 46 + grain * 0.7, 30 + grain * 0.5], -1)
    if kind == "hdr_halos":  # slate tiles
        tile = ((xx // (w / 3)) + (yy // (w / 3))) % 2
        base = 58 + 14 * tile + g.normal(0, 5, (h, w))
        return np.stack([base, base * 1.04, base * 1.1], -1)
    if kind == "date_stamped_camera":  # a beige carpet
        base = 170 + g.normal(0, 14, (h, w))
        base = cv2.GaussianBlur(base.astype(np.float32), (0, 0), 1.2)
        return np.stack([base, base * 0.9, base * 0.74], -1)
    if kind == "tag_on_page":  # white quartz with grey specks
        base = 226 + g.normal(0, 3, (h, w))
        base[g.random((h, w)) < 0.004] = 150
        return np.stack([base, base, base * 0.98], -1)
    base = 196 + 8 * np.sin(xx / 90) + g.normal(0, 3, (h, w))  # a light oak or grey desk
    return np.stack([base, base * 0.88, base * 0.7], -1)


def _leaves(h: int, w: int, rng: random.Random, g: np.random.Generator) -> np.ndarray:
    """Where the sun comes through (1) and where the tree's shade lies (0): a canopy's shadow
    with soft round sunflecks in it, the gaps between the leaves."""
    coarse = cv2.resize(
        g.normal(0, 1, (6, 5)).astype(np.float32), (w, h), interpolation=cv2.INTER_CUBIC
    )
    fine = cv2.resize(
        g.normal(0, 1, (24, 18)).astype(np.float32), (w, h), interpolation=cv2.INTER_CUBIC
    )
    shade = ((coarse + 0.5 * fine) > rng.uniform(-0.5, 0.1)).astype(np.uint8)
    flecks = np.zeros((h, w), np.uint8)
    for _ in range(rng.randrange(120, 220)):
        r = int(w * rng.uniform(0.008, 0.03))
        cv2.ellipse(
            flecks,
            (rng.randrange(w), rng.randrange(h)),
            (r, int(r * rng.uniform(0.6, 1.0))),
            rng.uniform(0, 180),
            0,
            360,
            1,
            -1,
        )
    dark = (shade * (1 - flecks)).astype(np.float32)
    return 1 - cv2.GaussianBlur(dark, (0, 0), max(2.0, w / 500))


def _hdr(img: np.ndarray, rng: random.Random) -> np.ndarray:
    """Local tone mapping overdone: big tones squeezed, detail pushed, halos at every edge."""
    lum = img.mean(axis=2, keepdims=True) + 1
    base = cv2.GaussianBlur(lum, (0, 0), img.shape[1] / rng.uniform(40, 70))[..., None]
    tone = (base * 0.45 + 120) * (lum / base) ** rng.uniform(1.5, 1.9)
    out = img * tone / lum
    grey = out.mean(axis=2, keepdims=True)
    return np.asarray(grey + (out - grey) * rng.uniform(1.35, 1.6), np.float32)


def _double(img: np.ndarray, rng: random.Random, g: np.random.Generator) -> np.ndarray:
    """Two frames a tremor apart merged: a ghost of every stroke beside it, then the noise."""
    dx, dy = rng.choice((-1, 1)) * rng.uniform(4, 9), rng.uniform(-6, 6)
    shift = np.array([[1, 0, dx], [0, 1, dy]], np.float32)
    ghost = cv2.warpAffine(img, shift, (img.shape[1], img.shape[0]), borderMode=cv2.BORDER_REFLECT)
    mix = rng.uniform(0.3, 0.4)
    out = img * (1 - mix) + ghost * mix
    out = out * np.array((1.04, 0.98, 0.88), np.float32) * 0.85
    return np.asarray(out + g.normal(0, 7, img.shape), np.float32)


def _date_stamp(img: Image.Image, alpha: np.ndarray, rng: random.Random) -> Image.Image:
    """The camera's orange date and time, burnt into whichever corner shows the least page."""
    w, h = img.size
    day, hour = f"{rng.randrange(1, 6):02d}", f"{rng.randrange(7, 22):02d}:{rng.randrange(60):02d}"
    text = rng.choice((f"'26 12 {day}", f"2026/12/{day} {hour}", f"12/{day}/2026 {hour}"))
    f = font("cousine-bold", int(h * 0.028))
    tw, th = int(f.getlength(text)), int(h * 0.03)
    spots = [
        (int(w * 0.04), int(h * 0.04)),
        (w - tw - int(w * 0.05), h - th - int(h * 0.05)),
        (int(w * 0.04), h - th - int(h * 0.05)),
        (w - tw - int(w * 0.05), int(h * 0.04)),
    ]
    x, y = min(spots, key=lambda p: float(alpha[p[1] : p[1] + th, p[0] : p[0] + tw].sum()))
    glow = Image.new("L", img.size, 0)
    ImageDraw.Draw(glow).text((x, y), text, font=f, fill=255, anchor="lt")
    halo = glow.filter(ImageFilter.GaussianBlur(h * 0.003))
    img.paste(Image.new("RGB", img.size, (255, 120, 30)), (0, 0), halo.point(lambda v: v // 2))
    img.paste(Image.new("RGB", img.size, (255, 170, 60)), (0, 0), glow)
    return img


def photo(
    sheet: Sheet, kind: str, rng: random.Random, keep: set[str], tagged: Tagged
) -> Image.Image:
    g = np.random.default_rng(rng.randrange(2**32))
    fw, fh = rng.choice(((1836, 2448), (2250, 3000), (1920, 2560)))
    if sheet.w > sheet.h:
        fw, fh = fh, fw
    fill = (
        rng.uniform(0.62, 0.72)
        if kind in ("date_stamped_camera", "leaf_shadow_picnic")
        else rng.uniform(0.7, 0.82)
    )
    k = min(fw * fill / sheet.w, fh * fill / sheet.h)
    page: np.ndarray = np.asarray(render(sheet, k * 72), np.float32).copy()
    boxes = keep_boxes(sheet, keep, k)
    ph, pw = page.shape[:2]
    mask = np.ones((ph, pw), np.float32)
    if kind == "torn_and_taped":
        page, mask = torn(page, boxes, rng)
    side = min(ph, pw)
    laid = kind != "tag_on_page" or any(
        tag(page, boxes, rng, int(side * f), tagged) for f in (0.085, 0.07, 0.055)
    )
    bg = _surface(kind, fh, fw, g).astype(np.float32)
    j = 0.045 * min(fw, fh)
    ox, oy = (fw - pw) / 2 + rng.uniform(-j, j), (fh - ph) / 2 + rng.uniform(-j, j)
    src = np.array([(0, 0), (pw, 0), (pw, ph), (0, ph)], np.float32)
    quad = np.array([(ox, oy), (ox + pw, oy), (ox + pw, oy + ph), (ox, oy + ph)], np.float32)
    quad += np.array([(rng.uniform(-j, j), rng.uniform(-j, j)) for _ in range(4)], np.float32) * 0.5
    m = cv2.getPerspectiveTransform(src, quad)
    warped = cv2.warpPerspective(page, m, (fw, fh), flags=cv2.INTER_LINEAR)
    alpha = cv2.warpPerspective(mask, m, (fw, fh))
    if kind != "torn_and_taped":  # a paper's drop shadow on the table
        drop = cv2.GaussianBlur(cv2.warpPerspective(mask, m, (fw, fh)), (0, 0), fw / 200)
        bg *= 1 - 0.35 * np.roll(drop, (int(fh / 200), int(fw / 250)), (0, 1))[..., None]
    img = warped * alpha[..., None] + bg * (1 - alpha[..., None])
    if not laid:  # no room on the page: the tag lies on the table beside it
        xs, ys = quad[:, 0], quad[:, 1]
        strips = [(0, 0, int(xs.min()), fh), (int(xs.max()), 0, fw, fh),
                  (0, 0, fw, int(ys.min())), (0, int(ys.max()), fw, fh)]  # fmt: skip
        x0, y0, x1, y1 = max(strips, key=lambda b: min(b[2] - b[0], b[3] - b[1]))
        room = img[y0:y1, x0:x1]
        tag(room, [], rng, int(min(room.shape[:2]) * 0.4), tagged)
    img = _light(img, kind, rng, g)
    out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))
    if kind == "date_stamped_camera":
        out = _date_stamp(out, alpha, rng)
    return out


def _light(img: np.ndarray, kind: str, rng: random.Random, g: np.random.Generator) -> np.ndarray:
    h, w = img.shape[:2]
    if kind == "leaf_shadow_picnic":
        sun = _leaves(h, w, rng, g)[..., None]
        lit = img * 1.12 * np.array((1.04, 1.0, 0.93), np.float32)
        shaded = img * rng.uniform(0.42, 0.52) * np.array((0.86, 0.95, 1.12), np.float32)
        img = lit * sun + shaded * (1 - sun)
    elif kind == "hdr_halos":
        img = _hdr(img, rng)
        soft = cv2.GaussianBlur(img, (0, 0), 2.0)
        img = img + 0.8 * (img - soft)
    elif kind == "handshake_double":
        return _double(cv2.GaussianBlur(img, (0, 0), 1.0), rng, g)
    else:
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        cx, cy = rng.uniform(0.2, 0.8) * w, rng.uniform(0.2, 0.8) * h
        pool = np.exp(-(((xx - cx) / (0.8 * w)) ** 2 + ((yy - cy) / (0.8 * h)) ** 2))
        img = img * (0.8 + 0.22 * pool)[..., None]
    img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.6, 1.1))
    return img + g.normal(0, rng.uniform(1.5, 3.5), img.shape).astype(np.float32)


def photo_jpeg(img: Image.Image, rng: random.Random) -> bytes:
    """The camera's JPEG."""
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=rng.randrange(80, 92))
    return buf.getvalue()
