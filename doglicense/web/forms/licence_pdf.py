"""The license as a PDF to download: a phone prints a web page badly, a PDF as the Town drew it."""

from __future__ import annotations

import asyncio
import html
from pathlib import Path

from fpdf import FPDF
from starlette.responses import Response

from doglicense.law import TownProfile
from doglicense.templates import render
from doglicense.templates.language import gettext

# Helvetica (built in) draws Latin-1, English and Spanish, in ~5 ms; Debian's fonts-dejavu-core
# draws any other alphabet a name may use, but embedding it costs 200-400 ms of CPU (decision 0041).
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")


def licence_words(**facts: object) -> list[str]:
    """The license's lines (documents/license.txt), unescaped: a PDF is not HTML."""
    return [html.unescape(line) for line in render("documents/license.txt", **facts).splitlines()]


def _latin1(line: str) -> bool:
    try:
        line.encode("latin-1")
    except UnicodeEncodeError:
        return False
    return True


def _font(pdf: FPDF, lines: list[str]) -> str:
    if all(_latin1(line) for line in lines):
        return "Helvetica"
    if (DEJAVU / "DejaVuSans.ttf").exists() and (DEJAVU / "DejaVuSans-Bold.ttf").exists():
        pdf.add_font("DejaVu", "", str(DEJAVU / "DejaVuSans.ttf"))
        pdf.add_font("DejaVu", "B", str(DEJAVU / "DejaVuSans-Bold.ttf"))
        return "DejaVu"
    return "Helvetica"


def draw(lines: list[str], *, title: str) -> bytes:
    """One US Letter page: the heading, the tag number in large type, the facts in two columns."""
    pdf = FPDF(format="Letter", unit="pt")
    pdf.set_title(title)
    pdf.set_margins(54, 54, 54)
    pdf.add_page()
    family = _font(pdf, lines)
    if family == "Helvetica":  # its core font has Latin-1 only: anything else becomes "?"
        lines = [line.encode("latin-1", "replace").decode("latin-1") for line in lines]
    width = pdf.w - pdf.l_margin - pdf.r_margin
    for line in lines:
        if line.startswith("# "):
            pdf.set_font(family, "B", 22)
            pdf.multi_cell(width, 28, line[2:], new_x="LMARGIN", new_y="NEXT")
        elif line.startswith("! "):
            pdf.set_font(family, "B", 18)
            pdf.multi_cell(width, 26, line[2:], new_x="LMARGIN", new_y="NEXT")
        elif line.startswith("= "):
            label, _, value = line[2:].partition("\t")
            pdf.set_font(family, "B", 11)
            pdf.cell(170, 18, label)
            pdf.set_font(family, "", 11)
            pdf.multi_cell(width - 170, 18, value, new_x="LMARGIN", new_y="NEXT")
        elif line.strip():
            pdf.set_font(family, "", 11)
            pdf.multi_cell(width, 16, line, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(4)
    return bytes(pdf.output())


async def licence_pdf(*, title: str, **facts: object) -> bytes:
    """The PDF, drawn in a thread: fonts are read and laid out off the event loop."""
    return await asyncio.to_thread(draw, licence_words(**facts), title=title)


async def pdf_response(town: TownProfile, **facts: object) -> Response:
    """The license's PDF, named for its tag, to download (and print, or keep on the phone)."""
    tag = getattr(facts["license"], "tag_number", "")
    title = gettext("Dog license %(tag)s") % {"tag": tag}
    body = await licence_pdf(title=f"{title} – {town.name}, NY", town=town, **facts)
    disposition = f'attachment; filename="dog-license-{tag}.pdf"'
    return Response(
        body, media_type="application/pdf", headers={"Content-Disposition": disposition}
    )
