"""Who gave the shot, from a certificate's letterhead when no label names the clinic."""

from __future__ import annotations

import re

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import LEADS_ON, SURE, clinic_name
from doglicense.office.documents.layout.roles import refused

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
# Words that say what a clinic does or who runs it, not which one it is: "Free Rabies Clinic"
# is an event's title, "Onondaga County Rabies Clinic" a place's name.
_GENERIC_WORDS = (
    "a an the of and for at free low cost public community annual rabies vaccination vaccine "
    "clinic clinics hospital practice veterinary vet animal pet care dog cat county town city "
    "state health department dept"
)
GENERIC = frozenset(_GENERIC_WORDS.split())


def heading_clinic(words: list[Segment]) -> str | None:
    """The largest line near the top when it names a clinic or hospital; when it names an
    authority (a health department) and another line of the letterhead names a place, that
    place; two places, or one read unsure, and nothing is proposed."""
    if not words:
        return None
    top = min(s.y0 for s in words)
    bottom = max(s.y1 for s in words)
    # The paper's own title ("Rabies Clinic - Receipt") is not who issued it.
    letterhead = [
        s for s in words if s.y0 <= top + 0.2 * (bottom - top) and not refused(s.text, "clinic")
    ]
    if not letterhead:
        return None
    heading = max(letterhead, key=lambda s: s.height)
    if heading.confidence < SURE or not ISSUER.search(heading.text):
        return None  # every word of a letterhead is the clinic's name
    if PLACE.search(heading.text):
        return clinic_name(heading.text)
    places = [s for s in letterhead if s is not heading and PLACE.search(s.text) and named(s)]
    if not places:
        return clinic_name(heading.text)
    if any(s.confidence < SURE for s in places):
        return None
    names = {clinic_name(s.text) for s in places}
    return names.pop() if len(names) == 1 else None


def named(line: Segment) -> bool:
    """A line holding a word of its own, beyond what any clinic might call itself; not a label
    leading on to a place written after it ("Clinic held at")."""
    words = re.findall(r"[a-z]+", line.text.lower())
    return any(word not in GENERIC for word in words) and words[-1] not in LEADS_ON
