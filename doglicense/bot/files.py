"""A photo or a document sent in chat: fetched only when a file is asked for, read and kept."""

from __future__ import annotations

from typing import Any

from telegram import Message as TgMessage
from telegram import Update

from doglicense.bot.context import BotContext
from doglicense.bot.steps import step
from doglicense.flows.pieces import Ask, FileRef, Input, Kind
from doglicense.office.documents.certificates import (
    keep_certificate,
    read_certificate,
    store_certificate,
)
from doglicense.runtime import Services
from doglicense.service import conversation
from doglicense.storage.repositories import (
    telegram_resident_and_draft,
)
from doglicense.templates.language import use_language


async def on_file(update: Update, context: BotContext) -> None:
    """A photo or a document: checked, then stored, only when the open question asks for a file."""
    services = context.services
    message = update.effective_message
    assert message is not None
    user, chat = update.effective_user, update.effective_chat
    assert user is not None and chat is not None
    async with services.db.session() as session:
        # One query, as a step's: the resident and the open draft (not three, and no dogs
        # unless the flow reads them).
        resident, draft = await telegram_resident_and_draft(
            session,
            user_id=user.id,
            chat_id=chat.id,
            language=user.language_code,
            now=services.now(),
        )
        use_language(resident.language)
        now_turn = None
        if draft is not None:
            now_turn = await conversation.where_draft_stands(
                session, resident, draft, services.clock(), card_payments=services.card_payments
            )
        wants_file = (
            now_turn is not None
            and isinstance(now_turn.outcome, Ask)
            and now_turn.outcome.question is not None
            and now_turn.outcome.question.kind is Kind.FILE
        )
        resident_id = resident.id
        await session.commit()
    # Downloaded and read between transactions: Telegram and the image workers can be slow.
    ref = await _file_ref(message, resident_id, services, download=wants_file)
    await step(update, context, Input.of_file(ref))


async def _file_ref(
    message: TgMessage, resident_id: int, services: Services, *, download: bool
) -> FileRef:
    if message.photo:
        media: Any = message.photo[-1]
        claimed, name = "image/jpeg", None
    else:
        media = message.document
        claimed, name = (media.mime_type or "application/octet-stream"), media.file_name
    size = media.file_size or 0
    max_bytes = services.town.policy.max_upload_bytes
    if not download or size > max_bytes:  # Telegram tells the size: a big file is never fetched
        return FileRef(0, claimed, size, name)
    telegram_file = await media.get_file()
    data = bytes(await telegram_file.download_as_bytearray())
    certificate = await read_certificate(
        data, name=name, max_bytes=max_bytes, images=services.images
    )
    certificate = await store_certificate(services.documents, certificate)
    async with services.db.session() as session:
        ref = await keep_certificate(
            session,
            certificate,
            resident_id=resident_id,
            now=services.now(),
        )
        await session.commit()
    return ref
