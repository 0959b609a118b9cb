"""Reading the twenty-eighth certificate set (issue 28): papers a New York dog owner really has
that no earlier set drew, as they reach the service in ways no earlier set sent them.

The pages come from tests/twentyeighth_certificates.py (the pet résumé an owner makes for a
landlord or a co-op board, in a design app's side column with the dog's photo in a circle or under
a centred heading, the rabies shot in a small table among the other vaccines or in running lines,
at times with only the term and with the owner's first names alone; the vaccination certificate
(예방접종증명서) a Korean animal hospital issues for a rescued Jindo flown to New York,
shaded label cells beside the values in Korean with English under them, the rabies row among the
combination, corona and kennel cough vaccines, every date year first (with dots, with dashes, or
with the year, month and day characters), the vet's name in Hangul and romanised under a red square
seal; a town recreation department's receipt for its end-of-summer dog swim printed from the
browser, the browser's print date in its header, the transaction's and the session's dates above
the registration questions, each question in bold over the owner's typed answer; and a New York
animal talent agency's landscape profile sheet, its "paperwork on file" labels in a column beside
their values on dotted rows, the dog's licence number beside its tag; and by pen a country
practice's client ledger card copied for the owner, the shot in the service column among other
visits and payments, at times the shot before it in an earlier row; the bill of sale of a private
sale on an office-supply form, the dog and its shots in the seller's running hand across ruled
lines; and a vaccination tracker printable filled in with gel pens) as a PDF printer driver's file
whose fonts carry no ToUnicode map (the text copies out as glyph numbers) and a PDF corrected in an
online editor (a white box over a wrong tag or name, the right one typed in Helvetica on top, the
wrong one still in the text under it), a portable sheet feeder's colour scan where the page slipped
(colour fringes, lines stretched and squeezed) and a flatbed scan straightened by software with
black wedges at its corners, a design app's flattened PDF (every letter an outline, no text) and a
scanned PDF that Acrobat reduced to a JPEG 2000 picture, and phone pictures through a lens misted
by the cold, from a scanner app that snapped one corner to the desk, with the second page lying
over a corner, half out of the mailing envelope, on the kitchen floor from standing height, and
with the lower part hanging over a table's edge; written without looking at the reader or the other
sets and never tuned against the reader, and measured by bench/heldout.py's own code, one page at a
time. The pen pages are measured apart and their vaccination date and tag given their own rows;
`--by-condition` adds the vaccination date's right rate per goal group.
`python -m bench.twentyeighth [--pages 84] [--layouts bill_of_sale] [--misses]
[--engine tesseract|both]`.
"""

from __future__ import annotations

from bench import eighth
from tests.twentyeighth_certificates import (
    CONDITIONS,
    LAYOUTS,
    PAGES,
    PEN_LAYOUTS,
    twentyeighth_set,
)
from tests.twentyeighth_conditions import GROUPS


def main() -> None:
    eighth.run(twentyeighth_set, __doc__, PAGES, CONDITIONS, LAYOUTS, PEN_LAYOUTS, GROUPS)


if __name__ == "__main__":
    main()
