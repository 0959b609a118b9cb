"""Reading the twenty-third certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/twentythird_certificates.py (a therapy-dog organisation's annual health
screening and renewal form, a fillable PDF whose veterinarian's report the practice typed in, the
rabies row in a vaccine table with its date, an expiry or a term beside the product, the tag and
the vet's name and practice, around it an exam date, a date signed, a registration year and a
return-by date; a practice's treatment plan, the rabies shot "Performed" with its date among
items declined or deferred, the plan's own created and valid-through dates above; an Outlook
printout of the practice's reply with the certificate's text pasted in, the owner's question
quoted below and at times the whole forwarded to the town clerk and quoted with "> "; a clinic's
plastic pet ID card, front and back; and by pen a Mexican national rabies campaign's card in
Spanish with day-first dates, a folio number and the responsible vet's stamp; the coin envelope a
rabies tag came home in, the practice's stamp and a technician's few lines; and a page of a
sled-dog race's veterinary record book whose race vets are not the one who gave the shot) as a
born-digital PDF stored on its side with a /Rotate that shows it upright and a browser's print to
PDF (scaled, its header's date and time and its footer's address), a grey scan of a page from a
ring binder (punched holes, a staple; a small paper stapled or taped onto a binder sheet) and a
flatbed scan streaked by dust on the glass, a searchable scan whose invisible OCR layer sits off
the picture and misreads letters and a phone scanner app's black and white PDF, and phone
pictures: by a window whose panes are reflected in it, of a monitor showing the page (pixel grid
and moiré), held in a hand, in a dim room with noise and a shaken hand's smear, a page curling
off the table, a chat app's photo viewer screenshot, an iPhone's HEIC turned by its EXIF, and
inside a clear sheet protector; written without looking at the reader or the other sets and never
tuned against the reader, and measured by bench/heldout.py's own code, one page at a time. The
pen pages are measured apart and their vaccination date and tag given their own rows;
`--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.twentythird [--pages 84] [--layouts tag_envelope] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.twentythird_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    twentythird_set,
)
from tests.twentythird_conditions import GROUPS


def main() -> None:
    eighth.run(twentythird_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
