#!/usr/bin/env bash
# Starts a throwaway PostgreSQL (like scripts/test.sh) and prints its URL; `bench/pg.sh stop DIR` ends it.
set -euo pipefail
if [ "${1:-}" = "stop" ]; then
  dir=$2
  RUN_AS=(); [ "$(id -u)" = 0 ] && RUN_AS=(runuser -u postgres --)
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 0
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$PGBIN" ] || { echo "PostgreSQL server binaries not found" >&2; exit 1; }
PGDATA=$(mktemp -d /tmp/doglicense-benchpg.XXXXXX)
PGPORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  chown -R postgres:postgres "$PGDATA" 2>/dev/null || { useradd -r postgres 2>/dev/null || true; chown -R postgres "$PGDATA"; }
  RUN_AS=(runuser -u postgres --)
fi
"${RUN_AS[@]}" "$PGBIN/initdb" -D "$PGDATA/data" -U postgres -A trust --no-sync >/dev/null
# Durable as in production (fsync on), unlike the test server: the figures should mean something.
"${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$PGDATA/data" -l "$PGDATA/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDATA -c max_connections=300 -c shared_buffers=256MB" start >/dev/null
echo "PGDIR=$PGDATA"
echo "BENCH_POSTGRES_URL=postgresql+asyncpg://postgres@127.0.0.1:$PGPORT/postgres"
