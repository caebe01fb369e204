"""Configuration files parse and agree with each other."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from wbench.backends import BACKENDS  # noqa: E402
from wbench.config import load_measure, load_plan  # noqa: E402


def test_measure_backends_known():
    for f in ("conf/measure.ini", "conf/measure.ci.ini"):
        assert load_measure(f).backend in BACKENDS


def test_plan():
    plan = load_plan()
    assert [w.name for w in plan.workloads] == ["steady", "bursty", "mixed"]
    assert "null" not in plan.policies
    for w in plan.workloads:
        assert w.records > 0 and w.sync_every > 0
