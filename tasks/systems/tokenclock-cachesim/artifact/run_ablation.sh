#!/bin/sh
# Token-count ablation (journal version, Table 3): TokenClock with 1..15 tokens
# on the scan and loop traces.  tokens_max = 1 with tokens_on_admit = 1 is CLOCK.
# Writes results/ablation.csv.
set -e
cd "$(dirname "$0")"

SIM=./cachesim
[ -x "$SIM" ] || { echo "run_ablation.sh: build cachesim first" >&2; exit 1; }
mkdir -p results
out=results/ablation.csv
echo "trace,capacity,tokens_max,tokens_on_admit,hit_ratio" > "$out"
for trace in scan loop; do
    for tmax in 1 2 3 4 7 15; do
        for admit in 0 1; do
            "$SIM" -p tclock -c 500,2000 -o tclock.tokens_max=$tmax \
                   -o tclock.tokens_on_admit=$admit "data/$trace.trace.gz" |
            while read -r line; do
                cap=$(echo "$line" | sed 's/.*capacity=\([0-9]*\).*/\1/')
                echo "$trace,$cap,$tmax,$admit,${line##*hit_ratio=}"
            done >> "$out"
        done
    done
done
column -s, -t < "$out" 2>/dev/null || cat "$out"
