"""The facts shared by the sets from the twenty-ninth on: one dog's rabies shot (Facts) and what
a page shows of it, drawn the same way in every set from the set's own names and places. A set's
facts module (tests/<set>_facts.py) keeps its own dogs, breeds, colours, owners' and
veterinarians' names, towns, streets, practices' towns, vaccines, its day (TODAY) and the date
styles its papers write, and binds the drawing here to them: `ROSTER = Roster(dogs=DOGS, ...)`,
then `facts = ROSTER.facts`, `person = ROSTER.person` and `vet_name = ROSTER.vet_name`; the rest
(plus_years, day_between, phone, lot, tag, term_text, Facts) it takes as it is. A set whose lot
and tag numbers have other shapes gives its own lot and tag to its Roster."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta

from tests.heldout_certificates import Truth


def plus_years(d: date, years: int) -> date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        return d.replace(year=d.year + years, day=28)


def day_between(rng: random.Random, first: date, last: date) -> date:
    return first + timedelta(days=rng.randrange(max(1, (last - first).days + 1)))


def phone(rng: random.Random, shape: int = 0, area: str = "315") -> str:
    a, b = rng.randrange(201, 989), rng.randrange(10000)
    return (f"({area}) {a}-{b:04d}", f"{area}-{a}-{b:04d}", f"{area}.{a}.{b:04d}")[shape % 3]


def lot(rng: random.Random) -> str:
    shapes = (
        lambda: f"{rng.randrange(100, 999)}{rng.choice('BDKR')}{rng.randrange(100, 999)}",
        lambda: f"S{rng.randrange(10**5, 10**6)}",
        lambda: f"{rng.choice('AEGM')}{rng.randrange(10, 99)}-{rng.randrange(1000, 9999)}",
        lambda: f"{rng.randrange(10**6, 10**7)}{rng.choice('AB')}",
    )
    return rng.choice(shapes)()


def tag(rng: random.Random, year: int) -> str:
    shapes = (
        lambda: f"{rng.randrange(100000, 999999)}",
        lambda: f"{year % 100}-{rng.randrange(1000, 9999)}",
        lambda: f"T{rng.randrange(10000, 99999)}",
        lambda: f"{rng.choice('CKMW')}{rng.randrange(100, 999)}-{rng.randrange(10, 99)}",
        lambda: f"{rng.randrange(1000, 9999)}{rng.choice('LPX')}",
    )
    return rng.choice(shapes)()


def term_text(term: int, rng: random.Random) -> str:
    if term == 1:
        return rng.choice(("1 yr", "1 year", "1-year", "12 months"))
    return rng.choice(("3 yr", "3 year", "3-year", "36 months"))


@dataclass
class Facts:
    """One dog's rabies shot: who, where, when, which vial; a page shows some of it."""

    dog: str
    breed: str
    colour: str
    owner: str
    street: str
    town: str
    zip: str
    vet: str  # without Dr. / DVM
    clinic: str
    place: str  # the practice's town
    product: str
    maker: str
    term: int
    lot: str
    tag: str
    given: date
    due: date
    born: date

    def truth(self, *, expires: bool = True, **shown: bool) -> Truth:
        """The truth of a page showing the shot and the fields not switched off in shown."""

        def seen(name: str, value: str) -> str | None:
            return value if shown.get(name, True) else None

        return Truth(
            vaccinated=self.given,
            expires=self.due if expires else None,
            tag=seen("tag", self.tag),
            veterinarian=seen("vet", self.vet),
            clinic=seen("clinic", self.clinic),
            dog=seen("dog", self.dog),
            owner=seen("owner", self.owner),
            product=seen("product", self.product),
            lot=seen("lot", self.lot),
        )


@dataclass(frozen=True)
class Roster:
    """A set's names and places that its facts are drawn from, and the shapes of its lot and tag
    numbers."""

    dogs: tuple[str, ...]
    breeds: tuple[str, ...]
    colours: tuple[str, ...]
    first: tuple[str, ...]  # owners' first names
    last: tuple[str, ...]
    vet_first: tuple[str, ...]
    vet_last: tuple[str, ...]
    towns: tuple[tuple[str, str], ...]  # (town, zip)
    streets: tuple[str, ...]
    places: tuple[str, ...]  # the practices' towns
    vaccines: tuple[tuple[str, int, str], ...]  # (name, term in years, maker)
    today: date
    lot: Callable[[random.Random], str] = lot
    tag: Callable[[random.Random, int], str] = tag

    def person(self, rng: random.Random) -> str:
        return f"{rng.choice(self.first)} {rng.choice(self.last)}"

    def vet_name(self, rng: random.Random) -> str:
        return f"{rng.choice(self.vet_first)} {rng.choice(self.vet_last)}"

    def facts(
        self,
        rng: random.Random,
        clinic: str,
        lapse: float = 0.12,
        vaccines: tuple[tuple[str, int, str], ...] | None = None,
        places: tuple[str, ...] | None = None,
    ) -> Facts:
        """A shot; with chance lapse one whose term ran out, otherwise one still current. clinic may
        hold {place}, the practice's town; vaccines and places are the roster's unless given."""
        vaccines = self.vaccines if vaccines is None else vaccines
        places = self.places if places is None else places
        town, zip_code = rng.choice(self.towns)
        place = rng.choice(places)
        product, term, maker = rng.choice(vaccines)
        if rng.random() < lapse:
            product, term, maker = rng.choice([v for v in vaccines if v[1] == 1])
            given = day_between(
                rng, date(2023, 6, 1), plus_years(self.today, -1) - timedelta(days=15)
            )
        else:
            given = day_between(
                rng,
                max(date(2023, 5, 1), plus_years(self.today, -term) + timedelta(days=25)),
                self.today - timedelta(days=10),
            )
        return Facts(
            dog=rng.choice(self.dogs),
            breed=rng.choice(self.breeds),
            colour=rng.choice(self.colours),
            owner=self.person(rng),
            street=f"{rng.randrange(100, 9999)} {rng.choice(self.streets)}",
            town=town,
            zip=zip_code,
            vet=self.vet_name(rng),
            clinic=clinic.format(place=place),
            place=place,
            product=product,
            maker=maker,
            term=term,
            lot=self.lot(rng),
            tag=self.tag(rng, given.year),
            given=given,
            due=plus_years(given, term),
            born=given - timedelta(days=rng.randrange(200, 3600)),
        )
