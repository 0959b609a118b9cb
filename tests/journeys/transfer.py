"""The explorer's transfer phase: a dog given on in the Town (R15, R18), its license completed by
the new owner on the channel walked, from the code the old owner was shown on the web.

The old owner is a second resident of the same town (a browser of their own): on the terminal,
whose town has one resident, the walker is always the one who takes the dog on.
"""

from __future__ import annotations

from sqlalchemy import select

from doglicense.law import load_town
from doglicense.office.reports.transfers import code_of
from doglicense.storage.models import Dog, License, Record
from tests.journeys import kennel
from tests.journeys.drivers.web import WebDriver
from tests.journeys.planner import Journey, Plan
from tests.journeys.runner import Walker

GONE = {"en": "given to a new owner", "es": "entregado a un nuevo dueño"}


class OldOwner(WebDriver):
    """The dog's owner of record, on the web, beside the resident walked."""

    label = "web-old-owner"


def given_in_town(plan: Plan) -> Journey | None:
    """The ownership journey that gives the dog to someone in the Town, with an e-mail."""
    for journey in plan.journeys:
        answers = journey.answers()
        in_town = answers.get("new_owner_in_town")
        if journey.ends == "finished" and in_town is not None and in_town.value == "yes":
            return journey
    return None


async def completed(walker: Walker, old: Walker, tag: str, dog_name: str) -> None:
    """The new owner (the walker) takes the dog on with the old owner's code and licenses it;
    the clerk approves it in the console; the dog keeps its row and tag, and the old owner's
    page shows it gone."""
    where = f"{walker.where} a transfer completed by the new owner"
    async with walker.services.db.session() as session:
        old_resident = await old.driver.resident(session)
        report = (
            await session.scalar(
                select(Record)
                .where(Record.kind == "ownership", Record.resident_id == old_resident.id)
                .order_by(Record.id.desc())
            )
            if old_resident
            else None
        )
    secret = walker.services.settings.session_secret.get_secret_value()
    code = code_of(report, secret) if report is not None else None
    if code is None:
        walker.findings.add(where, ["the old owner's report made no transfer code"])
        return
    assert isinstance(old.driver, WebDriver) and report is not None
    done = await old.driver.open(f"/forms/done/{report.reference}")  # the page after confirming
    if code not in done.text:
        shown = " ".join(done.text.split())[:200]
        walker.findings.add(where, [f"the old owner was not shown the code; shown: {shown!r}"])
    take_code = getattr(walker.driver, "take_code", None)
    if take_code is None:
        return
    channel = "web" if walker.driver.channel == "web" else "telegram"
    today = walker.services.clock().today
    context = kennel.planning_context("license", load_town(), today, channel)
    journey = kennel.recipe(kennel.Role(spayed=False, rabies="late"), dog_name, context)
    await walker.walk(journey, start=lambda: take_code(code), given_dog=dog_name)
    problems = []
    async with walker.services.db.session() as session:
        new_owner = await walker.driver.resident(session)
        dog = await session.scalar(select(Dog).where(Dog.tag_number == tag))
        licence = await session.scalar(
            select(License)
            .where(License.owner_id == (new_owner.id if new_owner else 0))
            .order_by(License.id.desc())
        )
    if dog is None or licence is None or licence.dog_id != dog.id or licence.tag_number != tag:
        seen = (dog.status, dog.owner_id, report.dog_id, report.flags) if dog else None
        problems.append(f"the new owner's license is not on tag {tag}'s dog ({seen}, {code})")
    elif new_owner is None or dog.owner_id != new_owner.id or dog.status != "active":
        problems.append(f"tag {tag} is not the new owner's active dog after the approval")
    mine = await old.driver.my_dogs_page()
    if GONE.get(old.driver.language, GONE["en"]) not in " ".join(mine.text.split()):
        problems.append("the old owner's My dogs does not show the dog given on")
    if f"/forms/renewal?tag={tag}" in old.driver.page:
        problems.append("the old owner's My dogs still offers to renew the dog given on")
    walker.findings.add(where, problems)
