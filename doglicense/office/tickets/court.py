"""The court clerk's work on ticket answers: set a penalty or a return date, mark the appearance.

Every action is a guarded move of the answer's record (lifecycle.py), so it is audited, and the
resident is told through the outbox in the same transaction. R25-R27
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.ticket import ADMIT
from doglicense.law import TownProfile
from doglicense.office.lifecycle import Action, Status, can, move
from doglicense.office.outbox import notify
from doglicense.office.residents.card_offers import open_link
from doglicense.office.staff.staff import SignedIn, require
from doglicense.office.tickets.court_desk import court_roles
from doglicense.office.tickets.ticket_answers import QUEUE, THIRD_TIER
from doglicense.payments.checkout import new_attempt
from doglicense.payments.refunds import request_refunds, send_refunds
from doglicense.storage.models import AuditEntry, Record, Resident
from doglicense.storage.office_models import Payment, Ticket

if TYPE_CHECKING:
    from doglicense.runtime import Services

SECURITY_FORFEITED = "security_forfeited"
OUTCOMES = ("found_guilty", "not_guilty", "")  # "": the Justice has not decided yet


class CourtRefused(Exception):
    """The action does not fit the answer's state; `reason` names the console's notice."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Answer:
    """A ticket answer in the court's queue, and what the court does next with it."""

    record: Record
    ticket: Ticket
    payments: Sequence[Payment] = ()
    audit: Sequence[AuditEntry] = ()

    @property
    def plea(self) -> str:
        return str(self.record.answers.get("plea", ""))

    @property
    def next_step(self) -> str:
        """set_penalty, awaiting_payment, close, set_return, appearance or done."""
        record, status = self.record, self.record.status
        if status == Status.AWAITING_PAYMENT:
            return "awaiting_payment"
        if status != Status.IN_QUEUE:
            return "done"
        if self.plea == ADMIT:
            return "set_penalty" if THIRD_TIER in record.flags and not record.fee_cents else "close"
        return "appearance" if self.ticket.status == "return_set" else "set_return"


async def waiting_answers(session: AsyncSession) -> list[Answer]:
    """Answers the court has yet to finish, oldest first."""
    rows = await session.execute(
        select(Record, Ticket)
        .join(Ticket, Ticket.record_id == Record.id)
        .where(
            Record.queue == QUEUE,
            Record.status.in_((Status.IN_QUEUE, Status.AWAITING_PAYMENT)),
        )
        .order_by(Record.created_at, Record.id)
    )
    return [Answer(record, ticket) for record, ticket in rows.all()]


async def answer_view(session: AsyncSession, record_id: int) -> Answer | None:
    row = (
        await session.execute(
            select(Record, Ticket)
            .join(Ticket, Ticket.record_id == Record.id)
            .where(Record.id == record_id, Record.queue == QUEUE)
        )
    ).first()
    if row is None:
        return None
    record, ticket = row
    payments = (await session.scalars(select(Payment).where(Payment.record_id == record.id))).all()
    audit = (
        await session.scalars(
            select(AuditEntry).where(AuditEntry.record_id == record.id).order_by(AuditEntry.id)
        )
    ).all()
    return Answer(record, ticket, payments, audit)


async def _answer(
    session: AsyncSession, record_id: int, person: SignedIn, step: str, town: TownProfile
) -> Answer:
    require(person, *court_roles(town))
    answer = await answer_view(session, record_id)
    if answer is None:
        raise CourtRefused("not_found")
    if answer.next_step != step and not (step == "set_return" and answer.next_step == "appearance"):
        raise CourtRefused("court_wrong_step")
    return answer


async def _tell(
    session: AsyncSession, record: Record, template: str, context: dict[str, Any], at: datetime
) -> None:
    resident = await session.get(Resident, record.resident_id) if record.resident_id else None
    if resident is not None:
        key = f"{template}-{record.id}-{secrets.token_hex(4)}"
        notify(session, resident, template, context, key=key, at=at)


async def set_penalty(
    session: AsyncSession, services: Services, record_id: int, person: SignedIn, *, cents: int
) -> Record:
    """A third-tier penalty set by the Justice, up to the town's maximum; a pay link is sent.

    The penalty is committed first; the link is asked of Stripe after, and the resident told.
    """
    answer = await _answer(session, record_id, person, "set_penalty", services.town)
    if not 0 < cents <= services.town.fees.penalty_max_cents:
        raise CourtRefused("court_penalty_range")
    record, at = answer.record, services.now()
    record.fee_cents = cents
    record.fee_parts = {"ticket_penalty_cents": cents}
    record.payment_choice = "card" if services.card_payments else "counter"
    move(session, record, Action.SET_PENALTY, actor=person.actor, at=at, note=f"{cents} cents")
    attempt = await new_attempt(session, services, record) if services.card_payments else None
    await session.commit()
    context: dict[str, Any] = {
        "number": answer.ticket.number,
        "reference": record.reference,
        "amount_cents": cents,
    }
    payment = await open_link(services, attempt.id) if attempt is not None else None
    if payment is not None and payment.checkout_url:
        context["url_button"] = {
            "label": "pay_by_card",
            "params": {"cents": cents},
            "url": payment.checkout_url,
        }
    await _tell(session, record, "ticket_penalty_set", context, at)
    await session.commit()
    return record


async def set_return(
    session: AsyncSession,
    services: Services,
    record_id: int,
    person: SignedIn,
    *,
    when: datetime,
    place: str,
) -> Record:
    """A denial's new return date, time and place; the resident is told. R26"""
    answer = await _answer(session, record_id, person, "set_return", services.town)
    place = " ".join(place.split())[:200]
    at = services.now()
    if when <= at or not place:
        raise CourtRefused("court_return_date")
    record, ticket = answer.record, answer.ticket
    ticket.return_at = when
    ticket.court = place
    ticket.status = "return_set"
    local = when.astimezone(services.town.tz)
    move(
        session,
        record,
        Action.SET_RETURN,
        actor=person.actor,
        at=at,
        note=f"{local:%Y-%m-%d %H:%M} at {place}",
    )
    context = {
        "number": ticket.number,
        "return_at": local.isoformat(),
        "court": place,
        "security_cents": record.fee_cents,
    }
    await _tell(session, record, "ticket_return_set", context, at)
    await session.commit()
    return record


def _on_or_after_return(answer: Answer, services: Services) -> None:
    tz = services.town.tz
    if services.now().astimezone(tz).date() < answer.ticket.return_at.astimezone(tz).date():
        raise CourtRefused("court_before_return")


async def appeared(
    session: AsyncSession,
    services: Services,
    record_id: int,
    person: SignedIn,
    *,
    outcome: str = "",
) -> Record:
    """The person appeared: the security is refunded through Stripe (or at the counter). R26"""
    answer = await _answer(session, record_id, person, "appearance", services.town)
    if outcome not in OUTCOMES:
        raise CourtRefused("court_outcome")
    _on_or_after_return(answer, services)
    record, ticket, at = answer.record, answer.ticket, services.now()
    refunds = await request_refunds(
        session, services, record.id, reason="appeared", actor=person.actor
    )
    move(session, record, Action.APPEARED, actor=person.actor, at=at, note=outcome or None)
    ticket.status = "closed"
    if outcome:
        ticket.disposition = outcome
        ticket.disposition_on = services.clock().today
    returned = sum(r.amount_cents for r in refunds)
    context = {"number": ticket.number, "amount_cents": returned}
    await _tell(session, record, "ticket_security_refunded", context, at)
    await session.commit()
    await send_refunds(services, [refund.id for refund in refunds])
    return record


async def failed_to_appear(
    session: AsyncSession, services: Services, record_id: int, person: SignedIn
) -> Record:
    """The person did not appear: the security is forfeited, and the record says so. R26"""
    answer = await _answer(session, record_id, person, "appearance", services.town)
    _on_or_after_return(answer, services)
    record, ticket, at = answer.record, answer.ticket, services.now()
    move(
        session,
        record,
        Action.FAILED_TO_APPEAR,
        actor=person.actor,
        at=at,
        note="security forfeited",
    )
    record.flags = [*record.flags, SECURITY_FORFEITED]
    record.decision_note = "Failed to appear: the security is forfeited."
    ticket.status = "closed"
    ticket.disposition = "failed_to_appear"
    ticket.disposition_on = services.clock().today
    context = {
        "number": ticket.number,
        "amount_cents": record.fee_cents,
        "return_at": ticket.return_at.astimezone(services.town.tz).isoformat(),
    }
    await _tell(session, record, "ticket_security_forfeited", context, at)
    await session.commit()
    return record


async def close_paid(
    session: AsyncSession, services: Services, record_id: int, person: SignedIn
) -> Record:
    """An admission whose penalty is paid: the court files it. R25"""
    answer = await _answer(session, record_id, person, "close", services.town)
    if not can(answer.record, Action.CLOSE):
        raise CourtRefused("court_wrong_step")
    move(
        session,
        answer.record,
        Action.CLOSE,
        actor=person.actor,
        at=services.now(),
        note="penalty paid",
    )
    answer.ticket.status = "closed"
    await session.commit()
    return answer.record
