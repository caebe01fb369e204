#!/bin/bash
# Reproduce Table 3. Starts the PostgreSQL server(s) installed on this
# machine, waits for the benchmark database and runs the measurement.
set -e
cd "$(dirname "$0")"
set -a; . conf/db.env; set +a

service postgresql start >/dev/null 2>&1 || true
for i in $(seq 1 60); do
    if pg_isready -q -h "$PGHOST" -p "$PGPORT"; then break; fi
    sleep 1
done
pg_isready -h "$PGHOST" -p "$PGPORT" || { echo "no server on $PGHOST:$PGPORT" >&2; exit 1; }

python3 scripts/run_bench.py
