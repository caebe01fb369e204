#!/usr/bin/env python3
"""Boot the kernel with `selftest` and report the result (run_selftest.sh)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bootlib  # noqa: E402


def main():
    iso = bootlib.make_iso("selftest", "selftest.iso")
    log = bootlib.boot(iso, timeout=120)
    sys.stdout.write(log)
    if "SELFTEST ok" not in log:
        sys.exit("self-tests failed")


if __name__ == "__main__":
    main()
