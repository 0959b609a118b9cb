"""A practice's name as a certificate prints it: the words of its name, without the address
after it, never a label that leads on to it, nor a name cut short."""

from __future__ import annotations

import re


def clinic_name(text: str) -> str | None:
    text = text.strip(" ,.")
    # "Moyers Corners Animal Hospital, 7990 Oswego Rd, ...": the name, then its address, after a
    # comma, a bar or a dot ("Oak Orchard Veterinary Associates | 7421 Oswego Rd"), or none
    # where a scan lost the bar
    parts = re.match(r"(?P<head>[^,|·•]+?)\s*(?P<mark>[,|·•]|(?=\s\d))(?P<address>.*)", text)
    if parts is not None and (
        (STREET if not parts["mark"] else _ADDRESS).match(parts["address"])
        or (parts["mark"] == "," and _TOWN.fullmatch(parts["address"]))
    ):
        head = parts["head"]
        text = head if head.rsplit(" ", 1)[-1].lower() in _NAME_ENDS else text
    # "Reminder from Stony Brook Road Animal Clinic", an e-mail's heading: the practice after it.
    sender = re.match(r"(?P<lead>(?:\S+ ){1,3})from (?P<name>.+)$", text)
    if sender is not None and _named_practice(sender["name"], sender["lead"]):
        text = sender["name"]
    if text.rsplit(" ", 1)[-1].lower() in LEADS_ON:
        return None  # "Clinic held at": a label, the place's name after it
    # A figure in it is a receipt's number or an address run into the name: left to the resident.
    # A letter alone at its end ('Great Northerr f') is the rest of the name misread.
    words = r"^[A-ZÀ-ÖØ-Þ](?:[^\W\d_]|['’&.-])*(?: (?:(?:[^\W\d_]|['’.-]){2,}|&))+$"
    if re.match(words, text) and text.count(" ") <= 6 and not _cut(text):
        return text
    return None


def _named_practice(name: str, lead: str) -> bool:
    """A practice's name after the words of a message from it ("Reminder", "A message"); not
    "Far from Home Animal Clinic"."""
    return name.rsplit(" ", 1)[-1].lower() in _NAME_ENDS and bool(_SENT.search(lead))


_SENT = re.compile(r"(?i)\b(?:reminders?|messages?|notes?|letters?|greetings|updates?|e-?mails?)\b")


# The last words of a clinic's name: one standing cut short ("Animal Hospita") was cut where the
# paper or the picture ended, and the name read is not the clinic's.
_NAME_ENDS = (
    "hospital",
    "clinic",
    "associates",
    "veterinary",
    "services",
    "center",
    "centre",
    "practice",
    "group",
    "animal",
)


# after a mark: a street's number, a box, a phone ("Bayberry Veterinary Hospital, (315) 626-3996")
_ADDRESS = re.compile(r"\s*(?:\d+ [A-Z]|P\.? ?O\.? Box\b|\(\d{3}\) ?\d{3}-\d{4})", re.I)
# its town and state alone: "Pelham Road Veterinary Clinic, Athens GA"
_TOWN = re.compile(r"\s*[A-Z][a-z]+(?: [A-Z][a-z]+){0,2},? [A-Z]{2}")
# a street's number and name with no mark before it: "9606 Brewerton Rd"
STREET = re.compile(
    r"\s*\d{1,6}(?: [A-Z][\w.'-]*){1,4} (?:Rd|Road|St|Street|Ave|Avenue|Dr|Drive|Blvd|Hwy|"
    r"Highway|Route|Rte|Ln|Lane|Way|Pkwy|Parkway|Ct|Court|Pl|Place|Tpke|Turnpike)\b\.?"
)


def _cut(name: str) -> bool:
    """Its last word cut short ("Animal Hospita"), or misread by a letter, as both engines may
    ("Kingston Veterinary Assoctates"): a name's end is one of few words, spelt right."""
    last = name.rsplit(" ", 1)[-1].lower()
    if len(last) >= 3 and any(end.startswith(last) and end != last for end in _NAME_ENDS):
        return True
    kept = last in _NAME_ENDS or last.removesuffix("s") in _NAME_ENDS  # "VCA Animal Hospitals"
    return not kept and len(last) >= 6 and any(_a_letter_off(last, end) for end in _NAME_ENDS)


def _a_letter_off(word: str, end: str) -> bool:
    if len(word) == len(end):
        return sum(a != b for a, b in zip(word, end, strict=True)) == 1
    short, long = sorted((word, end), key=len)
    return len(long) == len(short) + 1 and any(
        long[:i] + long[i + 1 :] == short for i in range(len(long))
    )


# A name never ends with one of these; a label that leads on to its value may ("Clinic held at").
LEADS_ON = frozenset(("at", "by", "of", "for", "in", "on", "to", "from", "the", "and"))
