"""Who gave the shot, from a certificate's letterhead when no label names the clinic, or from a
practice written where the vet's name goes."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import LABEL_OF, SURE
from doglicense.office.documents.layout.label_layout import labelled, right_of
from doglicense.office.documents.layout.roles import refused
from doglicense.office.documents.names.people import practice_after_doctor, vet_name
from doglicense.office.documents.names.practices import LEADS_ON, clinic_name

# A line naming an issuer at all; of those, one naming a place where a dog is vaccinated
# (a clinic, a hospital, a practice) says where the shot was given, an authority only who runs it.
# In Spanish too: "Centro Veterinario El Yunque", "Clínica Veterinaria Borinquen".
_SPANISH = r"|veterinari[oa]|cl[íi]nica"
ISSUER = re.compile(
    rf"\b(clinic|hospital|veterinary|animal|pet care|health department{_SPANISH})\b", re.I
)
PLACE = re.compile(
    rf"\b(clinic|hospital|practice|veterinary|vet|animal hospital|pet care{_SPANISH})\b", re.I
)
# Who runs clinics, not where a shot is given: "Department of Defense Veterinary Services",
# "Commonwealth of Pennsylvania"; a place is looked for on the letterhead's other lines.
AUTHORITY = re.compile(
    r"\b(department|dept\.?|ministry|agency|bureau|division|command|commonwealth|state of)\b",
    re.I,
)
# A shipper's crate label's banner (IATA's "LIVE ANIMALS"): no practice, whatever its size.
_LIVE_ANIMALS = re.compile(r"^\W*live animals?\W*$", re.I)
_DOCTOR = re.compile(r"\b(?:dr|dvm|vmd)\b", re.I)  # a doctor's title: a person named, no practice
_ENDS_IN_PLACE = re.compile(r"\b(clinic|hospital|cl[íi]nica)\W*$", re.I)
# Words that say what a clinic does or who runs it, not which one it is: "Free Rabies Clinic"
# is an event's title, "Onondaga County Rabies Clinic" a place's name.
_GENERIC_WORDS = (
    "a an the of and for at free low cost public community annual rabies vaccination vaccine "
    "clinic clinics hospital practice veterinary vet animal pet care dog cat county town city "
    "state health department dept"
)
GENERIC = frozenset(_GENERIC_WORDS.split())


# A field for the practice that sends the dog on, or for where the shot was given, apart from
# the paper's issuer: a referral's "Referring practice", a triage sheet's "rDVM" and "Given by /
# where", a bite report's "Veterinarian / clinic". The letterhead is then not where the shot was
# given. An emergency hospital's "Family vet" is not: its invoice bills the shot it gave.
_OWN_PRACTICE = re.compile(
    r"^\W*(?:referring (?:practice|dvm|vet|veterinarian|hospital|clinic)|r ?dvm\b"
    r"|given (?:by ?/ ?)?(?:where|at)\b|administered at\b"
    r"|(?:vet|veterinarian) ?/ ?(?:clinic|practice|hospital))",
    re.I,
)


def heading_clinic(words: list[Segment]) -> str | None:
    """The largest line near the top when it names a clinic or hospital; when it names an
    authority (a health department) and another line of the letterhead names a place, that
    place; two places, or one read unsure, and nothing is proposed. Nothing either where the
    page has a field for the dog's own practice or the shot's place."""
    if not words or any(_OWN_PRACTICE.match(s.text) for s in words):
        return None
    top = min(s.y0 for s in words)
    bottom = max(s.y1 for s in words)
    # The paper's own title ("Rabies Clinic - Receipt") is not who issued it.
    letterhead = [
        s
        for s in words
        if s.y0 <= top + 0.2 * (bottom - top)
        and not refused(s.text, "clinic")
        and not _LIVE_ANIMALS.match(s.text)
    ]
    if not letterhead:
        return None
    heading = max(letterhead, key=lambda s: s.height)
    if heading.confidence < SURE or not ISSUER.search(heading.text):
        return None  # every word of a letterhead is the clinic's name
    # "Department of Defense Veterinary Services" runs clinics: it names none of them; its
    # "... Health Department Free Rabies Clinic" is one
    governing = (
        PLACE.search(heading.text)
        and AUTHORITY.search(heading.text)
        and not _ENDS_IN_PLACE.search(heading.text)
    )
    if PLACE.search(heading.text) and not governing:
        return clinic_name(heading.text)
    places = [s for s in letterhead if s is not heading and PLACE.search(s.text) and named(s)]
    if not places and AUTHORITY.search(heading.text) and _practice_below(words, letterhead):
        return None  # a health department's letter about a shot a practice it names gave
    if not places:
        return None if governing else clinic_name(heading.text)
    if any(s.confidence < SURE for s in places):
        return None
    names = {clinic_name(s.text) for s in places}
    return names.pop() if len(names) == 1 else None


# A practice's own name in a letter's body: "... DVM - Bayberry Animal Hospital", "cc: Taft Road
# Veterinary Hospital"; a word of its own before the words every practice may use. Never a
# vaccine's maker ("Merck Animal Health").
_PRACTICE = re.compile(
    r"\b([A-Z][\w'&.-]*(?: [A-Z][\w'&.-]*)*) (?:Animal|Veterinary|Vet|Pet)(?: Care)?"
    r" (?:Hospital|Clinic|Cent(?:er|re)|Associates|Practice|Services?)\b"
)


def _practice_below(words: list[Segment], letterhead: list[Segment]) -> bool:
    """A practice named under the letterhead: an authority's letter (a county's bite report)
    speaks of the shot that practice gave, and the letterhead is not where it was given."""
    return any(
        any(set(m.lower().split()) - GENERIC for m in _PRACTICE.findall(s.text))
        for s in words
        if s not in letterhead
    )


def named(line: Segment) -> bool:
    """A line holding a word of its own, beyond what any clinic might call itself; not a label
    leading on to a place written after it ("Clinic held at")."""
    words = re.findall(r"[a-z]+", line.text.lower())
    return any(word not in GENERIC for word in words) and words[-1] not in LEADS_ON


# A certificate's own title: "RABIES VACCINATION CERTIFICATE", "Certificate of Rabies Vaccination"
_TITLE = re.compile(r"\brabies\b.*\bcertificate\b|\bcertificate of rabies\b", re.I)


def titled_clinic(words: list[Segment]) -> str | None:
    """A certificate printed inside another paper (an e-mail, a report): the practice named on
    the line just under its title, its address after it. One title only (a line of five words
    at most, not a sentence about the certificate), read sure."""
    titles = [s for s in words if _TITLE.search(s.text) and len(s.text.split()) <= 5]
    if len(titles) != 1:
        return None
    title = titles[0]
    under = [
        s
        for s in words
        if 0 <= s.y0 - title.y1 < 1.5 * title.height and s.x0 < title.x1 and s.x1 > title.x0
    ]
    line = min(under, key=lambda s: s.y0) if under else None
    if line is None or line.confidence < SURE or not PLACE.search(line.text) or not named(line):
        return None
    return clinic_name(line.text)


def practice_as_vet(words: list[Segment]) -> str | None:
    """A practice written where the vet's name goes ("Veterinarian: Paws & Claws Veterinary of
    Liverpool · (315) 575-5911", a résumé's line), or after the vet's name there ("Dr. Isadora
    Pemberton - Brewerton Animal Care"): the clinic. The vet's field refuses a practice, as it
    names no person; one practice so written, every word read sure, or none."""
    found = set()
    for label in words:
        match = LABEL_OF["veterinarian"].match(label.text)
        if match is None:
            continue
        if match.end() < len(label.text):  # the label and its value in one run
            value, sure = (
                label.text[match.end() :],
                label.confidence_of(match.end(), len(label.text)),
            )
        elif (nearest := right_of(words, label)) is not None:
            value, sure = nearest.text, nearest.confidence
        else:
            continue
        name = clinic_name(practice_after_doctor(value) or value)
        if name is not None and sure >= SURE and ISSUER.search(name):
            found.add(name)
    for under in labelled(words, "veterinarian"):  # under its label: "Dr. I. Pemberton - Brewer…"
        # or a practice alone: a lender's "PROVIDER" over "Syracuse Animal Hospital"
        alone = None if vet_name(under.text) or _DOCTOR.search(under.text) else under.text
        practice = practice_after_doctor(under.text) or alone
        name = clinic_name(practice) if practice else None
        if name is not None and under.confidence >= SURE and ISSUER.search(name):
            found.add(name)
    return found.pop() if len(found) == 1 else None
