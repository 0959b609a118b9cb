"""The ninth held-out set's facts: who, which dog, which vaccine and when, drawn from a page's seed.

Central and Upstate New York owners, practices, county clinics and towns (lists of this module's
own), vaccines really licensed for dogs, one- and three-year vaccinations, and the set's balance
(which pages are lapsed, untagged, without a lot or without a printed expiry) fixed per index so
that 84 pages always hold enough of each. Dates are written in the US styles of `date_text`.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from datetime import date, timedelta

from tests.heldout_certificates import Truth


def _names(text: str) -> tuple[str, ...]:
    return tuple(text.split(", "))


SEED = "issue-28-ninth-2026-12-03"  # frozen: the set is the same set every time
TODAY = date(2026, 12, 3)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
FULL_MONTHS = _names(
    "January, February, March, April, May, June, July, August, September, October, November, "
    "December"
)

FIRST = _names(
    "Mirsad, Teresa, Khadija, Dwayne, Lien, Bogdan, Maribel, Oren, Keisha, Tomasz, Amina, "
    "Rocco, Hye-jin, Esperanza, Bishnu, Colleen, Wendell, Nadia, Paw, Anneliese, Darnell, "
    "Rukhsana, Jolene, Marek, Yusuf, Fiona, Luz, Kateryna, Vincenzo, Shirley, Bao, Ezekiel, "
    "Minerva, Thandiwe, Clayton, Priya, Ruthanne"
)
LAST = _names(
    "Hodzic, Marchetti, Abdi, Washington, Nguyen, Kowalczyk, Figueroa, Stoltzfus, Lyons, "
    "Warsame, Wisniewski, DeSantis, Park, Quinones, Thapa, O'Rourke, Powless, Haddad, Htoo, "
    "Brenneman, Jefferson, Chowdhury, Shenandoah, Dudek, Karimi, McAllister, Batista, "
    "Hnatyshyn, Scarpino, Van Derveer, Tran, Yoder, Papadakis, Mokoena, Haggerty, "
    "Raghunathan, Zielinski, Delgado-Ruiz"
)
STREETS = _names(
    "Butternut St, Midland Ave, Old Route 57, Lodi St, Onondaga Blvd, Genesee St, "
    "Bleecker St, Oxbow Rd, Cazenovia Rd, Sweet Rd, Fay Rd, Pompey Center Rd, Lakeshore Dr, "
    "Court St, Route 11, Woodlawn Ave, Seneca Tpke, Hinsdale Rd, Dryden Rd, Quarry Rd"
)
TOWNS = (
    ("Syracuse", "13208"),
    ("Liverpool", "13088"),
    ("Cicero", "13039"),
    ("Manlius", "13104"),
    ("Camillus", "13031"),
    ("Baldwinsville", "13027"),
    ("Cortland", "13045"),
    ("Homer", "13077"),
    ("Fulton", "13069"),
    ("Oswego", "13126"),
    ("Utica", "13501"),
    ("Rome", "13440"),
    ("Ithaca", "14850"),
    ("Dryden", "13053"),
    ("Norwich", "13815"),
    ("Cazenovia", "13035"),
    ("Canastota", "13032"),
    ("Auburn", "13021"),
    ("Skaneateles", "13152"),
    ("Watertown", "13601"),
)
DOGS = _names(
    "Biscuit, Pierogi, Luna, Tank, Nala, Chula, Roo, Mochi, Zeus, Hazel, Rocco, Penny, "
    "Ghost, Bruno, Sasha, Koda, Dolly, Jasper, Milo, Nova, Remy, Gus, Juniper, Brisket, "
    "Suki, Otis, Marley, Clementine, Bandit, Kiba, Waffles, Tucker, Pepper, Zora, Hank, "
    "Lulu, Moose, Ziggy, Willow, Apollo, Sir Wiggles, Peanut Butter, Miss Daisy, Big Ed"
)
BREEDS = _names(
    "Labrador Retriever, Pit Bull mix, Beagle, German Shepherd, Chihuahua, Golden Retriever, "
    "Boxer mix, Shih Tzu, Husky, Border Collie, Dachshund, Hound mix, Poodle mix, Bernese, "
    "Australian Shepherd, Terrier mix, Coonhound, Goldendoodle"
)
COLOURS = _names("Black, Tan, Brindle, Black/White, Red, Tricolor, Yellow, Chocolate, Grey, Fawn")
VETS = _names(
    "Anjali Raman, Joseph Kowal, Maureen O'Dell, Samuel Okafor, Grace Liu-Bennett, "
    "Peter Szymanski, Rebecca Haines, Luis Ortega, Catherine Fitzgerald, Hamid Rahimi, "
    "Erin Van Slyke, Thomas Begay, Yvonne Achterberg, Michael Brandt, Sofia Marrone, "
    "Daniel Greenleaf, Ingrid Solheim, Marcus Bell"
)
PRACTICES = (
    "Salt City Animal Hospital",
    "Limestone Creek Veterinary Clinic",
    "Tully Hill Veterinary Care",
    "Mohawk Valley Pet Clinic",
    "Seneca River Animal Hospital",
    "Chittenango Falls Veterinary",
    "Otisco Lake Animal Clinic",
    "Tug Hill Animal Health",
    "Fall Creek Veterinary Practice",
    "Oneida Lake Pet Hospital",
    "Tioughnioga Valley Vets",
    "Owasco Animal Hospital",
)
COUNTIES = (
    "Onondaga",
    "Oswego",
    "Madison",
    "Cortland",
    "Cayuga",
    "Oneida",
    "Tompkins",
    "Jefferson",
)
RESCUES = (
    "Second Chance Paws Rescue",
    "Hounds of Hope Rescue",
    "Finger Lakes Farm Dog Rescue",
    "North Country Canine Haven",
)
# (product as the label names it, maker, years it may be given for: a 3-year product's first
# dose counts for one year)
PRODUCTS = (
    ("Imrab 1", "Boehringer Ingelheim", (1,)),
    ("Imrab 3", "Boehringer Ingelheim", (1, 3)),
    ("Imrab 3 TF", "Boehringer Ingelheim", (1, 3)),
    ("Defensor 1", "Zoetis", (1,)),
    ("Defensor 3", "Zoetis", (1, 3)),
    ("Rabvac 1", "Elanco", (1,)),
    ("Rabvac 3", "Elanco", (1, 3)),
    ("Nobivac 1-Rabies", "Merck Animal Health", (1,)),
    ("Nobivac 3-Rabies", "Merck Animal Health", (1, 3)),
    ("Continuum Rabies", "Merck Animal Health", (1, 3)),
)


@functools.cache
def _order(kind: str) -> tuple[int, ...]:
    order = list(range(84))
    random.Random(f"{SEED}-{kind}").shuffle(order)
    return tuple(order)


def _balance(kind: str, index: int, share: int) -> bool:
    """One page in `share` of each 84 has it, spread over the layouts by a seeded draw."""
    return _order(kind).index(index % 84) < 84 // share


def years_later(day: date, years: int) -> date:
    if day.month == 2 and day.day == 29:
        return date(day.year + years, 2, 28)
    return day.replace(year=day.year + years)


def date_text(day: date, style: str) -> str:
    """A date as US papers write it."""
    mon = MONTHS[day.month - 1]
    return {
        "slash": f"{day:%m/%d/%Y}",
        "slash_short": f"{day.month}/{day.day}/{day:%Y}",
        "slash_yy": f"{day.month}/{day.day}/{day:%y}",
        "dash": f"{day:%m-%d-%Y}",
        "dot": f"{day:%m.%d.%Y}",
        "mon": f"{mon} {day.day}, {day.year}",
        "month": f"{FULL_MONTHS[day.month - 1]} {day.day}, {day.year}",
        "iso": f"{day:%Y-%m-%d}",
        "stamp": f"{mon.upper()} {day.day:02d} {day.year}",
        "stamp_dmy": f"{day.day:02d} {mon.upper()} {day.year}",
    }[style]


@dataclass(frozen=True)
class Facts:
    index: int
    first: str
    last: str
    street: str
    town: str
    zip_code: str
    phone: str
    dog: str
    breed: str
    colour: str
    sex: str  # M, F, MN or FS
    age: int
    weight: int
    vet: str
    licence: str
    practice: str
    county: str
    rescue: str
    product: str
    maker: str
    years: int
    vaccinated: date
    expires: date
    expiry_printed: bool
    tag: str | None
    lot: str | None
    lot_expires: date
    practice_street: str
    practice_phone: str

    @property
    def owner(self) -> str:
        return f"{self.first} {self.last}"

    def truth(self, **written: str | None) -> Truth:
        """The page's truth; a layout passes what it writes otherwise (owner "Last, First",
        clinic None where no imprint names one)."""
        fields: dict[str, object] = {
            "vaccinated": self.vaccinated,
            "expires": self.expires,
            "tag": self.tag,
            "veterinarian": self.vet,
            "clinic": self.practice,
            "dog": self.dog,
            "owner": self.owner,
            "product": self.product,
            "lot": self.lot,
        }
        fields.update(written)
        return Truth(**fields)  # type: ignore[arg-type]


def _tag(rng: random.Random, year: int) -> str:
    shapes = (
        lambda: f"{year % 100:02d}-{rng.randint(1000, 9999)}",
        lambda: f"R{rng.randint(10000, 99999)}",
        lambda: f"{rng.randint(100000, 999999)}",
        lambda: f"{year}-{rng.randint(100, 9999):04d}",
        lambda: f"{rng.choice('ABCHKMT')}{rng.randint(1000, 9999)}",
    )
    return rng.choice(shapes)()


def _lot(rng: random.Random) -> str:
    letters = "ABCDEFHJKLMNPRSTXZ"
    shapes = (
        lambda: (
            f"{rng.randint(1, 9)}{rng.choice(letters)}{rng.randint(10, 99)}{rng.choice(letters)}"
        ),
        lambda: f"{rng.choice(letters)}{rng.choice(letters)}{rng.randint(1000, 9999)}",
        lambda: f"{rng.randint(200000, 499999)}{rng.choice(letters)}",
        lambda: f"L{rng.randint(1000, 9999)}-{rng.choice(letters)}",
    )
    return rng.choice(shapes)()


def facts_at(index: int, rng: random.Random) -> Facts:
    product, maker, durations = rng.choice(PRODUCTS)
    years = rng.choice(durations)
    lapsed = _balance("lapsed", index, 7)
    if lapsed:  # ran out before the set's today
        expires = TODAY - timedelta(days=rng.randint(3, 300))
        vaccinated = date(expires.year - years, expires.month, min(expires.day, 28))
    else:
        vaccinated = TODAY - timedelta(days=rng.randint(1, 365 * years - 40))
        if rng.random() < 0.08:  # a leap day: the expiry falls on 28 February
            vaccinated = date(2024, 2, 29) if years == 3 else vaccinated
    vaccinated = min(vaccinated, TODAY)
    expires = years_later(vaccinated, years)
    first, last = rng.choice(FIRST), rng.choice(LAST)
    town, zip_code = rng.choice(TOWNS)
    return Facts(
        index=index,
        first=first,
        last=last,
        street=f"{rng.randint(3, 9870)} {rng.choice(STREETS)}",
        town=town,
        zip_code=zip_code,
        phone=f"(315) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        sex=rng.choice(("M", "F", "MN", "FS")),
        age=rng.randint(1, 13),
        weight=rng.randint(6, 98),
        vet=rng.choice(VETS),
        licence=f"{rng.randint(3000, 14999):06d}",
        practice=rng.choice(PRACTICES),
        county=rng.choice(COUNTIES),
        rescue=rng.choice(RESCUES),
        product=product,
        maker=maker,
        years=years,
        vaccinated=vaccinated,
        expires=expires,
        expiry_printed=not _balance("unprinted", index, 6),
        tag=None if _balance("untagged", index, 6) else _tag(rng, vaccinated.year),
        lot=None if _balance("lotless", index, 8) else _lot(rng),
        lot_expires=vaccinated + timedelta(days=rng.randint(120, 700)),
        practice_street=f"{rng.randint(10, 6200)} {rng.choice(STREETS)}",
        practice_phone=f"(315) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
    )
