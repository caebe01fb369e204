#!/bin/bash
# Everything that can be tested without the experiment: the kernel's
# self-tests (under QEMU), lib/libkern against the host compiler and the
# Python tools' unit tests (needs pytest).
set -e
cd "$(dirname "$0")/.."
bash tests/smoke.sh > build/selftest.log
grep -q "SELFTEST PASS" build/selftest.log && echo "kernel self-tests: pass"
if command -v "${HOSTCC:-cc}" >/dev/null 2>&1; then
    make -s test-libkern
else
    echo "no host C compiler: skipping lib/libkern's test"
fi
if python3 -c "import pytest" 2>/dev/null; then
    python3 -m pytest -q tests/
else
    echo "pytest not installed: skipping the tools' unit tests"
fi
