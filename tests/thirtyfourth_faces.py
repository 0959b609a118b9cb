"""The thirty-fourth set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the thirty-third set does not print with: Linux Libertine (a veterinary
behaviorist's consultation report), EB Garamond (an estate lawyer's pet trust schedule), Lato (a
wedding venue's dog-in-the-ceremony agreement), Open Sans (a guide dog school's annual veterinary
report), Manrope (a canine rehabilitation centre's intake), Oxygen (a marina's slip-holder pet
registration) and Carlito (a horse boarding barn's dog registration). The pens write with Breip,
Chilanka, Dancing Script and Steve Hand; no font is installed for this set.

The pen is the thirty-third set's (its shape followed): a line is written letter by letter, each
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
    "libertine": f"{OT}/linux-libertine/LinLibertine_R.otf",
    "libertine-bold": f"{OT}/linux-libertine/LinLibertine_RB.otf",
    "garamond": f"{OT}/ebgaramond/EBGaramond12-Regular.otf",
    "garamond-bold": f"{OT}/ebgaramond/EBGaramond12-Bold.otf",
    "lato": f"{TT}/lato/Lato-Regular.ttf",
    "lato-bold": f"{TT}/lato/Lato-Bold.ttf",
    "opensans": f"{TT}/open-sans/OpenSans-Regular.ttf",
    "opensans-bold": f"{TT}/open-sans/OpenSans-Semibold.ttf",
    "manrope": f"{TT}/manrope/Manrope-Regular.ttf",
    "manrope-bold": f"{TT}/manrope/Manrope-Bold.ttf",
    "oxygen": f"{TT}/oxygen/Oxygen-Sans.ttf",
    "oxygen-bold": f"{TT}/oxygen/Oxygen-Sans-Bold.ttf",
    "carlito": f"{TT}/crosextra/Carlito-Regular.ttf",
    "carlito-bold": f"{TT}/crosextra/Carlito-Bold.ttf",
    # the pens' faces
    "breip": f"{TT}/breip/Breip.ttf",
    "chilanka": f"{OT}/malayalam/Chilanka-Regular.otf",
    "dancing": f"{OT}/dancingscript/DancingScript-Regular.otf",
    "stevehand": f"{TT}/sjfonts/SteveHand.ttf",
}
PENS = ("breip", "chilanka", "dancing", "stevehand")
# how big a pen's letters look beside a printed face at one size
SCALE = {"breip": 1.1, "chilanka": 1.0, "dancing": 1.05, "stevehand": 1.1}
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
