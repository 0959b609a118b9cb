"""How a fourth-set page reaches the clerk: a scan, a phone photo, a fax, an image or a text PDF."""

from __future__ import annotations

import io
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from tests.fourth_draw import Sheet, font, render
from tests.fourth_pdf import image_pdf, text_pdf

CONDITIONS = ("scan", "photo", "fax", "pdf_image", "pdf_text")


def delivered(sheet: Sheet, condition: str, rng: random.Random) -> tuple[bytes, str]:
    """The file a resident uploads, and its content type."""
    if condition == "pdf_text":
        return text_pdf(sheet, rng), "application/pdf"
    if condition == "photo":
        return _jpeg(
            photo(render(sheet, rng.choice((150, 170, 200)), rng), rng), rng.randint(58, 80)
        )
    if condition == "fax":
        return _png(fax(render(sheet, 200, rng), rng), 200)
    dpi = rng.choice((200, 240, 300))
    scanned = scan(render(sheet, dpi, rng), dpi, rng)
    if condition == "pdf_image":
        return image_pdf(scanned, dpi, rng), "application/pdf"
    if rng.random() < 0.5:
        return _jpeg(scanned, rng.randint(82, 94))
    return _png(scanned.convert("L"), dpi)  # a scanner's PNG is grey


def scan(page: Image.Image, dpi: int, rng: random.Random) -> Image.Image:
    """A flatbed scan: paper tone, a small skew, the glass's dust, sometimes grey."""
    paper = Image.new("RGB", page.size, tuple(rng.randint(238, 250) for _ in range(3)))
    page = Image.fromarray(np.minimum(np.asarray(page), np.asarray(paper)))
    page = page.rotate(
        rng.uniform(-1.3, 1.3),
        expand=True,
        fillcolor=(250, 250, 250),
        resample=Image.Resampling.BICUBIC,
    )
    if rng.random() < 0.4:
        page = page.convert("L")
    if dpi >= 240 and rng.random() < 0.5:
        page = page.filter(ImageFilter.GaussianBlur(0.5))
    return _noise(page, rng, 3)


def photo(page: Image.Image, rng: random.Random) -> Image.Image:
    """A phone over a kitchen table: perspective, light falling off, a hand's shadow, blur."""
    w, h = page.size
    table = Image.new(
        "RGB", (round(w * 1.25), round(h * 1.2)), tuple(rng.randint(70, 150) for _ in range(3))
    )
    table.paste(page, (round(w * 0.12), round(h * 0.1)))
    tw, th = table.size
    j = [rng.uniform(0.0, 0.07) for _ in range(8)]
    corners = (
        j[0] * tw,
        j[1] * th,
        j[2] * tw,
        th - j[3] * th,
        tw - j[4] * tw,
        th - j[5] * th,
        tw - j[6] * tw,
        j[7] * th,
    )
    table = table.transform(table.size, Image.Transform.QUAD, corners, Image.Resampling.BICUBIC)
    light = np.linspace(rng.uniform(0.7, 0.85), 1.0, tw)[None, :, None]
    if rng.random() < 0.5:
        light = light[:, ::-1]
    pixels = np.asarray(table).astype(np.float32) * light
    shade = Image.new("L", table.size, 0)
    x0, y0 = rng.uniform(0.4, 0.8) * tw, rng.uniform(0.5, 0.9) * th
    ImageDraw.Draw(shade).polygon([(x0, th), (tw, y0), (tw, th)], fill=round(rng.uniform(50, 90)))
    shade = shade.filter(ImageFilter.GaussianBlur(tw / 40))
    pixels *= 1 - np.asarray(shade, dtype=np.float32)[:, :, None] / 255
    table = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
    table = table.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.3)))
    return _noise(table, rng, 9)


def fax(page: Image.Image, rng: random.Random) -> Image.Image:
    """A 200-dpi fax: one bit a pixel, the sender's header line, specks, sometimes dithered."""
    grey = page.convert("L")
    draw = ImageDraw.Draw(grey)
    sent = f"{rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}"
    header = f"DEC 01 2026 {sent}  FROM: {rng.randint(200, 989)} {rng.randint(1000, 9999)}  P. 1/1"
    draw.text((40, 8), header, fill=0, font=font("mono", 26), anchor="la")
    if rng.random() < 0.3:  # standard mode: half the lines, stretched back
        grey = grey.resize((grey.width, grey.height // 2)).resize(
            grey.size, Image.Resampling.NEAREST
        )
    pixels = np.asarray(grey).astype(np.int16)
    pixels[pixels > 215] = 255  # the machine's white level: paper tone and dust drop out
    pixels += np.random.default_rng(rng.randint(0, 2**31)).integers(
        -14, 14, grey.size[::-1], dtype=np.int16
    )
    if rng.random() < 0.4:
        bits = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8)).convert("1")  # dithered
    else:
        bits = Image.fromarray(((pixels > rng.randint(120, 170)) * 255).astype(np.uint8)).convert(
            "1", dither=Image.Dither.NONE
        )
    return bits


def _noise(picture: Image.Image, rng: random.Random, spread: int) -> Image.Image:
    pixels = np.asarray(picture).astype(np.int16)
    pixels += np.random.default_rng(rng.randint(0, 2**31)).integers(
        -spread, spread + 1, pixels.shape, dtype=np.int16
    )
    return Image.fromarray(pixels.clip(0, 255).astype(np.uint8))


def _jpeg(picture: Image.Image, quality: int) -> tuple[bytes, str]:
    out = io.BytesIO()
    picture.save(out, format="JPEG", quality=quality)
    return out.getvalue(), "image/jpeg"


def _png(picture: Image.Image, dpi: int) -> tuple[bytes, str]:
    out = io.BytesIO()
    picture.save(out, format="PNG", dpi=(dpi, dpi), compress_level=3)
    return out.getvalue(), "image/png"
