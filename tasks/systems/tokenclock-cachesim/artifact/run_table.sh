#!/bin/sh
# Reproduce Table 1 of the paper: hit ratio of FIFO, LRU, CLOCK and TokenClock on
# the three traces in data/ at cache sizes of 500 and 2000 objects.
# Writes results/table1.csv and prints the table.
set -e
cd "$(dirname "$0")"

SIM=./cachesim
if [ ! -x "$SIM" ]; then
    echo "run_table.sh: $SIM not found, build it first (see README.md)" >&2
    exit 1
fi

mkdir -p results
out=results/table1.csv
echo "trace,capacity,fifo,lru,clock,tclock" > "$out"
for trace in web scan loop; do
    for cap in 500 2000; do
        row="$trace,$cap"
        for pol in fifo lru clock tclock; do
            line=$("$SIM" -p "$pol" -c "$cap" "data/$trace.trace.gz")
            row="$row,${line##*hit_ratio=}"
        done
        echo "$row" >> "$out"
    done
done

echo "Table 1: hit ratio"
awk -F, 'NR == 1 { printf "%-6s %8s %8s %8s %8s %8s\n", $1, "size", $3, $4, $5, $6; next }
         { printf "%-6s %8d %8.4f %8.4f %8.4f %8.4f\n", $1, $2, $3, $4, $5, $6 }' "$out"
