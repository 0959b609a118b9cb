"""The twenty-eighth set's scans. A portable sheet-fed scanner's colour JPEG at 300 dpi where the
page slipped on its rollers: the feed ran a little fast and slow down the page (lines stretched
and squeezed), the page went through a fraction of a degree crooked, and the sensor's red, green
and blue lines, read one after another, fell out of register, so the letters have coloured
fringes above and below; a thin dark strip at the leading edge. A flatbed scan of a page laid
crooked that the scanning software straightened by turning the whole picture back, so its four
corners are black wedges where the turned picture has nothing (a grey PNG at 200 dpi with the
lid's white round the page). And a scanned PDF that Acrobat's "reduce file size" re-encoded as a
JPEG 2000 picture at 150 dpi, soft and ringing round the letters."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image

from tests.twentyeighth_canvas import Sheet, render
from tests.twentyeighth_pdf import image_pdf

Box4 = tuple[float, float, float, float]
FEEDERS = ("Doxie Go SE", "Fujitsu ScanSnap iX100", "Brother DS-640", "Epson WorkForce ES-50")


def png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG", optimize=False)
    return buf.getvalue()


def jpeg(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


def clear(boxes: list[Box4], x0: float, y0: float, x1: float, y1: float) -> bool:
    return all(x1 < a or x0 > c or y1 < b or y0 > d for a, b, c, d in boxes)


def _wave(n: int, g: np.random.Generator, scale: float, smooth: float) -> np.ndarray:
    """A slow random wave n long: smoothed noise of about scale."""
    raw = g.normal(0, 1, n + 400).astype(np.float32)
    k = int(smooth) | 1
    wave = np.convolve(raw, np.ones(k, np.float32) / k, "same")[200 : 200 + n]
    return np.asarray(wave / (np.abs(wave).max() + 1e-6) * scale, np.float32)


def sheetfed(sheet: Sheet, rng: random.Random) -> bytes:
    """The slipping sheet feeder's colour JPEG at 300 dpi."""
    page = np.asarray(render(sheet, 300), np.float32)
    h, w = page.shape[:2]
    g = np.random.default_rng(rng.randrange(2**32))
    speed = 1 + _wave(h, g, rng.uniform(0.006, 0.014), 180)
    src = np.cumsum(speed) - speed[0]
    src *= (h - 1) / src[-1]
    skew = np.float32(np.tan(np.radians(rng.uniform(-0.35, 0.35))))
    fringe = rng.uniform(0.8, 1.6) + _wave(h, g, 0.9, 300)
    xx = np.tile(np.arange(w, dtype=np.float32), (h, 1))
    out = np.empty_like(page)
    for c, shift in ((0, 1.0), (1, 0.0), (2, -1.0)):  # red read first, blue last
        map_y = (src + shift * fringe)[:, None] + xx * skew
        map_x = xx + (np.arange(h, dtype=np.float32) * -skew)[:, None]
        out[..., c] = cv2.remap(page[..., c], map_x, map_y.astype(np.float32), cv2.INTER_LINEAR,
                                borderMode=cv2.BORDER_REPLICATE)  # fmt: skip
    out = cv2.GaussianBlur(out, (0, 0), 0.75)
    tone = np.array(
        (rng.uniform(0.95, 0.99), rng.uniform(0.95, 0.98), rng.uniform(0.9, 0.96)), np.float32
    )
    out = out * tone + g.normal(0, 2.2, out.shape).astype(np.float32)
    out[: rng.randrange(3, 9)] = rng.uniform(25, 60)  # the leading edge
    img = Image.fromarray(np.clip(out, 0, 255).astype(np.uint8))
    return jpeg(img, rng.randrange(80, 90))


def deskewed(sheet: Sheet, rng: random.Random, boxes: list[Box4]) -> bytes:
    """The flatbed's grey PNG at 200 dpi: the page laid crooked, the picture turned back straight
    and its corners black; boxes (at 200 dpi on the page) stay clear of the wedges."""
    dpi = 200
    page = np.asarray(render(sheet, dpi).convert("L"), np.float32)
    h, w = page.shape
    bed_w, bed_h = max(int(8.5 * dpi), w) + 24, max(int(11.7 * dpi), h + 24)
    g = np.random.default_rng(rng.randrange(2**32))

    def seen(turn: float, x: float, y: float) -> bool:
        """Whether (x, y) of the straightened picture came from inside the crooked one."""
        a, cx, cy = np.radians(turn), bed_w / 2, bed_h / 2
        u = cx + (x - cx) * np.cos(a) - (y - cy) * np.sin(a)
        v = cy + (x - cx) * np.sin(a) + (y - cy) * np.cos(a)
        return bool(0 <= u < bed_w and 0 <= v < bed_h)

    for _ in range(30):
        turn = rng.choice((-1, 1)) * rng.uniform(1.5, 4.0)
        ox, oy = rng.randrange(8, max(9, bed_w - w - 8)), rng.randrange(8, max(9, bed_h - h - 8))
        corners = [
            (b[0] + ox + dx, b[1] + oy + dy)
            for b in boxes
            for dx in (0, b[2] - b[0])
            for dy in (0, b[3] - b[1])
        ]
        if all(seen(turn, x, y) and seen(-turn, x, y) for x, y in corners):
            break
    else:
        turn, ox, oy = 0.6, (bed_w - w) // 2, (bed_h - h) // 2
    bed = np.full((bed_h, bed_w), rng.uniform(236, 246), np.float32)
    bed[oy : oy + h, ox : ox + w] = page
    bed[oy : oy + h, ox + w : ox + w + 3] *= 0.75  # the page's edge throws a hair of shadow
    centre = (bed_w / 2, bed_h / 2)
    crooked = cv2.warpAffine(bed, cv2.getRotationMatrix2D(centre, turn, 1.0), (bed_w, bed_h),
                             flags=cv2.INTER_LINEAR, borderValue=float(bed[0, 0]))  # fmt: skip
    crooked = cv2.GaussianBlur(crooked, (0, 0), 0.65) + g.normal(0, 2.0, crooked.shape).astype(
        np.float32
    )
    straight = cv2.warpAffine(crooked, cv2.getRotationMatrix2D(centre, -turn, 1.0), (bed_w, bed_h),
                              flags=cv2.INTER_LINEAR, borderValue=0.0)  # fmt: skip
    return png(Image.fromarray(np.clip(straight, 0, 255).astype(np.uint8)))


def jpx_reduced(sheet: Sheet, rng: random.Random, producer: str) -> bytes:
    """A 200 dpi scan, shrunk to 150 dpi and re-encoded as JPEG 2000 in a PDF of its own."""
    img = render(sheet, 200).rotate(rng.uniform(-0.5, 0.5), resample=Image.Resampling.BICUBIC,
                                    fillcolor=sheet.paper)  # fmt: skip
    g = np.random.default_rng(rng.randrange(2**32))
    arr = np.asarray(img, np.float32)
    arr = cv2.GaussianBlur(arr, (0, 0), 0.6) * rng.uniform(0.95, 0.99) + g.normal(0, 2.5, arr.shape)
    scan = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    small = scan.resize(
        (round(sheet.w * 150 / 72), round(sheet.h * 150 / 72)), Image.Resampling.LANCZOS
    )
    buf = io.BytesIO()
    small.save(buf, format="JPEG2000", quality_mode="rates", quality_layers=[rng.uniform(30, 55)],
               irreversible=True)  # fmt: skip
    return image_pdf(
        [(buf.getvalue(), "JPXDecode", small.size[0], small.size[1], sheet.w, sheet.h)], producer
    )
