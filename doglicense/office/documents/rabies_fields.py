"""What a rabies certificate says, from its words and their places: pure functions, no I/O.

A field is filled only when its label (or, on a clinic's invoice, the rabies row) was found, its
value has the shape of that field, and every word of it was read with confidence; otherwise it is
left empty for the resident to type. Wrong is worse than empty: a wrong date would be trusted.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from datetime import date
from typing import TypeVar

from doglicense.office.documents.certificate_text import Segment, exact
from doglicense.office.documents.certificate_words import (
    DATE_SHAPE,
    SURE,
    only_one,
    parse_date,
)
from doglicense.office.documents.layout.boxes.animal_row import animal_rows
from doglicense.office.documents.layout.boxes.listed import one_of_listed
from doglicense.office.documents.layout.boxes.numbered import unnumbered
from doglicense.office.documents.layout.boxes.sections import sectioned
from doglicense.office.documents.layout.boxes.separated import lettered, separated
from doglicense.office.documents.layout.boxes.titled import titled
from doglicense.office.documents.layout.cards import card_dates, card_names_due, rabies_cards
from doglicense.office.documents.layout.carried import carried_date, noted_due
from doglicense.office.documents.layout.columns import headed, row_dates, row_lot
from doglicense.office.documents.layout.field_values import SURE_OF, TEXT_FIELDS, own_cells
from doglicense.office.documents.layout.given_by import unlabelled_doctor
from doglicense.office.documents.layout.history import (
    animals_row,
    dogs_rows,
    earlier_rows_code,
    row_code,
    the_row,
)
from doglicense.office.documents.layout.issuer.given_at import given_at
from doglicense.office.documents.layout.issuer.letterhead import (
    ISSUER,
    heading_clinic,
    practice_as_vet,
    titled_clinic,
)
from doglicense.office.documents.layout.issuer.sample import place_given, shot_placed
from doglicense.office.documents.layout.label_layout import date_by_label, labelled
from doglicense.office.documents.layout.languages.bilingual import english_labels
from doglicense.office.documents.layout.languages.chinese import without_chinese
from doglicense.office.documents.layout.marks import boxed_dates
from doglicense.office.documents.layout.notes.addressee import addressee, in_new_york
from doglicense.office.documents.layout.notes.prose import Shot, written_codes, written_shot
from doglicense.office.documents.layout.notes.stamped_days import another_day, another_things
from doglicense.office.documents.layout.notes.today import billed_at_visit, given_today
from doglicense.office.documents.layout.pets import dog_block, without_family_name
from doglicense.office.documents.layout.rows import names_rabies, rabies_rows, sure_row_dates
from doglicense.office.documents.layout.tables.paired import animals_tables
from doglicense.office.documents.layout.tables.shot_list import listed_shot
from doglicense.office.documents.layout.visits import (
    dated_by_due,
    given_at_visit,
    latest_visit,
    till_date,
    visit_codes,
    visit_date,
)
from doglicense.office.documents.rabies_terms import (
    checked_dates,
    counted_term,
    duration,
    product_of,
    product_term,
)

T = TypeVar("T")
# A page's words rewritten first to last, before any field is read.
_LAID_OUT = (separated, animals_tables, given_at, without_chinese, titled, unnumbered, animal_rows)
_REWRITES = (*_LAID_OUT, sectioned, english_labels, lettered, boxed_dates)
_SITE = re.compile(r"clinic (?:site|location)\b", re.I)


@dataclass(frozen=True)
class RabiesReading:
    """The fields read off a certificate; None where nothing was read with confidence."""

    vaccinated: date | None = None
    expires: date | None = None
    tag: str | None = None
    veterinarian: str | None = None
    clinic: str | None = None
    dog: str | None = None
    owner: str | None = None
    product: str | None = None
    lot: str | None = None
    duration_years: int | None = None  # printed (1 or 3); the expiry derived from it when alone
    # How the dates are known, for the clerk; the term an expiry the page lacked was counted from
    dates_evidence: str | None = None
    expires_counted: int | None = None

    def filled(self) -> dict[str, object]:
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name)}


def read_fields(segments: Iterable[Segment]) -> RabiesReading:
    """The certificate's fields from its words, each one only when read with confidence."""
    page = list(segments)
    for rewrite in _REWRITES:
        page = rewrite(page)
    # Listing several animals, what is the dog's is read from its block alone; the page's own
    # words (the client, the clinic) from the whole page.
    words = dog_block(page)
    texts = {
        key: _labelled_value(page if key in _PAGE_FIELDS else words, key, parse)
        for key, parse in TEXT_FIELDS.items()
    }
    if texts["clinic"] is None and not labelled(page, "clinic"):
        texts["clinic"] = heading_clinic(page) or titled_clinic(page) or practice_as_vet(page)
    elif (
        texts["clinic"]
        and not ISSUER.search(texts["clinic"])
        and any(_SITE.match(s.text) for s in page)
    ):
        texts["clinic"] = heading_clinic(page)  # "Clinic site: Brewerton Fire Dept": a venue
    if texts["owner"] is None and not labelled(page, "owner"):  # a notice sent to the owner
        owned = addressee(page, SURE_OF["owner"])
        ownerless = not owned and not any(_owner_word(s) for s in page)  # a hunt test
        keeper = _labelled_value(page, "keeper", TEXT_FIELDS["owner"]) if ownerless else None
        texts["owner"] = owned or keeper
    if texts["veterinarian"] is None and not labelled(words, "veterinarian"):
        texts["veterinarian"] = unlabelled_doctor(words, SURE_OF["veterinarian"])
    vaccinated = _labelled_value(words, "vaccinated", parse_date)
    expires = _labelled_value(words, "expires", parse_date)
    given, due = rabies_rows(words)
    carded = counted = told = False  # told: the shot's day is a sentence's
    sentenced = None  # the vet the sentence giving the shot names
    # One row however many of its words name rabies ("Rabies (1 yr)"); never a title's date.
    every = list({tuple(id(s) for s in row): row for row in given}.values())
    # A cat's row on a household's certificate is never the dog's, even where it is the only one.
    given = [row for row in dogs_rows(every) if headed(row, words)]
    dated = [f for f in labelled(words, "vaccinated") if DATE_SHAPE.search(f.text)]
    if not dated and given:  # a dog's history of shots, a household's certificate
        several = len(given) > 1
        row = the_row(given, every, words)
        given = [] if row is None else [row]
        if several:
            # the shot's own tag and lot, in its row under their columns' headings; never an
            # earlier row's, found first under the heading
            for key in ("tag", "lot"):
                if earlier_rows_code(texts[key], row, every, words, key):
                    texts[key] = None
                if row is not None:
                    texts[key] = texts[key] or row_code(row, words, key)
    if not dated and len(given) == 1:
        # A clinic's invoice: the rabies row's own dates and lot, never another vaccine's.
        vaccinated, due_on = row_dates(given[0], words)
        expires = expires or due_on
        if vaccinated is not None and not animals_row(given[0], words):
            texts.update(own_cells(given[0], words))
        if texts["lot"] is None and not labelled(words, "lot"):
            texts["lot"] = row_lot(next(s for s in given[0] if names_rabies(s.text)))
        if vaccinated is not None and (texts["tag"] is None or texts["lot"] is None):
            # A record's note under its table: "Rabies lot 645056PS, tag no. 2026-9905."
            note = written_codes(words, given[0])
            texts["tag"], texts["lot"] = texts["tag"] or note.tag, texts["lot"] or note.lot
    own = len(given) == 1 and {id(f.source) for f in dated} <= {id(s) for s in given[0]}
    if dated and own and texts["lot"] is None and not labelled(words, "lot"):
        # "RABIES VACCINATED" over the rabies row's own date: the row's lot is the shot's too
        texts["lot"] = row_lot(next(s for s in given[0] if names_rabies(s.text)))
    if vaccinated is None and not dated and not given:  # a kennel card's list of shots
        vaccinated = listed_shot(dogs_rows(every), words)
    # A pet-health app's cards: the rabies card's own dates, never another vaccine's, also where
    # every card is labelled alike ("Date given") and the labels disagree.
    each_card = len({parse_date(f.text) for f in dated}) > 1
    if vaccinated is None and (not dated or each_card) and not given:
        vaccinated, on_card = card_dates(words)
        expires = on_card if vaccinated else expires
        carded = vaccinated is not None and not card_names_due(words)
    if vaccinated is None and not dated and not given:
        # A record's notes: "Rabies 1 year vaccine, given Sep 9, 2025; lot 854180E; tag #25-3315."
        shot = written_shot(words)
        if shot.expires is None and rabies_cards(words):
            # A card's title and its lines read as one sentence: the shot only with both its
            # dates read surely (a text message's lines), never a card's one date whose other
            # was read unsure.
            shot = Shot()
        counted = expires is None and shot.counted  # "(3 year vaccine)" in an answer
        vaccinated, expires = shot.vaccinated, expires or shot.expires
        texts["tag"] = texts["tag"] or (shot.tag if vaccinated else None)
        texts["lot"] = texts["lot"] or (shot.lot if vaccinated else None)
        told = vaccinated is not None
        sentenced = shot.vet if told else None
        texts["veterinarian"] = texts["veterinarian"] or sentenced
        if vaccinated and shot.clinic and not labelled(page, "clinic"):
            texts["clinic"] = shot.clinic  # where the sentence says it was given: no letterhead
    if expires is None and not labelled(words, "expires") and len(due) == 1:
        reminder = sure_row_dates(due[0])
        expires = reminder[0] if len(reminder) == 1 else None
    product = product_of(words)
    years = duration(words)
    if vaccinated is None and not dated and len(given) == 1:
        vaccinated = given_at_visit(page, expires, years or product_term(product))
        if vaccinated is not None and not animals_row(given[0], words):
            texts.update(own_cells(given[0], words))  # the visit's shot: its row's lot, tag
    if vaccinated is None and not dated and not given and expires and not rabies_cards(words):
        # A till receipt's own date and time at its head, the booster due a term after it (an
        # app's two rabies cards, two pets', have no one date).
        vaccinated = dated_by_due(page, expires, years or product_term(product))
    if vaccinated is None and not dated and not given and not expires and not rabies_cards(words):
        vaccinated = till_date(page, years)  # the same receipt printing only the shot's term
    noted = noted_due(words) if vaccinated is None and not dated and not given else None
    if vaccinated is None and not dated and not given and (expires or noted or exact(words)):
        # A visit's date written once, on its first line: an expiry agrees with it (checked
        # below), its line's own note of the next, or the words are a text layer's.
        vaccinated = carried_date(words, noted)
        expires = expires or (noted if vaccinated else None)
    if vaccinated is None and not dated and not given and exact(words):
        # A record's visits under their dates, in its text layer (a photo's: second_engine)
        visit = latest_visit(words)
        vaccinated = visit[0] if visit is not None else None
    if vaccinated is None and not dated:  # a receipt's vaccines "administered today"
        vaccinated = given_today(words) or billed_at_visit(words)  # or an insurer's claim
    corroborate = False
    if vaccinated is None and not labelled(words, "vaccinated") and not given:
        vaccinated, corroborate = _labelled_value(words, "date", parse_date), True
    # An expiry printed but not read surely is not replaced by one counted from the duration.
    # Other vaccines' cards' "Due" dates are theirs: a rabies card naming none is counted on.
    derive = carded or not date_by_label(words, "expires")
    printed = None if counted else expires
    vaccinated, expires = checked_dates(
        vaccinated, expires, years, product_term(product), derive=derive
    )
    if corroborate and expires is None:
        vaccinated = None  # a bare "Date" is the vaccination's only when an expiry agrees with it
    if told and visit_date(page) not in (None, vaccinated):
        # A dental report's "Doctor" is the visit's: a shot its note says was given another day
        # was another's, unless the note names its vet ("given Sep 24, 2024 by Dr. Ruiz").
        texts["veterinarian"] = sentenced
    if vaccinated is not None and texts["tag"] is None and not labelled(words, "tag"):
        texts["tag"] = written_codes(words).tag  # "Rabies certificate issued (tag K169-68)."
    codes = visit_codes(words, vaccinated) if vaccinated is not None else None
    if codes is not None:  # a record's two visits' tags disagree: the shot's own visit's
        texts["tag"], texts["lot"] = texts["tag"] or codes[0], texts["lot"] or codes[1]
    return RabiesReading(
        vaccinated=vaccinated,
        expires=expires,
        expires_counted=counted_term(vaccinated, printed, expires),
        duration_years=years,
        product=product,
        owner=texts["owner"],
        dog=without_family_name(texts["dog"], texts["owner"]),
        veterinarian=texts["veterinarian"],
        clinic=texts["clinic"],
        tag=texts["tag"],
        lot=texts["lot"],
    )


_PAGE_FIELDS = ("owner", "clinic")  # the client's and the practice's: one for every animal


def _labelled_value(words: list[Segment], key: str, parse: Callable[[str], T | None]) -> T | None:
    """The value every label of `key` agrees on; none if one of them was read unsure."""
    found = labelled(words, key)
    if key == "date":  # "Signature ... Date", an e-mail's "Date:": the day signed, or sent
        found = [f for f in found if not another_day(words, f.source)]
    if key in ("vaccinated", "expires"):  # a training form's DHPP section, a plan's own term
        found = [f for f in found if not another_things(words, f.source)]
    if key == "clinic" and shot_placed(words):  # a titer report's submitting practice
        found = [f for f in found if place_given(words, f.source)]
    if key == "veterinarian":  # a form's printed doctors, one of them ticked by pen
        found = [f for f in found if not one_of_listed(words, f.source)]
    if any(f.confidence < SURE_OF.get(key, SURE) for f in found):
        return None
    if key == "owner" and {s.text.split(" ")[0].lower() for s in words} >= _PARTIES:
        found = [f for f in found if in_new_york(words, f.source)]  # a shipper's, a consignee's
    return only_one(v for v in (parse(f.text) for f in found) if v is not None)


def _owner_word(segment: Segment) -> bool:
    """A label's or a box's word "owner" (a hunt test's owner named apart from its handler);
    a release's sentence ("… release the farm, its owners and instructors") names no one."""
    return "owner" in segment.text.lower() and len(segment.text.split()) <= _LABEL_LENGTH


_PARTIES = {"shipper", "consignee"}  # a pet shipper's: which of them lives here, the dog's owner

_LABEL_LENGTH = 6  # words: a label, or a label and its value, never a sentence
