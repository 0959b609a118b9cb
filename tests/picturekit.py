"""Pictures a hostile or careless resident might send: bombs, damaged files, huge bitmaps."""

from __future__ import annotations

import functools
import io
import struct
import zlib
from pathlib import Path

DATA = Path(__file__).parent / "data"


def heic(width: int = 64, height: int = 64) -> bytes:
    """A real HEIC photo, as an iPhone sends it."""
    from PIL import Image
    from pillow_heif import register_heif_opener

    register_heif_opener()
    out = io.BytesIO()
    Image.new("RGB", (width, height), (200, 120, 40)).save(out, format="HEIF", quality=50)
    return out.getvalue()


def noisy_heic(side: int) -> bytes:
    """A HEIC of noise: its JPEG is several times larger than it is."""
    from PIL import Image
    from pillow_heif import register_heif_opener

    register_heif_opener()
    out = io.BytesIO()
    Image.effect_noise((side, side), 80).convert("RGB").save(out, format="HEIF", quality=60)
    return out.getvalue()


def heic_bomb(width: int = 20000, height: int = 20000) -> bytes:
    """A few KB of HEIC whose header (the `ispe` property) claims `width` x `height` pixels."""
    data = bytearray(heic())
    at = data.index(b"ispe") + 8  # after the box type, its version and flags
    data[at : at + 8] = struct.pack(">II", width, height)
    return bytes(data)


def slow_heic() -> bytes:
    """7000 x 7000 pixels (49 MP, under the cap) in 16 KB: about a second of decoding.

    Made once with Image.linear_gradient("L").resize((7000, 7000)).convert("RGB") saved as HEIF,
    quality=30, enc_params={"preset": "ultrafast"} (encoding takes longer than the test).
    """
    return (DATA / "gradient-7000.heic").read_bytes()


def _png_chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


@functools.cache  # the same bombs in many tests: compressing 30000 rows each time cost seconds
def blank_png(width: int, height: int, *, bit_depth: int = 8, colour_type: int = 2) -> bytes:
    """A valid PNG of zeros, written row by row: 30000 x 30000 at 1 bit is about 110 KB."""
    channels = {0: 1, 2: 3}[colour_type]
    row = b"\x00" * (1 + (width * channels * bit_depth + 7) // 8)  # filter byte, then pixels
    squeeze = zlib.compressobj(9)
    rows = b"".join(squeeze.compress(row) for _ in range(height)) + squeeze.flush()
    header = struct.pack(">IIBBBBB", width, height, bit_depth, colour_type, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _png_chunk(b"IHDR", header)
        + _png_chunk(b"IDAT", rows)
        + _png_chunk(b"IEND", b"")
    )


def photo_jpeg(width: int, height: int) -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.linear_gradient("L").resize((width, height)).convert("RGB").save(out, format="JPEG")
    return out.getvalue()


def damaged_jpeg() -> bytes:
    """A real JPEG cut off half way, as a failed transfer leaves it."""
    whole = photo_jpeg(400, 300)
    return whole[: len(whole) // 2]
