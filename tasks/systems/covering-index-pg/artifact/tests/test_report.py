"""Unit tests of the aggregation into Table 3."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tsbench import report  # noqa: E402


def row(seed, cfg, q, buf, scan="Seq Scan", idx=0):
    return {"seed": seed, "config": cfg, "qtype": q, "scan": scan,
            "buffers_per_query": buf, "index_pages": idx}


def test_mean_and_spread():
    t = report.aggregate([row(1, "none", "Q1", 100.0), row(2, "none", "Q1", 110.0),
                          row(3, "none", "Q1", 90.0)])
    assert t == [{"config": "none", "qtype": "Q1", "scan": "Seq Scan",
                  "buffers_per_query": 100.0, "spread": 10.0, "index_pages": 0}]


def test_order_follows_first_appearance():
    t = report.aggregate([row(1, "btree", "Q2", 1.0), row(1, "none", "Q1", 2.0)])
    assert [(r["config"], r["qtype"]) for r in t] == [("btree", "Q2"), ("none", "Q1")]


def test_mixed_scan_nodes_are_listed():
    t = report.aggregate([row(1, "brin", "Q3", 5.0, "Seq Scan"),
                          row(2, "brin", "Q3", 7.0, "Bitmap Heap Scan")])
    assert t[0]["scan"] == "Bitmap Heap Scan/Seq Scan"
