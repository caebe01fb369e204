#!/bin/bash
# Load time versus pipeline batch size (v0.2, Sec. 2 of the v1 submission:
# "batches of 500 are within 3% of the best and keep replies small").
# Usage: scripts/bench_batches.sh [config]   -> results/batches.tsv
set -e
cd "$(dirname "$0")/.."
CONF=${1:-conf/bench.json}
go build -o bin/hllwin ./cmd/hllwin
mkdir -p results
printf 'batch\tseconds\n' > results/batches.tsv
for b in 50 100 200 500 1000 2000 5000; do
    best=
    for rep in 1 2 3; do
        t0=$(date +%s.%N)
        ./bin/hllwin -config "$CONF" -batch "$b" -out "results/batch-$b" >/dev/null
        t1=$(date +%s.%N)
        t=$(echo "$t1 - $t0" | bc)
        if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
    done
    printf '%s\t%s\n' "$b" "$best" | tee -a results/batches.tsv
done
rm -rf results/batch-*
