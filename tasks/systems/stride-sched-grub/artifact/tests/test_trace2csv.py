"""tools/trace2csv.py on a hand-made log."""
import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))
import trace2csv  # noqa: E402

LOG = """TRACE sched=stride n=2
T 0 1 1f 2710
T 1 3 1f 4e20
TRACE end
"""


def test_blocks():
    (sched, recs), = list(trace2csv.blocks(LOG.splitlines()))
    assert sched == "stride"
    assert recs == [(0, 1, 0x1f, 10000), (1, 3, 0x1f, 20000)]


def test_truncated():
    with pytest.raises(ValueError):
        list(trace2csv.blocks(LOG.splitlines()[:3]))


def test_count_mismatch():
    with pytest.raises(ValueError):
        list(trace2csv.blocks(LOG.replace("n=2", "n=3").splitlines()))


def test_mask_ids():
    assert trace2csv.mask_ids(0x1f) == "0+1+2+3+4"
    assert trace2csv.mask_ids(0) == ""
