#!/bin/bash
# Smoke test: build, boot the bring-up image and the self-tests.
set -euo pipefail
cd "$(dirname "$0")/.."
make all
make hello | tee /dev/stderr | grep -q "hello done"
make check | tee /dev/stderr | grep -q ", 0 failed"
echo "smoke: ok"
