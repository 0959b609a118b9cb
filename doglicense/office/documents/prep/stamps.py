"""A red or purple rubber stamp struck over a page's ink, taken out before the page is read.

A clinic stamps "PAID" and its name across the date written under it; in grey the stamp's
letters cross the pen's figures and Tesseract reads neither. Pens and typewriters write black
or blue; stamp pads are red, purple or violet. Where strongly red-to-violet ink lies over ink of
another hue (black, blue), the coloured ink is a stamp and is made paper, with the rest of the
stamp it touches; red print standing alone (a tag's number printed in red) is left. A blue stamp
cannot be told from a blue pen by its colour and is left too.
"""

from __future__ import annotations

from typing import Any

from doglicense.office.documents.prep.masks import grown

STAMP_SATURATION = 60  # of 255: a stamp's ink, strongly coloured; ballpoint blue is not in its hues
EDGE_SATURATION = 25  # the stamp's pale edges, taken only beside its strongly coloured pixels
MIN_SHARE = 0.0005  # a page with fewer stamp-coloured pixels holds no stamp (a red logo's dot)
CELL = 24  # pixels: the grid on which a stamp is found lying over other ink
CELL_SHARE = 0.04  # a cell holds stamp ink, or other ink, when this share of it is such
MIN_STAMP, MAX_STAMP = 0.002, 0.1  # of the page: how much of it a stamp covers


def without_stamp(image: Any) -> Any:
    """The page in grey, a red or purple stamp over its ink made paper; a grey page as it is."""
    from PIL import Image, ImageFilter, ImageOps

    if image.mode not in ("RGB", "RGBA", "P", "CMYK", "YCbCr"):
        return ImageOps.grayscale(image)
    import numpy

    rgb = image.convert("RGB")
    grey = ImageOps.grayscale(rgb)
    if _stamp_share(rgb.reduce(4)) < MIN_SHARE / 2:  # most pages: a glance at a sixteenth
        return grey
    hsv = numpy.asarray(rgb.convert("HSV"))
    degrees = hsv[..., 0].astype(numpy.int32) * 360 // 256
    saturation, value = hsv[..., 1], hsv[..., 2]
    # Red, magenta, purple and violet: the stamp pads' hues, never a blue pen's (about 220-240).
    hue = (degrees >= 250) | (degrees <= 30)
    core = hue & (saturation > STAMP_SATURATION)
    if core.mean() < MIN_SHARE:
        return grey
    other = (numpy.asarray(grey) < 120) & ~(hue & (saturation > EDGE_SATURATION))
    # Where black ink crosses the stamp the pixel is darker than the stamp's own ink: ink, kept.
    hue &= value > 0.6 * numpy.median(value[core])
    core &= hue
    struck = _struck_cells(core, other)
    # A stamp is a few square inches: a few coloured letters' fringes are none, and a coloured
    # table around a photographed page is no stamp either.
    if not MIN_STAMP <= struck.mean() <= MAX_STAMP:
        return grey
    near = core.copy()
    grown(near, 2)
    stamp = near & hue & (saturation > EDGE_SATURATION) & struck
    # The paper around it, not white: a photo's paper is grey and a white ring would be read.
    paper = grey.reduce(8).filter(ImageFilter.MaxFilter(5)).resize(grey.size)
    cleaned = numpy.where(stamp, numpy.asarray(paper), numpy.asarray(grey))
    return Image.fromarray(cleaned.astype(numpy.uint8))


def _stamp_share(rgb: Any) -> float:
    """The share of a picture's pixels in a stamp's strong colours."""
    import numpy

    hsv = numpy.asarray(rgb.convert("HSV"))
    degrees = hsv[..., 0].astype(numpy.int32) * 360 // 256
    hue = (degrees >= 250) | (degrees <= 30)
    return float((hue & (hsv[..., 1] > STAMP_SATURATION)).mean())


def _struck_cells(core: Any, other: Any) -> Any:
    """Pixels of the stamps that lie over other ink somewhere: cells holding both, grown
    through the cells of stamp ink they touch, as a mask the size of the page."""
    import numpy

    height, width = core.shape
    rows, cols = -(-height // CELL), -(-width // CELL)

    def cells(mask: Any) -> Any:
        padded = numpy.zeros((rows * CELL, cols * CELL), dtype=numpy.float32)
        padded[:height, :width] = mask
        return padded.reshape(rows, CELL, cols, CELL).mean(axis=(1, 3)) > CELL_SHARE

    stamped = cells(core)
    grown = stamped & cells(other)
    while True:  # a stamp is one piece: every stamp cell joined to one struck over ink
        wider = grown.copy()
        wider[1:] |= grown[:-1]
        wider[:-1] |= grown[1:]
        wider[:, 1:] |= wider[:, :-1].copy()
        wider[:, :-1] |= wider[:, 1:].copy()
        wider &= stamped
        if (wider == grown).all():
            break
        grown = wider
    edges = grown.copy()  # the stamp's strokes that reach just into a neighbouring cell
    edges[1:] |= grown[:-1]
    edges[:-1] |= grown[1:]
    edges[:, 1:] |= edges[:, :-1].copy()
    edges[:, :-1] |= edges[:, 1:].copy()
    grown = edges
    return numpy.kron(grown, numpy.ones((CELL, CELL), dtype=bool))[:height, :width]
