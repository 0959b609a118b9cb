"""Closing the day: its money netted of refunds, by method, with what the clerk deposits and
what goes to the State."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TextIO

from doglicense.payments.reconciliation import Reconciliation, daily_reconciliation
from doglicense.runtime import Services
from doglicense.settings import Settings
from doglicense.templates import money

# The order methods are listed in; cash, checks and money orders go to the bank in the
# clerk's deposit, cards settle through Stripe or the counter's card terminal.
METHODS = ("card", "cash", "check", "money_order", "card_at_counter")
DEPOSITED = frozenset({"cash", "check", "money_order"})
METHOD_NAMES = {
    "card": "Card (online)",
    "cash": "Cash",
    "check": "Check",
    "money_order": "Money order",
    "card_at_counter": "Card at the counter",
}


@dataclass(frozen=True)
class MethodTotal:
    """One method's day: received, refunded, and the net split into its parts, in cents."""

    method: str
    payments: int
    received_cents: int
    refunded_cents: int
    town_share_cents: int
    state_surcharge_cents: int
    other_cents: int

    @property
    def name(self) -> str:
        return METHOD_NAMES.get(self.method, self.method)

    @property
    def net_cents(self) -> int:
        return self.received_cents - self.refunded_cents

    @property
    def deposited(self) -> bool:
        return self.method in DEPOSITED


@dataclass(frozen=True)
class DayClose:
    """The day's reconciliation and its totals by method."""

    report: Reconciliation
    methods: list[MethodTotal]

    @property
    def day(self) -> date:
        return self.report.day

    def _sum(self, field: str, *, deposited_only: bool = False) -> int:
        chosen = [m for m in self.methods if m.deposited or not deposited_only]
        return sum(int(getattr(m, field)) for m in chosen)

    @property
    def received_cents(self) -> int:
        return self.report.received_cents

    @property
    def refunded_cents(self) -> int:
        return self.report.refunded_cents

    @property
    def net_cents(self) -> int:
        return self._sum("net_cents")

    @property
    def town_share_cents(self) -> int:
        return self._sum("town_share_cents")

    @property
    def other_cents(self) -> int:
        return self._sum("other_cents")

    @property
    def to_state_cents(self) -> int:
        """The State's surcharges collected, net of those refunded [AML 110]."""
        return self._sum("state_surcharge_cents")

    @property
    def deposit_cents(self) -> int:
        """Cash, checks and money orders taken, less what was paid back at the counter."""
        return self._sum("net_cents", deposited_only=True)

    def text(self) -> str:
        """The day's close as the clerk reads it in a terminal."""
        rows = [("Method", "Payments", "Received", "Refunded", "Net", "Town", "State", "Other")]
        for m in [*self.methods, self._total()]:
            rows.append(
                (
                    m.name,
                    str(m.payments),
                    money(m.received_cents),
                    money(-m.refunded_cents),
                    money(m.net_cents),
                    money(m.town_share_cents),
                    money(m.state_surcharge_cents),
                    money(m.other_cents),
                )
            )
        widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
        lines = [f"Day closed: {self.day.isoformat()}"]
        for row in rows:
            pairs = zip(row[1:], widths[1:], strict=True)
            cells = [row[0].ljust(widths[0])] + [cell.rjust(width) for cell, width in pairs]
            lines.append("  ".join(cells).rstrip())
        lines.append(f"To deposit (cash, checks, money orders): {money(self.deposit_cents)}")
        lines.append(f"To the State (surcharges): {money(self.to_state_cents)}")
        return "\n".join(lines) + "\n"

    def _total(self) -> MethodTotal:
        return MethodTotal(
            "Total",
            sum(m.payments for m in self.methods),
            self.received_cents,
            self.refunded_cents,
            self.town_share_cents,
            self.to_state_cents,
            self.other_cents,
        )


def close_of(report: Reconciliation) -> DayClose:
    """The report's lines added up by method; every known method listed, even at zero."""
    seen = {line.method for line in report.lines}
    order = list(METHODS) + sorted(seen - set(METHODS))
    totals = []
    for method in order:
        lines = [li for li in report.lines if li.method == method and li.counts]
        paid = [li for li in lines if li.kind == "payment"]
        totals.append(
            MethodTotal(
                method=method,
                payments=len(paid),
                received_cents=sum(li.amount_cents for li in paid),
                refunded_cents=-sum(li.amount_cents for li in lines if li.kind == "refund"),
                town_share_cents=sum(li.town_share_cents for li in lines),
                state_surcharge_cents=sum(li.state_surcharge_cents for li in lines),
                other_cents=sum(li.other_cents for li in lines),
            )
        )
    return DayClose(report, totals)


async def print_day_close(settings: Settings, day: date, out: TextIO) -> int:
    """`doglicense reconcile --day YYYY-MM-DD --totals`: the day's close on `out`."""
    services = Services.from_settings(settings)
    try:
        async with services.db.session() as session:
            report = await daily_reconciliation(session, day, services.town)
    finally:
        await services.db.dispose()
    out.write(close_of(report).text())
    return 0
