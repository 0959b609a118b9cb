"""A certificate in Spanish alone (a clinic in Puerto Rico, a practice's Spanish form): its
labels read as the English ones they stand for, and its figures' dates day first.

"Fecha de vacunación:" names the box "Date vaccinated:" names; the value beside it is found as
any label's. Where the page's labels are Spanish, "05/06/2025" is the 5th of June, as the vet who
wrote it meant: its day and month are swapped to be read as the rest of the reader reads dates.
So are they on a page in any language that says its dates are day first ("Date of vaccination
(dd/mm/yyyy)", a Canadian clinic's form), on a certificate from continental Europe (its own
words "Tollwut", "antirabbica", "wścieklizna", or its certified English translation under them),
on a page whose own dates show it (a "24/3/2026" read surely, no "3/24/2026": decision 0079),
and never where the page says they are month first.
A bilingual form ("Fecha de vacunación / Date of vaccination") is read by its English half and
keeps its dates as printed (layout/languages/bilingual.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from doglicense.office.documents.certificate_text import Segment
from doglicense.office.documents.certificate_words import SURE

# Spanish labels, each with the English label it stands for; a longer one before any it starts.
_LABELS = (
    (
        r"nombre del (?:perro|animal|paciente|can)|nombre de la mascota|mascota|paciente",
        "Dog's name",
    ),
    (r"nombre del (?:due[ñn]o|propietario)|propietari[oa]|due[ñn][oa]|cliente", "Owner"),
    (
        r"fecha de (?:la )?(?:vacunaci[óo]n|aplicaci[óo]n|vacuna)(?: antirr[áa]bica)?"
        r"|vacunad[oa] el",
        "Date vaccinated",
    ),
    (r"(?:fecha de )?vencimiento del lote|caducidad del lote", "Lot exp."),
    (r"fecha de nacimiento", "Birth date"),
    (r"tipo de vacuna", "Duration"),  # "1 año", "3 años"
    (r"(?:certificado|licencia) n[úu]m(?:ero|\.)?", "Certificate No."),
    (
        r"(?:fecha de )?vencimiento|vence|v[áa]lid[oa] hasta|revacunar(?: antes del| el)?"
        r"|pr[óo]xima (?:vacuna(?:ci[óo]n)?|dosis)",
        "Expires",
    ),
    (r"duraci[óo]n|vigencia", "Duration"),
    (r"(?:n[úu]mero de )?(?:placa|chapa)(?: (?:n[úu]m\.?|n[úu]mero|no\.?))?", "Tag No."),
    (r"(?:m[ée]dic[oa] )?veterinari[oa]|(?:vacunad|administrad)[oa] por", "Veterinarian"),
    (r"cl[íi]nica|hospital veterinario", "Clinic"),
    (r"(?:n[úu]m(?:ero|\.)? de )?lote|serie", "Lot"),
    (r"vacuna|producto", "Vaccine"),
    (r"laboratorio|fabricante", "Manufacturer"),
    (r"raza", "Breed"),
    (r"especie", "Species"),
    (r"sexo", "Sex"),
    (r"edad", "Age"),
    (r"direcci[óo]n", "Address"),
    (r"tel[ée]fono", "Phone"),
)
_LABEL = re.compile(
    "|".join(rf"(?P<l{n}>{pattern})" for n, (pattern, _) in enumerate(_LABELS)), re.I
)
_ALONE = re.compile(rf"^(?:{_LABEL.pattern})\s*(?::|$)", re.I)
_FIGURES = re.compile(r"\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b")
# A form's hint of how its dates are written: "(dd/mm/yyyy)", "All dates are day / month / year".
# A photo may read its slashes as letters: "(dd/mmilyyyy)", "(ddimmlyyyy)".
_ORDER = re.compile(
    r"\b(?:dd|jj|mm)\s?(?:[/.-]|[il|]{1,2})\s?(?:dd|jj|mm)\s?(?:[/.-]|[il|]{1,2})\s?(?:yy|aa){1,2}\b"
    r"|\b(?:day|month)\s?/\s?(?:day|month)\s?/\s?year\b",
    re.I,
)
_HINT = re.compile(rf"\s*\((?:{_ORDER.pattern})\)\s*$", re.I)  # after a label, in brackets
# A rabies certificate's own words in German, Italian, Polish, Dutch or Portuguese: dates there
# are written day first. French is not among them: a Quebec form's dates may be either.
_EUROPEAN = re.compile(
    r"\b(?:tollwut\w*|\w*impf(?:ung|datum|stoff|bescheinigung)\w*|\w*rabbica|rabbia"
    r"|vaccinazione|w[śs]ciekli[zź]n\w*|szczepieni\w*|hondsdolheid|raiva)\b",
    re.I,
)
SPANISH_PAGE = 2  # labels in Spanish alone: fewer may be a name ("Mascota") or a stray word


def read_in_english(segments: list[Segment]) -> list[Segment]:
    """The page's words with each Spanish label read as its English one; on a page of such
    labels, a European certificate, or one that says its dates are day first, its figures'
    dates put month first."""
    orders = [_ORDER.search(s.text) for s in segments]
    stated = {order[0].lower()[0] in "dj" for order in orders if order}  # day first?
    segments = [_without_order(s) for s in segments]
    read = [_english(s) for s in segments]
    spanish = sum(r is not s for r, s in zip(read, segments, strict=True)) >= SPANISH_PAGE
    european = any(_EUROPEAN.search(s.text) for s in segments)
    if stated == {True} or ((spanish or european or _shown_day_first(segments)) and not stated):
        return [_month_first(s) for s in (read if spanish else segments)]
    return read if spanish else segments


# A time of day after a date: the stamp a browser's print or a fax machine writes in its own
# computer's order ("9/26/26, 5:28 AM" over a British platform's "31/10/2025").
_STAMPED = re.compile(
    r",?\s*\d{1,2}(?::\d{2}\s*(?:[AaPp]\.?[Mm]\b\.?)?|[.-]\d{2}\s*[AaPp]\.?[Mm]\b)"
)


def _shown_day_first(segments: list[Segment]) -> bool:
    """The page's own dates show they are written day first: one read surely can be read no
    other way ("24/3/2026", a 24th month there is not), and none can be read only month first
    ("3/24/2026"). One hand or one system writes a page's dates one way (decision 0079); a
    date stamped with its time is the printing computer's (decision 0081)."""
    day_first = month_first = False
    for segment in segments:
        for found in _FIGURES.finditer(segment.text):
            first, second = int(found[1]), int(found[3])
            if 12 < first <= 31 and 1 <= second <= 12:
                sure = segment.confidence_of(found.start(), found.end()) >= SURE
                day_first = day_first or sure
            elif 1 <= first <= 12 < second <= 31 and not _STAMPED.match(segment.text, found.end()):
                month_first = True  # not a browser's or a fax's stamp: its computer's order
    return day_first and not month_first


def _without_order(segment: Segment) -> Segment:
    """A label without its hint of how to write the date after it: "Date of vaccination
    (dd/mm/yyyy)" is the label "Date of vaccination"."""
    hint = _HINT.search(segment.text)
    if hint is None or hint.start() == 0:
        return segment
    kept = segment.part(0, hint.start())
    return replace(kept, certainty=segment.certainty[: len(kept.text.split(" "))])


def _english(segment: Segment) -> Segment:
    found = _ALONE.match(segment.text.strip())
    if found is None:
        return segment
    english = next(_LABELS[int(k[1:])][1] for k, v in found.groupdict().items() if v)
    said = found.group(0).rstrip(": ").split(" ")
    rest = segment.text.strip()[found.end() :].strip()
    colon = ":" if found.group(0).rstrip().endswith(":") else ""
    words = len(english.split(" "))
    sure = min(segment.certainty[: len(said)], default=1.0)
    certainty = (sure,) * words + segment.certainty[len(said) :]
    text = f"{english}{colon} {rest}".strip()
    return replace(segment, text=text, certainty=certainty[: len(text.split(" "))])


def _month_first(segment: Segment) -> Segment:
    text = _FIGURES.sub(lambda m: f"{m[3]}{m[2]}{m[1]}{m[2]}{m[4]}", segment.text)
    return segment if text == segment.text else replace(segment, text=text)
