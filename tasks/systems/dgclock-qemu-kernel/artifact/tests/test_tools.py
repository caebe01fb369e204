"""Tests for the log and trace tools (python3 -m pytest tests/)."""
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools.trace2csv import parse  # noqa: E402
from tools.parse_logs import parse_log  # noqa: E402

LOG_14 = """dgclock-kernel 1.4 booting
config seed=11 frames=96 pages=768 length=60000
cpu: GenuineIntel
TRACE loop fifo 0 0r 1w 2r
TRACE-END loop fifo 3
RESULT workload=loop policy=fifo faults=59119 writebacks=14984 hand=59023 checksum=0xc6ca0184
DONE
"""

LOG_11 = """dgclock-kernel 1.1 booting
RESULT loop clock 41234 10022
"""


def test_trace_parse():
    rows = list(parse(io.StringIO(LOG_14)))
    assert rows == [("loop", "fifo", 0, 0, False), ("loop", "fifo", 1, 1, True),
                    ("loop", "fifo", 2, 2, False)]


def test_trace_lost_line():
    bad = LOG_14.replace("TRACE-END loop fifo 3", "TRACE-END loop fifo 19")
    try:
        list(parse(io.StringIO(bad)))
    except ValueError as e:
        assert "TRACE-END" in str(e)
    else:
        raise AssertionError("no error")


def test_parse_logs_formats(tmp_path):
    p = tmp_path / "seed-11.log"
    p.write_text(LOG_14)
    rows = parse_log(str(p))
    assert rows[0]["faults"] == "59119" and rows[0]["seed"] == "11"
    q = tmp_path / "seed-4.log"
    q.write_text(LOG_11)
    rows = parse_log(str(q))
    assert rows[0]["policy"] == "clock" and rows[0]["seed"] == "4"
