"""The dogs journeys start from: licensed by the explorer's own license journey, never inserted.

A renewal or a report picks "the resident's unspayed dog whose rabies shot ends early", a role.
For the dry run a role is a synthetic dog on file whose tag is the role's name; on a channel the
runner licenses a dog for the role (a license journey, approved by the clerk in the console)
and puts its real tag in the role's place.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Literal

from doglicense.flows.answers.parsers import DOG_PREFIX
from doglicense.flows.pieces import Context, DogOnFile
from doglicense.flows.registry import flow_named
from doglicense.law import TownProfile
from doglicense.law.dates import add_years, month_end
from tests.journeys.answers import Answer
from tests.journeys.planner import Journey, walk

Rabies = Literal["late", "early", "vet"]


@dataclass(frozen=True)
class Role:
    """What a journey needs of its dog: spayed or not, and how its rabies proof ends."""

    spayed: bool
    rabies: Rabies


ROLES = {
    "Bella": Role(spayed=True, rabies="late"),
    "Max": Role(spayed=False, rabies="late"),
    "Luna": Role(spayed=True, rabies="early"),
    "Rocky": Role(spayed=False, rabies="vet"),
    "Daisy": Role(spayed=True, rabies="late"),
}
# The dogs each flow's dry run sees; a report that takes a dog away gets a fresh one each time.
DOGS_OF_FLOW = {
    "renewal": ("Bella", "Max", "Luna", "Rocky"),
    "address": ("Daisy", "Bella"),
    "lost": ("Daisy",),
    "death": ("Daisy",),
    "ownership": ("Daisy",),
    "tag": ("Bella",),
}
USES_UP_ITS_DOG = {"lost", "death", "ownership", "address"}
NAMES = (
    "Coco", "Toby", "Zoe", "Bear", "Ruby", "Duke", "Sadie", "Oscar", "Penny", "Buster", "Rosie",
    "Finn", "Lola", "Gus", "Millie", "Otis", "Hazel", "Jack", "Nala", "Ziggy", "Pepper", "Moose",
)  # fmt: skip


def dog_names() -> Iterator[str]:
    """A fresh name for each licensed dog: the names above, then each with a second name."""
    yield from NAMES
    for second in ("Junior", "Star", "Belle", "Sky", "Scout", "Pip"):
        yield from (f"{name} {second}" for name in NAMES)


def synthetic_dog(role_name: str, today: date) -> DogOnFile:
    role = ROLES[role_name]
    rabies = {"late": add_years(today, 3), "early": today, "vet": None}[role.rabies]
    return DogOnFile(
        dog_id=hash(role_name) % 10_000,
        tag_number=role_name,
        name=role_name,
        breed="Beagle",
        colour="brown",
        sex="female",
        birth_date=add_years(today, -3),
        spayed_neutered=role.spayed,
        status="active",
        license_expires_on=month_end(add_years(today, 1)),
        license_issued_on=today,  # licensed the day it walks: an earlier move is asked about
        rabies_expires_on=rabies,
        exempt_type=None,
    )


def planning_context(flow: str, town: TownProfile, today: date, channel: str) -> Context:
    """The context of a dry run: the roles' dogs on file, no card payments (no Stripe key)."""
    dogs = tuple(synthetic_dog(name, today) for name in DOGS_OF_FLOW.get(flow, ()))
    resident = {
        "owner_name": "Jane O'Neill",
        "phone": "(315) 555-0100",
        "address": "4401 State Route 31, 13041",
    }
    return Context(
        today=today, town=town, dogs=dogs, card_payments=False, resident=resident, channel=channel
    )


def roles_in(journey: Journey) -> list[str]:
    """The roles a journey picks, from its dog choices."""
    return [
        s.answer.value.removeprefix(DOG_PREFIX)
        for s in journey.steps
        if s.answer.kind == "choice" and s.answer.value.startswith(DOG_PREFIX)
    ]


def role_of(journey: Journey) -> Role | None:
    """What a finished license journey licensed: spayed or not, its rabies proof."""
    if journey.flow != "license" or journey.ends != "finished":
        return None
    answers = journey.answers()
    spayed = answers["spayed_neutered"].value == "yes"
    if answers["rabies_proof"].value == "vet_exemption":
        return Role(spayed, "vet")
    early = answers["rabies_expires_on"].name == "rabies ends before the term"
    newer = answers.get("rabies_newer")
    if early and (newer is None or newer.kind == "choice"):
        return Role(spayed, "early")
    return Role(spayed, "late")


def recipe(role: Role, dog_name: str, context: Context) -> Journey:
    """A license journey that licenses a dog of this role, by the ordinary answers otherwise."""
    wanted = {
        "dog_name": Answer("text", dog_name, "dog"),
        "spayed_neutered": Answer("choice", "yes" if role.spayed else "no"),
        "rabies_proof": Answer(
            "choice", "vet_exemption" if role.rabies == "vet" else "certificate"
        ),
        "exempt_type": Answer("choice", "none"),
        "enumerated": Answer("choice", "no"),
        "rabies_newer": Answer("choice", "continue_without"),
    }
    if role.rabies == "early":
        early = context.today.isoformat()
        wanted["rabies_expires_on"] = Answer("date", early, "rabies ends before the term")
    elif role.rabies == "late":
        wanted["rabies_expires_on"] = Answer("date", add_years(context.today, 3).isoformat())

    def pick(question: object, offered: list[Answer], _state: object) -> Answer:
        key = getattr(question, "key", "")
        return wanted.get(key, offered[0])

    journey, _seen, problems = walk(flow_named("license"), context, pick)
    assert not problems and journey.ends == "finished", problems
    return journey


def later(day: date, days: int) -> date:
    return day + timedelta(days=days)
