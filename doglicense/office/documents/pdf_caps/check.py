"""A PDF measured before anything draws it: one bounded pass over its bytes (in an image worker).

The pass reads every object in file order, as a parser would, and refuses the file as soon as a
cap is passed: too many pages, a page too large once its UserUnit is applied, streams that
inflate past the cap (inflated chunk by chunk and thrown away, never held whole), arrays or
dictionaries nested too deep, a picture inside with too many pixels, junk of another type
before, between or after the objects (a polyglot), a filter we cannot measure, a lock we cannot
open. docs/decisions/0029 says why each cap is what it is.
"""

from __future__ import annotations

import re

from doglicense.office.documents.pdf_caps.bounded import END, MARKUP, PdfLimits, PdfPass
from doglicense.office.documents.pdf_caps.streams import unreadable
from doglicense.office.documents.refusals import PictureRefused


def check_pdf(data: bytes, limits: PdfLimits) -> int:
    """The number of page objects, or PictureRefused naming the cap the PDF passed."""
    if not re.match(rb"%PDF-\d\.\d", data) or not END.search(data[-1024:]):
        raise unreadable()  # junk of another type before or after the PDF
    seen = PdfPass(limits)
    seen.objects(data)
    for markup in MARKUP.finditer(data):  # outside inflated streams: a page for a browser
        if not any(start <= markup.start() < stop for start, stop in seen.filtered):
            raise unreadable()
    for found in seen.sized:
        seen.measure(found)
    if seen.largest_box * seen.largest_unit > limits.max_page_points:
        raise PictureRefused("pdf_too_large")  # a page's box inherited, its UserUnit its own
    if not seen.pages:
        raise unreadable()
    return len(seen.pages)
