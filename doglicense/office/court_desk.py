"""Who works the court's queue in the console: the court clerk, or the Town Clerk for the court.

A town whose Justice Court has no console account of its own names the Town Clerk in its profile
(`[court] return_dates_set_by = "clerk"`); the clerk then sets return dates, penalties and
appearances on the court's pages, each move audited under the clerk's name. R24-R27
"""

from __future__ import annotations

from doglicense.law import TownProfile
from doglicense.office.staff import Role, SignedIn


def court_roles(town: TownProfile) -> tuple[Role, ...]:
    """The roles that act on ticket answers in this town."""
    return (Role.COURT, Role.CLERK) if town.return_dates_set_by == "clerk" else (Role.COURT,)


def works_the_court(person: SignedIn, town: TownProfile) -> bool:
    return person.role in court_roles(town)
