#!/usr/bin/env bash
# CI smoke job: build, unit tests, demo.  Takes a few seconds; it does not
# run the paper's experiments.
set -euo pipefail
cd "$(dirname "$0")/.."
dune build
dune test
./_build/default/bin/demo.exe conf/quick.conf | tee /dev/stderr | grep -q "demo OK"
echo "smoke: all good"
