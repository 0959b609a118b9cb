"""A field's words made its value (an owner's name, a vet's, a clinic's, a code), and the shot's own
cells in its table row: its tag, lot, vet, clinic and dog under their columns' headings."""

from __future__ import annotations

from collections.abc import Callable

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import LOT_SHAPE, SURE, TAG_SHAPE, code_of
from doglicense.office.documents.layout.history import row_cell
from doglicense.office.documents.layout.issuer.letterhead import ISSUER
from doglicense.office.documents.names.people import (
    owner_name,
    person_name,
    practice_after_doctor,
    vet_name,
    whole,
)
from doglicense.office.documents.names.practices import clinic_name

# A name misread by a letter has no shape to betray it, as a date or a code has (a handwritten
# card's 'Slvke' for Slyke was 91 % sure): names need more certainty.
SURE_OF = {"owner": 0.80, "dog": 0.80, "veterinarian": 0.80, "clinic": 0.80}

TEXT_FIELDS: dict[str, Callable[[str], str | None]] = {
    "owner": lambda t: whole(owner_name(t)),
    "dog": lambda t: person_name(t),
    "veterinarian": lambda t: whole(vet_name(t)),
    "clinic": lambda t: clinic_name(t),
    "tag": lambda t: code_of(t, TAG_SHAPE),
    "lot": lambda t: code_of(t, LOT_SHAPE),
}


def own_cells(row: list[Segment], words: list[Segment]) -> dict[str, str]:
    """The shot's own tag, lot, vet, clinic and dog in its row, under their columns' headings,
    where read surely: they say it over a label's value elsewhere (a column heading's first row
    is another shot's: "Lot", "Given By", a spreadsheet's "Clinic")."""
    own: dict[str, str] = {}
    keys = ("tag", "lot", "veterinarian", "clinic", "dog")
    cells = {key: row_cell(row, words, key) for key in keys}
    for key, cell in cells.items():
        value = TEXT_FIELDS[key](cell.text) if cell is not None else None
        if value is not None and cell is not None and cell.confidence >= SURE_OF.get(key, SURE):
            own[key] = value
    # "Dr. Alistair Chamberlain, Tully Animal Hospital" in the vet's cell: the clinic's too; an
    # insurer's "Provider" naming a practice and no doctor, read surely: the clinic alone
    vet = cells["veterinarian"]
    practice = practice_after_doctor(vet.text) if vet and "veterinarian" in own else None
    if vet and not own.get("veterinarian") and vet.confidence >= SURE_OF["clinic"]:
        practice = vet.text if ISSUER.search(vet.text) else None
    clinic = TEXT_FIELDS["clinic"](practice) if practice else None
    return own | ({"clinic": clinic} if clinic and "clinic" not in own else {})
