"""/proof in any chat: the spay/neuter certificate a request waits for, asked for again."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.law import Clock
from doglicense.office.records.later_proof import open_proof
from doglicense.service import conversation
from doglicense.service.turns import Turn
from doglicense.storage.models import Resident


async def send_proof(
    session: AsyncSession, resident: Resident, clock: Clock, *, channel: str, card_payments: bool
) -> Turn | None:
    """The certificate's question, open: sent and confirmed, the request goes back to the
    clerk. None when no request of the resident waits for one."""
    record = await open_proof(session, resident, now=clock.now)
    if record is None:
        return None
    await session.commit()
    return await conversation.resume(
        session, resident, clock, card_payments=card_payments, channel=channel
    )
