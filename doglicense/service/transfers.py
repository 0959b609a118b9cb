"""A change of owner in the Town for every channel: the old owner's invitation in words, and the
new owner's license flow begun from its code or link, on the dog and tag the report names."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.ownership import NO_EMAIL
from doglicense.law import Clock
from doglicense.office.reports import transfers
from doglicense.payments.checkout import LOCAL_BASE_URL
from doglicense.service import conversation, turns
from doglicense.settings import Settings
from doglicense.storage.models import Dog, Record, Resident
from doglicense.templates import render as render_template


def web_address(settings: Settings) -> str:
    """Where a new owner types the code: the page the printed invitation names."""
    return f"{(settings.public_base_url or LOCAL_BASE_URL).rstrip('/')}/forms/transfer"


async def invitation_text(
    session: AsyncSession, record: Record | None, settings: Settings, *, telegram: str | None
) -> str | None:
    """After an in-town change of owner: the code the old owner hands on, with where to use it
    (`telegram`: the bot's username, for the deep link); None for any other record."""
    secret = settings.session_secret.get_secret_value()
    code = transfers.code_of(record, secret) if record is not None else None
    if record is None or code is None:
        return None
    dog = await session.get(Dog, record.dog_id)
    token = transfers.invite_token(record, secret)
    link = f"https://t.me/{telegram}?start={transfers.TRANSFER_PREFIX}{token}" if telegram else ""
    email = record.answers.get("new_owner_email")
    return render_template(
        "bot/messages/transfer_invite.txt",
        dog=dog.name if dog else "",
        tag=dog.tag_number if dog else "",
        code=code,
        web=web_address(settings),
        link=link,
        email=email if email != NO_EMAIL else None,
    )


async def begin(
    session: AsyncSession,
    resident: Resident,
    invitation: transfers.Invitation | None,
    clock: Clock,
    *,
    channel: str,
    card_payments: bool,
) -> turns.Turn | None:
    """The new owner's license flow, begun with the dog's facts and its tag; None when the
    invitation is wrong, used, or the resident's own."""
    if invitation is None:
        return None
    return await conversation.begin(
        session,
        resident,
        "license",
        clock,
        channel=channel,
        card_payments=card_payments,
        prefill=transfers.prefill(invitation),
    )


async def begin_by_code(
    session: AsyncSession,
    resident: Resident,
    code: str,
    clock: Clock,
    *,
    secret: str,
    channel: str,
    card_payments: bool,
) -> turns.Turn | None:
    """The code typed on the web, after /transfer in chat, or carried by the e-mail's link."""
    invitation = await transfers.invitation_by_code(session, code, secret, new_owner=resident)
    return await begin(
        session, resident, invitation, clock, channel=channel, card_payments=card_payments
    )
