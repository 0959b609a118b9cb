"""The explorer sends a spay/neuter certificate chosen "later": by the channel's own way (/proof,
My dogs), then confirms, and the record must be back with the clerk without the flag."""

from __future__ import annotations

from typing import TYPE_CHECKING

from doglicense.flows.pieces import CONFIRM, Ask
from doglicense.storage.models import Record
from tests.journeys.answers import Answer, options

if TYPE_CHECKING:
    from tests.journeys.runner import Walker

CERTIFICATE = Answer("file", "pdf", "a PDF")
MAX_STEPS = 6


async def send_later(walker: Walker, record: Record, name: str) -> list[str]:
    """What went wrong sending the certificate later (nothing: [])."""
    problems: list[str] = []
    screen = await walker.driver.send_proof(record.reference)
    problems += screen.problems
    turn = await walker.observe()
    if turn is None or not isinstance(turn.outcome, Ask) or turn.outcome.key != "spay_proof":
        return [*problems, f"/proof did not ask for the certificate: {screen.text[-160:]!r}"]
    for _ in range(MAX_STEPS):
        if turn is None or not isinstance(turn.outcome, Ask):
            break
        ask = turn.outcome
        if ask.question is None:
            answer = Answer("choice", CONFIRM)
        elif ask.key == "spay_proof":
            answer = CERTIFICATE
        else:  # how to pay, asked again: the ordinary answer
            answer = options(ask.question, turn.state.answers, turn.context)[0]
        screen = await walker.driver.give(answer, ask)
        problems += screen.problems
        turn = await walker.observe()
    async with walker.services.db.session() as session:
        again = await session.get(Record, record.id)
        assert again is not None
        if again.status != "resubmitted" or "proof_awaited" in again.flags:
            problems.append(f"after sending the certificate the record is {again.status}")
    return problems
