#!/usr/bin/env bash
# Rewrites migration 0001 from the models. Only while nothing is deployed: after that, add 0002.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f doglicense/storage/migrations/versions/0001_*.py
tmp=$(mktemp -d)
.venv/bin/python - "$tmp/gen.db" <<'PY'
import sys
from alembic import command
from doglicense.storage.migrate import alembic_config
command.revision(alembic_config(f"sqlite+aiosqlite:///{sys.argv[1]}"), message="the first schema",
                 autogenerate=True, rev_id="0001")
PY
rm -rf "$tmp"
.venv/bin/ruff format -q doglicense/storage/migrations/versions/
.venv/bin/ruff check -q --fix doglicense/storage/migrations/versions/ || true
