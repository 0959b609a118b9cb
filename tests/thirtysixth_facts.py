"""The thirty-sixth set's facts: dogs and owners of the Town of Clay and its hamlets (some with
accented or hyphenated names), the veterinarians and practices around Syracuse, Cicero, Brewerton
and Oswego, the licensed rabies vaccines with their terms, lot and tag numbers in several shapes,
and the date styles these papers write (the thirty-fifth set's, its shape followed: month first
with slashes, in words or abbreviated, day first, ISO, capitals, a hand's "3.14.25", a report
writer's "3/14/2025 12:00:00 AM", "14MAR2025", "Mar-14-2025", "2025/03/14", "Mar 14 '25",
"20250314", a contract's "the 14th day of March, 2025", "14/MAR/2025", "March 14th, 2025",
"03.14.2025", a scheduler's "Fri 3/14/2025" and a dental chart's "14 Mar 25") and new here: a
payment processor's zero-padded "03/14/25", a shipper's "14-MAR-25" and a fair office's
"Mar 14 2025".

The shot (Facts) and its drawing are tests/set_facts.py's (a Roster), bound here to these names
and places."""

from __future__ import annotations

from datetime import date

from tests import set_facts

TODAY = date(2026, 12, 7)

DOGS = (
    "Archie", "Biscuit", "Cocoa", "Dolly", "Ernie", "Frankie", "Gracie", "Hank", "Indy",
    "Jolene", "Kona", "Luna", "Moose", "Noodle", "Oakley", "Penny", "Rocco", "Sadie", "Tucker",
    "Waffles", "Yogi", "Zeus", "Athena", "Blue", "Cinnamon", "Diesel", "Ember", "Fritz",
    "Gizmo", "Harley", "Iggy", "Jax", "Kenai", "Maple", "Nova", "Ollie", "Pepper", "Riley",
    "Sophie", "Thor", "Willow", "Bella-Rose", "Renée", "Señor Wags", "Brûlée", "Zoë",
    "Mac-n-Cheese", "Rosie", "Bandit", "Dottie",
)  # fmt: skip
BREEDS = (
    "Golden Retriever", "German Shepherd", "Labrador mix", "English Springer Spaniel",
    "Border Collie", "Standard Poodle", "Cavalier King Charles Spaniel", "Great Pyrenees",
    "Siberian Husky", "Boxer", "Shih Tzu", "Portuguese Water Dog", "Goldendoodle",
    "Australian Shepherd", "Rat Terrier", "Bloodhound", "Weimaraner", "Dachshund",
    "Greyhound (retired racer)", "Coonhound mix",
)  # fmt: skip
COLOURS = ("black", "tan", "brindle", "blue merle", "red and white", "fawn", "tricolor",
           "white", "chocolate", "black and white", "grey", "buff")  # fmt: skip
FIRST = (
    "Agnes", "Bernard", "Colleen", "Desmond", "Estelle", "Fergus", "Gwendolyn", "Harold",
    "Imelda", "Jasper", "Kristen", "Lorraine", "Mildred", "Nolan", "Odette", "Patrick",
    "Rosalind", "Stanley", "Theresa", "Vernon", "Wanda", "Yvonne", "Marie-Claire", "José",
    "Chloé", "Jean-Paul", "Siobhán", "Søren", "Hélène", "Mary-Kate",
)  # fmt: skip
LAST = (
    "Albanese", "Bartkowski", "Cavanaugh", "Dombrowski", "Esposito", "Fitzgerald", "Grabowski",
    "Hoyt", "Iannuzzi", "Jablonski", "Koziol", "Lombardo", "Mahoney", "Nowicki", "O'Rourke",
    "Piotrowski", "Quinlan", "Rinaldi", "Sokolowski", "Trombley", "Urbanski", "Vecchio",
    "Wisniewski", "Zeller", "Peña", "Brennan-Walsh", "Van Buren", "Lefèvre", "St. Onge",
    "Müller-Hart",
)  # fmt: skip
VET_FIRST = ("Adele", "Barnaby", "Cordelia", "Desmond", "Elodie", "Gareth", "Harriet",
             "Ignatius", "Josephine", "Lucian", "Marguerite", "Octavia", "Percival", "Rosalie",
             "Séverine", "Tobias")  # fmt: skip
VET_LAST = ("Ashworth", "Blackwood", "Carrington", "Dunmore", "Everly", "Fairbanks",
            "Greenleaf", "Holloway", "Kingsley", "Lockhart", "Montague", "Northcott",
            "Okonkwo", "Prescott", "Ramírez", "Whitlock")  # fmt: skip
TOWNS = (
    ("Clay", "13041"), ("Liverpool", "13088"), ("North Syracuse", "13212"),
    ("Brewerton", "13029"), ("Clay", "13041"), ("Cicero", "13039"),
)  # fmt: skip
PLACES = ("Syracuse", "Liverpool", "Cicero", "Fulton", "Phoenix", "Oswego", "Camillus",
          "Baldwinsville", "Central Square", "Brewerton", "Skaneateles", "Pulaski")  # fmt: skip
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
        f"{mon} {_nth(d.day)}, {d.year}",  # March 14th, 2025, a lawyer's
        f"{d.month:02d}.{d.day:02d}.{d.year}",  # 03.14.2025, a marina office's
        f"{WEEKDAYS[d.weekday()][:3]} {d.month}/{d.day}/{d.year}",  # Fri 3/14/2025, a scheduler's
        f"{d.day} {mon[:3]} {d.year % 100:02d}",  # 14 Mar 25, a dental chart's
        f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}",  # 03/14/25, a payment processor's
        f"{d.day:02d}-{mon[:3].upper()}-{d.year % 100:02d}",  # 14-MAR-25, a shipper's
        f"{mon[:3]} {d.day} {d.year}",  # Mar 14 2025, a fair office's
    )[style]


def _nth(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 21st, 22nd."""
    end = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{end}"


def _ap(mon: str) -> str:
    """A month as a newspaper abbreviates it (March: Mar., May: May, June: June)."""
    return mon if len(mon) <= 4 else ("Sept." if mon == "September" else f"{mon[:3]}.")


DATE_STYLES = tuple(range(29))
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
