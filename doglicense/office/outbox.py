"""Messages to residents, written in the same transaction as the change they tell of."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import TownProfile
from doglicense.storage.models import Resident
from doglicense.storage.office_models import OutboxMessage


def notify(
    session: AsyncSession,
    resident: Resident,
    template: str,
    context: dict[str, Any],
    *,
    key: str,
    at: datetime,
) -> OutboxMessage:
    """Queue one message; `key` names it so a retry or a replay never sends it twice."""
    return queue_message(
        session,
        resident_id=resident.id,
        channel=resident.preferred_channel,
        template=template,
        context=context,
        key=key,
        at=at,
    )


def queue_message(
    session: AsyncSession,
    *,
    resident_id: int,
    channel: str,
    template: str,
    context: dict[str, Any],
    key: str,
    at: datetime,
) -> OutboxMessage:
    """Queue one message by the resident's id and channel, for writers that hold no Resident."""
    message = OutboxMessage(
        key=key,
        resident_id=resident_id,
        channel=channel,
        template=template,
        context=context,
        created_at=at,
    )
    session.add(message)
    return message


def message_context(message: OutboxMessage, town: TownProfile) -> dict[str, Any]:
    """What every channel's template of the message reads: its context and the town's facts."""
    context: dict[str, Any] = dict(message.context)
    exempt = context.get("exempt_type")
    context["exempt_label"] = town.exempt_label(exempt) if exempt else None
    context.setdefault("clerk_phone", town.clerk_phone)
    return context
