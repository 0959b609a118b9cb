"""A form's letter boxes taken out: the upright edges between the boxes a form asks to print in
("one letter per box"), and the short line they stand on.

A long ruled line is taken out before (page.without_rules); a comb's teeth are as short as a
letter is tall, so they stay, and both engines read each edge as a letter ('K|OlpIA' for KODA,
'o|1\\/|1|2\\/|2l6' for 01/12/26). A tooth is an upright stroke, thin, standing on a line of ink
that runs straight on to the next tooth, as tall as it, at the same height, with paper beside it
(a letter in the box touches it at a point if at all). Three teeth or more in a row, evenly
spaced, are a comb, and its line ends with its first or its last box. A word is none: a letter's
stem has its bowl or arm beside it, and a writing line runs on past the letters standing on it
('JOANNE' in a typewriter's even steps, 'McAllister' in a hand).
"""

from __future__ import annotations

from bisect import bisect_right
from itertools import pairwise
from typing import Any

_LEVEL = 3  # pixels: two teeth of a comb start and end this near the same rows
_BASE = 0.9  # of the columns between two teeth, this many have ink in the row they stand on
_EVEN = 0.25  # a comb's gaps differ from their middle one by no more than this part of it
_TEETH = 3  # teeth in a comb at least: two boxes
_TOUCHED = 0.4  # of a tooth's middle, no more than this has ink just beside it


def letter_boxes(ink: Any, shortest: int, tallest: int) -> Any:
    """Where on the page a comb's teeth and the line joining them stand (a mask like `ink`):
    teeth between `shortest` and `tallest` pixels long."""
    import numpy

    strokes = _strokes(ink, shortest, tallest)
    combs = numpy.zeros_like(ink)
    for chain in _chains(ink, strokes):
        for x0, x1, y0, y1 in chain:
            combs[y0:y1, x0:x1] = True
        (left, _, _, _), (_, right, _, _) = chain[0], chain[-1]
        top = min(s[2] for s in chain)
        bottom = max(s[3] for s in chain)
        for y in (top, bottom):  # the line they stand on, and a box's lid: their rows of ink
            rows, band = _band(ink, y, left, right)
            lines = band.mean(axis=1) >= _BASE
            combs[rows, left:right] |= band & lines[:, None]
    return combs & ink


Stroke = tuple[int, int, int, int]  # x0, x1, y0, y1: an upright stroke's box (ends exclusive)


def _strokes(ink: Any, shortest: int, tallest: int) -> list[Stroke]:
    """Upright runs of ink `shortest` to `tallest` long, the runs of neighbouring columns that
    start and end at the same rows joined into one stroke; only thin strokes."""
    import numpy

    padded = numpy.zeros((ink.shape[1], ink.shape[0] + 2), dtype=numpy.int8)
    padded[:, 1:-1] = ink.T
    columns, rows = numpy.nonzero(numpy.diff(padded, axis=1))
    starts, ends = rows[::2], rows[1::2]
    columns = columns[::2]
    lengths = ends - starts
    keep = (lengths >= shortest) & (lengths <= tallest)
    strokes: list[list[int]] = []
    open_: list[list[int]] = []
    for column, start, end in zip(
        columns[keep].tolist(), starts[keep].tolist(), ends[keep].tolist(), strict=True
    ):
        joined = next(
            (
                s
                for s in open_
                if s[1] == column and abs(s[2] - start) <= _LEVEL and abs(s[3] - end) <= _LEVEL
            ),
            None,
        )
        if joined is not None:
            joined[1] = column + 1
            continue
        stroke = [column, column + 1, start, end]
        strokes.append(stroke)
        open_ = [s for s in open_ if s[1] >= column] + [stroke]
    widest = max(3, shortest // 5)
    return [(a, b, c, d) for a, b, c, d in strokes if b - a <= widest]


def _chains(ink: Any, strokes: list[Stroke]) -> list[list[Stroke]]:
    """Runs of lone strokes as tall as the first at its height, each joined to the next by a
    straight line along their feet, evenly spaced, at least `_TEETH` of them."""
    chains: list[list[Stroke]] = []
    taken: set[Stroke] = set()
    ordered = sorted(s for s in strokes if _alone(ink, s))
    lefts = [s[0] for s in ordered]
    for first in ordered:
        if first in taken:
            continue
        height = first[3] - first[2]
        level = max(_LEVEL, height // 8)  # a tooth's foot ends in its line's thickness
        chain = [first]
        while True:
            last = chain[-1]
            near = slice(bisect_right(lefts, last[1]), bisect_right(lefts, last[1] + 3 * height))
            reach = ordered[near]
            nxt = next(
                (
                    s
                    for s in reach
                    if abs(s[2] - first[2]) <= level
                    and abs(s[3] - first[3]) <= level
                    and _joined_at_feet(ink, last, s)
                ),
                None,
            )
            if nxt is None:
                break
            chain.append(nxt)
        if len(chain) >= _TEETH and _even(chain) and _line_ends(ink, chain):
            chains.append(chain)
            taken.update(chain)
    return chains


def _alone(ink: Any, stroke: Stroke) -> bool:
    """Paper beside the stroke on both sides along most of its middle: a box's edge, which a
    letter in the box touches at a point if at all; no letter's stem, with its bowl or arm."""
    x0, x1, y0, y1 = stroke
    rise = (y1 - y0) // 5
    middle = slice(y0 + rise, y1 - rise)
    for x in (x0 - 2, x1 + 1):
        if not 0 <= x < ink.shape[1] or ink[middle, x].mean() > _TOUCHED:
            return False
    return True


def _joined_at_feet(ink: Any, left: Stroke, right: Stroke) -> bool:
    """A straight line of ink along the feet of two strokes, from one to the other, the gap
    between them at least half as wide as they are tall (a letter box, no letter's stems). A
    box's lid is no join: an 'm' is three stems joined along their tops."""
    if right[0] - left[1] < (left[3] - left[2]) // 2:
        return False
    _, band = _band(ink, max(left[3], right[3]), left[1], right[0])
    return bool(len(band)) and band.mean(axis=1).max() >= _BASE


def _line_ends(ink: Any, chain: list[Stroke]) -> bool:
    """The line the teeth stand on ends at the first tooth or at the last: a comb's line ends
    with its boxes. A writing line runs on past the letters standing on it."""
    pitch = chain[1][0] - chain[0][0]
    first, last = chain[0], chain[-1]
    rows, band = _band(ink, max(s[3] for s in chain), first[1], chain[1][0])
    line = rows.start + int(band.mean(axis=1).argmax())
    band = ink[max(0, line - 1) : line + 2]
    before = band[:, max(0, first[0] - 2 - pitch // 2) : max(0, first[0] - 2)]
    after = band[:, last[1] + 2 : last[1] + 2 + pitch // 2]
    return any(part.size == 0 or part.any(axis=0).mean() < 0.5 for part in (before, after))


def _band(ink: Any, y: int, x0: int, x1: int) -> tuple[slice, Any]:
    """The rows about row `y` where a comb's line may stand, and their ink from x0 to x1."""
    rows = slice(max(0, y - 2 * _LEVEL), y + 2 * _LEVEL)
    return rows, ink[rows, x0:x1]


def _even(chain: list[Stroke]) -> bool:
    gaps = sorted(b[0] - a[0] for a, b in pairwise(chain))
    middle = gaps[len(gaps) // 2]
    return all(abs(gap - middle) <= _EVEN * middle for gap in gaps)
