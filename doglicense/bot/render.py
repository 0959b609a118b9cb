"""Turns a conversation's outcome into a chat message: words from templates, buttons."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup
from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from doglicense.flows.engine import last_date_given
from doglicense.flows.pieces import (
    BACK,
    Answers,
    Ask,
    Choice,
    Context,
    DogOnFile,
    Finished,
    Question,
    Stop,
)
from doglicense.payments.checkout import CardOffer
from doglicense.service.stops import can_go_back_from_stop
from doglicense.service.turns import Turn
from doglicense.templates import choice_words, chosen_words, macro, prompt, render

REFUSALS = "bot/refusals.txt"
CHOICE_PREFIX = "c:"
MENU_PREFIX = "m:"
OFFER_PREFIX = "o:"
FOUND_AGAIN_PREFIX = "home:"
PAY_PREFIX = "p:"
RELAY_PREFIX = "relay:"  # "Reply" under a found dog's message: the next words go to the other side
SHARE_PREFIX = "share:"  # "Share my contact details": given only when both sides agree
RENEW_PREFIX = "renew:"  # "Renew now" under a reminder: the renewal with the dog chosen
REDEEM_PREFIX = "redeem:"  # "Redeem" under a seizure's message: the redemption of that dog
RENEW_LINK_PREFIX = "renew-"  # the same from a deep link, /start renew-<tag>


@dataclass(frozen=True)
class Message:
    """A chat message to send: HTML text and optional inline buttons."""

    text: str
    buttons: InlineKeyboardMarkup | None = None


def button_label(label: str, params: Mapping[str, Any] | None = None) -> str:
    """A button's words as plain text: Telegram shows a button's text as is, never as HTML."""
    return choice_words(label, params)


def choice_label(choice: Choice) -> str:
    return button_label(choice.label, choice.params)


def keyboard(rows: list[list[tuple[str, str]]]) -> InlineKeyboardMarkup | None:
    rows = [row for row in rows if row]
    if not rows:
        return None
    return InlineKeyboardMarkup(
        [[InlineKeyboardButton(text, callback_data=data) for text, data in row] for row in rows]
    )


def _choice_rows(choices: tuple[Choice, ...], *, can_go_back: bool) -> list[list[tuple[str, str]]]:
    rows = [[(choice_label(c), CHOICE_PREFIX + c.key)] for c in choices]
    if can_go_back:
        rows.append([(button_label("back"), CHOICE_PREFIX + BACK)])
    return rows


def ask_message(turn: Turn, ask: Ask) -> Message:
    answers, context = turn.state.answers, turn.context
    if ask.question is None:
        return _summary(turn, ask)
    text = prompt(ask.question.key, ask.question.label, answers, context)
    if ask.refusal is not None:
        text = refusal_words(ask, context) + "\n\n" + text
    elif heard := date_heard(turn):
        text = heard + "\n\n" + text
    rows = _choice_rows(ask.choices, can_go_back=bool(turn.state.history))
    return Message(text, keyboard(rows))


def refusal_words(ask: Ask, context: Context) -> str:
    """Why an answer was refused, in the channel's words: nothing is tapped in the terminal."""
    assert ask.refusal is not None
    return macro(REFUSALS, ask.refusal.reason, {**ask.refusal.params, "channel": context.channel})


def date_heard(turn: Turn) -> str | None:
    """ "Noted: August 5, 2025." when the answer just taken was a date (None otherwise)."""
    day = last_date_given(turn.flow, turn.state)
    return render("bot/messages/date_heard.txt", day=day).strip() if day else None


def _summary(turn: Turn, ask: Ask) -> Message:
    answers = turn.state.answers
    lines = [
        {"label": q.label, "value": _shown_answer(q, answers, turn.context)}
        for q in turn.flow.questions
        if q.key in answers and q.applies(answers, turn.context)
    ]
    text = render(
        "bot/messages/summary.txt",
        lines=lines,
        facts=ask.facts,
        town=turn.context.town,
        channel=turn.context.channel,
    )
    if ask.refusal is not None:
        text = refusal_words(ask, turn.context) + "\n\n" + text
    rows = [[(choice_label(c), CHOICE_PREFIX + c.key)] for c in ask.choices]
    return Message(text, keyboard(rows))


def _shown_answer(question: Question, answers: Answers, context: Context) -> Markup:
    """An answer as the resident gave it (a button's own label, a date as a date), as HTML."""
    value = answers[question.key]
    if question.choices is not None and isinstance(value, str):
        for choice in question.choices(answers, context):
            if choice.key == value or choice.key == f"dog:{value}":
                return Markup(chosen_words(choice.label, choice.params))  # noqa: S704 - rendered with autoescape
    return Markup(macro("bot/messages/answer_value.txt", "show", value))  # noqa: S704 - rendered with autoescape


def stop_message(turn: Turn, stop: Stop) -> Message:
    text = render(
        f"bot/messages/stop_{stop.reason}.txt", params=stop.params, town=turn.context.town
    )
    rows = []
    if stop.offer:
        label = button_label(stop.offer)
        value = stop.params.get("due", stop.params.get("tag", ""))
        rows.append([(label, f"{OFFER_PREFIX}{stop.offer}:{value or ''}")])
    if can_go_back_from_stop(turn):  # a mistyped answer is not the end
        rows.append([(button_label("back"), CHOICE_PREFIX + BACK)])
    return Message(text, keyboard(rows))


def turn_message(turn: Turn) -> Message:
    outcome = turn.outcome
    if isinstance(outcome, Ask):
        return ask_message(turn, outcome)
    if isinstance(outcome, Stop):
        return stop_message(turn, outcome)
    assert isinstance(outcome, Finished) and turn.record is not None
    if turn.flow.name == "redeem":
        text = render("bot/messages/redeem_chosen.txt", record=turn.record, town=turn.context.town)
        return Message(text)
    text = render(
        "bot/messages/submitted.txt",
        record=turn.record,
        town=turn.context.town,
        paid_cents=turn.context.paid_cents,  # a correction: paid before it
        channel=turn.context.channel,
    )
    return Message(text)


def redeem_again_button(reference: str) -> InlineKeyboardMarkup | None:
    """Under a license or renewal sent from a redemption: back to redeeming the dog."""
    return keyboard([[(button_label("redeem_continue"), REDEEM_PREFIX + reference)]])


REPORT_ENTRIES = ("moved", "newowner", "lost", "found", "died", "tag")


def found_again_buttons(dogs: Sequence[DogOnFile]) -> InlineKeyboardMarkup | None:
    """Under /status: one button per lost dog, to say it is home."""
    return keyboard(
        [
            [(button_label("found_again", {"name": d.name}), FOUND_AGAIN_PREFIX + d.tag_number)]
            for d in dogs
            if d.status == "lost"
        ]
    )


def menu() -> InlineKeyboardMarkup | None:
    entries = ("license", "renew", "status", *REPORT_ENTRIES, "ticket")
    return keyboard([[(button_label(f"menu_{name}"), MENU_PREFIX + name)] for name in entries])


def card_offer_message(offer: CardOffer, *, lead: str | None = None) -> Message:
    """The card payment offer under `lead` (or its own words): a link, or "try again"."""
    record, town = offer.record, offer.town
    if offer.state == "open" and offer.url and offer.payment is not None:
        cents = offer.payment.amount_cents  # the fee, or what a correction added to it
        text = lead or render(
            "bot/messages/card_payment_link.txt", record=record, town=town, cents=cents
        )
        label = button_label("pay_by_card", {"cents": cents})
        return Message(text, InlineKeyboardMarkup([[InlineKeyboardButton(label, url=offer.url)]]))
    if offer.state == "unreachable":
        sorry = render("bot/messages/card_unreachable.txt", record=record, town=town)
        text = f"{lead}\n\n{sorry}" if lead else sorry
        label = button_label("try_card_again")
        return Message(text, keyboard([[(label, f"{PAY_PREFIX}{record.id}")]]))
    return Message(lead or render("bot/messages/payment_not_due.txt", record=record))
