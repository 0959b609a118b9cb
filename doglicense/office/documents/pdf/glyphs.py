"""Letters a report writer drew one text object each ("E", "P", "T", "-", "2", ...): joined
again into the runs a reader sees, each letter to the one drawn before it when it stands just
after it on its line. A run an object drew whole is left as it was drawn.

Where a letter stands is judged by its font's box (pdfium's loose box: the letter's advance and
the font's full height), not by its ink: a "1" or a comma has little ink, yet its font box
touches its neighbours' as every letter's of a word does."""

from __future__ import annotations

Box = list[float]  # left, bottom, right, top, on the stored page (y upwards)
Drawn = tuple[str, Box, Box]  # a run's text, its ink's box, its letters' font box


def glyphs_joined(runs: list[Drawn]) -> list[Drawn]:
    """`runs` in the order they were drawn; a letter drawn alone joined to the letters drawn
    alone just before it on its line: a space where the gap is a word's, a new run past one
    and a half lines' height."""
    joined: list[Drawn] = []
    lone = False  # the last run is made of letters drawn alone
    for text, ink, font in runs:
        if lone and len(text) == 1 and _next_on_line(joined[-1][2], font):
            before, last_ink, last_font = joined[-1]
            height = last_font[3] - last_font[1]
            space = " " if font[0] - last_font[2] > 0.12 * height else ""
            joined[-1] = (before + space + text, union(last_ink, ink), union(last_font, font))
            continue
        joined.append((text, list(ink), list(font)))
        lone = len(text) == 1
    return joined


def union(a: Box, b: Box) -> Box:
    """The box holding both."""
    return [min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])]


def _next_on_line(last: Box, box: Box) -> bool:
    """`box` just after `last` on its line: sharing most of its height, at most one and a half
    lines' height to its right."""
    height = box[3] - box[1]
    gap = box[0] - last[2]
    shared = min(last[3], box[3]) - max(last[1], box[1])
    return -0.3 * height <= gap < 1.5 * height and shared >= 0.6 * height
