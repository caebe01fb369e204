#!/usr/bin/env bash
# Figure 4: spread of SFQ fairness over perturbation values (the hash key).
# A router that re-keys its hash periodically samples this distribution.
set -euo pipefail
cd "$(dirname "$0")/.."
dune build ./bin/sfqsim.exe
mkdir -p out/perturb
for p in $(seq 1 40); do
  ./_build/default/bin/sfqsim.exe run -q -c experiments/perturb/base.conf \
    --set sfq.perturb=$p --json out/perturb/p$p.json > /dev/null
done
python3 tools/summarize_runs.py out/perturb --metric jain --by sfq
