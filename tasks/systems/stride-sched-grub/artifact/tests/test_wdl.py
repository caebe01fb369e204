"""Unit tests of the workload compiler (python3 -m pytest tests/)."""
import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scripts"))
import wdl  # noqa: E402

FIG2 = {
    "name": "fig2",
    "threads": 6,
    "tickets": "seeded",
    "start": [0, 1, 2, 3, 4],
    "events": [{"at": "1:2", "join": 5}, {"at": "3:4", "leave": 0}],
}


def test_ratio_like_the_kernel():
    # the kernel's built-in workload leaves at (quanta / 4) * 3
    assert wdl.resolve_at("3:4", 20000) == 15000
    assert wdl.resolve_at("3:4", 20002) == 15000
    assert wdl.resolve_at("1:2", 24000) == 12000


def test_absolute_and_percent():
    assert wdl.resolve_at(500, 1000) == 500
    assert wdl.resolve_at("25%", 1000) == 250
    assert wdl.resolve_at("12.5%", 1000) == 125


@pytest.mark.parametrize("bad", [True, None, "x", "1:0", 1000, -1, "200%"])
def test_bad_at(bad):
    with pytest.raises(wdl.WorkloadError):
        wdl.resolve_at(bad, 1000)


def test_fig2_cmdline():
    assert wdl.compile_workload(FIG2, 20000) == "threads=6 start=0x1f ev=j5@10000,l0@15000"


def test_fixed_tickets_and_io():
    doc = {"threads": 3, "tickets": [10, 20, 30], "io": {2: 4}, "events": []}
    words = wdl.compile_workload(doc, 100).split()
    assert "tk=10,20,30" in words
    assert "io=0,0,4" in words
    assert "start=0x7" in words
    assert "ev=j0@0" in words       # no events: a no-op join keeps the kernel off its built-in workload


def test_bad_workloads():
    with pytest.raises(wdl.WorkloadError):
        wdl.compile_workload({"threads": 9}, 100)
    with pytest.raises(wdl.WorkloadError):
        wdl.compile_workload({"threads": 2, "tickets": [10]}, 100)
    with pytest.raises(wdl.WorkloadError):
        wdl.compile_workload({"threads": 2, "start": [3]}, 100)
    with pytest.raises(wdl.WorkloadError):
        wdl.compile_workload({"threads": 2, "events": [{"at": 5}]}, 100)


def test_shipped_workloads_compile():
    wdir = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "workloads")
    for name in sorted(os.listdir(wdir)):
        if name.endswith(".yaml"):
            doc = wdl.load(os.path.join(wdir, name))
            assert wdl.compile_workload(doc, 20000).startswith("threads=")
