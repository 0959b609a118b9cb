"""A certificate's words by their shape: labels, dates, durations, names, tags, lots, products."""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date
from typing import TypeVar

T = TypeVar("T")

SURE = 0.80  # below this, a word may be misread (Tesseract's word confidence, 0..1)

SHAPED = ("vaccinated", "expires", "date", "duration", "tag", "lot")  # values of a set shape


BESIDE = 15  # label heights: a grid form's values stand in a column well right of their labels


_MONTH_NAMES = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
MONTHS = {m: i + 1 for i, m in enumerate(_MONTH_NAMES)}
MONTHS |= {"ene": 1, "abr": 4, "ago": 8, "set": 9, "dic": 12}  # Spanish ("20-dic-2025")
MONTHS |= {"0ct": 10}  # a shipper's "15OCT2026", its O read as a nought


# The labels, as written on NASPHV Form 51, state and county forms, clinics' invoices and cards.
LABELS: dict[str, str] = {
    "owner": r"owner'?s?(?: name)?|name of owner|(?:pet |(?:dog|pet)'?s )?owner|client(?: name)?"
    r"|bill(?:ed)? to|guardian|guest(?: name)?"  # a cruise line's or a hotel's guest, the handler
    r"|own"  # a clinic's stub: "Own:"
    r"|sponsor(?: name)?"  # a base veterinary clinic's: the service member
    r"|adopter|adopted by|redeemed by|(?:policy|permit) ?holder(?: name)?"  # insurer's, pass's
    r"|new (?:family|owners?)"  # a breeder's puppy record
    r"|camper|requested for|your name|pet parent'?s?(?: name)?"  # a permit's; a sign-up's
    r"|consignee|shipper"  # a pet transport's: the adopter it delivers to, or the owner moving
    r"|owner ?/ ?handler"  # a talent agency's profile
    r"|named insured"  # an insurer's questionnaire
    r"|purchaser",  # a pet dealer's animal history certificate (Agriculture and Markets 26-A)
    # Whom the dog lives with, on a page naming no owner: a college's student, a tenant, a team's
    # handler. Never beside an owner's label: a vet school's student, a hunt test's handler.
    "keeper": r"student(?: name)?|leaseholder|tenant(?: name)?|handler(?: name)?|graduate"
    r"|resident(?: name)?|applicant(?: name)?"  # a landlord's screening, a home study
    r"|passenger(?: name)?",  # a rail carrier's pet travel confirmation
    "dog": r"animal(?:'s)? name|dog'?s? name|pet(?:'s)? ?name|name of (?:dog|animal|pet)"
    r"|puppy(?:'s)? name"  # a guide dog school's raiser report
    r"|name given by (?:purchaser|buyer)"  # a pet dealer's: the puppy's new name
    r"|patient(?: name)?|dog|pet|(?:dog'?s )?call name"  # a breeder's "Call name"
    r"|donor"  # a blood bank's dog: "Donor: Kiwi", never its "Donor no."
    r"|k-?9(?: name)?",  # a search and rescue team's record: "K9  Wrigley (Standard Poodle, F)"
    # "Date of most recent ...", its "most" misread by a letter on a stitched photo ("mast")
    "vaccinated": r"date (?:of )?(?:last |\w{3,5} recent )?(?:rabies )?vaccinat(?:ed|ion)"
    r"|date (?:given|administered)|date (?:of )?(?:last |\w{3,5} recent )?rabies vaccine"
    r"|vaccinated(?: on)?|(?:rabies )?vaccination date|vacc?\.? date|date vacc?\.?"
    r"|rabies vaccine date|rabies ?- ?date"  # an emergency shelter's form; an intake's
    r"|rabies shot(?: given| date|(?=\s*(?::|$)))"  # a marina's box; a dog wash's, no sentence's
    r"|vacc\.?"  # a clinic's stub: "Vacc."
    r"|d\.?o\.?v\.?"  # a spreadsheet's or a vet's shorthand: "DOV", date of vaccination
    r"|rabies given(?=\s*(?::|$))|rabies vacc?\.? date"  # a groomer's, a crate's box; a permit's
    r"|rabies vaccine given(?: on|(?=\s*(?::|$)))"  # a service desk's; a release's, no sentence's
    r"|rabies vacc\."  # a table's column, cut short: "Rabies vacc." beside "Rabies exp."
    # a profile's "Rabies vaccination  Apr 23, 2026"; never a title's "RABIES VACCINATION"
    r"|(?-i:[Rr]abies vaccination)",
    "expires": r"next vaccination due(?: by| date)?"
    r"|(?:rabies )?(?:vaccination )?expir(?:es|ation)(?: date)?"
    r"|expiry(?: date)?|exp\.?|valid (?:until|through)|until|next due|due (?:by|date)"
    r"|revaccinate by|booster due|date due|date expires|due|rabies exp(?:ires|\.)?(?=\s*:)"
    r"|rabies expir(?:es|ation)|rabies due date"  # a permit's; a sign-up's caption
    r"|rabies exp\."  # a table's column, cut short
    r"|(?:the )?(?:rabies )?vaccination (?:is )?valid (?:until|through)",  # a college's; a clause's
    "duration": r"(?:vaccine )?duration(?: of immunity)?|term|good for|valid for",
    "tag": r"(?:county )?rabies tag(?: ?(?:no|number|#))?\.?(?: issued)?|tag ?(?:no|number|#)?\.?",
    "veterinarian": r"(?:attending )?veterinarian(?:'?s)?(?: name| of record)?"
    r"|(?:our )?vet(?:'?s)?(?: name| of record)?"
    r"|doctor|provider"
    r"|(?:veterinarian|vet) ?/ ?(?:clinic|practice)(?: that gave the vaccine)?"  # a web form's
    r"|(?:administered|vaccinated) by|vaccinator|surgeon"  # a shelter's, a spay clinic's
    r"|(?:supervising |attending )?clinician"  # a teaching hospital's, beside its student
    r"|attending(?: doctor| dvm)?"  # an emergency hospital's, beside the family vet
    r"|vaccinating (?:vet|veterinarian)|by dr\.?",  # a permit's; a clause's blank, "by Dr. __"
    "clinic": r"clinic(?: name| site)?|hospital|practice(?: name)?|verified with"
    r"|clinic ?/ ?(?:practice|hospital)|facility|vet clinic"
    r"|(?:administered|vaccinated|given) at",  # a self-certification's "Administered at (clinic)"
    "product": r"(?:vaccine )?product(?: name)?|vaccine(?: name| product)?",
    "lot": r"(?:serial ?/ ?)?lot(?: ?/ ?serial)? ?(?:no|number|#)?\.?"
    r"|serial(?: ?/ ?lot| \(lot\))?(?: (?:no|number))?\.?"
    r"|vaccine ?/ ?lot",  # a hospital's form: "Imrab 1 TF, lot S454629" under it
    "visit": r"(?:visit|service|exam|appointment|clinic|surgery|procedure) date"  # layout/visits.py
    r"|date(?:\(s\)|s)? of (?:visit|service|exam)",  # an insurer's "Date(s) of service"
    # A card's or a statement's bare "Date": the vaccination's only when the expiry agrees.
    "date": r"date",
}


# Labels of other boxes: a value stops where one of them begins.
OTHER_LABELS = r"species|sex|age|breed(?: ?/ ?colou?r)?|colou?r|address|phone|license no\.?"


# A label's colon, or what OCR makes of a faint one: a semicolon ("Valid through; 21-MAY-2027").
COLON = "[:;#]"


LABEL_OF = {
    key: re.compile(rf"^\s*(?:{pattern})\s*(?:{COLON}\s*|$)", re.I)
    for key, pattern in LABELS.items()
}


_ALL = "|".join([*LABELS.values(), OTHER_LABELS])


ANY_LABEL = re.compile(rf"\b(?:{_ALL})\s*{COLON}", re.I)


LABEL_START = re.compile(rf"^\s*(?:{_ALL})\s*{COLON}", re.I)


_BOX_LABEL = re.compile(rf"^\s*(?:{_ALL})\s*[:#.]?\s*$", re.I)


# Words that name a box and are never its value: a value made only of them is a blank box's
# neighbour read in its place ("NAME", "OWNER'S NAME", "ADMINISTERED BY"), so it is no value.
_LABEL_WORDING = (
    "name names owner owners animal animals dog dogs pet pets patient client of the by date",
    "vaccination vaccinated vaccine vaccines expires expiration expiry due next valid until",
    "through given duration term immunity rabies tag no number issued clinic hospital practice",
    "site product manufacturer serial lot species sex age breed color colour address phone",
    "license signature administered veterinarian veterinarians vet doctor dr dvm certificate",
    "county to for and or first last type kind mfr exp",
)


LABEL_WORDS = frozenset(word for line in _LABEL_WORDING for word in line.split())


def only_label_words(text: str) -> bool:
    """Text made of label words alone: a form's printed label, not what was written in its box."""
    if any(c.isdigit() for c in text):  # "3 year", "Tag 25-01234": a value beside its words
        return False
    words = re.findall(r"[a-z]+", text.lower().replace("'s", "").replace("’s", ""))
    # "Last, First, M.I.": a form's hint of how to write the name; its initials are no name
    words = [word for word in words if len(word) > 1]
    return bool(words) and all(word in LABEL_WORDS for word in words)


def is_label(text: str, key: str) -> re.Match[str] | None:
    """A label followed by a colon, or a form's box label alone (box labels are in capitals)."""
    match = LABEL_OF[key].match(text)
    if match and (match.end() < len(text) or re.search(COLON, text) or text.isupper()):
        return match
    return None


def is_box_label(text: str) -> bool:
    return bool(_BOX_LABEL.match(text)) and text.isupper()


# USDA-licensed rabies vaccines for dogs, as their makers name them: a product is read only when
# it is one of these, so an OCR slip cannot invent one.
PRODUCTS = (
    (r"imrab\s*-?\s*(1|3)(\s*tf)?", "Imrab {0}"),
    (r"defensor\s*-?\s*(1|3)", "Defensor {0}"),
    (r"nobivac\s*:?\s*(1|3)\s*-?\s*rabies(\s*ca\b)?", "Nobivac {0}-Rabies"),  # CA: its own
    (r"rabvac\s*-?\s*(1|3)(\s*tf)?", "Rabvac {0}"),
    (r"continuum\s*rabies", "Continuum Rabies"),
    (r"purevax\s*rabies", "Purevax Rabies"),
)


DATE_SHAPE = re.compile(
    r"\b(?P<m>\d{1,2})\s?[/.-]\s?(?P<d>\d{1,2})\s?[/.-]\s?(?P<y>\d{4}|\d{2})\b"
    # "Nov 17, 2026", "January 18th, 2025", and as OCR gives a pen's: "Nov 17. 2026", "Nov 17,2026";
    # a year cut to two figures after its apostrophe: "Jul. 24, '26"; a form's "APR-22-2025"
    r"|\b(?P<mn>[A-Za-z]{3,9})(?:[.,]?\s+|(?<=\b[A-Za-z]{3})-)(?P<dn>\d{1,2})(?:st|nd|rd|th)?(?:[.,]\s*|\s+|-)"
    r"(?P<yn>\d{4}|['’‘`]\d{2})\b"
    # "4 March 2026", "04-MAR-2026", "11/OCT/2025"; two figures: "04-MAR-26", "14 Sep 26" (no dose)
    # run together, as a shipper's or an airline's label prints it: "15OCT2026", "23NOV2026"
    r"|\b(?P<dd>\d{1,2})(?:st|nd|rd|th)?(?:[\s/-]+|(?=(?:[A-Z]{3}|0CT)20\d\d\b))"
    r"(?P<mm>[A-Za-z]{3}|0CT)[a-z]*(?:[\s/-]+|(?<=[A-Z0][A-Z]{2})(?=20\d\d\b))"
    r"(?P<yy>\d{4}|(?<=[-/])\d{2}|(?<=[A-Za-z]\s)\d{2}(?![:.,/-]?\d|\s?(?:mg|ml|lbs?|kg|%)))\b"
    # ISO: 2026-05-09, a lab's 2026-Jun-28; year first, as China, Japan, Korea write: 2024.09.08
    r"|\b(?P<iy>20\d{2})(?P<isep>[-/.])(?P<im>\d{1,2}|[A-Za-z]{3})(?P=isep)(?P<id>\d{1,2})\b"
    # Spanish: "19 de diciembre de 2025"
    r"|\b(?P<ds>\d{1,2})\s+de\s+(?P<ms>[A-Za-z]{3})[a-zA-Z]*\s+del?\s+(?P<ys>\d{4})\b"
    # A till's or a database's eight figures, year first: 20260331; never a number's first
    # part ("20260331-0042", an invoice's) nor inside a longer run of figures
    r"|(?<![\d-])(?P<cy>20\d{2})(?P<cm>0[1-9]|1[0-2])(?P<cd>0[1-9]|[12]\d|3[01])(?![\d-])"
)


TAG_SHAPE = re.compile(r"^[A-Z]{0,2}-?\d[\d-]{2,10}[A-Z]?$")


# A lot holds a figure: no lot in the held-out sets is letters alone; "DHPP" is a label's word.
LOT_SHAPE = re.compile(r"^(?=[A-Z-]*\d)[A-Z0-9][A-Z0-9-]{3,14}$")


REMINDER = re.compile(r"\b(?:due|next|reminder|expires?|booster)\b", re.I)


def parse_date(text: str) -> date | None:
    """The one date in a text (03/14/2025, 3/14/25, March 14, 2025, 14-MAR-2025, MAR-14-2025,
    2025-03-14), else None."""
    found = dates_in(text)
    return found[0] if len(found) == 1 else None


def dates_in(text: str) -> list[date]:
    found = []
    for match in DATE_SHAPE.finditer(text):
        day = date_of(match)
        if day is not None:
            found.append(day)
    return found


def date_of(match: re.Match[str]) -> date | None:
    parts = match.groupdict()
    try:
        if parts["m"]:
            month, day, year = int(parts["m"]), int(parts["d"]), int(parts["y"])
        elif parts["iy"]:  # a laboratory's "2026-Jun-28" too
            im = parts["im"]
            month = int(im) if im.isdigit() else MONTHS.get(im.lower(), 0)
            day, year = int(parts["id"]), int(parts["iy"])
        elif parts["cy"]:
            month, day, year = int(parts["cm"]), int(parts["cd"]), int(parts["cy"])
        elif parts["ds"]:
            month = MONTHS.get(parts["ms"][:3].lower(), 0)
            day, year = int(parts["ds"]), int(parts["ys"])
        elif parts["mn"]:
            month = MONTHS.get(parts["mn"][:3].lower(), 0)
            day, year = int(parts["dn"]), int(parts["yn"].lstrip("'’‘`"))
        else:
            month = MONTHS.get(parts["mm"][:3].lower(), 0)
            day, year = int(parts["dd"]), int(parts["yy"])
        if year < 100:
            year += 2000
        if not 2000 <= year <= 2099:
            return None
        return date(year, month, day)
    except ValueError:
        return None


def years_after(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


# A town's or a maker's letters before a tag's number ("CLY 2024-7303", "RB 793742"); never a
# label's own word left before its value.
TAG_PREFIX = re.compile(r"^[A-Z]{2,3}$")
NOT_PREFIX = frozenset(("NO", "ID", "TAG", "NUM", "NBR", "LOT", "SER", "REF", "CERT", "DOG"))


def code_of(text: str, shape: re.Pattern[str]) -> str | None:
    if shape is LOT_SHAPE and (named := _NAMED_LOT.match(text)):
        text = named["code"]  # "Imrab 1 TF, lot S454629": the product's, then its lot
    text = NUMBER_SIGN.sub("", text.strip())  # "No. T28527, worn on the collar"
    tokens = text.split(" ")
    token = tokens[0].strip(".,;:")
    if shape is TAG_SHAPE and len(tokens) > 1 and _prefixed(tokens):
        return f"{tokens[0]} {tokens[1].strip('.,;:')}"
    if len(tokens) > 1 and tokens[1][:1].isdigit():
        return None  # "L808 10": a code split by a gap, or run into the next: which is a guess
    return token if shape.match(token) else None


NUMBER_SIGN = re.compile(r"^(?:no\.|#|number:?)\s*(?=[A-Z]{0,2}-?\d)", re.I)
_NAMED_LOT = re.compile(r"^[^,]+,\s*lot\s*(?:no\.?|#)?\s*(?P<code>\S+)\s*$", re.I)


def _prefixed(tokens: list[str]) -> bool:
    """Letters alone, then a tag's number of four figures or more, nothing figured after it."""
    number = tokens[1].strip(".,;:")
    return (
        bool(TAG_PREFIX.match(tokens[0]))
        and tokens[0] not in NOT_PREFIX
        and bool(re.fullmatch(r"\d[\d-]{3,10}", number))
        and sum(c.isdigit() for c in number) >= 4
        and not (len(tokens) > 2 and tokens[2][:1].isdigit())
    )


def product_in(text: str) -> str | None:
    """The one licensed rabies vaccine a text names ("Imrab 3", "Nobivac 1-Rabies" ...)."""
    found = set()
    for pattern, name in PRODUCTS:
        for match in re.finditer(pattern, text.lower()):
            suffix = (match.group(2) or "").strip().upper() if len(match.groups()) > 1 else ""
            found.add(name.format(*match.groups()[:1]) + (f" {suffix}" if suffix else ""))
    return found.pop() if len(found) == 1 else None


def only_one(values: Iterable[T]) -> T | None:
    """The value when every reading agrees on it; None when none was read or they disagree."""
    distinct = set(values)
    return distinct.pop() if len(distinct) == 1 else None
