#!/usr/bin/env bash
# Figure 3: Jain's index and mice p99 against the number of SFQ buckets,
# five workload seeds per point.  About 2 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
dune build ./bin/sfqsim.exe
mkdir -p out/sweep
for seed in 11 12 13 14 15; do
  for b in 16 32 64 128 256 512 1024; do
    ./_build/default/bin/sfqsim.exe run -q -c experiments/sweep.conf \
      --set seed=$seed --set sfq.buckets=$b \
      --json out/sweep/seed${seed}_b${b}.json > /dev/null
  done
done
python3 tools/plot_sweep.py out/sweep --out out/sweep/figure3.pdf
