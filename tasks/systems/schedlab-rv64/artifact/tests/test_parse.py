"""Unit tests for the serial-log parser of scripts/run_table3.py.

    python3 -m pytest tests/
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "scripts"))
import run_table3 as rt  # noqa: E402

LOG = """\
schedlab 0.9.2 (riscv64, M-mode) booting\r
CFG seed=5 hz=1000 ninter=1 nbatch=1 ngamer=0 window=10 rrq=8 quanta=4,8,16 allot=8,16,32 boost=200\r
P rr begin jobs=2\r
R rr pid=2 cls=B arr=3 first=3 done=50 cpu=47 sw=1 lvl=0\r
R rr pid=1 cls=I arr=1 first=1 done=60 cpu=6 sw=3 lvl=0\r
S rr ticks=60 idle=2 disp=4 boosts=0 jobs=2\r
DONE\r
"""


def test_parse_log():
    hz, seed, recs, sums = rt.parse_log(LOG)
    assert hz == 1000 and seed == 5
    assert [r["pid"] for r in recs] == [2, 1]
    assert recs[0]["done"] == 50 and recs[1]["cls"] == "I"
    assert sums == [{"policy": "rr", "ticks": 60, "idle": 2, "disp": 4, "boosts": 0, "jobs": 2}]


def test_table_means():
    hz, seed, recs, sums = rt.parse_log(LOG)
    (row,) = rt.table(recs, sums, hz, ["rr"])
    assert row["turnaround_ms"] == (47 + 59) / 2
    assert row["inter_response_ms"] == 0.0
    assert row["dispatches"] == 4.0


def test_bootargs():
    import qemu_common as qc
    exp = {"policies": ["rr", "mlfq"], "ninter": 2, "nbatch": 1, "ngamer": 0, "window": 50,
           "rrq": 8, "quanta": [4, 8], "allot": [8, 16], "boost": 100}
    s = qc.bootargs_for(exp, 9, "loglevel=4")
    assert "seed=9" in s and "policies=rr,mlfq" in s and s.endswith("loglevel=4")
