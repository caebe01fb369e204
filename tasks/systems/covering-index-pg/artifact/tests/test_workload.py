"""Unit tests of the seeded workload (no database needed)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tsbench import workload  # noqa: E402


def test_readings_are_deterministic():
    a = list(workload.readings(5, 10, 50))
    b = list(workload.readings(5, 10, 50))
    assert a == b
    assert a != list(workload.readings(6, 10, 50))


def test_readings_in_arrival_order():
    steps = [step for _, step, _ in workload.readings(1, 20, 100)]
    assert steps == sorted(steps)


def test_presence_rate():
    n = sum(1 for _ in workload.readings(3, 50, 400))
    assert abs(n / (50 * 400) - workload.PRESENT) < 0.01


def test_fleet_tags_name_their_site():
    for sid, tag, site in workload.fleet(2021, 300):
        assert tag.lower().startswith(site + "-")


def test_sites_are_not_prefixes_of_each_other():
    for a in workload.SITES:
        for b in workload.SITES:
            assert a == b or not b.startswith(a)


def test_site_bounds():
    assert workload.site_bounds("roof") == ("roof", "roog")
    assert workload.site_bounds("lab") == ("lab", "lac")


def test_query_windows_inside_the_day():
    sc = workload.scale("paper")
    q = workload.queries(2021, sc["sensors"], sc["steps"], sc["queries"])
    assert all(len(q[k]) == sc["queries"] for k in q)
    for s, a, b in q["Q1"]:
        assert 1 <= s <= sc["sensors"] and 0 <= a < b < sc["steps"]
    for a, b in q["Q2"]:
        assert b - a + 1 == workload.Q2_WINDOW
    for s, t in q["Q3"]:
        assert t >= workload.Q3_LIMIT
    for site, a, b in q["Q4"]:
        assert site in workload.SITES and b - a + 1 == workload.Q4_WINDOW
