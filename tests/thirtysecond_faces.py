"""The thirty-second set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the thirty-first set does not print with: Sora (a ballpark's dog-day ticket waiver),
Roboto Slab (a pet store's animal history certificate), Lato (a practice's vaccine reaction
report), Open Sans (a homeowners association's pet registration), Andika (a school district's
classroom animal form), Dosis (a charity 5K's entry form) and Comfortaa (a town festival's pet
parade entry). The pens write with Breip, Steve Hand, Chilanka and Domestic Manners; no font is
installed for this set.

The pen is the thirty-first set's (its shape followed): a line is written letter by letter, each
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
    "sora": f"{OT}/sora/Sora-Regular.otf",
    "sora-bold": f"{OT}/sora/Sora-Bold.otf",
    "slab": f"{OT}/roboto/slab/RobotoSlab-Regular.otf",
    "slab-bold": f"{OT}/roboto/slab/RobotoSlab-Bold.otf",
    "lato": f"{TT}/lato/Lato-Regular.ttf",
    "lato-bold": f"{TT}/lato/Lato-Bold.ttf",
    "opensans": f"{TT}/open-sans/OpenSans-Regular.ttf",
    "opensans-bold": f"{TT}/open-sans/OpenSans-Bold.ttf",
    "andika": f"{TT}/andika/Andika-Regular.ttf",
    "andika-bold": f"{TT}/andika/Andika-Bold.ttf",
    "dosis": f"{OT}/dosis/Dosis-Book.otf",
    "dosis-bold": f"{OT}/dosis/Dosis-Bold.otf",
    "comfortaa": f"{TT}/comfortaa/Comfortaa-Regular.ttf",
    "comfortaa-bold": f"{TT}/comfortaa/Comfortaa-Bold.ttf",
    # the pens' faces
    "breip": f"{TT}/breip/Breip.ttf",
    "steve": f"{TT}/sjfonts/SteveHand.ttf",
    "chilanka": f"{OT}/malayalam/Chilanka-Regular.otf",
    "manners": f"{TT}/dustin/Domestic_Manners.ttf",
}
PENS = ("breip", "steve", "chilanka", "manners")
# how big a pen's letters look beside a printed face at one size
SCALE = {"breip": 1.0, "steve": 1.0, "chilanka": 0.95, "manners": 1.0}
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
