"""The thirtieth set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the twenty-ninth set does not print with: Inter (a pet screening service's web
report), Open Sans (a hospital's fillable form), Lato and Courier Prime (an insurance agency's
questionnaire typed in a word processor), Karla and Sora (a county's home study form), Oxygen
Sans and JetBrains Mono (the printed parts of the pen forms and a practice's printed labels). The
pens write with Kaushan Script, Dancing Script, Seto, Comic Neue and Isabella; no font is
installed for this set.

The pen is the twenty-ninth set's (its shape followed): a line is written letter by letter, each
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
    "inter": f"{OT}/inter/Inter-Regular.otf",
    "inter-bold": f"{OT}/inter/Inter-Bold.otf",
    "inter-semi": f"{OT}/inter/Inter-SemiBold.otf",
    "opensans": f"{TT}/open-sans/OpenSans-Regular.ttf",
    "opensans-bold": f"{TT}/open-sans/OpenSans-Bold.ttf",
    "lato": f"{TT}/lato/Lato-Regular.ttf",
    "lato-bold": f"{TT}/lato/Lato-Bold.ttf",
    "courierprime": f"{OT}/courier-prime/Courier Prime.otf",
    "courierprime-bold": f"{OT}/courier-prime/Courier Prime Bold.otf",
    "karla": f"{TT}/karla/Karla-Regular.otf",
    "karla-bold": f"{TT}/karla/Karla-Bold.otf",
    "sora": f"{OT}/sora/Sora-Regular.otf",
    "sora-bold": f"{OT}/sora/Sora-Bold.otf",
    "oxygen": f"{TT}/oxygen/Oxygen-Sans.ttf",
    "oxygen-bold": f"{TT}/oxygen/Oxygen-Sans-Bold.ttf",
    "jetmono": f"{TT}/jetbrains-mono/JetBrainsMono-Regular.ttf",
    "jetmono-bold": f"{TT}/jetbrains-mono/JetBrainsMono-Bold.ttf",
    # the pens' faces
    "kaushan": f"{OT}/kaushanscript/KaushanScript-Regular.otf",
    "dancing": f"{OT}/dancingscript/DancingScript-Regular.otf",
    "seto": f"{TT}/seto/setofont.ttf",
    "comic": f"{OT}/comic-neue/ComicNeue-Regular.otf",
    "isabella": f"{TT}/isabella/Isabella.ttf",
}
PENS = ("kaushan", "dancing", "seto", "comic", "isabella")
# how big a pen's letters look beside a printed face at one size
SCALE = {"kaushan": 0.95, "dancing": 1.1, "seto": 1.0, "comic": 0.95, "isabella": 1.15}
TOOLS = ("gel", "ballpoint", "felt", "pencil")
INKS = ((26, 40, 130), (18, 18, 24), (34, 60, 150), (16, 100, 110), (40, 40, 90))
PACKAGES = (
    "fonts-inter", "fonts-open-sans", "fonts-lato", "fonts-courier-prime", "fonts-karla",
    "fonts-sora", "fonts-oxygen", "fonts-jetbrains-mono", "fonts-kaushanscript",
    "fonts-dancingscript", "fonts-seto", "fonts-comic-neue", "fonts-isabella",
)  # fmt: skip


PEN = set_faces.Pen(FACES, SCALE)
missing_fonts = PEN.missing_fonts
font = PEN.font
width = PEN.width
pen_width = PEN.pen_width
fit = PEN.fit
pen_patch = PEN.pen_patch
stamp_ink = set_faces.stamp_ink
