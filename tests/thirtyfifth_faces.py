"""The thirty-fifth set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the thirty-fourth set does not print with: Cabin (a dog trainer's board-and-train
contract), Quicksand (a veterinary dental report card), B612 (a pet fence dealer's installation
work order), Cantarell (a pet waste removal service's agreement), Charis SIL (a sheep farm's
herding lesson release), Gentium Book Plus (a library's read-to-a-dog team application) and Clear
Sans (a self-serve dog wash's membership form). The pens write with Kaushan Script, Stay Puft,
Leckerli One and Domestic Manners; no font is installed for this set.

The pen is the thirty-fourth set's (its shape followed): a line is written letter by letter, each
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
    "cabin": f"{OT}/cabin/Cabin-Regular.otf",
    "cabin-bold": f"{OT}/cabin/Cabin-Bold.otf",
    "quicksand": f"{TT}/quicksand/Quicksand-Regular.ttf",
    "quicksand-bold": f"{TT}/quicksand/Quicksand-Bold.ttf",
    "b612": f"{OT}/b612/B612-Regular.otf",
    "b612-bold": f"{OT}/b612/B612-Bold.otf",
    "cantarell": f"{OT}/cantarell/Cantarell-Regular.otf",
    "cantarell-bold": f"{OT}/cantarell/Cantarell-Bold.otf",
    "charis": f"{TT}/charis/CharisSIL-Regular.ttf",
    "charis-bold": f"{TT}/charis/CharisSIL-Bold.ttf",
    "gentium": f"{TT}/gentiumplus/GentiumBookPlus-Regular.ttf",
    "gentium-bold": f"{TT}/gentiumplus/GentiumBookPlus-Bold.ttf",
    "clearsans": f"{TT}/clear-sans/ClearSans-Regular.ttf",
    "clearsans-bold": f"{TT}/clear-sans/ClearSans-Bold.ttf",
    # the pens' faces
    "kaushan": f"{OT}/kaushanscript/KaushanScript-Regular.otf",
    "staypuft": f"{TT}/staypuft/StayPuft.ttf",
    "leckerli": f"{TT}/leckerli-one/LeckerliOne-Regular.ttf",
    "domestic": f"{TT}/dustin/Domestic_Manners.ttf",
}
PENS = ("kaushan", "staypuft", "leckerli", "domestic")
# how big a pen's letters look beside a printed face at one size
SCALE = {"kaushan": 1.0, "staypuft": 1.0, "leckerli": 0.95, "domestic": 1.15}
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
