"""The thirty-third set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the thirty-second set does not print with: Tinos (a breeder's stud service
contract), Inter (a veterinary college's clinical trial enrollment), Caladea (a pet custody
agreement from a word processor), Cabin (a cruise line's service animal form), Arimo (the Canine
Good Citizen test's evaluation form), Karla (a practice's anesthesia consent) and Cantarell (a dog
summer camp's registration). The pens write with Fifth Horseman's dkg hand, Kristi, Purisa and
Femke Klaver's hand; no font is installed for this set.

The pen is the thirty-second set's (its shape followed): a line is written letter by letter, each
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
    "tinos": f"{TT}/croscore/Tinos-Regular.ttf",
    "tinos-bold": f"{TT}/croscore/Tinos-Bold.ttf",
    "inter": f"{OT}/inter/Inter-Regular.otf",
    "inter-bold": f"{OT}/inter/Inter-SemiBold.otf",
    "caladea": f"{TT}/crosextra/Caladea-Regular.ttf",
    "caladea-bold": f"{TT}/crosextra/Caladea-Bold.ttf",
    "cabin": f"{OT}/cabin/Cabin-Regular.otf",
    "cabin-bold": f"{OT}/cabin/Cabin-Bold.otf",
    "arimo": f"{TT}/croscore/Arimo-Regular.ttf",
    "arimo-bold": f"{TT}/croscore/Arimo-Bold.ttf",
    "karla": f"{TT}/karla/Karla-Regular.otf",
    "karla-bold": f"{TT}/karla/Karla-Bold.otf",
    "cantarell": f"{OT}/cantarell/Cantarell-Regular.otf",
    "cantarell-bold": f"{OT}/cantarell/Cantarell-Bold.otf",
    # the pens' faces
    "dkg": f"{TT}/fifthhorseman/dkg.ttf",
    "kristi": f"{TT}/kristi/Kristi.ttf",
    "purisa": f"{TT}/tlwg/Purisa.ttf",
    "femke": f"{TT}/femkeklaver/femkeklaver.ttf",
}
PENS = ("dkg", "kristi", "purisa", "femke")
# how big a pen's letters look beside a printed face at one size
SCALE = {"dkg": 1.0, "kristi": 1.25, "purisa": 0.9, "femke": 1.0}
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
