"""After a merge: one entry per message in the Spanish catalogue (the first kept), then compile.

Branches append their entries to messages.po and git merges the catalogue by union
(.gitattributes), so two branches that add the same message leave it twice.
"""

import sys
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

po = Path(sys.argv[1] if len(sys.argv) > 1 else "doglicense/locale/es/LC_MESSAGES/messages.po")
with po.open("rb") as source:
    catalogue = read_po(source, locale="es")
with po.open("wb") as target:
    write_po(target, catalogue, width=100, sort_output=False)
with po.with_suffix(".mo").open("wb") as target:
    write_mo(target, catalogue)
