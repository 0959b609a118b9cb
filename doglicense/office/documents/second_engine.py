"""A second OCR engine (RapidOCR): the page read again where Tesseract left its dates empty, and
a lot, tag or name Tesseract proposes, and both its dates, read again in their own boxes.

RapidOCR reads a pen's figures that Tesseract misses, but alone it proposes codes and names with
a letter wrong (docs/decisions/0030, 0037): so its words serve only for the dates and the tag.
A date of its reading counts as sure where Tesseract's words at the same place carry the same
figures (a pen's letters for figures read as figures, decision 0060), or where its expiry is
written and is its vaccination date and the term exactly, or the day before where Tesseract
reads that expiry too; a tag where Tesseract's words at the same place hold the same characters
(decision 0057). A name, lot or tag it reads otherwise than Tesseract is proposed by neither
(0057, 0060); a date it reads with other figures in the date's own box, neither (0072). A month
Tesseract misspelt, or a label the second engine misread, is taken from the other reading
(two_readings/, 0065).
It is an optional extra (`pip install '.[ocr2]'`): without its wheel, nothing here runs.
`read_words_twice` is an image worker's job, like certificate_text's; `fields_of` is pure.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from datetime import date, timedelta

from doglicense.office.documents.certificate_text import PageText, Segment, read_words_and_page
from doglicense.office.documents.certificate_words import dates_in, years_after
from doglicense.office.documents.layout.carried import carried_date
from doglicense.office.documents.layout.columns import a_term_after, headed
from doglicense.office.documents.layout.figures import pen as pen_figures
from doglicense.office.documents.layout.label_layout import date_by_label, labelled
from doglicense.office.documents.layout.marks import ticked_term
from doglicense.office.documents.layout.notes.prose import several_shots
from doglicense.office.documents.layout.rows import rabies_rows
from doglicense.office.documents.layout.same_place import NAMES, disputed, read_alike
from doglicense.office.documents.layout.visits import latest_visit, visit_codes
from doglicense.office.documents.rabies_fields import RabiesReading, read_fields
from doglicense.office.documents.rabies_terms import checked_dates, counted_term, product_term
from doglicense.office.documents.rapid.engine import available, codes_again, page_lines
from doglicense.office.documents.refusals import Spent
from doglicense.office.documents.two_readings.agreement import (
    agreed,
    contradicted,
    read_otherwise,
    several_tags,
)
from doglicense.office.documents.two_readings.boxes import asked_again, written_dates
from doglicense.office.documents.two_readings.misread_words import mended, relabelled, unread_there
from doglicense.office.documents.two_readings.sure_lines import value_words

log = logging.getLogger(__name__)


def read_words_twice(data: bytes, content_type: str, max_pixels: int) -> PageText:
    """The image worker's job: Tesseract's words, and RapidOCR's beside them (`second`) when
    Tesseract's leave a date empty, both in the coordinates of the same prepared page; else,
    when Tesseract proposes a lot or tag, RapidOCR's reading of that code's own box."""
    page, picture = read_words_and_page(data, content_type, max_pixels)
    if page.source != "ocr" or picture is None or not available():
        return page
    first = read_fields(page.segments)
    try:
        if first.vaccinated is not None and first.expires is not None:
            codes = asked_again(first) + written_dates(first, list(page.segments))
            return replace(page, second=tuple(codes_again(picture, list(page.segments), codes)))
        if not _dates_to_look_for(list(page.segments)):
            return page
        values = value_words((*asked_again(first), first.product))
        second = tuple(page_lines(picture, page.segments, values))
    except Exception as error:  # ONNX Runtime's bad_alloc is its own class, no MemoryError
        # Out of memory in the engine (a 12-megapixel photo after its models were loaded):
        # Tesseract's words stand, and the worker is replaced before the next file.
        log.warning("second engine failed: %s", type(error).__name__)
        raise Spent(page) from None
    return replace(page, second=second)


def _dates_to_look_for(segments: list[Segment]) -> bool:
    """A date Tesseract read anywhere, or words it read beside or under a date's label: where
    it read neither (a page too dim, blurred or crumpled), the second engine's 1-2 s a page are
    spared. On the nine sets measured this spared 56 of 323 whole-page reads and lost 2 dates,
    both on pen pages of the eighth set (decision 0061)."""
    if any(dates_in(s.text) for s in segments):
        return True
    return any(labelled(segments, key) for key in ("vaccinated", "expires"))


# Pure: how the two readings are put together (in the web process, like read_fields).


def fields_of(page: PageText) -> RabiesReading:
    """What a page says: Tesseract's reading, its empty dates and tag filled from the second
    engine's where the second reading has its evidence; a date Tesseract read where the second
    engine reads another is proposed by neither (decision 0057)."""
    reading = read_fields(page.segments)
    evidence = "text_layer" if page.source == "text layer" else "two_readings"
    if reading.vaccinated is not None:
        reading = replace(reading, dates_evidence=evidence)
    if not page.second:
        return reading
    # A pen's figures as the second engine spells them ('2O26', '4/A3/2025'), read as figures;
    # a label it misread ('iun pia' for "Valid until") as Tesseract reads it at the same place.
    first = list(page.segments)
    figures = [replace(s, text=pen_figures.mended(s.text)) for s in page.second]
    second = relabelled(figures, first)
    page = replace(page, second=tuple(second))
    alone = read_fields([replace(s, certainty=(1.0,) * len(s.certainty)) for s in second])
    if reading.tag is None and alone.tag is not None and read_alike(alone.tag, second, first):
        reading = replace(reading, tag=None if several_tags(first) else alone.tag)
    # A name Tesseract read sure where the second engine reads other letters ('Cortland Animal
    # Hespital' for Hospital): which is right no reading says, so neither is proposed.
    # So too a lot or tag: a B read as an 8 by every Tesseract reading ('90-1068' for 90-106B).
    keys = (*NAMES, "lot", "tag")
    unsure = {key: None for key in keys if disputed(getattr(reading, key), first, second)}
    reading = replace(reading, **unsure) if unsure else reading
    if reading.expires_counted and ticked_term(second)[0] and not ticked_term(first)[0]:
        # "Good for  1 yr  3 yr", the term ringed: Tesseract lost the ringed option under its
        # ring and read the other alone; the second engine reads both. The term is a guess.
        reading = replace(reading, expires=None, expires_counted=None, duration_years=None)
    read = (reading.vaccinated, reading.expires)
    if read[0] is not None and read[1] is not None:
        # Both dates read in their own boxes again: a fax's '2/2/26' and '2/2/27' where RapidOCR
        # sees '2/12/26' and '2/12/27', dates of a term apart too, are proposed by neither; its
        # pen's '3/24/2028' for Tesseract's 08/24/2028, no term after its shot, is its own slip.
        shot = read_otherwise(read[0], first, second) or read[0]
        due = read_otherwise(read[1], first, second) or read[1]
        if (shot, due) != read and a_term_after(shot, due):
            return _no_dates(reading)
        return reading
    if any(day and contradicted(day, first, second) for day in read):
        # A pen's '4/15/2026' read twice alike by Tesseract where RapidOCR reads '4/25/2026'.
        return _no_dates(reading)
    return _second_dates(reading, page, alone) or reading


def _second_dates(
    reading: RabiesReading, page: PageText, alone: RabiesReading
) -> RabiesReading | None:
    """The dates from the second engine when both engines read them alike and they pass the
    same checks (duration, product); or, read by the second engine alone, when the expiry is
    written on the page and is the vaccination date and the term exactly: its day, month and
    year each read twice over (decision 0057). None when neither holds."""
    if any(_several_rows(words) for words in (page.segments, page.second)):
        # Which of several shots is the latest, or which animal's row is the dog's, is read by
        # Tesseract's words and their certainty alone: the words both engines agree on, or the
        # second engine's alone, may have lost the very row (layout/history.py).
        return None
    if several_shots(list(page.segments)):
        return None  # two dogs' shots, each its sentence: the second engine lost one of them
    first, second = list(page.segments), list(page.second)
    other = read_fields(agreed(second, first))
    spelt = mended(first, second)  # a month Tesseract misspelt, as the second engine spells it
    if other.vaccinated is None and spelt != first:
        other = read_fields(spelt)  # Tesseract's layout, where the second engine's lost a row
    written = {day for s in second for day in dates_in(s.text)}
    vaccinated = reading.vaccinated or other.vaccinated
    if other.vaccinated is not None and vaccinated == other.vaccinated:
        # Printed options ("[ ] 1 year [X] 3 year"): only a tick says which, and the second
        # engine may lose a printed option's figure ("1 year", "year") and so take the other.
        options = any(ticked_term(list(words))[0] for words in (page.segments, page.second))
        years = reading.duration_years or (None if options else other.duration_years)
        # As read_fields: an expiry either engine sees printed is not counted from the duration
        # (the clinic's date may be a day before the count: decision 0048, here 0051).
        printed = any(date_by_label(w, "expires") for w in (first, second))
        # The second reading's expiry only as written: one it counted from its own duration is
        # counted again here, from the duration both readings allow.
        read = reading.expires or (other.expires if other.expires in written else None)
        vaccinated, expires = checked_dates(
            vaccinated,
            read,
            years,
            product_term(reading.product or other.product),
            derive=not printed,
        )
        if vaccinated is None:
            return _no_dates(reading)
        return _read_twice(reading, vaccinated, expires, counted_term(vaccinated, read, expires))
    # A date carried down from the page's head only where no label of the shot's own date has
    # words by it (an intake form's "Intake date" over its "Rabies vaccine date": 0086).
    labelled_shot = any(labelled(w, "vaccinated") for w in (first, second))
    if reading.vaccinated is None and other.vaccinated is None and not labelled_shot:
        carried = carried_date(first) or _visit_day(first)
        if carried is not None and carried in (carried_date(second), _visit_day(second)):
            # A visit's date written once, carried down to its rabies line by both readings
            # alike, or heading a record's latest visit that gave the shot; its expiry only as
            # printed, or counted from a term printed as one.
            vaccinated, expires = checked_dates(
                carried,
                reading.expires,
                reading.duration_years,
                product_term(reading.product),
                derive=reading.duration_years is not None,
            )
            if vaccinated is not None:
                # a record's visit: its own notes' tag and lot, never an earlier visit's
                tag, lot = visit_codes(first, vaccinated) or (reading.tag, reading.lot)
                reading = replace(reading, tag=reading.tag or tag, lot=reading.lot or lot)
                counted = counted_term(vaccinated, reading.expires, expires)
                return _read_twice(reading, vaccinated, expires, counted)
    if alone.vaccinated is None or alone.expires not in written:
        return None
    terms = [years_after(alone.vaccinated, n) for n in (1, 3)]
    # Exactly the term: read_fields forgives a clinic's day either way, not this. A passport's
    # "valid until" the day before, only where Tesseract reads that expiry too (a date stamp's
    # ink it may not read at all): every figure of it read twice over.
    twice = {day for s in spelt for day in dates_in(s.text)}
    if alone.expires in twice and unread_there(alone.vaccinated, first, second):
        terms += [day - timedelta(days=1) for day in terms]
    if alone.expires not in terms:
        return None
    if reading.vaccinated not in (None, alone.vaccinated) or reading.expires not in (
        None,
        alone.expires,
    ):
        return None
    return replace(
        reading,
        vaccinated=alone.vaccinated,
        expires=alone.expires,
        expires_counted=None,
        dates_evidence="term",
    )


def _no_dates(reading: RabiesReading) -> RabiesReading:
    """The reading without its dates, nor how they were known: the resident types them."""
    return replace(
        reading, vaccinated=None, expires=None, expires_counted=None, dates_evidence=None
    )


def _read_twice(
    reading: RabiesReading, vaccinated: date, expires: date | None, counted: int | None
) -> RabiesReading:
    """The dates both engines read alike; the expiry's term when it was counted from one."""
    return replace(
        reading,
        vaccinated=vaccinated,
        expires=expires,
        expires_counted=counted,
        dates_evidence="two_engines",
    )


def _visit_day(words: list[Segment]) -> date | None:
    visit = latest_visit(words)
    return visit[0] if visit is not None else None


def _several_rows(words: tuple[Segment, ...]) -> bool:
    """Rabies rows under a table's headings with other dates: two names of one shot on its
    row ("Rabies (1 yr)" and "Nobivac 1-Rabies") are one row, a title by its print date none."""
    rows = [row for row in rabies_rows(list(words))[0] if headed(row, list(words))]
    return len({frozenset(id(s) for s in row if dates_in(s.text)) for row in rows}) > 1
