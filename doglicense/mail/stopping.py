"""Stopping reminders from the link every reminder e-mail carries (and its List-Unsubscribe)."""

from __future__ import annotations

from doglicense.mail.links import read_stop_reminders_token
from doglicense.office.notices.reminder_choices import set_reminders
from doglicense.runtime import Services
from doglicense.storage.models import Resident


async def resident_of_stop_link(services: Services, token: str) -> Resident | None:
    """Whose link this is; None for a changed or made-up one."""
    resident_id = read_stop_reminders_token(services.settings, token)
    if resident_id is None:
        return None
    async with services.db.session() as session:
        return await session.get(Resident, resident_id)


async def stop_reminders_by_link(services: Services, token: str) -> Resident | None:
    """Reminders off for the link's resident (commits); None for a link that is not ours."""
    resident_id = read_stop_reminders_token(services.settings, token)
    if resident_id is None:
        return None
    async with services.db.session() as session:
        resident = await session.get(Resident, resident_id)
        if resident is not None:
            await set_reminders(session, resident, enabled=False)
        return resident
