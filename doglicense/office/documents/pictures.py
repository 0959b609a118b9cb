"""A picture or PDF opened inside an image worker: its size checked first, decoded, drawn small."""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from doglicense.office.documents.refusals import PictureRefused

if TYPE_CHECKING:
    from doglicense.office.documents.pdf_caps.bounded import PdfLimits


FORMATS = {"image/jpeg": "JPEG", "image/png": "PNG", "image/heic": "HEIF", "image/heif": "HEIF"}


PDF = "application/pdf"


@dataclass(frozen=True)
class Picture:
    """A picture a worker read whole: the bytes to keep (a HEIC becomes a JPEG) and its size."""

    data: bytes
    content_type: str
    width: int
    height: int


def opened(data: bytes, content_type: str, max_pixels: int) -> Any:
    """The picture's header read, its size checked before a single pixel is decoded."""
    from PIL import Image

    if FORMATS[content_type] == "HEIF":
        from pillow_heif import register_heif_opener

        register_heif_opener()
    image = Image.open(io.BytesIO(data), formats=[FORMATS[content_type]])
    if image.width * image.height > max_pixels:
        image.close()
        raise PictureRefused(
            "picture_too_large",
            width=image.width,
            height=image.height,
            limit_mp=max_pixels // 1_000_000,
        )
    return image


def read_picture(data: bytes, content_type: str, max_pixels: int) -> Picture:
    """Decoded whole, so a damaged file is refused now and not in the clerk's browser."""
    with opened(data, content_type, max_pixels) as image:
        width, height = image.size
        if FORMATS[content_type] != "HEIF":
            image.load()
            return Picture(data, content_type, width, height)
        out = io.BytesIO()
        image.convert("RGB").save(out, format="JPEG", quality=90)
    return Picture(out.getvalue(), "image/jpeg", width, height)


def read_pdf(data: bytes, content_type: str, limits: PdfLimits) -> Picture:
    """Measured within the caps first (pdf_caps.check), then opened by the reader that draws it."""
    import pypdfium2 as pdfium

    from doglicense.office.documents.pdf_caps.check import check_pdf

    check_pdf(data, limits)
    try:
        document = pdfium.PdfDocument(data)
    except pdfium.PdfiumError:
        raise PictureRefused("pdf_unreadable") from None
    try:
        if len(document) > limits.max_pages:  # its page tree, as it will be drawn
            raise PictureRefused("pdf_too_many_pages", limit=limits.max_pages)
        if len(document) < 1:
            raise PictureRefused("pdf_unreadable")
        width, height = document.get_page_size(0)
    finally:
        document.close()
    return Picture(data, content_type, round(width), round(height))


def on_white(image: Any) -> Any:
    """A picture with see-through parts (a PNG exported from an app) as shown on a white page:
    a see-through pixel's own colour is often black, and the page would read as a black one.
    A grey picture of more than 8 bits a pixel comes back in 8 (`eight_bit`)."""
    from PIL import Image

    image = eight_bit(image)
    if image.mode not in ("RGBA", "LA", "PA") and "transparency" not in image.info:
        return image
    rgba = image.convert("RGBA")
    flat = Image.new("RGB", rgba.size, "white")
    flat.paste(rgba, mask=rgba)
    return flat


WIDE_GREYS = ("I;16", "I;16L", "I;16B", "I;16N", "I")


def eight_bit(image: Any) -> Any:
    """A grey picture of 16 bits a pixel (a scanner's raw PNG: 12 bits shifted up, or not) in 8,
    its top bit kept as 8 bits' top: made 8 bits by Pillow, every shade over 255 would be white
    and the page blank."""
    import numpy
    from PIL import Image

    if image.mode not in WIDE_GREYS:
        return image
    shades = numpy.asarray(image).astype(numpy.int64)
    top = int(shades.max()) if shades.size else 0
    shift = max(0, top.bit_length() - 8)
    return Image.fromarray((numpy.clip(shades, 0, None) >> shift).astype(numpy.uint8), "L")


def make_preview(data: bytes, content_type: str, max_pixels: int, side: int) -> bytes:
    """A JPEG at most `side` pixels wide and high, turned upright as the camera held it."""
    from PIL import ImageOps

    with opened(data, content_type, max_pixels) as image:
        image.draft("RGB", (side, side))  # a JPEG decodes straight to a fraction of its size
        upright = eight_bit(ImageOps.exif_transpose(image))  # a 16-bit grey cannot be shrunk
        upright.thumbnail((side, side))
        upright = on_white(upright)
        out = io.BytesIO()
        upright.convert("RGB").save(out, format="JPEG", quality=85)
    return out.getvalue()
