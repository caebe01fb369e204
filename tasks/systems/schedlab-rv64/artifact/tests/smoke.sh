#!/bin/bash
# schedlab smoke test: build, boot the self-tests and the demo, check that
# both power off cleanly.  Takes a few seconds.
set -e
cd "$(dirname "$0")/.."
make all
make check
out=$(make -s demo)
echo "$out" | grep -q "demo: all tasks exited" || { echo "smoke: demo did not finish"; exit 1; }
echo "$out" | grep -q "^DONE" || { echo "smoke: no DONE"; exit 1; }
echo "smoke: OK"
