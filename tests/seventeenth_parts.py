"""Pieces the seventeenth set's layouts share: the truth from the facts, a clinic's logo, a
date style for print and for the pen, and a label with its value beside or above it."""

from __future__ import annotations

import random
from datetime import date

from tests.heldout_certificates import Truth
from tests.seventeenth_canvas import INK, Color, Sheet
from tests.seventeenth_facts import Facts, fmt_date

PRINT_STYLES = ("us", "iso", "d_mon_y", "mon_apos", "long_ord", "mon_d_y", "us_short")
PEN_STYLES = ("us_nopad", "us_short", "us_dash_yy", "us", "mon_d_y")


def truth(
    f: Facts,
    expires: bool = True,
    vet: bool = True,
    clinic: bool = True,
    owner: bool = True,
    lot: bool = True,
) -> Truth:
    return Truth(
        vaccinated=f.vaccinated,
        expires=f.expires if expires else None,
        tag=f.tag,
        veterinarian=f.vet if vet else None,
        clinic=f.clinic if clinic else None,
        dog=f.dog,
        owner=f.owner if owner else None,
        product=f.product,
        lot=f.lot if lot else None,
    )


def day(d: date, style: str) -> str:
    return fmt_date(d, style)


def paw(sheet: Sheet, x: float, y: float, s: float, color: Color) -> None:
    """A paw print logo with its top-left at (x, y), s across."""
    sheet.ellipse((x + s * 0.22, y + s * 0.42, x + s * 0.78, y + s * 0.95), color)
    for cx, cy in ((0.12, 0.38), (0.33, 0.12), (0.62, 0.12), (0.86, 0.38)):
        sheet.ellipse(
            (x + s * (cx - 0.11), y + s * (cy - 0.13), x + s * (cx + 0.11), y + s * (cy + 0.13)),
            color,
        )


def cross(sheet: Sheet, x: float, y: float, s: float, color: Color) -> None:
    """A veterinary cross in a ring."""
    sheet.ellipse((x, y, x + s, y + s), None, color)
    t = s * 0.16
    sheet.rect((x + s / 2 - t, y + s * 0.2, x + s / 2 + t, y + s * 0.8), None, color)
    sheet.rect((x + s * 0.2, y + s / 2 - t, x + s * 0.8, y + s / 2 + t), None, color)


def field(
    sheet: Sheet,
    x: float,
    y: float,
    label: str,
    value: str,
    face: str,
    size: int = 22,
    above: bool = False,
    value_face: str | None = None,
    color: Color = INK,
) -> float:
    """A printed label and its value beside it (or under it); the bottom of the pair."""
    w = sheet.label(x, y, label, face, size if not above else size - 4)
    if above:
        sheet.text(x, y + size * 1.05, value, value_face or face, size, color)
        return y + size * 2.3
    sheet.text(x + w + size * 0.5, y, value, value_face or face, size, color)
    return y + size * 1.5


def pen_field(
    sheet: Sheet,
    rng: random.Random,
    x: float,
    y: float,
    label: str,
    value: str | None,
    face: str,
    hand: str,
    size: int = 22,
    width: float = 300,
) -> float:
    """A printed label, a rule to write on and the value by pen on it; the rule's right end."""
    w = sheet.label(x, y, label, face, size)
    x0 = x + w + 8
    sheet.line(x0, y + size * 1.15, x0 + width, y + size * 1.15, (120, 120, 130), 1)
    if value:
        sheet.hand(rng, x0 + rng.uniform(6, 20), y - size * 0.55, value, hand, int(size * 1.3))
    return x0 + width
