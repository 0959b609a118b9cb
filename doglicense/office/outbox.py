"""Messages to residents, written in the same transaction as the change they tell of."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import OutboxMessage, Resident


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
    message = OutboxMessage(
        key=key,
        resident_id=resident.id,
        channel=resident.preferred_channel,
        template=template,
        context=context,
        created_at=at,
    )
    session.add(message)
    return message
