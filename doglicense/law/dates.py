"""Calendar arithmetic the rules share: month ends and adding months or years to a date."""

from __future__ import annotations

import calendar
from datetime import date


def month_end(d: date) -> date:
    """The last day of the month of ``d``. [69-8] licenses end on a month's last day."""
    return date(d.year, d.month, calendar.monthrange(d.year, d.month)[1])


def add_months(d: date, months: int) -> date:
    """``d`` moved by ``months`` calendar months, the day clamped to the month's length.

    31 October + 4 months is 28 (or 29) February; 29 February + 12 months is 28 February.
    """
    index = d.year * 12 + (d.month - 1) + months
    year, month = divmod(index, 12)
    last_day = calendar.monthrange(year, month + 1)[1]
    return date(year, month + 1, min(d.day, last_day))


def add_years(d: date, years: int) -> date:
    """``d`` moved by ``years``, 29 February rolling to 28 February. [69-8], R11"""
    return add_months(d, 12 * years)
