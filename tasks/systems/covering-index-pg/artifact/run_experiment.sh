#!/bin/bash
# Reproduce Table 3 (three seeds, about five minutes).  `--smoke` runs the
# small configuration instead (one seed, under a minute).
set -e
cd "$(dirname "$0")"
set -a; . conf/db.env; set +a

service postgresql start >/dev/null 2>&1 || true
for i in $(seq 1 60); do
    if pg_isready -q -h "$PGHOST" -p "$PGPORT"; then break; fi
    sleep 1
done
pg_isready -h "$PGHOST" -p "$PGPORT" || { echo "no server on $PGHOST:$PGPORT" >&2; exit 1; }

if [ "$1" = "--smoke" ]; then
    exec python3 -m tsbench smoke --out results/smoke
fi
python3 -m tsbench table3 --config conf/experiment.json --out results
