"""The thirty-sixth set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the thirty-fifth set does not print with: Lato (a senior living community's resident
pet agreement), Inter (a veterinary payment plan agreement), Open Sans (a clinic's vaccine consent
and declination form), League Spartan and Manrope (a pet shipper's live-animal crate label), Jura
(a county fair's open-class dog show entry card), Sora (a brewery's taproom pup club card) and
Comfortaa (a pet store's holiday photo sign-up). The pens write with the dkg hand, Kristi, Dancing
Script and Breip; no font is installed for this set.

The pen is the thirty-fifth set's (its shape followed): a line is written letter by letter, each
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
    "lato": f"{TT}/lato/Lato-Regular.ttf",
    "lato-bold": f"{TT}/lato/Lato-Bold.ttf",
    "inter": f"{OT}/inter/Inter-Regular.otf",
    "inter-bold": f"{OT}/inter/Inter-Bold.otf",
    "opensans": f"{TT}/open-sans/OpenSans-Regular.ttf",
    "opensans-bold": f"{TT}/open-sans/OpenSans-Bold.ttf",
    "spartan": f"{OT}/league-spartan/LeagueSpartan-Regular.otf",
    "spartan-bold": f"{OT}/league-spartan/LeagueSpartan-Bold.otf",
    "manrope": f"{TT}/manrope/Manrope-Regular.ttf",
    "manrope-bold": f"{TT}/manrope/Manrope-Bold.ttf",
    "jura": f"{OT}/jura/Jura-Regular.otf",
    "jura-bold": f"{OT}/jura/Jura-Bold.otf",
    "sora": f"{OT}/sora/Sora-Regular.otf",
    "sora-bold": f"{OT}/sora/Sora-Bold.otf",
    "comfortaa": f"{TT}/comfortaa/Comfortaa-Regular.ttf",
    "comfortaa-bold": f"{TT}/comfortaa/Comfortaa-Bold.ttf",
    # the pens' faces
    "dkg": f"{TT}/fifthhorseman/dkg.ttf",
    "kristi": f"{TT}/kristi/Kristi.ttf",
    "dancing": f"{OT}/dancingscript/DancingScript-Regular.otf",
    "breip": f"{TT}/breip/Breip.ttf",
}
PENS = ("dkg", "kristi", "dancing", "breip")
# how big a pen's letters look beside a printed face at one size
SCALE = {"dkg": 1.05, "kristi": 1.3, "dancing": 1.05, "breip": 1.1}
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
