"""The twenty-eighth set's corrected PDF: the clinic's (or the owner's) PDF fixed afterwards in an
online PDF editor, the way such editors fix a word: a white box drawn over the old words and the
new ones typed on top in the editor's Helvetica, the file written again whole. The old words are
still in the page's text, under the box, where a viewer never shows them: a tag number one figure
off, the owner's surname before a marriage or misspelt, the dog's name misspelt."""

from __future__ import annotations

import random
from dataclasses import replace

from tests.twentyeighth_canvas import Sheet, Text
from tests.twentyeighth_faces import width
from tests.twentyeighth_facts import LAST
from tests.twentyeighth_pdf import draw_sheet, new_pdf

EDITORS = ("Sejda PDF Editor", "PDFescape Online", "Smallpdf.com", "pdf-lib (https://pdf-lib.js.org)",
           "iLovePDF")  # fmt: skip


def mistake(value: str, rng: random.Random) -> str:
    """The value as it stood before the correction."""
    digits = [i for i, ch in enumerate(value) if ch.isdigit()]
    if digits:
        i = rng.choice(digits)
        return value[:i] + rng.choice([d for d in "0123456789" if d != value[i]]) + value[i + 1 :]
    words = value.split(" ")
    if len(words) > 1 and rng.random() < 0.6:  # the surname before
        return " ".join([*words[:-1], rng.choice([n for n in LAST if n != words[-1]])])
    w = words[-1]
    i = rng.randrange(1, len(w))
    wrong = w[:i] + w[i - 1] + w[i:] if rng.random() < 0.5 else w[:i] + w[i + 1 :] + w[i : i + 1]
    if wrong == w:
        wrong = w + "e"
    return " ".join([*words[:-1], wrong])


def target(sheet: Sheet, values: list[str], rng: random.Random) -> tuple[int, str] | None:
    """A level printed string that carries one of values and a Helvetica can type: its mark's
    index and the value in it."""
    found = []
    for i, m in enumerate(sheet.marks):
        if not isinstance(m, Text) or m.angle or m.stamp or m.size > 20:
            continue
        try:
            m.s.encode("latin-1")
        except UnicodeEncodeError:
            continue
        found += [(i, v) for v in values if v and v in m.s]
    return rng.choice(found) if found else None


def whiteout_pdf(sheet: Sheet, values: list[str], rng: random.Random) -> bytes:
    """The PDF with its first string carrying one of values typed wrong, then whited out and typed
    again right (values: the truth values the page may have had wrong)."""
    pdf = new_pdf(sheet.w, sheet.h, rng.choice(EDITORS))
    pdf.add_page()
    hit = target(sheet, values, rng)
    if hit is None:
        draw_sheet(pdf, sheet)
        return bytes(pdf.output())
    i, value = hit
    m = sheet.marks[i]
    assert isinstance(m, Text)
    old = replace(m, s=m.s.replace(value, mistake(value, rng)))
    before = Sheet(sheet.w, sheet.h, sheet.paper, [*sheet.marks[:i], old, *sheet.marks[i + 1 :]])
    draw_sheet(pdf, before)
    wide = width(old.s, m.face, m.size)
    pdf.set_fill_color(255, 255, 255)
    pdf.rect(m.x - 1.5, m.y - m.size * 0.95, wide + 3, m.size * 1.25, style="F")
    pdf.set_font("helvetica", "", m.size)
    size = min(m.size, m.size * (wide + 6) / max(1.0, pdf.get_string_width(m.s)))
    pdf.set_font("helvetica", "", size)
    pdf.set_text_color(*m.color)
    pdf.text(m.x, m.y, m.s)
    return bytes(pdf.output())
