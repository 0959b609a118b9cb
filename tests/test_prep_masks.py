"""The page's masks computed in whole arrays (office/documents/prep/masks.py) answer as their
Pillow and numpy twins do, to the pixel, on pictures of every shape: the reading of a page must
not change because it got faster."""

from __future__ import annotations

from typing import Any

import numpy
from PIL import Image, ImageDraw, ImageFilter

from doglicense.office.documents.prep.masks import (
    among,
    grown,
    mostly_below,
    reached,
    runs_at_least,
)

CASES = 300


def pictures(seed: int) -> Any:
    """Random masks of every size from a line to a small page, sparse to nearly full."""
    rng = numpy.random.default_rng(seed)
    for _ in range(CASES):
        height, width = (int(n) for n in rng.integers(1, 90, 2))
        yield rng, rng.random((height, width)) < rng.uniform(0.05, 0.95)


def by_runs(mask: Any, length: int) -> Any:
    """Each row walked pixel by pixel: the definition of a run at least `length` long."""
    out = numpy.zeros_like(mask)
    for y, row in enumerate(mask):
        x = 0
        while x < len(row):
            if not row[x]:
                x += 1
                continue
            end = x
            while end < len(row) and row[end]:
                end += 1
            out[y, x:end] = end - x >= length
            x = end
    return out


def test_reached_is_what_pillows_flood_fill_paints() -> None:
    for rng, white in pictures(1):
        ys, xs = numpy.nonzero(white)
        if not len(xs):
            continue
        pick = int(rng.integers(len(xs)))
        seed = (int(xs[pick]), int(ys[pick]))
        painted = Image.fromarray(white.astype(numpy.uint8) * 255).copy()
        ImageDraw.floodfill(painted, seed, 128)
        assert numpy.array_equal(reached(white, seed), numpy.asarray(painted) == 128)
    assert not reached(numpy.zeros((3, 3), dtype=bool), (1, 1)).any()  # seeded on black


def test_mostly_below_is_pillows_median_then_a_threshold() -> None:
    for rng, mask in pictures(2):
        shades = rng.integers(0, 256, mask.shape).astype(numpy.uint8)
        shades = numpy.where(mask, shades // 3, shades)  # dark patches in noise
        for size in (3, 7):
            median = Image.fromarray(shades).filter(ImageFilter.MedianFilter(size))
            assert numpy.array_equal(mostly_below(shades, size, 128), numpy.asarray(median) < 128)


def test_grown_is_pillows_max_filter() -> None:
    for _rng, mask in pictures(3):
        sparse = mask & (numpy.arange(mask.size).reshape(mask.shape) % 7 == 0)
        bigger = sparse.copy()
        grown(bigger, 2)
        maxed = Image.fromarray(sparse.astype(numpy.uint8) * 255).filter(ImageFilter.MaxFilter(5))
        assert numpy.array_equal(bigger, numpy.asarray(maxed) > 0)


def test_runs_at_least_are_the_rows_long_runs() -> None:
    for rng, mask in pictures(4):
        length = int(rng.integers(1, mask.shape[1] + 2))
        assert numpy.array_equal(runs_at_least(mask, length), by_runs(mask, length))
        assert numpy.array_equal(runs_at_least(mask.T, 2), by_runs(mask.T, 2))  # a view


def test_among_is_numpy_isin() -> None:
    for rng, mask in pictures(5):
        ids = rng.integers(0, 40, mask.shape)
        chosen = numpy.unique(rng.integers(0, 50, int(rng.integers(0, 8))))
        assert numpy.array_equal(among(ids, chosen), numpy.isin(ids, chosen))
