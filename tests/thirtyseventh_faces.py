"""The thirty-seventh set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the thirty-sixth set does not print with: PT Sans (a CDC certification of U.S.-issued
rabies vaccination), Clear Sans (a rabies antibody titer report), Cabin (a county park's off-leash
dog park permit), Karla (a dog daycare's incident report), Vollkorn (a barn hunt trial's entry
form), Charis SIL (a church's blessing of the animals card) and Quicksand (a puppy memory book's
vet visits page). The pens write with Steve Hand, Purisa, Femke Klaver and Kaushan Script; no font
is installed for this set.

The pen is the thirty-sixth set's (its shape followed): a line is written letter by letter, each
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
    "ptsans": f"{TT}/paratype/PTS55F.ttf",
    "ptsans-bold": f"{TT}/paratype/PTS75F.ttf",
    "clear": f"{TT}/clear-sans/ClearSans-Regular.ttf",
    "clear-bold": f"{TT}/clear-sans/ClearSans-Bold.ttf",
    "cabin": f"{OT}/cabin/Cabin-Regular.otf",
    "cabin-bold": f"{OT}/cabin/Cabin-Bold.otf",
    "karla": f"{TT}/karla/Karla-Regular.otf",
    "karla-bold": f"{TT}/karla/Karla-Bold.otf",
    "vollkorn": f"{TT}/vollkorn/Vollkorn-Regular.ttf",
    "vollkorn-bold": f"{TT}/vollkorn/Vollkorn-Bold.ttf",
    "charis": f"{TT}/charis/CharisSIL-Regular.ttf",
    "charis-bold": f"{TT}/charis/CharisSIL-Bold.ttf",
    "quicksand": f"{TT}/quicksand/Quicksand-Regular.ttf",
    "quicksand-bold": f"{TT}/quicksand/Quicksand-Bold.ttf",
    # the pens' faces
    "steve": f"{TT}/sjfonts/SteveHand.ttf",
    "purisa": f"{TT}/tlwg/Purisa.ttf",
    "femke": f"{TT}/femkeklaver/femkeklaver.ttf",
    "kaushan": f"{OT}/kaushanscript/KaushanScript-Regular.otf",
}
PENS = ("steve", "purisa", "femke", "kaushan")
# how big a pen's letters look beside a printed face at one size
SCALE = {"steve": 0.95, "purisa": 0.9, "femke": 1.15, "kaushan": 1.05}
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
