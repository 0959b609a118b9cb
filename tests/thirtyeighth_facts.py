"""The thirty-eighth set's facts: dogs and owners of the Town of Clay and its hamlets (some with
accented, hyphenated or two-word names), the veterinarians and practices around Syracuse, Clay,
Baldwinsville, Cicero and Oswego, the licensed rabies vaccines with their terms, lot and tag numbers
in several shapes, and the date styles these papers write (the thirty-seventh set's, its shape
followed: month first with slashes, in words or abbreviated, day first, ISO, capitals, a hand's
"3.14.25", a report writer's "3/14/2025 12:00:00 AM", "14MAR2025", "Mar-14-2025", "2025/03/14",
"Mar 14 '25", "20250314", a contract's "the 14th day of March, 2025", "14/MAR/2025", "March 14th,
2025", "03.14.2025", "Fri 3/14/2025", "14 Mar 25", "03/14/25", "14-MAR-25", "Mar 14 2025",
"2025-Mar-14", "14 MAR 2025" and "03 / 14 / 2025") and new here: a town clerk's software's
"MAR/14/2025", an airline's "14MAR25", a typed letter's "March 14 2025" and "2025.03.14".

The shot (Facts) and its drawing are tests/set_facts.py's (a Roster), bound here to these names
and places and this set's lot and tag numbers."""

from __future__ import annotations

import random
from datetime import date

from tests import set_facts

TODAY = date(2026, 12, 8)

DOGS = (
    "Alfie", "Bailey", "Cooper", "Dexter", "Frankie", "Gracie", "Harley", "Indy", "Jax", "Kona",
    "Luna", "Maggie", "Nova", "Oakley", "Penny", "Rocco", "Sadie", "Tucker", "Waffles", "Yogi",
    "Zeus", "Biscuit", "Charlie Brown", "Dottie", "Echo", "Fritz", "Gizmo", "Hank", "Iggy",
    "Josie", "Kiki", "Loki", "Mabel", "Nacho", "Ollie", "Poppy", "Rosie", "Sammy", "Tilly",
    "Willow", "Zoé", "Andrés", "Lulú", "Bowie", "Marley-Mae", "Sir Barkley", "Moose", "Pepper",
    "Reese", "Toby"
)  # fmt: skip
BREEDS = (
    "Golden Retriever", "German Shepherd", "Boxer", "Australian Shepherd", "Border Collie",
    "Shih Tzu", "Dachshund", "Great Dane", "Boston Terrier", "Siberian Husky", "Goldendoodle",
    "Rottweiler", "Yorkshire Terrier", "English Springer Spaniel", "Staffordshire mix",
    "Greyhound", "Maltese", "Bichon Frise", "Coonhound", "Cavalier King Charles Spaniel"
)  # fmt: skip
COLOURS = ("golden", "black and tan", "white", "tricolor", "fawn", "blue merle", "chocolate",
           "grey and white", "red and white", "brindle", "cream and white", "black")  # fmt: skip
FIRST = (
    "Adrienne", "Brendan", "Colleen", "Darnell", "Elena", "Frederick", "Graciela", "Howard",
    "Imani", "Jerome", "Kristen", "Lorenzo", "Marisol", "Neil", "Patrice", "Quentin", "Rosalind",
    "Stanley", "Theresa", "Vincent", "Wendy", "Yolanda", "Zachary", "Mary-Kate", "José",
    "Inés", "Jean-Marc", "Siobhán", "Günter", "Chloë"
)  # fmt: skip
LAST = (
    "Abbott", "Barone", "Calabrese", "Dunleavy", "Esposito", "Fitzgerald", "Grabowski", "Hogan",
    "Irwin", "Kaczmarek", "Lombardi", "Marchetti", "Novak", "O'Brien", "Petrakis", "Quinlan",
    "Rinaldi", "Sobczak", "Trombley", "Urbanski", "Vella", "Whitaker", "Yeager", "Zupan",
    "Muñoz", "Hart-Delaney", "De Luca", "Côté", "St. John", "MacPherson"
)  # fmt: skip
VET_FIRST = ("Adelaide", "Barnaby", "Cecilia", "Desmond", "Evangeline", "Fitzroy", "Genevieve",
             "Horatio", "Ines", "Jasper", "Lavinia", "Mortimer", "Octavia", "Percival",
             "Rosalie", "Tobias")  # fmt: skip
VET_LAST = ("Ashworth", "Blackwood", "Carrington", "Delacroix", "Everly", "Fairbanks",
            "Greenleaf", "Holloway", "Ingram", "Kensington", "Lockhart", "Montague",
            "Okonkwo", "Prescott", "Valdés", "Whitcombe")  # fmt: skip
TOWNS = (
    ("Clay", "13041"), ("Liverpool", "13090"), ("North Syracuse", "13212"),
    ("Clay", "13041"), ("Baldwinsville", "13027"), ("Clay", "13041"),
)  # fmt: skip
PLACES = ("Syracuse", "Clay", "Baldwinsville", "Cicero", "Liverpool", "Oswego", "Camillus",
          "Central Square", "Phoenix", "Fayetteville", "Skaneateles", "Pulaski")  # fmt: skip
STREETS = ("Henry Clay Blvd", "Verplank Rd", "Morgan Rd", "Soule Rd", "Maider Rd",
           "Route 31", "Church Rd", "Wetzel Rd", "Moyers Corners Dr", "Blackberry Rd",
           "Kimberly Dr")  # fmt: skip
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
        f"{mon[:3].upper()}/{d.day:02d}/{d.year}",  # MAR/14/2025, a town clerk's software
        f"{d.day:02d}{mon[:3].upper()}{d.year % 100:02d}",  # 14MAR25, an airline's
        f"{mon} {d.day} {d.year}",  # March 14 2025, a typed letter's
        f"{d.year}.{d.month:02d}.{d.day:02d}",  # 2025.03.14
    )[style]


def _nth(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 21st, 22nd."""
    end = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{end}"


def _ap(mon: str) -> str:
    """A month as a newspaper abbreviates it (March: Mar., May: May, June: June)."""
    return mon if len(mon) <= 4 else ("Sept." if mon == "September" else f"{mon[:3]}.")


DATE_STYLES = tuple(range(36))
HAND_STYLES = (1, 2, 9, 10)


def lot(rng: random.Random) -> str:
    shapes = (
        lambda: f"{rng.randrange(100, 999)}{rng.choice('CFHN')}{rng.randrange(1000, 9999)}",
        lambda: f"L{rng.randrange(10**5, 10**6)}",
        lambda: f"{rng.choice('BPRT')}{rng.randrange(100, 999)}-{rng.randrange(10, 99)}",
        lambda: f"{rng.randrange(10**5, 10**6)}{rng.choice('XY')}{rng.randrange(1, 9)}",
    )
    return rng.choice(shapes)()


def tag(rng: random.Random, year: int) -> str:
    shapes = (
        lambda: f"{rng.randrange(1000000, 9999999)}",
        lambda: f"R{year % 100}-{rng.randrange(10000, 99999)}",
        lambda: f"{rng.randrange(1000, 9999)}-{rng.choice('ABC')}",
        lambda: f"{rng.choice('DGJS')}{rng.randrange(1000, 9999)}",
        lambda: f"{rng.randrange(100, 999)}-{rng.randrange(100, 999)}",
    )
    return rng.choice(shapes)()


def wrap(s: str, n: int, whole: tuple[str, ...] = ()) -> list[str]:
    """s broken at spaces into lines of about n letters, each string of whole kept on one line."""
    for w in whole:
        s = s.replace(w, w.replace(" ", "\x00"))
    out, line = [], ""
    for word in s.split(" "):
        if line and len(line) + 1 + len(word) > n:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [part.replace("\x00", " ") for part in (*out, line)]


ROSTER = set_facts.Roster(
    dogs=DOGS, breeds=BREEDS, colours=COLOURS, first=FIRST, last=LAST,
    vet_first=VET_FIRST, vet_last=VET_LAST, towns=TOWNS, streets=STREETS, places=PLACES,
    vaccines=VACCINES, today=TODAY, lot=lot, tag=tag,
)  # fmt: skip
plus_years = set_facts.plus_years
day_between = set_facts.day_between
phone = set_facts.phone
term_text = set_facts.term_text
Facts = set_facts.Facts
person = ROSTER.person
vet_name = ROSTER.vet_name
facts = ROSTER.facts
