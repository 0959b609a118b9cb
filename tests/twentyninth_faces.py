"""The twenty-ninth set's faces and its pen. The printed faces are ones scripts/test.sh already
installs that the twenty-eighth set does not print with: Liberation Sans and Serif (a word
processor's Arial and Times in a sitter's care sheet), Cabin and Go Mono (a property manager's
portal), Carlito, Caladea and Clear Sans (a college's fillable form), Roboto Slab and PT Sans (a
search and rescue team's record), Tuffy, Cantarell and Go (the printed parts of the pen forms),
and Liberation Sans Narrow (a county's emergency form). The pens write with Steve Hand, Domestic
Manners, Femke Klaver, Ecolier, Chilanka, Purisa and Delphine, and Stay Puft for a hand that
prints in capitals; no font is installed for this set.

The pen is the twenty-eighth set's (its shape followed): a line is written letter by letter, each
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
    "lsans": f"{TT}/liberation/LiberationSans-Regular.ttf",
    "lsans-bold": f"{TT}/liberation/LiberationSans-Bold.ttf",
    "lserif": f"{TT}/liberation/LiberationSerif-Regular.ttf",
    "lserif-bold": f"{TT}/liberation/LiberationSerif-Bold.ttf",
    "narrow": f"{TT}/liberation/LiberationSansNarrow-Regular.ttf",
    "narrow-bold": f"{TT}/liberation/LiberationSansNarrow-Bold.ttf",
    "cabin": f"{OT}/cabin/Cabin-Regular.otf",
    "cabin-bold": f"{OT}/cabin/Cabin-Bold.otf",
    "gomono": "/usr/share/fonts/fonts-go/Go-Mono.ttf",
    "go": "/usr/share/fonts/fonts-go/Go-Regular.ttf",
    "go-bold": "/usr/share/fonts/fonts-go/Go-Bold.ttf",
    "carlito": f"{TT}/crosextra/Carlito-Regular.ttf",
    "carlito-bold": f"{TT}/crosextra/Carlito-Bold.ttf",
    "caladea-bold": f"{TT}/crosextra/Caladea-Bold.ttf",
    "clear": f"{TT}/clear-sans/ClearSans-Regular.ttf",
    "slab": f"{OT}/roboto/slab/RobotoSlab-Regular.otf",
    "slab-bold": f"{OT}/roboto/slab/RobotoSlab-Bold.otf",
    "pt": f"{TT}/paratype/PTS55F.ttf",
    "pt-bold": f"{TT}/paratype/PTS75F.ttf",
    "tuffy": f"{TT}/tuffy/Tuffy.ttf",
    "tuffy-bold": f"{TT}/tuffy/Tuffy_Bold.ttf",
    "cantarell": f"{OT}/cantarell/Cantarell-Regular.otf",
    "cantarell-bold": f"{OT}/cantarell/Cantarell-Bold.otf",
    # the pens' faces
    "stevehand": f"{TT}/sjfonts/SteveHand.ttf",
    "domestic": f"{TT}/dustin/Domestic_Manners.ttf",
    "femke": f"{TT}/femkeklaver/femkeklaver.ttf",
    "ecolier": f"{TT}/ecolier-court/Ecolier-court.ttf",
    "chilanka": f"{OT}/malayalam/Chilanka-Regular.otf",
    "purisa": f"{TT}/tlwg/Purisa.ttf",
    "delphine": f"{TT}/sjfonts/Delphine.ttf",
    "staypuft": f"{TT}/staypuft/StayPuft.ttf",
}
PENS = ("stevehand", "domestic", "femke", "ecolier", "chilanka", "purisa", "delphine")
CAPITALS = ("staypuft", "purisa")  # hands that print on a form
# how big a pen's letters look beside a printed face at one size
SCALE = {"stevehand": 1.1, "domestic": 1.0, "femke": 1.0, "ecolier": 1.1, "chilanka": 1.0,
         "purisa": 0.85, "delphine": 1.1, "staypuft": 0.9}  # fmt: skip
TOOLS = ("gel", "ballpoint", "felt", "pencil")
INKS = ((26, 40, 130), (18, 18, 24), (34, 60, 150), (110, 30, 120), (16, 100, 110))
PACKAGES = (
    "fonts-liberation", "fonts-cabin", "fonts-go", "fonts-crosextra-carlito",
    "fonts-crosextra-caladea", "fonts-clear-sans", "fonts-roboto-slab", "fonts-paratype",
    "fonts-tuffy", "fonts-cantarell", "fonts-sjfonts", "fonts-dustin", "fonts-femkeklaver",
    "fonts-ecolier-court", "fonts-smc-chilanka", "fonts-tlwg-purisa-ttf", "fonts-staypuft",
)  # fmt: skip


PEN = set_faces.Pen(FACES, SCALE)
missing_fonts = PEN.missing_fonts
font = PEN.font
width = PEN.width
pen_width = PEN.pen_width
fit = PEN.fit
pen_patch = PEN.pen_patch
stamp_ink = set_faces.stamp_ink
