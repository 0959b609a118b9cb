"""A finished conversation becomes a record in the clerk's queue."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from doglicense.flows.answers.parsers import PROOF_LATER
from doglicense.law import FeeBreakdown, TownProfile, license_fee
from doglicense.office.lifecycle import Action, begin, move
from doglicense.office.records.certificate_uses import note_certificate
from doglicense.office.reports import owner_reports
from doglicense.office.residents.web_residents import WEB_CHANNEL, send_receipt
from doglicense.storage.folding import folded_words
from doglicense.storage.models import Draft, Record, Resident, pending_reference
from doglicense.storage.tags import DogOnTag, dog_on_tag

# A spay/neuter certificate to follow: the clerk cannot approve at the spayed fee until it arrives.
PROOF_AWAITED = "proof_awaited"
KIND_PREFIX = {
    "license": "L",
    "renewal": "R",
    "address": "A",
    "ownership": "O",
    "lost": "LS",
    "found": "F",
    "death": "D",
    "tag": "T",
}


def fee_parts(fee: FeeBreakdown | owner_reports.ReportFee) -> dict[str, Any]:
    if isinstance(fee, owner_reports.ReportFee):
        return fee.parts()
    return {
        "town_share_cents": fee.town_share_cents,
        "state_surcharge_cents": fee.state_surcharge_cents,
        "enumeration_cents": fee.enumeration_cents,
        "surcharge_paid_by_town_cents": fee.surcharge_paid_by_town_cents,
        "exempt_type": fee.exempt_type,
        "total_cents": fee.total_cents,
    }


def with_proof_flag(answers: dict[str, Any], flags: list[str]) -> list[str]:
    """The record's flags, "proof awaited" among them while the certificate is to follow.

    An exempt dog's request never waits for it: its license is free either way (R9), and
    without the certificate the dog counts as not spayed (`counts_as_spayed`)."""
    kept = [flag for flag in flags if flag != PROOF_AWAITED]
    awaited = answers.get("spay_proof") == PROOF_LATER and not _exempt(answers)
    return [*kept, PROOF_AWAITED] if awaited else kept


def counts_as_spayed(answers: dict[str, Any]) -> bool:
    """Spayed or neutered for the fee and the dog's record (R6): the resident said so, and the
    vet's certificate came with the request or the request waits for it. An exempt dog's
    certificate still to follow counts as none: the state surcharge the town pays is the
    unspayed one, and the next renewal asks again."""
    if not answers.get("spayed_neutered"):
        return False
    return not (_exempt(answers) and answers.get("spay_proof") == PROOF_LATER)


def _exempt(answers: dict[str, Any]) -> str | None:
    value = answers.get("exempt_type")
    return None if value in (None, "none") else str(value)


async def application_fee(
    session: AsyncSession, kind: str, answers: dict[str, Any], town: TownProfile
) -> FeeBreakdown | owner_reports.ReportFee:
    """The fee a license or renewal application owes, decided here, whatever the channel showed."""
    if kind in owner_reports.REPORT_KINDS:
        return owner_reports.report_fee(kind, town)  # a replacement tag, or nothing for a report
    spayed = counts_as_spayed(answers)
    if kind == "renewal":
        dog = await dog_on_tag(await session.connection(), answers["renew_dog"])
        spayed = spayed or bool(dog and dog.spayed_neutered)
    return license_fee(
        town,
        spayed_neutered=spayed,
        exempt_type=_exempt(answers),
        enumerated=kind == "license" and bool(answers.get("enumerated")),
    )


def _search_text(resident: Resident, answers: dict[str, Any], reference: str) -> str:
    return folded_words(
        [
            reference,
            resident.full_name or "",
            resident.phone or "",
            resident.address or "",
            str(answers.get("dog_name", "")),
            str(answers.get("renew_dog", "")),
            *(str(answers.get(key, "")) for key in (*owner_reports.DOG_KEY.values(), "found_tag")),
        ]
    )


async def submit(
    session: AsyncSession,
    *,
    resident: Resident,
    kind: str,
    answers: dict[str, Any],
    channel: str,
    town: TownProfile,
    now: datetime,
    today: date,
    flags: list[str] | None = None,
    draft: Draft | None = None,
) -> Record:
    """Record the submission and send it on: to payment, or straight to the clerk's queue."""
    _remember_resident(resident, answers)
    fee = await application_fee(session, kind, answers, town)
    connection = await session.connection()
    dog: DogOnTag | None = None
    if kind == "renewal":
        dog = await dog_on_tag(connection, answers["renew_dog"])
    if kind == "license" and answers.get("transfer_tag"):
        # A new owner keeps the tag (R15); the clerk sees which report the license continues.
        dog = await dog_on_tag(connection, answers["transfer_tag"])
        flags = [*(flags or []), "transfer"]
    record = Record(
        reference=pending_reference(),
        kind=kind,
        status="submitted",
        queue="clerk",
        resident_id=resident.id,
        dog_id=dog.dog_id if dog else None,
        channel=channel,
        answers=answers,
        fee_cents=fee.total_cents,
        fee_parts=fee_parts(fee),
        payment_choice=answers.get("payment", "none") if fee.total_cents else "none",
        flags=with_proof_flag(answers, list(flags or [])),
        created_at=now,
    )
    session.add(record)
    await session.flush()
    record.reference = f"{KIND_PREFIX.get(kind, 'X')}-{today:%y%m}-{record.id:05d}"
    record.search_text = _search_text(resident, answers, record.reference)
    await note_certificate(session, record)
    if kind in owner_reports.REPORT_KINDS:
        await owner_reports.take(session, record, town=town, now=now, today=today)
    actor = f"resident:{resident.id}"
    begin(session, record, actor=actor, at=now)
    if record.payment_choice == "card":
        move(session, record, Action.AWAIT_PAYMENT, actor=actor, at=now)
    else:
        move(session, record, Action.QUEUE, actor=actor, at=now)
    if draft is not None:
        draft.active = False
        draft.record_id = record.id
    if channel == WEB_CHANNEL:
        send_receipt(session, resident, record, town=town, now=now)
    return record


def _remember_resident(resident: Resident, answers: dict[str, Any]) -> None:
    if answers.get("owner_name"):
        resident.full_name = answers["owner_name"]
    if answers.get("phone"):
        resident.phone = answers["phone"]
    if answers.get("email"):
        resident.email = answers["email"]
    if answers.get("address_street"):
        resident.address = f"{answers['address_street']}, {answers.get('address_zip', '')}"
