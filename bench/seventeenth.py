"""Reading the seventeenth certificate set (issue 28): papers a New York dog owner really has that
no earlier set drew, most of them photographed with a phone.

The pages come from tests/seventeenth_certificates.py (a text-message thread with the clinic
printed from the Messages app, the shot's details texted after the visit among appointment
reminders; a pet-sitting app's vaccine record with its summary table of shots; the county health
department's letter closing a bite report's ten-day observation with the dog's rabies history,
an earlier shot included; an owner's vaccination-history spreadsheet printed from Excel with its
gridlines; and by pen a house-call vet's duplicate receipt book page, a clinic's appointment card
with today's shots noted under the next appointment, and a rescue transport's intake and health
checklist); flatbed colour and grey scans, text and searchable PDFs, scanned PDFs, and phone
photos: JPEGs with EXIF orientation, HEICs, messaging-app JPEGs, and this set's own: glare off a
plastic sleeve, a page folded in three, a shaken hand's motion blur, a checked table cloth under
the page, and a night photo with the flash's hot spot), written without looking at the reader or
the other sets and never tuned against the reader, and are measured by bench/heldout.py's own
code, one page at a time. The pen pages are measured apart and their vaccination date and tag
given their own rows; `--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.seventeenth [--pages 84] [--layouts appointment_card] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.seventeenth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    seventeenth_set,
)
from tests.seventeenth_conditions import GROUPS


def main() -> None:
    eighth.run(seventeenth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
