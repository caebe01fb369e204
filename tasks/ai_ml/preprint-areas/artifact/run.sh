#!/usr/bin/env bash
# Tag the unrevealed preprints of a citation graph.
#   bash run.sh                 public graph (seed 4242), prints accuracy against its answers
#   bash run.sh GRAPH.json      any graph in the same format -> predictions/areas.csv
set -euo pipefail
cd "$(dirname "$0")"
if [ $# -ge 1 ]; then
  python3 areas/run_experiment.py --graph "$1" --out predictions/areas.csv
else
  python3 data/make_graph.py --seed 4242 --out data/graph.json --answers data/answers.json
  python3 areas/run_experiment.py --graph data/graph.json --answers data/answers.json --out predictions/areas.csv
fi
