#!/usr/bin/env bash
# Reproduce Table 2: successive halving over 81 configurations with two queue workers, and the
# broker restarted once mid-search (Section 4.2).
#
#   bash run_search.sh [--seed N] [--out results/table2.json]
#
# Expects beanstalkd to be running where conf/broker.ini says (scripts/broker.sh start).
set -euo pipefail
cd "$(dirname "$0")"

SEED=""
OUT=results/table2.json
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) SEED="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    *) echo "usage: $0 [--seed N] [--out FILE]" >&2; exit 2 ;;
  esac
done

PY=${PYTHON:-python3}
export OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p results logs

# the data set is regenerated every time (seeded; takes a second)
$PY data/make_data.py --out data/sensors.npz

NWORKERS=$($PY - <<'PYEOF'
from hpsearch import config
print(config.load_search("conf/search.ini").workers)
PYEOF
)

pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
}
trap cleanup EXIT

for i in $(seq 1 "$NWORKERS"); do
  $PY -m hpsearch.worker --broker conf/broker.ini --search conf/search.ini --name "w$i" \
    2> "logs/worker-$i.log" &
  pids+=($!)
done

args=(--broker conf/broker.ini --search conf/search.ini --workers "$NWORKERS" --out "$OUT")
[ -n "$SEED" ] && args+=(--seed "$SEED")
$PY -m hpsearch.coordinator "${args[@]}"

# workers exit on their stop job; give them a moment, then the trap cleans up
for p in "${pids[@]}"; do
  for _ in $(seq 1 20); do kill -0 "$p" 2>/dev/null || break; sleep 0.25; done
done
