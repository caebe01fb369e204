#!/bin/sh
# Follow-up study: admission filters in front of LRU, CLOCK and TokenClock.
# Uses configs/admission.conf (warm-up of 20k requests, CSV output).
# Writes results/admission.csv.  Needs the CDN traces in traces/ (not in this
# repository: ask for access to the lab's trace store) or falls back to data/.
set -e
cd "$(dirname "$0")"

SIM=./cachesim
CONF=configs/admission.conf
[ -x "$SIM" ] || { echo "run_admission.sh: build cachesim first" >&2; exit 1; }

traces=$(ls traces/*.csv.gz 2>/dev/null || true)
if [ -z "$traces" ]; then
    echo "run_admission.sh: no CDN traces in traces/, using the paper's traces" >&2
    traces="data/web.trace.gz data/scan.trace.gz data/loop.trace.gz"
fi

mkdir -p results
out=results/admission.csv
echo "trace,policy,capacity,requests,hits,misses,evictions,rejected,hit_ratio,seconds" > "$out"
for t in $traces; do
    for pol in lru clock tclock; do
        for filter in none doorkeeper tinylfu; do
            "$SIM" -C "$CONF" -o admission.filter=$filter -p $pol -c 500,2000,8000 "$t" |
                tail -n +2 | sed "s/,$pol,/,$pol+$filter,/" >> "$out"
        done
    done
done
python3 tools/summarize.py "$out"
