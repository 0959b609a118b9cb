"""The machine's checks on a license or renewal, for the clerk's record page: pure functions.

Each check is green, amber or red with the reason's key and its facts (the words are in
templates/web/clerk/checks.html), or does not apply, saying why. A record is "all green" only when
every check applied and passed: a record whose certificate was never read is looked at by hand.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from enum import StrEnum
from typing import Any

from doglicense.storage.folding import fold

# The fields whose reading makes a certificate legible enough for a check by machine.
KEY_FIELDS = ("vaccinated", "expires", "tag", "dog", "owner", "veterinarian")
LEGIBLE_AT = 4  # of KEY_FIELDS, both dates among them
NEARLY = 0.8  # difflib's ratio from which two names differ by a letter or two


class Level(StrEnum):
    GREEN = "green"
    AMBER = "amber"
    RED = "red"
    NOT_APPLICABLE = "not_applicable"


@dataclass(frozen=True)
class Check:
    """One check: which, how it came out, and the reason's key with what it names."""

    key: str  # duplicate, dates, term, dog_name, owner_name, reused, legible, on_file
    level: Level
    reason: str
    facts: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class EarlierUse:
    """Another dog's record that sent the same certificate before this one."""

    reference: str
    dog: str
    same_file: bool  # else the same rabies tag and vaccination date were read
    same_name: bool = False  # the dog of this request has that dog's name


@dataclass(frozen=True)
class Duplicate:
    """The same resident's earlier request for the same dog, still standing (not rejected)."""

    record_id: int
    reference: str
    status: str


@dataclass(frozen=True)
class Term:
    """The license the record would get today (office/records/licensing.py `license_term`)."""

    expires: date
    capped: bool
    rabies_expires: date | None


@dataclass(frozen=True)
class OnFile:
    """A renewal that sends no new certificate: the dog as the register has it. Its certificate
    on file was checked when it was sent; what is left to check is the dog and the term."""

    dog_active: bool
    owner_is_applicant: bool
    documents_sent: bool  # a spay proof or an exemption's certificate, looked at by eye


@dataclass(frozen=True)
class RecordFacts:
    """What the checks look at, gathered by office/desk/record_checks.py."""

    answers: Mapping[str, Any]
    reading: Mapping[str, Any] | None  # None: no certificate was read for this record
    why_not_read: str  # when reading is None: exemption, no_certificate, not_read
    dog_name: str
    owner_name: str
    term: Term
    earlier_uses: Sequence[EarlierUse] = ()
    previous_owner: str = ""  # a new owner's license (R18): the dog's last owner of record
    on_file: OnFile | None = None  # a renewal with the certificate on file
    duplicates: Sequence[Duplicate] = ()


def _day(value: Any) -> date | None:
    return date.fromisoformat(value) if value else None


def _not_read(key: str, why: str) -> Check:
    return Check(key, Level.NOT_APPLICABLE, why)


def dates_agree(answers: Mapping[str, Any], reading: Mapping[str, Any]) -> Check:
    """The dates read off the certificate are the dates answered. When the resident accepted
    the dates as read, the answers are the reading's echo: green only when the reading was
    sure of them (a text layer, or two OCR readings that agreed), and marked as accepted."""
    pairs = (
        ("vaccinated", "rabies_vaccinated_on"),
        ("expires", "rabies_expires_on"),
    )
    differ = [
        {"field": name, "read": _day(reading[name]), "answered": _day(answers.get(key))}
        for name, key in pairs
        if reading.get(name) and reading[name] != answers.get(key)
    ]
    if differ:
        return Check("dates", Level.RED, "dates_differ", {"differ": differ})
    unread = [name for name, _key in pairs if not reading.get(name)]
    accepted = answers.get("rabies_read_right") is True
    if unread:
        read = {"vaccinated": _day(reading.get("vaccinated")), "accepted": accepted}
        return Check("dates", Level.AMBER, "dates_not_read", {"unread": unread, **read})
    facts = {
        "vaccinated": _day(reading["vaccinated"]),
        "expires": _day(reading["expires"]),
        "accepted": accepted,
        "evidence": reading.get("dates_evidence"),
        "counted": reading.get("expires_counted"),  # no expiry read: the term's years
    }
    if facts["accepted"] and not reading.get("dates_evidence"):
        return Check("dates", Level.AMBER, "dates_echoed", facts)
    return Check("dates", Level.GREEN, "dates_agree", facts)


def term_covered(term: Term, *, today: date, exempt: bool) -> Check:
    """The rabies vaccination lasts the license's term, or the license ends at the R13 cap."""
    facts = {"expires": term.expires, "rabies_expires": term.rabies_expires}
    if term.rabies_expires is None:
        if exempt:
            return _not_read("term", "exemption")
        return Check("term", Level.RED, "no_rabies_date", facts)
    if term.expires <= today:
        return Check("term", Level.RED, "cap_past", facts)
    if term.rabies_expires < today:
        return Check("term", Level.AMBER, "rabies_lapsed", facts)
    if term.capped:
        return Check("term", Level.GREEN, "capped", facts)
    return Check("term", Level.GREEN, "covers", facts)


def _words(name: str) -> list[str]:
    """A name's words folded as the console's search folds them (storage/folding.py), without
    dots or commas ("O'Neil" stays one word)."""
    return [w for w in re.split(r"[^a-z']+", fold(name)) if w.strip("'")]


def _same_word(a: str, b: str) -> bool:
    """The same word, or one is the other's initial."""
    return a == b or (len(a) == 1 and b.startswith(a)) or (len(b) == 1 and a.startswith(b))


def names_match(key: str, on_record: str, read: str | None) -> Check:
    """A name on the record against the one read (case, spacing, order and initials aside)."""
    facts = {"on_record": on_record, "read": read}
    if not read:
        return Check(key, Level.AMBER, "name_not_read", facts)
    ours, theirs = _words(on_record), _words(read)
    if not ours or not theirs:
        return Check(key, Level.AMBER, "name_not_read", facts)
    if "".join(ours) == "".join(theirs) or sorted(ours) == sorted(theirs):
        return Check(key, Level.GREEN, "name_same", facts)
    shorter, longer = sorted((ours, theirs), key=len)
    if all(any(_same_word(s, w) for w in longer) for s in shorter) and any(
        len(s) > 1 and s in longer for s in shorter
    ):
        return Check(key, Level.GREEN, "name_same", facts)
    nearly = difflib.SequenceMatcher(None, " ".join(sorted(ours)), " ".join(sorted(theirs)))
    if set(ours) & set(theirs) or nearly.ratio() >= NEARLY:
        return Check(key, Level.AMBER, "name_partly", facts)
    return Check(key, Level.RED, "name_differs", facts)


def owner_named(facts: RecordFacts, read: str | None) -> Check:
    """The owner read off the certificate: the applicant, or for a dog given on in the Town its
    last owner, whose vet visit it was (expected, not red)."""
    check = names_match("owner_name", facts.owner_name, read)
    if check.level is Level.GREEN or not facts.previous_owner:
        return check
    before = names_match("owner_name", facts.previous_owner, read)
    if before.level is not Level.GREEN:
        return check
    return Check("owner_name", Level.GREEN, "name_previous_owner", before.facts)


def not_reused(earlier: Sequence[EarlierUse], reading: Mapping[str, Any], dog: str = "") -> Check:
    """No other dog's record sent this certificate before: the same file, or the same tag and
    vaccination date read off it. An earlier record of a dog of this very name may be this dog
    sent twice (from another account), which the clerk is told."""
    if earlier:
        uses = [replace(u, same_name=bool(dog) and _words(u.dog) == _words(dog)) for u in earlier]
        return Check("reused", Level.RED, "reused", {"uses": uses})
    how = "file_and_tag" if reading.get("tag") and reading.get("vaccinated") else "file_only"
    return Check("reused", Level.GREEN, how, {"tag": reading.get("tag")})


def legible(reading: Mapping[str, Any]) -> Check:
    """The reading found the certificate's fields: little or nothing read is looked at by eye."""
    found = [name for name in KEY_FIELDS if reading.get(name)]
    facts = {"found": found, "missing": [n for n in KEY_FIELDS if n not in found]}
    if not found:
        return Check("legible", Level.AMBER, "nothing_read", facts)
    dates = reading.get("vaccinated") and reading.get("expires")
    if len(found) < LEGIBLE_AT or not dates:
        return Check("legible", Level.AMBER, "little_read", facts)
    return Check("legible", Level.GREEN, "read_well", facts)


def dog_on_file(on_file: OnFile) -> Check:
    """A renewal's dog is on the register, active, and the applicant's own; nothing sent with it
    waits to be read by eye."""
    if not on_file.owner_is_applicant:
        return Check("on_file", Level.RED, "not_owner")
    if not on_file.dog_active:
        return Check("on_file", Level.AMBER, "dog_not_active")
    if on_file.documents_sent:
        return Check("on_file", Level.AMBER, "documents_sent")
    return Check("on_file", Level.GREEN, "renewal_on_file")


def checks_of(facts: RecordFacts, *, today: date) -> list[Check]:
    """Every check of a license or renewal record, in the order the clerk reads them.

    A likely duplicate (the same resident's earlier request for the same dog) is named first. A
    renewal with its certificate on file is decided by the checks that apply to it: the term the
    certificate on file covers, and the dog on the register."""
    duplicate = (
        [Check("duplicate", Level.RED, "duplicate", {"of": list(facts.duplicates)})]
        if facts.duplicates
        else []
    )
    return duplicate + _checks_of_the_dog(facts, today=today)


def _checks_of_the_dog(facts: RecordFacts, *, today: date) -> list[Check]:
    exempt = facts.answers.get("rabies_proof") == "vet_exemption"
    term = term_covered(facts.term, today=today, exempt=exempt)
    if facts.on_file is not None:
        return [term, dog_on_file(facts.on_file)]
    reading = facts.reading
    if reading is None:
        why = facts.why_not_read
        return [
            _not_read("dates", why),
            term,
            _not_read("dog_name", why),
            _not_read("owner_name", why),
            _not_read("reused", why),
            _not_read("legible", why),
        ]
    return [
        dates_agree(facts.answers, reading),
        term,
        names_match("dog_name", facts.dog_name, reading.get("dog")),
        owner_named(facts, reading.get("owner")),
        not_reused(facts.earlier_uses, reading, facts.dog_name),
        legible(reading),
    ]


def all_green(checks: Sequence[Check]) -> bool:
    """Every check applied and passed."""
    return bool(checks) and all(check.level is Level.GREEN for check in checks)
