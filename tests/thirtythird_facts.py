"""The thirty-third set's facts: dogs and owners of the Town of Clay and its hamlets (some with
accented or hyphenated names), the veterinarians and practices around Syracuse, Cicero and
Oswego, the licensed rabies vaccines with their terms, lot and tag numbers in several shapes, and
the date styles these papers write (the thirty-second set's, its shape followed: month first with
slashes, in words or abbreviated, day first, ISO, capitals, a hand's "3.14.25", a report writer's
"3/14/2025 12:00:00 AM", a practice system's "14MAR2025", an insurer's "Mar-14-2025", a
spreadsheet's "2025/03/14", a ticket office's "Mar 14 '25", a point of sale's "20250314") and new
here: a contract's "the 14th day of March, 2025" and a cruise line's "14/MAR/2025".

The shot (Facts) and its drawing are tests/set_facts.py's (a Roster), bound here to these names
and places."""

from __future__ import annotations

from datetime import date

from tests import set_facts

TODAY = date(2026, 12, 7)

DOGS = (
    "Archie", "Biscuit", "Cocoa", "Dottie", "Ember", "Fritz", "Gizmo", "Harley", "Indy",
    "Jolene", "Kipper", "Louie", "Mabel", "Nugget", "Oreo", "Pepper", "Rocco", "Sadie",
    "Tanner", "Umber", "Waffles", "Yogi", "Zelda", "Boomer", "Cash", "Daisy Mae", "Enzo",
    "Franklin", "Gracie", "Hank", "Iris", "Jax", "Kona", "Lucky", "Mocha", "Nova", "Ollie",
    "Phoebe", "Rufus", "Sasha", "Theo", "Bella-Rose", "Zoé", "Léon", "Niño", "Sköll",
    "Brülee", "Wrigley", "Captain Crunch", "Mo",
)  # fmt: skip
BREEDS = (
    "Labrador Retriever", "Pit Bull Terrier mix", "Beagle mix", "Catahoula Leopard Dog",
    "Treeing Walker Coonhound", "Australian Cattle Dog", "Chihuahua mix", "Pembroke Welsh Corgi",
    "Bernese Mountain Dog", "Miniature Schnauzer", "Plott Hound", "Boston Terrier",
    "Labradoodle", "Shepherd mix", "Jack Russell Terrier", "Newfoundland", "Vizsla",
    "Havanese", "Black Mouth Cur", "Anatolian Shepherd",
)  # fmt: skip
COLOURS = ("black", "tan", "brindle", "blue merle", "red and white", "fawn", "tricolor",
           "white", "chocolate", "black and white", "grey", "buff")  # fmt: skip
FIRST = (
    "Annaliese", "Brendan", "Corinne", "Desmond", "Elodie", "Fitzgerald", "Gwendolyn", "Hector",
    "Imelda", "Julian", "Katarina", "Lucius", "Marisol", "Nikolai", "Octavia", "Percival",
    "Renata", "Sebastian", "Tamsin", "Vaughn", "Wilhelmina", "Yusuf", "Mary-Kate", "Andrés",
    "Chloë", "Jean-Pierre", "Siobhán", "Søren", "Hélène", "Karl-Heinz",
)  # fmt: skip
LAST = (
    "Ackerman", "Blanchard", "Cavanaugh", "Dombrowski", "Esposito", "Fitzsimmons", "Greco",
    "Halloran", "Iannone", "Jablonski", "Kowalczyk", "Lindqvist", "Mancuso", "Nowicki",
    "Oberholtzer", "Piccirillo", "Quigley", "Rosenthal", "Szymanski", "Trombley", "Van Epps",
    "Whitcomb", "Zielinski", "Muñoz", "Baker-Nwosu", "Ten Broeck", "Bélanger", "St. Onge",
    "Ortiz-Walsh", "Åkesson",
)  # fmt: skip
VET_FIRST = ("Adelaide", "Barnaby", "Cordelia", "Desmond", "Eleanora", "Fletcher", "Georgiana",
             "Harriet", "Ignatius", "Josephine", "Lysander", "Magnolia", "Nicodemus", "Rosamund",
             "Tobias", "Émile")  # fmt: skip
VET_LAST = ("Ashcroft", "Blackwood", "Carrington", "Danforth", "Everhart", "Fairweather",
            "Goldsmith", "Holloway", "Inglewood", "Kingsley", "Lockhart", "Montague",
            "Northrup", "Prescott", "Sinclair", "Whitfield")  # fmt: skip
TOWNS = (
    ("Clay", "13041"), ("Liverpool", "13088"), ("North Syracuse", "13212"),
    ("Brewerton", "13029"), ("Clay", "13041"), ("Cicero", "13039"),
)  # fmt: skip
PLACES = ("Syracuse", "Liverpool", "Cicero", "Fulton", "Phoenix", "Oswego", "Camillus",
          "Baldwinsville", "Central Square", "Manlius", "Skaneateles", "Mexico")  # fmt: skip
STREETS = ("Henry Clay Blvd", "Wetzel Rd", "Soule Rd", "Morgan Rd", "Verplank Rd",
           "Route 31", "Blackberry Rd", "Thompson Rd", "Ellen Dr", "Mud Mill Rd",
           "Cherry Tree Ln")  # fmt: skip
# (name, term in years, maker)
VACCINES = (
    ("Imrab 3 TF", 3, "Boehringer Ingelheim"), ("Imrab 1 TF", 1, "Boehringer Ingelheim"),
    ("Defensor 3", 3, "Zoetis"), ("Defensor 1", 1, "Zoetis"),
    ("Nobivac 3-Rabies CA", 3, "Merck Animal Health"),
    ("Nobivac 1-Rabies", 1, "Merck Animal Health"),
    ("Rabvac 3 TF", 3, "Elanco"), ("Rabvac 1", 1, "Elanco"),
)  # fmt: skip
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def fmt_date(d: date, style: int) -> str:
    """One date in one of the styles these papers write."""
    mon = MONTHS[d.month - 1]
    return (
        f"{d.month:02d}/{d.day:02d}/{d.year}",  # 03/14/2025
        f"{d.month}/{d.day}/{d.year}",  # 3/14/2025
        f"{d.month}/{d.day}/{d.year % 100:02d}",  # 3/14/25
        f"{mon} {d.day}, {d.year}",  # March 14, 2025
        f"{mon[:3]} {d.day}, {d.year}",  # Mar 14, 2025
        f"{d.day:02d}-{mon[:3]}-{d.year}",  # 14-Mar-2025, a spreadsheet
        f"{d.year}-{d.month:02d}-{d.day:02d}",  # 2025-03-14
        f"{d.day} {mon} {d.year}",  # 14 March 2025
        f"{WEEKDAYS[d.weekday()]}, {mon} {d.day}, {d.year}",  # Friday, March 14, 2025
        f"{d.month}.{d.day}.{d.year % 100:02d}",  # 3.14.25, a hand
        f"{d.month}-{d.day}-{d.year % 100:02d}",  # 3-14-25, a hand
        f"{mon[:3].upper()} {d.day:02d} {d.year}",  # MAR 14 2025
        f"{d.month:02d}-{d.day:02d}-{d.year}",  # 03-14-2025
        f"{_ap(mon)} {d.day}, {d.year}",  # Mar. 14, 2025, a newspaper's
        f"{d.month}/{d.day}/{d.year} 12:00:00 AM",  # a report writer's date and time
        f"{d.day:02d}{mon[:3].upper()}{d.year}",  # 14MAR2025
        f"{mon[:3]}-{d.day:02d}-{d.year}",  # Mar-14-2025, an insurer's
        f"{d.year}/{d.month:02d}/{d.day:02d}",  # 2025/03/14, a spreadsheet's
        f"{mon[:3]} {d.day} '{d.year % 100:02d}",  # Mar 14 '25, a ticket office's
        f"{d.year}{d.month:02d}{d.day:02d}",  # 20250314, a point of sale's
        f"the {_nth(d.day)} day of {mon}, {d.year}",  # a contract's
        f"{d.day:02d}/{mon[:3].upper()}/{d.year}",  # 14/MAR/2025, a cruise line's
    )[style]


def _nth(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 21st, 22nd."""
    end = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{end}"


def _ap(mon: str) -> str:
    """A month as a newspaper abbreviates it (March: Mar., May: May, June: June)."""
    return mon if len(mon) <= 4 else ("Sept." if mon == "September" else f"{mon[:3]}.")


DATE_STYLES = tuple(range(22))
HAND_STYLES = (1, 2, 9, 10)


ROSTER = set_facts.Roster(
    dogs=DOGS, breeds=BREEDS, colours=COLOURS, first=FIRST, last=LAST,
    vet_first=VET_FIRST, vet_last=VET_LAST, towns=TOWNS, streets=STREETS, places=PLACES,
    vaccines=VACCINES, today=TODAY,
)  # fmt: skip
plus_years = set_facts.plus_years
day_between = set_facts.day_between
phone = set_facts.phone
lot = set_facts.lot
tag = set_facts.tag
term_text = set_facts.term_text
Facts = set_facts.Facts
person = ROSTER.person
vet_name = ROSTER.vet_name
facts = ROSTER.facts
