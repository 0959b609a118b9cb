"""A found dog, reported by anyone: its tag, where it is, a message and a way back to the finder."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from doglicense.flows import questions as q
from doglicense.flows.answers import parsers as p
from doglicense.flows.pieces import (
    Answers,
    Choice,
    Context,
    Flow,
    Input,
    InputKind,
    Kind,
    Question,
    Refusal,
)

IN_CHAT = "chat"


NO_TAG = "no_tag"
NOT_SURE = "not_sure"  # a finder may not know a dog's sex


def _tag_number(given: Input, _answers: Answers, _context: Context) -> str:
    """The tag's number, or NO_TAG for a dog without one (the officers look for its owner)."""
    if given.kind is InputKind.CHOICE and given.choice == NO_TAG:
        return NO_TAG
    tag = p.normal_tag(p.text_of(given))
    if not re.fullmatch(rf"\d{{{p.TAG_WIDTH},8}}", tag):  # 1 to 8 digits as typed
        raise Refusal("not_a_tag")
    return tag


def _relayed(answers: Answers, context: Context) -> bool:
    """The finder may hear back through the Town (office/reports/relay.py): in chat; on the web by
    e-mail, for a tagged dog (an untagged one is the officers', who need a phone)."""
    return context.channel != "web" or _tagged(answers, context)


def _way_back_choices(answers: Answers, context: Context) -> tuple[Choice, ...]:
    if not _relayed(answers, context):
        return ()
    return (Choice(IN_CHAT, "reply_by_email" if context.channel == "web" else "reply_in_chat"),)


def _way_back(given: Input, answers: Answers, context: Context) -> str:
    if given.kind is InputKind.CHOICE and given.choice == IN_CHAT and _relayed(answers, context):
        return IN_CHAT
    return p.phone_number(given, answers, context)


def _tagged(answers: Answers, _context: Context) -> bool:
    return answers.get("found_tag") != NO_TAG


def _untagged(answers: Answers, _context: Context) -> bool:
    return answers.get("found_tag") == NO_TAG


FOUND_TAG = Question(
    "found_tag",
    Kind.TEXT,
    "Tag number",
    _tag_number,
    choices=lambda _answers, _context: (Choice(NO_TAG, NO_TAG),),
    accepts_text_with_choices=True,
)


def _sex_choices(_answers: Answers, _context: Context) -> tuple[Choice, ...]:
    return (Choice("male", "male"), Choice("female", "female"), Choice(NOT_SURE, NOT_SURE))


# A dog without a tag is matched with the lost reports on these (office/reports/found_matches.py).
FOUND_BREED = Question("found_breed", Kind.TEXT, "Breed", p.plain_text(100), applies=_untagged)
FOUND_COLOUR = Question(
    "found_colour", Kind.TEXT, "Color and markings", p.plain_text(150), applies=_untagged
)
FOUND_SEX = Question(
    "found_sex",
    Kind.CHOICE,
    "Sex",
    p.choice_of("male", "female", NOT_SURE),
    choices=_sex_choices,
    applies=_untagged,
)
FOUND_DESCRIPTION = Question(
    "found_description", Kind.TEXT, "What the dog looks like", p.plain_text(300), applies=_untagged
)
FOUND_PLACE = Question(
    "found_place", Kind.TEXT, "Where the dog was found", p.plain_text(200), applies=_untagged
)
FOUND_WHERE = Question("found_where", Kind.TEXT, "Where the dog is now", p.plain_text(200))
FOUND_MESSAGE = Question(
    "found_message", Kind.TEXT, "Message to the owner", p.plain_text(300), applies=_tagged
)
FINDER_CONTACT = Question(
    "finder_contact",
    Kind.PHONE,
    "How to reach the finder",
    _way_back,
    choices=_way_back_choices,
    accepts_text_with_choices=True,
)


def summary_facts(_answers: Answers, _context: Context) -> Mapping[str, Any]:
    return {"report": True, "deadline": None, "days_late": 0}


FLOW = Flow(
    name="found",
    reads_dogs=False,
    questions=(
        FOUND_TAG,
        FOUND_BREED,
        FOUND_COLOUR,
        FOUND_SEX,
        FOUND_DESCRIPTION,
        FOUND_PLACE,
        FOUND_WHERE,
        FOUND_MESSAGE,
        FINDER_CONTACT,
        q.EMAIL,  # on the web, how the finder hears back (the relay, the owner found)
    ),
    summary_facts=summary_facts,
)
