"""A vaccine's card on a pet-health app's list: the rabies card's own dates, by their words.

An app shows one card a vaccine, its title first, then "Given 6/3/2026" and "Due", "Next due",
"Valid until" or "Booster due" with the next date. Those words name a date only inside the card:
every card has them, so a card's dates belong to it and never to another vaccine's.
"""

from __future__ import annotations

import re
from datetime import date

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import DATE_SHAPE, SURE, date_of
from doglicense.office.documents.layout.beside import same_row
from doglicense.office.documents.layout.columns import given_and_due
from doglicense.office.documents.layout.roles import OTHER_SHOTS, date_role

RABIES = re.compile(r"\brabies\b", re.I)
CARD_REACH = 4  # title heights: a card's first dates stand just under its title


SENTENCE = 48  # letters: a line longer is a sentence, no card's label and date (decision 0081)
TITLE_WORDS = 6  # a card's title ("Rabies (3 yr)", "Rabies vaccine - Imrab 3"), never a sentence


def card_dates(words: list[Segment]) -> tuple[date | None, date | None]:
    """The vaccination date and the next due date of the one rabies card; none when there is
    no such card, its dates were read unsure, or it holds two of a kind."""
    found = {_dates_of(card) for card in rabies_cards(words)}
    return found.pop() if len(found) == 1 else (None, None)


def card_names_due(words: list[Segment]) -> bool:
    """A rabies card that names a next date ("Due", "Valid until"), read or not."""
    return any(
        date_role(segment.text) == "expires" for card in rabies_cards(words) for segment in card
    )


def rabies_cards(words: list[Segment]) -> list[list[Segment]]:
    """Each rabies title without a date on its row (a table's row is not a card) and the words
    under it, down to the next card naming another shot; a card whose dates are not just under
    its title is none (a product's line naming rabies under the dates)."""
    cards = []
    for title in words:
        if not RABIES.search(title.text) or any(
            DATE_SHAPE.search(s.text) for s in words if same_row(title, s)
        ):
            continue
        if len(title.text.split()) > TITLE_WORDS or title.text.rstrip().endswith("?"):
            continue  # a sentence naming rabies ("…will keep rabies vaccination current…")
        below = sorted(
            (s for s in words if s.y0 > title.y1 - 0.2 * title.height and not same_row(title, s)),
            key=lambda s: s.y0,
        )
        card: list[Segment] = []
        for segment in below:
            if OTHER_SHOTS.search(segment.text):
                break
            card.append(segment)
        dated = [s for s in card if DATE_SHAPE.search(s.text)]
        if dated and dated[0].y0 - title.y1 < CARD_REACH * title.height:
            cards.append(card)
    return cards


def _dates_of(card: list[Segment]) -> tuple[date | None, date | None]:
    """One date given and at most one due, each named by the words just before it."""
    dated: list[tuple[str | None, date]] = []
    for segment in card:
        before = 0
        for match in DATE_SHAPE.finditer(segment.text):
            words = segment.text[before : match.start()].strip() or _left_of(card, segment)
            role, day = date_role(words), date_of(match)
            before = match.end()
            if role == "other" or (role is None and day is None):
                continue  # a lot's expiry; figures of a date's shape ("Imrab 3 - Lot 6968")
            if day is None or segment.confidence_of(match.start(), match.end()) < SURE:
                return None, None  # a date misread may be the one we want
            if role is None and len(segment.text) > SENTENCE:
                continue  # a footer under the card: "Records reviewed ... on 13/01/2026."
            if role is None:
                return None, None  # a date no word names: whose it is is a guess
            dated.append((role, day))
    return given_and_due(dated)


def _left_of(card: list[Segment], value: Segment) -> str:
    """The words just left of a value on its row: its label, read as a run of its own."""
    left = [s for s in card if same_row(value, s) and s.x1 <= value.x0 + 0.2 * value.height]
    return max(left, key=lambda s: s.x1).text if left else ""
