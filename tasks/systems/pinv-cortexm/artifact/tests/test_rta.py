"""Unit tests of tools/rta.py on the hand example of selftest.c."""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tools"))
import rta  # noqa: E402

TASKS = [
    {"id": 0, "period": 100, "phase": 1, "wcet": 2, "pre": 0, "cs": 2, "post": 0, "res": 0},
    {"id": 1, "period": 100, "phase": 1, "wcet": 6, "pre": 6, "cs": 0, "post": 0, "res": -1},
    {"id": 2, "period": 100, "phase": 0, "wcet": 4, "pre": 0, "cs": 4, "post": 0, "res": 0},
]


def test_blocking_terms():
    assert rta.blocking(TASKS, 0, "pip") == 4
    assert rta.blocking(TASKS, 0, "pcp") == 4
    assert rta.blocking(TASKS, 0, "none") == math.inf
    assert rta.blocking(TASKS, 2, "pip") == 0


def test_response_time():
    assert rta.response_time(TASKS, 0, 4) == 6
    assert rta.response_time(TASKS, 1, 4) == 12
