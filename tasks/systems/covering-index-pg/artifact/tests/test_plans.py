"""Unit tests of the EXPLAIN helpers."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tsbench import plans  # noqa: E402

NESTED = {"Node Type": "Aggregate", "Plans": [
    {"Node Type": "Nested Loop", "Plans": [
        {"Node Type": "Seq Scan", "Relation Name": "sensors"},
        {"Node Type": "Index Only Scan", "Relation Name": "readings",
         "Index Name": "readings_sensor_ts_cov", "Heap Fetches": 7}]}]}

BITMAP = {"Node Type": "Aggregate", "Plans": [
    {"Node Type": "Bitmap Heap Scan", "Relation Name": "readings", "Plans": [
        {"Node Type": "Bitmap Index Scan", "Index Name": "readings_ts_brin"}]}]}


def test_scan_node_prefers_readings():
    assert plans.scan_node(NESTED) == "Index Only Scan"


def test_scan_node_bitmap():
    assert plans.scan_node(BITMAP) == "Bitmap Heap Scan"


def test_index_names():
    assert plans.index_names(BITMAP) == ["readings_ts_brin"]


def test_heap_fetches():
    assert plans.heap_fetches(NESTED) == 7
    assert plans.heap_fetches(BITMAP) == 0


def test_describe():
    assert plans.describe(BITMAP).startswith("Aggregate -> Bitmap Heap Scan on readings")
