"""Masks of a page's pixels (numpy booleans) grown, joined and counted in whole arrays: the
same answers as Pillow's flood fill and rank filters give, without their cost on every page.

Pillow's flood fill walks pixel by pixel in Python (about 0.15 s for a photo's page on the
240-pixel picture it is found in) and its 7 x 7 median filter sorts 49 shades for every point
(about 0.08 s a page), where only "is the median dark" was asked. Each function here gives what
its Pillow twin gives, to the pixel (`tests/test_prep_masks.py` compares them).
"""

from __future__ import annotations

from typing import Any


def grown(mask: Any, steps: int) -> None:
    """A mask grown in place by `steps` pixels up, down, left and right (each step a 3 x 3
    square: Pillow's MaxFilter(2 * steps + 1) of the mask)."""
    for _ in range(steps):
        mask[1:] |= mask[:-1]
        mask[:-1] |= mask[1:]
        mask[:, 1:] |= mask[:, :-1]
        mask[:, :-1] |= mask[:, 1:]


def reached(white: Any, seed: tuple[int, int]) -> Any:
    """The pixels of `white` joined to `seed` (x, y) through their left, right, upper and lower
    neighbours: what Pillow's flood fill from the seed paints on a black and white picture.

    Whole runs of a row, then of a column, are taken where they touch what is reached, until
    nothing more is: a few rounds for a page, each over the whole array."""
    import numpy

    x, y = seed
    got = numpy.zeros(white.shape, dtype=bool)
    if not white[y, x]:
        return got
    got[y, x] = True
    count = 1
    while True:
        got = _along_rows(white, got)
        got = _along_rows(white.T, got.T).T
        now = int(got.sum())
        if now == count:
            return got
        count = now


def _along_rows(white: Any, got: Any) -> Any:
    """Each row's runs of `white` taken whole where any of their pixels is in `got`."""
    import numpy

    rows, width = white.shape
    flat = _rows_ended(white)
    starts = flat & ~numpy.concatenate(([False], flat[:-1]))
    run = numpy.cumsum(starts)  # each white pixel's run, numbered from 1
    touched = numpy.zeros(int(run[-1]) + 1, dtype=bool)
    touched[run.reshape(rows, width + 1)[:, :width][got & white]] = True
    return (touched[run] & flat).reshape(rows, width + 1)[:, :width]


def _rows_ended(mask: Any) -> Any:
    """The mask's rows one after another, a pixel of paper after each: no run crosses rows."""
    import numpy

    rows, width = mask.shape
    ended = numpy.zeros((rows, width + 1), dtype=bool)
    ended[:, :width] = mask
    return ended.ravel()


def runs_at_least(mask: Any, length: int) -> Any:
    """The pixels of `mask` in runs along their row at least `length` long: each run's two ends
    found once, the long runs' pixels marked between them."""
    import numpy

    rows, width = mask.shape
    flat = numpy.concatenate(([False], _rows_ended(mask)))
    change = numpy.flatnonzero(flat[1:] != flat[:-1]) + 1  # a run's first pixel, then its end
    starts, ends = change[0::2], change[1::2]
    long = ends - starts >= max(length, 1)
    marks = numpy.zeros(flat.size + 1, dtype=numpy.int8)
    marks[starts[long]] = 1
    marks[ends[long]] = -1
    inside = numpy.cumsum(marks[:-1], dtype=numpy.int8)[1:]
    return inside.reshape(rows, width + 1)[:, :width].astype(bool)


def among(ids: Any, chosen: Any) -> Any:
    """Which of `ids` (numbers from 0) are in `chosen`: numpy.isin's answer, from a table."""
    import numpy

    top = int(ids.max(initial=0))
    table = numpy.zeros(top + 1, dtype=bool)
    table[chosen[chosen <= top]] = True
    return table[ids]


def mostly_below(shades: Any, size: int, below: int) -> Any:
    """Where the median of the `size` x `size` shades around each point (the edge's shades
    repeated beyond it) is below `below`: Pillow's MedianFilter(size), then `< below`.

    The median is below where more than half the square's shades are: a count, from sums."""
    import numpy

    half = size // 2
    dark = numpy.pad(shades < below, half, mode="edge").astype(numpy.int32)
    sums = numpy.zeros((dark.shape[0] + 1, dark.shape[1] + 1), dtype=numpy.int32)
    sums[1:, 1:] = dark.cumsum(axis=0).cumsum(axis=1)
    rows, columns = shades.shape
    counts = (
        sums[size : size + rows, size : size + columns]
        - sums[:rows, size : size + columns]
        - sums[size : size + rows, :columns]
        + sums[:rows, :columns]
    )
    return counts > (size * size) // 2
