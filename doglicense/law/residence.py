"""Whether an address's ZIP code lies in the town, as far as a ZIP code can tell."""

from __future__ import annotations

from doglicense.law.town import TownProfile


def is_in_town(zip_code: str, town: TownProfile) -> bool | None:
    """True when the ZIP code is wholly in the town, None when partly (ask the resident),
    False when outside. [69-4] RESIDENT, [69-16(B)], R17

    A ZIP+4 ("13041-1234") is read by its first five digits.
    """
    five = zip_code.strip()[:5]
    if five in town.zip_codes_in_town:
        return True
    if five in town.zip_codes_partly_in_town:
        return None
    return False
