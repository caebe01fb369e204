#!/bin/bash
# Quick check that the kernel boots and its policies agree on the data read.
set -e
cd "$(dirname "$0")/.."
python3 - <<'PY'
import sys
sys.path.insert(0, "scripts")
import qemu_common as qc
log = qc.boot("selftest", timeout=60)
print(log)
sys.exit(0 if "SELFTEST PASS" in log else 1)
PY
