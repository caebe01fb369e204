import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))

import compare_runs  # noqa: E402
import summarize  # noqa: E402


ROWS = [{"qos": "0", "restart": "0", "published": "10", "delivered": "10", "first": "0", "last": "9",
         "in_order": "1", "intact": "1"},
        {"qos": "1", "restart": "0", "published": "10", "delivered": "8", "first": "0", "last": "7",
         "in_order": "1", "intact": "1"}]


def test_render_table2():
    text = summarize.render(ROWS, summarize.LAYOUTS["table2"])
    lines = text.splitlines()
    assert lines[0].startswith("| QoS | broker restart | delivered")
    assert lines[2] == "| 0 | no | 10 | 0 | 9 | yes | yes |"


def test_compare_same():
    assert compare_runs.diff(ROWS, ROWS)[1] == []


def test_compare_finds_cell():
    other = [dict(r) for r in ROWS]
    other[1]["delivered"] = "9"
    keys, out = compare_runs.diff(ROWS, other)
    assert keys == ("qos", "restart")
    assert out == [(("1", "0"), "delivered", "8", "9")]


def test_compare_missing_row():
    _, out = compare_runs.diff(ROWS, ROWS[:1])
    assert out[0][1] == "row"
