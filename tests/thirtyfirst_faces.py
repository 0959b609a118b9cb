"""The thirty-first set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the thirtieth set does not print with: Arimo and Cousine (a rail carrier's pet
agreement and its booking codes), Carlito (a referral form kept as a word processor's document),
PT Sans and PT Mono (a pet insurer's statement), Cabin (a rescue transport's spreadsheet), Tinos
(a county health department's bite report), Manrope (a pet food pantry's form) and PT Sans Narrow
(an emergency hospital's triage sheet). The pens write with Purisa, Kristi, Femke Klaver and dkg's
handwriting; no font is installed for this set.

The pen is the thirtieth set's (its shape followed): a line is written letter by letter, each
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
    "cousine": f"{TT}/croscore/Cousine-Regular.ttf",
    "cousine-bold": f"{TT}/croscore/Cousine-Bold.ttf",
    "carlito": f"{TT}/crosextra/Carlito-Regular.ttf",
    "carlito-bold": f"{TT}/crosextra/Carlito-Bold.ttf",
    "ptsans": f"{TT}/paratype/PTS55F.ttf",
    "ptsans-bold": f"{TT}/paratype/PTS75F.ttf",
    "ptmono": f"{TT}/paratype/PTM55F.ttf",
    "ptnarrow": f"{TT}/paratype/PTN57F.ttf",
    "ptnarrow-bold": f"{TT}/paratype/PTN77F.ttf",
    "cabin": f"{OT}/cabin/Cabin-Regular.otf",
    "cabin-bold": f"{OT}/cabin/Cabin-Bold.otf",
    "tinos": f"{TT}/croscore/Tinos-Regular.ttf",
    "tinos-bold": f"{TT}/croscore/Tinos-Bold.ttf",
    "manrope": f"{TT}/manrope/Manrope-Regular.ttf",
    "manrope-bold": f"{TT}/manrope/Manrope-Bold.ttf",
    # the pens' faces
    "purisa": f"{TT}/tlwg/Purisa.ttf",
    "kristi": f"{TT}/kristi/Kristi.ttf",
    "femke": f"{TT}/femkeklaver/femkeklaver.ttf",
    "dkg": f"{TT}/fifthhorseman/dkg.ttf",
}
PENS = ("purisa", "kristi", "femke", "dkg")
# how big a pen's letters look beside a printed face at one size
SCALE = {"purisa": 0.9, "kristi": 1.35, "femke": 1.05, "dkg": 1.1}
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
