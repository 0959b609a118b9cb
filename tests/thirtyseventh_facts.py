"""The thirty-seventh set's facts: dogs and owners of the Town of Clay and its hamlets (some with
accented, hyphenated or two-word names), the veterinarians and practices around Syracuse, Clay,
Baldwinsville and Fulton, the licensed rabies vaccines with their terms, lot and tag numbers in
several shapes, and the date styles these papers write (the thirty-sixth set's, its shape
followed: month first with slashes, in words or abbreviated, day first, ISO, capitals, a hand's
"3.14.25", a report writer's "3/14/2025 12:00:00 AM", "14MAR2025", "Mar-14-2025", "2025/03/14",
"Mar 14 '25", "20250314", a contract's "the 14th day of March, 2025", "14/MAR/2025", "March 14th,
2025", "03.14.2025", "Fri 3/14/2025", "14 Mar 25", "03/14/25", "14-MAR-25" and "Mar 14 2025") and
new here: a laboratory system's "2025-Mar-14", a federal form's "14 MAR 2025" and a boxed form's
"03 / 14 / 2025".

The shot (Facts) and its drawing are tests/set_facts.py's (a Roster), bound here to these names
and places."""

from __future__ import annotations

from datetime import date

from tests import set_facts

TODAY = date(2026, 12, 7)

DOGS = (
    "Buster", "Clementine", "Duke", "Ellie", "Finnegan", "Georgia", "Huck", "Ivy", "Juniper",
    "Kobe", "Lady", "Milo", "Nala", "Otis", "Peanut", "Quincy", "Ruby", "Scout", "Teddy",
    "Ursa", "Vinnie", "Winston", "Xena", "Ziggy", "Arlo", "Bear", "Chester", "Daisy Mae",
    "Enzo", "Fiona", "Gus", "Hazel", "Izzy", "Jasper", "Koda", "Lola", "Murphy", "Nugget",
    "Olive", "Pippin", "Remy", "Sasha", "Tank", "Chloé", "Señorita", "Noël", "Pumpkin Spice",
    "Captain Jack", "Bo-Bo", "Mochi"
)  # fmt: skip
BREEDS = (
    "Labrador Retriever", "Beagle", "Bernese Mountain Dog", "Pit Bull mix", "Jack Russell Terrier",
    "Cocker Spaniel", "Miniature Schnauzer", "Pembroke Welsh Corgi", "Havanese", "Vizsla",
    "Catahoula Leopard Dog", "Labradoodle", "Chihuahua mix", "Newfoundland", "Brittany",
    "Belgian Malinois", "Shiba Inu", "Basset Hound", "Whippet", "Cairn Terrier"
)  # fmt: skip
COLOURS = ("yellow", "black", "liver and white", "sable", "red", "brindle and white", "cream",
           "merle", "tan and black", "apricot", "silver", "wheaten")  # fmt: skip
FIRST = (
    "Abigail", "Bruce", "Carmela", "Dominic", "Eileen", "Francis", "Gloria", "Hector", "Ingrid",
    "Joaquín", "Kathleen", "Leonard", "Maureen", "Nathaniel", "Oksana", "Philip", "Regina",
    "Salvatore", "Tamara", "Ulysses", "Valerie", "Walter", "Zofia", "Anne-Marie", "Raúl",
    "Noémie", "Pierre-Luc", "Aoife", "Bjørn", "Renée"
)  # fmt: skip
LAST = (
    "Amato", "Bielski", "Costello", "DeSantis", "Egan", "Falcone", "Gorski", "Hennessy",
    "Iacovelli", "Jankowski", "Kowalczyk", "LaPorte", "Mancuso", "Nolan", "O'Connell",
    "Pawlowski", "Russo", "Szymanski", "Tierney", "Ventura", "Wojcik", "Yablonski", "Zielinski",
    "Núñez", "Carter-Boyd", "Van Dyke", "Bélanger", "St. Pierre", "Schäfer-Lind", "McAuliffe"
)  # fmt: skip
VET_FIRST = ("Alistair", "Beatrix", "Cornelius", "Delphine", "Emeric", "Florence", "Gideon",
             "Henrietta", "Isadora", "Jonah", "Leopold", "Miranda", "Phineas", "Rowena",
             "Soledad", "Thaddeus")  # fmt: skip
VET_LAST = ("Abernathy", "Bramwell", "Castellano", "Drummond", "Ellsworth", "Forsythe",
            "Gallagher", "Hargreaves", "Iverson", "Langford", "Merriweather", "Nakamura",
            "Osei", "Pemberton", "Quiñones", "Thorne")  # fmt: skip
TOWNS = (
    ("Clay", "13041"), ("Liverpool", "13088"), ("North Syracuse", "13212"),
    ("Brewerton", "13029"), ("Clay", "13041"), ("Cicero", "13039"),
)  # fmt: skip
PLACES = ("Syracuse", "Clay", "Baldwinsville", "Fulton", "Liverpool", "Mattydale", "Cicero",
           "Minoa", "Manlius", "East Syracuse", "Hannibal", "Mexico")  # fmt: skip
STREETS = ("Oswego Rd", "Taft Rd", "Caughdenoy Rd", "Gaskin Rd", "Allen Rd", "Route 481",
           "Buckley Rd", "Bear Rd", "Wood Rd", "Lawton Rd", "Itaska Dr")  # fmt: skip
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
        f"{d.year}-{mon[:3]}-{d.day:02d}",  # 2025-Mar-14, a laboratory system's
        f"{d.day:02d} {mon[:3].upper()} {d.year}",  # 14 MAR 2025, a federal form's
        f"{d.month:02d} / {d.day:02d} / {d.year}",  # 03 / 14 / 2025, a boxed form's
    )[style]


def _nth(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 21st, 22nd."""
    end = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{end}"


def _ap(mon: str) -> str:
    """A month as a newspaper abbreviates it (March: Mar., May: May, June: June)."""
    return mon if len(mon) <= 4 else ("Sept." if mon == "September" else f"{mon[:3]}.")


DATE_STYLES = tuple(range(32))
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
