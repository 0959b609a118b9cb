"""When an owner of record's reports are due, and how late a late one is."""

from __future__ import annotations

from datetime import date, timedelta

from doglicense.law.town import TownProfile
from doglicense.law.town_file import town_or_default


def report_deadline(event_date: date, town: TownProfile | None = None) -> date:
    """The last day to report a change of ownership or address, or a lost or stolen dog.
    [69-16(C)], R18-R20, R22

    "Within 10 days": the 10th day after the event, the event day not counted. For a lost or
    stolen dog the event is the discovery of the loss or theft.
    """
    return event_date + timedelta(days=town_or_default(town).policy.report_days)


def days_late(event_date: date, reported_on: date, town: TownProfile | None = None) -> int:
    """How many days after the deadline a report came; 0 when on time. [69-16(C)], R22

    A late report is still accepted, only marked late for the clerk.
    """
    return max(0, (reported_on - report_deadline(event_date, town)).days)
