"""A certificate in Spanish alone (a clinic in Puerto Rico, a practice's Spanish form): its
labels read as the English ones they stand for, and its figures' dates day first.

"Fecha de vacunación:" names the box "Date vaccinated:" names; the value beside it is found as
any label's. Where the page's labels are Spanish, "05/06/2025" is the 5th of June, as the vet who
wrote it meant: its day and month are swapped to be read as the rest of the reader reads dates.
A bilingual form ("Fecha de vacunación / Date of vaccination") is read by its English half and
keeps its dates as printed (layout/bilingual.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from doglicense.office.documents.certificate_text import Segment

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
SPANISH_PAGE = 2  # labels in Spanish alone: fewer may be a name ("Mascota") or a stray word


def read_in_english(segments: list[Segment]) -> list[Segment]:
    """The page's words with each Spanish label read as its English one; on a page of such
    labels, its figures' dates put month first."""
    read = [_english(s) for s in segments]
    if sum(r is not s for r, s in zip(read, segments, strict=True)) < SPANISH_PAGE:
        return segments
    return [_month_first(s) for s in read]


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
