"""Unit tests of the driver's parsing (no benchmark runs).  pytest tests/"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from wbench.runner import fold, parse_summary  # noqa: E402
from wbench.report import derive  # noqa: E402


def test_parse_summary():
    s = parse_summary("noise\nwbuf-bench policy=gather dist=steady records=10 bytes=1000 "
                      "commits=1 spills=0 elapsed_ns=12345\n")
    assert s["policy"] == "gather"
    assert s["records"] == 10
    assert s["elapsed_ns"] == 12345


def test_fold_families():
    w, s = fold({"write": 3, "writev": 2, "pwrite64": 5, "fsync": 1, "fdatasync": 2,
                 "openat": 9})
    assert (w, s) == (10, 3)


def test_derive_rates():
    row = derive({"workload": "w", "policy": "p", "records": 20000, "bytes": 200000,
                  "writes": 500, "syncs": 10, "elapsed_ns": [2000000, 2000000]})
    assert row["writes_per_10k"] == 250.0
    assert row["syncs_per_10k"] == 5.0
    assert row["bytes_per_write"] == 400.0
    assert row["us_per_record"] == 0.1
