"""A phone photo's page found on the table under it and its perspective undone, as a scanner app
does, before the page is made ready for OCR.

A photo taken from above a page lying on a table turns its lines and narrows its far edge: no
single turn levels them all (the top of a page tilted 3 degrees, its foot 1 degree the other
way), so Tesseract breaks each line into runs that no longer stand beside their labels. The page
is the paper: bright and unsaturated against wood, cardboard or a rug. Its four corners, once
found in the colour picture, are mapped to a rectangle of the page's own size once the picture
is grey and its bands turned light (judged on the whole picture: a page alone under a shadow's
gradient would read as dark mode); a page found is paper, never turned over as an app's dark mode
is (decision 0083). A picture that is the page (a scan, a
screenshot), a page the frame cuts, or one whose paper runs into a light table is left as it
came: no corners are sure there (decision 0071). The paper nearest the picture's middle is looked
at first; where it is no page (a collage's white between its panels), the next nearest regions
of paper are (decision 0087).
"""

from __future__ import annotations

import math
from typing import Any

from doglicense.office.documents.prep.masks import reached

FOUND_ON = 240  # pixels on the longest side of the picture the page is looked for in
PAGE_SHARE = (0.2, 0.93)  # of the picture: less is no page, more is a scan or the page alone
FOUR_SIDED = (0.9, 1.08)  # the paper's area over its corners' quadrilateral: a page, not a blob
EDGE_SHARE = 0.04  # of the picture's edge the paper may touch: more, and the frame cuts it

Point = tuple[float, float]


def flattened(image: Any, longest: int, corners: list[Point] | None = None) -> Any:
    """The page alone, square to the camera, at most `longest` pixels on its longer side; the
    picture as it came where no page is found in it. `corners` where the page was found in the
    picture before it was made grey (`page_corners`)."""
    from PIL import Image

    corners = corners or page_corners(image)
    if corners is None:
        return image
    top_left, top_right, bottom_right, bottom_left = corners
    width = max(math.dist(top_left, top_right), math.dist(bottom_left, bottom_right))
    height = max(math.dist(top_left, bottom_left), math.dist(top_right, bottom_right))
    scale = min(1.0, longest / max(width, height))
    size = (round(width * scale), round(height * scale))
    square = [(0.0, 0.0), (size[0], 0.0), (size[0], size[1]), (0.0, size[1])]
    return image.transform(
        size,
        Image.Transform.PERSPECTIVE,
        _perspective(square, corners),
        Image.Resampling.BICUBIC,
    )


def page_corners(image: Any) -> list[Point] | None:
    """The page's corners in the picture's pixels (top left, top right, bottom right, bottom
    left), or None where the paper found is no whole page standing on something darker."""
    import numpy
    from PIL import Image, ImageFilter

    small = image.convert("RGB")
    small.thumbnail((FOUND_ON, FOUND_ON))
    hue_saturation_value = numpy.asarray(small.convert("HSV")).astype(int)
    saturation, value = hue_saturation_value[..., 1], hue_saturation_value[..., 2]
    paperlike = numpy.clip(value - saturation, 0, 255).astype(numpy.uint8)
    paper = Image.fromarray(((paperlike > _otsu(paperlike)) * 255).astype(numpy.uint8))
    # The print's holes in the paper closed; then a thin join to a light thing beside it cut.
    paper = paper.filter(ImageFilter.MaxFilter(5)).filter(ImageFilter.MinFilter(5))
    paper = paper.filter(ImageFilter.MinFilter(3)).filter(ImageFilter.MaxFilter(3))
    ys, xs = numpy.nonzero(numpy.asarray(paper))
    if not len(xs):
        return None
    width, height = paper.size
    white = numpy.asarray(paper) > 0
    # The paper nearest the middle; else the next nearest (a collage's page beside the dog's
    # picture, the white between them nearest the middle): the first that is a whole page.
    order = numpy.argsort((xs - width / 2) ** 2 + (ys - height / 2) ** 2)
    seen = numpy.zeros(white.shape, dtype=bool)
    page = None
    for tried, at in enumerate(i for i in order if not seen[ys[i], xs[i]]):
        region = reached(white, (int(xs[at]), int(ys[at])))
        if _whole_page(region):
            page = region
            break
        if tried == _TRIES:
            break
        seen |= region
    if page is None:
        return None
    area = int(page.sum())
    ys, xs = numpy.nonzero(page)
    # The corners: the paper furthest toward each of the picture's corners.
    corners = [
        (xs[i], ys[i])
        for i in (
            numpy.argmin(xs + ys),
            numpy.argmax(xs - ys),
            numpy.argmax(xs + ys),
            numpy.argmin(xs - ys),
        )
    ]
    if not FOUR_SIDED[0] <= area / _area(corners) <= FOUR_SIDED[1]:
        return None
    across, down = image.width / width, image.height / height
    return [((x + 0.5) * across, (y + 0.5) * down) for x, y in corners]


_TRIES = 3  # regions of paper looked at, nearest the middle first


def _whole_page(page: Any) -> bool:
    """Paper of a page's share of the picture that the frame does not cut."""
    height, width = page.shape
    area = int(page.sum())
    if not PAGE_SHARE[0] * width * height <= area <= PAGE_SHARE[1] * width * height:
        return False
    touching = page[0].sum() + page[-1].sum() + page[:, 0].sum() + page[:, -1].sum()
    return bool(touching <= EDGE_SHARE * 2 * (width + height))


def _otsu(shades: Any) -> int:
    """The shade that parts the picture's two kinds of pixels best (Otsu's threshold)."""
    import numpy

    counts = numpy.bincount(shades.ravel(), minlength=256).astype(float)
    below = numpy.cumsum(counts)
    weighted = numpy.cumsum(counts * numpy.arange(256))
    above = below[-1] - below
    mean_below = weighted / numpy.maximum(below, 1)
    mean_above = (weighted[-1] - weighted) / numpy.maximum(above, 1)
    return int(numpy.argmax(below * above * (mean_below - mean_above) ** 2))


def _area(corners: list[tuple[Any, Any]]) -> float:
    """The quadrilateral's area (the shoelace formula); 1 where its corners are one point."""
    twice = sum(
        float(x0) * float(y1) - float(x1) * float(y0)
        for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1], strict=True)
    )
    return max(abs(twice) / 2, 1.0)


def _perspective(square: list[Point], corners: list[Point]) -> tuple[float, ...]:
    """Pillow's eight coefficients that take each point of the rectangle to the picture's."""
    import numpy

    rows, targets = [], []
    for (x, y), (u, v) in zip(square, corners, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        targets += [u, v]
    return tuple(float(c) for c in numpy.linalg.solve(numpy.array(rows), numpy.array(targets)))
