"""The explorer's card redemption (issue 32 item 14, decision 0046): cards taken for a while, on
the Stripe stand-in, a seized dog is redeemed by card on each day the plan chooses to collect it
(two days, so two fees); each seizure's fees must be fixed through its day, at the law's fee."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from pydantic import SecretStr
from sqlalchemy import select

from doglicense.flows import redeem
from doglicense.flows.pieces import Ask
from doglicense.law.redemption import Shot, redemption_fees
from doglicense.storage.models import Record
from doglicense.storage.office_models import Seizure
from tests.journeys import kennel
from tests.journeys.answers import Answer
from tests.journeys.clerk import Console
from tests.journeys.planner import SAMPLE_SEIZURE_FACTS, plan_flow
from tests.paytools import API_KEY, WEBHOOK_SECRET
from tests.standins.stripe_api import FakeStripe

if TYPE_CHECKING:  # the runner calls this module
    from tests.journeys.kennel import Kennel
    from tests.journeys.runner import Walker

SAMPLE_DAYS = [str(d["day"]) for d in SAMPLE_SEIZURE_FACTS["collect_days"]]  # type: ignore[attr-defined]


def meant(answer: Answer, ask: Ask, fills: dict[str, str]) -> Answer:
    """The plan's nth day to collect the dog (of its sample days) as the nth day offered today;
    kept in ``fills`` for the check of the fees fixed."""
    offered = [choice.key for choice in ask.choices]
    if answer.kind != "choice" or not offered:
        return answer
    nth = SAMPLE_DAYS.index(answer.value) if answer.value in SAMPLE_DAYS else 0
    day = offered[min(nth, len(offered) - 1)]
    fills[redeem.COLLECT_DAY] = day
    return Answer("choice", day, answer.name)


async def fixed_through(walker: Walker, reference: str, day: str) -> list[str]:
    """What is wrong with the fees fixed on the seizure for a card payment through ``day``."""
    async with walker.services.db.session() as session:
        row = (
            await session.execute(
                select(Record, Seizure)
                .join(Seizure, Seizure.record_id == Record.id)
                .where(Record.reference == reference)
            )
        ).first()
    if row is None:
        return [f"no seizure {reference}"]
    record, seizure = row
    town = walker.services.town
    law = redemption_fees(
        town,
        seized_on=seizure.seized_at.astimezone(town.tz).date(),
        on=date.fromisoformat(day),
        shots={Shot(shot) for shot in seizure.shots},
    )
    problems = []
    covered = record.answers.get("covers_through")
    if covered != day:
        problems.append(f"chose {day} to collect the dog, the fees cover through {covered}")
    if record.fee_cents != law.total_cents:
        problems.append(f"fees fixed {record.fee_cents}, the law's through {day} {law.total_cents}")
    return problems


async def walked(walker: Walker, dogs: Kennel, officer: Console, base_url: str) -> None:
    """Each card journey of the redeem flow on a seizure of its own, cards taken meanwhile."""
    services = walker.services
    context = kennel.planning_context("redeem", services.town, services.clock().today, "telegram")
    plan = plan_flow(redeem.FLOW, replace(context, card_payments=True))
    journeys = [j for j in plan.journeys if any(s.key == redeem.COLLECT_DAY for s in j.steps)]
    where = f"{walker.where} redeem by card"
    fees: set[int] = set()
    settings = services.settings
    hook = f"{base_url}/stripe/webhook"
    with FakeStripe(webhook_url=hook, webhook_secret=WEBHOOK_SECRET) as fake:
        settings.stripe_api_key = SecretStr(API_KEY)
        settings.stripe_webhook_secret = SecretStr(WEBHOOK_SECRET)
        settings.stripe_api_base = fake.url
        try:
            for journey in journeys:
                tag = await dogs.provide("Bella", use_up=False)
                reference = await officer.seize(tag or "")
                if reference is None or not tag:
                    walker.findings.add(where, ["the officer seized no dog"])
                    continue
                if await walker.walk(journey, fills={"seizure": reference}):
                    async with services.db.session() as session:
                        query = select(Record.fee_cents).where(Record.reference == reference)
                        fees.add(int(await session.scalar(query) or 0))
        finally:
            settings.stripe_api_key = None
    if len(fees) < 2:
        walker.findings.add(where, [f"the days to collect chosen gave fees {sorted(fees)}"])
