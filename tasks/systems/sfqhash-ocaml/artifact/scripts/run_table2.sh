#!/usr/bin/env bash
# Table 2 of the paper.
#   usage: scripts/run_table2.sh [CONFIG] [OUTDIR]
# Writes OUTDIR/table2.txt (the console table), table2.csv and table2.json.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
conf="${1:-conf/table2.conf}"
out="${2:-results}"
case "$conf" in /*) ;; *) conf="$here/$conf" ;; esac
cd "$here"
mkdir -p "$out"
dune build ./bin/sfqsim.exe
./_build/default/bin/sfqsim.exe run --config "$conf" \
    --json "$out/table2.json" --csv "$out/table2.csv" | tee "$out/table2.txt"
