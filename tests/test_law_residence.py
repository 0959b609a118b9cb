"""Whether a ZIP code is in the Town of Clay. [69-4] RESIDENT, R17"""

from __future__ import annotations

import pytest

from doglicense.law import is_in_town, load_town


@pytest.mark.parametrize(
    ("zip_code", "in_town"),
    [
        ("13041", True),
        ("13090", True),
        (" 13041-1234 ", True),
        ("13088", None),
        ("13212", None),
        ("13029", None),
        ("13027", None),
        ("13202", False),
        ("10001", False),
        ("", False),
    ],
)
def test_is_in_town(zip_code: str, in_town: bool | None) -> None:
    assert is_in_town(zip_code, load_town()) is in_town
