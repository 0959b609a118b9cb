"""A page made ready for OCR: cut from the table under it, grey, dark mode and dark bands turned
light, a stamp taken out, enlarged, straightened, rules and letter boxes taken out."""

from __future__ import annotations

import itertools
from typing import Any

from doglicense.office.documents.prep.masks import among, grown, mostly_below, runs_at_least

SMALL_SIDE = 1400  # a picture this small (a low-resolution scan) is enlarged to OCR_SIDE


OCR_SIDE = 2400  # pixels on the longest side: small print legible, a page read in about a second


def prepared(image: Any) -> Any:
    """Grey, at a size Tesseract reads well, a phone photo's page cut from the table and its
    perspective undone, its shadows evened out."""
    from PIL import Image, ImageFilter, ImageMath, ImageOps

    from doglicense.office.documents.prep.flat import flattened, page_corners
    from doglicense.office.documents.prep.stamps import without_stamp

    corners = page_corners(image)
    grey = without_stamp(image)
    # A page found on the table is bright paper, however much of the photo the table fills: its
    # ground is light (a mid-grey table's median over a small page's white read as dark mode).
    grey = light_bands(grey if corners is not None else light_ground(grey))
    if corners is not None:  # the photo's page alone, its perspective undone
        grey = flattened(grey, OCR_SIDE, corners)
    scale = OCR_SIDE / max(grey.size)
    if scale < 1 or max(grey.size) < SMALL_SIDE:  # small print made larger reads better
        grey = grey.resize(
            (round(grey.width * scale), round(grey.height * scale)), Image.Resampling.LANCZOS
        )
    # The paper's own brightness, blurred wide, divided out: a shadow no longer hides words.
    paper = grey.reduce(4).filter(ImageFilter.MaxFilter(3)).filter(ImageFilter.GaussianBlur(3))
    background = paper.resize(grey.size, Image.Resampling.BILINEAR)
    evened = ImageMath.lambda_eval(
        lambda v: v["convert"](v["min"](v["page"] * 255 / (v["paper"] + 1), 255), "L"),
        page=grey,
        paper=background,
    )
    evened = ImageOps.autocontrast(evened, cutoff=1)
    angle = skew(evened)
    if abs(angle) >= 0.2:
        evened = evened.rotate(angle, resample=Image.Resampling.BICUBIC, expand=True, fillcolor=255)
    return without_rules(evened)


def light_ground(grey: Any) -> Any:
    """Light words on a dark ground (an app's dark mode) turned to dark on light: Tesseract
    reads ink darker than its paper, and the evening below would take the words for paper. The
    ground is the prevailing shade; its words lie further from it on the light side than on the
    dark one."""
    import numpy
    from PIL import ImageOps

    low, ground, high = numpy.percentile(numpy.asarray(grey.reduce(4)), (1, 50, 99))
    return ImageOps.invert(grey) if high - ground > ground - low else grey


def light_bands(grey: Any) -> Any:
    """A table's heading printed light on a dark band ("Date Given", "Next Due" in white on
    grey) turned to dark on light, the rest of the page as it was: the evening below would take
    the band for a shadow and its words would be lost. A band is dark ground (dark even where
    its letters are, taken the median round each point) that runs a sixth of the page across
    and at least a line of print down; its edges, aslant on a scan, are followed point by point."""
    import numpy
    from PIL import Image, ImageFilter

    small = grey.reduce(4)
    # Dark ground that reaches the picture's edge is the table a photo was taken on, or a
    # shadow: a band is printed within the paper's margins.
    ground = inward(inward(mostly_below(numpy.asarray(small), 7, 128)).T).T
    band = light_print(
        numpy.asarray(small), long_runs(ground, small.width // 6) & long_runs(ground.T, 4).T
    )
    if not band.any():
        return grey
    grown(band, 3)  # and the band's edge a few points beyond, where a tilt takes it
    shade = small.filter(ImageFilter.MedianFilter(7))  # its shades, where a band was found
    near = Image.fromarray(band.astype(numpy.uint8) * 255).resize(
        grey.size, Image.Resampling.NEAREST
    )
    dark = numpy.asarray(shade.resize(grey.size, Image.Resampling.BILINEAR)) < 128
    page = numpy.asarray(grey)
    turned = numpy.where((numpy.asarray(near) > 0) & dark, 255 - page, page)
    return Image.fromarray(turned.astype(numpy.uint8))


def light_print(shades: Any, band: Any) -> Any:
    """The bands whose print is lighter than their ground (words in white on grey), each run of
    rows apart; a shadow over the paper, its words darker than it, is left as it is."""
    import numpy

    kept = numpy.zeros_like(band)
    rows = numpy.flatnonzero(band.any(axis=1))
    for run in numpy.split(rows, numpy.flatnonzero(numpy.diff(rows) > 1) + 1):
        if run.size == 0:
            continue
        part = band[run[0] : run[-1] + 1]
        low, ground, high = numpy.percentile(shades[run[0] : run[-1] + 1][part], (2, 50, 98))
        # White print stands far above its ground; a shadow's paper barely above its ink.
        if high - ground > max(ground - low, 48):
            kept[run[0] : run[-1] + 1] = part
    return kept


def inward(dark: Any) -> Any:
    """The dark runs of each row that reach neither end of it."""
    import numpy

    starts = dark & ~numpy.pad(dark, ((0, 0), (1, 0)))[:, :-1]
    run = numpy.cumsum(starts, axis=1) + numpy.arange(dark.shape[0])[:, None] * dark.shape[1]
    edges = numpy.concatenate([run[:, 0][dark[:, 0]], run[:, -1][dark[:, -1]]])
    return dark & ~among(run, edges)


def without_rules(page: Any) -> Any:
    """The page with a form's ruled lines taken out: Tesseract takes a grid of boxes for a
    picture and reads the words inside it as noise."""
    import numpy
    from PIL import Image

    from doglicense.office.documents.prep.combs import letter_boxes

    ink = numpy.asarray(page) < 170  # a line's grey edges too
    # Longer than any letter is tall: a twentieth of the page's height, a fortieth of its width.
    tall = max(page.height // 20, page.width // 40)
    rules = long_runs(ink, page.width // 15) | long_runs(ink.T, tall).T | dashed(ink, page.width)
    rules |= letter_boxes(ink, max(page.size) // 60, tall)  # a box is taller than small print
    grown(rules, 2)  # and the pixels beside them, so no stub of a line is left to read
    grey = numpy.asarray(page)
    # Paper a little grey is paper: with the dark lines gone, Tesseract's threshold would fall
    # between white and that grey and read the grey as ink.
    cleaned = numpy.where(rules | (grey > 200), 255, grey).astype(numpy.uint8)
    return Image.fromarray(cleaned)


def dashed(ink: Any, width: int) -> Any:
    """A dotted or dashed line to write on: dashes of thin ink (none a few pixels above or
    below) with paper at both ends (a letter's thin foot runs into its stem or bowl), in a row
    whose gaps are small, as long as a ruled line. Left in, Tesseract reads it with the value
    standing on it as one line of noise."""
    import numpy

    thin = ink.copy()
    thin[3:] &= ~ink[:-3]
    thin[:-3] &= ~ink[3:]
    # A run of thin ink that ends in ink of a letter, not paper, is part of that letter.
    starts = thin & ~numpy.pad(thin, ((0, 0), (1, 0)))[:, :-1]
    ends = thin & ~numpy.pad(thin, ((0, 0), (0, 1)))[:, 1:]
    inked_left = numpy.pad(ink, ((0, 0), (1, 0)))[:, :-1]
    inked_right = numpy.pad(ink, ((0, 0), (0, 1)))[:, 1:]
    run = numpy.cumsum(starts, axis=1) + numpy.arange(ink.shape[0])[:, None] * ink.shape[1]
    joined = numpy.unique(run[(starts & inked_left) | (ends & inked_right)])
    dashes = thin & ~among(run, joined)
    gap = max(2, width // 500)  # half the widest gap between two dashes
    closed = dashes.copy()
    for step in range(1, gap + 1):
        closed[:, step:] |= dashes[:, :-step]
        closed[:, :-step] |= dashes[:, step:]
    return long_runs(closed, width // 15) & ink


def long_runs(ink: Any, length: int) -> Any:
    """Ink in runs along each row at least `length` long, a row above or below counted in
    (a line slightly aslant steps from row to row)."""
    thick = ink.copy()
    thick[1:] |= ink[:-1]
    thick[:-1] |= ink[1:]
    return runs_at_least(thick, length)


def skew(page: Any) -> float:
    """The turn (degrees) that makes the lines of print level: the one whose rows of ink are
    sharpest (each row's share of ink, varied the most from row to row)."""
    from PIL import Image

    small = page.point(lambda v: 255 if v < 128 else 0)  # ink white: turning brings in none
    small.thumbnail((900, 900))

    def sharpness(angle: float) -> float:
        turned = small.rotate(angle, resample=Image.Resampling.NEAREST)
        rows = turned.resize((1, turned.height), Image.Resampling.BOX).tobytes()
        return float(sum((a - b) ** 2 for a, b in itertools.pairwise(rows)))

    best = max((a / 2 for a in range(-20, 21)), key=sharpness)
    return max((best + a / 10 for a in range(-5, 6)), key=sharpness)
