"""The thirty-second set's facts: dogs and owners of the Town of Clay and its hamlets (some with
accented or hyphenated names), the veterinarians and practices around Syracuse, Cicero and
Oswego, the licensed rabies vaccines with their terms, lot and tag numbers in several shapes, and
the date styles these papers write (the thirty-first set's, its shape followed: month first with
slashes, in words or abbreviated, day first, ISO, capitals, a hand's "3.14.25", a report writer's
"3/14/2025 12:00:00 AM", a practice system's "14MAR2025", an insurer's "Mar-14-2025", a
spreadsheet's "2025/03/14") and new here: a ticket office's "Mar 14 '25" and a point of sale's
"20250314".

The shot (Facts) and its drawing are tests/set_facts.py's (a Roster), bound here to these names
and places."""

from __future__ import annotations

from datetime import date

from tests import set_facts

TODAY = date(2026, 12, 7)

DOGS = (
    "Abbott", "Banjo", "Clementine", "Dexter", "Esme", "Fig", "Gatsby", "Hobbes", "Iggy",
    "Juniper", "Kodiak", "Luna", "Marley", "Nacho", "Odie", "Pickles", "Quincy", "Remy",
    "Scout", "Tilly", "Ursa", "Vesper", "Winnie", "Ziggy", "Bodhi", "Cricket", "Duke",
    "Elvis", "Freya", "Goose", "Huckleberry", "Ivy", "Jasper", "Koda", "Lola", "Murphy",
    "Nala", "Olive", "Peanut", "Riley", "Sully", "Tater Tot", "Ruby-Lou", "Chloé", "Renée",
    "Señor Biscuit", "Björn", "Maisie", "Otto", "Bruno",
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
    "Adrienne", "Bartholomew", "Cecilia", "Dwayne", "Esperanza", "Fergus", "Giselle", "Horace",
    "Ingrid", "Jerome", "Kateri", "Leonard", "Maribel", "Nathaniel", "Ophelia", "Quentin",
    "Rosalind", "Stanislaus", "Teresa", "Ulysses", "Veronica", "Winston", "Xiomara", "Anne-Marie",
    "José", "Zoë", "Jean-Luc", "Bríd", "Margit", "Thérèse", "Lars-Erik",
)  # fmt: skip
LAST = (
    "Abernathy", "Bellamy", "Castellano", "Donnelly", "Eriksen", "Falcone", "Gallagher",
    "Hutchins", "Ingraham", "Jankowski", "Kaczmarek", "Lombardo", "MacPherson", "Novak",
    "O'Sullivan", "Pellegrino", "Quackenbush", "Rinaldi", "Schermerhorn", "Tremblay",
    "Van Buskirk", "Wojcik", "Yablonski", "Peña", "Smith-Okafor", "Ten Eyck", "Gagné",
    "DeLuca-Hart", "Nuñez", "Bergström",
)  # fmt: skip
VET_FIRST = ("Annika", "Bernard", "Clarissa", "Dominic", "Evangeline", "Forrest", "Genevieve",
             "Hollis", "Isadora", "Jonah", "Leopold", "Mirabel", "Oswald", "Priya", "Thaddeus",
             "Aurélie")  # fmt: skip
VET_LAST = ("Applegate", "Brightwater", "Cheswick", "Delmonico", "Ellsworth", "Fontaine",
            "Gansevoort", "Hargrove", "Ivesdale", "Kettering", "Loomis", "Merriweather",
            "Pendergast", "Rutherford", "Stuyvesant", "Vanderhoof")  # fmt: skip
TOWNS = (
    ("Clay", "13041"), ("Liverpool", "13090"), ("North Syracuse", "13212"),
    ("Brewerton", "13029"), ("Clay", "13041"), ("Baldwinsville", "13027"),
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
    )[style]


def _ap(mon: str) -> str:
    """A month as a newspaper abbreviates it (March: Mar., May: May, June: June)."""
    return mon if len(mon) <= 4 else ("Sept." if mon == "September" else f"{mon[:3]}.")


DATE_STYLES = tuple(range(20))
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
