"""A record's fee as a list of named parts in cents: one Stripe line item, one receipt line each."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from doglicense.storage.models import Record
from doglicense.templates import has_macro, macro

PARTS_TEMPLATE = "payments/parts.txt"
# The order parts are shown in; a kind added later with another `<name>_cents` still shows.
KNOWN_PARTS = (
    "town_share",
    "state_surcharge",
    "enumeration",
    "replacement_tag",
    "ticket_penalty",
    "security",
    "impoundment",
    "boarding",
    "distemper_shot",
    "bordetella_shot",
    "rabies_shot",
)
NOT_CHARGED = frozenset({"total", "surcharge_paid_by_town"})


@dataclass(frozen=True)
class FeePart:
    """One part of what the resident owes."""

    key: str
    cents: int

    @property
    def label(self) -> str:
        if has_macro(PARTS_TEMPLATE, self.key):
            return macro(PARTS_TEMPLATE, self.key)
        return macro(PARTS_TEMPLATE, "other", self.key)

    def as_context(self) -> dict[str, Any]:
        return {"key": self.key, "label": self.label, "cents": self.cents}


class FeeDoesNotAddUp(ValueError):
    """The parts of a record's fee do not sum to its fee: nothing may be charged."""


def fee_parts_of(record: Record) -> list[FeePart]:
    """The parts the resident pays, in cents, non-zero only; they always add up to the fee."""
    found: dict[str, int] = {}
    for name, value in (record.fee_parts or {}).items():
        key = name.removesuffix("_cents")
        if name.endswith("_cents") and key not in NOT_CHARGED and isinstance(value, int) and value:
            found[key] = value
    order = [k for k in KNOWN_PARTS if k in found] + sorted(set(found) - set(KNOWN_PARTS))
    parts = [FeePart(key, found[key]) for key in order]
    if sum(p.cents for p in parts) != record.fee_cents:
        raise FeeDoesNotAddUp(f"record {record.reference}: parts do not add up to the fee")
    return parts


DIFFERENCE = "correction_difference"


def charged_parts(record: Record, amount_cents: int) -> list[FeePart]:
    """What one payment of `amount_cents` pays for: the fee's parts, or, when a correction
    raised the fee, the difference alone."""
    if amount_cents == record.fee_cents:
        return fee_parts_of(record)
    return [FeePart(DIFFERENCE, amount_cents)]
