"""The thirty-eighth set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the thirty-seventh set does not print with: Arimo (a neighbouring town's dog license
certificate), Inter (an airline's in-cabin pet booking), Gentium Plus (a county health
department's rabies exposure order), Oxygen Sans (a public housing authority's pet registration),
Cantarell (a veterinary technology program's volunteer patient consent), Manrope (a yoga studio's
dog yoga waiver) and Tuffy (a rescue's adoption application). The pens write with Breip, the dkg
handwriting, Kristi and Domestic Manners; no font is installed for this set.

The pen is the thirty-seventh set's (its shape followed): a line is written letter by letter, each
letter a little bigger or smaller, turned a little and set a little off a baseline that wanders,
then sheared by the writer's slant; a gel pen lays an even dark line that pools where a stroke
stops, a ballpoint's line is fainter at its edges and skips, a felt tip is broad and soft, and a
pencil is grey and grainy.

The drawing is tests/set_faces.py's (a Pen), bound here to these faces."""

from __future__ import annotations

from tests import set_faces

TT = "/usr/share/fonts/truetype"
OT = "/usr/share/fonts/opentype"
FACES = {
    "arimo": f"{TT}/croscore/Arimo-Regular.ttf",
    "arimo-bold": f"{TT}/croscore/Arimo-Bold.ttf",
    "inter": f"{OT}/inter/Inter-Regular.otf",
    "inter-bold": f"{OT}/inter/Inter-Bold.otf",
    "gentium": f"{TT}/gentiumplus/GentiumPlus-Regular.ttf",
    "gentium-bold": f"{TT}/gentiumplus/GentiumPlus-Bold.ttf",
    "oxygen": f"{TT}/oxygen/Oxygen-Sans.ttf",
    "oxygen-bold": f"{TT}/oxygen/Oxygen-Sans-Bold.ttf",
    "cantarell": f"{OT}/cantarell/Cantarell-Regular.otf",
    "cantarell-bold": f"{OT}/cantarell/Cantarell-Bold.otf",
    "manrope": f"{TT}/manrope/Manrope-Regular.ttf",
    "manrope-bold": f"{TT}/manrope/Manrope-Bold.ttf",
    "tuffy": f"{TT}/tuffy/Tuffy.ttf",
    "tuffy-bold": f"{TT}/tuffy/Tuffy_Bold.ttf",
    # the pens' faces
    "breip": f"{TT}/breip/Breip.ttf",
    "dkg": f"{TT}/fifthhorseman/dkg.ttf",
    "kristi": f"{TT}/kristi/Kristi.ttf",
    "domestic": f"{TT}/dustin/Domestic_Manners.ttf",
}
PENS = ("breip", "dkg", "kristi", "domestic")
# how big a pen's letters look beside a printed face at one size
SCALE = {"breip": 1.0, "dkg": 1.0, "kristi": 1.25, "domestic": 1.0}
TOOLS = ("gel", "ballpoint", "felt", "pencil")
INKS = ((26, 40, 130), (18, 18, 24), (34, 60, 150), (16, 100, 110), (40, 40, 90))


PEN = set_faces.Pen(FACES, SCALE)
missing_fonts = PEN.missing_fonts
font = PEN.font
width = PEN.width
pen_width = PEN.pen_width
fit = PEN.fit
pen_patch = PEN.pen_patch
stamp_ink = set_faces.stamp_ink
