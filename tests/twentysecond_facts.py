"""The twenty-second set's facts: New York dogs, owners, practices and veterinarians (and a few
from Europe, for a family that moved here), licensed rabies vaccines with their terms, lot and tag
numbers in several shapes, and the date styles a page writes its dates in: month first as New
York writes them (03/14/2025, 3/14/25, Sept. 14, 2025, March 14th, 2025 …) and day first as a
European paper does (14/03/2025, 14.03.25, 14 March 2025)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta

from tests.heldout_certificates import Truth

TODAY = date(2026, 12, 4)

DOGS = (
    "Archie", "Basil", "Cinnamon", "Dixie", "Ellie Mae", "Frankie", "Gizmo", "Harley", "Indigo",
    "Jasper", "Kiwi", "Lola", "Maple", "Nova", "Oreo", "Peanut", "Quincy", "Remy", "Stella",
    "Teddy", "Ursa", "Vinnie", "Winston", "Xena", "Yuki", "Ziggy Stardust", "Bailey", "Cooper",
    "Daisy", "Finn", "Gracie", "Hank", "Ivy", "Jojo", "Louie", "Milo", "Nala", "Olive", "Pippin",
    "Rufus", "Sasha", "Toby", "Wally", "Bella Rose", "Chester", "Dottie", "Mochi", "Bear",
)  # fmt: skip
EU_DOGS = ("Fritzi", "Bruno", "Lotte", "Pipa", "Filou", "Nele", "Balou", "Kira", "Paco", "Momo")
BREEDS = (
    "Labrador Retriever", "Jack Russell Terrier", "Pit Bull mix", "Havanese", "Great Pyrenees",
    "Labradoodle", "Pug", "Corgi", "Bernese Mountain Dog", "Yorkshire Terrier", "Shepherd mix",
    "Cocker Spaniel", "Rottweiler", "Boston Terrier", "Whippet", "Catahoula mix",
)  # fmt: skip
COLOURS = ("black", "fawn", "brindle/white", "chocolate", "merle", "red/white", "black/tan")
FIRST = (
    "Abigail", "Benedict", "Consuelo", "Dariusz", "Esperanza", "Fiona", "Giovanni", "Harriet",
    "Ignatius", "Jolene", "Kwame", "Lucinda", "Mateo", "Noreen", "Orlando", "Philippa", "Rhiannon",
    "Stanislaw", "Tamsin", "Ulrich", "Valentina", "Winifred", "Yolanda", "Zachary", "Deirdre",
    "Ebenezer", "Marisol", "Thaddeus", "Aoife", "Chidi",
)  # fmt: skip
LAST = (
    "Albright", "Bergstrom", "Costigan", "Dziedzic", "Esposito", "Fairweather", "Grabowski",
    "Haverford", "Iwasaki", "Jorgensen", "Kaczmarek", "Leventhal", "Mulcahy", "Nkemelu",
    "Ostrowski",
    "Papadakis", "Quackenbush", "Rinaldi", "Stoltzfus", "Tremblay", "Vanderpool", "Whitcomb",
    "Yoder", "Zabriskie", "Buonocore", "Cardenas", "McGillicuddy", "Van Buskirk",
)  # fmt: skip
VET_FIRST = ("Helena", "Oluwaseun", "Margit", "Ezra", "Priyanka", "Dashiell", "Rosario", "Bram",
             "Teodora", "Lachlan", "Wen", "Sunniva", "Ignacio", "Beatrix")  # fmt: skip
VET_LAST = ("Abernethy", "Castellanos", "Drummond", "Eisenberg", "Fogarty", "Gundersen",
            "Hollenbeck", "Ishikawa", "Kowalewski", "Lockwood", "Mbeki", "Northrup", "Ouellette",
            "Pritchard", "Ravensworth", "Sobczak", "Talbot", "Wexler")  # fmt: skip
TOWNS = (
    ("Rochester", "14607", "585"), ("Schenectady", "12305", "518"), ("Binghamton", "13905", "607"),
    ("New Paltz", "12561", "845"), ("Oswego", "13126", "315"), ("Jamestown", "14701", "716"),
    ("Geneva", "14456", "315"), ("Hudson", "12534", "518"), ("Peekskill", "10566", "914"),
    ("Patchogue", "11772", "631"), ("Ogdensburg", "13669", "315"), ("Hornell", "14843", "607"),
    ("Beacon", "12508", "845"), ("Amsterdam", "12010", "518"), ("Massena", "13662", "315"),
    ("Bay Shore", "11706", "631"), ("Olean", "14760", "716"), ("Auburn", "13021", "315"),
)  # fmt: skip
STREETS = ("Oak St", "Clinton Ave", "Seneca Tpke", "Old Post Rd", "Hillcrest Dr", "Broad St",
           "Van Rensselaer Blvd", "Crescent Ave", "Erie Blvd", "Fairview Ter",
           "Mohawk St")  # fmt: skip
# (name, term in years, maker)
VACCINES = (
    ("Imrab 3 TF", 3, "Boehringer Ingelheim"), ("Imrab 1 TF", 1, "Boehringer Ingelheim"),
    ("Defensor 3", 3, "Zoetis"), ("Defensor 1", 1, "Zoetis"),
    ("Nobivac 3-Rabies CA", 3, "Merck Animal Health"),
    ("Nobivac 1-Rabies", 1, "Merck Animal Health"),
    ("Rabvac 3 TF", 3, "Elanco"), ("Rabvac 1", 1, "Elanco"), ("Continuum Rabies", 3, "Elanco"),
)  # fmt: skip
EU_VACCINES = (
    ("Nobivac Rabies", 3, "MSD Animal Health"), ("Rabisin", 3, "Boehringer Ingelheim"),
    ("Versiguard Rabies", 3, "Zoetis"), ("Rabdomun", 1, "Essex Tierarznei"),
)  # fmt: skip
OTHER_SHOTS = ("DHPP", "DA2PP-CPV", "Bordetella (oral)", "Lepto 4", "CIV H3N2/H3N8", "Lyme",
               "DHLPP")  # fmt: skip
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip
ABBR = ("Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.",
        "Dec.")  # fmt: skip


def _nth(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def fmt_date(d: date, style: int) -> str:
    """One date in one of the styles pages here write."""
    mon = MONTHS[d.month - 1]
    return (
        f"{d.month:02d}/{d.day:02d}/{d.year}",  # 03/14/2025
        f"{d.month}/{d.day}/{d.year % 100:02d}",  # 3/14/25
        f"{mon} {d.day}, {d.year}",  # March 14, 2025
        f"{d.year}-{d.month:02d}-{d.day:02d}",  # 2025-03-14
        f"{d.day:02d}-{mon[:3]}-{d.year}",  # 14-Mar-2025
        f"{mon[:3]} {d.day}, {d.year}",  # Mar 14, 2025
        f"{d.month}/{d.day}/{d.year}",  # 3/14/2025
        f"{mon[:3].upper()} {d.day:02d} {d.year}",  # MAR 14 2025
        f"{d.day} {mon} {d.year}",  # 14 March 2025
        f"{d.day:02d}/{d.month:02d}/{d.year}",  # 14/03/2025, day first
        f"{d.day:02d}.{d.month:02d}.{d.year}",  # 14.03.2025
        f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}",  # 14.03.25
        f"{ABBR[d.month - 1]} {d.day}, {d.year}",  # Sept. 14, 2025
        f"{d.month}-{d.day}-{d.year % 100:02d}",  # 3-14-25
        f"{mon} {_nth(d.day)}, {d.year}",  # March 14th, 2025
    )[style]


DATE_STYLES = tuple(range(15))
US_STYLES = (0, 1, 2, 3, 4, 5, 6, 7, 12, 13, 14)
EU_STYLES = (8, 9, 10, 11)
HAND_US = (0, 1, 6, 13, 12)
HAND_EU = (9, 10, 11)


def plus_years(d: date, years: int) -> date:
    try:
        return d.replace(year=d.year + years)
    except ValueError:
        return d.replace(year=d.year + years, day=28)


def day_between(rng: random.Random, first: date, last: date) -> date:
    return first + timedelta(days=rng.randrange(max(1, (last - first).days + 1)))


def person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def phone(rng: random.Random, area: str) -> str:
    return rng.choice(("({a}) {p}-{q:04d}", "{a}-{p}-{q:04d}", "{a}.{p}.{q:04d}")).format(
        a=area, p=rng.randrange(201, 989), q=rng.randrange(10000)
    )


def lot(rng: random.Random) -> str:
    shapes = (
        lambda: f"{rng.randrange(100, 999)}{rng.choice('ABCKLR')}{rng.randrange(10, 99)}",
        lambda: f"L{rng.randrange(10**5, 10**6)}",
        lambda: f"{rng.choice('GHMV')}{rng.randrange(10, 99)}-{rng.randrange(100, 999)}",
        lambda: f"{rng.randrange(10**6, 10**7)}{rng.choice('AB')}",
        lambda: f"{rng.randrange(1, 9)}{rng.choice('XYZ')}{rng.randrange(1000, 9999)}",
    )
    return rng.choice(shapes)()


def tag(rng: random.Random, year: int) -> str:
    shapes = (
        lambda: f"{rng.randrange(10000, 99999)}",
        lambda: f"{year}-{rng.randrange(1000, 99999)}",
        lambda: f"K9-{rng.randrange(10000, 99999)}",
        lambda: f"{rng.choice('BDGMPW')}{rng.randrange(10000, 99999)}",
        lambda: f"{rng.randrange(100, 999)}-{rng.randrange(100, 999)}",
    )
    return rng.choice(shapes)()


@dataclass
class Facts:
    """One dog's visit: who, where, when, which vial; a page shows some of it."""

    dog: str
    breed: str
    colour: str
    owner: str
    street: str
    town: str
    zip: str
    area: str
    vet: str  # without Dr. / DVM
    clinic: str
    product: str
    maker: str
    term: int
    lot: str
    tag: str
    given: date
    due: date

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


def facts(
    rng: random.Random,
    clinic: str,
    first: date,
    last: date,
    lapse: float = 0.0,
    vaccines: tuple[tuple[str, int, str], ...] = VACCINES,
) -> Facts:
    """A visit between first and last; with chance lapse, a shot whose term ran out."""
    town, zip_code, area = rng.choice(TOWNS)
    product, term, maker = rng.choice(vaccines)
    given = day_between(rng, first, last)
    if rng.random() < lapse:
        product, term, maker = rng.choice([v for v in vaccines if v[1] == 1] or vaccines)
        given = day_between(rng, date(2022, 6, 1), plus_years(TODAY, -term) - timedelta(days=10))
    elif plus_years(given, term) <= TODAY:  # most papers here are current
        since = max(first, plus_years(TODAY, -term) + timedelta(days=15))
        given = day_between(rng, since, max(since, last))
    return Facts(
        dog=rng.choice(DOGS),
        breed=rng.choice(BREEDS),
        colour=rng.choice(COLOURS),
        owner=person(rng),
        street=f"{rng.randrange(2, 2400)} {rng.choice(STREETS)}",
        town=town,
        zip=zip_code,
        area=area,
        vet=f"{rng.choice(VET_FIRST)} {rng.choice(VET_LAST)}",
        clinic=clinic.format(town=town),
        product=product,
        maker=maker,
        term=term,
        lot=lot(rng),
        tag=tag(rng, given.year),
        given=given,
        due=plus_years(given, term),
    )


def term_text(term: int, rng: random.Random) -> str:
    one = ("1 yr", "1 year", "1-year", "one year", "1yr")
    three = ("3 yr", "3 year", "3-year", "three year", "3yr")
    return rng.choice(one if term == 1 else three)
