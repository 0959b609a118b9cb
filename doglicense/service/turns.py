"""What a step produced for a channel to render; the engine's step with typed words as choices."""

from __future__ import annotations

from dataclasses import dataclass

from doglicense.flows import engine
from doglicense.flows.answers.dates import without_accents
from doglicense.flows.engine import Outcome
from doglicense.flows.pieces import (
    BACK,
    Ask,
    Choice,
    Context,
    DraftState,
    Flow,
    Input,
    InputKind,
)
from doglicense.storage.models import Record
from doglicense.templates import choice_words
from doglicense.templates.language import speaking

NO_WAY_BACK = frozenset({"ticket"})  # a ticket past its deadline stays past it


STOPPED = "stopped"  # in a draft's saved state: the reason it ended at a stop


@dataclass
class Turn:
    """What a step produced, for the channel to render."""

    flow: Flow
    outcome: Outcome
    context: Context
    state: DraftState
    record: Record | None = None


def advance(flow: Flow, state: DraftState, given: Input, context: Context) -> Outcome:
    """The engine's step; a choice typed in words rather than tapped ("hembra" under the
    "Hembra" button, "confirm" under the summary) is taken as that choice."""
    outcome = engine.advance(flow, state, given, context)
    named = _choice_named(outcome, given, context, can_go_back=bool(state.history))
    return outcome if named is None else engine.advance(flow, state, named, context)


def _choice_named(
    outcome: Outcome, given: Input, context: Context, *, can_go_back: bool
) -> Input | None:
    """The one choice of a refused question (Back among them, when offered) whose words, in the
    resident's language, are what was typed (case, accents and end punctuation aside); None
    when none or several are."""
    if not isinstance(outcome, Ask) or outcome.refusal is None or given.kind is not InputKind.TEXT:
        return None
    typed = _plain(given.text)
    offered = outcome.choices + ((Choice(BACK, "back"),) if can_go_back else ())
    if not typed or not offered:
        return None
    with speaking(context.resident.get("language")):
        named = [c.key for c in offered if _plain(choice_words(c.label, c.params)) == typed]
    return Input.of_choice(named[0]) if len(named) == 1 else None


def _plain(words: str) -> str:
    kept = without_accents(words.casefold())
    return " ".join(kept.replace("✅", " ").replace("⬅", " ").split()).strip(".!¡¿? ")
