#!/usr/bin/env bash
# Reproduce Table 2 of the paper: every workload of conf/experiment.cfg under
# every tenuring policy.  Writes results/runs.csv (raw counters, one row per
# run), results/table2.csv, results/table2.md and results/summary.json.
#
# Expects the simulator at bin/tenuresim (`make build` puts it there), or
# wherever $TENURESIM points.
set -euo pipefail
cd "$(dirname "$0")"

TENURESIM=${TENURESIM:-bin/tenuresim}
if [ ! -x "$TENURESIM" ]; then
  echo "run_table2.sh: $TENURESIM not found or not executable; run 'make build' first" >&2
  exit 1
fi

mkdir -p results
"$TENURESIM" table --config conf/experiment.cfg --data data --out results/runs.csv \
  | tee results/table2.log
python3 scripts/make_table.py results/runs.csv results
echo "Table 2 written to results/table2.md"
