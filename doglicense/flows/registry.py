"""Every flow by name, for the channels and the office."""

from __future__ import annotations

from doglicense.flows import (
    address,
    death,
    found,
    license,
    lost,
    ownership,
    redeem,
    renewal,
    tag,
    ticket,
)
from doglicense.flows.pieces import Flow

FLOWS: dict[str, Flow] = {
    flow.name: flow
    for flow in (
        license.FLOW,
        renewal.FLOW,
        address.FLOW,
        ownership.FLOW,
        lost.FLOW,
        found.FLOW,
        death.FLOW,
        tag.FLOW,
        ticket.FLOW,
        redeem.FLOW,
    )
}


def flow_named(name: str) -> Flow:
    return FLOWS[name]
