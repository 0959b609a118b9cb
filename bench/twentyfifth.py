"""Reading the twenty-fifth certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/twentyfifth_certificates.py (an after-hours emergency hospital's invoice
whose rabies line sits among the night's charges, the admission, discharge and invoice dates a
day apart, the family vet named beside the attending one; a practice's year-end statement with
every visit of the year, a second pet and a second vet, a reminder list that at times gives the
rabies due date; an online pet pharmacy's telehealth record printed from the browser, its print
date and address at top and foot, day-first dates when the platform is Canadian or British; a
dog-walking company's client profile with door codes, key tags and labels above their boxes; and
by pen a mobile vaccine van's walk-up card with the vial's peel-off sticker and a tear-off stub, a
boarding kennel's records request the practice filled in under the kennel's stay dates, and the
yellow copy of a country vet's farm call ticket with the dog's rabies shot among the horses'
Coggins and the goats' wormer) as a text PDF whose words lie a quarter turn round and a two-page
PDF behind a cover (the practice's e-mail or a fax cover sheet), a flatbed scan with a sticky
note over a corner and a screenshot of a PDF viewer, a phone "Notes" scanner's high-contrast PDF
and a black-and-white photocopy of the carbon copy, and phone pictures on a clipboard shot at a
slant, held up in one hand, in a dim lamp-lit kitchen, through a plastic sheet protector, of a
page crumpled and flattened again, and forwarded through WhatsApp; written without looking at the
reader or the other sets and never tuned against the reader, and measured by bench/heldout.py's
own code, one page at a time. The pen pages are measured apart and their vaccination date and tag
given their own rows; `--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.twentyfifth [--pages 84] [--layouts farm_call_ticket] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.twentyfifth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    twentyfifth_set,
)
from tests.twentyfifth_conditions import GROUPS


def main() -> None:
    eighth.run(twentyfifth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
