"""Which words on a certificate stand as labels by their role, and which values a field refuses.

A form names its boxes with words of the field's own vocabulary ("Vaccinating Veterinarian",
"Owner's Name"), its title names the paper ("Rabies Clinic - Receipt"), a tick marks one of
several printed options: none of these is a value, whatever words a layout chooses.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from doglicense.office.documents.certificate_words import (
    LABEL_OF,
    LABEL_WORDS,
    LABELS,
    NUMBER_SIGN,
    is_label,
)

# Other vaccines' names: their rows, cards and labels are not the rabies shot's (a card naming
# one is where the rabies card ended).
OTHER_SHOTS = re.compile(
    r"\b(?:dhl?pp\w*|da2?pp\w*|distemper|parvo\w*|bordetella|kennel cough|lepto\w*(?: ?4)?|lyme"
    r"|influenza|civ|h3n[28]|corona\w*|parainfluenza|giardia|adenovirus)\b",
    re.I,
)

# The words a field's labels are made of: a value holding one is the label read in its place.
FIELD_WORDS: dict[str, frozenset[str]] = {
    key: frozenset(words.split())
    for key, words in {
        "veterinarian": "veterinarian veterinarians vet vaccinator vaccinating attending "
        "signature license licence doctor administered",
        "owner": "owner owners name client party responsible guardian address telephone",
        "dog": "name dog dogs pet patient animal species breed",
        "clinic": "address",
    }.items()
}


# A table's column headings beside its "Patient" heading ("Patient | Description"), and a
# "Pet Health Record" title read apart at its "Pet": never a dog's name. No family name either
# ("Amanda Price"): a dog's field only.
HEADING_WORDS = frozenset(
    ("description", "item", "items", "service", "services", "qty", "quantity", "amount", "status")
) | {"health"}


# Words that name the paper itself (its title), never who issued it or for whom.
TITLE_WORDS = frozenset(
    ("receipt", "certificate", "invoice", "statement", "form", "record", "card", "stub")
)


# A printed box or tick before an option: ticked (X, ☒, ✔) or left empty (☐, [ ], O).
TICKED = re.compile(r"^(?:\[?[xX×✗✘]\]?|[\[|IiE]?[xX]\]|[xX][)\]lI|]?|[☒☑✔✓■])\s*")
UNTICKED = re.compile(r"^(?:\[\s?\]|[☐□oO0CL]|\(\s?\))\s*")


def refused(text: str, key: str) -> bool:
    """A label, a title or a heading read where the field's value should stand: a text ending
    with a colon, made only of label words, or holding a word of the field's labels or of a
    title (exactly, or misread by a letter or two in a long word)."""
    if text.rstrip().endswith(":"):
        return True
    words = re.findall(r"[a-z]+", text.lower().replace("'s", "").replace("’s", ""))
    if not words:
        return False
    if all(word in LABEL_WORDS for word in words) and not any(c.isdigit() for c in text):
        return True
    if any(_glued(word) for word in words):
        return True  # "Petname Otis": a label run into its value, no colon between
    if key == "clinic" and words[0] == "practice":
        return True  # "Practice Name", "Practice Stamp"; never "Fall Creek Veterinary Practice"
    if key in FIELD_WORDS and a_phrase(text):
        return True  # "Document uploaded": a box's label beside this one, in sentence case
    own = FIELD_WORDS.get(key, frozenset()) | TITLE_WORDS
    own = own | HEADING_WORDS if key == "dog" else own
    return any(_alike(word, own) for word in words)


# Small words a name keeps in lower case: "Maria de la Cruz", "Animal Hospital of Clay".
_PARTICLE_WORDS = "de del della la le van von der den da di du dos y e of and the at on"
PARTICLES = frozenset(_PARTICLE_WORDS.split())


def a_phrase(text: str) -> bool:
    """Two to four words in sentence case, a capital only on the first and a later word of three
    letters or more no name keeps small ("Document uploaded", "Swab collected", "Lease term"):
    a label or a phrase, never a name, which capitalises its words (decision 0086)."""
    words = text.strip(" .:").split(" ")
    if not 2 <= len(words) <= 4 or not re.fullmatch(r"[A-Z][a-z]+", words[0]):
        return False
    later = words[1:]
    return all(re.fullmatch(r"[a-z]+", w) for w in later) and any(
        len(w) >= 3 and w not in PARTICLES for w in later
    )


def _glued(word: str) -> bool:
    """Two label words read as one ("petname", "ownername", "dateofbirth" aside)."""
    return len(word) >= 6 and any(
        word[:cut] in LABEL_WORDS and word[cut:] in LABEL_WORDS for cut in range(3, len(word) - 2)
    )


def near_label(text: str) -> bool:
    """A code read where a box's label stands misread by a letter or two ('OURATION' for
    DURATION), or two label words run together ('LOTEXP.' for Lot exp.), is that label, no lot
    or tag. The code is the text's first word, after its "No." or "#" ("No. T28527, worn …")."""
    words = re.findall(r"[a-z]+", NUMBER_SIGN.sub("", text.strip()).split(" ", 1)[0].lower())
    return any(_alike(word, LABEL_WORDS) or _glued(word) for word in words)


def _alike(word: str, vocabulary: frozenset[str]) -> bool:
    if word in vocabulary:
        return True
    return len(word) >= 7 and any(
        len(other) >= 7 and SequenceMatcher(None, word, other).ratio() >= 0.8
        for other in vocabulary
    )


_HINT = re.compile(r"\s*\(([^()\d]{1,40})\)\s*$")
# How a form asks its box to be filled in: "(print)", "(Last, First, M.I.)", "(stamp)".
HINT_WORDS = frozenset(("please", "print", "sign", "stamp", "type", "lbs", "kg", "if", "any"))
HINT_WORDS |= frozenset(("optional", "here", "initial", "middle", "mi", "legibly", "known"))
HINT_WORDS |= frozenset(("receiving", "releasing", "party"))  # a bill of lading's "Consignee"
HINT_WORDS |= frozenset(("as", "on", "passport"))  # a cruise's "Guest name (as on passport)"


def without_hint(text: str) -> str:
    """A label's text without the hint in brackets after it: "Veterinarian (print)" is the
    label "Veterinarian". Brackets holding anything else ("Name (Rex)") are kept."""
    hint = _HINT.search(text)
    if hint is None:
        return text
    words = re.findall(r"[a-z]+", hint.group(1).lower())
    if all(word in LABEL_WORDS or word in HINT_WORDS for word in words if len(word) > 1):
        return text[: hint.start()]
    return text


def bare_label(text: str, key: str) -> bool:
    """A box's label standing alone, neither colon nor capitals ("Owner", "Date Vaccinated",
    "Vaccinating Veterinarian"): the whole text is the field's label, after at most one word
    that qualifies it, and holds no figure; its colon may be read as a stop or a comma."""
    # "Veterinarian's Name (print)": a hint in brackets after the label is still the label
    text = without_hint(text)
    words = re.sub(r"(?<=[a-z])[.,;]$", "", text.strip()).split(" ")
    if any(c.isdigit() for c in text) or TICKED.fullmatch(words[0]) or UNTICKED.fullmatch(words[0]):
        return False  # an option printed beside its box ("O Ferret"), not a label
    # "Vaccinating Veterinarian", never "Lot Expiration": the qualifier is no label of its own.
    first = words[0].lower().strip(".")
    if len(words) > 1 and OTHER_SHOTS.fullmatch(first):
        return False  # "DHPP due", "Bordetella date": another vaccine's box
    if key == "dog" and first in _KENNEL_NAME:
        return False  # "Registered name of dog": a kennel club's name, not the one it answers to
    qualified = len(words) > 1 and first.isalpha() and len(first) > 2 and first not in LABEL_WORDS
    qualified = qualified and first not in _MONEY  # "Balance due" is a sum, no date's label
    qualified = qualified and first not in _EARLIER  # "Previous rabies vaccination": not this one
    qualified = qualified and first not in _VIAL  # "Vial exp.": the vial's own, not the shot's
    if key == "veterinarian" and first in _REFERRING:
        return False  # "Referring veterinarian": who sent the dog on, not who gave its shot
    for start in (0, 1) if qualified else (0,):
        rest = " ".join(words[start:])
        match = LABEL_OF[key].match(rest)
        if match and match.end() == len(rest):
            return True
        # "Practice name, address and phone", "Owner's name and address": one box for all
        head = re.match(LABELS[key], rest, re.I)
        tail = rest[head.end() :] if head else ""
        if head and _AND_MORE.match(tail) and _contact(tail):
            return True
    return False


_MONEY = frozenset(("balance", "amount", "total", "payment", "past", "fee", "fees"))
# A show or hunt test entry's "Registered name of dog" ("Cedar Run's Ghost Decoy"): the dog is
# licensed by its call name, the one written under "Call name" (decision 0079).
_KENNEL_NAME = frozenset(("registered", "akc", "ukc"))
_EARLIER = frozenset(("previous", "prior", "earlier", "former"))
_VIAL = frozenset(("vial", "diluent", "bottle"))
_REFERRING = frozenset(("referring", "referral"))
_AND_MORE = re.compile(r"\s*(?:,|&|and\b)", re.I)


def _contact(tail: str) -> bool:
    """What a box asks for besides the name: its address and phone ("Owner's name and
    address"), never another field's label or the paper's title ("RABIES TAG & CERTIFICATE")."""
    words = re.findall(r"[a-z]+", tail.lower())
    return bool(words) and all(word in _CONTACT for word in words)


_CONTACT = frozenset(
    ["and", "or", "address", "phone", "telephone", "tel", "city", "state", "zip", "email", "name"]
)


# What a date is by the words over its column or beside it: the vaccination's, the next one's,
# or another's (a lot's expiry, a print date, a birth date), never taken for the vaccination.
_OTHER_DATE = re.compile(
    r"\b(?:lot|serial|print\w*|issued|manufactur\w*|mfg|birth\w*|dob|born|invoice|visit|vial"
    r"|reported)\b",  # a laboratory's "Reported 7/17/2026" under its table of shots
    re.I,
)
_NEXT_DATE = re.compile(
    r"\b(?:due|next|expir\w*|exp|revaccinat\w*|booster|until|through|reminder)\b", re.I
)
# A treatment plan's status beside its price: "Performed 7/19/2026" among "Declined" items.
_GIVEN_DATE = re.compile(r"\b(?:vacc?\w*|given|administered|date|done|dov|performed)\b", re.I)
# A reminder's table: "Service | Previous | Next due", the last shot given beside its next.
_PREVIOUS_DATE = re.compile(r"\b(?:previous|prev|last)\b", re.I)


def date_role(label: str) -> str | None:
    """ "vaccinated", "expires", "previous" or "other" for a date under or beside this label;
    None when the label says nothing of dates."""
    if _OTHER_DATE.search(label):
        return "other"
    if _NEXT_DATE.search(label):
        return "expires"
    if _GIVEN_DATE.search(label):
        return "vaccinated"
    return "previous" if _PREVIOUS_DATE.search(label) else None


def label_of(text: str, key: str) -> bool:
    """A label of the field, with a colon, in capitals or standing alone."""
    return bool(is_label(text, key)) or bare_label(text, key)


# A date's box labels as forms print them, for a photo's misread of one ("DATE VACONATED").
_DATE_LABELS = {
    "vaccinated": (
        "date vaccinated",
        "date of vaccination",
        "vaccination date",
        "date administered",
        "vaccinated on",
    ),
    "expires": (
        "date expires",
        "expiration date",
        "expiry date",
        "valid until",
        "valid through",
        "next due",
        "date due",
        "revaccination due",
        "next vaccination due",
    ),
}


def misread_date_label(text: str, key: str) -> bool:
    """A date's box label read a letter or two wrong on a photo: the whole text, no figure in
    it, alike a label's wording at 85 % or more. Its value must still be a date read surely."""
    words = " ".join(re.findall(r"[a-z]+", text.lower()))
    if key not in _DATE_LABELS or any(c.isdigit() for c in text) or len(words) < 8:
        return False
    return any(
        words.count(" ") == label.count(" ") and SequenceMatcher(None, words, label).ratio() >= 0.85
        for label in _DATE_LABELS[key]
    )  # as many words as the label: "Lot expiration date" is another box's, no misread


# The plain words a form may print for the shot's two dates, in any order: "Dogs: date of rabies
# shot", "Rabies shot due", "Date of next rabies shot".
_WHEN = "date given administered vaccinated due expires expiration expiry"
_PLAIN = f"{_WHEN} of the rabies shot shots vaccination vaccine next valid until through booster"
_PLAIN += " dog dogs pet pets your for on last most recent"
_WHEN_WORDS, _PLAIN_DATE_WORDS = frozenset(_WHEN.split()), frozenset(_PLAIN.split())


def worded_date_label(text: str, key: str) -> bool:
    """A label of the shot's date (`key` "vaccinated") or of its expiry ("expires") in a form's
    own plain words: six words at most, no figure, naming rabies, all of them date words; never
    an earlier shot's or another date's."""
    words = re.findall(r"[a-z]+", text.lower())
    if key not in _DATE_LABELS or any(c.isdigit() for c in text) or not 2 <= len(words) <= 6:
        return False
    if "rabies" not in words or not all(w in _PLAIN_DATE_WORDS for w in words if len(w) > 1):
        return False
    if not _WHEN_WORDS.intersection(words):
        return False  # "Rabies vaccine": the product's box, no date's
    return date_role(text) == key
