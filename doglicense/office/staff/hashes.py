"""The argon2 hasher of staff passwords and ticket codes: its defaults, cheaper only in tests."""

from __future__ import annotations

import os

from argon2 import PasswordHasher, profiles

# The test suite hashes hundreds of passwords and codes; at argon2's defaults (64 MiB, 3 passes)
# each costs ~80 ms of CPU. A hash records its own parameters, so either kind verifies.
TEST_COST = "DOGLICENSE_TEST_HASH_COST"


def password_hasher() -> PasswordHasher:
    """argon2's defaults; argon2's cheapest when the test suite asks, never in production."""
    if os.environ.get(TEST_COST) != "cheapest":
        return PasswordHasher()
    if os.environ.get("ENVIRONMENT", "development").lower() == "production":
        raise RuntimeError(f"{TEST_COST} is the test suite's: production hashes at the defaults")
    return PasswordHasher.from_parameters(profiles.CHEAPEST)
