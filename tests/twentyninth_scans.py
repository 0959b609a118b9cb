"""The twenty-ninth set's scans. A fragile or creased page fed through a sheet-fed scanner inside
a clear carrier sheet (the ScanSnap kind): the carrier's leading strip with its black marks and
printing comes out above the page, its plastic lays a faint grey haze over the page and lowers its
contrast, and the plastic's scuffs show as thin pale scratches (a colour JPEG at 200 dpi). And a
flatbed scan saved by SANE's scanimage at 16 bits a sample (the sensor's 12 shifted up) in linear
light (a grey PNG at 200 dpi
with no gamma: mid-tones come out darker than on paper)."""

from __future__ import annotations

import io
import random

import cv2
import numpy as np
from PIL import Image, ImageDraw

from tests.twentyninth_canvas import Sheet, render
from tests.twentyninth_faces import font

Box4 = tuple[float, float, float, float]


def png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=2)
    return buf.getvalue()


def jpeg(img: Image.Image, quality: int) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=quality)
    return buf.getvalue()


def carrier(sheet: Sheet, rng: random.Random) -> bytes:
    """The page in a carrier sheet through a sheet feeder: the colour JPEG at 200 dpi."""
    dpi = 200
    page = np.asarray(render(sheet, dpi), np.float32)
    h, w = page.shape[:2]
    g = np.random.default_rng(rng.randrange(2**32))
    strip = int(0.55 * dpi)
    side = int(0.12 * dpi)
    out = np.full((h + strip + side, w + 2 * side, 3), 236.0, np.float32)
    out[strip : strip + h, side : side + w] = page
    # the carrier's leading strip: black marks, a seam, its name
    out[: strip - 12] = 246
    for i in range(0, w + 2 * side, 60):
        if (i // 60) % 3 != 1 and abs(i - (w + 2 * side) // 2) > 380:
            out[14 : strip - 30, i : i + 30] = 18
    out[strip - 14 : strip - 8] = 150  # the seam where the two sheets are welded
    word = Image.new("L", (600, 40), 0)
    ImageDraw.Draw(word).text(
        (4, 30), "CARRIER SHEET  >>>", font=font("lsans-bold", 30), fill=255, anchor="ls"
    )
    a = np.asarray(word, np.float32)[..., None] / 255
    x0 = (w + 2 * side) // 2 - 300
    region = out[strip - 70 : strip - 30, x0 : x0 + 600]
    out[strip - 70 : strip - 30, x0 : x0 + 600] = region * (1 - a) + 30 * a
    # the plastic: a haze, less contrast, scuffs
    haze = rng.uniform(0.08, 0.16)
    out = out * (1 - haze) + 214 * haze
    scuffs = np.zeros(out.shape[:2], np.float32)
    for _ in range(rng.randrange(8, 20)):
        x, y = rng.randrange(out.shape[1]), rng.randrange(out.shape[0])
        ang, ln = rng.uniform(0, np.pi), rng.uniform(80, 600)
        p2 = (int(x + ln * np.cos(ang)), int(y + ln * np.sin(ang)))
        cv2.line(scuffs, (x, y), p2, rng.uniform(0.3, 0.8), 1)
    out = out + 40 * cv2.GaussianBlur(scuffs, (0, 0), 0.8)[..., None]
    out = cv2.GaussianBlur(out, (0, 0), 0.9) + g.normal(0, 2.0, out.shape).astype(np.float32)
    img = Image.fromarray(np.clip(out, 0, 255).astype(np.uint8))
    return jpeg(img, rng.randrange(82, 92))


def linear16(sheet: Sheet, rng: random.Random) -> bytes:
    """The flatbed's raw 16-bit grey PNG at 200 dpi, in linear light."""
    img = (
        render(sheet, 200)
        .convert("L")
        .rotate(rng.uniform(-0.8, 0.8), resample=Image.Resampling.BICUBIC, fillcolor=255)
    )
    g = np.random.default_rng(rng.randrange(2**32))
    a = cv2.GaussianBlur(np.asarray(img, np.float32), (0, 0), 0.7) / 255
    white = rng.uniform(0.86, 0.94)  # the lamp's white is not full scale
    lin = np.clip(a, 0, 1) ** 2.2 * white + 0.004
    lin = lin + g.normal(0, 0.0015, lin.shape)
    twelve = np.clip(np.round(lin * 4095), 0, 4095).astype(np.uint16) * 16  # 12 bits, shifted up
    return png(Image.fromarray(twelve))
