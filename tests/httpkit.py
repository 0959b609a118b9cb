"""One TLS context for every HTTP client the tests make: building one reads the whole CA bundle."""

from __future__ import annotations

import ssl

# httpx builds a fresh context for each client unless given one; the tests make hundreds of
# clients (all to 127.0.0.1, over plain HTTP), and each bundle read cost ~20 ms of CPU.
LOCAL_TLS = ssl.create_default_context()
