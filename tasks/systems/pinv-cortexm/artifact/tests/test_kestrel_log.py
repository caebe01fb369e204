"""Unit tests of the console-log parser (pytest tests/)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "scripts"))
import kestrel_log  # noqa: E402

SAMPLE = """kestrel 0.9.2 on mps2-an385 (tick 1000 Hz)\r
config seed=3 ntasks=3 nres=1 util=60 horizon=200 protos=none,pip\r
TASK id=0 period=20 phase=4 wcet=3 pre=1 cs=1 post=1 res=0\r
TASK id=1 period=40 phase=0 wcet=6 pre=6 cs=0 post=0 res=-1\r
TASK id=2 period=50 phase=9 wcet=7 pre=2 cs=3 post=2 res=0\r
CEIL res=0 prio=0\r
JOBS proto=none id=0 released=10 completed=10 misses=0 skipped=0 inv=4 inv_max=2 resp_max=6 ran=30\r
RESULT seed=3 proto=none misses=0 skipped=0 inv_total=4 inv_max=2 hp_inv_max=2 idle=50 switches=60 trace=0badf00d\r
RESULT seed=3 proto=pip misses=0 skipped=0 inv_total=2 inv_max=1 hp_inv_max=1 idle=50 switches=58 trace=12345678\r
work digest 0000abcd\r
DONE\r
"""


def test_parse_sample():
    p = kestrel_log.parse(SAMPLE)
    assert p["banner"].startswith("kestrel 0.9.2")
    assert p["config"]["seed"] == "3"
    assert len(p["tasks"]) == 3 and p["tasks"][1]["res"] == -1
    assert [r["proto"] for r in p["results"]] == ["none", "pip"]
    assert p["results"][1]["inv_max"] == 1
    assert p["results"][0]["trace"] == "0badf00d"
    assert p["jobs"][0]["resp_max"] == 6
    assert p["done"]


def test_unfinished_log():
    p = kestrel_log.parse(SAMPLE.split("RESULT")[0])
    assert not p["done"] and p["results"] == []
