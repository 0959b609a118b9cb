"""A record's life: one guarded state machine. Nothing else assigns a record's status."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.storage.models import AuditEntry, Record


class Status(StrEnum):
    SUBMITTED = "submitted"
    AWAITING_PAYMENT = "awaiting_payment"
    IN_QUEUE = "in_queue"
    RETURNED = "returned"
    RESUBMITTED = "resubmitted"
    APPROVED = "approved"
    REJECTED = "rejected"
    CLOSED = "closed"
    WITHDRAWN = "withdrawn"
    # A seized dog, in the officer's queue (R28)
    HELD = "held"
    REDEEMED = "redeemed"
    FORFEITED = "forfeited"
    ADOPTED = "adopted"


class Action(StrEnum):
    AWAIT_PAYMENT = "await_payment"
    QUEUE = "queue"
    PAY = "pay"
    RETURN = "return"
    RESUBMIT = "resubmit"
    APPROVE = "approve"
    REJECT = "reject"
    CLOSE = "close"
    WITHDRAW = "withdraw"
    # Appearance tickets, in the court's queue (R25-R27)
    SET_PENALTY = "set_penalty"
    SET_RETURN = "set_return"
    APPEARED = "appeared"
    FAILED_TO_APPEAR = "failed_to_appear"
    # A lost or stolen dog's report, closed with what became of the dog (R20)
    FOUND_HOME = "found_home"
    STILL_MISSING = "still_missing"
    # A seized dog: notice and a lost report's match keep it held, audited; then its end (R28)
    RECORD_NOTICE = "record_notice"
    CONFIRM_MATCH = "confirm_match"
    NOT_A_MATCH = "not_a_match"  # a found report and a lost one set aside by the officer
    REDEEM = "redeem"
    FORFEIT = "forfeit"
    ADOPT = "adopt"


S, A = Status, Action

MOVES: dict[tuple[Status, Action], Status] = {
    (S.SUBMITTED, A.AWAIT_PAYMENT): S.AWAITING_PAYMENT,
    (S.SUBMITTED, A.QUEUE): S.IN_QUEUE,
    (S.AWAITING_PAYMENT, A.PAY): S.IN_QUEUE,
    (S.AWAITING_PAYMENT, A.WITHDRAW): S.WITHDRAWN,
    (S.AWAITING_PAYMENT, A.REJECT): S.REJECTED,
    (S.IN_QUEUE, A.APPROVE): S.APPROVED,
    (S.IN_QUEUE, A.RETURN): S.RETURNED,
    (S.IN_QUEUE, A.REJECT): S.REJECTED,
    (S.IN_QUEUE, A.CLOSE): S.CLOSED,
    (S.RETURNED, A.RESUBMIT): S.RESUBMITTED,
    # A correction raised a fee paid by card: the difference is awaited as a new request's fee.
    (S.RETURNED, A.AWAIT_PAYMENT): S.AWAITING_PAYMENT,
    (S.RETURNED, A.REJECT): S.REJECTED,
    (S.RETURNED, A.WITHDRAW): S.WITHDRAWN,
    (S.RESUBMITTED, A.APPROVE): S.APPROVED,
    (S.RESUBMITTED, A.RETURN): S.RETURNED,
    (S.RESUBMITTED, A.REJECT): S.REJECTED,
    (S.RESUBMITTED, A.CLOSE): S.CLOSED,
    # The Justice sets a third-tier penalty: the answer then waits for its payment (R27).
    (S.IN_QUEUE, A.SET_PENALTY): S.AWAITING_PAYMENT,
    # A new return date changes no status; the move is kept for its audit entry (R26).
    (S.IN_QUEUE, A.SET_RETURN): S.IN_QUEUE,
    (S.IN_QUEUE, A.APPEARED): S.CLOSED,
    (S.IN_QUEUE, A.FAILED_TO_APPEAR): S.CLOSED,
    # A lost dog's report ends with the dog home or still missing (or CLOSE, with a note).
    (S.IN_QUEUE, A.FOUND_HOME): S.CLOSED,
    (S.IN_QUEUE, A.STILL_MISSING): S.CLOSED,
    (S.RESUBMITTED, A.FOUND_HOME): S.CLOSED,
    (S.RESUBMITTED, A.STILL_MISSING): S.CLOSED,
    # A seized dog is redeemed, or forfeited past its last day and then adopted [69-11D].
    # A found dog and a lost report: confirmed or set aside, audited, both stay in the queue.
    (S.IN_QUEUE, A.CONFIRM_MATCH): S.IN_QUEUE,
    (S.RESUBMITTED, A.CONFIRM_MATCH): S.RESUBMITTED,
    (S.IN_QUEUE, A.NOT_A_MATCH): S.IN_QUEUE,
    (S.RESUBMITTED, A.NOT_A_MATCH): S.RESUBMITTED,
    (S.HELD, A.RECORD_NOTICE): S.HELD,
    (S.HELD, A.CONFIRM_MATCH): S.HELD,
    (S.HELD, A.REDEEM): S.REDEEMED,
    (S.HELD, A.FORFEIT): S.FORFEITED,
    (S.FORFEITED, A.ADOPT): S.ADOPTED,
}

QUEUED = (S.IN_QUEUE, S.RESUBMITTED)
OPEN = (S.SUBMITTED, S.AWAITING_PAYMENT, S.IN_QUEUE, S.RETURNED, S.RESUBMITTED)


class MoveRefused(Exception):
    """A move the state machine does not allow from the record's status."""

    def __init__(self, record: Record, action: Action) -> None:
        super().__init__(f"record {record.reference} is {record.status}: cannot {action}")
        self.status = record.status
        self.action = action


def can(record: Record, action: Action) -> bool:
    return (Status(record.status), action) in MOVES


def move(
    session: AsyncSession,
    record: Record,
    action: Action,
    *,
    actor: str,
    at: datetime,
    note: str | None = None,
) -> Status:
    """Move the record, guarded, and write the audit entry in the same transaction."""
    before = Status(record.status)
    after = MOVES.get((before, action))
    if after is None:
        raise MoveRefused(record, action)
    record.status = after
    if after in (S.APPROVED, S.REJECTED, S.CLOSED, S.REDEEMED, S.ADOPTED):
        record.decided_at = at
    if after in QUEUED and record.submitted_at is None:
        record.submitted_at = at
    session.add(
        AuditEntry(
            record_id=record.id,
            actor=actor,
            action=action,
            from_status=before,
            to_status=after,
            note=note,
            at=at,
        )
    )
    return after


def begin(
    session: AsyncSession,
    record: Record,
    *,
    actor: str,
    at: datetime,
    status: Status = S.SUBMITTED,
    action: str = "submit",
) -> None:
    """A new record starts its life as submitted (a seized dog: held), audited like every move."""
    record.status = status
    session.add(
        AuditEntry(
            record_id=record.id,
            actor=actor,
            action=action,
            from_status=None,
            to_status=status,
            at=at,
        )
    )
