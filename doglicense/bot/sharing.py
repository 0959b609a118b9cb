"""Sharing contact details in the found-dog relay as a chat message: the detail asked, or what
would be sent with its "Share these details" button (office/reports/relay_sharing.py decides)."""

from __future__ import annotations

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from doglicense.bot import render
from doglicense.office.reports.relay_sharing import SharingStep
from doglicense.templates import render as render_template

AGREE_PREFIX = "shareok:"  # "Share these details", pressed after seeing them


def step_message(step: SharingStep | None) -> render.Message:
    text = render_template("bot/messages/relay_share_step.txt", step=step)
    if step is None or step.preview is None:
        return render.Message(text)
    label = render.button_label("share_these")
    button = InlineKeyboardButton(label, callback_data=AGREE_PREFIX + step.reference)
    return render.Message(text, InlineKeyboardMarkup([[button]]))
