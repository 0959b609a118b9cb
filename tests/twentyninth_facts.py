"""The twenty-ninth set's facts: dogs and owners of the Town of Clay and its hamlets (some with
accented or hyphenated names), the veterinarians and practices around Syracuse and Oswego and in
the Hudson Valley (where a guide dog school's puppies are seen), the licensed rabies vaccines with
their terms, lot and tag numbers in several shapes, and the date styles these papers write: month
first with slashes (with or without the leading zeros, with a two-figure year), in words or
abbreviated, with the weekday in full as a word processor writes it, day first as a spreadsheet
("14-Mar-2025") or in words ("14 March 2025"), an ISO date, capitals ("MAR 14 2025") and a hand's
"3.14.25" and "3-14-25".

The shot (Facts) and its drawing are tests/set_facts.py's (a Roster), bound here to these names
and places."""

from __future__ import annotations

from datetime import date

from tests import set_facts

TODAY = date(2026, 12, 6)

DOGS = (
    "Asher", "Biscuit", "Clementine", "Duke", "Ellie", "Finnegan", "Gus", "Hazel", "Izzy",
    "Jasper", "Koda", "Luna", "Murphy", "Nala", "Otis", "Penny", "Quincy", "Rosie", "Scout",
    "Tucker", "Violet", "Wrigley", "Zeus", "Bella", "Chloé", "Dexter", "Echo", "Fiona", "Ginger",
    "Hudson", "Ivy", "Juno", "Kaiser", "Lola", "Mabel", "Nova", "Obi", "Pippin", "Ranger",
    "Sasha", "Tilly", "Winnie", "Ziggy", "Bruno", "Cooper", "Daisy-Mae", "Remi", "Zoë",
)  # fmt: skip
BREEDS = (
    "Labrador Retriever", "Golden Retriever", "German Shepherd", "Standard Poodle", "Beagle",
    "Australian Shepherd", "Bloodhound", "Belgian Malinois", "Border Collie", "Boxer",
    "Shih Tzu", "Goldendoodle", "Cavalier King Charles Spaniel", "Siberian Husky", "Dachshund",
    "Lab mix", "Hound mix", "Great Pyrenees", "Rottweiler", "English Springer Spaniel",
)  # fmt: skip
COLOURS = ("yellow", "black", "chocolate", "black and tan", "red", "sable", "white", "merle",
           "brindle", "tricolor", "cream", "liver and white")  # fmt: skip
FIRST = (
    "Adrienne", "Bartholomew", "Céline", "Dominic", "Estelle", "Fernando", "Gretchen", "Henrik",
    "Ingrid", "Jerome", "Kathleen", "Leopold", "Maribel", "Nathaniel", "Odette", "Perpetua",
    "Quentin", "Renée", "Sebastián", "Theodora", "Ulrich", "Vivienne", "Wendell", "Xiomara",
    "Yolanda", "Anne-Marie", "José", "Bridget", "Thaddeus",
)  # fmt: skip
LAST = (
    "Abernathy", "Bouchard", "Castellano", "Dunleavy", "Engström", "Fontaine", "Gallagher",
    "Hoffmeister", "Iverson", "Jankowski", "Kilbride", "Lachance", "Marchetti", "Novak",
    "Ostrander", "Pruitt", "Quigley", "Rinaldi", "Schoonmaker", "Tedesco", "Underhill",
    "Van Slyke", "Wojcik", "Yablonski", "Zabriskie", "Núñez", "Smith-Hadley", "Ní Bhriain",
)  # fmt: skip
VET_FIRST = ("Alistair", "Beatrix", "Clement", "Dorothea", "Emmeline", "Frederick", "Genevieve",
             "Horatio", "Isadora", "Julian", "Lucinda", "Mortimer", "Philippa", "Rosalind",
             "Thérèse", "Jean-Luc")  # fmt: skip
VET_LAST = ("Aldridge", "Bancroft", "Chamberlain", "Devereaux", "Ellsworth", "Forsythe",
            "Grantham", "Hathaway", "Inglewood", "Kensington", "Langford", "Merriweather",
            "Northcott", "Pemberton", "Rutherford", "St. Clair")  # fmt: skip
TOWNS = (
    ("Clay", "13041"), ("Liverpool", "13090"), ("North Syracuse", "13212"),
    ("Brewerton", "13029"), ("Clay", "13041"), ("Baldwinsville", "13027"),
)  # fmt: skip
PLACES = ("Syracuse", "Liverpool", "Cicero", "Fulton", "Phoenix", "Oswego", "Camillus",
          "Baldwinsville", "Central Square", "Marcellus", "DeWitt", "Pulaski")  # fmt: skip
STREETS = ("Bear Rd", "Buckley Rd", "Caughdenoy Rd", "Oak Orchard Rd", "Allen Rd", "Taft Rd",
           "Lawton Rd", "Maple Rd", "Hogsback Rd", "Gaskin Rd", "Vine St")  # fmt: skip
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
    )[style]


DATE_STYLES = tuple(range(13))
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
