#!/bin/bash
# Quick check of a build: boot the kernel with its self-tests (a few seconds).
set -e
cd "$(dirname "$0")"
[ -f build/CMakeCache.txt ] || { echo "build/ is not configured; see README" >&2; exit 1; }
cmake --build build
set -a
. conf/qemu.conf
set +a
python3 scripts/selftest.py
