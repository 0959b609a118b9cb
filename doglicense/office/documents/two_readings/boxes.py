"""What the second engine reads again in its own box where Tesseract read both dates: the lot and
tag (decision 0060), the names (a photo's 'Damell' for Darnell, 0061), and both dates as written
(a figure every Tesseract reading dropped alike, 0072)."""

from __future__ import annotations

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import DATE_SHAPE, SURE, date_of
from doglicense.office.documents.rabies_fields import RabiesReading


def asked_again(first: RabiesReading) -> list[str]:
    """What the second engine reads again in its own box where Tesseract read both dates: the
    lot and tag (0060), and the names (a photo's 'Damell' for Darnell, 0061)."""
    found = (first.lot, first.tag, first.owner, first.veterinarian, first.dog, first.clinic)
    return [text for text in found if text is not None]


def written_dates(first: RabiesReading, segments: list[Segment]) -> list[str]:
    """Both dates as Tesseract wrote them, read again in their own boxes: a figure every
    Tesseract reading dropped alike ('2/2/26' for 2/12/26, and '2/2/27' for its expiry a year
    on) passes the term's check, and only another engine's eyes see the 1 (decision 0072)."""
    days = {first.vaccinated, first.expires}
    found = [
        match.group(0)
        for segment in segments
        for match in DATE_SHAPE.finditer(segment.text)
        if date_of(match) in days and segment.confidence_of(match.start(), match.end()) >= SURE
    ]  # as read surely: a print line's same day read unsure is not the reading's
    return list(dict.fromkeys(found))
