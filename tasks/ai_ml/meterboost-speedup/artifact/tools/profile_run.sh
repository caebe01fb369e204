#!/usr/bin/env bash
# Profile one scoring run.
#   bash tools/profile_run.sh [BATCH.csv]           cProfile, top 25 functions by cumulative time
#   bash tools/profile_run.sh --flame [BATCH.csv]   flame graph with py-spy (requirements-dev.txt)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--flame" ]; then
  shift
  py-spy record -o profile.svg -- python3 -m meterboost.cli score --input "${1:-data/dev_batch.csv}" --out /tmp/profile_scores.csv
  echo "wrote profile.svg"
  exit 0
fi
python3 -m cProfile -o /tmp/meterboost.prof -m meterboost.cli score --input "${1:-data/dev_batch.csv}" --out /tmp/profile_scores.csv
python3 - <<'PY'
import pstats
pstats.Stats("/tmp/meterboost.prof").sort_stats("cumulative").print_stats(25)
PY
