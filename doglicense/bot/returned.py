"""A request returned for a correction: its Telegram notice asks the question again, buttons too."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.bot import render
from doglicense.flows.pieces import Ask
from doglicense.office.lifecycle import Status
from doglicense.runtime import Services
from doglicense.service import conversation
from doglicense.storage.models import Record, Resident
from doglicense.storage.repositories import active_draft


async def question_again(
    session: AsyncSession, services: Services, resident: Resident, reference: str
) -> render.Message | None:
    """The question the resident's correction of `reference` waits on, as a chat message; None
    once that correction is no longer the open draft (answered on the web, or set aside)."""
    draft = await active_draft(session, resident.id)
    if draft is None or draft.record_id is None:
        return None
    record = await session.get(Record, draft.record_id)
    if record is None or record.reference != reference or record.status != Status.RETURNED:
        return None
    turn = await conversation.where_draft_stands(
        session,
        resident,
        draft,
        services.clock(),
        card_payments=services.card_payments,
        channel="telegram",
    )
    return render.turn_message(turn) if isinstance(turn.outcome, Ask) else None
